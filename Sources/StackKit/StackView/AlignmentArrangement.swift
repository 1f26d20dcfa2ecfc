import Foundation

/// The cross-axis half of a stack view: canvas connections, alignment of the items to
/// the first visible one, and the spanning guide that encloses them
/// (stackview-spec.md, "Alignment arrangement"). Hidden items take no part: they are
/// only parked at low priority, so hiding the tallest item shrinks the stack.
final class AlignmentArrangement {
    private typealias ID = StackIdentifier

    var canvasConnections = ConstraintFamily("canvas-connection")
    var alignments = ConstraintFamily("alignment")
    var hiddenAlignments = ConstraintFamily("hidden-alignment")
    var spanningBoundaries = ConstraintFamily("spanning-boundary")
    var spanningFits = ConstraintFamily("spanning-fit")
    var ambiguitySuppressions = ConstraintFamily("ambiguity-suppression")
    var canvasFits = ConstraintFamily("canvas-fit")

    /// The spanning guide (the "spacer"), when the alignment needs one.
    var spanningGuide: LayoutGuide?

    /// Every family, in the order introspection lists them.
    private static var familyPaths: [ReferenceWritableKeyPath<AlignmentArrangement, ConstraintFamily>] { [
        \.canvasConnections, \.alignments, \.hiddenAlignments, \.spanningBoundaries, \.spanningFits,
        \.ambiguitySuppressions, \.canvasFits,
    ] }

    var families: [ConstraintFamily] { Self.familyPaths.map { self[keyPath: $0] } }

    var guides: [LayoutGuide] { [spanningGuide].compactMap { $0 } }

    /// What the last update was built around: the item others align to (the first
    /// visible one) and the shape of the visible set (none, one, several). While both
    /// stay, each item's constraints depend on that item alone.
    private weak var lastReference: View?
    private var lastShape = -1

        /// Whether an update may be limited to a window of items (see
    /// ``DistributionArrangement/canUpdateLocally(_:)``).
    func canUpdateLocally(_ ctx: StackContext) -> Bool {
        lastShape == ctx.visibleShape && ctx.firstVisible === lastReference
    }

    /// Brings the generated constraints up to date: for every item, or, with a
    /// `window`, only for the items in it (see ``canUpdateLocally(_:)``).
    ///
    /// - Complexity: O(n) for n items; with a window, O(w) for the w items in it.
    func update(_ ctx: StackContext, window: Range<Int>? = nil) {
        let stack = ctx.stack
        let x = ctx.cross
        let C = ctx.canvas
        lastReference = ctx.firstVisible
        lastShape = ctx.visibleShape
        // Vertical stacks align baselines as leading or trailing (as FDStackView).
        var alignment = stack.alignment
        if stack.axis == .vertical {
            if alignment == .firstBaseline { alignment = .leading }
            if alignment == .lastBaseline { alignment = .trailing }
        }

        var canvas: [ConstraintSpec] = []
        // What each visible item gets, given the reference R and the guide G.
        var itemAlignment: (View) -> [ConstraintSpec] = { _ in [] }
        var boundary: (View) -> [ConstraintSpec] = { _ in [] }
        var suppressing = false
        var guideFit: ConstraintSpec?
        var guideFloor: ConstraintSpec?
        var fitsCanvas = false
        var guide: LayoutGuide?

        func spanning() -> LayoutGuide {
            if let guide = spanningGuide { return guide }
            let guide = LayoutGuide()
            guide.identifier = "spanning"
            stack.addLayoutGuide(guide)
            spanningGuide = guide
            return guide
        }

        if ctx.visibleShape == 0 {
            let G = spanning()
            guide = G
            canvas = [ctx.spec(C, x.min, .equal, G, x.min, ID.canvasConnection),
                      ctx.spec(C, x.max, .equal, G, x.max, ID.canvasConnection)]
            guideFit = ctx.spec(G, x.dimension, .equal, nil, priority: 0.001, ID.spanningFit)
            guideFloor = ctx.spec(G, x.dimension, .greaterThanOrEqual, nil, .notAnAttribute, ID.spanningFit)
        } else if ctx.visibleShape == 1, alignment != .fill, let I = ctx.firstVisible {
            switch alignment {
            case .leading:
                canvas = [ctx.spec(C, x.min, .equal, I, x.min, ID.canvasConnection),
                          ctx.spec(C, x.max, .greaterThanOrEqual, I, x.max, ID.canvasConnection)]
            case .trailing:
                canvas = [ctx.spec(C, x.min, .lessThanOrEqual, I, x.min, ID.canvasConnection),
                          ctx.spec(C, x.max, .equal, I, x.max, ID.canvasConnection)]
            case .center:
                canvas = [ctx.spec(C, x.min, .lessThanOrEqual, I, x.min, ID.canvasConnection),
                          ctx.spec(C, x.max, .greaterThanOrEqual, I, x.max, ID.canvasConnection),
                          ctx.spec(C, x.center, .equal, I, x.center, ID.canvasConnection)]
            default:  // baselines, horizontal: neither edge is owned
                canvas = [ctx.spec(C, x.min, .lessThanOrEqual, I, x.min, ID.canvasConnection),
                          ctx.spec(C, x.max, .greaterThanOrEqual, I, x.max, ID.canvasConnection)]
            }
            fitsCanvas = true
        } else if let R = ctx.firstVisible {
            switch alignment {
            case .fill:
                canvas = [ctx.spec(C, x.min, .equal, R, x.min, ID.canvasConnection),
                          ctx.spec(C, x.max, .equal, R, x.max, ID.canvasConnection)]
                itemAlignment = { I in
                    [ctx.spec(R, x.min, .equal, I, x.min, ID.alignment),
                     ctx.spec(R, x.max, .equal, I, x.max, ID.alignment)]
                }
            case .leading:
                let G = spanning()
                guide = G
                canvas = [ctx.spec(C, x.min, .equal, R, x.min, ID.canvasConnection),
                          ctx.spec(C, x.max, .equal, G, x.max, ID.canvasConnection)]
                itemAlignment = { I in [ctx.spec(R, x.min, .equal, I, x.min, ID.alignment)] }
                boundary = { I in
                    [ctx.spec(G, x.min, .equal, I, x.min, priority: 999.5, ID.spanningBoundary),
                     ctx.spec(G, x.max, .greaterThanOrEqual, I, x.max, ID.spanningBoundary)]
                }
            case .center:
                let G = spanning()
                guide = G
                canvas = [ctx.spec(C, x.min, .equal, G, x.min, ID.canvasConnection),
                          ctx.spec(C, x.max, .equal, G, x.max, ID.canvasConnection),
                          ctx.spec(C, x.center, .equal, R, x.center, ID.canvasConnection)]
                itemAlignment = { I in [ctx.spec(R, x.center, .equal, I, x.center, ID.alignment)] }
                boundary = { I in
                    [ctx.spec(G, x.min, .lessThanOrEqual, I, x.min, ID.spanningBoundary),
                     ctx.spec(G, x.max, .greaterThanOrEqual, I, x.max, ID.spanningBoundary)]
                }
            case .trailing:
                let G = spanning()
                guide = G
                canvas = [ctx.spec(C, x.min, .equal, G, x.min, ID.canvasConnection),
                          ctx.spec(C, x.max, .equal, R, x.max, ID.canvasConnection)]
                itemAlignment = { I in [ctx.spec(R, x.max, .equal, I, x.max, ID.alignment)] }
                boundary = { I in
                    [ctx.spec(G, x.min, .lessThanOrEqual, I, x.min, ID.spanningBoundary),
                     ctx.spec(G, x.max, .equal, I, x.max, priority: 999.5, ID.spanningBoundary)]
                }
            case .firstBaseline, .lastBaseline:
                let G = spanning()
                guide = G
                let first = alignment == .firstBaseline
                canvas = first
                    ? [ctx.spec(C, .top, .lessThanOrEqual, R, .top, ID.canvasConnection),
                       ctx.spec(C, .bottom, .equal, G, .bottom, ID.canvasConnection)]
                    : [ctx.spec(C, .top, .equal, G, .top, ID.canvasConnection),
                       ctx.spec(C, .bottom, .greaterThanOrEqual, R, .bottom, ID.canvasConnection)]
                let baseline: LayoutConstraint.Attribute = first ? .firstBaseline : .lastBaseline
                itemAlignment = { I in [ctx.spec(R, baseline, .equal, I, baseline, ID.alignment)] }
                boundary = { I in
                    [ctx.spec(G, .top, .lessThanOrEqual, I, .top, ID.spanningBoundary),
                     ctx.spec(G, .bottom, .greaterThanOrEqual, I, .bottom, ID.spanningBoundary)]
                }
                fitsCanvas = true
            }
            if let G = guide {
                guideFit = ctx.spec(G, x.dimension, .equal, nil, priority: 51, ID.spanningFit)
                suppressing = true
            }
        }

        canvasConnections.reconcile(stack, canvas, installOn: stack)
        canvasFits.reconcile(stack, fitsCanvas ? [ctx.spec(C, x.dimension, .equal, nil, priority: 49, ID.canvasFit)] : [],
                             installOn: stack)
        if let G = guide, let fit = guideFit {
            spanningFits.reconcile(G, [fit] + (guideFloor.map { [$0] } ?? []), installOn: stack)
        } else {
            spanningFits.retain(only: [])
            if let G = spanningGuide {
                stack.removeLayoutGuide(G)
                spanningGuide = nil
            }
        }

        // Each item: aligned to the reference and enclosed by the guide while visible,
        // parked on the canvas's min edge while hidden.
        let R = ctx.firstVisible
        for item in ctx.items[window ?? ctx.items.indices] {
            let shown = !item.isHidden
            alignments.reconcile(item, shown && item !== R ? itemAlignment(item) : [], installOn: stack)
            spanningBoundaries.reconcile(item, shown ? boundary(item) : [], installOn: stack)
            ambiguitySuppressions.reconcile(item, shown && suppressing ? [
                ctx.spec(item, x.dimension, .equal, nil, priority: 25, ID.ambiguitySuppression)] : [], installOn: stack)
            hiddenAlignments.reconcile(item, shown ? [] : [
                ctx.spec(item, x.min, .equal, C, x.min, priority: 50, ID.alignment)], installOn: stack)
        }
        if window == nil {
            // Items no longer arranged.
            for path in [\AlignmentArrangement.alignments, \.spanningBoundaries, \.ambiguitySuppressions, \.hiddenAlignments] {
                self[keyPath: path].retain(only: ctx.items)
            }
        }
    }

    func removeAll() {
        for path in Self.familyPaths { self[keyPath: path].removeAll() }
    }
}

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

    func update(_ ctx: StackContext) {
        let stack = ctx.stack
        let visible = ctx.visible
        let x = ctx.cross
        let C = ctx.canvas
        // Vertical stacks align baselines as leading or trailing (as FDStackView).
        var alignment = stack.alignment
        if stack.axis == .vertical {
            if alignment == .firstBaseline { alignment = .leading }
            if alignment == .lastBaseline { alignment = .trailing }
        }

        var canvas: [ConstraintSpec] = []
        var itemAlignments: [(View, [ConstraintSpec])] = []
        var boundaries: [(View, [ConstraintSpec])] = []
        var suppressed: [View] = []
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

        if visible.isEmpty {
            let G = spanning()
            guide = G
            canvas = [ctx.spec(C, x.min, .equal, G, x.min, ID.canvasConnection),
                      ctx.spec(C, x.max, .equal, G, x.max, ID.canvasConnection)]
            guideFit = ctx.spec(G, x.dimension, .equal, nil, priority: 0.001, ID.spanningFit)
            guideFloor = ctx.spec(G, x.dimension, .greaterThanOrEqual, nil, .notAnAttribute, ID.spanningFit)
        } else if visible.count == 1, alignment != .fill {
            let I = visible[0]
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
        } else {
            let R = visible[0]
            let others = Array(visible.dropFirst())
            switch alignment {
            case .fill:
                canvas = [ctx.spec(C, x.min, .equal, R, x.min, ID.canvasConnection),
                          ctx.spec(C, x.max, .equal, R, x.max, ID.canvasConnection)]
                itemAlignments = others.map { I in
                    (I, [ctx.spec(R, x.min, .equal, I, x.min, ID.alignment),
                         ctx.spec(R, x.max, .equal, I, x.max, ID.alignment)])
                }
            case .leading:
                let G = spanning()
                guide = G
                canvas = [ctx.spec(C, x.min, .equal, R, x.min, ID.canvasConnection),
                          ctx.spec(C, x.max, .equal, G, x.max, ID.canvasConnection)]
                itemAlignments = others.map { I in (I, [ctx.spec(R, x.min, .equal, I, x.min, ID.alignment)]) }
                boundaries = visible.map { I in
                    (I, [ctx.spec(G, x.min, .equal, I, x.min, priority: 999.5, ID.spanningBoundary),
                         ctx.spec(G, x.max, .greaterThanOrEqual, I, x.max, ID.spanningBoundary)])
                }
            case .center:
                let G = spanning()
                guide = G
                canvas = [ctx.spec(C, x.min, .equal, G, x.min, ID.canvasConnection),
                          ctx.spec(C, x.max, .equal, G, x.max, ID.canvasConnection),
                          ctx.spec(C, x.center, .equal, R, x.center, ID.canvasConnection)]
                itemAlignments = others.map { I in (I, [ctx.spec(R, x.center, .equal, I, x.center, ID.alignment)]) }
                boundaries = visible.map { I in
                    (I, [ctx.spec(G, x.min, .lessThanOrEqual, I, x.min, ID.spanningBoundary),
                         ctx.spec(G, x.max, .greaterThanOrEqual, I, x.max, ID.spanningBoundary)])
                }
            case .trailing:
                let G = spanning()
                guide = G
                canvas = [ctx.spec(C, x.min, .equal, G, x.min, ID.canvasConnection),
                          ctx.spec(C, x.max, .equal, R, x.max, ID.canvasConnection)]
                itemAlignments = others.map { I in (I, [ctx.spec(R, x.max, .equal, I, x.max, ID.alignment)]) }
                boundaries = visible.map { I in
                    (I, [ctx.spec(G, x.min, .lessThanOrEqual, I, x.min, ID.spanningBoundary),
                         ctx.spec(G, x.max, .equal, I, x.max, priority: 999.5, ID.spanningBoundary)])
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
                itemAlignments = others.map { I in (I, [ctx.spec(R, baseline, .equal, I, baseline, ID.alignment)]) }
                boundaries = visible.map { I in
                    (I, [ctx.spec(G, .top, .lessThanOrEqual, I, .top, ID.spanningBoundary),
                         ctx.spec(G, .bottom, .greaterThanOrEqual, I, .bottom, ID.spanningBoundary)])
                }
                fitsCanvas = true
            }
            if let G = guide {
                guideFit = ctx.spec(G, x.dimension, .equal, nil, priority: 51, ID.spanningFit)
                suppressed = visible
            }
        }

        canvasConnections.reconcile(stack, canvas, installOn: stack)
        for (item, specs) in itemAlignments { alignments.reconcile(item, specs, installOn: stack) }
        alignments.retain(only: itemAlignments.map(\.0))
        for (item, specs) in boundaries { spanningBoundaries.reconcile(item, specs, installOn: stack) }
        spanningBoundaries.retain(only: boundaries.map(\.0))
        for item in suppressed {
            ambiguitySuppressions.reconcile(item, [ctx.spec(item, x.dimension, .equal, nil, priority: 25,
                                                            ID.ambiguitySuppression)], installOn: stack)
        }
        ambiguitySuppressions.retain(only: suppressed)
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

        // Hidden items take no part in the cross axis; they are parked on its min edge.
        let hidden = ctx.items.filter(\.isHidden)
        for item in hidden {
            hiddenAlignments.reconcile(item, [ctx.spec(item, x.min, .equal, C, x.min, priority: 50, ID.alignment)],
                                       installOn: stack)
        }
        hiddenAlignments.retain(only: hidden)
    }

    func removeAll() {
        for path in Self.familyPaths { self[keyPath: path].removeAll() }
    }
}

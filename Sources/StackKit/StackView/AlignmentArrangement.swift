import Foundation

/// The cross-axis half of a stack view: canvas connections, alignment of the items to
/// the first visible one, and the spanning guide that encloses them
/// (Docs/StackView.md, "Alignments"). Hidden items take no part: they are
/// only parked at low priority, so hiding the tallest item shrinks the stack.
final class AlignmentArrangement: Arrangement {
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
    static var familyPaths: [ReferenceWritableKeyPath<AlignmentArrangement, ConstraintFamily>] { [
        \.canvasConnections, \.alignments, \.hiddenAlignments, \.spanningBoundaries, \.spanningFits,
        \.ambiguitySuppressions, \.canvasFits,
    ] }

    var guides: [LayoutGuide] { [spanningGuide].compactMap { $0 } }

    /// What the last update was built around: the item others align to (the first
    /// visible one) and the shape of the visible set. While both stay, each item's
    /// constraints depend on that item alone.
    @Unretained private var lastReference: View?
    private var lastShape: StackContext.VisibleShape?

    /// Whether an update may be limited to a window of items (see
    /// ``DistributionArrangement/canUpdateLocally(_:)``).
    func canUpdateLocally(_ ctx: StackContext) -> Bool {
        lastShape == ctx.visibleShape && ctx.firstVisible === lastReference
    }

    /// The constraints one alignment needs for the current visible items: those of the
    /// canvas and the spanning guide, and what each visible item gets.
    private struct Plan {
        /// Ties the canvas's cross edges to the items or to the guide.
        var canvasConnections: [ConstraintSpec] = []
        /// Whether the canvas falls back to zero length when nothing else sizes it.
        var fitsCanvas = false
        /// The spanning guide that encloses the visible items, when the alignment has one.
        var guide: LayoutGuide?
        /// The guide's length when nothing pulls on it, and its floor for an empty stack.
        var guideFits: [ConstraintSpec] = []
        /// Whether each visible item's cross length gets a weak pull towards 0, so that
        /// an item no edge owns is not ambiguous.
        var suppressesAmbiguity = false
        /// A visible item's alignment to the reference item (the first visible one).
        var alignment: (View) -> [ConstraintSpec] = { _ in [] }
        /// A visible item's containment in the spanning guide.
        var boundary: (View) -> [ConstraintSpec] = { _ in [] }
    }

    /// Brings the generated constraints up to date: for every item, or, with a
    /// `window`, only for the items in it (see ``canUpdateLocally(_:)``).
    ///
    /// - Complexity: O(n) for n items; with a window, O(w) for the w items in it.
    func update(_ ctx: StackContext, window: Range<Int>? = nil) {
        lastReference = ctx.firstVisible
        lastShape = ctx.visibleShape
        let plan = makePlan(ctx)
        installCanvasAndGuide(plan, ctx)
        updateItems(ctx.items[window ?? ctx.items.indices], plan, ctx)
        if window == nil {
            // Items no longer arranged (the families by name: a key path's in-place access
            // costs a thousand instructions, and every full update runs this).
            alignments.retain(only: ctx.items)
            spanningBoundaries.retain(only: ctx.items)
            ambiguitySuppressions.retain(only: ctx.items)
            hiddenAlignments.retain(only: ctx.items)
        }
    }

    /// The stack's alignment as its cross axis applies it: vertical stacks align
    /// baselines as leading or trailing (as FDStackView does).
    private func effectiveAlignment(of stack: StackView) -> StackView.Alignment {
        guard stack.axis == .vertical else { return stack.alignment }
        switch stack.alignment {
        case .firstBaseline: return .leading
        case .lastBaseline: return .trailing
        default: return stack.alignment
        }
    }

    /// Which constraints the alignment needs for the shape of the visible set (creating
    /// the spanning guide when it needs one).
    private func makePlan(_ ctx: StackContext) -> Plan {
        let cross = ctx.cross
        let canvas = ctx.canvas
        let alignment = effectiveAlignment(of: ctx.stack)
        var plan = Plan()
        switch (ctx.visibleShape, ctx.firstVisible) {
        case (.none, _):
            let guide = spanningGuide(in: ctx.stack)
            plan.guide = guide
            plan.canvasConnections = [ctx.spec(canvas, cross.min, .equal, guide, cross.min, ID.canvasConnection),
                                      ctx.spec(canvas, cross.max, .equal, guide, cross.max, ID.canvasConnection)]
            plan.guideFits = [ctx.spec(guide, cross.dimension, .equal, nil, priority: 0.001, ID.spanningFit),
                              ctx.spec(guide, cross.dimension, .greaterThanOrEqual, nil, .notAnAttribute, ID.spanningFit)]
        case let (.one, item?) where alignment != .fill:
            plan.canvasConnections = singleItemCanvasConnections(item, alignment, ctx)
            plan.fitsCanvas = true
        case let (_, reference?):
            planSeveralItems(&plan, reference: reference, alignment, ctx)
        case (_, nil):
            break   // a visible shape always has a first visible item
        }
        return plan
    }

    /// One visible item and an alignment other than fill: the canvas owns the item's
    /// edge on the aligned side and encloses it on the others.
    private func singleItemCanvasConnections(_ item: View, _ alignment: StackView.Alignment,
                                             _ ctx: StackContext) -> [ConstraintSpec] {
        let cross = ctx.cross
        let canvas = ctx.canvas
        switch alignment {
        case .leading:
            return [ctx.spec(canvas, cross.min, .equal, item, cross.min, ID.canvasConnection),
                    ctx.spec(canvas, cross.max, .greaterThanOrEqual, item, cross.max, ID.canvasConnection)]
        case .trailing:
            return [ctx.spec(canvas, cross.min, .lessThanOrEqual, item, cross.min, ID.canvasConnection),
                    ctx.spec(canvas, cross.max, .equal, item, cross.max, ID.canvasConnection)]
        case .center:
            return [ctx.spec(canvas, cross.min, .lessThanOrEqual, item, cross.min, ID.canvasConnection),
                    ctx.spec(canvas, cross.max, .greaterThanOrEqual, item, cross.max, ID.canvasConnection),
                    ctx.spec(canvas, cross.center, .equal, item, cross.center, ID.canvasConnection)]
        default:  // baselines, horizontal: neither edge is owned
            return [ctx.spec(canvas, cross.min, .lessThanOrEqual, item, cross.min, ID.canvasConnection),
                    ctx.spec(canvas, cross.max, .greaterThanOrEqual, item, cross.max, ID.canvasConnection)]
        }
    }

    /// Several visible items (or one, filling): each aligns to the reference, and every
    /// alignment but fill encloses them in the spanning guide.
    private func planSeveralItems(_ plan: inout Plan, reference: View, _ alignment: StackView.Alignment,
                                  _ ctx: StackContext) {
        let cross = ctx.cross
        let canvas = ctx.canvas
        switch alignment {
        case .fill:
            plan.canvasConnections = [ctx.spec(canvas, cross.min, .equal, reference, cross.min, ID.canvasConnection),
                                      ctx.spec(canvas, cross.max, .equal, reference, cross.max, ID.canvasConnection)]
            plan.alignment = { item in
                [ctx.spec(reference, cross.min, .equal, item, cross.min, ID.alignment),
                 ctx.spec(reference, cross.max, .equal, item, cross.max, ID.alignment)]
            }
        case .leading:
            let guide = spanningGuide(in: ctx.stack)
            plan.guide = guide
            plan.canvasConnections = [ctx.spec(canvas, cross.min, .equal, reference, cross.min, ID.canvasConnection),
                                      ctx.spec(canvas, cross.max, .equal, guide, cross.max, ID.canvasConnection)]
            plan.alignment = { item in [ctx.spec(reference, cross.min, .equal, item, cross.min, ID.alignment)] }
            plan.boundary = { item in
                [ctx.spec(guide, cross.min, .equal, item, cross.min, priority: 999.5, ID.spanningBoundary),
                 ctx.spec(guide, cross.max, .greaterThanOrEqual, item, cross.max, ID.spanningBoundary)]
            }
        case .center:
            let guide = spanningGuide(in: ctx.stack)
            plan.guide = guide
            plan.canvasConnections = [ctx.spec(canvas, cross.min, .equal, guide, cross.min, ID.canvasConnection),
                                      ctx.spec(canvas, cross.max, .equal, guide, cross.max, ID.canvasConnection),
                                      ctx.spec(canvas, cross.center, .equal, reference, cross.center, ID.canvasConnection)]
            plan.alignment = { item in [ctx.spec(reference, cross.center, .equal, item, cross.center, ID.alignment)] }
            plan.boundary = { item in
                [ctx.spec(guide, cross.min, .lessThanOrEqual, item, cross.min, ID.spanningBoundary),
                 ctx.spec(guide, cross.max, .greaterThanOrEqual, item, cross.max, ID.spanningBoundary)]
            }
        case .trailing:
            let guide = spanningGuide(in: ctx.stack)
            plan.guide = guide
            plan.canvasConnections = [ctx.spec(canvas, cross.min, .equal, guide, cross.min, ID.canvasConnection),
                                      ctx.spec(canvas, cross.max, .equal, reference, cross.max, ID.canvasConnection)]
            plan.alignment = { item in [ctx.spec(reference, cross.max, .equal, item, cross.max, ID.alignment)] }
            plan.boundary = { item in
                [ctx.spec(guide, cross.min, .lessThanOrEqual, item, cross.min, ID.spanningBoundary),
                 ctx.spec(guide, cross.max, .equal, item, cross.max, priority: 999.5, ID.spanningBoundary)]
            }
        case .firstBaseline, .lastBaseline:
            let guide = spanningGuide(in: ctx.stack)
            plan.guide = guide
            let first = alignment == .firstBaseline
            plan.canvasConnections = first
                ? [ctx.spec(canvas, .top, .lessThanOrEqual, reference, .top, ID.canvasConnection),
                   ctx.spec(canvas, .bottom, .equal, guide, .bottom, ID.canvasConnection)]
                : [ctx.spec(canvas, .top, .equal, guide, .top, ID.canvasConnection),
                   ctx.spec(canvas, .bottom, .greaterThanOrEqual, reference, .bottom, ID.canvasConnection)]
            let baseline: LayoutConstraint.Attribute = first ? .firstBaseline : .lastBaseline
            plan.alignment = { item in [ctx.spec(reference, baseline, .equal, item, baseline, ID.alignment)] }
            plan.boundary = { item in
                [ctx.spec(guide, .top, .lessThanOrEqual, item, .top, ID.spanningBoundary),
                 ctx.spec(guide, .bottom, .greaterThanOrEqual, item, .bottom, ID.spanningBoundary)]
            }
            plan.fitsCanvas = true
        }
        if let guide = plan.guide {
            plan.guideFits = [ctx.spec(guide, cross.dimension, .equal, nil, priority: 51, ID.spanningFit)]
            plan.suppressesAmbiguity = true
        }
    }

    /// The spanning guide, added to the stack the first time an alignment needs it.
    private func spanningGuide(in stack: StackView) -> LayoutGuide {
        if let guide = spanningGuide { return guide }
        let guide = LayoutGuide()
        guide.identifier = "spanning"
        stack.addLayoutGuide(guide)
        spanningGuide = guide
        return guide
    }

    /// Makes the canvas's and the guide's constraints match the plan; a guide the plan
    /// no longer needs leaves the stack.
    private func installCanvasAndGuide(_ plan: Plan, _ ctx: StackContext) {
        let stack = ctx.stack
        canvasConnections.reconcile(stack, plan.canvasConnections, installOn: stack)
        canvasFits.reconcile(stack, plan.fitsCanvas
                                 ? [ctx.spec(ctx.canvas, ctx.cross.dimension, .equal, nil, priority: 49, ID.canvasFit)] : [],
                             installOn: stack)
        if let guide = plan.guide {
            spanningFits.reconcile(guide, plan.guideFits, installOn: stack)
        } else {
            spanningFits.retain(only: [] as [LayoutItem])
            if let guide = spanningGuide {
                stack.removeLayoutGuide(guide)
                spanningGuide = nil
            }
        }
    }

    /// Each item: aligned to the reference and enclosed by the guide while visible,
    /// parked on the canvas's min edge while hidden.
    private func updateItems(_ items: ArraySlice<View>, _ plan: Plan, _ ctx: StackContext) {
        let stack = ctx.stack
        let reference = ctx.firstVisible
        for item in items {
            let shown = item.isArrangedInStack
            // The weak pull towards 0 first: while only the item's own size constraints
            // define its cross length, the pull's row is three cells and its one pivot
            // touches three rows. After the alignment, that length is written through the
            // reference item's symbols, and the same addition took 18 µs instead of 10 µs
            // (N = 1 000), the slowest kind of a first layout. The frames are the same.
            ambiguitySuppressions.reconcile(item, shown && plan.suppressesAmbiguity ? [
                ctx.spec(item, ctx.cross.dimension, .equal, nil, priority: 25, ID.ambiguitySuppression)] : [],
                installOn: stack)
            alignments.reconcile(item, shown && item !== reference ? plan.alignment(item) : [], installOn: stack)
            spanningBoundaries.reconcile(item, shown ? plan.boundary(item) : [], installOn: stack)
            hiddenAlignments.reconcile(item, shown ? [] : [
                ctx.spec(item, ctx.cross.min, .equal, ctx.canvas, ctx.cross.min, priority: 50, ID.alignment)],
                installOn: stack)
        }
    }
}

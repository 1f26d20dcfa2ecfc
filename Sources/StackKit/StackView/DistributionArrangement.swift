import Foundation

/// The main-axis half of a stack view: canvas connections, spacing, hiding and parking
/// of hidden items, equal or proportional lengths, and the gap guides of the equal
/// spacing and centering distributions (Docs/StackView.md, "Distributions").
final class DistributionArrangement: Arrangement {
    private typealias ID = StackIdentifier

    var canvasConnections = ConstraintFamily("canvas-connection")
    var spacings = ConstraintFamily("spacing")
    var hidings = ConstraintFamily("hiding")
    var hiddenSpacings = ConstraintFamily("spacing-hidden")
    var equalLengths = ConstraintFamily("fill-equally")
    /// fillEqually's first item as an equal share of the canvas (see ``updateEqualShare(_:visible:)``).
    var equalShare = ConstraintFamily("fill-equally-share")
    var proportionalLengths = ConstraintFamily("fill-proportionally")
    var distributingEdges = ConstraintFamily("distributing-edge")
    var equalGaps = ConstraintFamily("gap-fill-equally")
    var canvasFits = ConstraintFamily("canvas-fit")
    var orderingFits = ConstraintFamily("ordering-fit")
    var textWidths = ConstraintFamily("text-width-disambiguation")

    /// The gap guide after each visible item but the last.
    var gapGuides = WeakKeyTable<View, LayoutGuide>()
    /// The guide the canvas connects to when no item is visible.
    var orderingGuide: LayoutGuide?
    /// The step between the canvas and fillEqually's first item when there are too many
    /// items for one share (see ``updateEqualShare(_:visible:)``).
    var shareGuide: LayoutGuide?
    /// The step between the canvas and fillProportionally's unit when the unit is a share
    /// below 1/1 000 (see ``shareSteps(_:)``).
    var proportionalGuide: LayoutGuide?
    /// The length fillProportionally's items are multiples of when a share is below
    /// 1/1 000 (see ``updateProportionalLengths(_:visible:lengths:total:)``).
    var proportionalUnit: LayoutGuide?

    /// Every family, in the order introspection lists them.
    static var familyPaths: [ReferenceWritableKeyPath<DistributionArrangement, ConstraintFamily>] { [
        \.canvasConnections, \.spacings, \.hidings, \.hiddenSpacings, \.equalLengths, \.equalShare, \.proportionalLengths,
        \.distributingEdges, \.equalGaps, \.canvasFits, \.orderingFits, \.textWidths,
    ] }

    /// The helper guides, in a stable order.
    var guides: [LayoutGuide] {
        [orderingGuide, shareGuide, proportionalGuide, proportionalUnit].compactMap { $0 } + orderedGapGuides
    }
    private var orderedGapGuides: [LayoutGuide] = []

    /// The first visible item at the last update: equal lengths are tied to it.
    @Unretained private var lastFirstVisible: View?
    /// The item whose spacing a long `equalSpacing` stack kept at the last update.
    @Unretained private var lastBindingItem: View?
    private(set) var hasUpdated = false
    /// Whether, at the last full update, an item (visible or not) wanted a text-width
    /// disambiguation: its constraints then depend on how many items are visible.
    private var hasTextWidthCandidates = false

    /// Whether an update may be limited to a window of items around items whose
    /// `isHidden` changed: the distribution's constraints are then local (each item's
    /// depend only on its visible neighbours and on the first visible item).
    ///
    /// `equalSpacing` too, while at least two items stay visible (every gap is tied to the
    /// first visible item's) and the spacing kept is the same item's (it is chosen among
    /// all the gaps, ``equalSpacingBindingItem(_:)``); not `equalCentering`, whose gaps'
    /// priorities follow their index. `fillProportionally`'s shares depend on every
    /// visible item: its windows set every share again, but only their own spacings.
    func canUpdateLocally(_ ctx: StackContext) -> Bool {
        guard hasUpdated, ctx.firstVisible === lastFirstVisible, !hasTextWidthCandidates else { return false }
        switch ctx.stack.distribution {
        case .fill, .fillEqually, .fillProportionally:
            return true
        case .equalSpacing:
            return ctx.lastVisible !== ctx.firstVisible && equalSpacingBindingItem(ctx) === lastBindingItem
        default:
            return false
        }
    }

    /// Brings the generated constraints up to date: for every item, or, with a
    /// `window`, only for the items in it (see ``canUpdateLocally(_:)``).
    ///
    /// - Complexity: O(n) for n items; with a window, O(w) for the w items in it (plus
    ///   the hidden items next to it), after ``updateShared(_:)`` once for all windows.
    func update(_ ctx: StackContext, window: Range<Int>? = nil) {
        hasUpdated = true
        lastFirstVisible = ctx.firstVisible
        // Lengths go before the edges and spacings that chain the items: with every length
        // known first, the chain's positions are added as rows naming their neighbours,
        // and closing it adds one redundant row instead of tying every length to every
        // marker of the chain (Docs/StackView.md, "Equal lengths in linear time").
        guard let window else {
            let visible = ctx.visible
            updateLengths(ctx, visible: visible)
            updateCanvasConnections(ctx)
            // equalSpacing's gap guides before its spacings: chained from the first item,
            // each gap as long as the first, the positions stay a chain (Docs/StackView.md,
            // "Long equalSpacing stacks"). equalCentering's too once it has gaps: a shown
            // item's gap then ties its center in before its spacings push on it (showing
            // one item of 300 pinned at natural + 10 took 4 to 5.6 s the other way, 0.25
            // to 0.5 s so). Its first gaps, and those of a rebuild, keep the order they
            // were measured in: this one made that first layout 8 times slower.
            let distribution = ctx.stack.distribution
            let gapsFirst = distribution == .equalSpacing || distribution == .equalCentering && !equalGaps.isEmpty
            if gapsFirst { updateGapGuides(ctx, visible: visible) }
            updateSpacingsAndHiding(ctx, in: ctx.items.indices)
            // Items no longer arranged.
            spacings.retain(only: ctx.items)
            hidings.retain(only: ctx.items)
            hiddenSpacings.retain(only: ctx.items)
            if !gapsFirst { updateGapGuides(ctx, visible: visible) }
            updateTextWidths(ctx, visible: visible)
            return
        }
        updateEqualLengths(ctx, in: window)
        updateCanvasConnections(ctx)
        if ctx.stack.distribution == .equalSpacing { updateGapGuides(ctx, in: window) }
        updateSpacingsAndHiding(ctx, in: window)
    }

    /// UIKit's `fillEqually` constraint: `item` as long as the first visible item.
    private func equalLength(_ ctx: StackContext, _ item: View, to reference: View) -> ConstraintSpec {
        ctx.spec(item, ctx.main.dimension, .equal, reference, ctx.main.dimension, ID.fillEqually)
    }

    /// The lengths that depend on every visible item, before the windows of an update
    /// limited to them: `fillEqually`'s share and `fillProportionally`'s shares, O(n).
    /// Once per pass, not per window: hiding k scattered items of a long stack set them
    /// k times over.
    func updateShared(_ ctx: StackContext) {
        switch ctx.stack.distribution {
        case .fillEqually where ctx.firstVisible != nil: updateEqualShare(ctx, visible: ctx.visible)
        case .fillProportionally: updateLengths(ctx, visible: ctx.visible)
        default: break
        }
    }

    /// A window's lengths: only fillEqually's refer to the items of a window (see
    /// ``canUpdateLocally(_:)``), O(w); its share goes first (``updateShared(_:)``).
    private func updateEqualLengths(_ ctx: StackContext, in window: Range<Int>) {
        guard ctx.stack.distribution == .fillEqually, let reference = ctx.firstVisible else { return }
        for item in ctx.items[window] {
            equalLengths.reconcile(item, !item.isArrangedInStack || item === reference ? []
                : [equalLength(ctx, item, to: reference)], installOn: ctx.stack)
        }
    }

    /// Whether the stack disambiguates the widths of multi-line text, as UIKit does: a
    /// horizontal stack whose distribution leaves lengths to content (`fill`,
    /// `equalSpacing`, `equalCentering`; not `fillEqually` or `fillProportionally`).
    static func disambiguatesTextWidths(_ stack: StackView) -> Bool {
        stack.axis == .horizontal && stack.distribution != .fillEqually && stack.distribution != .fillProportionally
    }

    /// UIKit's `UISV-text-width-disambiguation`: each visible multi-line label (see
    /// ``View/wantsTextWidthDisambiguation``) is pulled towards an equal share of the
    /// canvas, `V.width == C.width / n − spacing × (n − 1) / n` for n visible items (all
    /// of them, not only the labels), at its stronger horizontal content priority plus
    /// 10 (at most 999): 760 with the default priorities. Without it, two wrapping
    /// labels side by side could share the width any way.
    private func updateTextWidths(_ ctx: StackContext, visible: [View]) {
        let stack = ctx.stack
        var keys: [View] = []
        let applies = Self.disambiguatesTextWidths(stack)
        if applies {
            let count = CGFloat(visible.count)
            let spacing = stack.spacing == StackView.spacingUseSystem ? 0 : stack.spacing
            for item in visible where item.wantsTextWidthDisambiguation {
                let strongest = max(item.contentCompressionResistancePriority(for: .horizontal).rawValue,
                                    item.contentHuggingPriority(for: .horizontal).rawValue)
                let priority = LayoutPriority(min(strongest + 10, 999))
                textWidths.reconcile(item, [ctx.spec(item, .width, .equal, ctx.canvas, .width, multiplier: 1 / count,
                                                     constant: -spacing * (count - 1) / count, priority: priority,
                                                     ID.textWidthDisambiguation)], installOn: stack)
                keys.append(item)
            }
        }
        textWidths.retain(only: keys)
        hasTextWidthCandidates = applies && ctx.items.contains { $0.wantsTextWidthDisambiguation }
    }

    /// The relation of the spacing between visible items: at least the spacing for the
    /// equal-spacing and equal-centering distributions, exactly it otherwise.
    private func spacingRelation(_ ctx: StackContext) -> LayoutConstraint.Relation {
        ctx.stack.distribution.spacingIsMinimum ? .greaterThanOrEqual : .equal
    }

    /// Whether spacing runs from baseline to baseline (a vertical, baseline-relative stack).
    private func isBaselineRelative(_ ctx: StackContext) -> Bool {
        ctx.stack.isBaselineRelativeArrangement && ctx.stack.axis == .vertical
    }

    /// The canvas's main edges to the first and last visible items, or to the ordering
    /// guide when no item is visible.
    ///
    /// With an equal share in two steps (``shareGuide``, more than 1 000 visible items)
    /// the canvas's end is left to the share: the first item's edge, every item as long as
    /// the share and every spacing already put the last item's end there, and closing the
    /// chain on it a second time adds a row that only says 0 == 0 up to rounding. That
    /// rounding grows with the chain (one term per link: 1.4e-8 at 2 000 items with
    /// spacing 8, 2.1e-7 at 10 000), past what the solver takes for zero, and the last
    /// spacing was refused as a conflict.
    private func updateCanvasConnections(_ ctx: StackContext) {
        let stack = ctx.stack
        let main = ctx.main
        if let first = ctx.firstVisible, let last = ctx.lastVisible {
            let start = ctx.spec(ctx.canvas, main.min, .equal, first, main.min, ID.canvasConnection)
            let end = ctx.spec(ctx.canvas, main.max, .equal, last, main.max, ID.canvasConnection)
            canvasConnections.reconcile(stack, shareGuide == nil ? [start, end] : [start], installOn: stack)
            if let guide = orderingGuide {
                orderingFits.reconcile(guide, [], installOn: stack)
                removeHelperGuide(\.orderingGuide, from: stack)
            }
        } else {
            let guide = helperGuide(\.orderingGuide, "ordering", in: stack)
            canvasConnections.reconcile(stack, [
                ctx.spec(ctx.canvas, main.min, .equal, guide, main.min, ID.canvasConnection),
                ctx.spec(ctx.canvas, main.max, .equal, guide, main.max, ID.canvasConnection),
            ], installOn: stack)
            // The guide's length is 0 unless something else sizes the stack, and it is
            // never negative, whatever pulls on the empty stack.
            orderingFits.reconcile(guide, [ctx.spec(guide, main.dimension, .equal, nil, priority: 0.001, ID.spanningFit),
                                           ctx.spec(guide, main.dimension, .greaterThanOrEqual, nil, .notAnAttribute, ID.spanningFit)],
                                   installOn: stack)
        }
    }

    /// For each item of `range`: the spacing to the next visible item while it is
    /// visible; while it is hidden, no length and a weak parking in its gap.
    private func updateSpacingsAndHiding(_ ctx: StackContext, in range: Range<Int>) {
        let stack = ctx.stack
        let main = ctx.main
        let relation = spacingRelation(ctx)
        let baselineRelative = isBaselineRelative(ctx)
        let neighbours = ctx.visibleNeighbours(in: range)
        let onlySpacing = equalSpacingBindingItem(ctx)
        lastBindingItem = onlySpacing
        for (offset, index) in range.enumerated() {
            let item = ctx.items[index]
            let next = neighbours.next[offset]
            // Spacing between consecutive visible items, keyed by the first of the pair.
            if item.isArrangedInStack, let following = next, onlySpacing.map({ $0 === item }) ?? true {
                let spec = baselineRelative
                    ? ctx.spec(following, .firstBaseline, relation, item, .lastBaseline, constant: stack.gap(after: item), ID.spacing)
                    : ctx.spec(following, main.min, relation, item, main.max, constant: stack.gap(after: item), ID.spacing)
                spacings.reconcile(item, spec, installOn: stack)
            } else {
                spacings.reconcile(item, [], installOn: stack)
            }

            guard !item.isArrangedInStack else {
                hidings.reconcile(item, [], installOn: stack)
                hiddenSpacings.reconcile(item, [], installOn: stack)
                continue
            }
            hidings.reconcile(item, ctx.spec(item, main.dimension, .equal, nil, priority: 999.999, ID.hiding),
                              installOn: stack)
            let parking: ConstraintSpec
            if let previous = neighbours.previous[offset] {
                parking = ctx.spec(item, main.min, relation, previous, main.max,
                                   constant: next != nil ? stack.gap(after: previous) / 2 : 0, priority: 50, ID.spacingHidden)
            } else if let firstVisible = ctx.firstVisible {
                parking = ctx.spec(firstVisible, main.min, relation, item, main.max, priority: 50, ID.spacingHidden)
            } else {
                parking = ctx.spec(item, main.min, .equal, ctx.canvas, main.min, priority: 50, ID.spacingHidden)
            }
            hiddenSpacings.reconcile(item, parking, installOn: stack)
        }
    }

    /// The most visible items of an `equalSpacing` stack that keep every spacing
    /// constraint, as UIKit makes them; a longer stack keeps only the binding one (see
    /// ``equalSpacingBindingItem(_:)``). Each spacing kept in a stretched stack is a row
    /// as long as the stack (release, pinned at natural + 10): with every spacing, 32
    /// items took 4.2 ms to lay out, 100 items 38 ms and 400 items 1.3 s; with one, 33
    /// items 1.7 ms, 100 items 3.7 ms and 400 items 17 ms.
    static let largestEqualSpacingWithEverySpacing = 32

    /// In a long `equalSpacing` stack whose spacing runs edge to edge, the one visible
    /// item whose spacing after it is kept: the first of those with the largest
    /// (`customSpacing(after:)` or `spacing`). Every gap is as long as the first, as a
    /// required constraint, so the gaps' one length is at least each spacing exactly
    /// when it is at least the largest: the other spacings add nothing. Kept, each one's
    /// slack would be that length written out over every item (N² cells). `nil` (every
    /// spacing kept) for the other distributions, for baseline-relative spacing (its
    /// spacings run between baselines, not along the gap guides) and for stacks of at
    /// most ``largestEqualSpacingWithEverySpacing`` visible items.
    /// - Complexity: O(n) for n items.
    private func equalSpacingBindingItem(_ ctx: StackContext) -> View? {
        guard ctx.stack.distribution == .equalSpacing, !isBaselineRelative(ctx) else { return nil }
        var binding: View?
        var largest = -CGFloat.infinity
        var previous: View?
        var visibleCount = 0
        for item in ctx.items where item.isArrangedInStack {
            visibleCount += 1
            if let previous {
                let gap = ctx.stack.gap(after: previous)
                if gap > largest { largest = gap; binding = previous }
            }
            previous = item
        }
        return visibleCount > Self.largestEqualSpacingWithEverySpacing ? binding : nil
    }

    /// Equal lengths (fillEqually, and fillProportionally without lengths to share) or
    /// proportional ones; the families of the other distributions are emptied.
    private func updateLengths(_ ctx: StackContext, visible: [View]) {
        let stack = ctx.stack
        let distribution = stack.distribution
        var equal: [View] = []
        var proportional: [LayoutItem] = []
        let lengths = distribution == .fillProportionally ? proportionalLengthsOf(visible, axis: stack.axis) : []
        let total = lengths.reduce(0, +)
        let equallyFilled = distribution == .fillEqually || (distribution == .fillProportionally && total <= 0)
        updateEqualShare(ctx, visible: equallyFilled ? visible : [])
        if equallyFilled {
            if let reference = visible.first {
                for item in visible.dropFirst() {
                    equalLengths.reconcile(item, equalLength(ctx, item, to: reference), installOn: stack)
                    equal.append(item)
                }
            }
        } else if distribution == .fillProportionally {
            proportional = updateProportionalLengths(ctx, visible: visible, lengths: lengths, total: total)
        }
        for slot in [\DistributionArrangement.proportionalGuide, \.proportionalUnit]
        where !proportional.contains(where: { $0 === self[keyPath: slot] }) {
            removeHelperGuide(slot, from: stack)
        }
        equalLengths.retain(only: equal)
        proportionalLengths.retain(only: proportional)
    }

    /// fillProportionally's lengths: each visible item `share × (C.dim − gaps)`, and the
    /// keys of the family's constraints.
    ///
    /// When the smallest share is below 1/1 000, the lengths are multiples of a unit guide
    /// `U` as long as the share of the longest item, `U.dim == (l_max/L)·(C.dim − gaps)`,
    /// and each item `(lᵢ/l_max) × U.dim`: no multiplier below 1/1 000 (`U`'s own is taken
    /// in two steps if it is, see ``shareSteps(_:)``), and hiding or showing an item
    /// changes `U`'s constraint and the item's, not every item's.
    private func updateProportionalLengths(_ ctx: StackContext, visible: [View], lengths: [CGFloat],
                                           total: CGFloat) -> [LayoutItem] {
        let stack = ctx.stack
        let dimension = ctx.main.dimension
        let gaps = totalGapLength(between: visible, ctx)
        var keys: [LayoutItem] = []
        let longest = lengths.max() ?? 0
        var unit: LayoutGuide?
        if (lengths.filter { $0 > 0 }.min() ?? total) / total < 1e-3 {
            let ratio = longest / total
            let steps = Self.shareSteps(ratio)
            var whole: LayoutItem = ctx.canvas
            if steps > 1 {
                let guide = helperGuide(\.proportionalGuide, "proportional-share", in: stack)
                proportionalLengths.reconcile(guide, [ctx.spec(guide, dimension, .equal, ctx.canvas, dimension,
                                                               multiplier: 1 / steps, ID.fillProportionally)],
                                              installOn: stack)
                keys.append(guide)
                whole = guide
            }
            let guide = helperGuide(\.proportionalUnit, "proportional-unit", in: stack)
            proportionalLengths.reconcile(guide, [ctx.spec(guide, dimension, .equal, whole, dimension,
                                                           multiplier: ratio * steps, constant: -ratio * gaps,
                                                           ID.fillProportionally)],
                                          installOn: stack)
            keys.append(guide)
            unit = guide
        }
        for (index, item) in visible.enumerated() {
            let share = lengths[index] / total
            let priority: LayoutPriority = visible.count == 1 ? .required : LayoutPriority(Float(max(1000 - index, 751)))
            let spec: ConstraintSpec
            if share == 0 {
                spec = ctx.spec(item, dimension, .equal, nil, priority: priority, ID.fillProportionally)
            } else if let unit {
                spec = ctx.spec(item, dimension, .equal, unit, dimension, multiplier: lengths[index] / longest,
                                priority: priority, ID.fillProportionally)
            } else {
                spec = ctx.spec(item, dimension, .equal, ctx.canvas, dimension, multiplier: share,
                                constant: -share * gaps, priority: priority, ID.fillProportionally)
            }
            proportionalLengths.reconcile(item, spec, installOn: stack)
            keys.append(item)
        }
        return keys
    }

    /// The first visible item of an equally filled stack as an equal share of the canvas,
    /// `V0.dim == C.dim / n − gaps / n` for n visible items (`SKSV-fill-equally-share`).
    ///
    /// It adds nothing to the layout: the canvas connections, the spacings and the other
    /// items' equal lengths already make every item that long. It changes how the solver
    /// holds it. Without it, the common length is known only through the chain of every
    /// item and gap, and each item's size bounds are written in the markers of that whole
    /// chain: N² cells. With it, each length is one short step from the canvas.
    ///
    /// Not with baseline-relative spacing: the gaps between edges then depend on the
    /// items' baselines, which change without the stack updating its constraints. With
    /// more than 1 000 visible items, in two steps of about 1/√n through ``shareGuide``
    /// (``shareSteps(_:)``), so that no multiplier is below 1/1 000.
    private func updateEqualShare(_ ctx: StackContext, visible: [View]) {
        guard visible.count > 1, !isBaselineRelative(ctx), let reference = visible.first else {
            equalShare.retain(only: [] as [LayoutItem])
            removeHelperGuide(\.shareGuide, from: ctx.stack)
            return
        }
        let count = CGFloat(visible.count)
        let share = 1 / count
        let gaps = totalGapLength(between: visible, ctx)
        let dimension = ctx.main.dimension
        let steps = Self.shareSteps(share)
        guard steps > 1 else {
            equalShare.reconcile(ctx.stack, [ctx.spec(reference, dimension, .equal, ctx.canvas, dimension,
                                                      multiplier: share, constant: -share * gaps,
                                                      ID.fillEquallyShare)],
                                 installOn: ctx.stack)
            removeHelperGuide(\.shareGuide, from: ctx.stack)
            return
        }
        // `H.dim == C.dim / k`, `V0.dim == (k/n)·H.dim − gaps/n`, k = ⌈√n⌉.
        let guide = helperGuide(\.shareGuide, "share", in: ctx.stack)
        equalShare.reconcile(ctx.stack, [
            ctx.spec(guide, dimension, .equal, ctx.canvas, dimension, multiplier: 1 / steps, ID.fillEquallyShare),
            ctx.spec(reference, dimension, .equal, guide, dimension, multiplier: steps / count, constant: -share * gaps,
                     ID.fillEquallyShare),
        ], installOn: ctx.stack)
    }

    /// How many steps a share of the canvas is taken in: 1 while it is at least 1/1 000,
    /// else about 1/√share, so that no multiplier is below 1/1 000. A smaller one makes the
    /// solver treat the whole system as wide (Docs/Solver.md, "Numeric contract"), writing
    /// every row out and refining after every call.
    static func shareSteps(_ share: CGFloat) -> CGFloat {
        share >= 1e-3 ? 1 : (1 / share).squareRoot().rounded(.up)
    }

    /// The length taken by gaps, edge to edge: with baseline-relative spacing a gap runs
    /// between baselines, so the edges are closer by the baseline offsets.
    private func totalGapLength(between visible: [View], _ ctx: StackContext) -> CGFloat {
        let baselineRelative = isBaselineRelative(ctx)
        // Without custom spacings every gap is the stack's spacing: read once, not looked
        // up per item (a hide in an equally filled 10 000-item stack did, twice).
        let uniformGap = ctx.stack.customSpacings.isEmpty ? visible.first.map { ctx.stack.gap(after: $0) } : nil
        var total: CGFloat = 0
        // By index: with one gap and no baselines, the loop reads no item at all.
        for i in visible.indices.dropFirst() {
            var gap = uniformGap ?? ctx.stack.gap(after: visible[i - 1])
            if baselineRelative {
                gap -= (visible[i - 1].lastBaselineOffsetFromBottom ?? 0) + (visible[i].firstBaselineOffsetFromTop ?? 0)
            }
            total += gap
        }
        return total
    }

    /// Gap guides for equal spacing (between edges) and equal centering (between
    /// centers): one after each visible item but the last, all as long as the first
    /// (required for equal spacing, weaker and weaker for equal centering).
    private func updateGapGuides(_ ctx: StackContext, visible: [View]) {
        let stack = ctx.stack
        let main = ctx.main
        let distribution = stack.distribution
        var gapKeys: [LayoutGuide] = []
        // The items that own a gap guide now; a set, since every other owner's guide goes
        // (a list searched once per owner had made a 10 000-item update quadratic).
        var owners = Set<ObjectIdentifier>()
        if distribution.spacingIsMinimum {
            let spacing = distribution == .equalSpacing
            for (index, (previous, following)) in zip(visible, visible.dropFirst()).enumerated() {
                let guide = spacing ? spacingGapGuide(owner: previous, in: stack)
                    : centeringGapGuide(owner: previous, in: stack)
                owners.insert(ObjectIdentifier(previous))
                gapKeys.append(guide)
                reconcileGap(guide, ctx, from: previous, to: following, equalTo: index > 0 ? gapKeys[0] : nil,
                             priority: spacing ? .required : LayoutPriority(Float(max(150 - index, 50))),
                             edges: spacing ? (main.max, main.min) : (main.center, main.center))
            }
            canvasFits.reconcile(stack, [ctx.spec(ctx.canvas, main.dimension, .equal, nil, priority: 49, ID.canvasFit)],
                                 installOn: stack)
        } else {
            canvasFits.reconcile(stack, [], installOn: stack)
        }
        distributingEdges.retain(only: gapKeys)
        equalGaps.retain(only: gapKeys)
        for owner in gapGuides.liveKeys where !owners.contains(ObjectIdentifier(owner)) {
            if let guide = gapGuides.removeValue(forKey: owner) { stack.removeLayoutGuide(guide) }
        }
        orderedGapGuides = gapKeys
    }

    /// The gap guide after `owner` in an `equalSpacing` stack, made if needed. Its lengths
    /// are, for the solver, parameters like positions (preference 0): closing a gap
    /// (`G.max == F.min`) then defines the next item's position instead of the gap's
    /// length, and the gaps, all as long as the first, stay one parameter instead of each
    /// being solved through the positions around it.
    private func spacingGapGuide(owner: View, in stack: StackView) -> LayoutGuide {
        gapGuide(owner: owner, in: stack, lengthPreference: 0)
    }

    /// The gap guide after `owner` in an `equalCentering` stack: its gaps, only weakly
    /// equal, keep a size's preference (1), as measured (a position's made its first
    /// layout slower).
    private func centeringGapGuide(owner: View, in stack: StackView) -> LayoutGuide {
        gapGuide(owner: owner, in: stack, lengthPreference: 1)
    }

    private func gapGuide(owner: View, in stack: StackView, lengthPreference: Int) -> LayoutGuide {
        let guide = gapGuides[owner] ?? makeGuide("gap", in: stack)
        gapGuides[owner] = guide
        guide.width.subjectPreference = lengthPreference
        guide.height.subjectPreference = lengthPreference
        return guide
    }

    /// A gap guide's edges, from `previous`'s `edges.0` to `following`'s `edges.1`, and its
    /// length equal to `firstGap`'s (none for the first gap). For a required equality
    /// (`equalSpacing`) the length goes first, then the edges: each new gap's length
    /// names the first gap's, its leading edge the item before it, and the next item's
    /// position is then the gap's end, a chain of short rows.
    private func reconcileGap(_ guide: LayoutGuide, _ ctx: StackContext, from previous: View, to following: View,
                              equalTo firstGap: LayoutGuide?, priority: LayoutPriority,
                              edges: (LayoutConstraint.Attribute, LayoutConstraint.Attribute)) {
        let stack = ctx.stack
        let main = ctx.main
        func reconcileEqualLength() {
            equalGaps.reconcile(guide, firstGap.map {
                [ctx.spec(guide, main.dimension, .equal, $0, main.dimension, priority: priority, ID.fillEqually)]
            } ?? [], installOn: stack)
        }
        let lengthFirst = priority == .required
        if lengthFirst { reconcileEqualLength() }
        distributingEdges.reconcile(guide, [
            ctx.spec(guide, main.min, .equal, previous, edges.0, ID.distributingEdge),
            ctx.spec(guide, main.max, .equal, following, edges.1, ID.distributingEdge),
        ], installOn: stack)
        if !lengthFirst { reconcileEqualLength() }
    }

    /// An `equalSpacing` stack's gap guides owned by the items of `window` (see
    /// ``canUpdateLocally(_:)``): a visible item with a visible item after it owns the gap
    /// to it, as long as the first visible item's; any other item owns none.
    /// - Complexity: O(w) for the w items in the window, plus O(n) to list the guides in
    ///   order.
    private func updateGapGuides(_ ctx: StackContext, in window: Range<Int>) {
        guard let first = ctx.firstVisible else { return }
        let stack = ctx.stack
        let main = ctx.main
        let neighbours = ctx.visibleNeighbours(in: window)
        for (offset, index) in window.enumerated() {
            let item = ctx.items[index]
            guard item.isArrangedInStack, let following = neighbours.next[offset] else {
                if let guide = gapGuides.removeValue(forKey: item) {
                    distributingEdges.reconcile(guide, [], installOn: stack)
                    equalGaps.reconcile(guide, [], installOn: stack)
                    stack.removeLayoutGuide(guide)
                }
                continue
            }
            let guide = spacingGapGuide(owner: item, in: stack)
            let firstGap = item === first ? nil : gapGuides[first]
            reconcileGap(guide, ctx, from: item, to: following, equalTo: firstGap, priority: .required,
                         edges: (main.max, main.min))
        }
        orderedGapGuides = ctx.visible.dropLast().compactMap { gapGuides[$0] }
    }

    /// Each visible item's intrinsic length on the axis, else its compressed fitting
    /// length (never negative).
    private func proportionalLengthsOf(_ items: [View], axis: LayoutConstraint.Axis) -> [CGFloat] {
        items.map { item in
            let size = item.intrinsicContentSize
            var length = axis == .horizontal ? size.width : size.height
            if length < 0 {
                let fitting = item.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
                length = axis == .horizontal ? fitting.width : fitting.height
            }
            return length.isFinite ? max(length, 0) : 0
        }
    }

    /// The helper guide kept in `slot`, made and added to the stack if there is none.
    private func helperGuide(_ slot: ReferenceWritableKeyPath<DistributionArrangement, LayoutGuide?>, _ name: String,
                             in stack: StackView) -> LayoutGuide {
        if let guide = self[keyPath: slot] { return guide }
        let guide = makeGuide(name, in: stack)
        self[keyPath: slot] = guide
        return guide
    }

    /// Removes the helper guide kept in `slot` from the stack, if there is one.
    private func removeHelperGuide(_ slot: ReferenceWritableKeyPath<DistributionArrangement, LayoutGuide?>,
                                   from stack: StackView) {
        guard let guide = self[keyPath: slot] else { return }
        stack.removeLayoutGuide(guide)
        self[keyPath: slot] = nil
    }

    private func makeGuide(_ name: String, in stack: StackView) -> LayoutGuide {
        let guide = LayoutGuide()
        guide.identifier = name
        stack.addLayoutGuide(guide)
        return guide
    }
}

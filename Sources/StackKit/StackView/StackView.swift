import Foundation

/// A view that lays out a row or column of views, as UIKit's `UIStackView`.
///
/// ```swift
/// let row = StackView(arrangedSubviews: [icon, title, badge])
/// row.axis = .horizontal
/// row.alignment = .center
/// row.spacing = 8
/// badge.isHidden = true          // the gap around it vanishes at the next layout
/// ```
///
/// Inside, as in UIKit and FDStackView, a ``DistributionArrangement`` (main axis) and an
/// ``AlignmentArrangement`` (cross axis) generate ordinary constraints with `SKSV-`
/// identifiers, installed on the stack (see ``arrangementConstraints()``). Helpers are
/// layout guides, never subviews. Changes are collected and applied at the next
/// constraint pass, touching only the constraints that change.
open class StackView: View {
    /// `customSpacing(after:)` for a view without custom spacing; setting it removes
    /// the custom spacing (as `UIStackView.spacingUseDefault`).
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// A spacing that means the system spacing, 8 points (as `UIStackView.spacingUseSystem`).
    public static let spacingUseSystem = CGFloat.leastNormalMagnitude

    /// The views the stack arranges, in order; always a subset of ``View/subviews``.
    public private(set) var arrangedSubviews: [View] = []

    /// The main axis; `.horizontal` by default.
    public var axis: LayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { arrangementChanged(rebuild: true) } } }
    public var distribution: Distribution = .fill { didSet { if distribution != oldValue { arrangementChanged() } } }
    public var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrangementChanged() } } }

    /// The gap between items (negative values overlap them, as in UIKit).
    public var spacing: CGFloat = 0 {
        didSet {
            guard spacing != oldValue else { return }
            // spacingUseDefault only means something for custom spacing.
            if !spacing.isFinite || spacing == Self.spacingUseDefault {
                let refused = spacing
                spacing = oldValue
                rootView.layoutEngine.report(.refused(.invalidNumber(Double(refused), what: "spacing")))
                return
            }
            arrangementChanged()
        }
    }

    /// Spacing runs between the last baseline of one item and the first baseline of the
    /// next (vertical stacks only).
    public var isBaselineRelativeArrangement = false { didSet { if isBaselineRelativeArrangement != oldValue { arrangementChanged() } } }

    /// The items are arranged within the stack's ``View/layoutMarginsGuide``.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementChanged(rebuild: true) } }
    }

    /// The weight step between consecutive items' content constraints: far above the
    /// solver's tolerance, far below any real difference in cost.
    static let tieBreakStep = 1e-3

    var customSpacings = WeakKeyTable<View, CGFloat>()
    let distributionArrangement = DistributionArrangement()
    let alignmentArrangement = AlignmentArrangement()
    var needsArrangementUpdate = true
    var needsArrangementRebuild = false
    /// Whether the next update must regenerate every item's constraints; when only
    /// items' `isHidden` changed, it regenerates those around ``hiddenChangedItems``.
    var needsFullArrangementUpdate = true
    var hiddenChangedItems: [View] = []
    /// What gave the stack its baselines at the last arrangement update.
    var baselineSources = BaselineSources()

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        layoutMargins = .zero
    }

    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: - Arranged subviews

    /// Appends a view to the arrangement (adding it as a subview if needed); a view
    /// already arranged moves to the end. Its `translatesAutoresizingMaskIntoConstraints`
    /// becomes false.
    public func addArrangedSubview(_ view: View) {
        if let i = arrangedIndex(of: view) { arrangedSubviews.remove(at: i) }
        arrange(view, at: arrangedSubviews.count)
    }

    /// Where `view` is among the arranged subviews. Only a subview can be one, so a view
    /// from elsewhere (every view while a stack is being filled) is answered without a
    /// search: filling a stack of n items costs O(n), not O(n²).
    private func arrangedIndex(of view: View) -> Int? {
        guard view.superview === self else { return nil }
        return arrangedSubviews.firstIndex { $0 === view }
    }

    /// Inserts a view into the arrangement at `index` (`0...arrangedSubviews.count`); a
    /// view already arranged moves there (`count` moves it to the end). An index out of
    /// range is refused: nothing changes and a diagnostic is reported.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        let count = arrangedSubviews.count
        guard index >= 0, index <= count else {
            rootView.layoutEngine.report(.refused(.indexOutOfRange(index, count: count)))
            return
        }
        // An arranged view moves: it is taken out first, so the end is one place nearer.
        if let current = arrangedIndex(of: view) {
            arrangedSubviews.remove(at: current)
            arrange(view, at: min(index, arrangedSubviews.count))
        } else {
            arrange(view, at: index)
        }
    }

    private func arrange(_ view: View, at index: Int) {
        if view === self || isDescendant(of: view) {
            rootView.layoutEngine.report(.refused(.viewCycle(view.debugName, into: debugName)))
            return
        }
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.insert(view, at: index)
        arrangementChanged()
    }

    /// Removes a view from the arrangement; it stays a subview (as in UIKit).
    public func removeArrangedSubview(_ view: View) {
        guard let i = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: i)
        view.setContentTieBreakWeight(1)
        customSpacings.removeValue(forKey: view)
        arrangementChanged()
    }

    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    // MARK: - Custom spacing

    /// Sets the spacing after `arrangedSubview` (``spacingUseDefault`` removes it).
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        if spacing == Self.spacingUseDefault {
            guard customSpacings.removeValue(forKey: arrangedSubview) != nil else { return }
        } else {
            guard spacing.isFinite else {
                return rootView.layoutEngine.report(.refused(.invalidNumber(Double(spacing), what: "custom spacing")))
            }
            guard customSpacings[arrangedSubview] != spacing else { return }
            customSpacings[arrangedSubview] = spacing
        }
        arrangementChanged()
    }

    /// The custom spacing after `arrangedSubview`, or ``spacingUseDefault``.
    public func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[arrangedSubview] ?? Self.spacingUseDefault
    }

    /// The gap after `item` in points: its custom spacing, else ``spacing``; the system
    /// spacing stands for 8.
    func gap(after item: View) -> CGFloat {
        let value = customSpacings[item] ?? spacing
        return value == Self.spacingUseSystem ? systemSpacing : value
    }

    // MARK: - Baselines (see StackView+Baselines.swift)

    /// The first visible arranged subview (the stack itself when none is visible), as
    /// UIKit's `forFirstBaselineLayout`. Its own baseline source is followed in turn, so
    /// a column of columns gives its first label's baseline.
    ///
    /// ```swift
    /// let column = StackView(arrangedSubviews: [Label("Title"), Label("Subtitle")])
    /// column.axis = .vertical
    /// column.forFirstBaselineLayout       // the "Title" label
    /// ```
    ///
    /// A horizontal stack names its first visible item for both baselines: with baseline
    /// alignment every item shares that baseline.
    /// - Complexity: O(hidden items at the start).
    open override var forFirstBaselineLayout: View {
        arrangedSubviews.first { $0.isArrangedInStack } ?? self
    }

    /// The last visible arranged subview of a vertical stack, the first of a horizontal
    /// one (the stack itself when none is visible), as UIKit's `forLastBaselineLayout`.
    /// - Complexity: O(hidden items at the end).
    open override var forLastBaselineLayout: View {
        let item = axis == .vertical
            ? arrangedSubviews.last { $0.isArrangedInStack }
            : arrangedSubviews.first { $0.isArrangedInStack }
        return item ?? self
    }

    /// The distance from the stack's top to the first baseline of its baseline view,
    /// from the current frames; `nil` while no item is visible.
    open override var firstBaselineOffsetFromTop: CGFloat? {
        offsetFromTop(ofBaselineOf: firstBaselineSource, last: false)
    }

    /// The distance from the last baseline of its baseline view to the stack's bottom,
    /// from the current frames; `nil` while no item is visible.
    open override var lastBaselineOffsetFromBottom: CGFloat? {
        offsetFromTop(ofBaselineOf: lastBaselineSource, last: true).map { frame.height - $0 }
    }

    // MARK: - Life cycle

    func arrangementChanged(rebuild: Bool = false) {
        needsArrangementUpdate = true
        needsFullArrangementUpdate = true
        hiddenChangedItems.removeAll()
        if rebuild { needsArrangementRebuild = true }
        setNeedsUpdateConstraints()
    }

    override func arrangedItemChanged(_ view: View, hidden: Bool) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        needsArrangementUpdate = true
        if !needsFullArrangementUpdate { hiddenChangedItems.append(view) }
        setNeedsUpdateConstraints()
    }

    override func arrangedItemContentChanged(_ view: View) {
        if distribution == .fillProportionally, arrangedSubviews.contains(where: { $0 === view }) {
            arrangementChanged()
        }
    }

    override func arrangedItemTextWidthChanged(_ view: View) {
        if DistributionArrangement.disambiguatesTextWidths(self), arrangedSubviews.contains(where: { $0 === view }) {
            arrangementChanged()
        }
    }

    open override func updateConstraints() {
        if needsArrangementUpdate {
            needsArrangementUpdate = false
            if needsArrangementRebuild {
                needsArrangementRebuild = false
                // Before the first update (an axis set at creation) there is nothing to take
                // out, and emptying every family through key paths cost 2 k instructions each.
                if distributionArrangement.hasUpdated {
                    distributionArrangement.removeAll()
                    alignmentArrangement.removeAll()
                }
            }
            let context = StackContext(stack: self)
            // Each arrangement updates only the windows when it can: hiding an item of a
            // proportionally filled stack changes every share, but no other item's
            // alignment (10 000 items: a quarter of a hide and show went to aligning
            // every item again).
            let windows = hidingWindows(context)
            let distributionIsLocal = windows != nil && distributionArrangement.canUpdateLocally(context)
            let alignmentIsLocal = windows != nil && alignmentArrangement.canUpdateLocally(context)
            if let windows, distributionIsLocal, alignmentIsLocal {
                distributionArrangement.updateShared(context)
                alignmentArrangement.updateShared(context)
                for window in windows {
                    distributionArrangement.update(context, window: window)
                    alignmentArrangement.update(context, window: window)
                }
            } else {
                // Ties follow the index: the first item grows and shrinks first.
                for (index, item) in arrangedSubviews.enumerated() {
                    item.setContentTieBreakWeight(1 + Double(index) * StackView.tieBreakStep)
                }
                distributionArrangement.update(context, windows: distributionIsLocal ? windows : nil)
                alignmentArrangement.update(context, windows: alignmentIsLocal ? windows : nil)
            }
            needsFullArrangementUpdate = false
            hiddenChangedItems.removeAll()
            noteBaselineSources()
        }
        super.updateConstraints()
    }

    /// When only items' `isHidden` changed since the last update, the windows of items
    /// whose constraints may change: each changed item with the hidden items around it
    /// and its nearest visible neighbours (whose spacing and parking refer to it),
    /// overlapping windows merged. `nil` means a full update. An arrangement that can
    /// update locally (``DistributionArrangement/canUpdateLocally(_:)``) updates only
    /// these: hiding one item of a long stack so costs O(1) constraint changes.
    func hidingWindows(_ ctx: StackContext) -> [Range<Int>]? {
        guard !needsFullArrangementUpdate, !hiddenChangedItems.isEmpty else { return nil }
        let items = ctx.items
        var windows: [Range<Int>] = []
        for view in hiddenChangedItems {
            guard let index = items.firstIndex(where: { $0 === view }) else { return nil }
            var lower = index
            while lower > 0 { lower -= 1; if items[lower].isArrangedInStack { break } }
            var upper = index
            while upper < items.count - 1 { upper += 1; if items[upper].isArrangedInStack { break } }
            windows.append(lower..<(upper + 1))
        }
        windows.sort { $0.lowerBound < $1.lowerBound }
        var merged: [Range<Int>] = []
        for window in windows {
            if let last = merged.last, window.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, window.upperBound)
            } else {
                merged.append(window)
            }
        }
        // Beyond half the stack, a full update is as cheap and simpler.
        let covered = merged.reduce(0) { $0 + $1.count }
        return covered * 2 > items.count + 8 ? nil : merged
    }

    /// The generated constraints, family by family, in a stable order: what UIKit's
    /// `UISV-` dumps show.
    public func arrangementConstraints() -> [(family: String, constraints: [LayoutConstraint])] {
        updateConstraintsIfNeeded()
        let keys: [LayoutItem] = arrangedSubviews + distributionArrangement.guides + alignmentArrangement.guides + [self]
        return (distributionArrangement.families + alignmentArrangement.families).compactMap { family in
            let constraints = family.allConstraints(orderedBy: keys)
            return constraints.isEmpty ? nil : (family.name, constraints)
        }
    }
}

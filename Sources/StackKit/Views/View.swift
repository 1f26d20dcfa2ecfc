import Foundation
import Solver

/// A rectangle in a tree of views, laid out by constraints, as UIKit's `UIView`.
///
/// ```swift
/// let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
/// let box = View()
/// box.translatesAutoresizingMaskIntoConstraints = false
/// root.addSubview(box)
/// LayoutConstraint.activate([
///     box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
///     box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
///     box.widthAnchor.constraint(equalToConstant: 100),
///     box.heightAnchor.constraint(equalTo: box.widthAnchor),
/// ])
/// root.layoutIfNeeded()          // box.frame == (110, 20, 100, 100)
/// ```
///
/// Coordinates are points, y grows downward, and a frame is relative to the superview.
/// One tree belongs to one thread at a time; separate trees share nothing and may be
/// laid out on separate threads at once.
open class View: LayoutItem, CustomStringConvertible {
    // MARK: Tree

    /// The view this one is a subview of. Held unretained (``LayoutItem/frameParent``),
    /// not weakly: the superview owns its subviews and clears it in its `deinit`, so it
    /// reads `nil` once the superview is gone, as a weak reference would, without the
    /// cost a weakly referenced view adds to every retain and release of it.
    public internal(set) var superview: View? {
        get { frameParent?.takeUnretainedValue() }
        set { frameParent = newValue.map { Unmanaged.passUnretained($0) } }
    }
    @exclusivity(unchecked) public internal(set) var subviews: [View] = []

    /// Names the view in snapshots, traces and diagnostics.
    public var identifier: String?

    // MARK: Visibility (see View+Visibility.swift)

    /// The edges of a view that is gone: constraints attached to them act with constant 0.
    var goneEdges: VisibilityEdges = [] {
        didSet { if goneEdges != oldValue { visibilityEdgesChanged() } }
    }

    /// Constraints registered to act with constant 0 while ``isCollapsed`` is true.
    public var collapsibleConstraints: [LayoutConstraint] = [] {
        didSet { collapsibleConstraintsChanged(from: oldValue) }
    }

    /// Whether the ``collapsibleConstraints`` act with constant 0.
    public var isCollapsed = false {
        didSet { if isCollapsed != oldValue { for c in collapsibleConstraints { c.needsSync() } } }
    }

    /// Hidden views keep their layout, except in stack views, which collapse them.
    @exclusivity(unchecked) open var isHidden = false {
        didSet { if isHidden != oldValue { superview?.arrangedItemChanged(self, hidden: isHidden) } }
    }

    // MARK: Layout direction (see View+LayoutDirection.swift)

    /// Whether the view's content flips in a right-to-left environment (UIKit's default:
    /// `unspecified`, it does).
    @exclusivity(unchecked) open var semanticContentAttribute: SemanticContentAttribute = .unspecified {
        didSet { if semanticContentAttribute != oldValue { layoutDirectionChanged() } }
    }

    /// Traits the view sets for itself and the subviews that inherit them: set
    /// `traitOverrides.layoutDirection` on a root to lay its tree out right to left.
    public var traitOverrides = TraitOverrides() {
        didSet { if traitOverrides != oldValue { layoutDirectionChanged() } }
    }

    // MARK: Frame

    @exclusivity(unchecked) var storedFrame: CGRect

    /// The view's rectangle in its superview's coordinates. For a root view it sets the
    /// size the tree is laid out in; for a view that translates its autoresizing mask
    /// into constraints it pins the view there; otherwise the next layout overrides it.
    open var frame: CGRect {
        get { storedFrame }
        set {
            guard newValue != storedFrame else { return }
            let components = [newValue.origin.x, newValue.origin.y, newValue.size.width, newValue.size.height]
            if let bad = components.first(where: { !$0.isFinite }) {
                rootView.layoutEngine.report(.refused(.invalidNumber(Double(bad), what: "frame of \(debugName)")))
                return
            }
            let sizeChanged = newValue.size != storedFrame.size
            storedFrame = newValue
            // The next pass writes the solution over it (or, for a root, keeps its origin).
            if !engineState.frameSetByHand, let engine = rootView.existingEngine {
                engineState.frameSetByHand = true
                engine.viewsWithSetFrames.append(LayoutEngine.ViewReference(view: self))
            }
            if superview == nil || translatesAutoresizingMaskIntoConstraints { frameConstraintsChanged() }
            // A new size means new bounds: layoutSubviews runs at the next pass, as in UIKit.
            if sizeChanged { setNeedsLayout() }
        }
    }

    /// The origin of ``bounds``: where the view's own coordinate space starts.
    var storedBoundsOrigin = CGPoint.zero

    /// The view's own coordinate space: its size, and an origin (zero unless set), as
    /// UIKit's. Setting a new size resizes the frame around its center; a new origin
    /// shifts where the subviews appear (what ``convert(_:to:)-(CGPoint,_)`` reports, as a
    /// scroll view's content offset does) without changing their frames. NaN or infinite
    /// values are refused with a diagnostic.
    ///
    /// ```swift
    /// scroller.bounds.origin = CGPoint(x: 0, y: 100)   // content moves 100 up on screen
    /// ```
    public var bounds: CGRect {
        get { CGRect(origin: storedBoundsOrigin, size: storedFrame.size) }
        set {
            let components = [newValue.origin.x, newValue.origin.y, newValue.size.width, newValue.size.height]
            if let bad = components.first(where: { !$0.isFinite }) {
                rootView.layoutEngine.report(.refused(.invalidNumber(Double(bad), what: "bounds of \(debugName)")))
                return
            }
            if newValue.origin != storedBoundsOrigin {
                storedBoundsOrigin = newValue.origin
                setNeedsLayout()
            }
            if newValue.size != storedFrame.size {
                let f = storedFrame
                frame = CGRect(x: f.midX - newValue.width / 2, y: f.midY - newValue.height / 2,
                               width: newValue.width, height: newValue.height)
            }
        }
    }

    /// Identifies the view in ``viewWithTag(_:)``; 0 by default, as in UIKit.
    public var tag = 0

    /// The view's opacity, 1 by default, as in UIKit. StackKit draws nothing, so it only
    /// shows in ``debugDescription`` and snapshots' readers; NaN is refused.
    public var alpha: CGFloat = 1 {
        didSet {
            guard alpha.isNaN else { return }
            alpha = oldValue
            rootView.layoutEngine.report(.refused(.invalidNumber(.nan, what: "alpha of \(debugName)")))
        }
    }

    // MARK: Alignment rectangle (see View+AlignmentRect.swift)

    var storedAlignmentRectInsets = EdgeInsets.zero

    /// How far the frame reaches beyond the content that constraints align (a shadow, a
    /// badge's overhang), as UIKit's `alignmentRectInsets`: zero by default. Constraints
    /// and the intrinsic size act on the alignment rectangle, the frame inset by these.
    /// Read-only so that UIKit's override compiles; assign it on a plain view (see
    /// ``SettableViewProperties``). A subclass whose insets change calls
    /// ``invalidateIntrinsicContentSize()``.
    open var alignmentRectInsets: EdgeInsets { storedAlignmentRectInsets }

    /// The size that fits the content in `size`, as UIKit's `sizeThatFits(_:)`: a plain
    /// view returns its current size; a ``Label`` its text's. Override it for your views.
    open func sizeThatFits(_ size: CGSize) -> CGSize { storedFrame.size }

    /// When true (the default, as in UIKit), a view with a superview is pinned to its
    /// ``frame`` by required constraints. Arranged subviews of a stack set it to false.
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if oldValue != translatesAutoresizingMaskIntoConstraints { frameConstraintsChanged() } }
    }

    // MARK: Content size

    /// "No intrinsic size on this axis", as UIKit's `UIView.noIntrinsicMetric`.
    public static let noIntrinsicMetric: CGFloat = -1
    /// `(0, 0)`: ask ``systemLayoutSizeFitting(_:)`` for the smallest size.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// A very large size: ask ``systemLayoutSizeFitting(_:)`` for the largest size.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    var storedIntrinsicContentSize = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)

    /// The natural size of the content, per axis, or ``noIntrinsicMetric``. It becomes
    /// `size >= intrinsic` at the compression-resistance priority and `size <= intrinsic`
    /// at the hugging priority. Read-only, as UIKit's, so a subclass overrides it the
    /// UIKit way (and calls ``invalidateIntrinsicContentSize()`` when it changes):
    ///
    /// ```swift
    /// final class Badge: View {
    ///     override var intrinsicContentSize: CGSize { CGSize(width: 24, height: 16) }
    /// }
    /// ```
    ///
    /// Without subclassing, assign it: `icon.intrinsicContentSize = CGSize(width: 20,
    /// height: 20)` sets the size a plain view reports (see
    /// ``SettableViewProperties``).
    open var intrinsicContentSize: CGSize { storedIntrinsicContentSize }

    /// Re-reads ``intrinsicContentSize`` at the next layout.
    open func invalidateIntrinsicContentSize() {
        contentSizeChanged()
        superview?.arrangedItemContentChanged(self)
    }

    var huggingPriorities: [LayoutPriority] = [.defaultLow, .defaultLow]
    var compressionPriorities: [LayoutPriority] = [.defaultHigh, .defaultHigh]

    /// How strongly the view resists growing beyond its intrinsic size (default 250).
    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        huggingPriorities[axis.rawValue]
    }

    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        setContentPriority(priority, axis, in: \.huggingPriorities)
    }

    /// How strongly the view resists shrinking below its intrinsic size (default 750).
    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        compressionPriorities[axis.rawValue]
    }

    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        setContentPriority(priority, axis, in: \.compressionPriorities)
    }

    /// Sets one axis of a content priority pair; an invalid priority is refused.
    private func setContentPriority(_ priority: LayoutPriority, _ axis: LayoutConstraint.Axis,
                                    in pair: ReferenceWritableKeyPath<View, [LayoutPriority]>) {
        guard priority.isValid else { return rootView.layoutEngine.report(.refused(.invalidPriority(priority))) }
        guard self[keyPath: pair][axis.rawValue] != priority else { return }
        self[keyPath: pair][axis.rawValue] = priority
        contentSizeChanged()
        // The priority of a text-width disambiguation follows the horizontal priorities.
        if axis == .horizontal && wantsTextWidthDisambiguation { superview?.arrangedItemTextWidthChanged(self) }
    }

    // MARK: Margins and baselines

    /// The insets of ``layoutMarginsGuide`` and of the margin attributes: 8 on every side
    /// for a plain view, as in UIKit.
    open var layoutMargins: EdgeInsets = EdgeInsets(all: 8) {
        didSet {
            guard layoutMargins != oldValue else { return }
            if let error = layoutMargins.invalidNumberError("layoutMargins") {
                layoutMargins = oldValue
                return rootView.layoutEngine.report(.refused(error))
            }
            // Physical margins set by hand replace any directional ones.
            directionalMarginsSource = nil
            storedMarginsGuide?.marginsChanged()
        }
    }

    @exclusivity(unchecked) var storedMarginsGuide: LayoutGuide?
    /// The margins as last set through ``directionalLayoutMargins``, re-read into
    /// ``layoutMargins`` when the view's layout direction changes; `nil` once
    /// ``layoutMargins`` is set directly.
    var directionalMarginsSource: DirectionalEdgeInsets?

    // MARK: Safe area and readable content (see View+SafeArea.swift, View+ReadableContent.swift)

    var storedSafeAreaGuide: LayoutGuide?
    var storedReadableContentGuide: LayoutGuide?
    /// This view uses a safe area, readable content or preserved margins: its tree
    /// refreshes the insets of such guides after each pass.
    var tracksInsetGuides = false

    /// Insets added to the safe area the view inherits from its superview; for a root,
    /// its whole safe area (a window sets the device's). Zero by default.
    public var additionalSafeAreaInsets: EdgeInsets = .zero {
        didSet { additionalSafeAreaInsetsChanged(from: oldValue) }
    }

    /// Whether the view's margins are at least the parts of its superview's margins that
    /// overlap it. False by default, as in UIKit.
    public var preservesSuperviewLayoutMargins = false {
        didSet { if preservesSuperviewLayoutMargins != oldValue { insetGuideInputsChanged() } }
    }

    /// Whether ``layoutMargins`` are measured from the safe area rather than the bounds.
    /// True by default, as in UIKit.
    public var insetsLayoutMarginsFromSafeArea = true {
        didSet { if insetsLayoutMarginsFromSafeArea != oldValue { insetGuideInputsChanged() } }
    }

    /// Told before and after ``layoutSubviews()``, for the view's owner (a view
    /// controller in StackKitUIKit).
    public weak var layoutObserver: (any ViewLayoutObserver)?

    /// The view's bounds inset by ``layoutMargins``.
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = storedMarginsGuide { return guide }
        let guide = LayoutGuide()
        guide.identifier = "layoutMarginsGuide"
        guide.isMarginsGuide = true
        storedMarginsGuide = guide
        guide.owningView = self
        guide.marginsChanged()
        return guide
    }

    /// Guides added with ``addLayoutGuide(_:)``.
    @exclusivity(unchecked) public private(set) var layoutGuides: [LayoutGuide] = []

    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        layoutGuides.append(guide)
        guide.owningView = self
        rootView.existingEngine?.needsFullFrameWalk = true
    }

    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard let i = layoutGuides.firstIndex(where: { $0 === guide }) else { return }
        for c in guide.referencingConstraints { c.deactivate() }
        layoutGuides.remove(at: i)
        guide.owningView = nil
        rootView.existingEngine?.needsFullFrameWalk = true
    }

    /// The distance from the top edge to the first baseline; `nil` means the top edge.
    open var firstBaselineOffsetFromTop: CGFloat? { nil }
    /// The distance from the last baseline to the bottom edge; `nil` means the bottom edge.
    open var lastBaselineOffsetFromBottom: CGFloat? { nil }

    /// The view whose first baseline is this view's, as UIKit's `forFirstBaselineLayout`:
    /// the view itself, or a descendant a subclass names (a stack view names its first
    /// visible arranged subview). Constraints on `firstBaselineAnchor` follow it, through
    /// any number of nested views; call ``invalidateBaselines()`` when it changes.
    ///
    /// ```swift
    /// final class Card: View {
    ///     let title = Label("Title")
    ///     override var forFirstBaselineLayout: View { title }
    /// }
    /// ```
    open var forFirstBaselineLayout: View { self }
    /// The view whose last baseline is this view's, as UIKit's `forLastBaselineLayout`.
    open var forLastBaselineLayout: View { self }

    // MARK: Constraints

    /// Active constraints installed on this view (their items' nearest common ancestor).
    @exclusivity(unchecked) var installedConstraints: [LayoutConstraint] = []

    /// What the distribute helpers made among this view's subviews, per group of views
    /// and axis, for their remake rule.
    var distributionGroups: [DistributionGroup] = []

    // MARK: Engine

    /// The engine of a root view, created at first use.
    @exclusivity(unchecked) var existingEngine: LayoutEngine?
    /// The engine's own bookkeeping for this view (its maintained constraints, lists).
    @exclusivity(unchecked) final var engineState = ViewEngineState()

    /// A subview's visibility changed (stack views react).
    func arrangedItemChanged(_ view: View, hidden: Bool) {}
    /// A subview's intrinsic size changed (proportional stack views react).
    func arrangedItemContentChanged(_ view: View) {}
    /// A subview started or stopped wanting a text-width disambiguation, or its
    /// horizontal content priorities changed while it wants one (stack views react).
    func arrangedItemTextWidthChanged(_ view: View) {}

    /// Whether a horizontal stack gives this view, when arranged, UIKit's
    /// `UISV-text-width-disambiguation` constraint: multi-line labels do.
    var wantsTextWidthDisambiguation: Bool { false }

    // MARK: Layout cycle state

    @exclusivity(unchecked) var needsLayout = true
    var constraintsNeedUpdate = true
    /// Some view below this one needs ``updateConstraints()``; every ancestor of a
    /// marked view is marked too, so the constraint pass walks only marked branches.
    var descendantNeedsUpdateConstraints = false

    // MARK: Init

    public init(frame: CGRect = .zero) {
        storedFrame = frame
        super.init(kind: .view)
    }

    deinit {
        // First: references to this view through its token read nil from here on.
        lifetimeToken.end()
        // Subviews and guides that outlive this view lose their superview or owner and
        // become roots: their frames are no longer relative to this view's origin.
        for subview in subviews { subview.frameParent = nil }
        for guide in layoutGuides { guide.frameParent = nil }
        storedMarginsGuide?.frameParent = nil
        forEachInsetGuide { $0.frameParent = nil }
    }

    // MARK: Overridable hooks (the mechanics live in the View+… files)

    /// Adds `view` as the last subview. A view already here moves to the end; a view
    /// elsewhere leaves its old superview first (and the constraints that tied it there).
    /// Adding a view to itself or to one of its descendants is refused: the tree stays as
    /// it was and a ``LayoutDiagnostic`` is reported.
    open func addSubview(_ view: View) { addSubviewImplementation(view) }

    /// Inserts `view` among the subviews at `index` (clamped to the valid range, as UIKit).
    open func insertSubview(_ view: View, at index: Int) { insertSubviewImplementation(view, at: index) }

    /// Detaches the view from its superview. Constraints between the view's subtree and
    /// the rest of the old tree are deactivated, as in UIKit; the subtree keeps its own.
    open func removeFromSuperview() { removeFromSuperviewImplementation() }

    /// Called after `subview` was added (for subclasses).
    open func didAddSubview(_ subview: View) {}

    /// Called after the view moved to a new superview, or left one (for subclasses).
    open func didMoveToSuperview() {}

    /// Called before `subview` leaves this view (for subclasses; stack views use it to
    /// drop the subview from their arrangement, as UIKit does).
    open func willRemoveSubview(_ subview: View) {}

    /// Override to adjust subviews after their frames were computed; the default does
    /// nothing. Called only where bounds changed, subviews moved, or
    /// ``setNeedsLayout()`` asked for it.
    open func layoutSubviews() {}

    /// Override to update constraints before layout (call `super` last, as in UIKit);
    /// called children first, for views that asked with ``setNeedsUpdateConstraints()``.
    open func updateConstraints() {}

    // MARK: Identity

    public var description: String {
        "<\(type(of: self))\(identifier.map { " '\($0)'" } ?? "") frame=\(storedFrame)>"
    }

    override var anchorView: View? { self }
    override var debugName: String { identifier ?? String(describing: type(of: self)) }
}

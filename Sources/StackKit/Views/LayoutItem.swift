import Foundation
import Solver

/// Something constraints can position: a ``View`` or a ``LayoutGuide``.
///
/// Each item owns four solver variables, its frame in the coordinates of its root view:
/// `minX`, `minY`, `width` and `height`. Every attribute is an expression of them
/// (`centerX = minX + width / 2`, `firstBaseline = minY + offset`, …).
///
/// `LayoutItem` cannot be subclassed outside StackKit; subclass ``View`` instead.
open class LayoutItem: LifetimeTracked {
    let minX: ItemVariable
    let minY: ItemVariable
    let width: ItemVariable
    let height: ItemVariable
    /// The layout pass that last rewrote this item's frame.
    @exclusivity(unchecked) var framePassMark: UInt32 = 0
    /// Whether the item is a ``View`` (else a ``LayoutGuide``), known without a cast.
    private(set) var isView = false
    /// The view this item's frame is relative to (the superview, or a guide's owner),
    /// unretained, so that a layout pass places a moved item without a weak load and a
    /// retain of its superview. That view's `deinit` clears it: it is the live view or nil.
    @exclusivity(unchecked) var frameParent: Unmanaged<View>?
    /// Stands for the item in references that must not keep it alive (constraints'
    /// items, weak-keyed tables): ended first thing in `deinit` (see ``LifetimeToken``).
    let lifetimeToken = LifetimeToken()

    /// This item as a ``View`` without a dynamic cast, for the frame pass. The caller has
    /// checked ``isView``; debug builds check the invariant that makes the cast safe.
    @inline(__always)
    var uncheckedView: View {
        assert(isView && self is View, "uncheckedView on \(type(of: self)), which is not a View")
        return unsafeDowncast(self, to: View.self)
    }

    /// This item as a ``LayoutGuide`` without a dynamic cast; the caller has checked that
    /// ``isView`` is false (every item is a view or a guide).
    @inline(__always)
    var uncheckedGuide: LayoutGuide {
        assert(!isView && self is LayoutGuide, "uncheckedGuide on \(type(of: self)), which is not a LayoutGuide")
        return unsafeDowncast(self, to: LayoutGuide.self)
    }

    /// Calls `body` with ``frameParent`` without retaining it; `nil` for a root.
    @inline(__always)
    func withFrameParent<Result>(_ body: (View) -> Result) -> Result? {
        frameParent?._withUnsafeGuaranteedRef(body)
    }

    /// What an item is, for its variables' names in diagnostics.
    enum Kind {
        case view, guide

        // Literals, not interpolations: making a view builds no strings.
        var variableNames: (minX: String, minY: String, width: String, height: String) {
            switch self {
            case .view: ("View.minX", "View.minY", "View.width", "View.height")
            case .guide: ("Guide.minX", "Guide.minY", "Guide.width", "Guide.height")
            }
        }
    }

    init(kind: Kind) {
        let names = kind.variableNames
        minX = ItemVariable(names.minX, role: .minX, subjectPreference: 0)
        minY = ItemVariable(names.minY, role: .minY, subjectPreference: 0)
        // Sizes are preferred subjects: chains of positions stay parameters, so the
        // tableau of a long stack stays sparse.
        width = ItemVariable(names.width, role: .width, subjectPreference: 1)
        height = ItemVariable(names.height, role: .height, subjectPreference: 1)
        minX.attach(to: self)
        minY.attach(to: self)
        width.attach(to: self)
        height.attach(to: self)
        isView = self is View
        lifetimeToken.begin(self)
    }

    deinit {
        // A view has ended it already, at the start of its own deinit.
        lifetimeToken.end()
        // The variables may outlive the item (a solver can still hold them); their
        // unretained reference to it must not.
        minX.attach(to: nil)
        minY.attach(to: nil)
        width.attach(to: nil)
        height.attach(to: nil)
    }

    /// The view whose tree the item belongs to: the view itself, or a guide's owner.
    var anchorView: View? { fatalError("LayoutItem is abstract") }

    /// A name for snapshots and diagnostics.
    var debugName: String { fatalError("LayoutItem is abstract") }

    /// Active constraints that refer to this item.
    @exclusivity(unchecked) var referencingConstraints: [LayoutConstraint] = []

    func noteReferencing(_ c: LayoutConstraint) { referencingConstraints.append(c) }

    func forgetReferencing(_ c: LayoutConstraint) {
        if let i = referencingConstraints.lastIndex(where: { $0 === c }) { referencingConstraints.remove(at: i) }
    }
}

import Foundation

// Reordering subviews and finding them by tag, as UIKit. The order of `subviews` is the
// drawing order (the last is in front); it does not change a stack view's
// `arrangedSubviews`, nor any frame.

extension View {
    /// Moves `subview` to the end of ``subviews`` (in front of its siblings), as UIKit's
    /// `bringSubviewToFront(_:)`. A view that is not a subview is ignored, as in UIKit.
    public func bringSubviewToFront(_ subview: View) {
        guard subview.superview === self else { return }
        insertSubview(subview, at: subviews.count - 1)
    }

    /// Moves `subview` to the start of ``subviews`` (behind its siblings), as UIKit's
    /// `sendSubviewToBack(_:)`. A view that is not a subview is ignored, as in UIKit.
    public func sendSubviewToBack(_ subview: View) {
        guard subview.superview === self else { return }
        insertSubview(subview, at: 0)
    }

    /// Inserts `view` just above `siblingSubview` (after it in ``subviews``), as UIKit's
    /// `insertSubview(_:aboveSubview:)`.
    ///
    /// ```swift
    /// root.insertSubview(badge, aboveSubview: avatar)
    /// ```
    ///
    /// A sibling that is not a subview of this view is refused with a diagnostic
    /// (``LayoutError/notASubview(_:of:)``) and nothing changes.
    public func insertSubview(_ view: View, aboveSubview siblingSubview: View) {
        insertSubview(view, relativeTo: siblingSubview, after: true)
    }

    /// Inserts `view` just below `siblingSubview` (before it in ``subviews``), as UIKit's
    /// `insertSubview(_:belowSubview:)`; a sibling that is not a subview is refused.
    public func insertSubview(_ view: View, belowSubview siblingSubview: View) {
        insertSubview(view, relativeTo: siblingSubview, after: false)
    }

    private func insertSubview(_ view: View, relativeTo sibling: View, after: Bool) {
        guard sibling.superview === self else {
            rootView.layoutEngine.report(.refused(.notASubview(sibling.debugName, of: debugName)))
            return
        }
        guard view !== sibling else { return }
        // Where the sibling will be once `view` has left its current place.
        var index = subviews.firstIndex { $0 === sibling }!
        if let current = subviews.firstIndex(where: { $0 === view }), current < index { index -= 1 }
        insertSubview(view, at: after ? index + 1 : index)
    }

    /// Swaps the subviews at two indices, as UIKit's `exchangeSubview(at:withSubviewAt:)`.
    /// An index out of range is refused with a diagnostic and nothing changes.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        for index in [index1, index2] where !subviews.indices.contains(index) {
            rootView.layoutEngine.report(.refused(.indexOutOfRange(index, count: subviews.count - 1)))
            return
        }
        guard index1 != index2 else { return }
        subviews.swapAt(index1, index2)
        rootView.existingEngine?.needsFullFrameWalk = true
        setNeedsLayout()
    }

    /// The first view, depth first from this one (itself included), whose ``tag`` is
    /// `tag`, as UIKit's `viewWithTag(_:)`.
    /// - Complexity: O(views in the subtree).
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Whether ``updateConstraints()`` will run at the next layout pass, as UIKit's
    /// `needsUpdateConstraints()`.
    public func needsUpdateConstraints() -> Bool { constraintsNeedUpdate }
}

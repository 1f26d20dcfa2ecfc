import Foundation

extension View {
    /// Re-reads the baseline offsets at the next layout (for subclasses whose baselines
    /// move, such as ``Label`` when its text changes, or whose
    /// ``forFirstBaselineLayout`` / ``forLastBaselineLayout`` now names another view).
    /// Ancestors whose baseline is this view's (a stack whose first item it is) re-read
    /// theirs too.
    /// - Complexity: O(constraints on the view) per ancestor that passes the baseline on.
    public func invalidateBaselines() {
        var view: View? = self
        while let current = view {
            for c in current.referencingConstraints
            where c.firstAttribute == .firstBaseline || c.firstAttribute == .lastBaseline
                || c.secondAttribute == .firstBaseline || c.secondAttribute == .lastBaseline {
                c.needsSync()
            }
            guard let parent = current.superview,
                  parent.forFirstBaselineLayout === current || parent.forLastBaselineLayout === current
            else { break }
            view = parent
        }
    }

    /// The view that constraints on this view's `firstBaseline` follow, after every view
    /// that passes its baseline on (``forFirstBaselineLayout``) was asked: the view itself
    /// unless a subclass names a descendant.
    /// - Complexity: O(depth of the chain × depth of the tree).
    var firstBaselineSource: View { baselineSource(\.forFirstBaselineLayout) }

    /// As ``firstBaselineSource``, for `lastBaseline` (``forLastBaselineLayout``).
    var lastBaselineSource: View { baselineSource(\.forLastBaselineLayout) }

    /// Follows `next` while it names a strict descendant; a view outside the subtree
    /// (which UIKit does not allow) ends the chain, so a bad override never loops.
    private func baselineSource(_ next: KeyPath<View, View>) -> View {
        var view = self
        while true {
            let candidate = view[keyPath: next]
            guard candidate !== view, candidate.isDescendant(of: view) else { return view }
            view = candidate
        }
    }

    /// The offset of the baseline of `source`, a descendant of this view, from this
    /// view's top edge, from the current frames; `nil` when `source` is the view itself.
    func offsetFromTop(ofBaselineOf source: View, last: Bool) -> CGFloat? {
        guard source !== self else { return nil }
        var top: CGFloat = 0
        var view = source
        while view !== self, let parent = view.superview {
            top += view.frame.minY
            view = parent
        }
        if last {
            return top + source.frame.height - (source.lastBaselineOffsetFromBottom ?? 0)
        }
        return top + (source.firstBaselineOffsetFromTop ?? 0)
    }
}

import Foundation

extension View {
    /// The root of the view's tree: the ancestor without a superview (or the view itself).
    public var rootView: View {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// The nearest view that is an ancestor of both (a view counts as its own ancestor).
    func nearestCommonAncestor(with other: View) -> View? {
        if self === other { return self }
        var ancestors: [ObjectIdentifier] = []
        var current: View? = self
        while let v = current {
            ancestors.append(ObjectIdentifier(v))
            current = v.superview
        }
        current = other
        while let v = current {
            if ancestors.contains(ObjectIdentifier(v)) { return v }
            current = v.superview
        }
        return nil
    }

    func addSubviewImplementation(_ view: View) {
        insertSubview(view, at: subviews.count - (view.superview === self ? 1 : 0))
    }

    func insertSubviewImplementation(_ view: View, at index: Int) {
        if isDescendant(of: view) {
            rootView.layoutEngine.report(.refused(.viewCycle(view.debugName, into: debugName)))
            return
        }
        if view.superview === self {
            let from = subviews.firstIndex { $0 === view }!
            subviews.remove(at: from)
            subviews.insert(view, at: max(0, min(index, subviews.count)))
            rootView.existingEngine?.needsFullFrameWalk = true
            setNeedsLayout()
            return
        }
        let directionBefore = view.effectiveUserInterfaceLayoutDirection
        if view.superview != nil { view.removeFromSuperview() }
        // A root view's engine is dropped: its constraints move into this tree's engine.
        view.existingEngine?.detachAll()
        view.existingEngine = nil
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        if view.constraintsNeedUpdate || view.descendantNeedsUpdateConstraints { view.markAncestorsForConstraintUpdate() }
        view.frameConstraintsChanged()
        if let engine = rootView.existingEngine { engine.adopt(view) }
        if view.subtreeTracksInsetGuides { rootView.layoutEngine.tracksInsetGuides = true }
        if view.effectiveUserInterfaceLayoutDirection != directionBefore { view.layoutDirectionChanged() }
        view.didMoveToSuperview()
        didAddSubview(view)
        setNeedsLayout()
    }

    func removeFromSuperviewImplementation() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        let oldRoot = rootView
        // Constraints that cross the cut go, as in UIKit.
        var crossing: [LayoutConstraint] = []
        forEachItemInSubtree { item in
            for c in item.referencingConstraints where !(c.installedView?.isDescendant(of: self) ?? true) {
                crossing.append(c)
            }
        }
        for c in crossing { c.deactivate() }
        // Everything else in the subtree leaves the old engine now.
        oldRoot.existingEngine?.detach(subtree: self)
        let i = parent.subviews.firstIndex { $0 === self }!
        parent.subviews.remove(at: i)
        superview = nil
        frameConstraintsChanged()
        parent.setNeedsLayout()
        didMoveToSuperview()
    }

    /// Visits the view, its guides and every descendant with their guides, depth first.
    func forEachItemInSubtree(_ body: (LayoutItem) -> Void) {
        body(self)
        if let guide = storedMarginsGuide { body(guide) }
        forEachInsetGuide(body)
        for guide in layoutGuides { body(guide) }
        for subview in subviews { subview.forEachItemInSubtree(body) }
    }

    /// Visits the view and every descendant, depth first, parents before children.
    func forEachViewInSubtree(_ body: (View) -> Void) {
        body(self)
        for subview in subviews { subview.forEachViewInSubtree(body) }
    }
}

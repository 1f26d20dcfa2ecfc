import Foundation

// The layout cycle, as UIKit's: constraints are brought up to date leaf to root
// (`updateConstraints`), the engine applies every queued change as one batch and solves,
// frames are written, and `layoutSubviews` runs top-down where bounds or subviews'
// frames changed.

extension View {
    /// Asks for a layout pass at the next ``layoutIfNeeded()``.
    public func setNeedsLayout() {
        // A view that already needs layout is on its engine's list, or is one the next
        // pass finds anyway (a new subtree means a full walk): listed once, however
        // often it asks.
        let listed = needsLayout
        needsLayout = true
        if let engine = rootView.existingEngine {
            engine.layoutRequested = true
            if !listed { engine.viewsRequestingLayout.append(LayoutEngine.ViewReference(view: self)) }
        }
    }

    /// Lays out the whole tree now if anything changed since the last pass; otherwise
    /// does nothing.
    public func layoutIfNeeded() {
        rootView.performLayoutPass()
    }

    /// Asks for ``updateConstraints()`` before the next layout.
    public func setNeedsUpdateConstraints() {
        constraintsNeedUpdate = true
        markAncestorsForConstraintUpdate()
        rootView.existingEngine?.layoutRequested = true
    }

    /// Marks the branch from this view up to the root, so that the next constraint pass
    /// reaches this view without visiting the rest of the tree.
    func markAncestorsForConstraintUpdate() {
        var ancestor = superview
        while let view = ancestor, !view.descendantNeedsUpdateConstraints {
            view.descendantNeedsUpdateConstraints = true
            ancestor = view.superview
        }
    }

    /// Calls ``updateConstraints()`` on every view of the tree that asked for it,
    /// children before parents.
    public func updateConstraintsIfNeeded() {
        rootView.updateConstraintsInSubtree()
    }

    /// - Complexity: O(m·d) for m views that asked, at depth d, not O(views).
    func updateConstraintsInSubtree() {
        if descendantNeedsUpdateConstraints {
            descendantNeedsUpdateConstraints = false
            for subview in subviews { subview.updateConstraintsInSubtree() }
        }
        if constraintsNeedUpdate {
            constraintsNeedUpdate = false
            updateConstraints()
        }
    }

    /// Root only: one layout pass, repeated (``maximumLayoutPasses`` times at most) while
    /// `updateConstraints` or `layoutSubviews` change the layout again. A layout that
    /// still changes after the last round is left as it is and reported as a
    /// ``LayoutDiagnostic/Kind/layoutLoop(views:passes:)`` naming the views of that round.
    func performLayoutPass() {
        let engine = layoutEngine
        guard engine.layoutRequested else { return }
        for round in 1...View.maximumLayoutPasses {
            engine.layoutRequested = false
            // Only the last round is watched, so a layout that settles costs nothing more.
            let watched = round == View.maximumLayoutPasses
            var involved = watched ? viewsAskingForConstraintUpdate() : []
            updateConstraintsInSubtree()
            engine.applyChanges()
            let toLayOut = engine.writeChangedFrames()
            LayoutEngine.followWidths(of: toLayOut)
            for view in toLayOut {
                view.needsLayout = false
                view.layoutObserver?.viewWillLayoutSubviews(view)
                view.layoutSubviews()
                view.layoutObserver?.viewDidLayoutSubviews(view)
            }
            if engine.tracksInsetGuides { refreshInsetGuides() }
            if !engine.layoutRequested { return }
            if watched {
                for view in toLayOut where !involved.contains(where: { $0 === view }) { involved.append(view) }
                let names = involved.map(\.debugName)
                engine.report(LayoutDiagnostic(kind: .layoutLoop(views: names, passes: View.maximumLayoutPasses)))
            }
        }
    }

    /// How many rounds of updating constraints, solving and laying out one
    /// ``layoutIfNeeded()`` runs at most (UIKit's limit is of the same order).
    static let maximumLayoutPasses = 8

    /// The views of this subtree whose `updateConstraints()` the next constraint pass calls,
    /// parents first.
    /// - Complexity: O(marked branches).
    func viewsAskingForConstraintUpdate() -> [View] {
        var views: [View] = []
        if constraintsNeedUpdate { views.append(self) }
        if descendantNeedsUpdateConstraints {
            for subview in subviews { views += subview.viewsAskingForConstraintUpdate() }
        }
        return views
    }
}

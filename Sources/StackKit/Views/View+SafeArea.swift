import Foundation

// Safe areas, as UIKit's: a root's safe area is its ``View/additionalSafeAreaInsets``
// (a window sets the device's); a subview's is the part of its superview's safe area that
// overlaps it, each edge capped at the superview's inset, plus its own additional insets.
// Insets are read from the frames of the last pass, so the guides that depend on them are
// refreshed at the end of each pass, and the pass repeats when one moved.

extension View {
    /// The distances from the view's edges to its safe area, from the last layout.
    ///
    /// ```swift
    /// root.additionalSafeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    /// root.layoutIfNeeded()
    /// header.safeAreaInsets      // a header pinned to the top, 100 tall: top 59, others 0
    /// ```
    ///
    /// Each edge is at least 0 and at most the view's length on that axis.
    public var safeAreaInsets: EdgeInsets {
        let size = storedFrame.size
        var insets = additionalSafeAreaInsets
        if let parent = superview {
            let p = parent.safeAreaInsets
            let f = storedFrame
            let parentSize = parent.storedFrame.size
            func overlap(_ value: CGFloat, cap: CGFloat) -> CGFloat { min(max(value, 0), cap) }
            insets.top += overlap(p.top - f.minY, cap: p.top)
            insets.left += overlap(p.left - f.minX, cap: p.left)
            insets.bottom += overlap(f.maxY - (parentSize.height - p.bottom), cap: p.bottom)
            insets.right += overlap(f.maxX - (parentSize.width - p.right), cap: p.right)
        }
        insets.top = min(max(insets.top, 0), max(size.height, 0))
        insets.bottom = min(max(insets.bottom, 0), max(size.height - insets.top, 0))
        insets.left = min(max(insets.left, 0), max(size.width, 0))
        insets.right = min(max(insets.right, 0), max(size.width - insets.left, 0))
        return insets
    }

    /// The view's bounds inset by ``safeAreaInsets``: pin content to it to keep it clear
    /// of the status bar, the sensor housing and the home indicator.
    ///
    /// ```swift
    /// form.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20).isActive = true
    /// ```
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = storedSafeAreaGuide { return guide }
        let guide = makeInsetGuide("safeAreaLayoutGuide")
        storedSafeAreaGuide = guide
        guide.setInsets(safeAreaInsets, identifier: "SK-safeArea")
        return guide
    }

    /// A new guide owned by the view, whose tree now refreshes inset guides.
    func makeInsetGuide(_ identifier: String) -> LayoutGuide {
        let guide = LayoutGuide()
        guide.identifier = identifier
        guide.owningView = self
        noteInsetTracking()
        return guide
    }

    /// Calls `body` with the safe-area and readable-content guides the view has made.
    @inline(__always)
    func forEachInsetGuide(_ body: (LayoutGuide) -> Void) {
        if let guide = storedSafeAreaGuide { body(guide) }
        if let guide = storedReadableContentGuide { body(guide) }
    }

    /// Whether a view of this subtree uses safe areas, readable content or preserved
    /// margins (its new tree must then refresh them at each pass).
    var subtreeTracksInsetGuides: Bool {
        if tracksInsetGuides { return true }
        return subviews.contains { $0.subtreeTracksInsetGuides }
    }

    /// Marks the view and its tree as using inset guides, and asks for a pass.
    func noteInsetTracking() {
        tracksInsetGuides = true
        rootView.layoutEngine.tracksInsetGuides = true
        setNeedsLayout()
    }

    func additionalSafeAreaInsetsChanged(from oldValue: EdgeInsets) {
        guard additionalSafeAreaInsets != oldValue else { return }
        if let error = additionalSafeAreaInsets.invalidNumberError("additionalSafeAreaInsets") {
            additionalSafeAreaInsets = oldValue
            return rootView.layoutEngine.report(.refused(error))
        }
        insetGuideInputsChanged()
    }

    /// Something the inset guides read changed: refresh them at the next pass.
    func insetGuideInputsChanged() {
        noteInsetTracking()
        storedMarginsGuide?.marginsChanged()
    }

    /// Root only, at the end of a pass: brings every safe-area, margins and
    /// readable-content guide of the tree up to date with the frames just written.
    /// A guide that moved queues constant changes, so the pass runs again.
    /// - Complexity: O(views × depth), only in trees that use these guides.
    func refreshInsetGuides() {
        forEachViewInSubtree { view in
            if let guide = view.storedSafeAreaGuide { guide.setInsets(view.safeAreaInsets, identifier: "SK-safeArea") }
            view.storedMarginsGuide?.marginsChanged()
            if let guide = view.storedReadableContentGuide {
                guide.setInsets(view.readableContentInsets, identifier: "SK-readableContent")
            }
        }
    }
}

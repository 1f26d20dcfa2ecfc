import Foundation

// How the margins guide is placed: ``View/layoutMargins`` measured from the safe area
// (``View/insetsLayoutMarginsFromSafeArea``), then widened to the superview's margins
// where they overlap the view (``View/preservesSuperviewLayoutMargins``).

extension View {
    /// The insets of ``layoutMarginsGuide`` from the view's bounds, from the last layout:
    /// ``layoutMargins``, plus ``safeAreaInsets`` when ``insetsLayoutMarginsFromSafeArea``
    /// is true, and at least the superview's margins that overlap the view when
    /// ``preservesSuperviewLayoutMargins`` is true.
    ///
    /// ```swift
    /// root.additionalSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    /// root.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
    /// root.effectiveLayoutMargins        // {47, 16, 34, 16}
    /// ```
    public var effectiveLayoutMargins: EdgeInsets {
        var m = layoutMargins
        if insetsLayoutMarginsFromSafeArea {
            let s = safeAreaInsets
            if s != .zero {
                m.top += s.top
                m.left += s.left
                m.bottom += s.bottom
                m.right += s.right
            }
        }
        if preservesSuperviewLayoutMargins, let parent = superview {
            let p = parent.effectiveLayoutMargins
            let f = storedFrame
            let parentSize = parent.storedFrame.size
            m.top = max(m.top, p.top - f.minY)
            m.left = max(m.left, p.left - f.minX)
            m.bottom = max(m.bottom, f.maxY - (parentSize.height - p.bottom))
            m.right = max(m.right, f.maxX - (parentSize.width - p.right))
        }
        return m
    }

    /// ``layoutMargins`` by leading and trailing edge: leading is the left margin, or the
    /// right one when the view lays out right to left. Set this way, the margins follow
    /// the view when its direction changes later, as in UIKit.
    ///
    /// ```swift
    /// card.directionalLayoutMargins = DirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 4)
    /// card.layoutMargins                 // {12, 16, 12, 4}; right to left: {12, 4, 12, 16}
    /// ```
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { DirectionalEdgeInsets(layoutMargins, in: effectiveUserInterfaceLayoutDirection) }
        set {
            let physical = EdgeInsets(newValue, in: effectiveUserInterfaceLayoutDirection)
            layoutMargins = physical
            // Remembered only if accepted (a NaN side is refused and the old margins stay).
            if layoutMargins == physical { directionalMarginsSource = newValue }
        }
    }

    /// Re-reads margins set by direction after the view's direction changed.
    func directionalMarginsFollowDirection() {
        guard let source = directionalMarginsSource else { return }
        layoutMargins = EdgeInsets(source, in: effectiveUserInterfaceLayoutDirection)
        directionalMarginsSource = source
    }
}

import Foundation

// Right-to-left layout. A view's direction comes from its environment (the superview's
// effective direction; a root's own `traitOverrides`, else left to right), and its
// `semanticContentAttribute` may force one. A constraint resolves `leading` and
// `trailing` against the direction of the view it is installed on (its items' nearest
// common ancestor), so a stack forced left to right inside a right-to-left screen
// arranges its items left to right while it is itself placed right to left.

extension View {
    /// The direction for arranging the view's own content: its semantic content
    /// attribute applied to the direction it inherits. `leading` is the right edge in
    /// `.rightToLeft`.
    ///
    /// ```swift
    /// root.traitOverrides.layoutDirection = .rightToLeft
    /// child.effectiveUserInterfaceLayoutDirection                // .rightToLeft
    /// child.semanticContentAttribute = .playback
    /// child.effectiveUserInterfaceLayoutDirection                // .leftToRight
    /// ```
    ///
    /// - Complexity: O(d) for the d ancestors up to the first that decides.
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        // Walks up through unretained frame parents: this runs for every constraint
        // naming leading or trailing when the engine builds its expression.
        var current = Unmanaged.passUnretained(self)
        while true {
            let next: Unmanaged<View>?? = current._withUnsafeGuaranteedRef { view in
                switch view.semanticContentAttribute {
                case .unspecified:
                    switch view.traitOverrides.layoutDirection {
                    case .leftToRight: return .some(nil)
                    case .rightToLeft: return nil
                    case .unspecified: return .some(view.frameParent)
                    }
                case .forceRightToLeft:
                    return nil
                case .playback, .spatial, .forceLeftToRight:
                    return .some(nil)
                }
            }
            switch next {
            case nil: return .rightToLeft
            case .some(nil): return .leftToRight
            case let .some(parent?): current = parent
            }
        }
    }

    /// The traits the view inherits: its own overrides, else its superview's effective
    /// direction; a root without an override is left to right.
    public var traitCollection: TraitCollection {
        if traitOverrides.layoutDirection != .unspecified { return TraitCollection(layoutDirection: traitOverrides.layoutDirection) }
        let inherited = superview?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
        return TraitCollection(layoutDirection: inherited == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// The direction a view with `attribute` takes in a left-to-right app, as UIKit's class
    /// method (whose app direction comes from the language; here there is no app, so
    /// `unspecified` is left to right: use ``userInterfaceLayoutDirection(for:relativeTo:)``).
    public static func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute) -> UserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: .leftToRight)
    }

    /// The direction a view with `attribute` takes in an environment that reads in
    /// `layoutDirection`: `unspecified` follows it, `playback`, `spatial` and
    /// `forceLeftToRight` are left to right, `forceRightToLeft` right to left.
    public static func userInterfaceLayoutDirection(
        for attribute: SemanticContentAttribute, relativeTo layoutDirection: UserInterfaceLayoutDirection
    ) -> UserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// The view's direction may have changed: the constraints whose meaning depends on it
    /// (installed in its subtree and naming leading or trailing, or attached to an edge of
    /// a gone view) are looked at again at the next pass, and margins set by direction
    /// are read again. Called when a direction setting changes, and when a view moves
    /// into a superview of another direction.
    ///
    /// - Complexity: O(v + c) for the v views and c installed constraints of the subtree.
    func layoutDirectionChanged() {
        forEachViewInSubtree { view in
            for c in view.installedConstraints where c.dependsOnLayoutDirection { c.needsSync() }
            if !view.goneEdges.isEmpty { for c in view.referencingConstraints { c.needsSync() } }
            view.directionalMarginsFollowDirection()
        }
    }
}

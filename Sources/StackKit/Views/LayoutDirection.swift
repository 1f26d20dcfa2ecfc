/// The direction a user interface reads in, as UIKit's `UIUserInterfaceLayoutDirection`.
///
/// ```swift
/// root.traitOverrides.layoutDirection = .rightToLeft
/// root.effectiveUserInterfaceLayoutDirection   // .rightToLeft: leading is the right edge
/// ```
public enum UserInterfaceLayoutDirection: Int, Sendable, CustomStringConvertible {
    case leftToRight = 0
    case rightToLeft = 1

    public var description: String { self == .leftToRight ? "leftToRight" : "rightToLeft" }
}

/// The layout direction of a trait environment, as UIKit's
/// `UITraitEnvironmentLayoutDirection`: `unspecified` takes the direction from around it.
public enum TraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// How a view's content relates to the layout direction, as UIKit's
/// `UISemanticContentAttribute`: whether it flips in a right-to-left environment.
///
/// ```swift
/// phoneNumberRow.semanticContentAttribute = .forceLeftToRight   // digits never flip
/// ```
public enum SemanticContentAttribute: Int, Sendable {
    /// Follows the direction of its environment (the default).
    case unspecified = 0
    /// Playback controls (play, rewind): always left to right.
    case playback
    /// Directional controls (a D-pad, text alignment): always left to right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}

/// The traits a view inherits from its environment, as UIKit's `UITraitCollection`
/// (only the layout direction: nothing else affects layout here).
public struct TraitCollection: Equatable, Sendable {
    /// The direction the view's environment reads in.
    public var layoutDirection: TraitEnvironmentLayoutDirection

    public init(layoutDirection: TraitEnvironmentLayoutDirection = .unspecified) {
        self.layoutDirection = layoutDirection
    }
}

/// Traits a view sets for itself and its subtree, as UIKit's `traitOverrides` (iOS 17).
///
/// ```swift
/// root.traitOverrides.layoutDirection = .rightToLeft   // the whole tree reads right to left
/// ```
public struct TraitOverrides: Equatable, Sendable {
    /// The layout direction of the view and the subviews that inherit it;
    /// `unspecified` (the default) inherits the superview's.
    public var layoutDirection: TraitEnvironmentLayoutDirection

    public init(layoutDirection: TraitEnvironmentLayoutDirection = .unspecified) {
        self.layoutDirection = layoutDirection
    }
}

/// The edges of a view, for ``Visibility/gone(_:)``: its leading and trailing edges (the
/// right and left ones in a right-to-left layout), top and bottom. `left` and `right` are
/// other spellings of `leading` and `trailing`, in the manner of Masonry.
public struct VisibilityEdges: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let leading = VisibilityEdges(rawValue: 1 << 0)
    public static let trailing = VisibilityEdges(rawValue: 1 << 1)
    public static let top = VisibilityEdges(rawValue: 1 << 2)
    public static let bottom = VisibilityEdges(rawValue: 1 << 3)
    public static let left = VisibilityEdges.leading
    public static let right = VisibilityEdges.trailing
    public static let horizontal: VisibilityEdges = [.leading, .trailing]
    public static let vertical: VisibilityEdges = [.top, .bottom]
    public static let all: VisibilityEdges = [.horizontal, .vertical]

    var collapsesHorizontally: Bool { !intersection(.horizontal).isEmpty }
    var collapsesVertically: Bool { !intersection(.vertical).isEmpty }
}

/// Whether a view shows and takes space, in the spirit of Android's `View.visibility`,
/// for views placed with plain constraints (stack views hide their items by themselves).
///
/// ```swift
/// tag.visibility = .gone(.horizontal)   // hidden, 0 wide, its gaps closed
/// tag.visibility = .visible             // exactly as the app had set it
/// ```
public enum Visibility: Hashable, Sendable {
    /// Shown.
    case visible
    /// Hidden, keeping its space.
    case invisible
    /// Hidden, its size collapsed on the axes of `edges`, and every constraint attached
    /// to those edges acting as if its constant were 0.
    case gone(VisibilityEdges)
}

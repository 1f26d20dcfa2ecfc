import Foundation

/// Insets by leading and trailing edge, as UIKit's `NSDirectionalEdgeInsets`: `leading`
/// is the left inset in a left-to-right layout and the right one in a right-to-left one
/// (see ``EdgeInsets/init(_:in:)``).
///
/// ```swift
/// view.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)
/// ```
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// All zero.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// `insets` read in `direction`: leading is left in left to right (the default),
    /// right in right to left.
    public init(_ insets: EdgeInsets, in direction: UserInterfaceLayoutDirection = .leftToRight) {
        let leftToRight = direction == .leftToRight
        self.init(top: insets.top, leading: leftToRight ? insets.left : insets.right, bottom: insets.bottom,
                  trailing: leftToRight ? insets.right : insets.left)
    }

    public static let zero = DirectionalEdgeInsets()

    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }
}

extension EdgeInsets {
    /// Directional insets read in `direction`: leading is left in left to right (the
    /// default), right in right to left.
    public init(_ insets: DirectionalEdgeInsets, in direction: UserInterfaceLayoutDirection = .leftToRight) {
        let leftToRight = direction == .leftToRight
        self.init(top: insets.top, left: leftToRight ? insets.leading : insets.trailing, bottom: insets.bottom,
                  right: leftToRight ? insets.trailing : insets.leading)
    }
}

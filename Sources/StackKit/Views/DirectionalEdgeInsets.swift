import Foundation

/// Insets by leading and trailing edge, as UIKit's `NSDirectionalEdgeInsets`.
///
/// StackKit lays out left to right only, so `leading` is the left inset and `trailing`
/// the right one (see ``EdgeInsets/init(_:)``).
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

    /// The left-to-right reading of `insets`: leading is left, trailing is right.
    public init(_ insets: EdgeInsets) {
        self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }

    public static let zero = DirectionalEdgeInsets()

    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }
}

extension EdgeInsets {
    /// The left-to-right reading of directional insets: left is leading, right is trailing.
    public init(_ insets: DirectionalEdgeInsets) {
        self.init(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }
}

import Foundation

/// Insets for each edge of a rectangle, as UIKit's `UIEdgeInsets`.
///
/// ```swift
/// view.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
/// ```
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all inset: CGFloat) { self.init(top: inset, left: inset, bottom: inset, right: inset) }

    public static let zero = EdgeInsets(all: 0)

    var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

    /// The error for insets with a NaN or infinite side (the first such side), named
    /// `property` in the message; `nil` when every side is finite.
    func invalidNumberError(_ property: String) -> LayoutError? {
        guard let bad = [top, left, bottom, right].first(where: { !$0.isFinite }) else { return nil }
        return .invalidNumber(Double(bad), what: "\(property) \(self)")
    }

    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

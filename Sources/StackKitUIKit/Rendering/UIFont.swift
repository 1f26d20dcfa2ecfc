import StackKit

/// A font, kept so that UIKit code that sets fonts compiles. Text is measured with
/// ``Label/Metrics`` (8 points per character, 17 tall), whatever the font.
///
/// ```swift
/// title.font = .preferredFont(forTextStyle: .headline)
/// ```
public struct UIFont: Hashable, Sendable {
    /// A text style of Dynamic Type.
    public struct TextStyle: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "largeTitle"), title1 = TextStyle(rawValue: "title1")
        public static let title2 = TextStyle(rawValue: "title2"), title3 = TextStyle(rawValue: "title3")
        public static let headline = TextStyle(rawValue: "headline"), subheadline = TextStyle(rawValue: "subheadline")
        public static let body = TextStyle(rawValue: "body"), callout = TextStyle(rawValue: "callout")
        public static let footnote = TextStyle(rawValue: "footnote"), caption1 = TextStyle(rawValue: "caption1")
        public static let caption2 = TextStyle(rawValue: "caption2")
    }

    /// A weight of the system font.
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let regular = Weight(rawValue: 0), medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3), bold = Weight(rawValue: 0.4)
    }

    public var pointSize: CGFloat
    public var weight: Weight

    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: .regular) }
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: size, weight: weight) }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: .bold) }
    /// The style's size at the default text size (body 17, headline 17 semibold, …).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let sizes: [String: CGFloat] = ["largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17,
                                        "subheadline": 15, "body": 17, "callout": 16, "footnote": 13,
                                        "caption1": 12, "caption2": 11]
        return UIFont(pointSize: sizes[style.rawValue] ?? 17, weight: style == .headline ? .semibold : .regular)
    }
}

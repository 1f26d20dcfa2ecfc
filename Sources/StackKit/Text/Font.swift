import Foundation

/// A font with real proportions, UIKit's `UIFont` in shape: the system font at a size and
/// weight, or a Dynamic Type text style at its default size.
///
/// Its metrics are Liberation Sans's (metric-compatible with Arial, SIL Open Font
/// License 1.1), built into the package as a table: regular weights (up to `.medium`)
/// use Liberation Sans Regular, heavier ones Liberation Sans Bold. See Docs/Text.md.
public struct Font: Hashable, Sendable {
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

    /// A weight of the system font, with UIKit's values.
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8), thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4), regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23), semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4), heavy = Weight(rawValue: 0.56), black = Weight(rawValue: 0.62)
    }

    public var pointSize: CGFloat
    public var weight: Weight

    public init(pointSize: CGFloat, weight: Weight = .regular) {
        self.pointSize = pointSize
        self.weight = weight
    }

    public static func systemFont(ofSize size: CGFloat) -> Font { Font(pointSize: size) }
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> Font { Font(pointSize: size, weight: weight) }
    public static func boldSystemFont(ofSize size: CGFloat) -> Font { Font(pointSize: size, weight: .bold) }

    /// The style's font at the default text size (Large): body 17, headline 17 semibold, …
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        let sizes: [String: CGFloat] = ["largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17,
                                        "subheadline": 15, "body": 17, "callout": 16, "footnote": 13,
                                        "caption1": 12, "caption2": 11]
        return Font(pointSize: sizes[style.rawValue] ?? 17, weight: style == .headline ? .semibold : .regular)
    }

    /// The same font at another size.
    public func withSize(_ size: CGFloat) -> Font { Font(pointSize: size, weight: weight) }

    /// The face whose metrics this font uses: Bold from `.semibold` up, Regular below.
    var table: FontTable { weight.rawValue >= Weight.semibold.rawValue ? .bold : .regular }

    private func points(_ units: Int) -> CGFloat { CGFloat(units) * pointSize / CGFloat(table.unitsPerEm) }

    /// The distance from the baseline to the top of a line (ascent × size / units per em).
    public var ascender: CGFloat { points(table.ascent) }
    /// The distance from the baseline to the bottom of a line, negative as in UIKit.
    public var descender: CGFloat { -points(table.descent) }
    /// The space the font puts between lines (the line gap).
    public var leading: CGFloat { points(table.lineGap) }
    /// The height of one line: ascender − descender + leading, (1854 + 434 + 67) / 2048 × size.
    public var lineHeight: CGFloat { points(table.ascent + table.descent + table.lineGap) }
}

import StackKit

/// A colour, kept by name or components so that UIKit code that sets colours compiles;
/// StackKit does not render, so no colour changes a layout.
///
/// ```swift
/// view.backgroundColor = .systemBackground
/// label.textColor = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
/// ```
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour's name (`systemBlue`) or its components.
    public let description: String

    public init(named name: String) { description = name }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        description = "rgba(\(red), \(green), \(blue), \(alpha))"
    }
    public init(white: CGFloat, alpha: CGFloat) { description = "white(\(white), \(alpha))" }

    /// The same colour with another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(named: "\(description) @\(alpha)") }
    /// The colour itself: layers take it where UIKit takes a `CGColor`.
    public var cgColor: UIColor { self }

    public static func == (a: UIColor, b: UIColor) -> Bool { a.description == b.description }
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }

    public static let black = UIColor(named: "black"), white = UIColor(named: "white"), clear = UIColor(named: "clear")
    public static let red = UIColor(named: "red"), green = UIColor(named: "green"), blue = UIColor(named: "blue")
    public static let gray = UIColor(named: "gray"), lightGray = UIColor(named: "lightGray")
    public static let darkGray = UIColor(named: "darkGray"), orange = UIColor(named: "orange")
    public static let systemBackground = UIColor(named: "systemBackground")
    public static let secondarySystemBackground = UIColor(named: "secondarySystemBackground")
    public static let systemGroupedBackground = UIColor(named: "systemGroupedBackground")
    public static let label = UIColor(named: "label"), secondaryLabel = UIColor(named: "secondaryLabel")
    public static let tertiaryLabel = UIColor(named: "tertiaryLabel"), separator = UIColor(named: "separator")
    public static let systemBlue = UIColor(named: "systemBlue"), systemRed = UIColor(named: "systemRed")
    public static let systemGreen = UIColor(named: "systemGreen"), systemGray = UIColor(named: "systemGray")
    public static let systemGray5 = UIColor(named: "systemGray5"), tintColor = UIColor(named: "tintColor")
}

/// UIKit takes a Core Graphics colour in layers; here it is the same type.
public typealias CGColor = UIColor

import StackKit

/// How a label aligns its lines, as UIKit's `NSTextAlignment`; kept, not used.
public enum NSTextAlignment: Sendable {
    case left, center, right, justified, natural
}

/// UIKit's `UILabel`: a StackKit ``Label`` (one line, 8 points per character, 17 tall)
/// that keeps UIKit's text properties. `font`, `textColor` and `textAlignment` are kept
/// but do not change the size; `numberOfLines` stays 1 (multi-line text is the next step).
///
/// ```swift
/// let title = UILabel()
/// title.text = "Sign in"            // intrinsic size 56 × 17
/// title.font = .preferredFont(forTextStyle: .headline)
/// ```
open class UILabel: Label {
    public var font: UIFont = .systemFont(ofSize: 17)
    public var textColor: UIColor = .label
    public var textAlignment: NSTextAlignment = .natural
    public var adjustsFontForContentSizeCategory = false
    public var adjustsFontSizeToFitWidth = false
    public var minimumScaleFactor: CGFloat = 0

    public init() { super.init("") }
    public init(frame: CGRect) {
        super.init("")
        self.frame = frame
    }
}

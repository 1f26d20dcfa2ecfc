import StackKit

/// How a label aligns its lines, as UIKit's `NSTextAlignment`.
public typealias NSTextAlignment = TextAlignment

/// How a label wraps and truncates, as UIKit's `NSLineBreakMode`.
public typealias NSLineBreakMode = LineBreakMode

/// UIKit's `UILabel`: a StackKit ``Label`` with UIKit's text properties. It keeps its
/// `font` (the system font at 17 by default) but measures with fixed metrics (8 points
/// per character, 17 tall), so that screens written before fonts keep their numbers,
/// until `usesFontMetrics` is on; then `font`, `numberOfLines`, `lineBreakMode` and
/// `preferredMaxLayoutWidth` work as ``Label``'s (Docs/Text.md).
///
/// ```swift
/// let title = UILabel()
/// title.text = "Sign in"            // intrinsic size 56 × 17
/// title.font = .preferredFont(forTextStyle: .headline)
/// ```
open class UILabel: Label {
    public var textColor: UIColor = .label
    public var adjustsFontForContentSizeCategory = false
    public var adjustsFontSizeToFitWidth = false
    public var minimumScaleFactor: CGFloat = 0

    /// Whether `font` measures the text (off by default: fixed metrics).
    public var usesFontMetrics = false {
        didSet { if usesFontMetrics != oldValue { textLayoutDidChange() } }
    }

    open override var measuresWithFont: Bool { usesFontMetrics && font != nil }

    public init() {
        super.init("")
        font = .systemFont(ofSize: 17)
    }

    public init(frame: CGRect) {
        super.init("")
        font = .systemFont(ofSize: 17)
        self.frame = frame
    }

    private func textLayoutDidChange() {
        invalidateIntrinsicContentSize()
        invalidateBaselines()
    }
}

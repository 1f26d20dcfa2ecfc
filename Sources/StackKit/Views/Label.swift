import Foundation

/// A single line of text with deterministic metrics, so that examples and tests can use
/// text-like items without a font system.
///
/// Metrics are fixed by ``Metrics``: every character advances `characterAdvance` points
/// (8 by default), and a line is `ascent + descent` tall (13 + 4 = 17 by default). The
/// first baseline is `ascent` below the top; the last baseline is `descent` above the
/// bottom. An empty label has no size, as in UIKit.
///
/// ```swift
/// let title = Label("Hello")        // intrinsic size 40 × 17, baseline 13 from the top
/// ```
open class Label: View {
    /// The fixed metrics of a label's text.
    public struct Metrics: Hashable, Sendable {
        public var characterAdvance: CGFloat
        public var ascent: CGFloat
        public var descent: CGFloat

        public init(characterAdvance: CGFloat = 8, ascent: CGFloat = 13, descent: CGFloat = 4) {
            self.characterAdvance = characterAdvance
            self.ascent = ascent
            self.descent = descent
        }

        public var lineHeight: CGFloat { ascent + descent }
    }

    /// The text; changing it changes the intrinsic size.
    open var text: String {
        didSet { if text != oldValue { textLayoutChanged() } }
    }

    open var metrics: Metrics {
        didSet { if metrics != oldValue { textLayoutChanged() } }
    }

    /// Lines of text; only single-line labels are supported, as documented.
    public let numberOfLines = 1

    public init(_ text: String = "", metrics: Metrics = Metrics()) {
        self.text = text
        self.metrics = metrics
        super.init(frame: .zero)
    }

    private func textLayoutChanged() {
        invalidateIntrinsicContentSize()
        invalidateBaselines()
    }

    open override var intrinsicContentSize: CGSize {
        if text.isEmpty { return CGSize(width: 0, height: 0) }
        return CGSize(width: CGFloat(text.count) * metrics.characterAdvance, height: metrics.lineHeight)
    }

    /// The text's size, as UILabel's: `size` does not matter for a single line.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override var firstBaselineOffsetFromTop: CGFloat? { metrics.ascent }
    open override var lastBaselineOffsetFromBottom: CGFloat? { metrics.descent }
}

import Foundation

/// Text, with deterministic metrics so that examples and tests can use text-like items
/// without a font system.
///
/// By default a label measures with fixed ``Metrics``: every character advances
/// `characterAdvance` points (8 by default), and a line is `ascent + descent` tall
/// (13 + 4 = 17 by default). The first baseline is `ascent` below the top; the last
/// baseline is `descent` above the bottom. An empty label has no size, as in UIKit.
///
/// Set ``font`` for real proportions (Liberation Sans's advance widths, measured by
/// ``measurer``), and ``numberOfLines`` to wrap (Docs/Text.md).
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

    /// The fixed metrics, used while ``font`` is nil.
    open var metrics: Metrics {
        didSet { if metrics != oldValue { textLayoutChanged() } }
    }

    /// The font the text is measured in; nil (the default) measures with ``metrics``.
    open var font: Font? {
        didSet { if font != oldValue { textLayoutChanged() } }
    }

    /// What measures text in ``font``: the built-in table by default.
    open var measurer: any TextMeasuring = FontTableMeasurer() {
        didSet { textLayoutChanged() }
    }

    /// The most lines the text takes; 0 means as many as it needs. 1 by default.
    open var numberOfLines = 1 {
        didSet {
            guard numberOfLines != oldValue else { return }
            textLayoutChanged()
            // One line or several: a horizontal stack adds or removes the label's
            // text-width disambiguation.
            if (numberOfLines == 1) != (oldValue == 1) { superview?.arrangedItemTextWidthChanged(self) }
        }
    }

    /// How lines wrap and the last one truncates; `.byTruncatingTail` by default, as in UIKit.
    open var lineBreakMode = LineBreakMode.byTruncatingTail {
        didSet { if lineBreakMode != oldValue { textLayoutChanged() } }
    }

    /// The width a multi-line label wraps at for its intrinsic size; 0 (the default)
    /// means the width layout gives it (height-for-width, Docs/Text.md).
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { textLayoutChanged() } }
    }

    /// How lines are placed in the label's width (``lines(in:)``); does not change the size.
    open var textAlignment = TextAlignment.natural

    /// The width the engine last gave a multi-line label (height-for-width).
    var layoutWidth: CGFloat?

    /// The last intrinsic size worked out, and the wrapping width it was worked out at;
    /// forgotten when anything that measures changes.
    private var measuredSize: (width: CGFloat?, size: CGSize)?

    public init(_ text: String = "", metrics: Metrics = Metrics()) {
        self.text = text
        self.metrics = metrics
        super.init(frame: .zero)
    }

    func textLayoutChanged() {
        invalidateIntrinsicContentSize()
        invalidateBaselines()
    }

    /// A multi-line label (`numberOfLines != 1`) gets UIKit's text-width
    /// disambiguation in a horizontal stack (Docs/StackView.md).
    override var wantsTextWidthDisambiguation: Bool { numberOfLines != 1 }

    /// Whether ``font`` measures the text; `UILabel` opts in per label.
    open var measuresWithFont: Bool { font != nil }

    private var measuringFont: Font? { measuresWithFont ? font : nil }

    /// The width of `text` on one line, in the label's font or metrics.
    public func textWidth(_ text: Substring) -> CGFloat {
        if let font = measuringFont { return measurer.width(of: text, in: font) }
        return CGFloat(text.count) * metrics.characterAdvance
    }

    /// The height of one line.
    public var lineHeight: CGFloat {
        if let font = measuringFont { return measurer.lineHeight(of: font) }
        return metrics.lineHeight
    }

    /// The lines the text takes when it may be at most `width` wide (nil: unlimited),
    /// with the label's number of lines and line break mode.
    public func lineTexts(width: CGFloat?) -> [String] {
        let breaker = LineBreaker(measure: { [self] in textWidth($0) })
        if numberOfLines == 1 && lineBreakMode == .byClipping { return text.isEmpty ? [] : [text] }
        return breaker.lines(of: text, width: width, numberOfLines: numberOfLines, mode: lineBreakMode)
    }

    /// The width multi-line text wraps at for the intrinsic size.
    var wrappingWidth: CGFloat? {
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return layoutWidth
    }

    open override var intrinsicContentSize: CGSize {
        if text.isEmpty { return CGSize(width: 0, height: 0) }
        if numberOfLines == 1 {
            // One line: the whole text's width, whatever the label's width.
            return CGSize(width: roundedUp(textWidth(Substring(text))), height: roundedUp(lineHeight))
        }
        let width = wrappingWidth
        if let measured = measuredSize, measured.width == width { return measured.size }
        let size = textSize(width: width)
        measuredSize = (width, size)
        return size
    }

    open override func invalidateIntrinsicContentSize() {
        measuredSize = nil
        super.invalidateIntrinsicContentSize()
    }

    /// The size of the text wrapped at `width` (nil: only at newlines): its widest line
    /// and its lines' height (with a font, rounded up to whole points).
    public func textSize(width: CGFloat?) -> CGSize {
        let lines = lineTexts(width: width)
        guard !lines.isEmpty else { return .zero }
        let widest = lines.map { textWidth(Substring($0)) }.max() ?? 0
        let height = CGFloat(lines.count) * lineHeight
        return CGSize(width: roundedUp(widest), height: roundedUp(height))
    }

    /// A length in the label's font rounded up to whole points, as UIKit rounds up to
    /// pixels (at scale 1); fixed metrics are left as they are.
    private func roundedUp(_ length: CGFloat) -> CGFloat {
        measuringFont == nil ? length : length.rounded(.up)
    }

    /// The text's size: a multi-line label wraps at `size.width` (when it is finite and
    /// positive); a single line does not depend on `size`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard numberOfLines != 1, size.width.isFinite, size.width > 0 else { return intrinsicContentSize }
        return textSize(width: size.width)
    }

    open override var firstBaselineOffsetFromTop: CGFloat? {
        if let font = measuringFont { return measurer.ascender(of: font) }
        return metrics.ascent
    }

    open override var lastBaselineOffsetFromBottom: CGFloat? {
        guard let font = measuringFont else { return metrics.descent }
        let size = intrinsicContentSize
        let lines = max(1, (size.height / lineHeight).rounded(.down))
        return size.height - measurer.ascender(of: font) - (lines - 1) * lineHeight
    }
}

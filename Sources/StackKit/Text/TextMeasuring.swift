import Foundation

/// Measures text in a ``Font``: the seam between labels and metrics. The default,
/// ``FontTableMeasurer``, uses the table built into the package; a measurer of your own
/// (other metrics, or a platform's text system where one exists) goes in
/// ``Label/measurer``.
public protocol TextMeasuring: Sendable {
    /// The advance width of `text` on one line.
    func width(of text: Substring, in font: Font) -> CGFloat
    /// The height of one line of `font`.
    func lineHeight(of font: Font) -> CGFloat
    /// The distance from the top of a line to its baseline.
    func ascender(of font: Font) -> CGFloat
}

/// The built-in measurer: advance widths from Liberation Sans's table, summed in font
/// units and scaled once (so that a width does not depend on how the text is split);
/// kerning and ligatures are ignored.
public struct FontTableMeasurer: TextMeasuring {
    public init() {}

    public func width(of text: Substring, in font: Font) -> CGFloat {
        CGFloat(font.table.advance(of: text)) * font.pointSize / CGFloat(font.table.unitsPerEm)
    }

    public func lineHeight(of font: Font) -> CGFloat { font.lineHeight }
    public func ascender(of font: Font) -> CGFloat { font.ascender }
}

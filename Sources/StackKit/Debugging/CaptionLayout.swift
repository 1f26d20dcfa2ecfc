import Foundation

/// The fixed text metrics of the pictures' small print (captions and legends), so that
/// where a caption goes and how much room it takes is worked out without a font system,
/// the same on every machine. A caption is drawn at font size 8 with its text stretched
/// or squeezed to exactly `characterAdvance` points per character (`textLength`), inside
/// a box `padding` wider on each side and `height` tall, with the baseline `ascent` below
/// the box's top.
///
/// ```swift
/// CaptionMetrics.standard.box(for: "View 'avatar'", at: CGPoint(x: 12, y: 12))
/// // (12, 12, 67, 10): 13 characters × 5 + 2 × 1 padding, 10 tall
/// ```
public struct CaptionMetrics: Hashable, Sendable {
    public var fontSize: CGFloat
    public var characterAdvance: CGFloat
    public var height: CGFloat
    public var ascent: CGFloat
    public var padding: CGFloat

    /// The metrics every picture uses: 5 points per character, boxes 10 tall.
    public static let standard = CaptionMetrics(fontSize: 8, characterAdvance: 5, height: 10, ascent: 8, padding: 1)

    /// The width of `text`'s glyphs (without the padding).
    public func textWidth(_ text: String) -> CGFloat { CGFloat(text.count) * characterAdvance }

    /// The box of `text` with its top-left corner at `origin`.
    public func box(for text: String, at origin: CGPoint) -> CGRect {
        CGRect(x: origin.x, y: origin.y, width: textWidth(text) + 2 * padding, height: height)
    }

    /// The box of a caption drawn with its text starting at `x` and its baseline at `y`,
    /// as the SVG's `<text x y>` gives them.
    public func box(forText text: String, x: CGFloat, baseline y: CGFloat) -> CGRect {
        box(for: text, at: CGPoint(x: x - padding, y: y - ascent))
    }
}

/// Places caption boxes so that none overlaps another, a keep-out area, or leaves the
/// canvas: each caption takes the first of its candidate places that is free.
struct CaptionPlacer {
    let canvas: CGRect
    let metrics: CaptionMetrics
    private(set) var placed: [CGRect] = []
    /// Areas no caption may cover (the text of labels), except the caption's own.
    var keepOut: [(owner: Int, rect: CGRect)] = []

    init(canvas: CGRect, metrics: CaptionMetrics) {
        self.canvas = canvas
        self.metrics = metrics
    }

    /// The candidate places for a caption of size `size` about `target`, best first:
    /// inside at each corner, then stacked under the top-left one, then just outside
    /// (above, below, right, left), then a line further out.
    static func candidates(for target: CGRect, size: CGSize) -> [CGPoint] {
        let (w, h) = (size.width, size.height)
        var points = [
            CGPoint(x: target.minX, y: target.minY),
            CGPoint(x: target.maxX - w, y: target.minY),
            CGPoint(x: target.minX, y: target.maxY - h),
            CGPoint(x: target.maxX - w, y: target.maxY - h),
        ]
        var y = target.minY + h
        while y + h <= target.maxY - h, points.count < 12 {
            points.append(CGPoint(x: target.minX, y: y))
            y += h
        }
        for distance in [CGFloat(0), h] {
            points += [
                CGPoint(x: target.minX, y: target.minY - h - distance),
                CGPoint(x: target.minX, y: target.maxY + distance),
                CGPoint(x: target.maxX - w, y: target.minY - h - distance),
                CGPoint(x: target.maxX - w, y: target.maxY + distance),
                CGPoint(x: target.maxX, y: target.minY + distance),
                CGPoint(x: target.minX - w, y: target.minY + distance),
            ]
        }
        return points
    }

    /// `box` moved the least distance that puts it inside the canvas (when it can fit).
    func clamped(_ box: CGRect) -> CGRect {
        var box = box
        box.origin.x = max(canvas.minX, min(box.origin.x, canvas.maxX - box.width))
        box.origin.y = max(canvas.minY, min(box.origin.y, canvas.maxY - box.height))
        return box
    }

    /// Places the first of `texts` (the full caption first, shorter ones after) that fits
    /// somewhere about `target`; returns the text and its box, or `nil` when none fits.
    mutating func place(_ texts: [String], about target: CGRect, owner: Int) -> (text: String, box: CGRect)? {
        for text in texts {
            let size = metrics.box(for: text, at: .zero).size
            for point in Self.candidates(for: target, size: size) {
                let box = clamped(CGRect(origin: point, size: size))
                if isFree(box, owner: owner) {
                    placed.append(box)
                    return (text, box)
                }
            }
        }
        return nil
    }

    func isFree(_ box: CGRect, owner: Int) -> Bool {
        guard box.minX >= canvas.minX, box.minY >= canvas.minY, box.maxX <= canvas.maxX, box.maxY <= canvas.maxY else {
            return false
        }
        if placed.contains(where: { Self.overlap($0, box) }) { return false }
        return !keepOut.contains { $0.owner != owner && Self.overlap($0.rect, box) }
    }

    /// Whether two boxes share area (touching edges do not count).
    static func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}

/// Lines of small print under a picture, one entry a line.
enum LegendLayout {
    /// The entries' boxes, one a line from `top`, at the left edge.
    static func lines(_ entries: [String], top: CGFloat, metrics: CaptionMetrics) -> [(text: String, box: CGRect)] {
        entries.enumerated().map { i, text in
            (text, metrics.box(for: text, at: CGPoint(x: 0, y: top + CGFloat(i) * metrics.height)))
        }
    }
}

/// Writes SVG markup: numbers as snapshots print them, text escaped.
struct SVGWriter {
    /// Pixels of this scale that numbers are rounded to, as in the text snapshot.
    var scale: CGFloat?
    private(set) var lines: [String] = []

    init(scale: CGFloat? = nil) { self.scale = scale }

    func n(_ value: CGFloat) -> String { SnapshotNumber.format(value, scale: scale) }

    mutating func add(_ line: String) { lines.append(line) }

    func rect(_ r: CGRect) -> String {
        "x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(abs(r.width)))\" height=\"\(n(abs(r.height)))\""
    }

    /// A caption: its box in white, then its text in `color`, stretched to the metrics.
    mutating func caption(_ text: String, box: CGRect, color: String, metrics: CaptionMetrics, className: String = "caption",
                          element: Int? = nil) {
        let view = element.map { " data-view=\"\($0)\"" } ?? ""
        add("<rect class=\"\(className)-box\"\(view) \(rect(box)) fill=\"#ffffff\" fill-opacity=\"0.85\"/>")
        add("<text class=\"\(className)\"\(view) x=\"\(n(box.minX + metrics.padding))\" y=\"\(n(box.minY + metrics.ascent))\" "
            + "textLength=\"\(n(metrics.textWidth(text)))\" lengthAdjust=\"spacingAndGlyphs\" fill=\"\(color)\">"
            + "\(Self.escaped(text))</text>")
    }

    /// Text for XML: control characters as every output writes them (`SnapshotText`),
    /// then the XML entities.
    static func escaped(_ text: String) -> String {
        SnapshotText.escaped(text).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}

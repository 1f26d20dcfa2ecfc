// A log–log chart of time against N, written as SVG text: the scales, the axes with
// decade ticks, the series with min–max whiskers, target markers, slope-1 guides and a
// legend. Pure string building, so the same results always give the same bytes.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A log–log chart of time per operation against N, rendered as an SVG 1.1 document.
///
/// Both axes are logarithmic so that sizes from 10 to 10 000 and times from microseconds
/// to seconds fit in one picture, and so that a power law is a straight line: a series
/// that grows in proportion to N runs parallel to the dotted guides. `svg()` depends only
/// on the chart's contents: numbers are printed with fixed decimals (no locale), elements
/// are written in a fixed order and nothing records when the chart was made, so charts
/// regenerated from the same figures are identical byte for byte.
struct TimeChart {
    /// One figure: the median time at one N and, for measured figures, the spread of the runs.
    struct Point {
        var n: Int
        var seconds: Double
        /// The fastest and the slowest run, drawn as a whisker; `nil` for a single
        /// figure such as a reference.
        var spread: (min: Double, max: Double)?
    }

    /// How a series is drawn.
    enum Style {
        /// Measured in this run: a solid line and filled marks.
        case measured
        /// Figures from elsewhere, for comparison: a dashed line and hollow marks.
        case reference
    }

    /// A named line of points, in increasing N.
    struct Series {
        var label: String
        /// An SVG colour such as `#0072b2`.
        var colour: String
        var style: Style
        var points: [Point]
    }

    /// A goal at one N, drawn as a hollow diamond labelled "target" in its series' colour.
    struct Target {
        var n: Int
        var seconds: Double
        var colour: String
    }

    var title: String
    var subtitle: String
    var xTitle: String
    var yTitle: String
    var series: [Series]
    var targets: [Target] = []
    /// Lines printed under the legend, such as the figures that could not be drawn.
    var footnotes: [String] = []

    /// Fixed positions in pixels. The legend sits under the plot rather than inside it,
    /// so that it can never hide a point whatever the figures are.
    private enum Layout {
        static let width = 760.0
        static let plotLeft = 84.0
        static let plotRight = 736.0
        static let plotTop = 70.0
        static let plotBottom = 410.0
        static let legendTop = 478.0
        static let legendColumn = 336.0
        static let legendRow = 20.0
        static let footnoteRow = 16.0
        /// How far, in decades, the axes reach beyond the outermost figures, so that no
        /// mark sits on the frame and a target's label fits to the right of its diamond.
        static let padding = 0.2
        static let grid = "#e4e4e4"
        static let frame = "#999999"
        static let ink = "#222222"
        static let muted = "#555555"
        static let guide = "#b0b0b0"
    }

    /// The chart as a complete SVG document, ending with a newline.
    func svg() -> String {
        let drawn = series.map { s in Series(label: s.label, colour: s.colour, style: s.style,
                                             points: s.points.filter { Self.isPlottable($0.seconds) && $0.n > 0 }) }
        let x = LogScale(covering: drawn.flatMap { $0.points.map { Double($0.n) } } + targets.map { Double($0.n) },
                         from: Layout.plotLeft, to: Layout.plotRight, padding: Layout.padding)
        let y = LogScale(covering: drawn.flatMap { $0.points.flatMap(Self.times) } + targets.map(\.seconds),
                         from: Layout.plotBottom, to: Layout.plotTop, padding: Layout.padding)
        let legendRows = (drawn.count + (targets.isEmpty ? 0 : 1) + 1 + 1) / 2
        let height = Layout.legendTop + Double(legendRows) * Layout.legendRow
            + Double(footnotes.count) * Layout.footnoteRow + 12

        var doc = SVGDocument(width: Layout.width, height: height)
        doc.add("text", ["x": num(Layout.plotLeft), "y": "30", "font-size": "18", "font-weight": "bold",
                         "fill": Layout.ink], text: title)
        doc.add("text", ["x": num(Layout.plotLeft), "y": "50", "font-size": "12", "fill": Layout.muted], text: subtitle)
        drawGrid(&doc, x: x, y: y)
        drawGuides(&doc, x: x, y: y)
        doc.add("rect", ["x": num(Layout.plotLeft), "y": num(Layout.plotTop), "width": num(Layout.plotRight - Layout.plotLeft),
                         "height": num(Layout.plotBottom - Layout.plotTop), "fill": "none", "stroke": Layout.frame])
        drawAxisTitles(&doc)
        // Targets under the series: a figure close to its target stays visible inside the
        // hollow diamond.
        for t in targets where Self.isPlottable(t.seconds) && t.n > 0 {
            let (px, py) = (x.pixel(Double(t.n)), y.pixel(t.seconds))
            doc.add("polygon", ["points": Self.diamond(px, py), "fill": "none", "stroke": t.colour, "stroke-width": "1.5"])
            doc.add("text", ["x": num(px + 9), "y": num(py + 4), "font-size": "10", "fill": t.colour], text: "target")
        }
        for s in drawn { drawSeries(&doc, s, x: x, y: y) }
        drawLegend(&doc, drawn)
        var lineY = Layout.legendTop + Double(legendRows) * Layout.legendRow
        for note in footnotes {
            doc.add("text", ["x": num(Layout.plotLeft), "y": num(lineY), "font-size": "11", "fill": Layout.muted], text: note)
            lineY += Layout.footnoteRow
        }
        return doc.finished()
    }

    /// Light lines at every decade, small ticks at 2–9 × each decade, and the decade labels.
    private func drawGrid(_ doc: inout SVGDocument, x: LogScale, y: LogScale) {
        for e in x.decades {
            let px = x.pixel(log: Double(e))
            doc.add("line", ["x1": num(px), "y1": num(Layout.plotTop), "x2": num(px), "y2": num(Layout.plotBottom),
                             "stroke": Layout.grid])
            doc.add("text", ["x": num(px), "y": num(Layout.plotBottom + 17), "font-size": "12", "text-anchor": "middle",
                             "fill": Layout.ink], text: Self.countLabel(decade: e))
        }
        for e in y.decades {
            let py = y.pixel(log: Double(e))
            doc.add("line", ["x1": num(Layout.plotLeft), "y1": num(py), "x2": num(Layout.plotRight), "y2": num(py),
                             "stroke": Layout.grid])
            doc.add("text", ["x": num(Layout.plotLeft - 7), "y": num(py + 4), "font-size": "12", "text-anchor": "end",
                             "fill": Layout.ink], text: Self.timeLabel(decade: e))
        }
        for v in x.minorTicks {
            let px = x.pixel(log: v)
            doc.add("line", ["x1": num(px), "y1": num(Layout.plotBottom), "x2": num(px), "y2": num(Layout.plotBottom - 4),
                             "stroke": Layout.frame])
        }
        for v in y.minorTicks {
            let py = y.pixel(log: v)
            doc.add("line", ["x1": num(Layout.plotLeft), "y1": num(py), "x2": num(Layout.plotLeft + 4), "y2": num(py),
                             "stroke": Layout.frame])
        }
    }

    /// Dotted lines of slope 1, time = 10^k · N for every whole k that crosses the plot:
    /// a series growing in proportion to N is parallel to them, a steeper one grows faster.
    /// Each line is cut to the plot here, in log space, rather than with a clip path.
    private func drawGuides(_ doc: inout SVGDocument, x: LogScale, y: LogScale) {
        let first = Int((y.low - x.high).rounded(.down)), last = Int((y.high - x.low).rounded(.up))
        for k in first...last {
            let start = max(x.low, y.low - Double(k)), end = min(x.high, y.high - Double(k))
            guard end - start > 0.05 else { continue }
            doc.add("line", ["x1": num(x.pixel(log: start)), "y1": num(y.pixel(log: start + Double(k))),
                             "x2": num(x.pixel(log: end)), "y2": num(y.pixel(log: end + Double(k))),
                             "stroke": Layout.guide, "stroke-dasharray": "1 3"])
        }
    }

    private func drawAxisTitles(_ doc: inout SVGDocument) {
        let middleX = (Layout.plotLeft + Layout.plotRight) / 2, middleY = (Layout.plotTop + Layout.plotBottom) / 2
        doc.add("text", ["x": num(middleX), "y": num(Layout.plotBottom + 40), "font-size": "13", "text-anchor": "middle",
                         "fill": Layout.ink], text: xTitle)
        doc.add("text", ["x": "20", "y": num(middleY), "font-size": "13", "text-anchor": "middle", "fill": Layout.ink,
                         "transform": "rotate(-90 20 \(num(middleY)))"], text: yTitle)
    }

    /// The line through the medians, then the whiskers, then the marks on top.
    private func drawSeries(_ doc: inout SVGDocument, _ s: Series, x: LogScale, y: LogScale) {
        let places = s.points.map { (x.pixel(Double($0.n)), y.pixel($0.seconds)) }
        if places.count > 1 {
            doc.add("polyline", ["points": places.map { num($0.0) + "," + num($0.1) }.joined(separator: " "),
                                 "fill": "none", "stroke": s.colour, "stroke-width": "1.8",
                                 "stroke-dasharray": s.style == .reference ? "6 4" : nil])
        }
        for (point, (px, _)) in zip(s.points, places) {
            guard let spread = point.spread, Self.isPlottable(spread.min), Self.isPlottable(spread.max) else { continue }
            let (top, bottom) = (y.pixel(spread.max), y.pixel(spread.min))
            guard bottom - top >= 1 else { continue }
            doc.add("line", ["x1": num(px), "y1": num(top), "x2": num(px), "y2": num(bottom), "stroke": s.colour])
            for end in [top, bottom] {
                doc.add("line", ["x1": num(px - 3), "y1": num(end), "x2": num(px + 3), "y2": num(end), "stroke": s.colour])
            }
        }
        for (px, py) in places { drawMark(&doc, s, px, py) }
    }

    private func drawMark(_ doc: inout SVGDocument, _ s: Series, _ px: Double, _ py: Double) {
        let filled = s.style == .measured
        doc.add("circle", ["cx": num(px), "cy": num(py), "r": "3.5", "fill": filled ? s.colour : "white",
                           "stroke": filled ? "white" : s.colour, "stroke-width": filled ? "1" : "1.5"])
    }

    /// Two columns under the plot: each series, then the target mark, then the guides.
    private func drawLegend(_ doc: inout SVGDocument, _ drawn: [Series]) {
        var slot = 0
        func place() -> (Double, Double) {
            defer { slot += 1 }
            return (Layout.plotLeft + Double(slot % 2) * Layout.legendColumn,
                    Layout.legendTop + Double(slot / 2) * Layout.legendRow)
        }
        func label(_ text: String, _ px: Double, _ py: Double) {
            doc.add("text", ["x": num(px + 36), "y": num(py + 4), "font-size": "12", "fill": Layout.ink], text: text)
        }
        for s in drawn {
            let (px, py) = place()
            doc.add("line", ["x1": num(px), "y1": num(py), "x2": num(px + 28), "y2": num(py), "stroke": s.colour,
                             "stroke-width": "1.8", "stroke-dasharray": s.style == .reference ? "6 4" : nil])
            drawMark(&doc, s, px + 14, py)
            label(s.label + (s.points.isEmpty ? " (no figures)" : ""), px, py)
        }
        if !targets.isEmpty {
            let (px, py) = place()
            doc.add("polygon", ["points": Self.diamond(px + 14, py), "fill": "none", "stroke": Layout.muted,
                                "stroke-width": "1.5"])
            label("target, in the series' colour", px, py)
        }
        let (px, py) = place()
        doc.add("line", ["x1": num(px), "y1": num(py), "x2": num(px + 28), "y2": num(py), "stroke": Layout.guide,
                         "stroke-dasharray": "1 3"])
        label("∝ N: the slope of linear growth", px, py)
    }

    // MARK: Numbers and labels

    private static func isPlottable(_ seconds: Double) -> Bool { seconds > 0 && seconds.isFinite }

    /// Every time a point puts on the y axis: the median and the whisker's ends.
    private static func times(_ p: Point) -> [Double] {
        [p.seconds] + (p.spread.map { [$0.min, $0.max] } ?? [])
    }

    private static func diamond(_ px: Double, _ py: Double) -> String {
        [(px, py - 6), (px + 6, py), (px, py + 6), (px - 6, py)].map { num($0.0) + "," + num($0.1) }.joined(separator: " ")
    }

    /// The label of the decade 10^e on the N axis: "10", "100", "1 000", "10 000".
    static func countLabel(decade e: Int) -> String {
        guard e >= 0 else { return Format.fixed(pow(10, Double(e)), -e) }
        return grouped("1" + String(repeating: "0", count: e))
    }

    /// The label of the decade 10^e seconds on the time axis, in the largest unit that
    /// keeps it whole: "100 ns", "1 µs", "10 ms", "1 s", "100 s".
    static func timeLabel(decade e: Int) -> String {
        let units = [(0, "s"), (-3, "ms"), (-6, "µs"), (-9, "ns")]
        let (base, unit) = units.first { e >= $0.0 } ?? (-9, "ns")
        return countLabel(decade: e - base) + " " + unit
    }

    /// Digits in groups of three from the right, as "10 000", once there are four or more.
    static func grouped(_ digits: String) -> String {
        guard digits.count > 3 else { return digits }
        var out = ""
        for (i, digit) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out += " " }
            out.append(digit)
        }
        return out
    }
}

/// A pixel coordinate with at most one decimal: enough for a chart, and fixed digits.
private func num(_ value: Double) -> String { Format.json(value, 1) }

/// A logarithmic axis: maps values to pixels so that every decade has the same length.
private struct LogScale {
    /// log10 of the values at the two ends of the axis.
    let low: Double
    let high: Double
    /// The pixels of the two ends (for the time axis `start` is the bottom, below `end`).
    let start: Double
    let end: Double

    /// An axis from a little below the smallest of `values` to a little above the largest
    /// (`padding` decades each side), reaching at least one whole decade so that it has a
    /// label. Values that are not positive cannot be placed and are ignored.
    init(covering values: [Double], from start: Double, to end: Double, padding: Double) {
        let logs = values.filter { $0 > 0 && $0.isFinite }.map { log10($0) }
        var low = (logs.min() ?? 0) - padding
        var high = (logs.max() ?? 1) + padding
        if high.rounded(.down) < low.rounded(.up) {
            low.round(.down)
            high.round(.up)
        }
        self.low = low
        self.high = high
        self.start = start
        self.end = end
    }

    func pixel(_ value: Double) -> Double { pixel(log: log10(value)) }

    func pixel(log v: Double) -> Double { start + (v - low) / (high - low) * (end - start) }

    /// The exponents of the powers of ten on the axis.
    var decades: ClosedRange<Int> { Int(low.rounded(.up))...Int(high.rounded(.down)) }

    /// log10 of 2–9 × each power of ten that falls on the axis.
    var minorTicks: [Double] {
        var ticks: [Double] = []
        for e in Int(low.rounded(.down))...Int(high.rounded(.up)) {
            for m in 2...9 {
                let v = Double(e) + log10(Double(m))
                if v >= low && v <= high { ticks.append(v) }
            }
        }
        return ticks
    }
}

/// SVG text built element by element, attributes in the order given.
private struct SVGDocument {
    private var text: String

    init(width: Double, height: Double) {
        let (w, h) = (num(width), num(height))
        text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(w)\" height=\"\(h)\" "
            + "viewBox=\"0 0 \(w) \(h)\" font-family=\"sans-serif\">\n"
            + "  <rect x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\" fill=\"white\"/>\n"
    }

    /// Appends one element on its own line; attributes whose value is `nil` are left out.
    mutating func add(_ name: String, _ attributes: KeyValuePairs<String, String?>, text content: String? = nil) {
        var line = "  <" + name
        for (key, value) in attributes {
            if let value { line += " \(key)=\"\(Self.escaped(value))\"" }
        }
        if let content {
            line += ">" + Self.escaped(content) + "</\(name)>\n"
        } else {
            line += "/>\n"
        }
        text += line
    }

    func finished() -> String { text + "</svg>\n" }

    /// `s` safe inside an element or a double-quoted attribute.
    static func escaped(_ s: String) -> String {
        var out = ""
        for ch in s {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(ch)
            }
        }
        return out
    }
}

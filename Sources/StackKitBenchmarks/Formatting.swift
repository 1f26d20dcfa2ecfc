// Number text without Foundation: fixed decimals, three significant digits, durations.

import StackKit

enum Format {
    /// `x` with exactly `decimals` digits after the point.
    static func fixed(_ x: Double, _ decimals: Int) -> String {
        guard x.isFinite else { return x.isNaN ? "nan" : (x < 0 ? "-inf" : "inf") }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let negative = x < 0
        let scaled = (abs(x) * scale).rounded()
        guard scaled < 9e18 else { return String(x) }
        let units = UInt64(scaled)
        let whole = units / UInt64(scale)
        var text = String(whole)
        if decimals > 0 {
            var fraction = String(units % UInt64(scale))
            while fraction.count < decimals { fraction = "0" + fraction }
            text += "." + fraction
        }
        return (negative && scaled != 0 ? "-" : "") + text
    }

    /// `x` with about three significant digits (more for large values).
    static func significant(_ x: Double) -> String {
        let a = abs(x)
        if a == 0 { return "0" }
        if a >= 100 { return fixed(x, 0) }
        if a >= 10 { return fixed(x, 1) }
        if a >= 1 { return fixed(x, 2) }
        if a >= 0.1 { return fixed(x, 3) }
        if a >= 0.01 { return fixed(x, 4) }
        if a >= 0.001 { return fixed(x, 5) }
        return fixed(x, 6)
    }

    /// A duration in seconds with a unit: ns, µs, ms or s.
    static func duration(_ seconds: Double) -> String {
        let a = abs(seconds)
        if a < 1e-6 { return significant(seconds * 1e9) + " ns" }
        if a < 1e-3 { return significant(seconds * 1e6) + " µs" }
        if a < 1 { return significant(seconds * 1e3) + " ms" }
        return significant(seconds) + " s"
    }

    /// A number for JSON: up to `decimals` digits, trailing zeros dropped.
    static func json(_ x: Double, _ decimals: Int = 4) -> String {
        guard x.isFinite else { return "null" }
        var text = fixed(x, decimals)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    /// A JSON string literal (StackKit's one escaper).
    static func jsonString(_ s: String) -> String { JSONText.quoted(s) }

    /// `s` padded with spaces to `width` characters (left-aligned), or right-aligned.
    static func pad(_ s: String, _ width: Int, right: Bool = false) -> String {
        let count = s.count
        guard count < width else { return s }
        let spaces = String(repeating: " ", count: width - count)
        return right ? spaces + s : s + spaces
    }
}

import Foundation

/// Numbers as StackKit's text snapshots print them: integers without a fraction, others
/// with at most three decimals, never `-0`. (StackKit's own formatter is internal, so the
/// JSON output repeats its rule here to print the same numbers as the text output.)
public enum LayoutNumber {
    /// The largest magnitude a layout file may write for a length, a constant or a
    /// multiplier: beyond it, sums in the solver would reach infinity and the frames
    /// would mean nothing.
    public static let limit: Double = 1_000_000

    /// Whether a number of the file is within ``limit``.
    static func isWithinLimit(_ value: Double) -> Bool { abs(value) <= limit }

    /// A number for a message: as snapshots print it, or in exponent form when huge.
    static func describe(_ value: Double) -> String { abs(value) < 1e15 ? format(value) : "\(value)" }

    /// The message for a number beyond ``limit``.
    static func beyondLimit(_ value: Double) -> String {
        "\(describe(value)) is beyond the limit of ±\(format(limit)) for a layout file"
    }

    public static func format(_ value: Double) -> String {
        let v = (value * 1000).rounded() / 1000
        if v == 0 { return "0" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        var text = String(format: "%.3f", v)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}

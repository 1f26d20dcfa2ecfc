import Foundation

/// Numbers as StackKit's text snapshots print them: integers without a fraction, others
/// with at most three decimals, never `-0`. (StackKit's own formatter is internal, so the
/// JSON output repeats its rule here to print the same numbers as the text output.)
public enum LayoutNumber {
    public static func format(_ value: Double) -> String {
        let v = (value * 1000).rounded() / 1000
        if v == 0 { return "0" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        var text = String(format: "%.3f", v)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}

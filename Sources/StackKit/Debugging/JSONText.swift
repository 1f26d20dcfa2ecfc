import Foundation

/// JSON string literals as every output writes them (layout-file output, the inspector
/// page, the benchmark's records): one escaper, so that they all agree.
///
/// ```swift
/// JSONText.quoted("a\u{0}b")                       // "\"a\\u0000b\""
/// JSONText.quoted("</script>", insideScript: true)  // "\"\\u003c/script\\u003e\""
/// ```
public enum JSONText {
    /// `text` as a JSON string literal: quotes, backslashes and control characters
    /// escaped. `insideScript` also escapes `<`, `>`, `&` and the two JavaScript line
    /// separators, so that the literal can sit in an HTML `<script>` element.
    public static func quoted(_ text: String, insideScript: Bool = false) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                let forScript = insideScript && ["<", ">", "&", "\u{2028}", "\u{2029}"].contains(scalar)
                if scalar.value < 0x20 || forScript {
                    result += unicodeEscape(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

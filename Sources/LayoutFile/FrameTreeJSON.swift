import Foundation
import StackKit

/// The laid-out tree as JSON, for tools: each view's type, identifier, frame (relative to
/// its superview), hidden flag, a label's text, and its subviews. Keys always come in the
/// same order and numbers print as in the text snapshot, so equal layouts give equal bytes.
///
/// ```json
/// {
///   "type": "View",
///   "id": "root",
///   "frame": {"x": 0, "y": 0, "width": 320, "height": 60},
///   "hidden": false,
///   "subviews": []
/// }
/// ```
public enum FrameTreeJSON {
    public static func render(_ view: View) -> String {
        view.layoutIfNeeded()
        var lines: [String] = []
        append(view, indent: "", trailingComma: false, to: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func append(_ view: View, indent: String, trailingComma: Bool, to lines: inout [String]) {
        let inner = indent + "  "
        let f = view.frame
        let n = { (x: CGFloat) in LayoutNumber.format(Double(x)) }
        lines.append(indent + "{")
        lines.append(inner + "\"type\": " + quoted(String(describing: type(of: view))) + ",")
        lines.append(inner + "\"id\": " + (view.identifier.map(quoted) ?? "null") + ",")
        // The frame as set, as UIKit keeps it and the text snapshot prints it: a negative
        // size stays negative (CGRect's `width` and `minX` would standardize it).
        let (o, s) = (f.origin, f.size)
        lines.append(inner + "\"frame\": {\"x\": \(n(o.x)), \"y\": \(n(o.y)), \"width\": \(n(s.width)), \"height\": \(n(s.height))},")
        lines.append(inner + "\"hidden\": \(view.isHidden),")
        if let label = view as? Label { lines.append(inner + "\"text\": " + quoted(label.text) + ",") }
        if view.subviews.isEmpty {
            lines.append(inner + "\"subviews\": []")
        } else {
            lines.append(inner + "\"subviews\": [")
            for (i, subview) in view.subviews.enumerated() {
                append(subview, indent: inner + "  ", trailingComma: i < view.subviews.count - 1, to: &lines)
            }
            lines.append(inner + "]")
        }
        lines.append(indent + (trailingComma ? "}," : "}"))
    }

    /// A JSON string literal.
    static func quoted(_ text: String) -> String { JSONText.quoted(text) }
}

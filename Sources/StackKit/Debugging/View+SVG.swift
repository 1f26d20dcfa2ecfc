import Foundation

extension View {
    /// The view's subtree as an SVG picture for a reviewer: every view a labelled box,
    /// stack views tinted by depth, hidden views dashed, layout guides drawn thin, on a
    /// canvas the size of this view's bounds. The same tree always gives the same bytes.
    /// Lays out first.
    ///
    /// ```swift
    /// try root.svgSnapshot().write(toFile: "inbox.svg", atomically: true, encoding: .utf8)
    /// ```
    public func svgSnapshot(_ options: SnapshotOptions = SnapshotOptions()) -> String {
        layoutIfNeeded()
        let n = { (value: CGFloat) in SnapshotNumber.format(value, scale: options.displayScale) }
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(bounds.width))\" height=\"\(n(bounds.height))\" "
                + "viewBox=\"0 0 \(n(bounds.width)) \(n(bounds.height))\" font-family=\"monospace\" font-size=\"9\">",
            "  <rect x=\"0\" y=\"0\" width=\"\(n(bounds.width))\" height=\"\(n(bounds.height))\" fill=\"#ffffff\" stroke=\"#222222\"/>",
        ]
        appendSVG(origin: .zero, depth: 0, isRoot: true, number: n, to: &lines)
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Fill colours for stack views by depth, lightest outermost.
    private static let stackTints = ["#e8f0fe", "#d2e3fc", "#aecbfa", "#8ab4f8", "#669df6"]

    private func appendSVG(origin: CGPoint, depth: Int, isRoot: Bool, number n: (CGFloat) -> String,
                           to lines: inout [String]) {
        // The root is the canvas; its frame's origin does not matter here.
        let x = isRoot ? 0 : origin.x + storedFrame.origin.x
        let y = isRoot ? 0 : origin.y + storedFrame.origin.y
        let size = storedFrame.size
        if !isRoot {
            let fill = self is StackView ? Self.stackTints[min(depth, Self.stackTints.count - 1)] : "none"
            var rect = "  <rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(abs(size.width)))\" height=\"\(n(abs(size.height)))\" "
                + "fill=\"\(fill)\" stroke=\"#1a73e8\" stroke-width=\"1\""
            if isHidden { rect += " stroke-dasharray=\"3,2\" opacity=\"0.6\"" }
            lines.append(rect + "/>")
            lines.append("  <text x=\"\(n(x + 2))\" y=\"\(n(y + 9))\">\(Self.escaped(snapshotName))</text>")
        }
        for guide in [storedMarginsGuide].compactMap({ $0 }) + layoutGuides {
            let f = guide.layoutFrame
            lines.append("  <rect x=\"\(n(x + f.origin.x))\" y=\"\(n(y + f.origin.y))\" width=\"\(n(abs(f.width)))\" "
                + "height=\"\(n(abs(f.height)))\" fill=\"none\" stroke=\"#e37400\" stroke-width=\"0.5\"/>")
        }
        for subview in subviews {
            subview.appendSVG(origin: CGPoint(x: x, y: y), depth: depth + (self is StackView ? 1 : 0),
                              isRoot: false, number: n, to: &lines)
        }
    }

    private static func escaped(_ text: String) -> String {
        SnapshotText.escaped(text).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}

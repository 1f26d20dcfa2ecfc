import Foundation

extension Wireframe {
    /// Stroke colours by nesting depth (the root's children are depth 1), one hue per
    /// level so that a box's level reads at a glance; the cycle starts again after six.
    public static let depthColors = ["#1a73e8", "#188038", "#e37400", "#a142f4", "#d01884", "#007b83"]

    /// The colour of a view at `depth`.
    public static func color(depth: Int) -> String { depthColors[max(0, depth - 1) % depthColors.count] }

    /// The picture as an SVG document: the canvas, each view a group with its snapshot
    /// line as the tooltip (`<title>`) and the id `v<index>`, labels' text clipped to their
    /// box, then the captions above everything, then the legend.
    public var svg: String {
        var w = SVGWriter(scale: displayScale)
        let (width, height) = (w.n(canvas.width), w.n(canvas.height))
        w.add("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
            + "viewBox=\"0 0 \(width) \(height)\" font-family=\"monospace\" font-size=\"\(w.n(metrics.fontSize))\">")
        for element in elements { draw(element, with: &w) }
        if !captions.isEmpty {
            w.add("<g class=\"captions\">")
            for caption in captions {
                let element = elements[caption.element]
                w.caption(caption.text, box: caption.box, color: element.isHidden ? "#5f6368" : Self.color(depth: element.depth),
                          metrics: metrics, element: caption.element)
            }
            w.add("</g>")
        }
        if !legend.isEmpty {
            w.add("<g class=\"legend\">")
            for line in legend {
                w.caption(line.text, box: line.box, color: "#202124", metrics: metrics, className: "legend", element: line.element)
            }
            w.add("</g>")
        }
        w.add("</svg>")
        return w.lines.joined(separator: "\n") + "\n"
    }

    private func draw(_ element: Element, with w: inout SVGWriter) {
        let f = element.frame
        let title = "<title>\(SVGWriter.escaped(element.line))</title>"
        if element.parent == nil {
            w.add("<g id=\"v0\" class=\"view root\">\(title)<rect \(w.rect(f)) fill=\"#ffffff\" stroke=\"#5f6368\"/></g>")
            drawGuides(of: element, with: &w)
            return
        }
        let color = Self.color(depth: element.depth)
        var group = "<g id=\"v\(element.index)\" class=\"view \(element.kind.rawValue)\(element.isHidden ? " hidden" : "")\""
        if element.isHidden { group += " opacity=\"0.45\"" }
        w.add(group + ">" + title)
        if element.isHidden {
            w.add(outline(f, color: color, dashed: true, writer: w))
        } else {
            switch element.kind {
            case .stack:
                w.add("<rect \(w.rect(f)) fill=\"\(color)\" fill-opacity=\"0.06\" stroke=\"\(color)\" stroke-width=\"1\"/>")
            case .label:
                w.add("<rect \(w.rect(f)) fill=\"none\" stroke=\"\(color)\" stroke-width=\"0.5\"/>")
                if element.textBox != nil, let size = element.textFontSize, let ascent = element.textAscent {
                    // A nested viewport clips the lines to the label's box; each line is
                    // stretched to its measured width, as drawn in the label's font.
                    let texts = element.textLines.map { line in
                        "<text x=\"\(w.n(line.origin.x))\" y=\"\(w.n(line.origin.y + ascent))\" font-size=\"\(w.n(size))\" "
                            + "textLength=\"\(w.n(line.width))\" lengthAdjust=\"spacingAndGlyphs\" fill=\"#202124\">"
                            + "\(SVGWriter.escaped(line.text))</text>"
                    }
                    w.add("<svg \(w.rect(f)) overflow=\"hidden\">" + texts.joined() + "</svg>")
                } else {
                    w.add(outline(f, color: color, dashed: false, writer: w))
                }
            case .view:
                if element.isLeaf, f.width > 0, f.height > 0 {
                    // A placeholder for content, as wireframes draw images.
                    w.add("<rect \(w.rect(f)) fill=\"#f8f9fa\" stroke=\"\(color)\" stroke-width=\"1\"/>")
                    w.add("<path d=\"M\(w.n(f.minX)) \(w.n(f.minY))L\(w.n(f.maxX)) \(w.n(f.maxY))M\(w.n(f.maxX)) \(w.n(f.minY))"
                        + "L\(w.n(f.minX)) \(w.n(f.maxY))\" stroke=\"#dadce0\" stroke-width=\"0.5\"/>")
                } else {
                    w.add(outline(f, color: color, dashed: false, writer: w))
                }
            }
        }
        w.add("</g>")
        drawGuides(of: element, with: &w)
    }

    private func drawGuides(of element: Element, with w: inout SVGWriter) {
        for guide in element.guides where guide.width > 0 && guide.height > 0 {
            w.add("<rect class=\"guide\" \(w.rect(guide)) fill=\"none\" stroke=\"#e37400\" stroke-width=\"0.5\" "
                + "stroke-dasharray=\"2,2\"/>")
        }
    }

    /// A box's outline; a line when it has no width or no height (a parked view), so that
    /// it still shows.
    private func outline(_ f: CGRect, color: String, dashed: Bool, writer w: SVGWriter) -> String {
        let dash = dashed ? " stroke-dasharray=\"3,2\"" : ""
        if f.width > 0, f.height > 0 {
            return "<rect \(w.rect(f)) fill=\"none\" stroke=\"\(color)\" stroke-width=\"1\"\(dash)/>"
        }
        let end = f.width > 0 ? CGPoint(x: f.maxX, y: f.minY) : f.height > 0 ? CGPoint(x: f.minX, y: f.maxY)
            : CGPoint(x: f.minX + 2, y: f.minY)
        return "<line x1=\"\(w.n(f.minX))\" y1=\"\(w.n(f.minY))\" x2=\"\(w.n(end.x))\" y2=\"\(w.n(end.y))\" "
            + "stroke=\"\(color)\" stroke-width=\"1\"\(dash)/>"
    }
}

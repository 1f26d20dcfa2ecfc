import Foundation

extension SnapshotDiff {
    /// The colour of each change.
    static func color(_ change: Change) -> String {
        switch change {
        case .unchanged: "#9aa0a6"
        case .moved: "#e37400"
        case .added: "#188038"
        case .removed: "#d93025"
        }
    }

    /// The two snapshots drawn over each other: views that did not change in thin grey;
    /// for the others the expected frame outlined and dashed, the actual one filled, in
    /// orange for a view that moved (with an arrow from the old place to the new), green
    /// for one added, red and crossed out for one removed. Each changed view is captioned
    /// (the captions placed as the wireframe's are) and listed in a legend under the
    /// picture with its frames (relative to its superview, as in the snapshot); a key
    /// comes first. The same snapshots
    /// always give the same bytes.
    public var svg: String {
        let metrics = CaptionMetrics.standard
        var placer = CaptionPlacer(canvas: CGRect(origin: .zero, size: size), metrics: metrics)
        var captions: [(index: Int, text: String, box: CGRect)] = []
        var legend = ["old: dashed outline   new: filled   orange: moved   green: added   red: removed"]
        let changed = entries.indices.filter { entries[$0].change != .unchanged }
        for (number, i) in changed.enumerated() {
            let entry = entries[i]
            let target = entry.new ?? entry.old ?? .zero
            let short = entry.name.firstIndex(of: "'").map { String(entry.name[$0...]) } ?? entry.name
            if let (text, box) = placer.place([entry.name, short, "\(number + 1)"], about: target, owner: i) {
                captions.append((i, text, box))
            }
            switch entry.change {
            case .moved:
                let shown = entry.wasHidden == entry.isHidden ? "" : entry.isHidden ? " hidden" : " shown"
                legend.append("\(number + 1) moved \(entry.name) \(entry.oldFrameText) → \(entry.newFrameText)\(shown)")
            case .added: legend.append("\(number + 1) added \(entry.newLine ?? "")")
            case .removed: legend.append("\(number + 1) removed \(entry.oldLine ?? "")")
            case .unchanged: break
            }
        }
        if changed.isEmpty { legend.append("no view changed") }
        let lines = LegendLayout.lines(legend, top: size.height + 4, metrics: metrics)
        let canvas = CGSize(width: lines.map(\.box.maxX).reduce(size.width, max), height: lines.last.map(\.box.maxY) ?? size.height)

        var w = SVGWriter()
        let (width, height) = (w.n(canvas.width), w.n(canvas.height))
        w.add("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
            + "viewBox=\"0 0 \(width) \(height)\" font-family=\"monospace\" font-size=\"\(w.n(metrics.fontSize))\">")
        w.add("<defs><marker id=\"arrow\" viewBox=\"0 0 6 6\" refX=\"5\" refY=\"3\" markerWidth=\"6\" markerHeight=\"6\" "
            + "orient=\"auto\"><path d=\"M0 0L6 3L0 6z\" fill=\"#e37400\"/></marker></defs>")
        w.add("<rect x=\"0\" y=\"0\" width=\"\(w.n(size.width))\" height=\"\(w.n(size.height))\" fill=\"#ffffff\" stroke=\"#5f6368\"/>")
        // Unchanged views first, under the changes.
        for entry in entries.dropFirst() where entry.change == .unchanged {
            guard let f = entry.new else { continue }
            w.add("<rect class=\"unchanged\" \(w.rect(f)) fill=\"none\" stroke=\"#9aa0a6\" stroke-width=\"0.5\""
                + (entry.isHidden ? " stroke-dasharray=\"3,2\"" : "") + "><title>\(SVGWriter.escaped(entry.newLine ?? ""))</title></rect>")
        }
        for i in changed {
            let entry = entries[i]
            let color = Self.color(entry.change)
            w.add("<g id=\"d\(i)\" class=\"\(entry.change.rawValue)\"><title>\(SVGWriter.escaped(legend[changed.firstIndex(of: i)! + 1]))</title>")
            if let old = entry.old {
                w.add("<rect class=\"old\" \(w.rect(old)) fill=\"none\" stroke=\"\(color)\" stroke-width=\"1\" stroke-dasharray=\"3,2\"/>")
                if entry.change == .removed {
                    w.add("<path d=\"M\(w.n(old.minX)) \(w.n(old.minY))L\(w.n(old.maxX)) \(w.n(old.maxY))M\(w.n(old.maxX)) "
                        + "\(w.n(old.minY))L\(w.n(old.minX)) \(w.n(old.maxY))\" stroke=\"\(color)\" stroke-width=\"0.5\"/>")
                }
            }
            if let new = entry.new {
                w.add("<rect class=\"new\" \(w.rect(new)) fill=\"\(color)\" fill-opacity=\"0.15\" stroke=\"\(color)\" stroke-width=\"1\"/>")
            }
            if let old = entry.old, let new = entry.new, old.origin != new.origin {
                w.add("<line class=\"arrow\" x1=\"\(w.n(old.midX))\" y1=\"\(w.n(old.midY))\" x2=\"\(w.n(new.midX))\" "
                    + "y2=\"\(w.n(new.midY))\" stroke=\"\(color)\" stroke-width=\"1\" marker-end=\"url(#arrow)\"/>")
            }
            w.add("</g>")
        }
        w.add("<g class=\"captions\">")
        for caption in captions {
            w.caption(caption.text, box: caption.box, color: Self.color(entries[caption.index].change), metrics: metrics)
        }
        w.add("</g>")
        w.add("<g class=\"legend\">")
        for line in lines { w.caption(line.text, box: line.box, color: "#202124", metrics: metrics, className: "legend") }
        w.add("</g>")
        w.add("</svg>")
        return w.lines.joined(separator: "\n") + "\n"
    }
}

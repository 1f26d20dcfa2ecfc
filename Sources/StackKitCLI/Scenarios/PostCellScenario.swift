import Foundation
import StackKit

extension DemoScenario {
    /// The self-sizing post cell of Docs/Text.md (the cell `SelfSizingPostCellTests`
    /// measures): a name in the headline font, a body in the body font that wraps, and a
    /// grid of four square images in rows of three (nested stacks), in a vertical stack 8
    /// apart, 16 inside the cell. Its height is asked with a required width, at 320 and
    /// then at 414: the body takes 4 lines, then 3, and the images grow.
    static let postCell = DemoScenario(name: "post-cell",
                                       summary: "the self-sizing post cell with a wrapping body at 320 and 414 (issue 15)") { r in
        let cell = DemoViews.root(320, 800, "cell")
        let name = DemoViews.label("Ada Lovelace", "name")
        name.font = .preferredFont(forTextStyle: .headline)
        let body = DemoViews.label(PostCell.body, "body")
        body.font = .preferredFont(forTextStyle: .body)
        body.numberOfLines = 0
        let grid = PostCell.grid(images: 4)
        let post = DemoViews.stack("post", [name, body, grid], axis: .vertical, spacing: 8)
        DemoViews.add(post, to: cell)
        try DemoViews.pinEdges(of: post, to: cell, inset: 16)
        /// The cell at its fitting height for `width`, as a list would size it.
        func layOut(width: CGFloat) -> [String] {
            let height = cell.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel).height
            cell.frame = CGRect(x: 0, y: 0, width: width, height: height)
            cell.layoutIfNeeded()
            return ["fitting height at width \(LayoutNumberText.format(width)): \(LayoutNumberText.format(height))",
                    "body lines: " + body.lines.map { "\"\($0.text)\"" }.joined(separator: " | ")]
        }
        let at320 = layOut(width: 320)
        try r.step("320", "at 320: the body wraps to 4 lines", cell, notes: at320)
        let at414 = layOut(width: 414)
        try r.step("414", "at 414: the body wraps to 3 lines, the images grow", cell, notes: at414)
    }
}

/// The parts of the post cell.
enum PostCell {
    /// 4 lines at 320 (288 points of text), 3 at 414 (382), in the body font.
    static let body = "Spent the afternoon by the harbour. The light on the water was perfect, "
        + "so here are a few pictures from the walk back to town."

    /// `images` square images in rows of three, 4 apart: each row a `fillEqually` stack,
    /// with empty slots after the last image; the rows in a vertical stack.
    static func grid(images: Int) -> StackView {
        var rows: [View] = []
        for row in 0..<((images + 2) / 3) {
            let slots = (0..<3).map { column -> View in
                let index = row * 3 + column + 1
                let slot = View()
                if index <= images {
                    slot.identifier = "photo\(index)"
                    slot.translatesAutoresizingMaskIntoConstraints = false
                    slot.heightAnchor.constraint(equalTo: slot.widthAnchor).isActive = true
                } else {
                    slot.identifier = "slot\(index)"
                }
                return slot
            }
            let rowStack = DemoViews.stack("row\(row + 1)", slots, spacing: 4)
            rowStack.distribution = .fillEqually
            rows.append(rowStack)
        }
        let grid = DemoViews.stack("grid", rows, axis: .vertical, spacing: 4)
        grid.isHidden = images == 0
        return grid
    }
}

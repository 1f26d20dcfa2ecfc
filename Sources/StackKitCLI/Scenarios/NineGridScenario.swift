import Foundation
import StackKit

extension DemoScenario {
    /// Scenario 2: a post cell with text, one 200×200 image or a grid of up to nine 75×75
    /// images, and a button panel 8 below; images, rows and the grid are hidden by image
    /// count, and the cell takes its fitting height at a width of 375.
    static let nineGrid = DemoScenario(name: "nine-grid", summary: "a post cell with 0–9 images that fits its content (scenario 2)") { r in
        let cell = DemoViews.root(375, 1000, "cell")
        let single = DemoViews.box(200, 200, "single")
        let images = (0..<9).map { DemoViews.box(75, 75, "image\($0)") }
        let rows = (0..<3).map { i in DemoViews.stack("row\(i)", Array(images[(3 * i)..<(3 * i + 3)]), spacing: 5) }
        let grid = DemoViews.stack("grid", rows, axis: .vertical, spacing: 5, alignment: .leading)
        let content = DemoViews.stack("content", [DemoViews.label("Hello world", "text"), single, grid,
                                                  DemoViews.box(120, 30, "panel")],
                                      axis: .vertical, spacing: 8, alignment: .leading)
        DemoViews.add(content, to: cell)
        try DemoViews.pinEdges(of: content, to: cell, inset: 10)
        for count in [0, 1, 4, 9] {
            // What the app does for a post with `count` images: hide what is not used.
            single.isHidden = count != 1
            grid.isHidden = count < 2
            for (i, image) in images.enumerated() { image.isHidden = !(count >= 2 && i < count) }
            for (i, row) in rows.enumerated() { row.isHidden = !(count >= 2 && 3 * i < count) }
            let height = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel).height
            cell.frame = CGRect(x: 0, y: 0, width: 375, height: height)
            try r.step("\(count)-images", "\(count) image\(count == 1 ? "" : "s")", cell,
                       notes: ["fitting height at width 375: \(LayoutNumberText.format(height))"])
        }
    }
}

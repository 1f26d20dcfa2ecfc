import XCTest
import StackKit

/// Scenario 2 (Docs/Scenarios.md, "2. Post cell with up to nine images"): a feed cell with
/// text, then one 200×200 image or a grid of up to nine 75×75 images, then a button panel 8
/// below the media. Images (and rows, and the grid) are hidden according to the image
/// count; the cell's fitting height at a required width (height at fittingSizeLevel)
/// follows the content with no blank space.
///
/// cell (375 wide) ── content (vertical stack, spacing 8, leading), inset 10 on every side:
///   text "Hello world" 88×17
///   single 200×200
///   grid (vertical stack, spacing 5, leading): 3 rows (horizontal stacks, spacing 5) of 75×75 images
///   panel 120×30
final class ScenarioNineGridTests: XCTestCase {
    private final class PostCell {
        let cell: View
        let text = svLabel("Hello world", "text")
        let single = svBox(200, 200, "single")
        let images = (0..<9).map { svBox(75, 75, "image\($0)") }
        let rows: [StackView]
        let grid: StackView
        let panel = svBox(120, 30, "panel")
        let content: StackView

        init() {
            cell = svStrictRoot(CGSize(width: 375, height: 1000))
            cell.identifier = "cell"
            let images = self.images
            rows = (0..<3).map { r in
                let row = StackView(arrangedSubviews: Array(images[(3 * r)..<(3 * r + 3)]))
                row.identifier = "row\(r)"
                row.spacing = 5
                return row
            }
            grid = StackView(arrangedSubviews: rows)
            grid.identifier = "grid"
            grid.axis = .vertical
            grid.spacing = 5
            grid.alignment = .leading
            content = StackView(arrangedSubviews: [text, single, grid, panel])
            content.identifier = "content"
            content.axis = .vertical
            content.spacing = 8
            content.alignment = .leading
            content.translatesAutoresizingMaskIntoConstraints = false
            cell.addSubview(content)
            try! LayoutConstraint.activate([
                content.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
                content.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10),
                content.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
                content.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
            ])
        }

        /// What the app does for a post with `count` images: hide what is not used.
        func configure(imageCount count: Int, hidingRows: Bool = true) {
            single.isHidden = count != 1
            grid.isHidden = count < 2
            for (i, image) in images.enumerated() { image.isHidden = !(count >= 2 && i < count) }
            if hidingRows {
                for (r, row) in rows.enumerated() { row.isHidden = !(count >= 2 && 3 * r < count) }
            }
        }

        func fittingHeight() -> CGFloat {
            cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                         verticalFittingPriority: .fittingSizeLevel).height
        }

        /// Lays the cell out at its fitting height.
        func layoutAtFittingHeight() {
            cell.frame = CGRect(x: 0, y: 0, width: 375, height: fittingHeight())
            cell.layoutIfNeeded()
        }
    }

    /// 10 + 17 (text) + 8 + media + 8 + 30 (panel) + 10; no media: 10 + 17 + 8 + 30 + 10.
    private func expectedHeight(_ count: Int) -> CGFloat {
        switch count {
        case 0: return 75
        case 1: return 83 + 200
        case 2...3: return 83 + 75
        case 4...6: return 83 + 155
        default: return 83 + 235
        }
    }

    func testFittingHeightForEveryImageCount() {
        for count in 0...9 {
            let c = PostCell()
            c.configure(imageCount: count)
            XCTAssertEqual(c.fittingHeight(), expectedHeight(count), "\(count) images")
        }
    }

    func testFittingHeightFollowsTheImageCountOnOneCell() {
        let c = PostCell()
        for count in [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 8, 5, 1, 9, 0, 4, 3, 7, 2, 6, 0] {
            c.configure(imageCount: count)
            c.layoutAtFittingHeight()
            XCTAssertEqual(c.fittingHeight(), expectedHeight(count), "\(count) images")
            XCTAssertEqual(c.panel.frame.maxY, expectedHeight(count) - 20, "no blank space below the panel, \(count) images")
        }
    }

    func testTheSingleImageIsNeverStretched() {
        let c = PostCell()
        c.configure(imageCount: 1)
        c.layoutAtFittingHeight()
        XCTAssertEqual(c.single.frame, CGRect(x: 0, y: 25, width: 200, height: 200))
        XCTAssertEqual(c.panel.frame, CGRect(x: 0, y: 233, width: 120, height: 30))
        XCTAssertEqual(c.content.frame, CGRect(x: 10, y: 10, width: 355, height: 263))
    }

    func testFiveImagesFillOneRowAndTwoThirdsOfTheNext() {
        let c = PostCell()
        c.configure(imageCount: 5)
        c.layoutAtFittingHeight()
        XCTAssertEqual(c.grid.frame, CGRect(x: 0, y: 25, width: 235, height: 155))
        XCTAssertEqual(c.rows[0].frame, CGRect(x: 0, y: 0, width: 235, height: 75))
        XCTAssertEqual(c.rows[1].frame, CGRect(x: 0, y: 80, width: 155, height: 75))
        XCTAssertEqual(Array(c.images[0..<5]).map(\.frame), [
            CGRect(x: 0, y: 0, width: 75, height: 75), CGRect(x: 80, y: 0, width: 75, height: 75),
            CGRect(x: 160, y: 0, width: 75, height: 75), CGRect(x: 0, y: 0, width: 75, height: 75),
            CGRect(x: 80, y: 0, width: 75, height: 75)])
        XCTAssertEqual(c.images[5].frame.width, 0)
        XCTAssertEqual(c.panel.frame, CGRect(x: 0, y: 188, width: 120, height: 30))
    }

    func testNoImagesLeavesNoMediaGap() {
        let c = PostCell()
        c.configure(imageCount: 0)
        c.layoutAtFittingHeight()
        XCTAssertEqual(c.panel.frame, CGRect(x: 0, y: 25, width: 120, height: 30))
        XCTAssertEqual(c.cell.frame.height, 75)
    }

    /// The app hides images only, not the empty third row: the row takes no height (its
    /// spacing in the grid remains, as in UIKit, since the row itself is visible).
    func testARowWhoseImagesAreAllHiddenTakesNoHeight() {
        let c = PostCell()
        c.configure(imageCount: 4, hidingRows: false)
        XCTAssertEqual(c.fittingHeight(), 83 + 160)
        c.layoutAtFittingHeight()
        XCTAssertEqual(c.rows[2].frame, CGRect(x: 0, y: 160, width: 0, height: 0))
        XCTAssertEqual(c.grid.frame.height, 160)
    }
}

import XCTest
import StackKit

/// The samples of Docs/NestedStacks.md, verbatim, with the frames and output the page shows.
final class DocSampleNestedStacksTests: XCTestCase {
    private struct Cell {
        let root: View, cell: StackView, avatar: View, text: StackView, header: StackView
        let sender: Label, time: Label, message: Label
    }

    /// The page's first sample.
    private func makeMessageCell() throws -> Cell {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let avatar = View()
        avatar.intrinsicContentSize = CGSize(width: 40, height: 40)
        let sender = Label("Grace"), time = Label("9:41")
        let header = StackView(arrangedSubviews: [sender, time])
        header.spacing = 8
        let message = Label("Meeting moved to 3pm")
        let text = StackView(arrangedSubviews: [header, message])
        text.axis = .vertical
        text.alignment = .leading
        text.spacing = 4
        let cell = StackView(arrangedSubviews: [avatar, text])
        cell.alignment = .top
        cell.spacing = 12
        cell.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(cell)
        try LayoutConstraint.activate([
            cell.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            cell.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            cell.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
        ])
        for (view, name) in [(root, "root"), (cell, "cell"), (avatar, "avatar"), (text, "text"), (header, "header"),
                             (sender, "sender"), (time, "time"), (message, "message")] as [(View, String)] {
            view.identifier = name
        }
        print(root.snapshot())
        root.layoutEngine.diagnosticHandler = { XCTFail("\($0)") }
        return Cell(root: root, cell: cell, avatar: avatar, text: text, header: header, sender: sender, time: time,
                    message: message)
    }

    func testARowInsideAColumn() throws {
        let s = try makeMessageCell()
        XCTAssertEqual(s.root.snapshot(), try DocSample.outputBlock(in: "Docs/NestedStacks.md", after: "print(root.snapshot())"))
    }

    func testCrossAxisAlignmentOfTheOuterStack() throws {
        let s = try makeMessageCell()
        let (root, cell) = (s.root, s.cell)
        cell.alignment = .center
        root.layoutIfNeeded()      // text (52, 1, 236, 38): centred on the 40-point avatar
        XCTAssertEqual(s.text.frame, docRect(52, 1, 236, 38))
        XCTAssertEqual(s.avatar.frame, docRect(0, 0, 40, 40))
    }

    func testAlignmentAcrossLevels() throws {
        let s = try makeMessageCell()
        let (root, avatar, text, header) = (s.root, s.avatar, s.text, s.header)
        text.alignment = .fill
        root.layoutIfNeeded()      // avatar (0, 0, 116, 40), text (128, 0, 160, 38)
        avatar.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        root.layoutIfNeeded()      // avatar (0, 0, 40, 40), text (52, 0, 236, 38), sender (0, 0, 196, 17)
        header.distribution = .equalSpacing
        root.layoutIfNeeded()      // sender (0, 0, 40, 17), time (204, 0, 32, 17)
        docAssertFrames([header, s.sender, s.time], [docRect(0, 0, 236, 17), docRect(0, 0, 40, 17), docRect(204, 0, 32, 17)])
    }

    /// The table of "The outer size reaches the inner items", step by step.
    func testAlignmentAcrossLevelsStepByStep() throws {
        let s = try makeMessageCell()
        let views: [View] = [s.avatar, s.text, s.header, s.sender, s.time, s.message]
        s.root.layoutIfNeeded()
        docAssertFrames(views, [docRect(0, 0, 40, 40), docRect(52, 0, 236, 38), docRect(0, 0, 80, 17), docRect(0, 0, 40, 17),
                                docRect(48, 0, 32, 17), docRect(0, 21, 160, 17)])
        s.text.alignment = .fill
        s.root.layoutIfNeeded()
        docAssertFrames(views, [docRect(0, 0, 116, 40), docRect(128, 0, 160, 38), docRect(0, 0, 160, 17),
                                docRect(0, 0, 120, 17), docRect(128, 0, 32, 17), docRect(0, 21, 160, 17)])
        s.avatar.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        s.root.layoutIfNeeded()
        docAssertFrames(views, [docRect(0, 0, 40, 40), docRect(52, 0, 236, 38), docRect(0, 0, 236, 17), docRect(0, 0, 196, 17),
                                docRect(204, 0, 32, 17), docRect(0, 21, 236, 17)])
    }

    func testHidingAWholeNestedStack() throws {
        let s = try makeMessageCell()
        let (root, header) = (s.root, s.header)
        header.isHidden = true
        root.layoutIfNeeded()      // text (52, 0, 236, 17), message (0, 0, 160, 17); the cell stays 40 tall
        docAssertFrames([s.cell, s.text, s.message, header],
                        [docRect(16, 16, 288, 40), docRect(52, 0, 236, 17), docRect(0, 0, 160, 17), docRect(0, 0, 80, 0)])
        header.isHidden = false
        root.layoutIfNeeded()
        docAssertFrames([s.text, header, s.message], [docRect(52, 0, 236, 38), docRect(0, 0, 80, 17), docRect(0, 21, 160, 17)])
    }

    func testTheFittingHeightOfAPostCell() {
        let post = Label("Photos from the trip")
        let images = (0..<9).map { _ in View() }
        for image in images { image.intrinsicContentSize = CGSize(width: 75, height: 75) }
        let rows = (0..<3).map { r in StackView(arrangedSubviews: Array(images[(3 * r)..<(3 * r + 3)])) }
        for row in rows { row.spacing = 4 }
        let grid = StackView(arrangedSubviews: rows)
        grid.axis = .vertical
        grid.alignment = .leading
        grid.spacing = 4
        let buttons = Label("Like  Comment  Share")
        let postCell = StackView(arrangedSubviews: [post, grid, buttons])
        postCell.axis = .vertical
        postCell.alignment = .leading
        postCell.spacing = 8

        func show(imageCount count: Int) {
            for (index, image) in images.enumerated() { image.isHidden = index >= count }
            for row in rows { row.isHidden = row.arrangedSubviews.allSatisfy(\.isHidden) }
            grid.isHidden = count == 0
        }

        var heights: [CGFloat] = []
        for count in 0...9 {
            show(imageCount: count)
            let size = postCell.systemLayoutSizeFitting(CGSize(width: 320, height: 0),
                                                        withHorizontalFittingPriority: .required,
                                                        verticalFittingPriority: .fittingSizeLevel)
            heights.append(size.height)
        }
        // heights: 42, 125, 125, 125, 204, 204, 204, 283, 283, 283; every width 320
        for count in [0, 9] {
            show(imageCount: count)
            XCTAssertEqual(postCell.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                            verticalFittingPriority: .fittingSizeLevel).width, 320)
        }
        XCTAssertEqual(heights, [42, 125, 125, 125, 204, 204, 204, 283, 283, 283])

        show(imageCount: 4)
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        root.layoutEngine.diagnosticHandler = { XCTFail("\($0)") }
        postCell.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(postCell)
        postCell.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        postCell.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        postCell.widthAnchor.constraint(equalToConstant: 320).isActive = true
        root.layoutIfNeeded()
        docAssertFrames([postCell, grid, rows[0], rows[1], rows[2], buttons],
                        [docRect(0, 0, 320, 204), docRect(0, 25, 233, 154), docRect(0, 0, 233, 75), docRect(0, 79, 75, 75),
                         docRect(0, 154, 0, 0), docRect(0, 187, 160, 17)])
    }
}

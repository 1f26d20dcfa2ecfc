import XCTest
import StackKit

/// The samples of Docs/Visibility.md, verbatim, with the numbers the page gives.
final class DocSampleVisibilityTests: XCTestCase {
    private struct Row {
        let root: View
        let tags: [Label]
        let gaps: [LayoutConstraint]
        var minXs: [CGFloat] { tags.map(\.frame.minX) }
    }

    /// "Which edge to name": the tag row, as the page builds it.
    private func tagRow() -> Row {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 40))
        let title = Label("Title")
        let tags = ["a", "bb", "ccc", "dddd"].map { Label($0) }
        var gaps: [LayoutConstraint] = []
        var previous: View = title
        for view in [title] + tags {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10).isActive = true
        }
        title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10).isActive = true
        for tag in tags {
            let gap = tag.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 8)
            gap.isActive = true
            gaps.append(gap)
            previous = tag
        }
        root.layoutIfNeeded()                     // tags' minX: 58, 74, 98, 130
        root.layoutEngine.diagnosticHandler = { XCTFail("\($0)") }
        return Row(root: root, tags: tags, gaps: gaps)
    }

    func testTheTagRowAndItsTable() {
        let row = tagRow()
        XCTAssertEqual(row.minXs, [58, 74, 98, 130])
        let table: [([Int], [CGFloat])] = [
            ([0, 1, 2, 3], [58, 74, 98, 130]), ([], [50, 50, 50, 50]), ([0, 3], [58, 66, 66, 74]),
            ([1, 2], [50, 58, 82, 106]), ([2], [50, 50, 58, 82]),
        ]
        for (shown, minXs) in table {
            for (i, tag) in row.tags.enumerated() { tag.visibility = shown.contains(i) ? .visible : .gone(.leading) }
            row.root.layoutIfNeeded()
            XCTAssertEqual(row.minXs, minXs, "shown \(shown)")
            for (i, tag) in row.tags.enumerated() where !shown.contains(i) {
                XCTAssertEqual(tag.frame.width, 0)
                XCTAssertEqual(tag.frame.height, 17)
            }
        }
    }

    func testGoneLeading() {
        let row = tagRow()
        let (root, tags) = (row.root, row.tags)
        tags[1].visibility = .gone(.leading)
        root.layoutIfNeeded()                     // 58, 66, 74, 106
        XCTAssertEqual(row.minXs, [58, 66, 74, 106])
    }

    func testConstantsChangedWhileGone() {
        let row = tagRow()
        let (root, tags, gaps) = (row.root, row.tags, row.gaps)
        tags[1].visibility = .gone(.leading)
        gaps[1].constant = 20
        root.layoutIfNeeded()                     // still 58, 66, 74, 106
        tags[1].visibility = .visible
        root.layoutIfNeeded()                     // 58, 86, 110, 142
        XCTAssertEqual(row.minXs, [58, 86, 110, 142])
        // The middle step, checked on its own.
        let again = tagRow()
        again.tags[1].visibility = .gone(.leading)
        again.gaps[1].constant = 20
        again.root.layoutIfNeeded()
        XCTAssertEqual(again.minXs, [58, 66, 74, 106])
    }

    func testCollapsibleConstraints() {
        let row = tagRow()
        let (root, tags, gaps) = (row.root, row.tags, row.gaps)
        let width = tags[1].widthAnchor.constraint(equalToConstant: 40)
        width.isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(row.minXs, [58, 74, 122, 154])
        tags[1].collapsibleConstraints = [gaps[1], width, gaps[2]]
        tags[1].isCollapsed = true
        root.layoutIfNeeded()
        XCTAssertEqual(tags[1].frame, docRect(66, 10, 0, 17))
        XCTAssertEqual(row.minXs, [58, 66, 66, 98])
    }

    func testDistributeHelpers() throws {
        let superview = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let views = (0..<3).map { _ in View() }
        for view in views { superview.addSubview(view) }
        try views.distribute(along: .horizontal, fixedSpacing: 10, leadSpacing: 20, tailSpacing: 20)
        superview.layoutIfNeeded()
        XCTAssertEqual(views.map(\.frame.minX)[0], 20)
        XCTAssertEqual(views[0].frame.width, 260.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(views[1].frame.minX, 20 + 260.0 / 3 + 10, accuracy: 1e-9)   // 116.67
        try views.distribute(along: .horizontal, fixedSpacing: 10, leadSpacing: 20, tailSpacing: 20)
        try views.distribute(along: .horizontal, fixedItemLength: 40, leadSpacing: 20, tailSpacing: 20)
        superview.layoutIfNeeded()
        XCTAssertEqual(views.map(\.frame.minX), [20, 140, 260])
        XCTAssertEqual(views.map(\.frame.width), [40, 40, 40])
    }
}

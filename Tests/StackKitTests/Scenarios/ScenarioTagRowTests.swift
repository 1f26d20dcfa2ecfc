import XCTest
import StackKit

/// Scenario 1 (Docs/Scenarios.md, "1. Tag row: any subset of tags"): a list cell with a
/// title and a row of up to four tags; any subset of tags is shown, the gaps around hidden
/// tags vanish, and the app computes no widths or margins: the tags are arranged items and
/// `isHidden` does everything.
///
/// cell (vertical stack, spacing 4, leading) at (10, 10) in a 320×60 root:
///   title "Title" 40×17
///   tags (horizontal stack, spacing 6, center): "New" 24, "Hot" 24, "Sale" 32, "Free ship" 72 (all 17 tall)
final class ScenarioTagRowTests: XCTestCase {
    private final class TagCell {
        let root = svStrictRoot(CGSize(width: 320, height: 60))
        let title = svLabel("Title", "title")
        let tags = [svLabel("New", "new"), svLabel("Hot", "hot"), svLabel("Sale", "sale"), svLabel("Free ship", "free")]
        let row: StackView
        let cell: StackView

        init() {
            row = StackView(arrangedSubviews: tags)
            row.identifier = "row"
            row.spacing = 6
            row.alignment = .center
            cell = StackView(arrangedSubviews: [title, row])
            cell.identifier = "cell"
            cell.axis = .vertical
            cell.spacing = 4
            cell.alignment = .leading
            cell.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(cell)
            try! LayoutConstraint.activate([cell.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                            cell.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)])
        }

        /// Shows the tags whose bit is set in `mask` (bit 0: "New").
        func show(_ mask: Int) {
            for (i, tag) in tags.enumerated() { tag.isHidden = mask & (1 << i) == 0 }
        }
    }

    private let widths: [CGFloat] = [24, 24, 32, 72]

    /// The expected layout for a subset: visible tags one after another, 6 apart.
    private func assertLayout(_ c: TagCell, mask: Int, _ context: String = "",
                              file: StaticString = #filePath, line: UInt = #line) {
        var x: CGFloat = 0
        var expected: [CGRect] = []
        var actual: [CGRect] = []
        for (i, tag) in c.tags.enumerated() where mask & (1 << i) != 0 {
            expected.append(CGRect(x: x, y: 0, width: widths[i], height: 17))
            actual.append(tag.frame)
            x += widths[i] + 6
        }
        let rowWidth = expected.isEmpty ? 0 : x - 6
        let rowHeight: CGFloat = expected.isEmpty ? 0 : 17
        svAssertFrames(actual + [c.row.frame, c.title.frame, c.cell.frame],
                       expected + [CGRect(x: 0, y: 21, width: rowWidth, height: rowHeight),
                                   CGRect(x: 0, y: 0, width: 40, height: 17),
                                   CGRect(x: 10, y: 10, width: max(40, rowWidth), height: 21 + rowHeight)],
                       "mask \(String(mask, radix: 2)) \(context)", file: file, line: line)
        for (i, tag) in c.tags.enumerated() where mask & (1 << i) == 0 {
            XCTAssertEqual(tag.frame.width, 0, "hidden tag \(i), mask \(mask)", file: file, line: line)
        }
    }

    func testAllTagsShown() {
        let c = TagCell()
        c.root.layoutIfNeeded()
        XCTAssertEqual(c.tags.map(\.frame), [CGRect(x: 0, y: 0, width: 24, height: 17), CGRect(x: 30, y: 0, width: 24, height: 17),
                                             CGRect(x: 60, y: 0, width: 32, height: 17), CGRect(x: 98, y: 0, width: 72, height: 17)])
        XCTAssertEqual(c.cell.frame, CGRect(x: 10, y: 10, width: 170, height: 38))
    }

    func testOnlyTheFirstAndFourthTags() {
        let c = TagCell()
        c.show(0b1001)
        c.root.layoutIfNeeded()
        XCTAssertEqual(c.tags[0].frame, CGRect(x: 0, y: 0, width: 24, height: 17))
        XCTAssertEqual(c.tags[3].frame, CGRect(x: 30, y: 0, width: 72, height: 17))
        XCTAssertEqual(c.row.frame, CGRect(x: 0, y: 21, width: 102, height: 17))
    }

    func testNoTagsLeavesAnEmptyRow() {
        let c = TagCell()
        c.show(0)
        c.root.layoutIfNeeded()
        XCTAssertEqual(c.row.frame, CGRect(x: 0, y: 21, width: 0, height: 0))
        XCTAssertEqual(c.cell.frame, CGRect(x: 10, y: 10, width: 40, height: 21))
    }

    func testEverySubsetOfTagsInAFreshCell() {
        for mask in 0..<16 {
            let c = TagCell()
            c.show(mask)
            c.root.layoutIfNeeded()
            assertLayout(c, mask: mask)
        }
    }

    func testEverySubsetReachedFromEveryOtherSubset() {
        let c = TagCell()
        for from in 0..<16 {
            for to in 0..<16 {
                c.show(from)
                c.root.layoutIfNeeded()
                c.show(to)
                c.root.layoutIfNeeded()
                assertLayout(c, mask: to, "from \(String(from, radix: 2))")
            }
        }
    }

    func testHidingTheWholeRowRemovesItsGapInTheCell() {
        let c = TagCell()
        c.root.layoutIfNeeded()
        c.row.isHidden = true
        c.root.layoutIfNeeded()
        XCTAssertEqual(c.cell.frame, CGRect(x: 10, y: 10, width: 40, height: 17))
    }
}

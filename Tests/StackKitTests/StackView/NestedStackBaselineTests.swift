import XCTest
import StackKit

// A stack view passes its baselines on from its items, as UIKit's
// (`forFirstBaselineLayout` / `forLastBaselineLayout`), so a nested stack in a
// baseline-aligned row lines up its text, not its edge.

final class NestedStackBaselineTests: XCTestCase {
    /// "Big": 3 characters × 16 = 48 wide, 26 + 8 = 34 tall, first baseline 26 below its
    /// top, last baseline 8 above its bottom.
    private func bigLabel() -> Label {
        let big = Label("Big", metrics: Label.Metrics(characterAdvance: 16, ascent: 26, descent: 8))
        big.identifier = "big"
        return big
    }

    /// A column of "Title" (40 × 17) over "Sub" (24 × 17), no spacing: 40 × 34.
    private func column(_ title: Label, _ sub: Label) -> StackView {
        let column = StackView(arrangedSubviews: [title, sub])
        column.identifier = "column"
        column.axis = .vertical
        return column
    }

    func testARowAlignsANestedColumnByTheFirstBaselineOfItsFirstItem() {
        let title = svLabel("Title", "title"), sub = svLabel("Sub", "sub")
        let col = column(title, sub)
        let f = SVFixture([bigLabel(), col], alignment: .firstBaseline, spacing: 4)
        f.layout()
        // big is the reference at the top: baseline at 0 + 26.
        // The column's first baseline is title's: col.top + 13 = 26, so col.top = 13.
        // col.x = 48 + 4 = 52; col is as wide as its widest label (40) and 17 + 17 = 34 tall.
        XCTAssertEqual(f.frames, [CGRect(x: 0, y: 0, width: 48, height: 34), CGRect(x: 52, y: 13, width: 40, height: 34)])
        XCTAssertEqual(title.frame, CGRect(x: 0, y: 0, width: 40, height: 17))
        XCTAssertEqual(sub.frame, CGRect(x: 0, y: 17, width: 40, height: 17))
        // The lowest bottom is the column's: 13 + 34 = 47.
        XCTAssertEqual(f.stack.frame, CGRect(x: 0, y: 0, width: 92, height: 47))
    }

    func testARowAlignsANestedColumnByTheLastBaselineOfItsLastItem() {
        let col = column(svLabel("Title", "title"), svLabel("Sub", "sub"))
        let f = SVFixture([bigLabel(), col], alignment: .lastBaseline, spacing: 4)
        f.layout()
        // The column's last baseline is sub's: col.top + 34 − 4 = col.top + 30 above it.
        // big's: big.top + 34 − 8 = big.top + 26. The column reaches higher (30 > 26), so it
        // stays on the stack's top: col.top = 0, baseline at 30, big.top = 30 − 26 = 4.
        XCTAssertEqual(f.frames, [CGRect(x: 0, y: 4, width: 48, height: 34), CGRect(x: 52, y: 0, width: 40, height: 34)])
        // big's bottom, 4 + 34 = 38, is the lowest.
        XCTAssertEqual(f.stack.frame, CGRect(x: 0, y: 0, width: 92, height: 38))
    }

    func testAHorizontalInnerStackGivesTheBaselineOfItsFirstItem() {
        let ab = svLabel("ab", "ab"), cdef = svLabel("cdef", "cdef")
        let inner = StackView(arrangedSubviews: [ab, cdef])
        inner.identifier = "inner"
        let f = SVFixture([bigLabel(), inner], alignment: .firstBaseline, spacing: 4)
        f.layout()
        // inner's first baseline is ab's: inner.top + 13 = 26, so inner.top = 13;
        // inner is 16 + 32 = 48 wide and 17 tall, at x = 48 + 4 = 52.
        XCTAssertEqual(inner.frame, CGRect(x: 52, y: 13, width: 48, height: 17))
        XCTAssertTrue(inner.forFirstBaselineLayout === ab)
        XCTAssertTrue(inner.forLastBaselineLayout === ab)
    }

    func testAViewNamingASubviewAsItsFirstBaselineLayoutIsAlignedByThatSubview() {
        let card = BaselineCard()
        let big = bigLabel()
        let f = SVFixture([card, big], alignment: .firstBaseline, spacing: 4)
        f.layout()
        // card (the reference, at the top): its title sits 20 below its top, so the card's
        // first baseline is 20 + 13 = 33 below its top. big.top = 33 − 26 = 7, at x = 100 + 4.
        XCTAssertEqual(f.frames, [CGRect(x: 0, y: 0, width: 100, height: 60), CGRect(x: 104, y: 7, width: 48, height: 34)])
        // The stack is as tall as the card (60 > 7 + 34 = 41).
        XCTAssertEqual(f.stack.frame.height, 60)
    }

    func testHidingTheFirstItemOfANestedColumnMovesItsBaselineToTheNextItem() {
        let title = svLabel("Title", "title"), sub = svLabel("Sub", "sub")
        let col = column(title, sub)
        let f = SVFixture([bigLabel(), col], alignment: .firstBaseline, spacing: 4)
        f.layout()
        title.isHidden = true
        f.layout()
        // The column holds sub alone (24 × 17); its first baseline is sub's: col.top + 13 = 26.
        XCTAssertEqual(col.frame, CGRect(x: 52, y: 13, width: 24, height: 17))
        XCTAssertTrue(col.forFirstBaselineLayout === sub)
    }

    func testANewAscentOfTheFirstLabelOfANestedColumnRealignsTheColumn() {
        let title = svLabel("Title", "title"), sub = svLabel("Sub", "sub")
        let col = column(title, sub)
        let f = SVFixture([bigLabel(), col], alignment: .firstBaseline, spacing: 4)
        f.layout()
        title.metrics = Label.Metrics(ascent: 20, descent: 4)
        f.layout()
        // title is now 20 + 4 = 24 tall with its baseline 20 below its top:
        // col.top + 20 = 26, so col.top = 6; the column is 24 + 17 = 41 tall.
        XCTAssertEqual(col.frame, CGRect(x: 52, y: 6, width: 40, height: 41))
    }

    func testANestedColumnReportsItsFirstItemsBaselineOffsets() {
        let title = svLabel("Title", "title"), sub = svLabel("Sub", "sub")
        let col = column(title, sub)
        let f = SVFixture([bigLabel(), col], alignment: .firstBaseline, spacing: 4)
        f.layout()
        // title's baseline is 13 below the column's top; sub's last baseline 4 above its bottom.
        XCTAssertEqual(col.firstBaselineOffsetFromTop, 13)
        XCTAssertEqual(col.lastBaselineOffsetFromBottom, 4)
        XCTAssertTrue(col.forFirstBaselineLayout === title)
        XCTAssertTrue(col.forLastBaselineLayout === sub)
    }

    func testAnEmptyStackGivesItsOwnEdgesAsBaselines() {
        let empty = StackView()
        XCTAssertTrue(empty.forFirstBaselineLayout === empty)
        XCTAssertNil(empty.firstBaselineOffsetFromTop)
        XCTAssertNil(empty.lastBaselineOffsetFromBottom)
    }
}

/// A 100 × 60 card whose title label sits 20 below its top and gives the card's baseline.
private final class BaselineCard: View {
    let title = svLabel("Card", "card-title")

    init() {
        super.init(frame: .zero)
        identifier = "card"
        intrinsicContentSize = CGSize(width: 100, height: 60)
        title.translatesAutoresizingMaskIntoConstraints = false
        addSubview(title)
        try! LayoutConstraint.activate([title.topAnchor.constraint(equalTo: topAnchor, constant: 20),
                                        title.leadingAnchor.constraint(equalTo: leadingAnchor)])
    }

    override var forFirstBaselineLayout: View { title }
}

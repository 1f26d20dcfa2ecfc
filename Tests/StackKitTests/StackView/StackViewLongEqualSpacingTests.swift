import XCTest
import StackKit

/// Long `equalSpacing` stacks (Docs/StackView.md, "Long equalSpacing stacks"): above 32
/// visible items only the binding spacing is kept (the first of the largest), since every
/// gap is required to be as long as the first; the frames are those of every spacing, and
/// the tableau stays within a few cells per constraint.
final class StackViewLongEqualSpacingTests: XCTestCase {
    private func spacings(of stack: StackView) -> [LayoutConstraint] {
        stack.arrangementConstraints().first { $0.family == "spacing" }?.constraints ?? []
    }

    /// `count` boxes 10 × 10, spacing 8, in an `equalSpacing` stack, optionally pinned to
    /// `length`; laid out.
    private func laidOut(_ count: Int, length: CGFloat? = nil, customize: (SVFixture) -> Void = { _ in }) -> SVFixture {
        let f = SVFixture((0..<count).map { svBox(10, 10, "i\($0)") }, distribution: .equalSpacing, spacing: 8,
                          length: length)
        customize(f)
        f.layout()
        return f
    }

    /// The stack's one spacing constraint is `f.leading >= p.trailing + gap`.
    private func assertOnlySpacing(of stack: StackView, after p: View, before f: View, _ gap: CGFloat,
                                   file: StaticString = #filePath, line: UInt = #line) {
        let kept = spacings(of: stack)
        XCTAssertEqual(kept.count, 1, file: file, line: line)
        guard let c = kept.first else { return }
        XCTAssertTrue(c.firstItem === f, file: file, line: line)
        XCTAssertEqual(c.firstAttribute, .leading, file: file, line: line)
        XCTAssertEqual(c.relation, .greaterThanOrEqual, file: file, line: line)
        XCTAssertTrue(c.secondItem === p, file: file, line: line)
        XCTAssertEqual(c.secondAttribute, .trailing, file: file, line: line)
        XCTAssertEqual(c.constant, gap, file: file, line: line)
    }

    func testThirtyTwoVisibleItemsKeepEverySpacing() {
        let f = laidOut(32)
        XCTAssertEqual(spacings(of: f.stack).count, 31)
    }

    func testThirtyThreeVisibleItemsKeepOnlyTheSpacingAfterTheFirst() {
        let f = laidOut(33)
        assertOnlySpacing(of: f.stack, after: f.items[0], before: f.items[1], 8)
    }

    /// The stack hugs (`SKSV-canvas-fit`): 40 boxes and 39 minimum gaps of 8, 712 long,
    /// item i at 18·i, as with every spacing.
    func testALongHuggingStackIsLaidOutAsWithEverySpacing() {
        let f = laidOut(40)
        XCTAssertEqual(f.stack.frame.width, 712)
        XCTAssertEqual(f.items[1].frame, CGRect(x: 18, y: 0, width: 10, height: 10))
        XCTAssertEqual(f.items[39].frame, CGRect(x: 702, y: 0, width: 10, height: 10))
    }

    /// 40 boxes with a custom spacing of 20 after item 5, the largest.
    private func fortyItemsWithACustomSpacingAfterItemFive() -> SVFixture {
        laidOut(40) { $0.stack.setCustomSpacing(20, after: $0.items[5]) }
    }

    /// The custom spacing is the one kept, and since every gap equals the first, all 39
    /// gaps are 20: 400 + 39 × 20 = 1 180, item i at 30·i.
    func testTheKeptSpacingIsTheLargestCustomSpacing() {
        let f = fortyItemsWithACustomSpacingAfterItemFive()
        assertOnlySpacing(of: f.stack, after: f.items[5], before: f.items[6], 20)
        XCTAssertEqual(f.stack.frame.width, 1_180)
        XCTAssertEqual(f.items[1].frame.minX, 30)
        XCTAssertEqual(f.items[6].frame.minX, 180)
        XCTAssertEqual(f.items[39].frame.minX, 1_170)
    }

    /// Hiding item 5 drops its custom spacing (the gap from item 4 to item 6 is item 4's,
    /// 8): the spacing after the first item is kept again, and the 39 visible boxes hug at
    /// 390 + 38 × 8 = 694, item 6 where item 5 was, at 90.
    func testHidingTheItemOfTheKeptSpacingKeepsTheNextLargest() {
        let f = fortyItemsWithACustomSpacingAfterItemFive()
        f.items[5].isHidden = true
        f.layout()
        assertOnlySpacing(of: f.stack, after: f.items[0], before: f.items[1], 8)
        XCTAssertEqual(f.stack.frame.width, 694)
        XCTAssertEqual(f.items[6].frame.minX, 90)
        XCTAssertEqual(f.items[39].frame.minX, 684)
    }

    /// Hiding items until 32 are visible brings every spacing back.
    func testHidingDownToThirtyTwoVisibleItemsKeepsEverySpacingAgain() {
        let f = laidOut(33)
        f.items[32].isHidden = true
        f.layout()
        XCTAssertEqual(spacings(of: f.stack).count, 31)
        XCTAssertEqual(f.items[31].frame.minX, 558)
    }

    /// 1 000 boxes pinned at their natural length 17 992 plus 10: each of the 999 gaps is
    /// 8 + 10/999, the last box ends at the pinned end. With every spacing the tableau held
    /// about 10 million cells (Docs/Performance.md).
    private func thousandStretchedItems() -> SVFixture {
        laidOut(1_000, length: 18_002)
    }

    func testAThousandStretchedItemsShareTheExtraLengthAmongTheGaps() {
        let f = thousandStretchedItems()
        XCTAssertEqual(f.items[1].frame.minX, 18 + 10.0 / 999, accuracy: 1e-9)
        XCTAssertEqual(f.items[500].frame.minX, 500 * (18 + 10.0 / 999), accuracy: 1e-9)
        XCTAssertEqual(f.items[999].frame, CGRect(x: 17_992, y: 0, width: 10, height: 10))
    }

    func testAThousandStretchedItemsKeepTheTableauSparse() {
        let statistics = thousandStretchedItems().root.layoutEngine.solverStatistics
        XCTAssertLessThan(statistics.cells, 8 * statistics.constraints, "\(statistics)")
    }

    /// Hiding item 500: 999 boxes, natural 9 990 + 998 × 8 = 17 974, so each of the 998 gaps
    /// is 8 + 28/998; the tableau stays sparse.
    func testHidingAnItemOfAThousandStretchedItemsWidensEveryGap() {
        let f = thousandStretchedItems()
        f.items[500].isHidden = true
        f.layout()
        XCTAssertEqual(f.items[501].frame.minX, 500 * (18 + 28.0 / 998), accuracy: 1e-9)
        XCTAssertEqual(f.items[999].frame.minX, 17_992, accuracy: 1e-9)
        let statistics = f.root.layoutEngine.solverStatistics
        XCTAssertLessThan(statistics.cells, 8 * statistics.constraints, "\(statistics)")
    }
}

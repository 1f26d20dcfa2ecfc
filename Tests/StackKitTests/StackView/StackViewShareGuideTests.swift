import XCTest
import StackKit

/// Long `fillEqually` and `fillProportionally` stacks (Docs/StackView.md, "Shares of long
/// stacks"): no multiplier below 1/1 000, the solver's ordinary range, so that the tableau
/// stays within a few cells per constraint. `fillEqually`'s share of more than 1 000 items is
/// taken in two steps through a guide, `H.dim == C.dim / k` and the first item `k/m` of
/// `H`, k = ⌈√m⌉; `fillProportionally`'s items, when a share is below 1/1 000, are multiples
/// of a unit guide as long as the longest item.
final class StackViewShareGuideTests: XCTestCase {
    private func guide(_ identifier: String, of stack: StackView) -> LayoutGuide? {
        stack.layoutGuides.first { $0.identifier == identifier }
    }

    private func family(_ name: String, of stack: StackView) -> [LayoutConstraint] {
        stack.arrangementConstraints().first { $0.family == name }?.constraints ?? []
    }

    /// Fewer than 8 tableau cells per constraint the solver holds.
    private func assertSparse(_ f: SVFixture, file: StaticString = #filePath, line: UInt = #line) {
        let statistics = f.root.layoutEngine.solverStatistics
        XCTAssertLessThan(statistics.cells, 8 * statistics.constraints, "\(statistics)", file: file, line: line)
    }

    /// Items of these lengths, 10 thick, with no spacing, in a stack `length` long, laid out.
    private func laidOut(_ lengths: [CGFloat], _ distribution: StackView.Distribution, length: CGFloat) -> SVFixture {
        let f = SVFixture(lengths.enumerated().map { svBox($0.element, 10, "i\($0.offset)") },
                          distribution: distribution, length: length)
        f.layout()
        return f
    }

    /// 1 001 items 1 point wide with no spacing, in a stack 2 002 points long: each item is
    /// 2 long, item i at x = 2i. k = ⌈√1 001⌉ = 32 (31² = 961): the guide is 2 002 / 32 =
    /// 62.5625 long and the first item 32/1 001 of it, 2.
    private func thousandAndOneEqualItems() -> SVFixture {
        laidOut(Array(repeating: 1, count: 1_001), .fillEqually, length: 2_002)
    }

    func testAThousandAndOneEqualItemsShareTheCanvasThroughAGuide() throws {
        let f = thousandAndOneEqualItems()
        XCTAssertEqual(f.items[0].frame, CGRect(x: 0, y: 0, width: 2, height: 10))
        XCTAssertEqual(f.items[500].frame, CGRect(x: 1_000, y: 0, width: 2, height: 10))
        XCTAssertEqual(f.items[1_000].frame, CGRect(x: 2_000, y: 0, width: 2, height: 10))
        let share = try XCTUnwrap(guide("share", of: f.stack))
        XCTAssertEqual(share.layoutFrame.width, 62.5625)
        let steps = family("fill-equally-share", of: f.stack)
        XCTAssertEqual(steps.count, 2)
        XCTAssertTrue(steps[0].firstItem === share)
        XCTAssertTrue(steps[0].secondItem === f.stack)
        XCTAssertEqual(steps[0].multiplier, 1.0 / 32)
        XCTAssertTrue(steps[1].firstItem === f.items[0])
        XCTAssertTrue(steps[1].secondItem === share)
        XCTAssertEqual(steps[1].multiplier, 32.0 / 1_001)
        XCTAssertEqual(steps[1].constant, 0)
    }

    /// The tableau of this stack before the guide: 4 041 042 cells.
    func testAThousandAndOneEqualItemsKeepTheTableauSparse() {
        assertSparse(thousandAndOneEqualItems())
    }

    /// With 1 000 items visible the share is one step again, 1/1 000: the guide goes and the
    /// 1 000 items share 2 002 points, 2.002 each.
    func testHidingAnItemOfAThousandAndOneGoesBackToOneShare() throws {
        let f = thousandAndOneEqualItems()
        f.items[1_000].isHidden = true
        f.layout()
        XCTAssertNil(guide("share", of: f.stack))
        let steps = family("fill-equally-share", of: f.stack)
        XCTAssertEqual(steps.count, 1)
        XCTAssertTrue(steps[0].firstItem === f.items[0])
        XCTAssertTrue(steps[0].secondItem === f.stack)
        XCTAssertEqual(steps[0].multiplier, 1.0 / 1_000)
        XCTAssertEqual(f.items[999].frame.minX, 999 * 2.002, accuracy: 1e-9)
        XCTAssertEqual(f.items[999].frame.width, 2.002, accuracy: 1e-9)
    }

    /// With the share in two steps the canvas's end is left to it: the one main-axis
    /// canvas connection is the leading one, and the last item still ends at 2 002.
    func testAThousandAndOneEqualItemsLeaveTheCanvasEndToTheShare() {
        let f = thousandAndOneEqualItems()
        let connections = family("canvas-connection", of: f.stack)
        XCTAssertEqual(connections.count, 1)
        XCTAssertEqual(connections.first?.firstAttribute, .leading)
        XCTAssertEqual(f.items[1_000].frame.maxX, 2_002)
    }

    func testHidingBackToAThousandItemsTiesTheCanvasEndAgain() {
        let f = thousandAndOneEqualItems()
        f.items[1_000].isHidden = true
        f.layout()
        let connections = family("canvas-connection", of: f.stack)
        XCTAssertEqual(connections.map(\.firstAttribute), [.leading, .trailing])
        XCTAssertTrue(connections.last?.secondItem === f.items[999])
    }

    /// 2 000 items of intrinsic lengths 10, 15, … 40 (repeating), spacing 8, in a stack
    /// 10 points longer than their natural 65 967 (49 975 + 1 999 × 8): each item is
    /// (65 977 − 15 992) / 2 000 = 24.9925 long, item i at x = 32.9925i. The strict root
    /// fails the test on any diagnostic: the last spacing, closing the chain, was refused
    /// as a conflict (its row of dummies carried the rounding of 4 000 terms, 1.4e-8).
    func testTwoThousandEqualItemsWithSpacingLayOutWithoutAConflict() {
        let lengths = (0..<2_000).map { CGFloat(10 + 5 * ($0 % 7)) }
        let f = SVFixture(lengths.enumerated().map { svBox($0.element, 10, "i\($0.offset)") },
                          distribution: .fillEqually, spacing: 8, length: 65_977)
        f.layout()
        XCTAssertEqual(f.items[1].frame.minX, 32.9925, accuracy: 1e-9)
        XCTAssertEqual(f.items[1_999].frame.minX, 1_999 * 32.9925, accuracy: 1e-9)
        XCTAssertEqual(f.items[1_999].frame.width, 24.9925, accuracy: 1e-9)
    }

    func testShowingTheItemAgainTakesTheGuideBack() throws {
        let f = thousandAndOneEqualItems()
        f.items[1_000].isHidden = true
        f.layout()
        f.items[1_000].isHidden = false
        f.layout()
        XCTAssertNotNil(guide("share", of: f.stack))
        XCTAssertEqual(family("fill-equally-share", of: f.stack).count, 2)
        XCTAssertEqual(f.items[1_000].frame, CGRect(x: 2_000, y: 0, width: 2, height: 10))
    }

    /// 600 items alternately 1 and 3 long (L = 1 200), no spacing, in a stack 2 400 long:
    /// every item twice its length, so item 2j at x = 8j, 2 long, and item 2j + 1 at 8j + 2,
    /// 6 long. The smallest share, 1/1 200, is below 1/1 000: the items are multiples of a
    /// unit as long as the longest item, `U.dim == 3/1 200 × C.dim` = 6, a third of it and
    /// all of it.
    private func sixHundredProportionalItems() -> SVFixture {
        laidOut((0..<600).map { $0 % 2 == 0 ? 1 : 3 }, .fillProportionally, length: 2_400)
    }

    func testManyProportionalItemsAreMultiplesOfAUnit() throws {
        let f = sixHundredProportionalItems()
        XCTAssertEqual(f.items[0].frame, CGRect(x: 0, y: 0, width: 2, height: 10))
        XCTAssertEqual(f.items[1].frame, CGRect(x: 2, y: 0, width: 6, height: 10))
        XCTAssertEqual(f.items[598].frame, CGRect(x: 2_392, y: 0, width: 2, height: 10))
        XCTAssertEqual(f.items[599].frame, CGRect(x: 2_394, y: 0, width: 6, height: 10))
        let unit = try XCTUnwrap(guide("proportional-unit", of: f.stack))
        XCTAssertEqual(unit.layoutFrame.width, 6)
        XCTAssertNil(guide("proportional-share", of: f.stack), "3/1 200 is above 1/1 000: one step")
        let lengths = family("fill-proportionally", of: f.stack)
        let definition = try XCTUnwrap(lengths.first { $0.firstItem === unit })
        XCTAssertTrue(definition.secondItem === f.stack)
        XCTAssertEqual(definition.multiplier, 3.0 / 1_200)
        XCTAssertEqual(definition.priority, .required)
        let first = try XCTUnwrap(lengths.first { $0.firstItem === f.items[0] })
        XCTAssertTrue(first.secondItem === unit)
        XCTAssertEqual(first.multiplier, 1.0 / 3)
        XCTAssertEqual(first.constant, 0)
        let second = try XCTUnwrap(lengths.first { $0.firstItem === f.items[1] })
        XCTAssertEqual(second.multiplier, 1)
        XCTAssertEqual(second.priority, 999)
    }

    /// One share in one step would make the whole system wide: every row written out
    /// (305 837 cells).
    func testManyProportionalItemsKeepTheTableauSparse() {
        assertSparse(sixHundredProportionalItems())
    }

    /// Hiding item 301 (3 long) leaves L = 1 197: every item is 2 400/1 197 times its length,
    /// and only the unit's constraint changed its coefficient (the shares in one step would
    /// have changed all 599).
    func testHidingAnItemChangesOnlyTheUnit() throws {
        let f = sixHundredProportionalItems()
        let before = f.root.layoutEngine.statistics
        f.items[301].isHidden = true
        f.layout()
        XCTAssertEqual(f.root.layoutEngine.statistics.coefficientChanges - before.coefficientChanges, 1)
        let scale = 2_400.0 / 1_197
        XCTAssertEqual(f.items[0].frame.width, scale, accuracy: 1e-9)
        XCTAssertEqual(f.items[599].frame.width, 3 * scale, accuracy: 1e-9)
        XCTAssertEqual(f.items[599].frame.maxX, 2_400, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(guide("proportional-unit", of: f.stack)).layoutFrame.width, 3 * scale,
                       accuracy: 1e-9)
    }

    /// 1 100 items 1 long in 2 200: the unit, 1/1 100 of the canvas, is itself below 1/1 000,
    /// so it is taken in two steps: `H.dim == C.dim / 34` (k = ⌈√1 100⌉ = 34, 33² = 1 089),
    /// `U.dim == 34/1 100 × H.dim` = 2, each item 1 × U.
    func testAUnitBelowAThousandthTakesTwoSteps() throws {
        let f = laidOut(Array(repeating: 1, count: 1_100), .fillProportionally, length: 2_200)
        XCTAssertEqual(f.items[0].frame, CGRect(x: 0, y: 0, width: 2, height: 10))
        XCTAssertEqual(f.items[1_099].frame, CGRect(x: 2_198, y: 0, width: 2, height: 10))
        let share = try XCTUnwrap(guide("proportional-share", of: f.stack))
        let unit = try XCTUnwrap(guide("proportional-unit", of: f.stack))
        XCTAssertEqual(share.layoutFrame.width, 2_200.0 / 34, accuracy: 1e-9)
        XCTAssertEqual(unit.layoutFrame.width, 2)
        let lengths = family("fill-proportionally", of: f.stack)
        XCTAssertEqual(lengths.first { $0.firstItem === share }?.multiplier, 1.0 / 34)
        let definition = try XCTUnwrap(lengths.first { $0.firstItem === unit })
        XCTAssertTrue(definition.secondItem === share)
        XCTAssertEqual(definition.multiplier, 34.0 / 1_100, accuracy: 1e-15)
    }

    /// A share of exactly 1/1 000 is still one step: 500 items 1 and 3 long sum to 1 000.
    func testAShareOfAThousandthNeedsNoUnit() {
        let f = laidOut((0..<500).map { $0 % 2 == 0 ? 1 : 3 }, .fillProportionally, length: 2_000)
        XCTAssertNil(guide("proportional-unit", of: f.stack))
        XCTAssertEqual(f.items[1].frame, CGRect(x: 2, y: 0, width: 6, height: 10))
        let first = family("fill-proportionally", of: f.stack).first { $0.firstItem === f.items[0] }
        XCTAssertTrue(first?.secondItem === f.stack)
    }

    /// Three items 1, 999 and 1 000 long in 4 000: the first one's share, 1/2 000, needs the
    /// unit (1 000/2 000 of the canvas, 2 000 long), and they are 1/1 000, 999/1 000 and all of
    /// it: 2, 1 998 and 2 000. Without the first item the shares are 999/1 999 and
    /// 1 000/1 999 of 4 000: one step, and the unit goes.
    func testTheUnitGoesWhenTheSmallestShareGrows() throws {
        let f = laidOut([1, 999, 1_000], .fillProportionally, length: 4_000)
        XCTAssertEqual(try XCTUnwrap(guide("proportional-unit", of: f.stack)).layoutFrame.width, 2_000)
        XCTAssertEqual(f.frames.map(\.width), [2, 1_998, 2_000])
        f.items[0].isHidden = true
        f.layout()
        XCTAssertNil(guide("proportional-unit", of: f.stack))
        XCTAssertEqual(f.items[1].frame.width, 4_000 * 999 / 1_999, accuracy: 1e-9)
        XCTAssertEqual(f.items[2].frame.minX, 4_000 * 999 / 1_999, accuracy: 1e-9)
    }

    /// 60 items 10 to 16 long (10 + i mod 7; 774 in all) with no spacing, in a stack 784
    /// long: each share has its own priority, and the shares sum to one, so the constraint
    /// that closes the chain is redundant with them. Its row is solved for the error of the
    /// lowest share (Docs/Solver.md, "The subject"), so no level hands it down: at most one
    /// pivot per item. (Solved for the highest share's error, the first layout took 118
    /// pivots, 58 of them handing that row from level to level.)
    func testClosingProportionalSharesHandsNoRowDownTheLevels() {
        let lengths = (0..<60).map { CGFloat(10 + $0 % 7) }
        let f = laidOut(lengths, .fillProportionally, length: 784)
        XCTAssertLessThanOrEqual(f.root.layoutEngine.solverStatistics.pivots, 60)
        // Item i is lengthᵢ · 784/774 long: item 0 is 7 840/774, item 59 (13 long) 10 192/774
        // and ends at 784.
        XCTAssertEqual(f.items[0].frame.width, 7_840 / 774, accuracy: 1e-9)
        XCTAssertEqual(f.items[59].frame.width, 10_192 / 774, accuracy: 1e-9)
        XCTAssertEqual(f.items[59].frame.maxX, 784, accuracy: 1e-9)
    }
}

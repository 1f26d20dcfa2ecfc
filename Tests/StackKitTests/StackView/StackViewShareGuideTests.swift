import XCTest
import StackKit

/// Long `fillEqually` and `fillProportionally` stacks (Docs/StackView.md, "Shares of long
/// stacks"): a share of the canvas below 1/1 000 is taken in two steps through a helper
/// guide, `H.dim == C.dim / k` and the item `k ×` its share of `H`, with k = ⌈√(1/share)⌉,
/// so that no multiplier falls below the solver's ordinary range and the tableau stays
/// within a few cells per constraint.
final class StackViewShareGuideTests: XCTestCase {
    private func guide(_ identifier: String, of stack: StackView) -> LayoutGuide? {
        stack.layoutGuides.first { $0.identifier == identifier }
    }

    private func family(_ name: String, of stack: StackView) -> [LayoutConstraint] {
        stack.arrangementConstraints().first { $0.family == name }?.constraints ?? []
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

    /// The tableau of the 1 001-item stack before the guide: 6 million cells.
    func testAThousandAndOneEqualItemsKeepTheTableauSparse() {
        let f = thousandAndOneEqualItems()
        let statistics = f.root.layoutEngine.solverStatistics
        XCTAssertLessThan(statistics.cells, 8 * statistics.constraints, "\(statistics)")
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
    /// 6 long. The smallest share, 1/1 200, is below 1/1 000: k = ⌈√1 200⌉ = 35 (34² = 1 156),
    /// the guide is 2 400 / 35 long, and the items take 35/1 200 and 105/1 200 of it.
    private func sixHundredProportionalItems() -> SVFixture {
        laidOut((0..<600).map { $0 % 2 == 0 ? 1 : 3 }, .fillProportionally, length: 2_400)
    }

    func testManyProportionalItemsShareTheCanvasThroughAGuide() throws {
        let f = sixHundredProportionalItems()
        XCTAssertEqual(f.items[0].frame, CGRect(x: 0, y: 0, width: 2, height: 10))
        XCTAssertEqual(f.items[1].frame, CGRect(x: 2, y: 0, width: 6, height: 10))
        XCTAssertEqual(f.items[598].frame, CGRect(x: 2_392, y: 0, width: 2, height: 10))
        XCTAssertEqual(f.items[599].frame, CGRect(x: 2_394, y: 0, width: 6, height: 10))
        let share = try XCTUnwrap(guide("proportional-share", of: f.stack))
        XCTAssertEqual(share.layoutFrame.width, 2_400.0 / 35, accuracy: 1e-9)
        let lengths = family("fill-proportionally", of: f.stack)
        let step = try XCTUnwrap(lengths.first { $0.firstItem === share })
        XCTAssertTrue(step.secondItem === f.stack)
        XCTAssertEqual(step.multiplier, 1.0 / 35)
        let first = try XCTUnwrap(lengths.first { $0.firstItem === f.items[0] })
        XCTAssertTrue(first.secondItem === share)
        XCTAssertEqual(first.multiplier, 35.0 / 1_200, accuracy: 1e-15)
        let second = try XCTUnwrap(lengths.first { $0.firstItem === f.items[1] })
        XCTAssertEqual(second.multiplier, 105.0 / 1_200, accuracy: 1e-15)
    }

    /// One share in one step would make the whole system wide: every row written out.
    func testManyProportionalItemsKeepTheTableauSparse() {
        let f = sixHundredProportionalItems()
        let statistics = f.root.layoutEngine.solverStatistics
        XCTAssertLessThan(statistics.cells, 8 * statistics.constraints, "\(statistics)")
    }

    /// A share of exactly 1/1 000 is still one step: 500 items 1 and 3 long sum to 1 000.
    func testAShareOfAThousandthNeedsNoGuide() {
        let f = laidOut((0..<500).map { $0 % 2 == 0 ? 1 : 3 }, .fillProportionally, length: 2_000)
        XCTAssertNil(guide("proportional-share", of: f.stack))
        XCTAssertEqual(f.items[1].frame, CGRect(x: 2, y: 0, width: 6, height: 10))
        let first = family("fill-proportionally", of: f.stack).first { $0.firstItem === f.items[0] }
        XCTAssertTrue(first?.secondItem === f.stack)
    }

    /// Three items 1, 999 and 1 000 long in 4 000: the first one's share, 1/2 000, needs the
    /// guide (k = 45), and they are 2, 1 998 and 2 000 long. Without it the shares are 999/1 999
    /// and 1 000/1 999 of 4 000: one step, and the guide goes.
    func testTheGuideGoesWhenTheSmallestShareGrows() throws {
        let f = laidOut([1, 999, 1_000], .fillProportionally, length: 4_000)
        XCTAssertNotNil(guide("proportional-share", of: f.stack))
        XCTAssertEqual(f.frames.map(\.width), [2, 1_998, 2_000])
        f.items[0].isHidden = true
        f.layout()
        XCTAssertNil(guide("proportional-share", of: f.stack))
        XCTAssertEqual(f.items[1].frame.width, 4_000 * 999 / 1_999, accuracy: 1e-9)
        XCTAssertEqual(f.items[2].frame.minX, 4_000 * 999 / 1_999, accuracy: 1e-9)
    }
}

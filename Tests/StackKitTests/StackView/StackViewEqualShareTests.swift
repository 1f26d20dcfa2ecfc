import XCTest
import StackKit

/// `SKSV-fill-equally-share` (Docs/StackView.md, "Equal lengths in linear time"): a
/// `fillEqually` stack ties its first visible item to an equal share of the canvas, and
/// changes that constraint's multiplier in place when the number of visible items changes.
///
/// The stack: a, b, c (intrinsic widths 30, 40, 50), spacing 10, 200 points wide. Three
/// visible items share 200 − 2·10 = 180: 60 each, at x = 0, 70, 140; two share 190: 95.
final class StackViewEqualShareTests: XCTestCase {
    private func pinnedStack() -> SVFixture {
        let items = [svBox(30, 20, "a"), svBox(40, 20, "b"), svBox(50, 20, "c")]
        let f = SVFixture(items, distribution: .fillEqually, spacing: 10, length: 200)
        f.layout()
        return f
    }

    private func share(of stack: StackView) -> LayoutConstraint? {
        stack.constraints.first { $0.identifier == "SKSV-fill-equally-share" }
    }

    func testTheFirstItemIsAThirdOfTheCanvasLessAThirdOfTheGaps() throws {
        let f = pinnedStack()
        let share = try XCTUnwrap(share(of: f.stack))
        XCTAssertTrue(share.firstItem === f.items[0])
        XCTAssertTrue(share.secondItem === f.stack)
        XCTAssertEqual(share.multiplier, 1.0 / 3)
        XCTAssertEqual(share.constant, -20.0 / 3, accuracy: 1e-12)
        XCTAssertEqual(f.frames.map(\.minX), [0, 70, 140])
        XCTAssertEqual(f.frames.map(\.width), [60, 60, 60])
    }

    func testHidingAnItemHalvesTheShareInPlace() throws {
        let f = pinnedStack()
        let share = try XCTUnwrap(share(of: f.stack))
        f.items[1].isHidden = true
        f.layout()
        XCTAssertTrue(self.share(of: f.stack) === share, "the same constraint, not a replacement")
        XCTAssertEqual(share.multiplier, 0.5)
        XCTAssertEqual(share.constant, -5)
        XCTAssertEqual(f.items[0].frame, CGRect(x: 0, y: 0, width: 95, height: 20))
        XCTAssertEqual(f.items[2].frame, CGRect(x: 105, y: 0, width: 95, height: 20))
    }

    func testShowingTheItemAgainRestoresTheThirds() throws {
        let f = pinnedStack()
        f.items[1].isHidden = true
        f.layout()
        f.items[1].isHidden = false
        f.layout()
        XCTAssertEqual(share(of: f.stack)?.multiplier, 1.0 / 3)
        XCTAssertEqual(f.frames.map(\.minX), [0, 70, 140])
        XCTAssertEqual(f.frames.map(\.width), [60, 60, 60])
    }

    /// Unpinned, the stack is as long as its items at the largest intrinsic width, 50:
    /// 3 × 50 + 2 × 10 = 170, the items at x = 0, 60, 120; without b, a and c at 0 and 60.
    func testAnUnpinnedStackHidesAndShowsAnItemAtTheCommonLength() {
        let f = SVFixture([svBox(30, 20, "a"), svBox(40, 20, "b"), svBox(50, 20, "c")],
                          distribution: .fillEqually, spacing: 10)
        f.layout()
        XCTAssertEqual(f.frames.map(\.minX), [0, 60, 120])
        f.items[1].isHidden = true
        f.layout()
        XCTAssertEqual(f.items[0].frame, CGRect(x: 0, y: 0, width: 50, height: 20))
        XCTAssertEqual(f.items[2].frame, CGRect(x: 60, y: 0, width: 50, height: 20))
        XCTAssertEqual(f.stack.frame.width, 110)
        f.items[1].isHidden = false
        f.layout()
        XCTAssertEqual(f.frames.map(\.minX), [0, 60, 120])
        XCTAssertEqual(f.frames.map(\.width), [50, 50, 50])
        XCTAssertEqual(f.stack.frame.width, 170)
    }

    /// The share's multiplier changes in place even where the share alone fixes the
    /// canvas (an unpinned stack), and the item shown again is stretched to the common
    /// length rather than the common length shrunk to it and grown back through every
    /// item: 5 pivots (25 with the common length shrunk first, 7 with the share removed
    /// and added again).
    func testShowingAnItemInALongUnpinnedStackTakesAFewPivots() {
        let items = (0..<100).map { svBox(CGFloat(10 + 5 * ($0 % 7)), 20, "i\($0)") }
        let f = SVFixture(items, distribution: .fillEqually, spacing: 8)
        f.layout()
        items[50].isHidden = true
        f.layout()
        let pivots = f.root.layoutEngine.solverStatistics.pivots
        items[50].isHidden = false
        f.layout()
        XCTAssertLessThanOrEqual(f.root.layoutEngine.solverStatistics.pivots - pivots, 6)
        XCTAssertEqual(items[50].frame, CGRect(x: 50 * 48, y: 0, width: 40, height: 20))
    }

    func testHidingTheFirstItemMovesTheShareToTheNextOne() throws {
        let f = pinnedStack()
        f.items[0].isHidden = true
        f.layout()
        let share = try XCTUnwrap(share(of: f.stack))
        XCTAssertTrue(share.firstItem === f.items[1])
        XCTAssertEqual(f.items[1].frame, CGRect(x: 0, y: 0, width: 95, height: 20))
        XCTAssertEqual(f.items[2].frame, CGRect(x: 105, y: 0, width: 95, height: 20))
    }

    func testALoneVisibleItemHasNoShare() {
        let f = pinnedStack()
        f.items[1].isHidden = true
        f.items[2].isHidden = true
        f.layout()
        XCTAssertNil(share(of: f.stack))
        XCTAssertEqual(f.items[0].frame, CGRect(x: 0, y: 0, width: 200, height: 20))
    }

    func testABaselineRelativeColumnHasNoShare() {
        let items = [svBox(20, 30, "a"), svBox(20, 40, "b")]
        let f = SVFixture(items, axis: .vertical, distribution: .fillEqually, spacing: 10)
        f.stack.isBaselineRelativeArrangement = true
        f.layout()
        XCTAssertNil(share(of: f.stack))
    }

    /// 1/1 001 would be below the solver's ordinary range of coefficients (10⁻³): from
    /// 1 001 items the share takes two steps through a guide (StackViewShareGuideTests).
    func testAThousandVisibleItemsHaveOneShareAndAThousandAndOneTwoSteps() {
        func shares(_ count: Int) -> Int {
            let stack = StackView(arrangedSubviews: (0..<count).map { svBox(10, 10, "i\($0)") })
            stack.distribution = .fillEqually
            return stack.arrangementConstraints().first { $0.family == "fill-equally-share" }?.constraints.count ?? 0
        }
        XCTAssertEqual(shares(1_000), 1)
        XCTAssertEqual(shares(1_001), 2)
    }

    func testOtherDistributionsHaveNoShare() {
        for distribution: StackView.Distribution in [.fill, .equalSpacing, .equalCentering] {
            let items = [svBox(30, 20, "a"), svBox(40, 20, "b")]
            let f = SVFixture(items, distribution: distribution, spacing: 10, length: 200)
            f.layout()
            XCTAssertNil(share(of: f.stack), "\(distribution)")
        }
    }
}

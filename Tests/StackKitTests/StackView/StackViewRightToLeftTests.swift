import XCTest
import StackKit

/// Horizontal stacks in a right-to-left tree lay their items out from the right, as
/// UIKit's do: the generated constraints use leading and trailing. Every case is checked
/// in both directions; a right-to-left frame is the left-to-right one mirrored in the
/// stack (x' = W − x − width).
final class StackViewRightToLeftTests: XCTestCase {
    /// a 40, b 60, c 80 wide, 20 tall, spacing 10, in the fixture's 1000-wide root.
    private func fixture(_ distribution: StackView.Distribution, length: CGFloat? = nil,
                         _ direction: UserInterfaceLayoutDirection) -> SVFixture {
        let f = SVFixture([svBox(40, 20, "a"), svBox(60, 20, "b"), svBox(80, 20, "c")],
                          distribution: distribution, spacing: 10, length: length)
        if direction == .rightToLeft { f.root.traitOverrides.layoutDirection = .rightToLeft }
        return f
    }

    private func xs(_ f: SVFixture) -> [CGFloat] { f.layout().map(\.minX) }
    private func widths(_ f: SVFixture) -> [CGFloat] { f.frames.map(\.width) }

    func testANaturalFillStackStartsAtTheRootsRightEdgeAndRunsLeft() {
        // Width 40 + 10 + 60 + 10 + 80 = 200, its leading (right) edge on the root's: x = 800.
        let f = fixture(.fill, .rightToLeft)
        XCTAssertEqual(xs(f), [160, 90, 0])   // a: 200 − 40; b: 160 − 10 − 60; c: 90 − 10 − 80
        XCTAssertEqual(f.stack.frame, CGRect(x: 800, y: 0, width: 200, height: 20))
    }

    func testANaturalFillStackInLeftToRightIsTheMirrorImage() {
        let f = fixture(.fill, .leftToRight)
        XCTAssertEqual(xs(f), [0, 50, 120])
        XCTAssertEqual(f.stack.frame, CGRect(x: 0, y: 0, width: 200, height: 20))
    }

    // Pinned at 290: 90 more than the natural 200.

    func testFillGivesTheExtraToTheFirstItemOnTheRight() {
        // a grows to 130 (ties: the first item grows); LTR 0, 140, 210 mirrored.
        XCTAssertEqual(xs(fixture(.fill, length: 290, .leftToRight)), [0, 140, 210])
        let f = fixture(.fill, length: 290, .rightToLeft)
        XCTAssertEqual(xs(f), [160, 90, 0])
        XCTAssertEqual(widths(f), [130, 60, 80])
    }

    func testFillEquallyInBothDirections() {
        // (290 − 20) / 3 = 90 each.
        XCTAssertEqual(xs(fixture(.fillEqually, length: 290, .leftToRight)), [0, 100, 200])
        XCTAssertEqual(xs(fixture(.fillEqually, length: 290, .rightToLeft)), [200, 100, 0])
    }

    func testFillProportionallyInBothDirections() {
        // 270 shared as 40 : 60 : 80 is 60, 90, 120.
        XCTAssertEqual(xs(fixture(.fillProportionally, length: 290, .leftToRight)), [0, 70, 170])
        let f = fixture(.fillProportionally, length: 290, .rightToLeft)
        XCTAssertEqual(xs(f), [230, 130, 0])
        XCTAssertEqual(widths(f), [60, 90, 120])
    }

    func testEqualSpacingInBothDirections() {
        // Items keep their widths; the two gaps share 290 − 180 = 110: 55 each.
        XCTAssertEqual(xs(fixture(.equalSpacing, length: 290, .leftToRight)), [0, 95, 210])
        XCTAssertEqual(xs(fixture(.equalSpacing, length: 290, .rightToLeft)), [250, 135, 0])
    }

    func testEqualCenteringInBothDirections() {
        // Centers 20 and 250 at the ends (LTR), b's center half-way at 135: x = 105.
        XCTAssertEqual(xs(fixture(.equalCentering, length: 290, .leftToRight)), [0, 105, 210])
        // Centers 270 and 40 (RTL), b's at 155: x = 125.
        XCTAssertEqual(xs(fixture(.equalCentering, length: 290, .rightToLeft)), [250, 125, 0])
    }

    func testCustomSpacingFollowsItsItemToTheLeft() {
        // 30 after a: width 40 + 30 + 60 + 10 + 80 = 220.
        let f = fixture(.fill, .rightToLeft)
        f.stack.setCustomSpacing(30, after: f.items[0])
        XCTAssertEqual(xs(f), [180, 90, 0])   // a: 220 − 40; b: 180 − 30 − 60; c: 90 − 10 − 80
        XCTAssertEqual(f.stack.frame.minX, 780)
    }

    func testAHiddenItemIsParkedHalfWayIntoItsGapOnTheLeft() {
        // b hidden: a, then a's custom gap 30, then c: width 150. b parks 30 / 2 = 15 past a's
        // trailing (left) edge at 110: x = 95, 0 wide. LTR: a 0, b 55, c 70.
        let ltr = fixture(.fill, .leftToRight)
        ltr.stack.setCustomSpacing(30, after: ltr.items[0])
        ltr.items[1].isHidden = true
        XCTAssertEqual(xs(ltr), [0, 55, 70])
        let f = fixture(.fill, .rightToLeft)
        f.stack.setCustomSpacing(30, after: f.items[0])
        f.items[1].isHidden = true
        XCTAssertEqual(xs(f), [110, 95, 0])
        XCTAssertEqual(f.frames[1].width, 0)
        XCTAssertEqual(f.stack.frame, CGRect(x: 850, y: 0, width: 150, height: 20))
    }

    func testAnInnerStackForcedLeftToRightKeepsItsOrderInsideARightToLeftOne() {
        // Outer (RTL): [inner, r 40], spacing 10. Inner (forced LTR): [p 20, q 30], spacing 5,
        // 55 wide. Outer: 55 + 10 + 40 = 105, at 1000 − 105 = 895; inner at 105 − 55 = 50,
        // r at 50 − 10 − 40 = 0; inside inner p at 0, q at 25.
        let p = svBox(20, 20, "p"), q = svBox(30, 20, "q")
        let inner = StackView(arrangedSubviews: [p, q])
        inner.identifier = "inner"
        inner.spacing = 5
        inner.semanticContentAttribute = .forceLeftToRight
        let f = SVFixture([inner, svBox(40, 20, "r")], spacing: 10)
        f.root.traitOverrides.layoutDirection = .rightToLeft
        f.layout()
        XCTAssertEqual(f.stack.frame.minX, 895)
        XCTAssertEqual(f.frames.map(\.minX), [50, 0])
        XCTAssertEqual([p.frame.minX, q.frame.minX], [0, 25])
        XCTAssertEqual(inner.effectiveUserInterfaceLayoutDirection, .leftToRight)
    }

    func testAVerticalStackAlignsLeadingItemsToTheRight() {
        // Width 60 (the widest); a (40 wide) aligned leading: its right edge at 60, x = 20.
        let f = SVFixture([svBox(40, 20, "a"), svBox(60, 20, "b")], axis: .vertical, alignment: .leading, spacing: 10)
        f.root.traitOverrides.layoutDirection = .rightToLeft
        XCTAssertEqual(f.layout(), [CGRect(x: 20, y: 0, width: 40, height: 20), CGRect(x: 0, y: 30, width: 60, height: 20)])
        XCTAssertEqual(f.stack.frame.minX, 940)
    }

    func testTheSnapshotSaysWhichViewsAreRightToLeft() {
        let p = svBox(20, 20, "p")
        let inner = StackView(arrangedSubviews: [p])
        inner.identifier = "inner"
        inner.semanticContentAttribute = .forceLeftToRight
        let f = SVFixture([inner], spacing: 0)
        f.root.traitOverrides.layoutDirection = .rightToLeft
        f.layout()
        XCTAssertEqual(f.root.snapshot(), """
            View 'root' (0, 0, 1000, 1000) rightToLeft
              StackView 'S' (980, 0, 20, 20) horizontal fill fill spacing 0
                StackView 'inner' (0, 0, 20, 20) leftToRight horizontal fill fill spacing 0
                  View 'p' (0, 0, 20, 20)

            """)
    }
}

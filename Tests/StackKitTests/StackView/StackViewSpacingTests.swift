import XCTest
import StackKit

/// Spacing, custom spacing, system spacing, negative spacing, baseline-relative and
/// margins-relative arrangement (Docs/StackView.md, "Generated constraints", "Spacing",
/// "Margins-relative arrangement" and "Baseline-relative arrangement").
/// Items a, b, c are 10, 20, 30 wide and 20 tall unless stated.
final class StackViewSpacingTests: XCTestCase {
    private func abc(_ axis: SVAxis = .horizontal) -> [View] {
        [svItem(axis, 10, 20, "a"), svItem(axis, 20, 20, "b"), svItem(axis, 30, 20, "c")]
    }

    private func xs(_ f: SVFixture) -> [CGFloat] { f.frames.map(\.minX) }

    // MARK: custom spacing

    func testCustomSpacingAfterAnItemReplacesTheSpacingThere() {
        let f = SVFixture(abc(), spacing: 10)
        f.stack.setCustomSpacing(25, after: f.items[1])
        f.layout()
        XCTAssertEqual(f.frames, [CGRect(x: 0, y: 0, width: 10, height: 20), CGRect(x: 20, y: 0, width: 20, height: 20),
                                  CGRect(x: 65, y: 0, width: 30, height: 20)])
        XCTAssertEqual(f.stack.frame, CGRect(x: 0, y: 0, width: 95, height: 20))
    }

    func testCustomSpacingVertical() {
        let f = SVFixture(abc(.vertical), axis: .vertical, spacing: 10)
        f.stack.setCustomSpacing(25, after: f.items[0])
        f.layout()
        XCTAssertEqual(f.frames.map(\.minY), [0, 35, 65])
        XCTAssertEqual(f.stack.frame.height, 95)
    }

    func testCustomSpacingIsReadBack() {
        let (a, b) = (svBox(10, 20, "a"), svBox(20, 20, "b"))
        let stack = StackView(arrangedSubviews: [a, b])
        XCTAssertEqual(stack.customSpacing(after: a), StackView.spacingUseDefault)
        stack.setCustomSpacing(12, after: a)
        XCTAssertEqual(stack.customSpacing(after: a), 12)
        XCTAssertEqual(stack.customSpacing(after: b), StackView.spacingUseDefault)
        stack.setCustomSpacing(StackView.spacingUseSystem, after: b)
        XCTAssertEqual(stack.customSpacing(after: b), StackView.spacingUseSystem)
    }

    func testSettingSpacingUseDefaultRemovesTheCustomSpacing() {
        let f = SVFixture(abc(), spacing: 10)
        f.stack.setCustomSpacing(25, after: f.items[0])
        f.layout()
        XCTAssertEqual(xs(f), [0, 35, 65])
        f.stack.setCustomSpacing(StackView.spacingUseDefault, after: f.items[0])
        XCTAssertEqual(f.stack.customSpacing(after: f.items[0]), StackView.spacingUseDefault)
        f.layout()
        XCTAssertEqual(xs(f), [0, 20, 50])
    }

    func testCustomSpacingFollowsLaterSpacingChangesOnlyElsewhere() {
        let f = SVFixture(abc(), spacing: 10)
        f.stack.setCustomSpacing(25, after: f.items[0])
        f.layout()
        f.stack.spacing = 4
        f.layout()
        XCTAssertEqual(xs(f), [0, 35, 59])
    }

    func testCustomSpacingAfterTheLastItemHasNoEffect() {
        let f = SVFixture(abc(), spacing: 10)
        f.stack.setCustomSpacing(40, after: f.items[2])
        f.layout()
        XCTAssertEqual(xs(f), [0, 20, 50])
        XCTAssertEqual(f.stack.frame.width, 80)
    }

    func testCustomSpacingAfterAHiddenItemIsNotUsed() {
        let f = SVFixture(abc(), spacing: 10)
        f.stack.setCustomSpacing(30, after: f.items[1])
        f.items[1].isHidden = true
        f.layout()
        XCTAssertEqual(f.items[2].frame.minX, 20)
        XCTAssertEqual(f.stack.frame.width, 50)
    }

    func testCustomSpacingOfTheVisibleItemBeforeAHiddenOneSpansTheGap() {
        let f = SVFixture(abc(), spacing: 10)
        f.stack.setCustomSpacing(30, after: f.items[0])
        f.items[1].isHidden = true
        f.layout()
        XCTAssertEqual(f.items[2].frame.minX, 40)
        XCTAssertEqual(f.items[1].frame.minX, 25, "parked at half the gap")
        XCTAssertEqual(f.items[1].frame.width, 0)
    }

    /// The gaps are equal (required), so one larger minimum widens every gap.
    func testCustomSpacingIsAMinimumThatWidensEveryEqualGap() {
        let f = SVFixture(abc(), distribution: .equalSpacing, spacing: 10)
        f.stack.setCustomSpacing(30, after: f.items[0])
        f.layout()
        XCTAssertEqual(xs(f), [0, 40, 90])
    }

    func testCustomSpacingOnAViewThatIsNotArrangedHasNoEffect() {
        let f = SVFixture(abc(), spacing: 10)
        f.stack.setCustomSpacing(30, after: svBox(1, 1, "stranger"))
        f.layout()
        XCTAssertEqual(xs(f), [0, 20, 50])
    }

    // MARK: system spacing

    func testSpacingUseSystemIsEightPoints() {
        let f = SVFixture(abc(), spacing: StackView.spacingUseSystem)
        f.layout()
        XCTAssertEqual(xs(f), [0, 18, 46])
        XCTAssertEqual(f.stack.frame.width, 76)
    }

    func testCustomSpacingUseSystemIsEightPoints() {
        let f = SVFixture(abc(), spacing: 20)
        f.stack.setCustomSpacing(StackView.spacingUseSystem, after: f.items[0])
        f.layout()
        XCTAssertEqual(xs(f), [0, 18, 58])
    }

    func testSpacingUseSystemParksHiddenItemsAtFourPoints() {
        let f = SVFixture(abc(), spacing: StackView.spacingUseSystem)
        f.items[1].isHidden = true
        f.layout()
        XCTAssertEqual(f.items[1].frame.minX, 14)
        XCTAssertEqual(f.items[2].frame.minX, 18)
    }

    // MARK: negative spacing

    func testNegativeSpacingOverlapsItems() {
        let f = SVFixture(abc(), spacing: -10)
        f.layout()
        XCTAssertEqual(f.frames, [CGRect(x: 0, y: 0, width: 10, height: 20), CGRect(x: 0, y: 0, width: 20, height: 20),
                                  CGRect(x: 10, y: 0, width: 30, height: 20)])
        XCTAssertEqual(f.stack.frame.width, 40)
    }

    func testNegativeCustomSpacingOverlapsOnePair() {
        let f = SVFixture(abc(), spacing: 10)
        f.stack.setCustomSpacing(-5, after: f.items[1])
        f.layout()
        XCTAssertEqual(xs(f), [0, 20, 35])
        XCTAssertEqual(f.stack.frame.width, 65)
    }

    func testNegativeSpacingInEqualSpacingIsTheMinimum() {
        let f = SVFixture(abc(), distribution: .equalSpacing, spacing: -10)
        f.layout()
        XCTAssertEqual(xs(f), [0, 0, 10])
        XCTAssertEqual(f.stack.frame.width, 40)
    }

    // MARK: invalid values

    func testNonFiniteSpacingIsRefused() {
        let f = SVFixture(abc(), spacing: 10)
        var reported: [LayoutDiagnostic] = []
        f.root.layoutEngine.diagnosticHandler = { reported.append($0) }
        f.stack.spacing = .nan
        f.stack.spacing = .infinity
        XCTAssertEqual(f.stack.spacing, 10)
        XCTAssertEqual(reported.count, 2)
        f.layout()
        XCTAssertEqual(xs(f), [0, 20, 50])
    }

    func testNonFiniteCustomSpacingIsRefused() {
        let f = SVFixture(abc(), spacing: 10)
        var reported: [LayoutDiagnostic] = []
        f.root.layoutEngine.diagnosticHandler = { reported.append($0) }
        f.stack.setCustomSpacing(.nan, after: f.items[0])
        f.stack.setCustomSpacing(-.infinity, after: f.items[0])
        XCTAssertEqual(f.stack.customSpacing(after: f.items[0]), StackView.spacingUseDefault)
        XCTAssertEqual(reported.count, 2)
        f.layout()
        XCTAssertEqual(xs(f), [0, 20, 50])
    }

    // MARK: baseline-relative arrangement

    func testBaselineRelativeSpacingRunsFromLastToFirstBaseline() {
        let one = svLabel("One", "one"), two = svLabel("Two", "two")
        let f = SVFixture([one, two], axis: .vertical, spacing: 20)
        f.stack.isBaselineRelativeArrangement = true
        f.layout()
        // two.top + 13 == one.bottom − 4 + 20
        XCTAssertEqual(f.frames, [CGRect(x: 0, y: 0, width: 24, height: 17), CGRect(x: 0, y: 20, width: 24, height: 17)])
        XCTAssertEqual(f.stack.frame, CGRect(x: 0, y: 0, width: 24, height: 37))
    }

    func testBaselineRelativeSpacingWithCustomBaselines() {
        let a = SVBaselineBox(20, 40, first: 5, last: 10, "a"), b = SVBaselineBox(20, 30, first: 5, last: 5, "b")
        let f = SVFixture([a, b], axis: .vertical, spacing: 12)
        f.stack.isBaselineRelativeArrangement = true
        f.layout()
        XCTAssertEqual(f.frames, [CGRect(x: 0, y: 0, width: 20, height: 40), CGRect(x: 0, y: 37, width: 20, height: 30)])
        XCTAssertEqual(f.stack.frame.height, 67)
    }

    func testBaselineRelativeSpacingUsesCustomSpacing() {
        let one = svLabel("One", "one"), two = svLabel("Two", "two"), three = svLabel("Six", "three")
        let f = SVFixture([one, two, three], axis: .vertical, spacing: 20)
        f.stack.isBaselineRelativeArrangement = true
        f.stack.setCustomSpacing(30, after: two)
        f.layout()
        XCTAssertEqual(f.frames.map(\.minY), [0, 20, 50])
        XCTAssertEqual(f.stack.frame.height, 67)
    }

    func testBaselineRelativeArrangementOfViewsWithoutBaselinesUsesTheirEdges() {
        let f = SVFixture(abc(.vertical), axis: .vertical, spacing: 10)
        f.stack.isBaselineRelativeArrangement = true
        f.layout()
        XCTAssertEqual(f.frames.map(\.minY), [0, 20, 50])
    }

    func testBaselineRelativeArrangementIsIgnoredHorizontally() {
        let one = svLabel("One", "one"), two = svLabel("Two", "two")
        let f = SVFixture([one, two], spacing: 20)
        f.stack.isBaselineRelativeArrangement = true
        f.layout()
        XCTAssertEqual(f.frames, [CGRect(x: 0, y: 0, width: 24, height: 17), CGRect(x: 44, y: 0, width: 24, height: 17)])
    }

    func testTurningBaselineRelativeArrangementOffRestoresEdgeSpacing() {
        let one = svLabel("One", "one"), two = svLabel("Two", "two")
        let f = SVFixture([one, two], axis: .vertical, spacing: 20)
        f.stack.isBaselineRelativeArrangement = true
        f.layout()
        f.stack.isBaselineRelativeArrangement = false
        f.layout()
        XCTAssertEqual(two.frame.minY, 37)
    }

    // MARK: margins-relative arrangement

    private let margins = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)

    func testStackLayoutMarginsAreZeroByDefault() {
        XCTAssertEqual(StackView().layoutMargins, .zero)
        XCTAssertEqual(View().layoutMargins, EdgeInsets(all: 8))
        XCTAssertFalse(StackView().isLayoutMarginsRelativeArrangement)
        XCTAssertFalse(StackView().isBaselineRelativeArrangement)
    }

    func testMarginsRelativeArrangementInsetsTheItems() {
        let f = SVFixture([svBox(30, 20, "a"), svBox(40, 30, "b")], spacing: 10)
        f.stack.layoutMargins = margins
        f.stack.isLayoutMarginsRelativeArrangement = true
        f.layout()
        XCTAssertEqual(f.frames, [CGRect(x: 10, y: 5, width: 30, height: 30), CGRect(x: 50, y: 5, width: 40, height: 30)])
        XCTAssertEqual(f.stack.frame, CGRect(x: 0, y: 0, width: 110, height: 50))
    }

    func testMarginsRelativeArrangementVerticalCentered() {
        let f = SVFixture([svBox(20, 10, "a"), svBox(40, 20, "b")], axis: .vertical, alignment: .center, spacing: 10)
        f.stack.layoutMargins = margins
        f.stack.isLayoutMarginsRelativeArrangement = true
        f.layout()
        XCTAssertEqual(f.frames, [CGRect(x: 20, y: 5, width: 20, height: 10), CGRect(x: 10, y: 25, width: 40, height: 20)])
        XCTAssertEqual(f.stack.frame, CGRect(x: 0, y: 0, width: 70, height: 60))
    }

    func testMarginsRelativeArrangementInAFixedSize() {
        let f = SVFixture([svBox(30, 20, "a"), svBox(40, 30, "b")], spacing: 10, length: 200, thickness: 100)
        f.stack.layoutMargins = margins
        f.stack.isLayoutMarginsRelativeArrangement = true
        f.layout()
        XCTAssertEqual(f.frames, [CGRect(x: 10, y: 5, width: 120, height: 80), CGRect(x: 140, y: 5, width: 40, height: 80)])
    }

    func testMarginsAreIgnoredUnlessTheArrangementIsMarginsRelative() {
        let f = SVFixture([svBox(30, 20, "a"), svBox(40, 30, "b")], spacing: 10)
        f.stack.layoutMargins = margins
        f.layout()
        XCTAssertEqual(f.frames, [CGRect(x: 0, y: 0, width: 30, height: 30), CGRect(x: 40, y: 0, width: 40, height: 30)])
        XCTAssertEqual(f.stack.frame, CGRect(x: 0, y: 0, width: 80, height: 30))
    }

    func testTogglingMarginsRelativeArrangementAfterLayout() {
        let f = SVFixture([svBox(30, 20, "a"), svBox(40, 30, "b")], spacing: 10)
        f.stack.layoutMargins = margins
        f.layout()
        f.stack.isLayoutMarginsRelativeArrangement = true
        f.layout()
        XCTAssertEqual(f.frames, [CGRect(x: 10, y: 5, width: 30, height: 30), CGRect(x: 50, y: 5, width: 40, height: 30)])
        f.stack.isLayoutMarginsRelativeArrangement = false
        f.layout()
        XCTAssertEqual(f.frames, [CGRect(x: 0, y: 0, width: 30, height: 30), CGRect(x: 40, y: 0, width: 40, height: 30)])
    }

    func testChangingMarginsAfterLayoutMovesTheItems() {
        let f = SVFixture([svBox(30, 20, "a"), svBox(40, 30, "b")], spacing: 10)
        f.stack.layoutMargins = margins
        f.stack.isLayoutMarginsRelativeArrangement = true
        f.layout()
        f.stack.layoutMargins = EdgeInsets(all: 2)
        f.layout()
        XCTAssertEqual(f.frames, [CGRect(x: 2, y: 2, width: 30, height: 30), CGRect(x: 42, y: 2, width: 40, height: 30)])
        XCTAssertEqual(f.stack.frame, CGRect(x: 0, y: 0, width: 84, height: 34))
    }

    func testMarginsRelativeArrangementWithEveryItemHidden() {
        let f = SVFixture([svBox(30, 20, "a")], spacing: 10)
        f.stack.layoutMargins = margins
        f.stack.isLayoutMarginsRelativeArrangement = true
        f.items[0].isHidden = true
        f.layout()
        XCTAssertEqual(f.stack.frame, CGRect(x: 0, y: 0, width: 30, height: 20), "only the margins remain")
    }
}

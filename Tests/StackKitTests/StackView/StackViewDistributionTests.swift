import XCTest
import StackKit

/// Main-axis layout of each distribution (Docs/StackView.md, "Distributions"),
/// on both axes, at the natural length (only the stack's origin pinned), in a longer and in
/// a shorter container. Alignment is `.fill`, so every item is as thick as the thickest.
/// Expected frames are computed by hand from the generated constraints and the priorities.
final class StackViewDistributionTests: XCTestCase {
    /// Items 30, 40, 50 long; thicknesses 20, 30, 10 (fill alignment: all 30 thick).
    private func threeItems(_ axis: SVAxis) -> [View] {
        [svItem(axis, 30, 20, "a"), svItem(axis, 40, 30, "b"), svItem(axis, 50, 10, "c")]
    }

    private func assertFrames(_ axis: SVAxis, _ fixture: SVFixture, _ expected: [(main: CGFloat, length: CGFloat)],
                              thickness: CGFloat, stackLength: CGFloat,
                              file: StaticString = #filePath, line: UInt = #line) {
        fixture.layout()
        XCTAssertEqual(fixture.frames, expected.map { svRect(axis, main: $0.main, cross: 0, length: $0.length,
                                                              thickness: thickness) }, file: file, line: line)
        XCTAssertEqual(fixture.stack.frame, svRect(axis, main: 0, cross: 0, length: stackLength, thickness: thickness),
                       file: file, line: line)
    }

    // MARK: fill

    private func fillNatural(_ axis: SVAxis) {
        let f = SVFixture(threeItems(axis), axis: axis, spacing: 10)
        assertFrames(axis, f, [(0, 30), (40, 40), (90, 50)], thickness: 30, stackLength: 140)
    }
    func testFillAtNaturalLengthKeepsIntrinsicLengthsHorizontal() { fillNatural(.horizontal) }
    func testFillAtNaturalLengthKeepsIntrinsicLengthsVertical() { fillNatural(.vertical) }

    /// Equal hugging: the first item takes the whole extra length (spec, "Ties").
    private func fillLonger(_ axis: SVAxis) {
        let f = SVFixture(threeItems(axis), axis: axis, spacing: 10, length: 200)
        assertFrames(axis, f, [(0, 90), (100, 40), (150, 50)], thickness: 30, stackLength: 200)
    }
    func testFillInALongerContainerGrowsTheFirstItemHorizontal() { fillLonger(.horizontal) }
    func testFillInALongerContainerGrowsTheFirstItemVertical() { fillLonger(.vertical) }

    /// Equal compression resistance: the first item gives up the whole missing length.
    private func fillShorter(_ axis: SVAxis) {
        let f = SVFixture(threeItems(axis), axis: axis, spacing: 10, length: 120)
        assertFrames(axis, f, [(0, 10), (20, 40), (70, 50)], thickness: 30, stackLength: 120)
    }
    func testFillInAShorterContainerShrinksTheFirstItemHorizontal() { fillShorter(.horizontal) }
    func testFillInAShorterContainerShrinksTheFirstItemVertical() { fillShorter(.vertical) }

    private func fillLowestHugging(_ axis: SVAxis) {
        let items = threeItems(axis)
        items[1].setContentHuggingPriority(LayoutPriority(200), for: axis)
        let f = SVFixture(items, axis: axis, spacing: 10, length: 200)
        assertFrames(axis, f, [(0, 30), (40, 100), (150, 50)], thickness: 30, stackLength: 200)
    }
    func testFillGivesExtraLengthToTheItemWithTheLowestHuggingHorizontal() { fillLowestHugging(.horizontal) }
    func testFillGivesExtraLengthToTheItemWithTheLowestHuggingVertical() { fillLowestHugging(.vertical) }

    private func fillLowestCompression(_ axis: SVAxis) {
        let items = threeItems(axis)
        items[2].setContentCompressionResistancePriority(LayoutPriority(700), for: axis)
        let f = SVFixture(items, axis: axis, spacing: 10, length: 120)
        assertFrames(axis, f, [(0, 30), (40, 40), (90, 30)], thickness: 30, stackLength: 120)
    }
    func testFillShrinksTheItemWithTheLowestCompressionResistanceHorizontal() { fillLowestCompression(.horizontal) }
    func testFillShrinksTheItemWithTheLowestCompressionResistanceVertical() { fillLowestCompression(.vertical) }

    // MARK: fillEqually

    private func fillEquallyNatural(_ axis: SVAxis) {
        let f = SVFixture(threeItems(axis), axis: axis, distribution: .fillEqually, spacing: 10)
        assertFrames(axis, f, [(0, 50), (60, 50), (120, 50)], thickness: 30, stackLength: 170)
    }
    func testFillEquallyAtNaturalLengthUsesTheLongestIntrinsicLengthHorizontal() { fillEquallyNatural(.horizontal) }
    func testFillEquallyAtNaturalLengthUsesTheLongestIntrinsicLengthVertical() { fillEquallyNatural(.vertical) }

    private func fillEquallyLonger(_ axis: SVAxis) {
        let f = SVFixture(threeItems(axis), axis: axis, distribution: .fillEqually, spacing: 10, length: 200)
        assertFrames(axis, f, [(0, 60), (70, 60), (140, 60)], thickness: 30, stackLength: 200)
    }
    func testFillEquallyInALongerContainerHorizontal() { fillEquallyLonger(.horizontal) }
    func testFillEquallyInALongerContainerVertical() { fillEquallyLonger(.vertical) }

    private func fillEquallyShorter(_ axis: SVAxis) {
        let f = SVFixture(threeItems(axis), axis: axis, distribution: .fillEqually, spacing: 10, length: 110)
        assertFrames(axis, f, [(0, 30), (40, 30), (80, 30)], thickness: 30, stackLength: 110)
    }
    func testFillEquallyInAShorterContainerHorizontal() { fillEquallyShorter(.horizontal) }
    func testFillEquallyInAShorterContainerVertical() { fillEquallyShorter(.vertical) }

    // MARK: fillProportionally (lengths 16, 16, 32: shares 1/4, 1/4, 1/2 of the length after spacing)

    private func proportionalItems(_ axis: SVAxis) -> [View] {
        [svItem(axis, 16, 20, "a"), svItem(axis, 16, 30, "b"), svItem(axis, 32, 10, "c")]
    }

    private func proportionalNatural(_ axis: SVAxis) {
        let f = SVFixture(proportionalItems(axis), axis: axis, distribution: .fillProportionally, spacing: 10)
        assertFrames(axis, f, [(0, 16), (26, 16), (52, 32)], thickness: 30, stackLength: 84)
    }
    func testFillProportionallyAtNaturalLengthKeepsIntrinsicLengthsHorizontal() { proportionalNatural(.horizontal) }
    func testFillProportionallyAtNaturalLengthKeepsIntrinsicLengthsVertical() { proportionalNatural(.vertical) }

    /// 148 − 20 spacing = 128, shared 32 / 32 / 64 (spec difference 2: shares apply after spacing).
    private func proportionalLonger(_ axis: SVAxis) {
        let f = SVFixture(proportionalItems(axis), axis: axis, distribution: .fillProportionally, spacing: 10,
                          length: 148)
        assertFrames(axis, f, [(0, 32), (42, 32), (84, 64)], thickness: 30, stackLength: 148)
    }
    func testFillProportionallyInALongerContainerSharesTheLengthAfterSpacingHorizontal() { proportionalLonger(.horizontal) }
    func testFillProportionallyInALongerContainerSharesTheLengthAfterSpacingVertical() { proportionalLonger(.vertical) }

    /// 52 − 20 = 32, shared 8 / 8 / 16.
    private func proportionalShorter(_ axis: SVAxis) {
        let f = SVFixture(proportionalItems(axis), axis: axis, distribution: .fillProportionally, spacing: 10,
                          length: 52)
        assertFrames(axis, f, [(0, 8), (18, 8), (36, 16)], thickness: 30, stackLength: 52)
    }
    func testFillProportionallyInAShorterContainerHorizontal() { proportionalShorter(.horizontal) }
    func testFillProportionallyInAShorterContainerVertical() { proportionalShorter(.vertical) }

    /// Deliberate difference 2: shares apply inside the margins and after spacing:
    /// 178 − 10 − 20 (margins) − 20 (spacing) = 128, shared 32 / 32 / 64.
    func testFillProportionallySharesTheLengthInsideTheMargins() {
        let f = SVFixture(proportionalItems(.horizontal), distribution: .fillProportionally, spacing: 10, length: 178)
        f.stack.layoutMargins = EdgeInsets(top: 0, left: 10, bottom: 0, right: 20)
        f.stack.isLayoutMarginsRelativeArrangement = true
        f.layout()
        XCTAssertEqual(f.frames, [CGRect(x: 10, y: 0, width: 32, height: 30), CGRect(x: 52, y: 0, width: 32, height: 30),
                                  CGRect(x: 94, y: 0, width: 64, height: 30)])
    }

    /// An item of intrinsic length 0 gets length 0; the others share everything.
    func testFillProportionallyGivesAZeroLengthItemNoLength() {
        let items = [svBox(16, 10, "a"), svBox(0, 10, "b"), svBox(48, 10, "c")]
        let f = SVFixture(items, distribution: .fillProportionally, spacing: 10, length: 148)
        f.layout()
        XCTAssertEqual(f.frames, [CGRect(x: 0, y: 0, width: 32, height: 10), CGRect(x: 42, y: 0, width: 0, height: 10),
                                  CGRect(x: 52, y: 0, width: 96, height: 10)])
    }

    /// No item with a positive length: behaves as fillEqually.
    func testFillProportionallyWithoutPositiveLengthsBehavesAsFillEqually() {
        let items = [svBox(0, 10, "a"), svBox(0, 10, "b"), svBox(View.noIntrinsicMetric, 10, "c")]
        let f = SVFixture(items, distribution: .fillProportionally, spacing: 10, length: 110)
        f.layout()
        XCTAssertEqual(f.frames, [CGRect(x: 0, y: 0, width: 30, height: 10), CGRect(x: 40, y: 0, width: 30, height: 10),
                                  CGRect(x: 80, y: 0, width: 30, height: 10)])
    }

    /// An item without intrinsic length takes its compressed fitting length as its share
    /// (here 48, from the intrinsic width of a view pinned inside it).
    func testFillProportionallyUsesTheFittingLengthOfAnItemWithoutIntrinsicLength() {
        let a = svBox(16, 10, "a")
        let b = svBox(View.noIntrinsicMetric, 10, "b")
        let inner = svBox(48, 10, "inner")
        inner.translatesAutoresizingMaskIntoConstraints = false
        b.addSubview(inner)
        try! LayoutConstraint.activate([inner.leadingAnchor.constraint(equalTo: b.leadingAnchor),
                                        inner.trailingAnchor.constraint(equalTo: b.trailingAnchor),
                                        inner.topAnchor.constraint(equalTo: b.topAnchor)])
        let f = SVFixture([a, b], distribution: .fillProportionally, spacing: 10, length: 138)
        f.layout()
        XCTAssertEqual(f.frames, [CGRect(x: 0, y: 0, width: 32, height: 10), CGRect(x: 42, y: 0, width: 96, height: 10)])
    }

    /// Changing an item's intrinsic length re-shares the length at the next layout.
    func testFillProportionallyFollowsAnIntrinsicLengthChange() {
        let items = proportionalItems(.horizontal)
        let f = SVFixture(items, distribution: .fillProportionally, spacing: 10, length: 148)
        f.layout()
        items[2].intrinsicContentSize = CGSize(width: 96, height: 10)   // 16 / 16 / 96: 1/8, 1/8, 3/4
        f.layout()
        XCTAssertEqual(f.frames.map(\.width), [16, 16, 96])
        XCTAssertEqual(f.frames.map(\.minX), [0, 26, 52])
    }

    // MARK: equalSpacing

    private func equalSpacingNatural(_ axis: SVAxis) {
        let f = SVFixture(threeItems(axis), axis: axis, distribution: .equalSpacing, spacing: 10)
        assertFrames(axis, f, [(0, 30), (40, 40), (90, 50)], thickness: 30, stackLength: 140)
    }
    func testEqualSpacingAtNaturalLengthUsesTheSpacingHorizontal() { equalSpacingNatural(.horizontal) }
    func testEqualSpacingAtNaturalLengthUsesTheSpacingVertical() { equalSpacingNatural(.vertical) }

    private func equalSpacingLonger(_ axis: SVAxis) {
        let f = SVFixture(threeItems(axis), axis: axis, distribution: .equalSpacing, spacing: 10, length: 200)
        assertFrames(axis, f, [(0, 30), (70, 40), (150, 50)], thickness: 30, stackLength: 200)
    }
    func testEqualSpacingInALongerContainerMakesTheGapsEqualHorizontal() { equalSpacingLonger(.horizontal) }
    func testEqualSpacingInALongerContainerMakesTheGapsEqualVertical() { equalSpacingLonger(.vertical) }

    /// Gaps never go below the spacing: the first item gives up the missing length.
    private func equalSpacingShorter(_ axis: SVAxis) {
        let f = SVFixture(threeItems(axis), axis: axis, distribution: .equalSpacing, spacing: 10, length: 120)
        assertFrames(axis, f, [(0, 10), (20, 40), (70, 50)], thickness: 30, stackLength: 120)
    }
    func testEqualSpacingInAShorterContainerKeepsTheMinimumSpacingHorizontal() { equalSpacingShorter(.horizontal) }
    func testEqualSpacingInAShorterContainerKeepsTheMinimumSpacingVertical() { equalSpacingShorter(.vertical) }

    // MARK: equalCentering (lengths 20, 40, 60; center distances equal)

    private func centeringItems(_ axis: SVAxis) -> [View] {
        [svItem(axis, 20, 20, "a"), svItem(axis, 40, 30, "b"), svItem(axis, 60, 10, "c")]
    }

    /// Centers 10, 60, 110: the gaps are 30 and 10 (the minimum spacing).
    private func equalCenteringNatural(_ axis: SVAxis) {
        let f = SVFixture(centeringItems(axis), axis: axis, distribution: .equalCentering, spacing: 10)
        assertFrames(axis, f, [(0, 20), (50, 40), (100, 60)], thickness: 30, stackLength: 160)
    }
    func testEqualCenteringAtNaturalLengthHorizontal() { equalCenteringNatural(.horizontal) }
    func testEqualCenteringAtNaturalLengthVertical() { equalCenteringNatural(.vertical) }

    /// Centers 10, 90, 170.
    private func equalCenteringLonger(_ axis: SVAxis) {
        let f = SVFixture(centeringItems(axis), axis: axis, distribution: .equalCentering, spacing: 10, length: 200)
        assertFrames(axis, f, [(0, 20), (70, 40), (140, 60)], thickness: 30, stackLength: 200)
    }
    func testEqualCenteringInALongerContainerHorizontal() { equalCenteringLonger(.horizontal) }
    func testEqualCenteringInALongerContainerVertical() { equalCenteringLonger(.vertical) }

    /// Too short for equal centers: the minimum spacing holds, items keep their lengths
    /// (compression resistance outranks equal centering), centers as equal as possible.
    private func equalCenteringShorter(_ axis: SVAxis) {
        let f = SVFixture(centeringItems(axis), axis: axis, distribution: .equalCentering, spacing: 10, length: 150)
        assertFrames(axis, f, [(0, 20), (40, 40), (90, 60)], thickness: 30, stackLength: 150)
    }
    func testEqualCenteringInAShorterContainerHorizontal() { equalCenteringShorter(.horizontal) }
    func testEqualCenteringInAShorterContainerVertical() { equalCenteringShorter(.vertical) }

    // MARK: common

    func testEveryDistributionLaysOutASingleItemAtItsIntrinsicLength() {
        for distribution in StackView.Distribution.allCases {
            let f = SVFixture([svBox(30, 20, "a")], distribution: distribution)
            f.layout()
            XCTAssertEqual(f.frames, [CGRect(x: 0, y: 0, width: 30, height: 20)], "\(distribution)")
            XCTAssertEqual(f.stack.frame, CGRect(x: 0, y: 0, width: 30, height: 20), "\(distribution)")
        }
    }

    func testEveryDistributionStretchesASingleItemToTheContainer() {
        for distribution in StackView.Distribution.allCases {
            let f = SVFixture([svBox(30, 20, "a")], distribution: distribution, length: 100)
            f.layout()
            XCTAssertEqual(f.frames, [CGRect(x: 0, y: 0, width: 100, height: 20)], "\(distribution)")
        }
    }

    func testEmptyStackHasZeroSize() {
        for distribution in StackView.Distribution.allCases {
            let f = SVFixture([], distribution: distribution, spacing: 10)
            f.layout()
            XCTAssertEqual(f.stack.frame, .zero, "\(distribution)")
        }
    }

    func testChangingTheDistributionAfterLayoutMatchesAFreshStack() {
        let f = SVFixture(threeItems(.horizontal), spacing: 10, length: 200)
        f.layout()
        f.stack.distribution = .fillEqually
        f.layout()
        XCTAssertEqual(f.frames, [CGRect(x: 0, y: 0, width: 60, height: 30), CGRect(x: 70, y: 0, width: 60, height: 30),
                                  CGRect(x: 140, y: 0, width: 60, height: 30)])
        f.stack.distribution = .equalSpacing
        f.layout()
        XCTAssertEqual(f.frames, [CGRect(x: 0, y: 0, width: 30, height: 30), CGRect(x: 70, y: 0, width: 40, height: 30),
                                  CGRect(x: 150, y: 0, width: 50, height: 30)])
        f.stack.distribution = .fill
        f.layout()
        XCTAssertEqual(f.frames, [CGRect(x: 0, y: 0, width: 90, height: 30), CGRect(x: 100, y: 0, width: 40, height: 30),
                                  CGRect(x: 150, y: 0, width: 50, height: 30)])
    }

    func testChangingTheAxisAfterLayoutRebuildsTheArrangement() {
        let items = [svBox(30, 20, "a"), svBox(40, 30, "b")]
        let f = SVFixture(items, spacing: 10)
        f.layout()
        f.stack.axis = .vertical
        f.layout()
        XCTAssertEqual(f.frames, [CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 0, y: 30, width: 40, height: 30)])
        XCTAssertEqual(f.stack.frame, CGRect(x: 0, y: 0, width: 40, height: 60))
        f.stack.axis = .horizontal
        f.layout()
        XCTAssertEqual(f.frames, [CGRect(x: 0, y: 0, width: 30, height: 30), CGRect(x: 40, y: 0, width: 40, height: 30)])
        XCTAssertEqual(f.stack.frame, CGRect(x: 0, y: 0, width: 80, height: 30))
    }
}

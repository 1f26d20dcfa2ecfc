import XCTest
import StackKit

/// Cross-axis layout of each alignment (Docs/StackView.md, "Alignments"), on both
/// axes, at the natural thickness (only the stack's origin pinned), in a thicker and in a
/// thinner container. Distribution `.fill`, spacing 0: items at 0, 20, 50 on the main axis.
final class StackViewAlignmentTests: XCTestCase {
    /// Lengths 20, 30, 10; thicknesses 10, 40, 20.
    private func items(_ axis: SVAxis) -> [View] {
        [svItem(axis, 20, 10, "a"), svItem(axis, 30, 40, "b"), svItem(axis, 10, 20, "c")]
    }

    private let mains: [(CGFloat, CGFloat)] = [(0, 20), (20, 30), (50, 10)]

    /// Lays out and compares each item's (cross position, thickness) and the stack's thickness.
    private func check(_ axis: SVAxis, _ alignment: StackView.Alignment, thickness: CGFloat? = nil,
                       expected: [(cross: CGFloat, thickness: CGFloat)], stackThickness: CGFloat,
                       file: StaticString = #filePath, line: UInt = #line) {
        let f = SVFixture(items(axis), axis: axis, alignment: alignment, thickness: thickness, file: file, line: line)
        f.layout()
        let want = zip(mains, expected).map { m, e in
            svRect(axis, main: m.0, cross: e.cross, length: m.1, thickness: e.thickness)
        }
        XCTAssertEqual(f.frames, want, file: file, line: line)
        XCTAssertEqual(f.stack.frame, svRect(axis, main: 0, cross: 0, length: 60, thickness: stackThickness),
                       file: file, line: line)
    }

    // MARK: fill

    func testFillMakesEveryItemAsThickAsTheThickestHorizontal() {
        check(.horizontal, .fill, expected: [(0, 40), (0, 40), (0, 40)], stackThickness: 40)
    }
    func testFillMakesEveryItemAsThickAsTheThickestVertical() {
        check(.vertical, .fill, expected: [(0, 40), (0, 40), (0, 40)], stackThickness: 40)
    }
    func testFillStretchesEveryItemToAThickerContainerHorizontal() {
        check(.horizontal, .fill, thickness: 60, expected: [(0, 60), (0, 60), (0, 60)], stackThickness: 60)
    }
    func testFillStretchesEveryItemToAThickerContainerVertical() {
        check(.vertical, .fill, thickness: 60, expected: [(0, 60), (0, 60), (0, 60)], stackThickness: 60)
    }
    func testFillCompressesEveryItemToAThinnerContainerHorizontal() {
        check(.horizontal, .fill, thickness: 30, expected: [(0, 30), (0, 30), (0, 30)], stackThickness: 30)
    }

    // MARK: leading / top

    func testTopKeepsIntrinsicThicknessesAtTheTopHorizontal() {
        check(.horizontal, .top, expected: [(0, 10), (0, 40), (0, 20)], stackThickness: 40)
    }
    func testLeadingKeepsIntrinsicThicknessesAtTheLeadingEdgeVertical() {
        check(.vertical, .leading, expected: [(0, 10), (0, 40), (0, 20)], stackThickness: 40)
    }
    func testTopInAThickerContainerHorizontal() {
        check(.horizontal, .top, thickness: 60, expected: [(0, 10), (0, 40), (0, 20)], stackThickness: 60)
    }
    func testLeadingInAThickerContainerVertical() {
        check(.vertical, .leading, thickness: 60, expected: [(0, 10), (0, 40), (0, 20)], stackThickness: 60)
    }
    func testTopInAThinnerContainerCompressesOnlyTheThickItemHorizontal() {
        check(.horizontal, .top, thickness: 30, expected: [(0, 10), (0, 30), (0, 20)], stackThickness: 30)
    }

    // MARK: center

    func testCenterCentersItemsHorizontal() {
        check(.horizontal, .center, expected: [(15, 10), (0, 40), (10, 20)], stackThickness: 40)
    }
    func testCenterCentersItemsVertical() {
        check(.vertical, .center, expected: [(15, 10), (0, 40), (10, 20)], stackThickness: 40)
    }
    func testCenterInAThickerContainerHorizontal() {
        check(.horizontal, .center, thickness: 60, expected: [(25, 10), (10, 40), (20, 20)], stackThickness: 60)
    }
    func testCenterInAThickerContainerVertical() {
        check(.vertical, .center, thickness: 60, expected: [(25, 10), (10, 40), (20, 20)], stackThickness: 60)
    }
    func testCenterInAThinnerContainerCompressesOnlyTheThickItemHorizontal() {
        check(.horizontal, .center, thickness: 30, expected: [(10, 10), (0, 30), (5, 20)], stackThickness: 30)
    }

    // MARK: trailing / bottom

    func testBottomAlignsBottomEdgesHorizontal() {
        check(.horizontal, .bottom, expected: [(30, 10), (0, 40), (20, 20)], stackThickness: 40)
    }
    func testTrailingAlignsTrailingEdgesVertical() {
        check(.vertical, .trailing, expected: [(30, 10), (0, 40), (20, 20)], stackThickness: 40)
    }
    func testBottomInAThickerContainerHorizontal() {
        check(.horizontal, .bottom, thickness: 60, expected: [(50, 10), (20, 40), (40, 20)], stackThickness: 60)
    }
    func testTrailingInAThickerContainerVertical() {
        check(.vertical, .trailing, thickness: 60, expected: [(50, 10), (20, 40), (40, 20)], stackThickness: 60)
    }

    // MARK: baselines (horizontal)

    /// a: 20×40, first baseline 30 from its top (the highest-rising item, the reference);
    /// b: 30×30, first baseline 10; c: a label "X", 8×17, baseline 13.
    private func firstBaselineItems() -> [View] {
        [SVBaselineBox(20, 40, first: 30, last: 5, "a"), SVBaselineBox(30, 30, first: 10, last: 5, "b"),
         svLabel("X", "c")]
    }

    func testFirstBaselineAlignsFirstBaselinesAndHugsTheItems() {
        let f = SVFixture(firstBaselineItems(), alignment: .firstBaseline)
        f.layout()
        XCTAssertEqual(f.frames, [CGRect(x: 0, y: 0, width: 20, height: 40), CGRect(x: 20, y: 20, width: 30, height: 30),
                                  CGRect(x: 50, y: 17, width: 8, height: 17)])
        XCTAssertEqual(f.stack.frame, CGRect(x: 0, y: 0, width: 58, height: 50))
    }

    /// `C.bottom == G.bottom`, `C.top <= R.top`: in a taller stack the lowest item's bottom
    /// meets the stack's bottom.
    func testFirstBaselineInATallerContainerKeepsTheLowestBottomOnTheStackBottom() {
        let f = SVFixture(firstBaselineItems(), alignment: .firstBaseline, thickness: 80)
        f.layout()
        XCTAssertEqual(f.frames, [CGRect(x: 0, y: 30, width: 20, height: 40), CGRect(x: 20, y: 50, width: 30, height: 30),
                                  CGRect(x: 50, y: 47, width: 8, height: 17)])
    }

    func testFirstBaselineAlignsLabelsOfDifferentSizes() {
        let big = Label("Big", metrics: Label.Metrics(characterAdvance: 16, ascent: 26, descent: 8))
        big.identifier = "big"
        let small = svLabel("small", "small")
        let f = SVFixture([big, small], alignment: .firstBaseline, spacing: 4)
        f.layout()
        XCTAssertEqual(f.frames, [CGRect(x: 0, y: 0, width: 48, height: 34), CGRect(x: 52, y: 13, width: 40, height: 17)])
        XCTAssertEqual(big.frame.minY + 26, small.frame.minY + 13)
        XCTAssertEqual(f.stack.frame, CGRect(x: 0, y: 0, width: 92, height: 34))
    }

    /// a: 20×40, last baseline 20 above its bottom (the lowest-reaching item, the reference);
    /// b: 30×30, last baseline 5; c: a label, last baseline 4 above its bottom.
    private func lastBaselineItems() -> [View] {
        [SVBaselineBox(20, 40, first: 5, last: 20, "a"), SVBaselineBox(30, 30, first: 5, last: 5, "b"),
         svLabel("X", "c")]
    }

    func testLastBaselineAlignsLastBaselinesAndHugsTheItems() {
        let f = SVFixture(lastBaselineItems(), alignment: .lastBaseline)
        f.layout()
        XCTAssertEqual(f.frames, [CGRect(x: 0, y: 5, width: 20, height: 40), CGRect(x: 20, y: 0, width: 30, height: 30),
                                  CGRect(x: 50, y: 12, width: 8, height: 17)])
        XCTAssertEqual(f.stack.frame, CGRect(x: 0, y: 0, width: 58, height: 45))
    }

    /// `C.top == G.top`: in a taller stack the highest item's top stays on the stack's top.
    func testLastBaselineInATallerContainerKeepsTheHighestTopOnTheStackTop() {
        let f = SVFixture(lastBaselineItems(), alignment: .lastBaseline, thickness: 80)
        f.layout()
        XCTAssertEqual(f.frames, [CGRect(x: 0, y: 5, width: 20, height: 40), CGRect(x: 20, y: 0, width: 30, height: 30),
                                  CGRect(x: 50, y: 12, width: 8, height: 17)])
        XCTAssertEqual(f.stack.frame, CGRect(x: 0, y: 0, width: 58, height: 80))
    }

    func testBaselineAlignmentOfViewsWithoutBaselinesUsesTheirEdges() {
        let first = SVFixture(items(.horizontal), alignment: .firstBaseline)
        first.layout()
        XCTAssertEqual(first.frames.map(\.minY), [0, 0, 0])
        XCTAssertEqual(first.stack.frame.height, 40)
        let last = SVFixture(items(.horizontal), alignment: .lastBaseline)
        last.layout()
        XCTAssertEqual(last.frames.map(\.minY), [30, 0, 20])
        XCTAssertEqual(last.stack.frame.height, 40)
    }

    // MARK: baselines on a vertical stack (deliberate difference 3)

    func testVerticalFirstBaselineBehavesAsLeading() {
        check(.vertical, .firstBaseline, thickness: 60, expected: [(0, 10), (0, 40), (0, 20)], stackThickness: 60)
    }
    func testVerticalLastBaselineBehavesAsTrailing() {
        check(.vertical, .lastBaseline, thickness: 60, expected: [(50, 10), (20, 40), (40, 20)], stackThickness: 60)
    }
    func testVerticalFirstBaselineAtNaturalThickness() {
        check(.vertical, .firstBaseline, expected: [(0, 10), (0, 40), (0, 20)], stackThickness: 40)
    }
    func testVerticalLastBaselineAtNaturalThickness() {
        check(.vertical, .lastBaseline, expected: [(30, 10), (0, 40), (20, 20)], stackThickness: 40)
    }

    // MARK: a single item

    func testSingleItemLeadingInAThickerContainer() {
        let f = SVFixture([svBox(20, 10, "a")], alignment: .top, thickness: 60)
        f.layout()
        XCTAssertEqual(f.frames, [CGRect(x: 0, y: 0, width: 20, height: 10)])
    }
    func testSingleItemCenterInAThickerContainer() {
        let f = SVFixture([svBox(20, 10, "a")], alignment: .center, thickness: 60)
        f.layout()
        XCTAssertEqual(f.frames, [CGRect(x: 0, y: 25, width: 20, height: 10)])
    }
    func testSingleItemTrailingInAThickerContainer() {
        let f = SVFixture([svBox(20, 10, "a")], alignment: .bottom, thickness: 60)
        f.layout()
        XCTAssertEqual(f.frames, [CGRect(x: 0, y: 50, width: 20, height: 10)])
    }
    func testSingleItemFillInAThickerContainer() {
        let f = SVFixture([svBox(20, 10, "a")], alignment: .fill, thickness: 60)
        f.layout()
        XCTAssertEqual(f.frames, [CGRect(x: 0, y: 0, width: 20, height: 60)])
    }
    func testSingleItemHugsAtNaturalThicknessForEveryAlignment() {
        for alignment in StackView.Alignment.allCases {
            let f = SVFixture([svBox(20, 10, "a")], alignment: alignment)
            f.layout()
            XCTAssertEqual(f.frames, [CGRect(x: 0, y: 0, width: 20, height: 10)], "\(alignment)")
            XCTAssertEqual(f.stack.frame, CGRect(x: 0, y: 0, width: 20, height: 10), "\(alignment)")
        }
    }

    // MARK: changes

    func testChangingTheAlignmentAfterLayoutMatchesAFreshStack() {
        let f = SVFixture(items(.horizontal), alignment: .fill, thickness: 60)
        f.layout()
        for (alignment, ys) in [(StackView.Alignment.center, [CGFloat(25), 10, 20]), (.bottom, [50, 20, 40]),
                                (.top, [0, 0, 0]), (.center, [25, 10, 20])] {
            f.stack.alignment = alignment
            f.layout()
            XCTAssertEqual(f.frames.map(\.minY), ys, "\(alignment)")
            XCTAssertEqual(f.frames.map(\.height), [10, 40, 20], "\(alignment)")
        }
        f.stack.alignment = .fill
        f.layout()
        XCTAssertEqual(f.frames.map(\.height), [60, 60, 60])
    }

    func testTopAndBottomAreLeadingAndTrailing() {
        XCTAssertEqual(StackView.Alignment.top, .leading)
        XCTAssertEqual(StackView.Alignment.bottom, .trailing)
        XCTAssertEqual(StackView().alignment, .fill)
        XCTAssertEqual(StackView().distribution, .fill)
        XCTAssertEqual(StackView().axis, .horizontal)
        XCTAssertEqual(StackView().spacing, 0)
    }
}

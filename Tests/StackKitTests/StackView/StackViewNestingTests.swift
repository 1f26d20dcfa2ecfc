import XCTest
import StackKit

/// Stacks inside stacks, three levels deep (Docs/StackView.md, "Nested stacks": nested stacks
/// are ordinary items; an intrinsic size change re-lays out every enclosing stack in the
/// same pass).
final class StackViewNestingTests: XCTestCase {
    /// outer (vertical, spacing 8, leading): [header, body]
    ///   header (horizontal, spacing 6, center): [avatar 40×40, names]
    ///     names (vertical, spacing 2, leading): [name "Alice" 40×17, time "5m" 16×17]
    ///   body: "Body text" 72×17
    private final class Card {
        let root = svStrictRoot()
        let avatar = svBox(40, 40, "avatar")
        let name = svLabel("Alice", "name")
        let time = svLabel("5m", "time")
        let body = svLabel("Body text", "body")
        let names: StackView
        let header: StackView
        let outer: StackView

        init() {
            names = StackView(arrangedSubviews: [name, time])
            names.identifier = "names"
            names.axis = .vertical
            names.spacing = 2
            names.alignment = .leading
            header = StackView(arrangedSubviews: [avatar, names])
            header.identifier = "header"
            header.spacing = 6
            header.alignment = .center
            outer = StackView(arrangedSubviews: [header, body])
            outer.identifier = "outer"
            outer.axis = .vertical
            outer.spacing = 8
            outer.alignment = .leading
            outer.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(outer)
            try! LayoutConstraint.activate([outer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                            outer.topAnchor.constraint(equalTo: root.topAnchor)])
        }

        func layout() { root.layoutIfNeeded() }
    }

    func testThreeLevelsLayOutAtTheirContentSize() {
        let c = Card()
        c.layout()
        XCTAssertEqual(c.name.frame, CGRect(x: 0, y: 0, width: 40, height: 17))
        XCTAssertEqual(c.time.frame, CGRect(x: 0, y: 19, width: 16, height: 17))
        XCTAssertEqual(c.avatar.frame, CGRect(x: 0, y: 0, width: 40, height: 40))
        XCTAssertEqual(c.names.frame, CGRect(x: 46, y: 2, width: 40, height: 36))
        XCTAssertEqual(c.header.frame, CGRect(x: 0, y: 0, width: 86, height: 40))
        XCTAssertEqual(c.body.frame, CGRect(x: 0, y: 48, width: 72, height: 17))
        XCTAssertEqual(c.outer.frame, CGRect(x: 0, y: 0, width: 86, height: 65))
    }

    func testHidingAtTheDeepestLevelRecentersTheMiddleLevel() {
        let c = Card()
        c.layout()
        c.time.isHidden = true
        c.layout()
        XCTAssertEqual(c.names.frame, CGRect(x: 46, y: 11.5, width: 40, height: 17))
        XCTAssertEqual(c.name.frame, CGRect(x: 0, y: 0, width: 40, height: 17))
        XCTAssertEqual(c.header.frame, CGRect(x: 0, y: 0, width: 86, height: 40))
        XCTAssertEqual(c.outer.frame, CGRect(x: 0, y: 0, width: 86, height: 65))
    }

    func testHidingInTheMiddleLevelShrinksTheOuterStack() {
        let c = Card()
        c.layout()
        c.avatar.isHidden = true
        c.layout()
        XCTAssertEqual(c.names.frame, CGRect(x: 0, y: 0, width: 40, height: 36))
        XCTAssertEqual(c.header.frame, CGRect(x: 0, y: 0, width: 40, height: 36))
        XCTAssertEqual(c.body.frame, CGRect(x: 0, y: 44, width: 72, height: 17))
        XCTAssertEqual(c.outer.frame, CGRect(x: 0, y: 0, width: 72, height: 61))
    }

    func testHidingANestedStackRemovesItAndItsGap() {
        let c = Card()
        c.layout()
        c.names.isHidden = true
        c.layout()
        XCTAssertEqual(c.header.frame, CGRect(x: 0, y: 0, width: 40, height: 40))
        XCTAssertEqual(c.outer.frame, CGRect(x: 0, y: 0, width: 72, height: 65))
    }

    /// A nested stack whose items are all hidden is 0×0 but still visible: its gap stays.
    func testNestedStackWithEveryItemHiddenIsEmptyButKeepsItsGap() {
        let c = Card()
        c.layout()
        c.name.isHidden = true
        c.time.isHidden = true
        c.layout()
        XCTAssertEqual(c.names.frame, CGRect(x: 46, y: 20, width: 0, height: 0))
        XCTAssertEqual(c.header.frame, CGRect(x: 0, y: 0, width: 46, height: 40))
    }

    func testHidingAtEveryLevelAndShowingAgainRestoresTheLayout() {
        let c = Card()
        c.layout()
        let frames = [c.name, c.time, c.avatar, c.names, c.header, c.body, c.outer].map(\.frame)
        for view in [c.time, c.avatar, c.body] { view.isHidden = true; c.layout() }
        XCTAssertEqual(c.outer.frame, CGRect(x: 0, y: 0, width: 40, height: 17))
        for view in [c.body, c.time, c.avatar] { view.isHidden = false; c.layout() }
        XCTAssertEqual([c.name, c.time, c.avatar, c.names, c.header, c.body, c.outer].map(\.frame), frames)
    }

    func testIntrinsicSizeChangeDeepInsideRelaysEveryLevelInOnePass() {
        let c = Card()
        c.layout()
        c.name.text = "Alexander"
        c.layout()
        XCTAssertEqual(c.name.frame, CGRect(x: 0, y: 0, width: 72, height: 17))
        XCTAssertEqual(c.names.frame, CGRect(x: 46, y: 2, width: 72, height: 36))
        XCTAssertEqual(c.header.frame, CGRect(x: 0, y: 0, width: 118, height: 40))
        XCTAssertEqual(c.outer.frame, CGRect(x: 0, y: 0, width: 118, height: 65))
        XCTAssertEqual(c.body.frame, CGRect(x: 0, y: 48, width: 72, height: 17))
    }

    func testNestedStacksHaveNoIntrinsicSize() {
        let c = Card()
        c.layout()
        XCTAssertEqual(c.names.intrinsicContentSize, CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        XCTAssertEqual(c.outer.intrinsicContentSize, CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    }

    func testFittingSizeOfANestedStackComesFromItsConstraints() {
        let c = Card()
        XCTAssertEqual(c.outer.systemLayoutSizeFitting(View.layoutFittingCompressedSize), CGSize(width: 86, height: 65))
        XCTAssertEqual(c.names.systemLayoutSizeFitting(View.layoutFittingCompressedSize), CGSize(width: 40, height: 36))
        c.avatar.isHidden = true
        XCTAssertEqual(c.outer.systemLayoutSizeFitting(View.layoutFittingCompressedSize), CGSize(width: 72, height: 61))
    }

    /// outer (horizontal, spacing 10, top): [colA, colB]
    ///   colA (vertical, spacing 4, fill): [row, wide 50×20]
    ///     row (horizontal, spacing 2, fill): [r1 10×10, r2 20×10]
    ///   colB (vertical): [square 30×30]
    private func grid() -> (root: View, outer: StackView, colA: StackView, row: StackView, views: [String: View]) {
        let root = svStrictRoot()
        let r1 = svBox(10, 10, "r1"), r2 = svBox(20, 10, "r2"), wide = svBox(50, 20, "wide"), square = svBox(30, 30, "sq")
        let row = StackView(arrangedSubviews: [r1, r2])
        row.spacing = 2
        let colA = StackView(arrangedSubviews: [row, wide])
        colA.axis = .vertical
        colA.spacing = 4
        let colB = StackView(arrangedSubviews: [square])
        colB.axis = .vertical
        let outer = StackView(arrangedSubviews: [colA, colB])
        outer.spacing = 10
        outer.alignment = .top
        outer.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(outer)
        try! LayoutConstraint.activate([outer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                        outer.topAnchor.constraint(equalTo: root.topAnchor)])
        return (root, outer, colA, row, ["r1": r1, "r2": r2, "wide": wide, "sq": square, "colB": colB])
    }

    /// The fill-aligned column stretches the row to the wide item's 50: the row's first item
    /// takes the extra 18.
    func testFillAlignedColumnStretchesANestedRow() {
        let g = grid()
        g.root.layoutIfNeeded()
        XCTAssertEqual(g.views["r1"]!.frame, CGRect(x: 0, y: 0, width: 28, height: 10))
        XCTAssertEqual(g.views["r2"]!.frame, CGRect(x: 30, y: 0, width: 20, height: 10))
        XCTAssertEqual(g.row.frame, CGRect(x: 0, y: 0, width: 50, height: 10))
        XCTAssertEqual(g.views["wide"]!.frame, CGRect(x: 0, y: 14, width: 50, height: 20))
        XCTAssertEqual(g.colA.frame, CGRect(x: 0, y: 0, width: 50, height: 34))
        XCTAssertEqual(g.views["colB"]!.frame, CGRect(x: 60, y: 0, width: 30, height: 30))
        XCTAssertEqual(g.outer.frame, CGRect(x: 0, y: 0, width: 90, height: 34))
    }

    func testHidingTheWideItemLetsTheNestedRowShrink() {
        let g = grid()
        g.root.layoutIfNeeded()
        g.views["wide"]!.isHidden = true
        g.root.layoutIfNeeded()
        XCTAssertEqual(g.views["r1"]!.frame, CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(g.views["r2"]!.frame, CGRect(x: 12, y: 0, width: 20, height: 10))
        XCTAssertEqual(g.colA.frame, CGRect(x: 0, y: 0, width: 32, height: 10))
        XCTAssertEqual(g.views["colB"]!.frame, CGRect(x: 42, y: 0, width: 30, height: 30))
        XCTAssertEqual(g.outer.frame, CGRect(x: 0, y: 0, width: 72, height: 30))
    }

    func testHidingAWholeColumnMovesTheOther() {
        let g = grid()
        g.root.layoutIfNeeded()
        g.colA.isHidden = true
        g.root.layoutIfNeeded()
        XCTAssertEqual(g.views["colB"]!.frame, CGRect(x: 0, y: 0, width: 30, height: 30))
        XCTAssertEqual(g.outer.frame, CGRect(x: 0, y: 0, width: 30, height: 30))
        XCTAssertEqual(g.colA.frame.width, 0)
    }
}

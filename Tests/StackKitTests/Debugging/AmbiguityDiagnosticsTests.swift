import XCTest
import StackKit

final class AmbiguityDiagnosticsTests: XCTestCase {
    // MARK: hasAmbiguousLayout

    func testFullyConstrainedViewIsNotAmbiguous() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate(frameConstraints(box, in: root, CGRect(x: 1, y: 2, width: 3, height: 4)))
        XCTAssertFalse(box.hasAmbiguousLayout)
        XCTAssertFalse(root.hasAmbiguousLayout)
    }

    func testRootIsNotAmbiguous() {
        XCTAssertFalse(quietRoot().hasAmbiguousLayout)
    }

    func testMissingHorizontalPositionIsAmbiguous() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate([box.topAnchor.constraint(equalTo: root.topAnchor),
                                       box.widthAnchor.constraint(equalToConstant: 10),
                                       box.heightAnchor.constraint(equalToConstant: 10)])
        XCTAssertTrue(box.hasAmbiguousLayout)
    }

    func testMissingWidthWithoutIntrinsicSizeIsAmbiguous() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       box.topAnchor.constraint(equalTo: root.topAnchor),
                                       box.heightAnchor.constraint(equalToConstant: 10)])
        XCTAssertTrue(box.hasAmbiguousLayout)
    }

    func testViewWithoutAnyConstraintIsAmbiguous() {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        XCTAssertTrue(box.hasAmbiguousLayout)
    }

    func testInequalityAloneLeavesTheViewAmbiguous() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate([box.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 10),
                                       box.topAnchor.constraint(equalTo: root.topAnchor),
                                       box.widthAnchor.constraint(equalToConstant: 10),
                                       box.heightAnchor.constraint(equalToConstant: 10)])
        XCTAssertTrue(box.hasAmbiguousLayout)
    }

    func testOptionalPullResolvesAnInequality() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate([box.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 10),
                                       prioritized(box.leadingAnchor.constraint(equalTo: root.leadingAnchor), .defaultLow),
                                       box.topAnchor.constraint(equalTo: root.topAnchor),
                                       box.widthAnchor.constraint(equalToConstant: 10),
                                       box.heightAnchor.constraint(equalToConstant: 10)])
        XCTAssertFalse(box.hasAmbiguousLayout)
        XCTAssertEqual(box.frame, CGRect(x: 10, y: 0, width: 10, height: 10))
    }

    func testTwoEqualOptionalPullsLeaveTheViewAmbiguous() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       box.topAnchor.constraint(equalTo: root.topAnchor),
                                       prioritized(box.widthAnchor.constraint(equalToConstant: 100), LayoutPriority(500)),
                                       prioritized(box.widthAnchor.constraint(equalToConstant: 200), LayoutPriority(500)),
                                       box.heightAnchor.constraint(equalToConstant: 10)])
        XCTAssertTrue(box.hasAmbiguousLayout)
    }

    func testAmbiguityOfOneViewDoesNotMakeItsSiblingAmbiguous() throws {
        let root = quietRoot()
        let fixed = autoLayoutChild(of: root, "fixed"), loose = autoLayoutChild(of: root, "loose")
        try LayoutConstraint.activate(frameConstraints(fixed, in: root, CGRect(x: 1, y: 2, width: 3, height: 4)) + [
            loose.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        XCTAssertFalse(fixed.hasAmbiguousLayout)
        XCTAssertTrue(loose.hasAmbiguousLayout)
    }

    func testAddingTheMissingConstraintRemovesTheAmbiguity() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate([box.topAnchor.constraint(equalTo: root.topAnchor),
                                       box.widthAnchor.constraint(equalToConstant: 10),
                                       box.heightAnchor.constraint(equalToConstant: 10)])
        XCTAssertTrue(box.hasAmbiguousLayout)
        box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 7).isActive = true
        XCTAssertFalse(box.hasAmbiguousLayout)
        XCTAssertEqual(box.frame, CGRect(x: 7, y: 0, width: 10, height: 10))
    }

    func testHasAmbiguousLayoutLaysOutFirst() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate(frameConstraints(box, in: root, CGRect(x: 1, y: 2, width: 3, height: 4)))
        _ = box.hasAmbiguousLayout
        XCTAssertEqual(box.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    func testGuideWithoutVerticalConstraintsDoesNotMakeTheOwnerAmbiguous() throws {
        let root = quietRoot()
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        guide.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        XCTAssertFalse(root.hasAmbiguousLayout)
    }

    // MARK: constraintsAffectingLayout(for:)

    func testConstraintsAffectingLayoutSplitsByAxis() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        let top = box.topAnchor.constraint(equalTo: root.topAnchor)
        let height = box.heightAnchor.constraint(equalToConstant: 10)
        try LayoutConstraint.activate([leading, width, top, height])
        let horizontal = box.constraintsAffectingLayout(for: .horizontal)
        let vertical = box.constraintsAffectingLayout(for: .vertical)
        XCTAssertTrue(containsIdentical(horizontal, leading))
        XCTAssertTrue(containsIdentical(horizontal, width))
        XCTAssertFalse(containsIdentical(horizontal, top))
        XCTAssertFalse(containsIdentical(horizontal, height))
        XCTAssertTrue(containsIdentical(vertical, top))
        XCTAssertTrue(containsIdentical(vertical, height))
        XCTAssertFalse(containsIdentical(vertical, leading))
        XCTAssertFalse(containsIdentical(vertical, width))
    }

    func testConstraintsAffectingLayoutIncludesThoseWhereTheViewIsTheSecondItem() throws {
        let root = quietRoot()
        let a = autoLayoutChild(of: root, "a"), b = autoLayoutChild(of: root, "b")
        let follow = b.leadingAnchor.constraint(equalTo: a.trailingAnchor)
        follow.isActive = true
        XCTAssertTrue(containsIdentical(a.constraintsAffectingLayout(for: .horizontal), follow))
        XCTAssertTrue(containsIdentical(b.constraintsAffectingLayout(for: .horizontal), follow))
    }

    func testCrossAxisSizeConstraintAffectsTheSecondItemsAxis() throws {
        // other.width == box.height sizes box vertically (and other horizontally).
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box"), other = autoLayoutChild(of: root, "other")
        let cross = other.widthAnchor.constraint(equalTo: box.heightAnchor)
        cross.isActive = true
        XCTAssertTrue(containsIdentical(box.constraintsAffectingLayout(for: .vertical), cross))
        XCTAssertFalse(containsIdentical(box.constraintsAffectingLayout(for: .horizontal), cross))
        XCTAssertTrue(containsIdentical(other.constraintsAffectingLayout(for: .horizontal), cross))
    }

    func testAspectRatioAffectsTheAxisOfItsFirstAttribute() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        let aspect = box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5)
        aspect.isActive = true
        XCTAssertTrue(containsIdentical(box.constraintsAffectingLayout(for: .vertical), aspect))
    }

    func testConstraintsAffectingLayoutIncludesContentSizeConstraints() throws {
        let root = quietRoot()
        let label = Label("Hi")
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        root.layoutIfNeeded()
        let horizontal = label.constraintsAffectingLayout(for: .horizontal)
        XCTAssertTrue(horizontal.contains { $0.firstAttribute == .width && $0.relation == .greaterThanOrEqual
            && $0.priority == .defaultHigh && $0.constant == 16 })
        XCTAssertTrue(horizontal.contains { $0.firstAttribute == .width && $0.relation == .lessThanOrEqual
            && $0.priority == .defaultLow && $0.constant == 16 })
        XCTAssertFalse(horizontal.contains { $0.firstAttribute == .height })
    }

    func testConstraintsAffectingLayoutIncludesMarginConstraints() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        let pin = box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
        pin.isActive = true
        XCTAssertTrue(containsIdentical(box.constraintsAffectingLayout(for: .horizontal), pin))
    }

    func testInactiveConstraintsDoNotAffectLayout() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        width.isActive = false
        XCTAssertFalse(containsIdentical(box.constraintsAffectingLayout(for: .horizontal), width))
    }

    func testBrokenConstraintIsStillListed() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        let w1 = box.widthAnchor.constraint(equalToConstant: 10)
        let w2 = box.widthAnchor.constraint(equalToConstant: 20)
        try LayoutConstraint.activate([w1, w2])
        root.layoutIfNeeded()
        let horizontal = box.constraintsAffectingLayout(for: .horizontal)
        XCTAssertTrue(containsIdentical(horizontal, w1))
        XCTAssertTrue(containsIdentical(horizontal, w2))
    }

    // MARK: layoutTrace()

    func testLayoutTraceOfAnUnambiguousTree() throws {
        let root = quietRoot(CGRect(x: 0, y: 0, width: 320, height: 480))
        let box = autoLayoutChild(of: root, "box")
        let inner = autoLayoutChild(of: box, "inner")
        try LayoutConstraint.activate(frameConstraints(box, in: root, CGRect(x: 110, y: 20, width: 100, height: 100))
            + frameConstraints(inner, in: box, CGRect(x: 5, y: 5, width: 10, height: 10)))
        XCTAssertEqual(root.layoutTrace(), """
        View 'root' (0, 0, 320, 480)
          View 'box' (110, 20, 100, 100)
            View 'inner' (5, 5, 10, 10)
        """)
    }

    func testLayoutTraceMarksAmbiguousVariables() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate([box.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
                                       box.widthAnchor.constraint(equalToConstant: 10),
                                       box.heightAnchor.constraint(equalToConstant: 10)])
        let lines = root.layoutTrace().split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2)
        XCTAssertEqual(lines[0], "View 'root' (0, 0, 320, 480)")
        XCTAssertTrue(lines[1].hasPrefix("  View 'box' ("), lines[1])
        XCTAssertTrue(lines[1].hasSuffix(", 5, 10, 10) AMBIGUOUS minX"), lines[1])
    }

    func testLayoutTraceMarksHiddenViewsAndUsesTypeNamesWithoutIdentifier() throws {
        let root = quietRoot()
        let label = Label("Hi")
        label.frame = CGRect(x: 1, y: 2, width: 16, height: 17)
        label.isHidden = true
        root.addSubview(label)
        XCTAssertEqual(root.layoutTrace(), """
        View 'root' (0, 0, 320, 480)
          Label 'Label' (1, 2, 16, 17) hidden
        """)
    }

    func testLayoutTraceOfASubtreeStartsThere() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate(frameConstraints(box, in: root, CGRect(x: 1, y: 2, width: 3, height: 4)))
        XCTAssertEqual(box.layoutTrace(), "View 'box' (1, 2, 3, 4)")
    }
}

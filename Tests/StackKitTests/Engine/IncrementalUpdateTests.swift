import XCTest
import StackKit

/// Changes are applied incrementally (architecture, "Layout engine"): a constant change is
/// a constant change in the solver, resizing the root is an edit, not a rebuild.
final class IncrementalUpdateTests: XCTestCase {
    private func laidOutRow() throws -> (root: View, a: Label, gap: LayoutConstraint, width: LayoutConstraint) {
        let root = quietRoot()
        let a = Label("Hello")
        a.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(a)
        let box = autoLayoutChild(of: root, "box")
        let gap = box.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)
        let width = box.widthAnchor.constraint(equalToConstant: 50)
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            gap, width,
            box.topAnchor.constraint(equalTo: a.topAnchor),
            box.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        root.layoutIfNeeded()
        return (root, a, gap, width)
    }

    func testConstantChangeIsNotARemoveAndAdd() throws {
        let t = try laidOutRow()
        let before = t.root.layoutEngine.statistics
        t.gap.constant = 20
        t.root.layoutIfNeeded()
        let after = t.root.layoutEngine.statistics
        XCTAssertEqual(after.additions, before.additions)
        XCTAssertEqual(after.removals, before.removals)
        XCTAssertEqual(after.constantChanges, before.constantChanges + 1)
    }

    /// The box is 50 wide by a required constraint; a wider wish at 250 gives way until it
    /// is raised above it (and the fixed width is made optional below it).
    func testAnOptionalPriorityChangeIsNotARemoveAndAdd() throws {
        let t = try laidOutRow()
        let box = try XCTUnwrap(t.width.firstItem as? View)
        let wider = box.widthAnchor.constraint(equalToConstant: 80)
        wider.priority = .defaultLow
        t.width.priority = .defaultHigh
        try LayoutConstraint.activate([wider])
        t.root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 50)
        let before = t.root.layoutEngine.statistics
        wider.priority = LayoutPriority(999)
        t.root.layoutIfNeeded()
        let after = t.root.layoutEngine.statistics
        XCTAssertEqual(box.frame.width, 80)
        XCTAssertEqual(after.additions, before.additions)
        XCTAssertEqual(after.removals, before.removals)
        XCTAssertEqual(after.priorityChanges, before.priorityChanges + 1)
    }

    func testSeveralConstantChangesOfOneConstraintBetweenPassesAreOneChange() throws {
        let t = try laidOutRow()
        let before = t.root.layoutEngine.statistics
        for c in stride(from: 10, through: 100, by: 10) { t.gap.constant = CGFloat(c) }
        t.root.layoutIfNeeded()
        XCTAssertEqual(t.root.layoutEngine.statistics.constantChanges, before.constantChanges + 1)
    }

    func testResizingTheRootOnlyChangesConstants() throws {
        let t = try laidOutRow()
        let before = t.root.layoutEngine.statistics
        t.root.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        t.root.layoutIfNeeded()
        let after = t.root.layoutEngine.statistics
        XCTAssertEqual(after.additions, before.additions)
        XCTAssertEqual(after.removals, before.removals)
        XCTAssertEqual(after.constantChanges, before.constantChanges + 2)
    }

    func testMovingATranslatingViewOnlyChangesConstants() throws {
        let root = quietRoot()
        let v = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        root.addSubview(v)
        root.layoutIfNeeded()
        let before = root.layoutEngine.statistics
        v.frame = CGRect(x: 10, y: 2, width: 30, height: 4)
        root.layoutIfNeeded()
        let after = root.layoutEngine.statistics
        XCTAssertEqual(after.additions, before.additions)
        XCTAssertEqual(after.removals, before.removals)
        XCTAssertEqual(after.constantChanges, before.constantChanges + 2)
        XCTAssertEqual(v.frame, CGRect(x: 10, y: 2, width: 30, height: 4))
    }

    func testChangingMarginsOnlyChangesConstants() throws {
        let t = try laidOutRow()
        let before = t.root.layoutEngine.statistics
        t.root.layoutMargins = EdgeInsets(top: 8, left: 20, bottom: 8, right: 8)
        t.root.layoutIfNeeded()
        let after = t.root.layoutEngine.statistics
        XCTAssertEqual(after.additions, before.additions)
        XCTAssertEqual(after.removals, before.removals)
        XCTAssertEqual(t.a.frame, CGRect(x: 20, y: 8, width: 40, height: 17))
    }

    func testChangingTheIntrinsicSizeOnlyChangesConstants() throws {
        let t = try laidOutRow()
        let before = t.root.layoutEngine.statistics
        t.a.text = "Hello, world"
        t.root.layoutIfNeeded()
        let after = t.root.layoutEngine.statistics
        XCTAssertEqual(after.additions, before.additions)
        XCTAssertEqual(after.removals, before.removals)
        XCTAssertEqual(after.constantChanges, before.constantChanges + 2)
        XCTAssertEqual(t.a.frame, CGRect(x: 8, y: 8, width: 96, height: 17))
    }

    func testACleanPassTouchesNothing() throws {
        let t = try laidOutRow()
        let before = t.root.layoutEngine.statistics
        t.root.setNeedsLayout()
        t.root.layoutIfNeeded()
        t.root.layoutIfNeeded()
        XCTAssertEqual(t.root.layoutEngine.statistics, before)
    }

    func testDeactivatingAndReactivatingBetweenPassesTouchesNothing() throws {
        let t = try laidOutRow()
        let before = t.root.layoutEngine.statistics
        t.width.isActive = false
        t.width.isActive = true
        t.root.layoutIfNeeded()
        XCTAssertEqual(t.root.layoutEngine.statistics, before)
    }

    /// A required constraint made optional changes its row (a dummy becomes two errors).
    func testMakingARequiredConstraintOptionalIsOneRemoveAndOneAdd() throws {
        let t = try laidOutRow()
        let before = t.root.layoutEngine.statistics
        t.width.priority = .defaultHigh
        t.root.layoutIfNeeded()
        let after = t.root.layoutEngine.statistics
        XCTAssertEqual(after.additions, before.additions + 1)
        XCTAssertEqual(after.removals, before.removals + 1)
        XCTAssertEqual(after.priorityChanges, before.priorityChanges)
    }

    func testNewConstraintIsOneAddition() throws {
        let t = try laidOutRow()
        let before = t.root.layoutEngine.statistics
        prioritized(t.a.widthAnchor.constraint(equalToConstant: 10), .fittingSizeLevel).isActive = true
        t.root.layoutIfNeeded()
        let after = t.root.layoutEngine.statistics
        XCTAssertEqual(after.additions, before.additions + 1)
        XCTAssertEqual(after.removals, before.removals)
    }

    func testFittingDoesNotTouchTheEngine() throws {
        let t = try laidOutRow()
        let before = t.root.layoutEngine.statistics
        _ = t.root.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        t.root.layoutIfNeeded()
        XCTAssertEqual(t.root.layoutEngine.statistics, before)
    }

    func testSolverStatisticsCountTheConstraintsTheEngineAdds() throws {
        let t = try laidOutRow()
        let before = t.root.layoutEngine.solverStatistics
        try LayoutConstraint.activate([prioritized(t.a.widthAnchor.constraint(equalToConstant: 10), .fittingSizeLevel),
                                       prioritized(t.a.heightAnchor.constraint(equalToConstant: 10), .fittingSizeLevel)])
        t.root.layoutIfNeeded()
        XCTAssertEqual(t.root.layoutEngine.solverStatistics.constraints, before.constraints + 2)
    }

    /// A vertical stack of 30 items 20 tall, 4 apart, pinned by its top edge.
    private func laidOutColumn() throws -> (root: View, items: [View]) {
        let root = quietRoot(CGRect(x: 0, y: 0, width: 100, height: 2000))
        let items = (0..<30).map { _ in
            let v = View()
            v.intrinsicContentSize = CGSize(width: 10, height: 20)
            return v
        }
        let stack = StackView(arrangedSubviews: items)
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        try LayoutConstraint.activate([stack.topAnchor.constraint(equalTo: root.topAnchor),
                                       stack.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        root.layoutIfNeeded()
        return (root, items)
    }

    // Raising the compression bound before the hugging bound would make the solver trade
    // one against the other by pivoting every position above the item into its basis:
    // the tableau would fill in, and a feed of wrapping labels took seconds (S7).
    func testAnItemThatGrowsMovesTheItemsBelowWithoutFillingTheTableau() throws {
        let t = try laidOutColumn()
        let before = t.root.layoutEngine.solverStatistics
        t.items[20].intrinsicContentSize = CGSize(width: 10, height: 50)
        t.root.layoutIfNeeded()
        XCTAssertEqual(t.items[19].frame, CGRect(x: 0, y: 456, width: 10, height: 20))   // 19 × 24
        XCTAssertEqual(t.items[20].frame, CGRect(x: 0, y: 480, width: 10, height: 50))   // 20 × 24
        XCTAssertEqual(t.items[21].frame, CGRect(x: 0, y: 534, width: 10, height: 20))   // 480 + 50 + 4
        XCTAssertEqual(t.items[29].frame, CGRect(x: 0, y: 726, width: 10, height: 20))   // 534 + 8 × 24
        XCTAssertEqual(t.root.layoutEngine.solverStatistics.cells, before.cells)
    }

    func testAnItemThatShrinksMovesTheItemsBelowWithoutFillingTheTableau() throws {
        let t = try laidOutColumn()
        let before = t.root.layoutEngine.solverStatistics
        t.items[20].intrinsicContentSize = CGSize(width: 10, height: 5)
        t.root.layoutIfNeeded()
        XCTAssertEqual(t.items[20].frame, CGRect(x: 0, y: 480, width: 10, height: 5))
        XCTAssertEqual(t.items[21].frame, CGRect(x: 0, y: 489, width: 10, height: 20))   // 480 + 5 + 4
        XCTAssertEqual(t.items[29].frame, CGRect(x: 0, y: 681, width: 10, height: 20))   // 489 + 8 × 24
        XCTAssertEqual(t.root.layoutEngine.solverStatistics.cells, before.cells)
    }
}

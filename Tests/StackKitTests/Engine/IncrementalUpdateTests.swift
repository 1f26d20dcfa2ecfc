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

    func testPriorityChangeIsOneRemoveAndOneAdd() throws {
        let t = try laidOutRow()
        let before = t.root.layoutEngine.statistics
        t.width.priority = .defaultHigh
        t.root.layoutIfNeeded()
        let after = t.root.layoutEngine.statistics
        XCTAssertEqual(after.additions, before.additions + 1)
        XCTAssertEqual(after.removals, before.removals + 1)
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
}

import XCTest
import StackKit

/// `arrangedSubviews` bookkeeping (Docs/StackView.md, "Bookkeeping": follows UIKit).
final class StackViewBookkeepingTests: XCTestCase {
    private func abc() -> (View, View, View) { (svBox(10, 20, "a"), svBox(20, 20, "b"), svBox(30, 20, "c")) }

    private func ids(_ views: [View]) -> [String] { views.map { $0.identifier ?? "?" } }

    private func assertSubset(_ stack: StackView, file: StaticString = #filePath, line: UInt = #line) {
        for view in stack.arrangedSubviews {
            XCTAssertTrue(stack.subviews.contains { $0 === view }, "\(view) arranged but not a subview", file: file, line: line)
            XCTAssertTrue(view.superview === stack, file: file, line: line)
        }
    }

    func testInitArrangesTheViewsInOrderAsSubviews() {
        let (a, b, c) = abc()
        let stack = StackView(arrangedSubviews: [a, b, c])
        XCTAssertEqual(ids(stack.arrangedSubviews), ["a", "b", "c"])
        XCTAssertEqual(ids(stack.subviews), ["a", "b", "c"])
        assertSubset(stack)
    }

    func testArrangedSubviewsStopTranslatingTheirAutoresizingMask() {
        let (a, b, c) = abc()
        let stack = StackView(arrangedSubviews: [a])
        stack.addArrangedSubview(b)
        stack.insertArrangedSubview(c, at: 0)
        XCTAssertFalse(a.translatesAutoresizingMaskIntoConstraints)
        XCTAssertFalse(b.translatesAutoresizingMaskIntoConstraints)
        XCTAssertFalse(c.translatesAutoresizingMaskIntoConstraints)
    }

    func testAddingAnArrangedViewAgainMovesItToTheEnd() {
        let (a, b, c) = abc()
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.addArrangedSubview(a)
        XCTAssertEqual(ids(stack.arrangedSubviews), ["b", "c", "a"])
        XCTAssertEqual(stack.subviews.count, 3)
        assertSubset(stack)
    }

    func testReAddingMovesTheItemInTheLayout() {
        let (a, b, c) = abc()
        let f = SVFixture([a, b, c], spacing: 10)
        f.layout()
        f.stack.addArrangedSubview(a)
        f.layout()
        XCTAssertEqual([b.frame, c.frame, a.frame], [CGRect(x: 0, y: 0, width: 20, height: 20),
                                                      CGRect(x: 30, y: 0, width: 30, height: 20),
                                                      CGRect(x: 70, y: 0, width: 10, height: 20)])
    }

    func testAddingASubviewThatIsNotArrangedArrangesIt() {
        let (a, b, _) = abc()
        let stack = StackView(arrangedSubviews: [a])
        stack.addSubview(b)
        XCTAssertEqual(ids(stack.arrangedSubviews), ["a"], "addSubview does not arrange")
        stack.addArrangedSubview(b)
        XCTAssertEqual(ids(stack.arrangedSubviews), ["a", "b"])
        XCTAssertEqual(ids(stack.subviews), ["a", "b"])
    }

    func testAddingAViewFromAnotherParentMovesIt() {
        let (a, b, _) = abc()
        let other = View()
        other.addSubview(b)
        let stack = StackView(arrangedSubviews: [a])
        stack.addArrangedSubview(b)
        XCTAssertTrue(b.superview === stack)
        XCTAssertTrue(other.subviews.isEmpty)
    }

    func testAViewArrangedInAnotherStackLeavesIt() {
        let (a, b, _) = abc()
        let first = StackView(arrangedSubviews: [a, b])
        let second = StackView()
        second.addArrangedSubview(b)
        XCTAssertEqual(ids(first.arrangedSubviews), ["a"])
        XCTAssertEqual(ids(second.arrangedSubviews), ["b"])
        assertSubset(first)
        assertSubset(second)
    }

    func testInsertAtEveryValidIndex() {
        for index in 0...3 {
            let (a, b, c) = abc()
            let d = svBox(5, 5, "d")
            let stack = StackView(arrangedSubviews: [a, b, c])
            stack.insertArrangedSubview(d, at: index)
            var expected = ["a", "b", "c"]
            expected.insert("d", at: index)
            XCTAssertEqual(ids(stack.arrangedSubviews), expected)
            assertSubset(stack)
        }
    }

    func testInsertingAnArrangedViewMovesIt() {
        let (a, b, c) = abc()
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.insertArrangedSubview(c, at: 0)
        XCTAssertEqual(ids(stack.arrangedSubviews), ["c", "a", "b"])
        stack.insertArrangedSubview(c, at: 1)
        XCTAssertEqual(ids(stack.arrangedSubviews), ["a", "c", "b"])
        XCTAssertEqual(stack.subviews.count, 3)
    }

    /// Docs/StackView.md ("Bookkeeping") refuses only an index *beyond* the count (UIKit:
    /// "must not be greater than the number of views currently in this array"); moving an
    /// arranged view to index `arrangedSubviews.count` is valid and puts it last.
    func testInsertingAnArrangedViewAtTheCountMovesItToTheEnd() {
        let (a, b, c) = abc()
        let f = SVFixture([a, b, c])
        f.stack.insertArrangedSubview(a, at: 3)
        XCTAssertEqual(ids(f.stack.arrangedSubviews), ["b", "c", "a"])
        XCTAssertEqual(f.root.layoutEngine.diagnostics.count, 0)
    }

    func testInsertBeyondTheCountIsRefusedAndChangesNothing() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var reported: [LayoutDiagnostic] = []
        root.layoutEngine.diagnosticHandler = { reported.append($0) }
        let (a, b, _) = abc()
        let stack = StackView(arrangedSubviews: [a, b])
        root.addSubview(stack)
        let d = svBox(5, 5, "d")
        stack.insertArrangedSubview(d, at: 3)
        XCTAssertEqual(ids(stack.arrangedSubviews), ["a", "b"])
        XCTAssertNil(d.superview)
        XCTAssertTrue(d.translatesAutoresizingMaskIntoConstraints, "a refused view is not touched")
        XCTAssertEqual(reported.count, 1)
        XCTAssertEqual(root.layoutEngine.diagnostics.count, 1)
        guard case let .indexOutOfRange(index, count)? = root.layoutEngine.diagnostics.first?.error else {
            return XCTFail("expected indexOutOfRange, got \(String(describing: root.layoutEngine.diagnostics.first))")
        }
        XCTAssertEqual(index, 3)
        XCTAssertEqual(count, 2)
    }

    func testInsertAtANegativeIndexIsRefused() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.layoutEngine.diagnosticHandler = { _ in }
        let (a, b, _) = abc()
        let stack = StackView(arrangedSubviews: [a, b])
        root.addSubview(stack)
        let d = svBox(5, 5, "d")
        stack.insertArrangedSubview(d, at: -1)
        XCTAssertEqual(ids(stack.arrangedSubviews), ["a", "b"])
        XCTAssertNil(d.superview)
        guard case .indexOutOfRange? = root.layoutEngine.diagnostics.first?.error else {
            return XCTFail("expected indexOutOfRange")
        }
    }

    func testRefusedInsertLeavesTheLayoutAsItWas() {
        let (a, b, _) = abc()
        let f = SVFixture([a, b], spacing: 10)
        f.root.layoutEngine.diagnosticHandler = { _ in }
        let before = f.layout()
        let stackFrame = f.stack.frame
        f.stack.insertArrangedSubview(svBox(5, 5, "d"), at: 5)
        XCTAssertEqual(f.layout(), before)
        XCTAssertEqual(f.stack.frame, stackFrame)
    }

    func testRemoveKeepsTheViewAsASubview() {
        let (a, b, c) = abc()
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.removeArrangedSubview(b)
        XCTAssertEqual(ids(stack.arrangedSubviews), ["a", "c"])
        XCTAssertEqual(ids(stack.subviews), ["a", "b", "c"])
        XCTAssertTrue(b.superview === stack)
        assertSubset(stack)
    }

    func testRemovedViewNoLongerTakesPartInTheLayout() {
        let (a, b, c) = abc()
        let f = SVFixture([a, b, c], spacing: 10)
        f.layout()
        f.stack.removeArrangedSubview(b)
        f.layout()
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 10, height: 20))
        XCTAssertEqual(c.frame, CGRect(x: 20, y: 0, width: 30, height: 20))
        XCTAssertEqual(f.stack.frame, CGRect(x: 0, y: 0, width: 50, height: 20))
        let generated = f.stack.arrangementConstraints().flatMap(\.constraints)
        XCTAssertFalse(generated.contains { $0.firstItem === b || $0.secondItem === b },
                       "no generated constraint refers to a removed view")
    }

    func testRemovingAViewThatIsNotArrangedDoesNothing() {
        let (a, b, _) = abc()
        let stack = StackView(arrangedSubviews: [a])
        stack.addSubview(b)
        stack.removeArrangedSubview(b)
        stack.removeArrangedSubview(svBox(1, 1, "stranger"))
        XCTAssertEqual(ids(stack.arrangedSubviews), ["a"])
        XCTAssertEqual(ids(stack.subviews), ["a", "b"])
    }

    func testRemoveFromSuperviewAlsoUnarranges() {
        let (a, b, c) = abc()
        let f = SVFixture([a, b, c], spacing: 10)
        f.layout()
        b.removeFromSuperview()
        XCTAssertEqual(ids(f.stack.arrangedSubviews), ["a", "c"])
        XCTAssertEqual(ids(f.stack.subviews), ["a", "c"])
        f.layout()
        XCTAssertEqual(c.frame, CGRect(x: 20, y: 0, width: 30, height: 20))
        XCTAssertEqual(f.stack.frame.width, 50)
    }

    func testRemoveFromSuperviewOfAHiddenItem() {
        let (a, b, c) = abc()
        let f = SVFixture([a, b, c], spacing: 10)
        b.isHidden = true
        f.layout()
        b.removeFromSuperview()
        f.layout()
        XCTAssertEqual(ids(f.stack.arrangedSubviews), ["a", "c"])
        XCTAssertEqual(c.frame, CGRect(x: 20, y: 0, width: 30, height: 20))
        XCTAssertFalse(f.stack.arrangementConstraints().flatMap(\.constraints)
            .contains { $0.firstItem === b || $0.secondItem === b })
    }

    func testArrangedSubviewsStayASubsetThroughMixedOperations() {
        let (a, b, c) = abc()
        let d = svBox(5, 5, "d")
        let stack = StackView(arrangedSubviews: [a, b])
        stack.addSubview(c)
        stack.insertArrangedSubview(d, at: 1)
        stack.removeArrangedSubview(a)
        b.removeFromSuperview()
        stack.addArrangedSubview(c)
        stack.addArrangedSubview(a)
        XCTAssertEqual(ids(stack.arrangedSubviews), ["d", "c", "a"])
        XCTAssertEqual(Set(ids(stack.subviews)), ["a", "c", "d"])
        assertSubset(stack)
    }

    func testArrangingTheStackInsideItselfIsRefused() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.layoutEngine.diagnosticHandler = { _ in }
        let outer = StackView()
        root.addSubview(outer)
        let inner = StackView()
        outer.addArrangedSubview(inner)
        inner.addArrangedSubview(outer)
        outer.addArrangedSubview(outer)
        XCTAssertEqual(inner.arrangedSubviews.count, 0)
        XCTAssertEqual(outer.arrangedSubviews.count, 1)
        XCTAssertTrue(outer.superview === root)
        XCTAssertEqual(root.layoutEngine.diagnostics.count, 2)
    }

    func testRemovingAnItemWithCustomSpacingAfterItClosesTheGap() {
        let (a, b, c) = abc()
        let f = SVFixture([a, b, c], spacing: 10)
        f.stack.setCustomSpacing(30, after: a)
        f.layout()
        XCTAssertEqual(b.frame.minX, 40)
        a.removeFromSuperview()
        f.layout()
        XCTAssertEqual(b.frame.minX, 0)
        XCTAssertEqual(c.frame.minX, 30)
    }

    func testARemovedViewIsNotKeptAlive() {
        let f = SVFixture([svBox(10, 20, "a")], spacing: 10)
        weak var weakView: View?
        do {
            let b = svBox(20, 20, "b")
            weakView = b
            f.stack.addArrangedSubview(b)
            f.stack.setCustomSpacing(4, after: b)
            b.isHidden = true
            f.layout()
            b.isHidden = false
            f.layout()
            b.removeFromSuperview()
            f.layout()
        }
        XCTAssertNil(weakView, "the stack's weak tables and its constraints must not retain a removed item")
        XCTAssertEqual(f.stack.frame.width, 10)
    }
}

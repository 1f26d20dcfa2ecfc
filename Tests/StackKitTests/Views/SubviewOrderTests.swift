import XCTest
import StackKit

// Reordering subviews, needsUpdateConstraints(), the animation calls and
// debugDescription, with UIKit's semantics.

final class SubviewOrderTests: XCTestCase {
    /// A quiet root with subviews a, b, c in that order.
    private func threeSubviews() -> (View, View, View, View) {
        let root = quietRoot()
        let a = View(), b = View(), c = View()
        a.identifier = "a"; b.identifier = "b"; c.identifier = "c"
        for v in [a, b, c] { root.addSubview(v) }
        return (root, a, b, c)
    }

    private func names(_ view: View) -> [String] { view.subviews.map { $0.identifier ?? "?" } }

    func testBringSubviewToFrontMovesItToTheEnd() {
        let (root, a, _, _) = threeSubviews()
        root.bringSubviewToFront(a)
        XCTAssertEqual(names(root), ["b", "c", "a"])
    }

    func testSendSubviewToBackMovesItToTheStart() {
        let (root, _, _, c) = threeSubviews()
        root.sendSubviewToBack(c)
        XCTAssertEqual(names(root), ["c", "a", "b"])
    }

    func testInsertSubviewAboveSubviewPutsItJustAfterTheSibling() {
        let (root, a, _, c) = threeSubviews()
        root.insertSubview(c, aboveSubview: a)
        XCTAssertEqual(names(root), ["a", "c", "b"])
    }

    func testInsertSubviewBelowSubviewPutsItJustBeforeTheSibling() {
        let (root, a, _, c) = threeSubviews()
        root.insertSubview(a, belowSubview: c)
        XCTAssertEqual(names(root), ["b", "a", "c"])
    }

    func testInsertSubviewAboveSubviewAddsANewView() {
        let (root, a, _, _) = threeSubviews()
        let d = View()
        d.identifier = "d"
        root.insertSubview(d, aboveSubview: a)
        XCTAssertEqual(names(root), ["a", "d", "b", "c"])
        XCTAssertTrue(d.superview === root)
    }

    func testInsertingNextToAViewThatIsNotASubviewIsRefused() {
        let (root, a, _, _) = threeSubviews()
        let stranger = View()
        stranger.identifier = "stranger"
        root.insertSubview(a, aboveSubview: stranger)
        XCTAssertEqual(names(root), ["a", "b", "c"])
        XCTAssertEqual(root.layoutEngine.diagnostics.map(\.description),
                       ["[LayoutConstraints] Refused: stranger is not a subview of root"])
    }

    func testExchangeSubviewSwapsTwoIndices() {
        let (root, _, _, _) = threeSubviews()
        root.exchangeSubview(at: 0, withSubviewAt: 2)
        XCTAssertEqual(names(root), ["c", "b", "a"])
    }

    func testExchangeSubviewOutOfRangeIsRefused() {
        let (root, _, _, _) = threeSubviews()
        root.exchangeSubview(at: 0, withSubviewAt: 3)
        XCTAssertEqual(names(root), ["a", "b", "c"])
        XCTAssertEqual(root.layoutEngine.diagnostics.first?.error?.description, "index 3 is outside 0...2")
    }

    func testReorderingTheSubviewsOfAStackKeepsItsArrangementAndFrames() {
        let a = svBox(10, 10, "a"), b = svBox(20, 10, "b")
        let f = SVFixture([a, b])
        f.layout()
        f.stack.bringSubviewToFront(a)
        f.layout()
        XCTAssertTrue(f.stack.arrangedSubviews.elementsEqual([a, b], by: ===))
        // a at 0, b after a's 10 points.
        XCTAssertEqual(f.frames, [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 0, width: 20, height: 10)])
    }

    // MARK: needsUpdateConstraints()

    func testANewViewNeedsUpdateConstraints() {
        XCTAssertTrue(View().needsUpdateConstraints())
    }

    func testALayoutPassClearsNeedsUpdateConstraintsAndSetNeedsUpdateConstraintsSetsIt() {
        let root = quietRoot()
        root.layoutIfNeeded()
        XCTAssertFalse(root.needsUpdateConstraints())
        root.setNeedsUpdateConstraints()
        XCTAssertTrue(root.needsUpdateConstraints())
    }

    // MARK: Animation

    func testAnimateRunsTheAnimationsThenTheCompletionAtOnce() {
        var events: [String] = []
        View.animate(withDuration: 0.3, animations: { events.append("animations") },
                     completion: { finished in events.append("completion \(finished)") })
        XCTAssertEqual(events, ["animations", "completion true"])
    }

    func testAnimateMovesFramesStraightToTheirFinalValues() {
        let a = svBox(10, 10, "a"), b = svBox(20, 10, "b")
        let f = SVFixture([a, b])
        f.layout()
        View.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
                     options: [.curveEaseInOut], animations: {
            a.isHidden = true
            f.root.layoutIfNeeded()
        })
        // a is hidden: b moves to the start.
        XCTAssertEqual(b.frame, CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    // MARK: debugDescription

    func testDebugDescriptionHasUIKitsShape() {
        let box = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        let text = box.debugDescription
        XCTAssertTrue(text.hasPrefix("<View: 0x"), text)
        XCTAssertTrue(text.hasSuffix("; frame = (10 20; 100 50)>"), text)
    }

    func testDebugDescriptionListsWhatDiffersFromTheDefaults() {
        let box = View(frame: CGRect(x: 0.5, y: 0, width: 10, height: 10))
        box.isHidden = true
        box.alpha = 0.5
        box.tag = 3
        XCTAssertTrue(box.debugDescription.hasSuffix("; frame = (0.5 0; 10 10); hidden = YES; alpha = 0.5; tag = 3>"),
                      box.debugDescription)
    }

    func testALabelsDebugDescriptionShowsItsText() {
        let title = Label("Hello")
        XCTAssertTrue(title.debugDescription.hasPrefix("<Label: 0x"))
        XCTAssertTrue(title.debugDescription.hasSuffix("; frame = (0 0; 0 0); text = 'Hello'>"), title.debugDescription)
    }
}

import XCTest
import StackKit

// A layoutSubviews that changes the layout on every pass is stopped after 8 rounds and
// reported, naming the views involved.

/// Flips its own width constraint between 100 and 120 each time it is laid out, so its
/// size, and so its layout, never settles.
private final class FlickeringView: View {
    var width: LayoutConstraint!
    private(set) var layoutCount = 0

    override func layoutSubviews() {
        layoutCount += 1
        width.constant = width.constant == 100 ? 120 : 100
    }
}

final class LayoutLoopDiagnosticTests: XCTestCase {
    private func loopingTree() -> (View, FlickeringView, [LayoutDiagnostic]) {
        let root = quietRoot()
        let flicker = FlickeringView()
        flicker.identifier = "flicker"
        flicker.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(flicker)
        flicker.width = flicker.widthAnchor.constraint(equalToConstant: 100)
        try! LayoutConstraint.activate(frameConstraints(flicker, in: root, CGRect(x: 10, y: 10, width: 0, height: 50))
            .filter { $0.firstAttribute != .width } + [flicker.width])
        root.layoutIfNeeded()
        return (root, flicker, root.layoutEngine.diagnostics)
    }

    func testALayoutThatNeverSettlesIsReportedOnce() {
        let (_, _, diagnostics) = loopingTree()
        XCTAssertEqual(diagnostics.count, 1)
    }

    func testTheLayoutLoopDiagnosticNamesTheViewsOfTheLastRoundParentsFirst() {
        let (_, _, diagnostics) = loopingTree()
        // In every round flicker changes size (its layoutSubviews runs) and root sees a
        // subview's frame change (its layoutSubviews runs too).
        guard case let .layoutLoop(views, passes)? = diagnostics.first?.kind else {
            return XCTFail("expected a layout loop, got \(diagnostics)")
        }
        XCTAssertEqual(views, ["root", "flicker"])
        XCTAssertEqual(passes, 8)
    }

    func testTheLayoutLoopDiagnosticReadsAsALayoutLog() {
        let (_, _, diagnostics) = loopingTree()
        XCTAssertEqual(diagnostics.first?.description,
                       "[LayoutConstraints] Layout did not settle after 8 passes: updateConstraints() or "
                       + "layoutSubviews() changed the layout on every pass. Views involved: root, flicker")
    }

    func testALayoutLoopStopsAfterEightRounds() {
        let (_, flicker, _) = loopingTree()
        // One layoutSubviews per round: 8 rounds; the 8th flip (an even number of flips
        // from 100) leaves the constant at 100 for a pass that never ran.
        XCTAssertEqual(flicker.layoutCount, 8)
        XCTAssertEqual(flicker.width.constant, 100)
        // The frame is the one the 8th round solved: flips 1…7 end at 120.
        XCTAssertEqual(flicker.frame, CGRect(x: 10, y: 10, width: 120, height: 50))
    }

    func testALayoutThatSettlesReportsNothing() {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try! LayoutConstraint.activate(frameConstraints(box, in: root, CGRect(x: 0, y: 0, width: 10, height: 10)))
        root.layoutIfNeeded()
        XCTAssertTrue(root.layoutEngine.diagnostics.isEmpty)
    }
}

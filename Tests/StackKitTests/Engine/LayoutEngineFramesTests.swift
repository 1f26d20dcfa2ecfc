import XCTest
import StackKit

/// After the first pass, a layout pass writes only the frames whose solution changed;
/// these tests pin down that the result is still exactly what a full walk would write,
/// and that `layoutSubviews` runs for the same views, parents first.
final class LayoutEngineFramesTests: XCTestCase {
    /// A vertical stack of three 40-point recording items in a recording root.
    private struct Column {
        let log: CycleLog
        let root: RecordingView
        let stack: StackView
        let items: [RecordingView]
        let stackWidth: LayoutConstraint

        init(hidingItem hidden: Int? = nil) throws {
            let log = CycleLog()
            self.log = log
            root = RecordingView("root", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 300))
            root.layoutEngine.diagnosticHandler = { _ in }
            items = (0..<3).map { RecordingView("item\($0)", log: log) }
            stack = StackView(arrangedSubviews: items)
            stack.axis = .vertical
            stack.spacing = 10
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            stackWidth = stack.widthAnchor.constraint(equalToConstant: 100)
            var constraints = [
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                stack.topAnchor.constraint(equalTo: root.topAnchor),
                stackWidth,
            ]
            // High, not required: a hidden item collapses to zero height.
            constraints += items.map { prioritized($0.heightAnchor.constraint(equalToConstant: 40), .defaultHigh) }
            try LayoutConstraint.activate(constraints)
            if let hidden { items[hidden].isHidden = true }
            root.layoutIfNeeded()
            log.entries.removeAll()
        }

        var layouts: [String] { log.entries.filter { $0.hasPrefix("layout") } }
    }

    func testHidingAMiddleItemMovesTheItemsAfterItAndShrinksTheStack() throws {
        let c = try Column()
        c.items[1].isHidden = true
        c.root.layoutIfNeeded()
        XCTAssertEqual(c.items.map(\.frame), [
            CGRect(x: 0, y: 0, width: 100, height: 40),
            // Parked in the middle of its gap, out of the cross axis (Docs/StackView.md,
            // "Hiding").
            CGRect(x: 0, y: 45, width: 0, height: 0),
            CGRect(x: 0, y: 50, width: 100, height: 40),
        ])
        XCTAssertEqual(c.stack.frame, CGRect(x: 0, y: 0, width: 100, height: 90))
    }

    func testFramesAfterHidingEqualAFirstLayoutWithTheItemHidden() throws {
        let c = try Column()
        c.items[1].isHidden = true
        c.root.layoutIfNeeded()
        let fresh = try Column(hidingItem: 1)
        XCTAssertEqual(c.items.map(\.frame) + [c.stack.frame], fresh.items.map(\.frame) + [fresh.stack.frame])
    }

    func testHidingAMiddleItemLaysOutOnlyTheViewsWhoseBoundsOrSubviewsChanged() throws {
        let c = try Column()
        c.items[1].isHidden = true
        c.root.layoutIfNeeded()
        // The stack's height and its subviews' frames changed (so did its parent's
        // subview); the hidden item collapsed; the first and last items kept their size.
        XCTAssertEqual(c.layouts, ["layout root", "layout item1"])
    }

    func testShowingTheItemAgainRestoresEveryFrame() throws {
        let c = try Column()
        let before = c.items.map(\.frame) + [c.stack.frame]
        c.items[1].isHidden = true
        c.root.layoutIfNeeded()
        c.items[1].isHidden = false
        c.root.layoutIfNeeded()
        XCTAssertEqual(c.items.map(\.frame) + [c.stack.frame], before)
    }

    func testAPassThatChangesNothingLaysOutNothing() throws {
        let c = try Column()
        c.stack.spacing = 10
        c.root.setNeedsUpdateConstraints()
        c.root.layoutIfNeeded()
        XCTAssertEqual(c.layouts, [])
    }

    func testSetNeedsLayoutLaysOutThatViewEvenWhenNoFrameChanged() throws {
        let c = try Column()
        c.items[2].setNeedsLayout()
        c.items[0].setNeedsLayout()
        c.root.layoutIfNeeded()
        XCTAssertEqual(c.layouts, ["layout item0", "layout item2"])
    }

    func testViewsLayOutParentsFirstInTreeOrder() throws {
        let c = try Column()
        // A narrower stack: the stack and every item change size.
        c.stackWidth.constant = 80
        c.root.layoutIfNeeded()
        XCTAssertEqual(c.layouts, ["layout root", "layout item0", "layout item1", "layout item2"])
        XCTAssertEqual(c.items.map(\.frame.width), [80, 80, 80])
    }

    func testMovingAViewRewritesTheFrameOfASubviewPinnedOutsideIt() throws {
        let root = quietRoot()
        let a = autoLayoutChild(of: root, "a")
        let b = autoLayoutChild(of: a, "b")
        let aLeading = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        try LayoutConstraint.activate(frameConstraints(b, in: root, CGRect(x: 5, y: 5, width: 20, height: 20)) + [
            aLeading, a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 100), a.heightAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        aLeading.constant = 30
        root.layoutIfNeeded()
        // b did not move in root coordinates, so only its frame relative to a changed.
        XCTAssertEqual(a.frame, CGRect(x: 30, y: 0, width: 100, height: 100))
        XCTAssertEqual(b.frame, CGRect(x: -25, y: 5, width: 20, height: 20))
    }

    func testMovingAViewRewritesTheFrameOfItsGuides() throws {
        let root = quietRoot()
        let a = autoLayoutChild(of: root, "a")
        let guide = LayoutGuide()
        a.addLayoutGuide(guide)
        let margins = a.layoutMarginsGuide
        let aTop = a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        try LayoutConstraint.activate(frameConstraints(guide, in: root, CGRect(x: 0, y: 50, width: 10, height: 10)) + [
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), aTop,
            a.widthAnchor.constraint(equalToConstant: 100), a.heightAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 0, y: 40, width: 10, height: 10))
        aTop.constant = 20
        root.layoutIfNeeded()
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 0, y: 30, width: 10, height: 10))
        XCTAssertEqual(margins.layoutFrame, CGRect(x: 8, y: 8, width: 84, height: 84))
    }

    /// A child of a quiet root placed at `frame` by ``frameConstraints(_:in:_:)``
    /// (leading, top, width, height, in that order), laid out once.
    private func placedChild(_ frame: CGRect, insets: EdgeInsets = .zero) throws -> (View, View, [LayoutConstraint]) {
        let root = quietRoot()
        let child = autoLayoutChild(of: root, "child")
        child.alignmentRectInsets = insets
        let constraints = frameConstraints(child, in: root, frame)
        try LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        return (root, child, constraints)
    }

    func testAViewWhoseWidthAloneChangesKeepsItsOrigin() throws {
        let (root, a, constraints) = try placedChild(CGRect(x: 12, y: 7, width: 30, height: 20))
        constraints[2].constant = 45
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 12, y: 7, width: 45, height: 20))
    }

    func testAGuideThatAloneMovesKeepsItsSize() throws {
        let (root, a, _) = try placedChild(CGRect(x: 10, y: 10, width: 100, height: 100))
        let guide = LayoutGuide()
        a.addLayoutGuide(guide)
        let guideConstraints = frameConstraints(guide, in: a, CGRect(x: 5, y: 6, width: 30, height: 40))
        try LayoutConstraint.activate(guideConstraints)
        root.layoutIfNeeded()
        guideConstraints[0].constant = 25
        root.layoutIfNeeded()
        // Relative to a's origin.
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 25, y: 6, width: 30, height: 40))
    }

    func testAViewWithAlignmentInsetsResizedAloneStillReachesBeyondItsAlignmentRectangle() throws {
        let insets = EdgeInsets(top: 2, left: 4, bottom: 6, right: 8)
        let (root, card, constraints) = try placedChild(CGRect(x: 20, y: 30, width: 100, height: 50), insets: insets)
        constraints[2].constant = 60
        root.layoutIfNeeded()
        // The alignment rectangle (20, 30, 60, 50) grown by the insets: (20 − 4, 30 − 2, 60 + 4 + 8, 50 + 2 + 6).
        XCTAssertEqual(card.frame, CGRect(x: 16, y: 28, width: 72, height: 58))
    }

    /// `CGRect`'s `==` compares standardised rectangles, in which (5, 0, −5, 3) and
    /// (0, 0, 5, 3) are one; the frame is written as solved all the same, as every output
    /// prints frames as set. Its parent moves too, so that it is written whole.
    func testASolvedNegativeWidthIsWrittenAsSolvedWhereItsStandardisedRectangleIsTheOldFrame() throws {
        let (root, parent, parentConstraints) = try placedChild(CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = autoLayoutChild(of: parent, "a")
        let constraints = frameConstraints(a, in: parent, CGRect(x: 0, y: 0, width: 5, height: 3))
        try LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.origin, CGPoint(x: 0, y: 0))
        XCTAssertEqual(a.frame.size, CGSize(width: 5, height: 3))
        parentConstraints[0].constant = 10
        constraints[0].constant = 5
        constraints[2].constant = -5
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.origin, CGPoint(x: 5, y: 0))
        XCTAssertEqual(a.frame.size, CGSize(width: -5, height: 3))
    }

    func testAFrameSetByHandIsReplacedByTheSolutionAtTheNextPass() throws {
        let c = try Column()
        c.items[0].frame = CGRect(x: 7, y: 7, width: 7, height: 7)
        c.root.layoutIfNeeded()
        XCTAssertEqual(c.items[0].frame, CGRect(x: 0, y: 0, width: 100, height: 40))
    }

    func testAFrameSetByHandAgainAfterAPassIsReplacedAgain() throws {
        let c = try Column()
        c.items[0].frame = CGRect(x: 7, y: 7, width: 7, height: 7)
        c.items[0].frame = CGRect(x: 8, y: 8, width: 8, height: 8)
        c.root.layoutIfNeeded()
        c.items[0].frame = CGRect(x: 9, y: 9, width: 9, height: 9)
        c.root.layoutIfNeeded()
        XCTAssertEqual(c.items[0].frame, CGRect(x: 0, y: 0, width: 100, height: 40))
    }

    func testAFrameSetByHandInATreeThatWentAwayDoesNotStickInTheNextTree() throws {
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        do {
            let oldRoot = quietRoot()
            oldRoot.addSubview(child)
            oldRoot.layoutIfNeeded()
            child.frame = CGRect(x: 1, y: 1, width: 1, height: 1)
        }
        let root = quietRoot()
        root.addSubview(child)
        try LayoutConstraint.activate(frameConstraints(child, in: root, CGRect(x: 10, y: 20, width: 30, height: 40)))
        root.layoutIfNeeded()
        child.frame = CGRect(x: 2, y: 2, width: 2, height: 2)
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    func testAViewAskingForLayoutManyTimesIsLaidOutOnce() throws {
        let c = try Column()
        for _ in 0..<5 { c.items[1].setNeedsLayout() }
        c.root.layoutIfNeeded()
        XCTAssertEqual(c.layouts, ["layout item1"])
    }

    func testAViewWhoseConstraintsAreAllDeactivatedGetsAZeroFrame() throws {
        let root = quietRoot()
        let a = autoLayoutChild(of: root, "a")
        let constraints = frameConstraints(a, in: root, CGRect(x: 10, y: 20, width: 30, height: 40))
        try LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        LayoutConstraint.deactivate(constraints)
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame, .zero)
    }

    func testReorderingSubviewsRewritesEveryFrame() throws {
        let c = try Column()
        c.stack.insertArrangedSubview(c.items[2], at: 0)
        c.root.layoutIfNeeded()
        XCTAssertEqual(c.items.map(\.frame.minY), [50, 100, 0])
    }

    func testASubviewThatOutlivesItsSuperviewIsLaidOutAsARootKeepingItsOrigin() throws {
        let child: View
        do {
            let root = quietRoot()
            child = autoLayoutChild(of: root, "child")
            try LayoutConstraint.activate(frameConstraints(child, in: root, CGRect(x: 10, y: 20, width: 30, height: 40)))
            root.layoutIfNeeded()
        }
        XCTAssertNil(child.superview)
        child.layoutEngine.diagnosticHandler = { _ in }
        child.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 10, y: 20, width: 30, height: 40))
    }
}

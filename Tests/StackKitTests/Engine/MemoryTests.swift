import XCTest
import StackKit

final class MemoryTests: XCTestCase {
    /// Weak references to everything a tree made.
    private final class Weak {
        var views: [() -> AnyObject?] = []
        func add(_ object: AnyObject) {
            views.append { [weak object] in object }
        }
        var alive: Int { views.filter { $0() != nil }.count }
    }

    private func buildRichTree(_ weak: Weak) throws {
        let root = quietRoot()
        let card = autoLayoutChild(of: root, "card")
        let title = Label("Title")
        title.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(title)
        let fixed = View(frame: CGRect(x: 1, y: 1, width: 5, height: 5))
        card.addSubview(fixed)
        let guide = LayoutGuide()
        card.addLayoutGuide(guide)
        let margins = card.layoutMarginsGuide
        let constraints = [
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            card.topAnchor.constraint(equalTo: root.topAnchor),
            card.widthAnchor.constraint(equalToConstant: 200),
            title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            card.bottomAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            guide.leadingAnchor.constraint(equalTo: title.trailingAnchor),
            guide.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            guide.topAnchor.constraint(equalTo: card.topAnchor),
            guide.heightAnchor.constraint(equalTo: title.heightAnchor),
        ]
        try LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        _ = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        _ = root.layoutTrace()
        _ = card.hasAmbiguousLayout
        for o in [root, card, title, fixed] as [AnyObject] { weak.add(o) }
        for o in [guide, margins] as [AnyObject] { weak.add(o) }
        for c in constraints { weak.add(c) }
        weak.add(root.layoutEngine)
    }

    func testDroppedTreeFreesViewsGuidesConstraintsAndEngine() throws {
        let weak = Weak()
        try buildRichTree(weak)
        XCTAssertEqual(weak.alive, 0)
    }

    func testDroppedEmptyRootIsFreed() {
        weak var w: View?
        do {
            let root = quietRoot()
            root.layoutIfNeeded()
            w = root
        }
        XCTAssertNil(w)
    }

    func testRootDroppedBeforeItsFirstLayoutIsFreed() throws {
        weak var weakRoot: View?
        weak var weakChild: View?
        do {
            let root = quietRoot()          // its engine exists: a pass is pending
            let child = autoLayoutChild(of: root, "child")
            child.widthAnchor.constraint(equalToConstant: 10).isActive = true
            weakRoot = root
            weakChild = child
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakChild)
    }

    func testRootDroppedWithAPendingFrameChangeIsFreed() {
        weak var weakRoot: View?
        do {
            let root = quietRoot()
            root.layoutIfNeeded()
            root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            weakRoot = root
        }
        XCTAssertNil(weakRoot)
    }

    func testRemovedSubviewIsFreedWhileTheOldTreeLives() throws {
        let root = quietRoot()
        weak var weakChild: View?
        weak var weakConstraint: LayoutConstraint?
        do {
            let child = autoLayoutChild(of: root, "child")
            let c = child.leadingAnchor.constraint(equalTo: root.leadingAnchor)
            try LayoutConstraint.activate([c, child.widthAnchor.constraint(equalToConstant: 10)])
            root.layoutIfNeeded()
            child.removeFromSuperview()
            weakChild = child
            weakConstraint = c
        }
        root.layoutIfNeeded()
        XCTAssertNil(weakChild)
        XCTAssertNil(weakConstraint)
    }

    func testDeactivatedConstraintIsFreedAfterThePass() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate(frameConstraints(box, in: root, CGRect(x: 0, y: 0, width: 10, height: 10)))
        weak var weakConstraint: LayoutConstraint?
        do {
            let c = prioritized(box.widthAnchor.constraint(equalToConstant: 50), .defaultLow)
            c.isActive = true
            root.layoutIfNeeded()
            c.isActive = false
            weakConstraint = c
        }
        root.layoutIfNeeded()
        XCTAssertNil(weakConstraint)
    }

    func testDeactivatedBrokenConstraintIsFreedAfterThePass() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate(frameConstraints(box, in: root, CGRect(x: 0, y: 0, width: 10, height: 10)))
        weak var weakConstraint: LayoutConstraint?
        do {
            let c = box.widthAnchor.constraint(equalToConstant: 50)   // conflicts: broken
            c.isActive = true
            root.layoutIfNeeded()
            c.isActive = false
            weakConstraint = c
        }
        root.layoutIfNeeded()
        root.layoutEngine.removeAllDiagnostics()    // diagnostics may keep it; drop them
        XCTAssertNil(weakConstraint)
    }

    func testTreeWithAConflictDiagnosticIsFreed() throws {
        weak var weakRoot: View?
        weak var weakBox: View?
        do {
            let root = quietRoot()
            let box = autoLayoutChild(of: root, "box")
            try LayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 10),
                                           box.widthAnchor.constraint(equalToConstant: 20)])
            root.layoutIfNeeded()
            XCTAssertEqual(root.layoutEngine.diagnostics.count, 1)
            weakRoot = root
            weakBox = box
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakBox)
    }

    func testTreeWithARefusedViewCycleDiagnosticIsFreed() {
        weak var weakRoot: View?
        weak var weakChild: View?
        do {
            let root = quietRoot()
            let child = View()
            root.addSubview(child)
            child.addSubview(root)        // refused, reported on root's engine
            XCTAssertEqual(root.layoutEngine.diagnostics.count, 1)
            root.layoutIfNeeded()
            weakRoot = root
            weakChild = child
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakChild)
    }

    func testTreeWithARefusedNoCommonAncestorDiagnosticIsFreed() {
        weak var weakRoot: View?
        weak var weakStranger: View?
        do {
            let root = quietRoot()
            let stranger = View()
            root.leadingAnchor.constraint(equalTo: stranger.leadingAnchor).isActive = true   // refused
            XCTAssertEqual(root.layoutEngine.diagnostics.count, 1)
            root.layoutIfNeeded()
            weakRoot = root
            weakStranger = stranger
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakStranger)
    }

    func testConstraintDoesNotKeepItsItemsAlive() {
        var kept: LayoutConstraint?
        weak var weakA: View?
        weak var weakB: View?
        do {
            let root = quietRoot()
            let a = autoLayoutChild(of: root, "a"), b = autoLayoutChild(of: root, "b")
            let c = a.leadingAnchor.constraint(equalTo: b.trailingAnchor)
            c.isActive = true
            root.layoutIfNeeded()
            kept = c
            weakA = a
            weakB = b
        }
        XCTAssertNil(weakA)
        XCTAssertNil(weakB)
        XCTAssertNil(kept?.firstItem)
        XCTAssertNil(kept?.secondItem)
    }

    func testAnInactiveConstraintDoesNotKeepItsItemsAlive() {
        var kept: LayoutConstraint?
        weak var weakA: View?
        do {
            let a = View()
            kept = a.widthAnchor.constraint(equalToConstant: 10)
            weakA = a
        }
        XCTAssertNil(weakA)
        XCTAssertNotNil(kept)
    }

    func testAGuideDoesNotKeepItsOwnerAlive() {
        var kept: LayoutGuide?
        weak var weakOwner: View?
        do {
            let owner = quietRoot()
            let guide = LayoutGuide()
            owner.addLayoutGuide(guide)
            guide.widthAnchor.constraint(equalTo: owner.widthAnchor).isActive = true
            owner.layoutIfNeeded()
            kept = guide
            weakOwner = owner
        }
        XCTAssertNil(weakOwner)
        XCTAssertNil(kept?.owningView)
    }

    func testEngineOfARootThatJoinedAnotherTreeIsFreed() throws {
        let root = quietRoot()
        weak var weakEngine: LayoutEngine?
        do {
            let card = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            card.layoutEngine.diagnosticHandler = { _ in }
            autoLayoutChild(of: card, "inner").widthAnchor.constraint(equalToConstant: 5).isActive = true
            card.layoutIfNeeded()
            weakEngine = card.layoutEngine
            root.addSubview(card)
        }
        root.layoutIfNeeded()
        XCTAssertNil(weakEngine)
    }

    func testSubclassesWithClosuresAreFreed() throws {
        weak var weakRoot: View?
        do {
            let log = CycleLog()
            let root = RecordingView("root", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.layoutEngine.diagnosticHandler = { _ in }
            let child = RecordingView("child", log: log)
            root.addSubview(child)
            root.onLayoutSubviews = { [weak child] _ in _ = child?.frame }
            root.layoutIfNeeded()
            weakRoot = root
        }
        XCTAssertNil(weakRoot)
    }

    func testManyTreesBuiltAndDroppedLeaveNothingBehind() throws {
        let weak = Weak()
        for _ in 0..<20 { try buildRichTree(weak) }
        XCTAssertEqual(weak.alive, 0)
    }
}

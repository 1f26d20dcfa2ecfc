import XCTest
import StackKit

final class ViewHierarchyTests: XCTestCase {
    // MARK: A new view

    func testNewViewHasTheGivenFrameAndNoRelatives() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertNil(view.superview)
        XCTAssertTrue(view.subviews.isEmpty)
        XCTAssertNil(view.identifier)
        XCTAssertFalse(view.isHidden)
    }

    func testDefaultInitializerGivesAZeroFrame() {
        XCTAssertEqual(View().frame, .zero)
    }

    func testTranslatesAutoresizingMaskIntoConstraintsDefaultsToTrue() {
        XCTAssertTrue(View().translatesAutoresizingMaskIntoConstraints)
    }

    func testBoundsIsTheFrameSizeAtOriginZero() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 30, height: 40))
    }

    func testIdentifierIsStored() {
        let view = View()
        view.identifier = "avatar"
        XCTAssertEqual(view.identifier, "avatar")
    }

    // MARK: Adding and inserting

    func testAddSubviewAppendsAndSetsSuperview() {
        let root = quietRoot()
        let a = View(), b = View()
        root.addSubview(a)
        root.addSubview(b)
        XCTAssertTrue(sameViews(root.subviews, [a, b]))
        XCTAssertTrue(a.superview === root)
        XCTAssertTrue(b.superview === root)
    }

    func testInsertSubviewPutsTheViewAtTheIndex() {
        let root = quietRoot()
        let a = View(), b = View(), c = View()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 1)
        XCTAssertTrue(sameViews(root.subviews, [a, c, b]))
        XCTAssertTrue(c.superview === root)
    }

    func testInsertSubviewAtZeroPutsItFirst() {
        let root = quietRoot()
        let a = View(), b = View()
        root.addSubview(a)
        root.insertSubview(b, at: 0)
        XCTAssertTrue(sameViews(root.subviews, [b, a]))
    }

    func testInsertSubviewBeyondTheEndIsClampedToTheEnd() {
        let root = quietRoot()
        let a = View(), b = View()
        root.addSubview(a)
        root.insertSubview(b, at: 99)
        XCTAssertTrue(sameViews(root.subviews, [a, b]))
    }

    func testInsertSubviewAtANegativeIndexIsClampedToTheStart() {
        let root = quietRoot()
        let a = View(), b = View()
        root.addSubview(a)
        root.insertSubview(b, at: -3)
        XCTAssertTrue(sameViews(root.subviews, [b, a]))
    }

    func testAddingAnExistingSubviewAgainMovesItToTheEnd() {
        let root = quietRoot()
        let a = View(), b = View(), c = View()
        for v in [a, b, c] { root.addSubview(v) }
        root.addSubview(a)
        XCTAssertTrue(sameViews(root.subviews, [b, c, a]))
        XCTAssertTrue(a.superview === root)
    }

    func testInsertingAnExistingSubviewReordersWithoutDuplicating() {
        let root = quietRoot()
        let a = View(), b = View(), c = View()
        for v in [a, b, c] { root.addSubview(v) }
        root.insertSubview(c, at: 0)
        XCTAssertTrue(sameViews(root.subviews, [c, a, b]))
    }

    func testAddingAViewToAnotherParentTakesItFromTheOldOne() {
        let root = quietRoot()
        let p1 = View(), p2 = View(), child = View()
        root.addSubview(p1)
        root.addSubview(p2)
        p1.addSubview(child)
        p2.addSubview(child)
        XCTAssertTrue(p1.subviews.isEmpty)
        XCTAssertTrue(sameViews(p2.subviews, [child]))
        XCTAssertTrue(child.superview === p2)
    }

    func testRemoveFromSuperviewDetachesTheView() {
        let root = quietRoot()
        let a = View(), b = View()
        root.addSubview(a)
        root.addSubview(b)
        a.removeFromSuperview()
        XCTAssertTrue(sameViews(root.subviews, [b]))
        XCTAssertNil(a.superview)
    }

    func testRemoveFromSuperviewOfARootDoesNothing() {
        let root = quietRoot()
        let a = View()
        root.addSubview(a)
        root.removeFromSuperview()
        XCTAssertNil(root.superview)
        XCTAssertTrue(sameViews(root.subviews, [a]))
    }

    func testRootViewIsTheTopmostAncestor() {
        let root = quietRoot()
        let a = View(), b = View()
        root.addSubview(a)
        a.addSubview(b)
        XCTAssertTrue(b.rootView === root)
        XCTAssertTrue(a.rootView === root)
        XCTAssertTrue(root.rootView === root)
    }

    func testIsDescendantCountsTheViewItself() {
        let root = quietRoot()
        let a = View(), b = View(), other = View()
        root.addSubview(a)
        a.addSubview(b)
        XCTAssertTrue(b.isDescendant(of: root))
        XCTAssertTrue(b.isDescendant(of: a))
        XCTAssertTrue(b.isDescendant(of: b))
        XCTAssertFalse(a.isDescendant(of: b))
        XCTAssertFalse(b.isDescendant(of: other))
    }

    // MARK: Cycles are refused

    func testAddingAViewToItselfIsRefused() {
        let root = quietRoot()
        let a = View()
        root.addSubview(a)
        a.addSubview(a)
        XCTAssertTrue(a.superview === root)
        XCTAssertTrue(a.subviews.isEmpty)
        XCTAssertTrue(sameViews(root.subviews, [a]))
    }

    func testAddingAViewToItselfReportsAViewCycle() {
        let root = quietRoot()
        let a = View()
        root.addSubview(a)
        a.addSubview(a)
        let diagnostics = root.layoutEngine.diagnostics
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?.error?.isViewCycle, true)
        XCTAssertNil(diagnostics.first?.brokenConstraint)
    }

    func testAddingARootToItselfIsRefused() {
        let root = quietRoot()
        root.addSubview(root)
        XCTAssertNil(root.superview)
        XCTAssertTrue(root.subviews.isEmpty)
        XCTAssertEqual(root.layoutEngine.diagnostics.count, 1)
        XCTAssertEqual(root.layoutEngine.diagnostics.first?.error?.isViewCycle, true)
    }

    func testAddingAnAncestorToItsDescendantIsRefusedAndTheTreeIsUnchanged() {
        let root = quietRoot()
        let a = autoLayoutChild(of: root, "a")
        let b = autoLayoutChild(of: a, "b")
        try! LayoutConstraint.activate(frameConstraints(a, in: root, CGRect(x: 10, y: 10, width: 100, height: 100))
            + frameConstraints(b, in: a, CGRect(x: 5, y: 5, width: 20, height: 20)))
        root.layoutIfNeeded()
        let constraintsBefore = root.constraints
        b.addSubview(a)
        XCTAssertTrue(a.superview === root)
        XCTAssertTrue(b.superview === a)
        XCTAssertTrue(b.subviews.isEmpty)
        XCTAssertTrue(sameViews(root.subviews, [a]))
        XCTAssertTrue(sameConstraints(root.constraints, constraintsBefore))
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 10, y: 10, width: 100, height: 100))
        XCTAssertEqual(b.frame, CGRect(x: 5, y: 5, width: 20, height: 20))
        XCTAssertEqual(root.layoutEngine.diagnostics.count, 1)
        XCTAssertEqual(root.layoutEngine.diagnostics.first?.error?.isViewCycle, true)
    }

    func testInsertingTheRootIntoAGrandchildIsRefused() {
        let root = quietRoot()
        let a = View(), b = View()
        root.addSubview(a)
        a.addSubview(b)
        b.insertSubview(root, at: 0)
        XCTAssertNil(root.superview)
        XCTAssertTrue(b.subviews.isEmpty)
        XCTAssertTrue(b.rootView === root)
        XCTAssertEqual(root.layoutEngine.diagnostics.count, 1)
        XCTAssertEqual(root.layoutEngine.diagnostics.first?.error?.isViewCycle, true)
    }

    func testViewCycleDiagnosticIsDeliveredToTheHandler() {
        let root = quietRoot()
        var received: [LayoutDiagnostic] = []
        root.layoutEngine.diagnosticHandler = { received.append($0) }
        root.addSubview(root)
        XCTAssertEqual(received.count, 1)
        XCTAssertEqual(received.first?.error?.isViewCycle, true)
    }

    // MARK: Hidden views

    func testIsHiddenIsStored() {
        let view = View()
        view.isHidden = true
        XCTAssertTrue(view.isHidden)
    }

    func testHiddenViewKeepsItsLayout() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate(frameConstraints(box, in: root, CGRect(x: 10, y: 20, width: 30, height: 40)))
        box.isHidden = true
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    func testSiblingConstrainedToAHiddenViewStillFollowsIt() throws {
        let root = quietRoot()
        let a = autoLayoutChild(of: root, "a"), b = autoLayoutChild(of: root, "b")
        try LayoutConstraint.activate(frameConstraints(a, in: root, CGRect(x: 10, y: 20, width: 30, height: 40)) + [
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 5),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            b.widthAnchor.constraint(equalToConstant: 10),
            b.heightAnchor.constraint(equalToConstant: 10),
        ])
        a.isHidden = true
        root.layoutIfNeeded()
        XCTAssertEqual(b.frame, CGRect(x: 45, y: 20, width: 10, height: 10))
    }

    // MARK: Frames are relative to the superview

    func testNestedFramesAreRelativeToTheirSuperview() throws {
        let root = quietRoot(CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = autoLayoutChild(of: root, "a")
        let b = autoLayoutChild(of: a, "b")
        let c = autoLayoutChild(of: b, "c")
        try LayoutConstraint.activate(
            frameConstraints(a, in: root, CGRect(x: 10, y: 20, width: 300, height: 300))
                + frameConstraints(b, in: a, CGRect(x: 5, y: 6, width: 100, height: 100))
                + frameConstraints(c, in: b, CGRect(x: 1, y: 2, width: 10, height: 10)))
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 10, y: 20, width: 300, height: 300))
        XCTAssertEqual(b.frame, CGRect(x: 5, y: 6, width: 100, height: 100))
        XCTAssertEqual(c.frame, CGRect(x: 1, y: 2, width: 10, height: 10))
    }

    func testConstraintAcrossBranchesPlacesViewsInTheirOwnSuperviewsCoordinates() throws {
        let root = quietRoot(CGRect(x: 0, y: 0, width: 400, height: 400))
        let left = autoLayoutChild(of: root, "left"), right = autoLayoutChild(of: root, "right")
        let inLeft = autoLayoutChild(of: left, "inLeft"), inRight = autoLayoutChild(of: right, "inRight")
        try LayoutConstraint.activate(
            frameConstraints(left, in: root, CGRect(x: 0, y: 0, width: 200, height: 200))
                + frameConstraints(right, in: root, CGRect(x: 200, y: 100, width: 200, height: 200))
                + frameConstraints(inLeft, in: left, CGRect(x: 150, y: 150, width: 20, height: 20)) + [
                    inRight.leadingAnchor.constraint(equalTo: inLeft.leadingAnchor),
                    inRight.topAnchor.constraint(equalTo: inLeft.bottomAnchor),
                    inRight.widthAnchor.constraint(equalToConstant: 30),
                    inRight.heightAnchor.constraint(equalToConstant: 30),
                ])
        root.layoutIfNeeded()
        // inLeft is at (150, 150) in root coordinates, inRight below it: (150, 170) in root,
        // that is (-50, 70) in right's coordinates.
        XCTAssertEqual(inRight.frame, CGRect(x: -50, y: 70, width: 30, height: 30))
    }

    func testRootFrameOriginIsKeptAndSubviewsAreRelativeToIt() throws {
        let root = quietRoot(CGRect(x: 100, y: 50, width: 200, height: 100))
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            box.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(root.frame, CGRect(x: 100, y: 50, width: 200, height: 100))
        XCTAssertEqual(box.frame, CGRect(x: 10, y: 20, width: 180, height: 60))
    }

    func testResizingTheRootRelaysOutTheTree() throws {
        let root = quietRoot(CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            box.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
        ])
        root.layoutIfNeeded()
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 10, y: 10, width: 280, height: 30))
    }

    func testNonFiniteFrameIsRefused() {
        let root = quietRoot(CGRect(x: 0, y: 0, width: 200, height: 100))
        root.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 100)
        XCTAssertEqual(root.frame, CGRect(x: 0, y: 0, width: 200, height: 100))
        XCTAssertEqual(root.layoutEngine.diagnostics.count, 1)
        XCTAssertEqual(root.layoutEngine.diagnostics.first?.error?.isInvalidNumber, true)
    }

    // MARK: Moving subtrees

    func testRemovingAViewDeactivatesConstraintsThatCrossTheCut() throws {
        let root = quietRoot()
        let container = autoLayoutChild(of: root, "container")
        let child = autoLayoutChild(of: container, "child")
        let outer = frameConstraints(container, in: root, CGRect(x: 10, y: 10, width: 100, height: 100))
        let toRoot = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50)
        let inner = [child.topAnchor.constraint(equalTo: container.topAnchor),
                     child.widthAnchor.constraint(equalToConstant: 20),
                     child.heightAnchor.constraint(equalToConstant: 20)]
        try LayoutConstraint.activate(outer + [toRoot] + inner)
        root.layoutIfNeeded()
        container.removeFromSuperview()
        XCTAssertFalse(toRoot.isActive)
        for c in outer where c.secondItem === root { XCTAssertFalse(c.isActive) }
        for c in inner { XCTAssertTrue(c.isActive) }
        XCTAssertTrue(containsIdentical(child.constraints, inner[1]))
    }

    func testConstraintsBetweenRemainingViewsSurviveARemoval() throws {
        let root = quietRoot()
        let a = autoLayoutChild(of: root, "a"), b = autoLayoutChild(of: root, "b")
        let aFrame = frameConstraints(a, in: root, CGRect(x: 10, y: 10, width: 50, height: 50))
        try LayoutConstraint.activate(aFrame)
        b.removeFromSuperview()
        for c in aFrame { XCTAssertTrue(c.isActive) }
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 10, y: 10, width: 50, height: 50))
    }

    func testRemovedSubtreeIsLaidOutAsItsOwnRoot() throws {
        let root = quietRoot()
        let container = autoLayoutChild(of: root, "container")
        let child = autoLayoutChild(of: container, "child")
        try LayoutConstraint.activate(frameConstraints(container, in: root, CGRect(x: 10, y: 10, width: 100, height: 80)) + [
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
            child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -5),
            child.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -5),
        ])
        root.layoutIfNeeded()
        container.removeFromSuperview()
        container.layoutEngine.diagnosticHandler = { _ in }
        container.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        container.layoutIfNeeded()
        XCTAssertEqual(container.frame, CGRect(x: 0, y: 0, width: 60, height: 40))
        XCTAssertEqual(child.frame, CGRect(x: 5, y: 5, width: 50, height: 30))
    }

    func testMovingASubtreeToAnotherTreeKeepsItsInternalConstraints() throws {
        let rootA = quietRoot(CGRect(x: 0, y: 0, width: 300, height: 300), id: "A")
        let rootB = quietRoot(CGRect(x: 0, y: 0, width: 500, height: 500), id: "B")
        let container = autoLayoutChild(of: rootA, "container")
        let child = autoLayoutChild(of: container, "child")
        try LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: rootA.leadingAnchor),
            container.topAnchor.constraint(equalTo: rootA.topAnchor),
            container.widthAnchor.constraint(equalTo: rootA.widthAnchor, multiplier: 0.5),
            container.heightAnchor.constraint(equalToConstant: 100),
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        rootA.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 10, y: 0, width: 130, height: 20))
        rootB.addSubview(container)
        try LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: rootB.leadingAnchor, constant: 50),
            container.topAnchor.constraint(equalTo: rootB.topAnchor, constant: 60),
            container.widthAnchor.constraint(equalToConstant: 200),
            container.heightAnchor.constraint(equalToConstant: 100),
        ])
        rootB.layoutIfNeeded()
        XCTAssertEqual(container.frame, CGRect(x: 50, y: 60, width: 200, height: 100))
        XCTAssertEqual(child.frame, CGRect(x: 10, y: 0, width: 180, height: 20))
        XCTAssertTrue(rootB.layoutEngine.diagnostics.isEmpty)
    }

    func testALaidOutRootJoiningAnotherTreeBringsItsConstraints() throws {
        let card = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.identifier = "card"
        card.layoutEngine.diagnosticHandler = { _ in }
        let inner = autoLayoutChild(of: card, "inner")
        try LayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            inner.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            inner.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            inner.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
        ])
        card.layoutIfNeeded()
        XCTAssertEqual(inner.frame, CGRect(x: 10, y: 10, width: 80, height: 80))
        let root = quietRoot(CGRect(x: 0, y: 0, width: 400, height: 400))
        card.frame = CGRect(x: 20, y: 30, width: 200, height: 60)   // pinned there (autoresizing mask)
        root.addSubview(card)
        root.layoutIfNeeded()
        XCTAssertEqual(card.frame, CGRect(x: 20, y: 30, width: 200, height: 60))
        XCTAssertEqual(inner.frame, CGRect(x: 10, y: 10, width: 180, height: 40))
        XCTAssertTrue(root.layoutEngine.diagnostics.isEmpty)
    }

    func testMovingAViewToAnotherParentInTheSameTreeDropsConstraintsToTheOldBranch() throws {
        let root = quietRoot()
        let p1 = autoLayoutChild(of: root, "p1"), p2 = autoLayoutChild(of: root, "p2")
        let child = autoLayoutChild(of: p1, "child")
        try LayoutConstraint.activate(frameConstraints(p1, in: root, CGRect(x: 0, y: 0, width: 100, height: 100))
            + frameConstraints(p2, in: root, CGRect(x: 100, y: 0, width: 100, height: 100)))
        let toOldParent = child.leadingAnchor.constraint(equalTo: p1.leadingAnchor, constant: 10)
        let toRoot = child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
        let own = child.widthAnchor.constraint(equalToConstant: 30)
        try LayoutConstraint.activate([toOldParent, toRoot, own, child.heightAnchor.constraint(equalToConstant: 30)])
        root.layoutIfNeeded()
        p2.addSubview(child)
        XCTAssertFalse(toOldParent.isActive)
        XCTAssertFalse(toRoot.isActive)     // UIKit removes every constraint that crosses the cut
        XCTAssertTrue(own.isActive)
        try LayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: p2.leadingAnchor, constant: 5),
                                       child.topAnchor.constraint(equalTo: p2.topAnchor, constant: 5)])
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 5, y: 5, width: 30, height: 30))
        XCTAssertTrue(root.layoutEngine.diagnostics.isEmpty)
    }

    func testConstraintCanBeActivatedOnceTheViewsShareAnAncestor() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        let loose = View()
        loose.translatesAutoresizingMaskIntoConstraints = false
        let c = loose.leadingAnchor.constraint(equalTo: box.trailingAnchor)
        XCTAssertEqual(thrownLayoutError { try LayoutConstraint.activate([c]) }?.isNoCommonAncestor, true)
        root.addSubview(loose)
        XCTAssertNoThrow(try LayoutConstraint.activate([c]))
        XCTAssertTrue(c.isActive)
        XCTAssertTrue(containsIdentical(root.constraints, c))
    }

    func testChangesMadeInASubtreeJustBeforeItMovesApplyInTheNewTree() throws {
        let rootA = quietRoot(CGRect(x: 0, y: 0, width: 300, height: 300), id: "A")
        let rootB = quietRoot(CGRect(x: 0, y: 0, width: 300, height: 300), id: "B")
        let card = autoLayoutChild(of: rootA, "card")
        let child = autoLayoutChild(of: card, "child")
        let childWidth = child.widthAnchor.constraint(equalToConstant: 10)
        try LayoutConstraint.activate(frameConstraints(card, in: rootA, CGRect(x: 0, y: 0, width: 100, height: 100)) + [
            child.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            child.topAnchor.constraint(equalTo: card.topAnchor),
            childWidth,
        ])
        rootA.layoutIfNeeded()
        // Queued in A's engine, then the subtree leaves before A lays out again.
        childWidth.constant = 40
        let childHeight = child.heightAnchor.constraint(equalToConstant: 20)
        childHeight.isActive = true
        rootB.addSubview(card)
        try LayoutConstraint.activate(frameConstraints(card, in: rootB, CGRect(x: 50, y: 50, width: 100, height: 100)))
        rootB.layoutIfNeeded()
        XCTAssertEqual(card.frame, CGRect(x: 50, y: 50, width: 100, height: 100))
        XCTAssertEqual(child.frame, CGRect(x: 0, y: 0, width: 40, height: 20))
        rootA.layoutIfNeeded()
        rootB.setNeedsLayout()
        rootB.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 0, y: 0, width: 40, height: 20))
    }

    func testARootWithPendingChangesJoiningATreeBringsThem() throws {
        // A cell measured on its own (which creates its engine), changed, then added to a tree.
        let cell = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        cell.identifier = "cell"
        cell.layoutEngine.diagnosticHandler = { _ in }
        let child = autoLayoutChild(of: cell, "child")
        let width = child.widthAnchor.constraint(equalToConstant: 10)
        try LayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
                                       child.topAnchor.constraint(equalTo: cell.topAnchor),
                                       width, child.heightAnchor.constraint(equalToConstant: 10)])
        _ = cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        cell.layoutIfNeeded()
        width.constant = 60
        let root = quietRoot()
        root.addSubview(cell)
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 0, y: 0, width: 60, height: 10))
    }

    func testAViewUsingItsMarginsKeepsThemInANewTree() throws {
        let rootA = quietRoot(id: "A"), rootB = quietRoot(id: "B")
        let card = View(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        rootA.addSubview(card)
        let child = autoLayoutChild(of: card, "child")
        try LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            child.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            child.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
        ])
        rootA.layoutIfNeeded()
        rootB.addSubview(card)
        rootB.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 8, y: 8, width: 84, height: 84))
        card.layoutMargins = .zero
        rootB.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    func testOldTreeForgetsAMovedSubtree() throws {
        let rootA = quietRoot(CGRect(x: 0, y: 0, width: 300, height: 300), id: "A")
        let rootB = quietRoot(CGRect(x: 0, y: 0, width: 300, height: 300), id: "B")
        let moved = autoLayoutChild(of: rootA, "moved")
        let stays = autoLayoutChild(of: rootA, "stays")
        let movedWidth = moved.widthAnchor.constraint(equalToConstant: 100)
        try LayoutConstraint.activate([
            moved.leadingAnchor.constraint(equalTo: rootA.leadingAnchor),
            moved.topAnchor.constraint(equalTo: rootA.topAnchor),
            movedWidth,
            moved.heightAnchor.constraint(equalToConstant: 10),
            stays.leadingAnchor.constraint(equalTo: rootA.leadingAnchor, constant: 5),
            stays.topAnchor.constraint(equalTo: rootA.topAnchor, constant: 5),
            stays.widthAnchor.constraint(equalToConstant: 100),
            stays.heightAnchor.constraint(equalToConstant: 10),
        ])
        rootA.layoutIfNeeded()
        rootB.addSubview(moved)
        // A constraint in the moved subtree that now conflicts in its new tree must not
        // disturb the old tree.
        try LayoutConstraint.activate([moved.widthAnchor.constraint(equalTo: rootB.widthAnchor)])
        rootA.layoutIfNeeded()
        rootB.layoutIfNeeded()
        XCTAssertEqual(stays.frame, CGRect(x: 5, y: 5, width: 100, height: 10))
        XCTAssertTrue(rootA.layoutEngine.diagnostics.isEmpty)
        XCTAssertEqual(rootB.layoutEngine.diagnostics.count, 1)
        XCTAssertEqual(moved.frame.width, 100)
    }
}

func sameViews(_ a: [View], _ b: [View]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
}

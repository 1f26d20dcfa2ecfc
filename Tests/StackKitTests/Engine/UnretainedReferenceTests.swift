import XCTest
@testable import StackKit

/// The references that must not keep their object alive, and must read `nil` once it is
/// gone, as `weak` ones do, although they are held without Swift's `weak` (issue #17):
/// a constraint's items, its installation view, collapsing view and engines; a view's
/// superview and dirty-list engine; a guide's owner; the engine's lists of views; the
/// stack's weak-keyed tables and remembered items.
final class UnretainedReferenceTests: XCTestCase {
    // MARK: The lifetime token

    private final class Thing: LifetimeTracked {
        let lifetimeToken = LifetimeToken()
        init() { lifetimeToken.begin(self) }
        deinit { lifetimeToken.end() }
    }

    private struct Holder {
        @Unretained var thing: Thing?
    }

    func testAnUnretainedReferenceReadsItsObjectWhileItLivesAndNilAfter() {
        var holder = Holder(thing: nil)
        XCTAssertNil(holder.thing)
        weak var weakThing: Thing?
        do {
            let thing = Thing()
            weakThing = thing
            holder.thing = thing
            XCTAssertTrue(holder.thing === thing)
            XCTAssertTrue(holder.$thing.refers(to: thing))
            XCTAssertTrue(holder.$thing.isAlive)
        }
        XCTAssertNil(weakThing, "the reference must not keep its object alive")
        XCTAssertNil(holder.thing)
        XCTAssertFalse(holder.$thing.isAlive)
    }

    /// A new object at a freed one's address is not the freed one.
    func testANewObjectAtAFreedAddressIsNotTheOldReference() {
        var holder = Holder(thing: nil)
        for _ in 0..<100 {
            let thing = Thing()
            XCTAssertFalse(holder.$thing.refers(to: thing))
            XCTAssertNil(holder.thing)
            holder.thing = thing
        }
    }

    // MARK: Constraints

    func testAFreedItemLeavesAnInactiveConstraintWithoutItems() {
        var kept: LayoutConstraint?
        do {
            let a = View(), b = View()
            kept = a.widthAnchor.constraint(equalTo: b.widthAnchor)
            XCTAssertTrue(kept?.firstItem === a)
            XCTAssertTrue(kept?.secondItem === b)
        }
        XCTAssertNotNil(kept)
        XCTAssertNil(kept?.firstItem)
        XCTAssertNil(kept?.secondItem)
        XCTAssertFalse(kept!.isActive)
        XCTAssertTrue(kept!.description.contains("nil.width"), kept!.description)
    }

    func testAFreedOriginLeavesADistanceWithoutIt() throws {
        var kept: LayoutConstraint?
        let root = quietRoot()
        let a = autoLayoutChild(of: root, "a")
        do {
            let origin = autoLayoutChild(of: root, "origin")
            let distance = a.leadingAnchor.anchorWithOffset(to: a.trailingAnchor)
            kept = distance.constraint(equalTo: origin.leadingAnchor.anchorWithOffset(to: origin.trailingAnchor))
            XCTAssertEqual(kept?.originItems.count, 2)
            origin.removeFromSuperview()
        }
        XCTAssertEqual(kept?.originItems.count, 1, "the freed view's origin reads nil")
    }

    /// A constraint installed on a view that goes away is inactive: nothing refers to a
    /// freed view.
    func testAConstraintInstalledOnAFreedViewIsInactive() throws {
        var kept: LayoutConstraint?
        var keptInternal: [LayoutConstraint] = []
        weak var weakRoot: View?
        do {
            let root = quietRoot()
            let child = autoLayoutChild(of: root, "child")
            let c = child.widthAnchor.constraint(equalTo: root.widthAnchor)
            c.isActive = true
            root.layoutIfNeeded()
            XCTAssertTrue(c.installedView === root)
            XCTAssertTrue(c.isActive)
            kept = c
            keptInternal = root.engineState.frameConstraints
            XCTAssertFalse(keptInternal.isEmpty)
            weakRoot = root
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(kept?.installedView)
        XCTAssertEqual(kept?.isActive, false)
        for c in keptInternal { XCTAssertNil(c.installedView) }
    }

    func testAGuidesMarginConstraintsOutliveTheirViewInactive() {
        var guide: LayoutGuide?
        do {
            let root = quietRoot()
            guide = root.layoutMarginsGuide
            root.layoutIfNeeded()
            XCTAssertTrue(guide?.owningView === root)
            XCTAssertTrue(guide?.marginConstraints.allSatisfy { $0.installedView === root } ?? false)
        }
        XCTAssertNil(guide?.owningView)
        XCTAssertEqual(guide?.marginConstraints.count, 4)
        XCTAssertTrue(guide?.marginConstraints.allSatisfy { $0.installedView == nil } ?? false)
    }

    func testAFreedCollapsingViewNoLongerCollapsesItsConstraints() {
        let root = quietRoot()
        let a = autoLayoutChild(of: root, "a")
        let gap = a.widthAnchor.constraint(equalToConstant: 30)
        do {
            let tag = View()
            tag.collapsibleConstraints = [gap]
            tag.isCollapsed = true
            XCTAssertTrue(gap.collapsingView === tag)
            XCTAssertEqual(gap.effectiveConstant, 0)
        }
        XCTAssertNil(gap.collapsingView)
        XCTAssertEqual(gap.effectiveConstant, 30)
    }

    /// A constraint kept after its tree (and so its engine) is gone names no engine.
    func testAFreedEngineLeavesNoEngineInItsConstraints() {
        var installed: LayoutConstraint?
        var queued: LayoutConstraint?
        weak var weakEngine: LayoutEngine?
        do {
            let root = quietRoot()
            let child = autoLayoutChild(of: root, "child")
            let c = child.widthAnchor.constraint(equalToConstant: 10)
            c.isActive = true
            root.layoutIfNeeded()
            XCTAssertTrue(c.solverEngine === root.layoutEngine)
            let q = child.heightAnchor.constraint(equalToConstant: 10)
            q.isActive = true                 // queued for the next pass, which never comes
            XCTAssertTrue(q.queuedIn === root.layoutEngine)
            installed = c
            queued = q
            weakEngine = root.layoutEngine
        }
        XCTAssertNil(weakEngine)
        XCTAssertNil(installed?.solverEngine)
        XCTAssertNil(queued?.queuedIn)
    }

    // MARK: Views and guides

    func testAViewWhoseSuperviewIsFreedIsARoot() {
        let child = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        weak var weakRoot: View?
        do {
            let root = quietRoot()
            root.addSubview(child)
            root.layoutIfNeeded()
            XCTAssertTrue(child.superview === root)
            weakRoot = root
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(child.superview)
        XCTAssertTrue(child.rootView === child)
        child.layoutEngine.diagnosticHandler = { _ in }
        child.layoutIfNeeded()
        XCTAssertEqual(child.frame.size, CGSize(width: 10, height: 10))
    }

    func testAGuideWhoseOwnerIsFreedHasNoOwner() {
        var guides: [LayoutGuide] = []
        do {
            let owner = quietRoot()
            let added = LayoutGuide()
            owner.addLayoutGuide(added)
            guides = [added, owner.layoutMarginsGuide, owner.safeAreaLayoutGuide, owner.readableContentGuide]
            owner.layoutIfNeeded()
            for guide in guides { XCTAssertTrue(guide.owningView === owner) }
        }
        for guide in guides {
            XCTAssertNil(guide.owningView)
            XCTAssertNil(guide.anchorView)
        }
    }

    /// A view that outlives the engine whose dirty list holds it names no engine.
    func testAViewOutlivingTheEngineThatListedItAsDirtyNamesNoEngine() {
        let child = View()
        do {
            let root = quietRoot()
            root.addSubview(child)
            root.layoutIfNeeded()
            child.intrinsicContentSize = CGSize(width: 3, height: 3)
            XCTAssertTrue(child.engineState.dirtyInEngine === root.layoutEngine)
        }
        XCTAssertNil(child.superview)
        XCTAssertNil(child.engineState.dirtyInEngine)
    }

    /// The engine's lists of views do not keep views alive, and read nil for freed ones.
    func testTheEnginesListsOfViewsReadNilForFreedViews() {
        let root = quietRoot()
        root.layoutIfNeeded()
        let engine = root.layoutEngine
        weak var weakChild: View?
        do {
            let child = View(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
            root.addSubview(child)
            child.frame = CGRect(x: 1, y: 1, width: 5, height: 5)   // on the set-frames list
            child.setNeedsLayout()                                    // on the layout list
            XCTAssertTrue(engine.dirtyViews.contains { $0.view === child })
            child.removeFromSuperview()
            weakChild = child
        }
        XCTAssertNil(weakChild)
        let lists = [engine.dirtyViews, engine.viewsRequestingLayout, engine.viewsWithSetFrames]
        XCTAssertFalse(lists.allSatisfy(\.isEmpty))
        for list in lists { XCTAssertTrue(list.allSatisfy { $0.view == nil || $0.view === root }) }
        root.layoutIfNeeded()
        XCTAssertEqual(root.layoutEngine.diagnostics.count, 0)
    }

    func testADistributionGroupReadsNilForAFreedMember() throws {
        let root = quietRoot()
        let a = autoLayoutChild(of: root, "a")
        do {
            let b = autoLayoutChild(of: root, "b")
            try [a, b].distribute(along: .horizontal, fixedSpacing: 4, leadSpacing: 0, tailSpacing: 0)
            XCTAssertEqual(root.distributionGroups.first?.members.compactMap(\.view).count, 2)
            b.removeFromSuperview()
        }
        XCTAssertEqual(root.distributionGroups.first?.members.compactMap(\.view).count, 1)
    }

    // MARK: Stack views

    /// A freed item leaves no entry in the stack's tables (families, custom spacings),
    /// and the items the arrangements remember read nil.
    func testAFreedItemLeavesNoEntryInTheStacksTables() {
        let f = SVFixture([svBox(10, 20, "a")], distribution: .equalSpacing, alignment: .center, spacing: 10)
        weak var weakItem: View?
        do {
            let b = svBox(20, 20, "b")
            weakItem = b
            f.stack.insertArrangedSubview(b, at: 0)
            f.stack.setCustomSpacing(4, after: b)
            f.layout()
            XCTAssertEqual(f.stack.customSpacings.count, 1)
            XCTAssertTrue(f.stack.baselineSources.first === b || f.stack.baselineSources.first === f.stack)
            XCTAssertTrue(f.stack.distributionArrangement.gapGuides[b] != nil)
            b.removeFromSuperview()
        }
        XCTAssertNil(weakItem)
        XCTAssertEqual(f.stack.customSpacings.count, 0)
        XCTAssertEqual(f.stack.distributionArrangement.gapGuides.count, 0)
        for family in f.stack.distributionArrangement.families + f.stack.alignmentArrangement.families {
            XCTAssertTrue(family.table.liveKeys.allSatisfy { $0 === f.stack || $0 === f.items[0] || $0 is LayoutGuide },
                          family.name)
        }
        f.layout()
        XCTAssertEqual(f.stack.frame.width, 10)
    }
}

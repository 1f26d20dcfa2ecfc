import XCTest
import StackKit

final class LayoutGuideTests: XCTestCase {
    func testNewGuideHasNoOwnerAndAZeroFrame() {
        let guide = LayoutGuide()
        XCTAssertNil(guide.owningView)
        XCTAssertNil(guide.identifier)
        XCTAssertEqual(guide.layoutFrame, .zero)
    }

    func testAddLayoutGuideSetsTheOwner() {
        let root = quietRoot()
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        XCTAssertTrue(guide.owningView === root)
        XCTAssertEqual(root.layoutGuides.count, 1)
        XCTAssertTrue(root.layoutGuides.first === guide)
        XCTAssertTrue(root.subviews.isEmpty)
    }

    func testAddingTheSameGuideTwiceKeepsOneEntry() {
        let root = quietRoot()
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        root.addLayoutGuide(guide)
        XCTAssertEqual(root.layoutGuides.count, 1)
    }

    func testAddingAGuideToAnotherViewMovesIt() {
        let root = quietRoot()
        let a = View(), b = View()
        root.addSubview(a)
        root.addSubview(b)
        let guide = LayoutGuide()
        a.addLayoutGuide(guide)
        b.addLayoutGuide(guide)
        XCTAssertTrue(guide.owningView === b)
        XCTAssertTrue(a.layoutGuides.isEmpty)
        XCTAssertEqual(b.layoutGuides.count, 1)
    }

    func testRemoveLayoutGuide() {
        let root = quietRoot()
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        root.removeLayoutGuide(guide)
        XCTAssertNil(guide.owningView)
        XCTAssertTrue(root.layoutGuides.isEmpty)
    }

    func testGuideIdentifierIsStored() {
        let guide = LayoutGuide()
        guide.identifier = "spacer"
        XCTAssertEqual(guide.identifier, "spacer")
    }

    func testGuideLayoutFrameIsRelativeToItsOwningView() throws {
        let root = quietRoot()
        let owner = autoLayoutChild(of: root, "owner")
        let guide = LayoutGuide()
        owner.addLayoutGuide(guide)
        try LayoutConstraint.activate(frameConstraints(owner, in: root, CGRect(x: 100, y: 50, width: 200, height: 100)) + [
            guide.leadingAnchor.constraint(equalTo: owner.leadingAnchor, constant: 10),
            guide.trailingAnchor.constraint(equalTo: owner.trailingAnchor, constant: -10),
            guide.topAnchor.constraint(equalTo: owner.topAnchor, constant: 20),
            guide.bottomAnchor.constraint(equalTo: owner.bottomAnchor, constant: -20),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 10, y: 20, width: 180, height: 60))
    }

    func testGuideConstraintsAreInstalledOnTheOwningView() {
        let root = quietRoot()
        let owner = autoLayoutChild(of: root, "owner")
        let guide = LayoutGuide()
        owner.addLayoutGuide(guide)
        let own = guide.widthAnchor.constraint(equalToConstant: 5)
        let toOwner = guide.leadingAnchor.constraint(equalTo: owner.leadingAnchor)
        let toRoot = guide.topAnchor.constraint(equalTo: root.topAnchor)
        for c in [own, toOwner, toRoot] { c.isActive = true }
        XCTAssertTrue(sameConstraints(owner.constraints, [own, toOwner]))
        XCTAssertTrue(sameConstraints(root.constraints, [toRoot]))
    }

    func testEqualSpacerGuidesCenterAGroup() throws {
        let root = quietRoot(CGRect(x: 0, y: 0, width: 300, height: 100))
        let a = autoLayoutChild(of: root, "a"), b = autoLayoutChild(of: root, "b")
        let left = LayoutGuide(), middle = LayoutGuide(), right = LayoutGuide()
        for g in [left, middle, right] { root.addLayoutGuide(g) }
        try LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            middle.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.leadingAnchor.constraint(equalTo: middle.trailingAnchor),
            right.leadingAnchor.constraint(equalTo: b.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            middle.widthAnchor.constraint(equalTo: left.widthAnchor),
            right.widthAnchor.constraint(equalTo: left.widthAnchor),
            a.widthAnchor.constraint(equalToConstant: 60), b.widthAnchor.constraint(equalToConstant: 90),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
            // guides need a vertical position and height to be unambiguous
            left.topAnchor.constraint(equalTo: root.topAnchor), left.heightAnchor.constraint(equalToConstant: 0),
            middle.topAnchor.constraint(equalTo: root.topAnchor), middle.heightAnchor.constraint(equalToConstant: 0),
            right.topAnchor.constraint(equalTo: root.topAnchor), right.heightAnchor.constraint(equalToConstant: 0),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 50, y: 0, width: 60, height: 10))
        XCTAssertEqual(b.frame, CGRect(x: 160, y: 0, width: 90, height: 10))
        XCTAssertEqual(middle.layoutFrame, CGRect(x: 110, y: 0, width: 50, height: 0))
    }

    func testGuideInANestedViewRelatedToAViewInAnotherBranch() throws {
        let root = quietRoot(CGRect(x: 0, y: 0, width: 400, height: 400))
        let left = autoLayoutChild(of: root, "left"), right = autoLayoutChild(of: root, "right")
        let guide = LayoutGuide()
        right.addLayoutGuide(guide)
        let cross = guide.leadingAnchor.constraint(equalTo: left.trailingAnchor)
        try LayoutConstraint.activate(frameConstraints(left, in: root, CGRect(x: 0, y: 0, width: 150, height: 100))
            + frameConstraints(right, in: root, CGRect(x: 200, y: 0, width: 200, height: 100)) + [
                cross,
                guide.topAnchor.constraint(equalTo: right.topAnchor),
                guide.widthAnchor.constraint(equalToConstant: 10), guide.heightAnchor.constraint(equalToConstant: 10),
            ])
        root.layoutIfNeeded()
        XCTAssertTrue(containsIdentical(root.constraints, cross))
        XCTAssertEqual(guide.layoutFrame, CGRect(x: -50, y: 0, width: 10, height: 10))
    }

    func testRemovingAGuideDeactivatesItsConstraints() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        let guideFrame = frameConstraints(guide, in: root, CGRect(x: 30, y: 0, width: 10, height: 10))
        let follow = box.leadingAnchor.constraint(equalTo: guide.trailingAnchor)
        try LayoutConstraint.activate(guideFrame + [follow,
            prioritized(box.leadingAnchor.constraint(equalTo: root.leadingAnchor), .defaultLow),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.minX, 40)
        root.removeLayoutGuide(guide)
        XCTAssertFalse(follow.isActive)
        XCTAssertTrue(guideFrame.allSatisfy { !$0.isActive })
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    func testGuideOfARemovedSubviewLeavesWithIt() throws {
        let root = quietRoot()
        let container = autoLayoutChild(of: root, "container")
        let guide = LayoutGuide()
        container.addLayoutGuide(guide)
        let toRoot = guide.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let toOwner = guide.topAnchor.constraint(equalTo: container.topAnchor)
        try LayoutConstraint.activate([toRoot, toOwner])
        container.removeFromSuperview()
        XCTAssertFalse(toRoot.isActive)
        XCTAssertTrue(toOwner.isActive)
        XCTAssertTrue(guide.owningView === container)
    }

    func testGuideSizedByItsContentsDrivesTheOwner() throws {
        // A guide can stand for a group: the owner hugs it.
        let root = quietRoot()
        let card = autoLayoutChild(of: root, "card")
        let content = LayoutGuide()
        card.addLayoutGuide(content)
        try LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            content.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 4),
            content.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
            card.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: 4),
            card.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: 4),
            content.widthAnchor.constraint(equalToConstant: 100),
            content.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(card.frame, CGRect(x: 10, y: 10, width: 108, height: 58))
        XCTAssertEqual(content.layoutFrame, CGRect(x: 4, y: 4, width: 100, height: 50))
    }
}

import XCTest
import StackKit

final class LayoutAnchorTests: XCTestCase {
    func testXAxisAnchorsNameTheirAttributes() {
        let a = View(), b = View()
        let pairs: [(LayoutXAxisAnchor, LayoutXAxisAnchor, LayoutConstraint.Attribute)] = [
            (a.leadingAnchor, b.leadingAnchor, .leading), (a.trailingAnchor, b.trailingAnchor, .trailing),
            (a.leftAnchor, b.leftAnchor, .left), (a.rightAnchor, b.rightAnchor, .right),
            (a.centerXAnchor, b.centerXAnchor, .centerX),
        ]
        for (first, second, attribute) in pairs {
            let c = first.constraint(equalTo: second)
            XCTAssertTrue(c.firstItem === a)
            XCTAssertTrue(c.secondItem === b)
            XCTAssertEqual(c.firstAttribute, attribute)
            XCTAssertEqual(c.secondAttribute, attribute)
            XCTAssertEqual(c.multiplier, 1)
            XCTAssertEqual(c.constant, 0)
            XCTAssertEqual(c.relation, .equal)
            XCTAssertFalse(c.isActive)
        }
    }

    func testYAxisAnchorsNameTheirAttributes() {
        let a = View(), b = View()
        let pairs: [(LayoutYAxisAnchor, LayoutYAxisAnchor, LayoutConstraint.Attribute)] = [
            (a.topAnchor, b.topAnchor, .top), (a.bottomAnchor, b.bottomAnchor, .bottom),
            (a.centerYAnchor, b.centerYAnchor, .centerY), (a.firstBaselineAnchor, b.firstBaselineAnchor, .firstBaseline),
            (a.lastBaselineAnchor, b.lastBaselineAnchor, .lastBaseline),
        ]
        for (first, second, attribute) in pairs {
            let c = first.constraint(equalTo: second)
            XCTAssertEqual(c.firstAttribute, attribute)
            XCTAssertEqual(c.secondAttribute, attribute)
        }
    }

    func testDimensionAnchorsNameTheirAttributes() {
        let a = View()
        XCTAssertEqual(a.widthAnchor.constraint(equalToConstant: 1).firstAttribute, .width)
        XCTAssertEqual(a.heightAnchor.constraint(equalToConstant: 1).firstAttribute, .height)
    }

    func testMixedPositionAnchorsOnOneAxis() {
        let a = View(), b = View()
        let c = a.leadingAnchor.constraint(equalTo: b.centerXAnchor)
        XCTAssertEqual(c.firstAttribute, .leading)
        XCTAssertEqual(c.secondAttribute, .centerX)
    }

    func testRelationsAndConstants() {
        let a = View(), b = View()
        let ge = a.topAnchor.constraint(greaterThanOrEqualTo: b.bottomAnchor, constant: 4)
        let le = a.topAnchor.constraint(lessThanOrEqualTo: b.bottomAnchor, constant: -4)
        let eq = a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 2)
        XCTAssertEqual(ge.relation, .greaterThanOrEqual)
        XCTAssertEqual(ge.constant, 4)
        XCTAssertEqual(le.relation, .lessThanOrEqual)
        XCTAssertEqual(le.constant, -4)
        XCTAssertEqual(eq.relation, .equal)
        XCTAssertEqual(eq.constant, 2)
        XCTAssertEqual(a.topAnchor.constraint(greaterThanOrEqualTo: b.topAnchor).relation, .greaterThanOrEqual)
        XCTAssertEqual(a.topAnchor.constraint(lessThanOrEqualTo: b.topAnchor).relation, .lessThanOrEqual)
    }

    func testDimensionConstantsHaveNoSecondItem() {
        let a = View()
        for c in [a.widthAnchor.constraint(equalToConstant: 10),
                  a.widthAnchor.constraint(greaterThanOrEqualToConstant: 10),
                  a.widthAnchor.constraint(lessThanOrEqualToConstant: 10)] {
            XCTAssertNil(c.secondItem)
            XCTAssertEqual(c.secondAttribute, .notAnAttribute)
            XCTAssertEqual(c.constant, 10)
        }
        XCTAssertEqual(a.widthAnchor.constraint(greaterThanOrEqualToConstant: 10).relation, .greaterThanOrEqual)
        XCTAssertEqual(a.widthAnchor.constraint(lessThanOrEqualToConstant: 10).relation, .lessThanOrEqual)
    }

    func testDimensionMultipliers() {
        let a = View(), b = View()
        let c1 = a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5)
        XCTAssertEqual(c1.multiplier, 0.5)
        XCTAssertEqual(c1.constant, 0)
        let c2 = a.heightAnchor.constraint(greaterThanOrEqualTo: b.widthAnchor, multiplier: 2, constant: 3)
        XCTAssertEqual(c2.relation, .greaterThanOrEqual)
        XCTAssertEqual(c2.multiplier, 2)
        XCTAssertEqual(c2.constant, 3)
        XCTAssertEqual(c2.secondAttribute, .width)
        let c3 = a.heightAnchor.constraint(lessThanOrEqualTo: b.heightAnchor, multiplier: 3)
        XCTAssertEqual(c3.relation, .lessThanOrEqual)
        XCTAssertEqual(c3.multiplier, 3)
        XCTAssertEqual(a.widthAnchor.constraint(equalTo: b.widthAnchor, constant: 7).constant, 7)
        XCTAssertEqual(a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 2, constant: 7).constant, 7)
        XCTAssertEqual(a.widthAnchor.constraint(greaterThanOrEqualTo: b.widthAnchor, multiplier: 2).multiplier, 2)
        XCTAssertEqual(a.widthAnchor.constraint(lessThanOrEqualTo: b.widthAnchor, multiplier: 2, constant: 1).relation,
                       .lessThanOrEqual)
    }

    // MARK: Laid out

    func testPinningAllFourEdgesWithInsets() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            box.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -40),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 16, y: 20, width: 288, height: 420))
    }

    func testCenteringInBothAxes() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 60),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 110, y: 210, width: 100, height: 60))
    }

    func testCenterWithOffset() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor, constant: -30),
            box.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: 40),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 60),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 80, y: 250, width: 100, height: 60))
    }

    func testAspectRatioFromWidthToHeight() throws {
        let root = quietRoot()
        let image = autoLayoutChild(of: root, "image")
        try LayoutConstraint.activate([
            image.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            image.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            image.topAnchor.constraint(equalTo: root.topAnchor),
            image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: 0.75),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(image.frame, CGRect(x: 0, y: 0, width: 320, height: 240))
    }

    func testEqualWidthsOfSiblingsSplitTheRow() throws {
        let root = quietRoot()
        let a = autoLayoutChild(of: root, "a"), b = autoLayoutChild(of: root, "b")
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 20),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            a.widthAnchor.constraint(equalTo: b.widthAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 30), b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 10, y: 0, width: 140, height: 30))
        XCTAssertEqual(b.frame, CGRect(x: 170, y: 0, width: 140, height: 30))
    }

    func testWidthProportionalToASibling() throws {
        let root = quietRoot()
        let a = autoLayoutChild(of: root, "a"), b = autoLayoutChild(of: root, "b")
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 3),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 240, height: 10))
        XCTAssertEqual(b.frame, CGRect(x: 240, y: 0, width: 80, height: 10))
    }

    func testSystemSpacingAfterIsEightPoints() throws {
        let root = quietRoot()
        let a = autoLayoutChild(of: root, "a"), b = autoLayoutChild(of: root, "b")
        let spacing = b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1)
        XCTAssertEqual(spacing.constant, 8)
        XCTAssertEqual(spacing.multiplier, 1)
        XCTAssertTrue(spacing.secondItem === a)
        XCTAssertEqual(spacing.secondAttribute, .trailing)
        try LayoutConstraint.activate(frameConstraints(a, in: root, CGRect(x: 0, y: 0, width: 50, height: 10)) + [
            spacing, b.topAnchor.constraint(equalTo: root.topAnchor),
            b.widthAnchor.constraint(equalToConstant: 50), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(b.frame, CGRect(x: 58, y: 0, width: 50, height: 10))
    }

    func testSystemSpacingMultiplierScalesTheSpacing() {
        let a = View(), b = View()
        XCTAssertEqual(b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2).constant, 16)
        XCTAssertEqual(b.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor,
                                                  multiplier: 0.5).constant, 4)
        XCTAssertEqual(b.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: a.trailingAnchor,
                                                  multiplier: 3).constant, 24)
        XCTAssertEqual(b.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor,
                                                  multiplier: 1).relation, .greaterThanOrEqual)
        XCTAssertEqual(b.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: a.trailingAnchor,
                                                  multiplier: 1).relation, .lessThanOrEqual)
    }

    func testSystemSpacingBelowIsEightPoints() throws {
        let root = quietRoot()
        let a = autoLayoutChild(of: root, "a"), b = autoLayoutChild(of: root, "b")
        let below = b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1)
        XCTAssertEqual(below.constant, 8)
        XCTAssertEqual(b.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 2).constant, 16)
        XCTAssertEqual(b.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 1).relation,
                       .lessThanOrEqual)
        try LayoutConstraint.activate(frameConstraints(a, in: root, CGRect(x: 0, y: 10, width: 50, height: 20)) + [
            below, b.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.widthAnchor.constraint(equalToConstant: 50), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(b.frame, CGRect(x: 0, y: 38, width: 50, height: 10))
    }

    func testAnchorConstraintsOnAGuide() throws {
        let root = quietRoot()
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        let c = guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
        XCTAssertTrue(c.firstItem === guide)
        try LayoutConstraint.activate([c, guide.topAnchor.constraint(equalTo: root.topAnchor, constant: 6),
                                       guide.widthAnchor.constraint(equalToConstant: 7),
                                       guide.heightAnchor.constraint(equalToConstant: 8)])
        root.layoutIfNeeded()
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 5, y: 6, width: 7, height: 8))
    }

    func testTrailingAnchorWithNegativeConstantInsetsFromTheEdge() throws {
        let root = quietRoot()
        let button = autoLayoutChild(of: root, "button")
        try LayoutConstraint.activate([
            button.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            button.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
            button.widthAnchor.constraint(equalToConstant: 40),
            button.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(button.frame, CGRect(x: 270, y: 430, width: 40, height: 40))
    }
}

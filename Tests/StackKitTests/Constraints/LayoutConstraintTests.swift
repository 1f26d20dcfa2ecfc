import XCTest
import StackKit

final class LayoutConstraintTests: XCTestCase {
    typealias A = LayoutConstraint.Attribute

    // MARK: UIKit's enumerations

    func testAttributeRawValuesMatchUIKit() {
        let expected: [(A, Int)] = [
            (.notAnAttribute, 0), (.left, 1), (.right, 2), (.top, 3), (.bottom, 4), (.leading, 5),
            (.trailing, 6), (.width, 7), (.height, 8), (.centerX, 9), (.centerY, 10), (.lastBaseline, 11),
            (.firstBaseline, 12), (.leftMargin, 13), (.rightMargin, 14), (.topMargin, 15),
            (.bottomMargin, 16), (.leadingMargin, 17), (.trailingMargin, 18),
            (.centerXWithinMargins, 19), (.centerYWithinMargins, 20),
        ]
        for (attribute, raw) in expected { XCTAssertEqual(attribute.rawValue, raw, "\(attribute)") }
        XCTAssertEqual(A.allCases.count, 21)
    }

    func testRelationAndAxisRawValuesMatchUIKit() {
        XCTAssertEqual(LayoutConstraint.Relation.lessThanOrEqual.rawValue, -1)
        XCTAssertEqual(LayoutConstraint.Relation.equal.rawValue, 0)
        XCTAssertEqual(LayoutConstraint.Relation.greaterThanOrEqual.rawValue, 1)
        XCTAssertEqual(LayoutConstraint.Axis.horizontal.rawValue, 0)
        XCTAssertEqual(LayoutConstraint.Axis.vertical.rawValue, 1)
    }

    func testEveryAttributeLiesOnItsUIKitAxis() {
        let horizontal: [A] = [.left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
                               .leadingMargin, .trailingMargin, .centerXWithinMargins]
        let vertical: [A] = [.top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin,
                             .bottomMargin, .centerYWithinMargins]
        for a in horizontal { XCTAssertEqual(a.axis, .horizontal, "\(a)") }
        for a in vertical { XCTAssertEqual(a.axis, .vertical, "\(a)") }
        XCTAssertNil(A.notAnAttribute.axis)
    }

    func testOnlyWidthAndHeightAreDimensions() {
        for a in A.allCases { XCTAssertEqual(a.isDimension, a == .width || a == .height, "\(a)") }
    }

    // MARK: The throwing initializer

    func testInitializerStoresEveryProperty() throws {
        let a = View(), b = View()
        let c = try LayoutConstraint(item: a, attribute: .leading, relatedBy: .greaterThanOrEqual,
                                     toItem: b, attribute: .trailing, multiplier: 2, constant: 7)
        XCTAssertTrue(c.firstItem === a)
        XCTAssertEqual(c.firstAttribute, .leading)
        XCTAssertEqual(c.relation, .greaterThanOrEqual)
        XCTAssertTrue(c.secondItem === b)
        XCTAssertEqual(c.secondAttribute, .trailing)
        XCTAssertEqual(c.multiplier, 2)
        XCTAssertEqual(c.constant, 7)
        XCTAssertEqual(c.priority, .required)
        XCTAssertNil(c.identifier)
        XCTAssertFalse(c.isActive)
    }

    func testInitializerThrowsForAttributesOnDifferentAxes() {
        let a = View(), b = View()
        let error = thrownLayoutError {
            _ = try LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal,
                                     toItem: b, attribute: .top, multiplier: 1, constant: 0)
        }
        XCTAssertEqual(error?.isIncompatibleAttributes, true)
    }

    func testInitializerThrowsForAMarginAttributeOnTheOtherAxis() {
        let a = View(), b = View()
        let error = thrownLayoutError {
            _ = try LayoutConstraint(item: a, attribute: .centerXWithinMargins, relatedBy: .equal,
                                     toItem: b, attribute: .firstBaseline, multiplier: 1, constant: 0)
        }
        XCTAssertEqual(error?.isIncompatibleAttributes, true)
    }

    func testInitializerThrowsForAPositionRelatedToASize() {
        let a = View(), b = View()
        let error = thrownLayoutError {
            _ = try LayoutConstraint(item: a, attribute: .left, relatedBy: .equal,
                                     toItem: b, attribute: .width, multiplier: 1, constant: 0)
        }
        XCTAssertEqual(error?.isIncompatibleAttributes, true)
    }

    func testInitializerThrowsForASizeRelatedToAPosition() {
        let a = View(), b = View()
        let error = thrownLayoutError {
            _ = try LayoutConstraint(item: a, attribute: .height, relatedBy: .equal,
                                     toItem: b, attribute: .top, multiplier: 1, constant: 0)
        }
        XCTAssertEqual(error?.isIncompatibleAttributes, true)
    }

    func testInitializerThrowsForAPositionWithoutASecondItem() {
        let a = View()
        let error = thrownLayoutError {
            _ = try LayoutConstraint(item: a, attribute: .left, relatedBy: .equal,
                                     toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 20)
        }
        XCTAssertEqual(error?.isPositionWithoutReference, true)
    }

    func testInitializerThrowsForAPositionWithMultiplierZero() {
        let a = View(), b = View()
        let error = thrownLayoutError {
            _ = try LayoutConstraint(item: a, attribute: .centerX, relatedBy: .equal,
                                     toItem: b, attribute: .centerX, multiplier: 0, constant: 20)
        }
        XCTAssertEqual(error?.isPositionWithoutReference, true)
    }

    func testInitializerThrowsForASecondItemWithoutAttribute() {
        let a = View(), b = View()
        let error = thrownLayoutError {
            _ = try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal,
                                     toItem: b, attribute: .notAnAttribute, multiplier: 1, constant: 0)
        }
        XCTAssertEqual(error?.isMissingSecondItem, true)
    }

    func testInitializerThrowsForASecondAttributeWithoutItem() {
        let a = View()
        let error = thrownLayoutError {
            _ = try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal,
                                     toItem: nil, attribute: .width, multiplier: 1, constant: 10)
        }
        XCTAssertEqual(error?.isMissingSecondItem, true)
    }

    func testInitializerThrowsForNotAnAttributeAsFirstAttribute() {
        let a = View()
        let error = thrownLayoutError {
            _ = try LayoutConstraint(item: a, attribute: .notAnAttribute, relatedBy: .equal,
                                     toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 10)
        }
        XCTAssertNotNil(error)
    }

    func testInitializerThrowsForANaNConstant() {
        let a = View()
        let error = thrownLayoutError {
            _ = try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal,
                                     toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: .nan)
        }
        XCTAssertEqual(error?.isInvalidNumber, true)
    }

    func testInitializerThrowsForAnInfiniteConstant() {
        let a = View()
        let error = thrownLayoutError {
            _ = try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal,
                                     toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: .infinity)
        }
        XCTAssertEqual(error?.isInvalidNumber, true)
    }

    func testInitializerThrowsForANaNMultiplier() {
        let a = View(), b = View()
        let error = thrownLayoutError {
            _ = try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal,
                                     toItem: b, attribute: .width, multiplier: .nan, constant: 0)
        }
        XCTAssertEqual(error?.isInvalidNumber, true)
    }

    func testInitializerThrowsForAnInfiniteMultiplier() {
        let a = View(), b = View()
        let error = thrownLayoutError {
            _ = try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal,
                                     toItem: b, attribute: .width, multiplier: -.infinity, constant: 0)
        }
        XCTAssertEqual(error?.isInvalidNumber, true)
    }

    func testInitializerAcceptsEveryPairOfPositionsOnOneAxisThatDoesNotMixLeadingWithLeft() {
        let a = View(), b = View()
        let positions = A.allCases.filter { $0 != .notAnAttribute && !$0.isDimension }
        let physical: Set<A> = [.left, .right, .leftMargin, .rightMargin]
        let directional: Set<A> = [.leading, .trailing, .leadingMargin, .trailingMargin]
        for first in positions {
            for second in positions where second.axis == first.axis
                && !(physical.contains(first) && directional.contains(second))
                && !(directional.contains(first) && physical.contains(second)) {
                XCTAssertNoThrow(try LayoutConstraint(item: a, attribute: first, relatedBy: .equal, toItem: b,
                                                      attribute: second, multiplier: 1, constant: 0),
                                 "\(first) to \(second)")
            }
        }
    }

    func testInitializerAcceptsWidthRelatedToHeight() {
        let a = View()
        XCTAssertNoThrow(try LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: a,
                                              attribute: .height, multiplier: 2, constant: 0))
    }

    func testInitializerAcceptsASizeWithoutSecondItem() {
        let a = View()
        XCTAssertNoThrow(try LayoutConstraint(item: a, attribute: .height, relatedBy: .lessThanOrEqual,
                                              toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 44))
    }

    // MARK: Every attribute, laid out

    /// root 320 × 480 with margins 8; `box` 100 × 50 unless the attribute under test sizes it.
    private func layOut(_ attribute: A, of box: View, to second: A, of root: View, constant: CGFloat = 0,
                        multiplier: CGFloat = 1, others: [LayoutConstraint]) throws {
        let c = try LayoutConstraint(item: box, attribute: attribute, relatedBy: .equal, toItem: root,
                                     attribute: second, multiplier: multiplier, constant: constant)
        try LayoutConstraint.activate([c] + others)
        root.layoutIfNeeded()
    }

    private func horizontalCase(_ attribute: A, _ second: A, constant: CGFloat = 0, multiplier: CGFloat = 1) throws -> CGRect {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try layOut(attribute, of: box, to: second, of: root, constant: constant, multiplier: multiplier, others: [
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        return box.frame
    }

    private func verticalCase(_ attribute: A, _ second: A, constant: CGFloat = 0, multiplier: CGFloat = 1) throws -> CGRect {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try layOut(attribute, of: box, to: second, of: root, constant: constant, multiplier: multiplier, others: [
            box.leftAnchor.constraint(equalTo: root.leftAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        return box.frame
    }

    func testLeftToLeft() throws {
        XCTAssertEqual(try horizontalCase(.left, .left, constant: 12), CGRect(x: 12, y: 0, width: 100, height: 50))
    }

    func testRightToRight() throws {
        XCTAssertEqual(try horizontalCase(.right, .right, constant: -12), CGRect(x: 208, y: 0, width: 100, height: 50))
    }

    func testLeadingIsLeftInLeftToRightLayout() throws {
        XCTAssertEqual(try horizontalCase(.leading, .leading, constant: 4), CGRect(x: 4, y: 0, width: 100, height: 50))
    }

    func testTrailingIsRightInLeftToRightLayout() throws {
        XCTAssertEqual(try horizontalCase(.trailing, .trailing), CGRect(x: 220, y: 0, width: 100, height: 50))
    }

    func testLeadingCannotBeRelatedToLeftAsInUIKit() {
        let a = View(), b = View()
        for (first, second) in [(A.leading, A.left), (.right, .trailing), (.leadingMargin, .rightMargin)] {
            let error = thrownLayoutError {
                _ = try LayoutConstraint(item: a, attribute: first, relatedBy: .equal, toItem: b, attribute: second,
                                         multiplier: 1, constant: 0)
            }
            XCTAssertEqual(error?.description, "cannot relate \(first) to \(second): use leading/trailing for both or neither")
        }
    }

    func testAnAnchorConstraintFromLeadingToLeftIsRefusedOnActivation() {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        let error = thrownLayoutError {
            try LayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: root.leftAnchor)])
        }
        XCTAssertEqual(error?.description, "cannot relate leading to left: use leading/trailing for both or neither")
        XCTAssertTrue(box.constraints.isEmpty && root.constraints.isEmpty)
    }

    func testCenterXToCenterX() throws {
        XCTAssertEqual(try horizontalCase(.centerX, .centerX), CGRect(x: 110, y: 0, width: 100, height: 50))
    }

    func testLeftToCenterX() throws {
        XCTAssertEqual(try horizontalCase(.left, .centerX, constant: 10), CGRect(x: 170, y: 0, width: 100, height: 50))
    }

    func testTopToTop() throws {
        XCTAssertEqual(try verticalCase(.top, .top, constant: 30), CGRect(x: 0, y: 30, width: 100, height: 50))
    }

    func testBottomToBottom() throws {
        XCTAssertEqual(try verticalCase(.bottom, .bottom, constant: -30), CGRect(x: 0, y: 400, width: 100, height: 50))
    }

    func testCenterYToCenterY() throws {
        XCTAssertEqual(try verticalCase(.centerY, .centerY), CGRect(x: 0, y: 215, width: 100, height: 50))
    }

    func testTopToBottom() throws {
        XCTAssertEqual(try verticalCase(.bottom, .top, constant: 100), CGRect(x: 0, y: 50, width: 100, height: 50))
    }

    func testLeftMarginOfTheSecondItemIsInsetByItsMargin() throws {
        XCTAssertEqual(try horizontalCase(.left, .leftMargin), CGRect(x: 8, y: 0, width: 100, height: 50))
    }

    func testRightMarginOfTheSecondItem() throws {
        XCTAssertEqual(try horizontalCase(.right, .rightMargin), CGRect(x: 212, y: 0, width: 100, height: 50))
    }

    func testLeadingMarginOfTheSecondItem() throws {
        XCTAssertEqual(try horizontalCase(.leading, .leadingMargin), CGRect(x: 8, y: 0, width: 100, height: 50))
    }

    func testTrailingMarginOfTheSecondItem() throws {
        XCTAssertEqual(try horizontalCase(.trailing, .trailingMargin), CGRect(x: 212, y: 0, width: 100, height: 50))
    }

    func testTopMarginOfTheSecondItem() throws {
        XCTAssertEqual(try verticalCase(.top, .topMargin), CGRect(x: 0, y: 8, width: 100, height: 50))
    }

    func testBottomMarginOfTheSecondItem() throws {
        XCTAssertEqual(try verticalCase(.bottom, .bottomMargin), CGRect(x: 0, y: 422, width: 100, height: 50))
    }

    func testCenterXWithinMarginsWithAsymmetricMargins() throws {
        let root = quietRoot()
        root.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 100)
        let box = autoLayoutChild(of: root, "box")
        try layOut(.centerX, of: box, to: .centerXWithinMargins, of: root, others: [
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        // margins span 20...220, centre 120
        XCTAssertEqual(box.frame, CGRect(x: 70, y: 0, width: 100, height: 50))
    }

    func testCenterYWithinMarginsWithAsymmetricMargins() throws {
        let root = quietRoot()
        root.layoutMargins = EdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
        let box = autoLayoutChild(of: root, "box")
        try layOut(.centerY, of: box, to: .centerYWithinMargins, of: root, others: [
            box.leftAnchor.constraint(equalTo: root.leftAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        // margins span 40...480, centre 260
        XCTAssertEqual(box.frame, CGRect(x: 0, y: 235, width: 100, height: 50))
    }

    func testMarginAttributeOfTheFirstItemUsesItsOwnMargins() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        box.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        try layOut(.leadingMargin, of: box, to: .leading, of: root, constant: 30, others: [
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        XCTAssertEqual(box.frame, CGRect(x: 20, y: 0, width: 100, height: 50))
    }

    func testWidthToHeightOfTheSameView() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate([
            try LayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: box, attribute: .height,
                                 multiplier: 2, constant: 0),
            box.heightAnchor.constraint(equalToConstant: 30),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 0, y: 0, width: 60, height: 30))
    }

    func testWidthWithoutSecondItemIsAConstant() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate([
            try LayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: nil,
                                 attribute: .notAnAttribute, multiplier: 1, constant: 44),
            try LayoutConstraint(item: box, attribute: .height, relatedBy: .equal, toItem: nil,
                                 attribute: .notAnAttribute, multiplier: 1, constant: 22),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 0, y: 0, width: 44, height: 22))
    }

    // MARK: Multipliers

    func testWidthMultiplier() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate([
            box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25),
            box.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5, constant: 10),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 0, y: 0, width: 80, height: 250))
    }

    func testNegativeMultiplierAndConstant() throws {
        let root = quietRoot()
        let a = autoLayoutChild(of: root, "a"), b = autoLayoutChild(of: root, "b")
        try LayoutConstraint.activate(frameConstraints(a, in: root, CGRect(x: 0, y: 0, width: 100, height: 10)) + [
            try LayoutConstraint(item: b, attribute: .width, relatedBy: .equal, toItem: a, attribute: .width,
                                 multiplier: -0.5, constant: 150),
            b.heightAnchor.constraint(equalToConstant: 10),
            b.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.topAnchor.constraint(equalTo: a.bottomAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(b.frame, CGRect(x: 0, y: 10, width: 100, height: 10))
    }

    func testCenterXMultiplierRelativeToTheRoot() throws {
        // box.centerX == 0.5 × root.centerX: a quarter of the root's width.
        XCTAssertEqual(try horizontalCase(.centerX, .centerX, multiplier: 0.5),
                       CGRect(x: 30, y: 0, width: 100, height: 50))
    }

    func testTrailingMultiplierRelativeToTheRoot() throws {
        XCTAssertEqual(try horizontalCase(.trailing, .trailing, multiplier: 0.75),
                       CGRect(x: 140, y: 0, width: 100, height: 50))
    }

    func testPositionMultiplierInARootThatIsNotAtTheOrigin() throws {
        // The root's frame origin is in its (absent) superview's coordinates: a constraint
        // on the root is measured in the root's own bounds.
        let root = quietRoot(CGRect(x: 100, y: 40, width: 320, height: 480))
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate([
            try LayoutConstraint(item: box, attribute: .centerX, relatedBy: .equal, toItem: root,
                                 attribute: .centerX, multiplier: 0.5, constant: 0),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 30, y: 0, width: 100, height: 50))
    }

    func testPositionMultiplierIsMeasuredInTheSuperviewsCoordinates() throws {
        // UIKit evaluates a constraint in the coordinates of its items' common ancestor:
        // `child.trailing == 0.5 × container.trailing` puts the child's trailing edge
        // half-way across the container, wherever the container sits.
        let root = quietRoot(CGRect(x: 0, y: 0, width: 400, height: 400))
        let container = autoLayoutChild(of: root, "container")
        let child = autoLayoutChild(of: container, "child")
        try LayoutConstraint.activate(frameConstraints(container, in: root, CGRect(x: 100, y: 40, width: 200, height: 100)) + [
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            try LayoutConstraint(item: child, attribute: .trailing, relatedBy: .equal, toItem: container,
                                 attribute: .trailing, multiplier: 0.5, constant: 0),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            try LayoutConstraint(item: child, attribute: .bottom, relatedBy: .equal, toItem: container,
                                 attribute: .centerY, multiplier: 1.5, constant: 0),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 0, y: 0, width: 100, height: 75))
    }

    func testPositionMultiplierBetweenSiblingsIsMeasuredInTheirParentsCoordinates() throws {
        let root = quietRoot(CGRect(x: 0, y: 0, width: 400, height: 400))
        let container = autoLayoutChild(of: root, "container")
        let a = autoLayoutChild(of: container, "a"), b = autoLayoutChild(of: container, "b")
        try LayoutConstraint.activate(frameConstraints(container, in: root, CGRect(x: 100, y: 40, width: 200, height: 100))
            + frameConstraints(a, in: container, CGRect(x: 10, y: 10, width: 20, height: 20)) + [
                try LayoutConstraint(item: b, attribute: .leading, relatedBy: .equal, toItem: a,
                                     attribute: .trailing, multiplier: 2, constant: 0),
                try LayoutConstraint(item: b, attribute: .top, relatedBy: .equal, toItem: a,
                                     attribute: .bottom, multiplier: 1.5, constant: 5),
                b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
            ])
        root.layoutIfNeeded()
        XCTAssertEqual(b.frame, CGRect(x: 60, y: 50, width: 10, height: 10))
    }

    func testPositionMultiplierOfAGuideIsMeasuredInItsOwnersCoordinates() throws {
        let root = quietRoot(CGRect(x: 0, y: 0, width: 400, height: 400))
        let container = autoLayoutChild(of: root, "container")
        let guide = LayoutGuide()
        container.addLayoutGuide(guide)
        try LayoutConstraint.activate(frameConstraints(container, in: root, CGRect(x: 100, y: 40, width: 200, height: 100)) + [
            try LayoutConstraint(item: guide, attribute: .top, relatedBy: .equal, toItem: container,
                                 attribute: .bottom, multiplier: 0.5, constant: 0),
            try LayoutConstraint(item: guide, attribute: .centerX, relatedBy: .equal, toItem: container,
                                 attribute: .centerX, multiplier: 0.5, constant: 0),
            guide.widthAnchor.constraint(equalToConstant: 10), guide.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 45, y: 50, width: 10, height: 10))
    }

    // MARK: Relations and priorities

    func testGreaterThanOrEqualHoldsAgainstAnOptionalPull() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate([
            box.widthAnchor.constraint(greaterThanOrEqualToConstant: 120),
            prioritized(box.widthAnchor.constraint(equalToConstant: 50), .defaultHigh),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 0, y: 0, width: 120, height: 10))
    }

    func testLessThanOrEqualHoldsAgainstAnOptionalPull() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate([
            box.widthAnchor.constraint(lessThanOrEqualToConstant: 120),
            prioritized(box.widthAnchor.constraint(equalToConstant: 500), .defaultHigh),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 0, y: 0, width: 120, height: 10))
    }

    func testInequalityThatIsAlreadySatisfiedDoesNotMoveTheView() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate([
            box.widthAnchor.constraint(lessThanOrEqualToConstant: 120),
            prioritized(box.widthAnchor.constraint(equalToConstant: 70), .defaultHigh),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 10),
            prioritized(box.leadingAnchor.constraint(equalTo: root.leadingAnchor), .defaultLow),
            box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 10, y: 0, width: 70, height: 10))
    }

    func testPriorityDefaultsToRequired() {
        let box = View()
        XCTAssertEqual(box.widthAnchor.constraint(equalToConstant: 10).priority, .required)
    }

    func testHigherOptionalPriorityWinsByOne() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate([
            prioritized(box.widthAnchor.constraint(equalToConstant: 100), LayoutPriority(750)),
            prioritized(box.widthAnchor.constraint(equalToConstant: 200), LayoutPriority(751)),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 200)
    }

    func testFractionalPriorityIsOrdered() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate([
            prioritized(box.widthAnchor.constraint(equalToConstant: 100), LayoutPriority(999.5)),
            prioritized(box.widthAnchor.constraint(equalToConstant: 200), LayoutPriority(999)),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 100)
    }

    func testManyLowerPriorityConstraintsDoNotOutweighOneHigher() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        var constraints = [
            prioritized(box.widthAnchor.constraint(equalToConstant: 100), LayoutPriority(251)),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
        ]
        for _ in 0..<10 { constraints.append(prioritized(box.widthAnchor.constraint(equalToConstant: 200), .defaultLow)) }
        try LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 100)
    }

    func testIdentifierIsShownInTheDescription() {
        let box = View()
        box.identifier = "box"
        let c = box.widthAnchor.constraint(equalToConstant: 10)
        c.identifier = "box-width"
        XCTAssertEqual(c.identifier, "box-width")
        XCTAssertTrue(c.description.contains("box-width"), c.description)
        XCTAssertTrue(c.description.contains("box"), c.description)
    }

    // MARK: Activation

    func testWidthConstantIsInstalledOnTheViewItself() {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        let c = box.widthAnchor.constraint(equalToConstant: 10)
        c.isActive = true
        XCTAssertTrue(c.isActive)
        XCTAssertTrue(sameConstraints(box.constraints, [c]))
        XCTAssertTrue(root.constraints.isEmpty)
    }

    func testConstraintBetweenSiblingsIsInstalledOnTheirParent() {
        let root = quietRoot()
        let parent = autoLayoutChild(of: root, "parent")
        let a = autoLayoutChild(of: parent, "a"), b = autoLayoutChild(of: parent, "b")
        let c = a.leadingAnchor.constraint(equalTo: b.trailingAnchor)
        c.isActive = true
        XCTAssertTrue(sameConstraints(parent.constraints, [c]))
        XCTAssertTrue(a.constraints.isEmpty)
        XCTAssertTrue(root.constraints.isEmpty)
    }

    func testConstraintToAnAncestorIsInstalledOnTheAncestor() {
        let root = quietRoot()
        let parent = autoLayoutChild(of: root, "parent")
        let a = autoLayoutChild(of: parent, "a")
        let c = a.topAnchor.constraint(equalTo: root.topAnchor)
        c.isActive = true
        XCTAssertTrue(sameConstraints(root.constraints, [c]))
        XCTAssertTrue(parent.constraints.isEmpty)
    }

    func testConstraintsListExcludesTheEnginesOwnConstraints() throws {
        let root = quietRoot()
        let label = Label("Hi")
        root.addSubview(label)             // autoresizing mask + content size constraints
        _ = root.layoutMarginsGuide        // margins guide constraints
        root.layoutIfNeeded()
        XCTAssertTrue(root.constraints.isEmpty)
        XCTAssertTrue(label.constraints.isEmpty)
    }

    func testDeactivatingRemovesFromTheConstraintsList() {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        let c = box.widthAnchor.constraint(equalToConstant: 10)
        c.isActive = true
        c.isActive = false
        XCTAssertFalse(c.isActive)
        XCTAssertTrue(box.constraints.isEmpty)
    }

    func testDeactivatedConstraintNoLongerAffectsLayout() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        try LayoutConstraint.activate([
            wide,
            prioritized(box.widthAnchor.constraint(equalToConstant: 50), .defaultLow),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 200)
        wide.isActive = false
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 0, y: 0, width: 50, height: 10))
    }

    func testReactivatedConstraintAppliesAgain() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        try LayoutConstraint.activate([
            wide,
            prioritized(box.widthAnchor.constraint(equalToConstant: 50), .defaultLow),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        wide.isActive = false
        root.layoutIfNeeded()
        wide.isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 200)
        XCTAssertTrue(root.layoutEngine.diagnostics.isEmpty)
    }

    func testStaticActivateAndDeactivate() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        let cs = frameConstraints(box, in: root, CGRect(x: 1, y: 2, width: 3, height: 4))
        try LayoutConstraint.activate(cs)
        XCTAssertTrue(cs.allSatisfy(\.isActive))
        LayoutConstraint.deactivate(cs)
        XCTAssertTrue(cs.allSatisfy { !$0.isActive })
        XCTAssertTrue(root.constraints.isEmpty)
        XCTAssertTrue(box.constraints.isEmpty)
    }

    func testActivatingAnActiveConstraintAgainIsHarmless() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        let c = box.widthAnchor.constraint(equalToConstant: 10)
        try LayoutConstraint.activate([c, c])
        c.isActive = true
        XCTAssertTrue(sameConstraints(box.constraints, [c]))
        root.layoutIfNeeded()
        XCTAssertTrue(root.layoutEngine.diagnostics.isEmpty)
    }

    func testAddConstraintAndRemoveConstraint() {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        let c = box.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        root.addConstraint(c)
        XCTAssertTrue(c.isActive)
        XCTAssertTrue(sameConstraints(root.constraints, [c]))
        box.removeConstraint(c)        // not installed on box: nothing happens
        XCTAssertTrue(c.isActive)
        root.removeConstraint(c)
        XCTAssertFalse(c.isActive)
    }

    func testAddConstraintsAndRemoveConstraints() {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        let cs = [box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                  box.topAnchor.constraint(equalTo: root.topAnchor)]
        root.addConstraints(cs)
        XCTAssertTrue(sameConstraints(root.constraints, cs))
        root.removeConstraints(cs)
        XCTAssertTrue(root.constraints.isEmpty)
        XCTAssertTrue(cs.allSatisfy { !$0.isActive })
    }

    // MARK: Activation errors change nothing

    func testActivateThrowsNoCommonAncestorAndActivatesNone() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate(frameConstraints(box, in: root, CGRect(x: 10, y: 10, width: 50, height: 50)))
        root.layoutIfNeeded()
        let stranger = View()
        let good = box.widthAnchor.constraint(equalToConstant: 10)
        let bad = box.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
        let rootBefore = root.constraints, boxBefore = box.constraints
        let error = thrownLayoutError { try LayoutConstraint.activate([good, bad]) }
        XCTAssertEqual(error?.isNoCommonAncestor, true)
        if case let .noCommonAncestor(c)? = error { XCTAssertTrue(c === bad) }
        XCTAssertFalse(good.isActive)
        XCTAssertFalse(bad.isActive)
        XCTAssertTrue(sameConstraints(root.constraints, rootBefore))
        XCTAssertTrue(sameConstraints(box.constraints, boxBefore))
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 10, y: 10, width: 50, height: 50))
        withExtendedLifetime(stranger) {}
    }

    func testActivateThrowsWhenTheInvalidConstraintComesFirst() {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        let stranger = View()
        let good = box.widthAnchor.constraint(equalToConstant: 10)
        let bad = box.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
        XCTAssertNotNil(thrownLayoutError { try LayoutConstraint.activate([bad, good]) })
        XCTAssertFalse(good.isActive)
        XCTAssertFalse(bad.isActive)
        withExtendedLifetime(stranger) {}
    }

    func testActivateThrowsForANaNConstantMadeWithAnAnchorAndActivatesNone() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate(frameConstraints(box, in: root, CGRect(x: 1, y: 2, width: 3, height: 4)))
        root.layoutIfNeeded()
        let good = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50)
        let bad = box.widthAnchor.constraint(equalToConstant: .nan)
        let before = root.constraints + box.constraints
        XCTAssertEqual(thrownLayoutError { try LayoutConstraint.activate([good, bad]) }?.isInvalidNumber, true)
        XCTAssertFalse(good.isActive)
        XCTAssertFalse(bad.isActive)
        XCTAssertTrue(sameConstraints(root.constraints + box.constraints, before))
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    func testActivateThrowsForAnInfiniteAnchorMultiplier() {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        let c = box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: .infinity)
        XCTAssertEqual(thrownLayoutError { try LayoutConstraint.activate([c]) }?.isInvalidNumber, true)
        XCTAssertFalse(c.isActive)
    }

    func testActivateThrowsForANaNSystemSpacingMultiplier() {
        let root = quietRoot()
        let a = autoLayoutChild(of: root, "a"), b = autoLayoutChild(of: root, "b")
        let c = b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: .nan)
        XCTAssertEqual(thrownLayoutError { try LayoutConstraint.activate([c]) }?.isInvalidNumber, true)
        XCTAssertFalse(c.isActive)
    }

    func testIsActiveTrueWithANaNConstantStaysFalseAndReports() {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        let c = box.heightAnchor.constraint(equalToConstant: -.infinity)
        c.isActive = true
        XCTAssertFalse(c.isActive)
        XCTAssertTrue(box.constraints.isEmpty)
        XCTAssertEqual(root.layoutEngine.diagnostics.count, 1)
        XCTAssertEqual(root.layoutEngine.diagnostics.first?.error?.isInvalidNumber, true)
    }

    func testActivateWithAnActiveAndAnInvalidConstraintLeavesTheActiveOneAlone() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        let active = box.widthAnchor.constraint(equalToConstant: 10)
        active.isActive = true
        let stranger = View()
        let bad = box.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
        XCTAssertNotNil(thrownLayoutError { try LayoutConstraint.activate([active, bad]) })
        XCTAssertTrue(active.isActive)
        XCTAssertTrue(sameConstraints(box.constraints, [active]))
        withExtendedLifetime(stranger) {}
    }

    func testActivateDoesNotThrowForAnEmptyList() {
        XCTAssertNoThrow(try LayoutConstraint.activate([]))
    }

    func testIsActiveTrueWithoutCommonAncestorStaysFalseAndReports() {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        let stranger = View()
        let c = box.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
        c.isActive = true
        XCTAssertFalse(c.isActive)
        XCTAssertTrue(root.constraints.isEmpty)
        let diagnostics = root.layoutEngine.diagnostics
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?.error?.isNoCommonAncestor, true)
        withExtendedLifetime(stranger) {}
    }

    func testAddConstraintWithoutCommonAncestorStaysInactive() {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        let stranger = View()
        let c = box.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
        root.addConstraint(c)
        XCTAssertFalse(c.isActive)
        XCTAssertEqual(root.layoutEngine.diagnostics.count, 1)
        withExtendedLifetime(stranger) {}
    }

    func testConstraintWhoseSecondItemIsGoneCannotBeActivated() throws {
        // Items are held weakly: once the second item is gone, the constraint relates
        // to nothing and must not be activated as if it had no second item.
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate([box.topAnchor.constraint(equalTo: root.topAnchor),
                                       box.widthAnchor.constraint(equalToConstant: 10),
                                       box.heightAnchor.constraint(equalToConstant: 10),
                                       prioritized(box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 40),
                                                   .defaultLow)])
        root.layoutIfNeeded()
        var c: LayoutConstraint!
        do {
            let gone = View()
            c = box.leadingAnchor.constraint(equalTo: gone.leadingAnchor, constant: 5)
        }
        XCTAssertNil(c.secondItem)
        XCTAssertEqual(thrownLayoutError { try LayoutConstraint.activate([c]) }?.isNoCommonAncestor, true)
        XCTAssertFalse(c.isActive)
        XCTAssertTrue(box.constraints.allSatisfy { $0 !== c })
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 40, y: 0, width: 10, height: 10))
    }

    func testConstraintToAnUnownedGuideCannotBeActivated() {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        let guide = LayoutGuide()
        let c = box.leadingAnchor.constraint(equalTo: guide.leadingAnchor)
        XCTAssertEqual(thrownLayoutError { try LayoutConstraint.activate([c]) }?.isNoCommonAncestor, true)
        XCTAssertFalse(c.isActive)
    }

    // MARK: Changing an existing constraint

    func testConstantChangeMovesTheView() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        try LayoutConstraint.activate([leading, box.topAnchor.constraint(equalTo: root.topAnchor),
                                       box.widthAnchor.constraint(equalToConstant: 20),
                                       box.heightAnchor.constraint(equalToConstant: 20)])
        root.layoutIfNeeded()
        leading.constant = 70
        XCTAssertEqual(leading.constant, 70)
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 70, y: 0, width: 20, height: 20))
    }

    func testConstantChangeOfAnInequality() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        let minWidth = box.widthAnchor.constraint(greaterThanOrEqualToConstant: 40)
        try LayoutConstraint.activate([minWidth, prioritized(box.widthAnchor.constraint(equalToConstant: 0), .defaultLow),
                                       box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       box.topAnchor.constraint(equalTo: root.topAnchor),
                                       box.heightAnchor.constraint(equalToConstant: 20)])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 40)
        minWidth.constant = 90
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 90)
        minWidth.constant = 5
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 5)
    }

    func testConstantChangeOfAnInactiveConstraintAppliesWhenActivated() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       box.topAnchor.constraint(equalTo: root.topAnchor),
                                       box.heightAnchor.constraint(equalToConstant: 20)])
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        width.constant = 33
        width.isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 33)
    }

    func testNaNConstantIsRefusedAndNothingChanges() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        let width = box.widthAnchor.constraint(equalToConstant: 40)
        try LayoutConstraint.activate([width, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       box.topAnchor.constraint(equalTo: root.topAnchor),
                                       box.heightAnchor.constraint(equalToConstant: 20)])
        root.layoutIfNeeded()
        width.constant = .nan
        XCTAssertEqual(width.constant, 40)
        width.constant = .infinity
        XCTAssertEqual(width.constant, 40)
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(root.layoutEngine.diagnostics.count, 2)
        XCTAssertTrue(root.layoutEngine.diagnostics.allSatisfy { $0.error?.isInvalidNumber == true })
    }

    private func assertPriorityIsRefused(_ invalid: LayoutPriority, file: StaticString = #filePath, line: UInt = #line) throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        let width = prioritized(box.widthAnchor.constraint(equalToConstant: 40), .defaultHigh)
        try LayoutConstraint.activate([width, box.widthAnchor.constraint(lessThanOrEqualToConstant: 100),
                                       box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       box.topAnchor.constraint(equalTo: root.topAnchor),
                                       box.heightAnchor.constraint(equalToConstant: 20)])
        root.layoutIfNeeded()
        width.priority = invalid
        XCTAssertEqual(width.priority, .defaultHigh, file: file, line: line)
        XCTAssertTrue(width.isActive, file: file, line: line)
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 0, y: 0, width: 40, height: 20), file: file, line: line)
        XCTAssertEqual(root.layoutEngine.diagnostics.count, 1, file: file, line: line)
        XCTAssertEqual(root.layoutEngine.diagnostics.first?.error?.isInvalidPriority, true, file: file, line: line)
    }

    func testPriorityZeroIsRefused() throws { try assertPriorityIsRefused(LayoutPriority(0)) }
    func testNegativePriorityIsRefused() throws { try assertPriorityIsRefused(LayoutPriority(-10)) }
    func testPriorityAboveRequiredIsRefused() throws { try assertPriorityIsRefused(LayoutPriority(1001)) }
    func testNaNPriorityIsRefused() throws { try assertPriorityIsRefused(LayoutPriority(Float.nan)) }

    func testInvalidPriorityOnAnInactiveConstraintIsRefused() {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        let c = box.widthAnchor.constraint(equalToConstant: 40)
        c.priority = LayoutPriority(0)
        XCTAssertEqual(c.priority, .required)
        XCTAssertEqual(root.layoutEngine.diagnostics.count, 1)
    }

    func testPriorityCanChangeFromRequiredToOptionalOnAnActiveConstraint() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        try LayoutConstraint.activate([wide, prioritized(box.widthAnchor.constraint(equalToConstant: 50), .defaultHigh),
                                       box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       box.topAnchor.constraint(equalTo: root.topAnchor),
                                       box.heightAnchor.constraint(equalToConstant: 20)])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 200)
        wide.priority = .defaultLow
        XCTAssertEqual(wide.priority, .defaultLow)
        XCTAssertTrue(wide.isActive)
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 0, y: 0, width: 50, height: 20))
        XCTAssertTrue(root.layoutEngine.diagnostics.isEmpty)
    }

    func testPriorityCanChangeFromOptionalToRequiredOnAnActiveConstraint() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        let narrow = prioritized(box.widthAnchor.constraint(equalToConstant: 50), .defaultLow)
        try LayoutConstraint.activate([narrow, prioritized(box.widthAnchor.constraint(equalToConstant: 200), .defaultHigh),
                                       box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       box.topAnchor.constraint(equalTo: root.topAnchor),
                                       box.heightAnchor.constraint(equalToConstant: 20)])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 200)
        narrow.priority = .required
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 0, y: 0, width: 50, height: 20))
        XCTAssertTrue(root.layoutEngine.diagnostics.isEmpty)
    }

    func testOptionalPriorityChangeReordersTheContest() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        let a = prioritized(box.widthAnchor.constraint(equalToConstant: 50), LayoutPriority(300))
        let b = prioritized(box.widthAnchor.constraint(equalToConstant: 150), LayoutPriority(400))
        try LayoutConstraint.activate([a, b, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       box.topAnchor.constraint(equalTo: root.topAnchor),
                                       box.heightAnchor.constraint(equalToConstant: 20)])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 150)
        a.priority = LayoutPriority(500)
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 50)
    }
}

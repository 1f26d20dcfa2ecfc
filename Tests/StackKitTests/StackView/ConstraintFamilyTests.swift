import XCTest
@testable import StackKit

/// A family of generated constraints, keyed by item: what it holds after each reconcile.
final class ConstraintFamilyTests: XCTestCase {
    private let stack = StackView()
    private let item = View()

    /// `item.width == 40`, as an arrangement would ask for it.
    private func widthSpec(_ constant: CGFloat) -> ConstraintSpec {
        ConstraintSpec(first: item, firstAttribute: .width, relation: .equal, second: nil,
                       secondAttribute: .notAnAttribute, constant: constant, identifier: "SKSV-test")
    }

    func testANewFamilyIsEmpty() {
        XCTAssertTrue(ConstraintFamily("test").isEmpty)
    }

    func testAFamilyHoldingAConstraintIsNotEmpty() {
        var family = ConstraintFamily("test")
        family.reconcile(item, [widthSpec(40)], installOn: stack)
        XCTAssertFalse(family.isEmpty)
        XCTAssertEqual(family.constraints(for: item).map(\.constant), [40])
    }

    func testReconcilingAnItemToNothingEmptiesTheFamily() {
        var family = ConstraintFamily("test")
        family.reconcile(item, [widthSpec(40)], installOn: stack)
        family.reconcile(item, [], installOn: stack)
        XCTAssertTrue(family.isEmpty)
    }

    func testRemovingEverythingEmptiesTheFamilyAndDeactivatesItsConstraints() {
        var family = ConstraintFamily("test")
        family.reconcile(item, [widthSpec(40)], installOn: stack)
        let constraint = family.constraints(for: item)[0]
        family.removeAll()
        XCTAssertTrue(family.isEmpty)
        XCTAssertFalse(constraint.isActive)
    }

    func testRetainingOnlyTheStacksViewsKeepsTheirConstraints() {
        var family = ConstraintFamily("test")
        family.reconcile(item, [widthSpec(40)], installOn: stack)
        let views: [View] = [item]
        family.retain(only: views)
        XCTAssertEqual(family.constraints(for: item).map(\.constant), [40])
        XCTAssertTrue(family.constraints(for: item)[0].isActive)
    }

    func testRetainingOnlyOtherViewsDeactivatesTheConstraintsOfTheRest() {
        var family = ConstraintFamily("test")
        family.reconcile(item, [widthSpec(40)], installOn: stack)
        let constraint = family.constraints(for: item)[0]
        family.retain(only: [View()])
        XCTAssertTrue(family.isEmpty)
        XCTAssertFalse(constraint.isActive)
    }
}

import XCTest
import StackKit

/// Constraints naming leading or trailing in a right-to-left tree: they resolve against
/// the direction of the view they are installed on and measure along the reading
/// direction; left and right never flip. Root 320 × 100 throughout.
final class RightToLeftConstraintTests: XCTestCase {
    private func rtlRoot() -> View {
        let root = quietRoot(CGRect(x: 0, y: 0, width: 320, height: 100))
        root.traitOverrides.layoutDirection = .rightToLeft
        return root
    }

    /// A 100 × 20 box at the top of `root`, placed horizontally by `horizontal`.
    private func box(in root: View, _ horizontal: (View) -> LayoutConstraint) throws -> View {
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate([horizontal(box), box.topAnchor.constraint(equalTo: root.topAnchor),
                                       box.widthAnchor.constraint(equalToConstant: 100),
                                       box.heightAnchor.constraint(equalToConstant: 20)])
        root.layoutIfNeeded()
        return box
    }

    func testLeadingPlusAConstantIsThatFarInFromTheRightEdge() throws {
        // box.right = 320 − 16: x = 204.
        let b = try box(in: rtlRoot()) { $0.leadingAnchor.constraint(equalTo: $0.superview!.leadingAnchor, constant: 16) }
        XCTAssertEqual(b.frame.minX, 204)
    }

    func testTrailingMinusAConstantIsThatFarInFromTheLeftEdge() throws {
        // −box.left = −root.left − 16: box.left = 16.
        let b = try box(in: rtlRoot()) { $0.trailingAnchor.constraint(equalTo: $0.superview!.trailingAnchor, constant: -16) }
        XCTAssertEqual(b.frame.minX, 16)
    }

    func testLeftNeverFlips() throws {
        let b = try box(in: rtlRoot()) { $0.leftAnchor.constraint(equalTo: $0.superview!.leftAnchor, constant: 16) }
        XCTAssertEqual(b.frame.minX, 16)
    }

    func testCenterXAloneDoesNotDependOnTheDirection() throws {
        // Center at 160 + 10 = 170: x = 120 in both directions.
        let b = try box(in: rtlRoot()) { $0.centerXAnchor.constraint(equalTo: $0.superview!.centerXAnchor, constant: 10) }
        XCTAssertEqual(b.frame.minX, 120)
    }

    func testAGapAfterTheTrailingEdgeRunsLeft() throws {
        // a at the leading edge: 220…320. b.leading == a.trailing + 8: b.right = 220 − 8 = 212,
        // 50 wide: x = 162.
        let root = rtlRoot()
        let a = try box(in: root) { $0.leadingAnchor.constraint(equalTo: $0.superview!.leadingAnchor) }
        let b = autoLayoutChild(of: root, "b")
        try LayoutConstraint.activate([b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
                                       b.topAnchor.constraint(equalTo: root.topAnchor),
                                       b.widthAnchor.constraint(equalToConstant: 50), b.heightAnchor.constraint(equalToConstant: 20)])
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.minX, 220)
        XCTAssertEqual(b.frame.minX, 162)
    }

    func testTheLeadingMarginIsTheRightMargin() throws {
        // Root margins 8 on each side: box.right = 320 − 8 = 312, x = 212.
        let b = try box(in: rtlRoot()) { $0.leadingAnchor.constraint(equalTo: $0.superview!.layoutMarginsGuide.leadingAnchor) }
        XCTAssertEqual(b.frame.minX, 212)
    }

    func testAMultiplierMeasuresFromTheInstalledViewsLeftEdgeInBothDirectionsAsInUIKit() throws {
        // box.trailing == 0.8 × root.trailing. Left to right: right = 0.8 × 320 = 256, x = 156.
        // Right to left the trailing edges are the left ones, at 0 in the root: 0.8 × 0 = 0.
        let ltr = quietRoot(CGRect(x: 0, y: 0, width: 320, height: 100))
        let multiplied: (View) -> LayoutConstraint = {
            try! LayoutConstraint(item: $0, attribute: .trailing, relatedBy: .equal, toItem: $0.superview!,
                                  attribute: .trailing, multiplier: 0.8, constant: 0)
        }
        XCTAssertEqual(try box(in: ltr, multiplied).frame.minX, 156)
        XCTAssertEqual(try box(in: rtlRoot(), multiplied).frame.minX, 0)
    }

    func testChangingTheDirectionAfterALayoutMovesOnlyWhatNamesLeadingOrTrailing() throws {
        let root = quietRoot(CGRect(x: 0, y: 0, width: 320, height: 100))
        let b = try box(in: root) { $0.leadingAnchor.constraint(equalTo: $0.superview!.leadingAnchor, constant: 16) }
        XCTAssertEqual(b.frame.minX, 16)
        let before = root.layoutEngine.statistics
        root.traitOverrides.layoutDirection = .rightToLeft
        root.layoutIfNeeded()
        XCTAssertEqual(b.frame.minX, 204)
        // One constraint names leading: it is replaced; top, width, height and the root's frame stay.
        let after = root.layoutEngine.statistics
        XCTAssertEqual([after.additions - before.additions, after.removals - before.removals], [1, 1])
        root.traitOverrides.layoutDirection = .unspecified
        root.layoutIfNeeded()
        XCTAssertEqual(b.frame.minX, 16)
    }

    func testAViewMovedIntoARightToLeftTreeLaysOutRightToLeft() throws {
        // The container's own constraint is installed on it, and follows its new direction.
        let container = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let b = try box(in: container) { $0.leadingAnchor.constraint(equalTo: $0.superview!.leadingAnchor, constant: 16) }
        XCTAssertEqual(b.frame.minX, 16)
        let root = rtlRoot()
        root.addSubview(container)
        root.layoutIfNeeded()
        XCTAssertEqual(b.frame.minX, 204)
    }

    func testDirectionalMarginsFollowTheDirection() {
        let card = View()
        card.directionalLayoutMargins = DirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 4)
        XCTAssertEqual(card.layoutMargins, EdgeInsets(top: 12, left: 16, bottom: 12, right: 4))
        card.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(card.layoutMargins, EdgeInsets(top: 12, left: 4, bottom: 12, right: 16))
        XCTAssertEqual(card.directionalLayoutMargins, DirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 4))
    }

    func testMarginsSetPhysicallyDoNotFlip() {
        let card = View()
        card.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 4)
        card.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(card.layoutMargins, EdgeInsets(top: 0, left: 16, bottom: 0, right: 4))
        XCTAssertEqual(card.directionalLayoutMargins, DirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 16))
    }
}

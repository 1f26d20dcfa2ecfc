import XCTest
import StackKit

/// Where a view's layout direction comes from: its semantic content attribute applied to
/// the direction it inherits (its own trait override, else its superview's effective
/// direction; a root without an override is left to right).
final class LayoutDirectionTests: XCTestCase {
    private func tree() -> (root: View, child: View, grandchild: View) {
        let root = View(), child = View(), grandchild = View()
        root.addSubview(child)
        child.addSubview(grandchild)
        return (root, child, grandchild)
    }

    func testATreeIsLeftToRightByDefault() {
        let t = tree()
        XCTAssertEqual(t.grandchild.effectiveUserInterfaceLayoutDirection, .leftToRight)
        XCTAssertEqual(t.root.traitCollection.layoutDirection, .leftToRight)
    }

    func testARootsTraitOverrideReachesEveryDescendant() {
        let t = tree()
        t.root.traitOverrides.layoutDirection = .rightToLeft
        XCTAssertEqual(t.grandchild.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        XCTAssertEqual(t.grandchild.traitCollection.layoutDirection, .rightToLeft)
    }

    func testAForcedViewAndItsSubtreeKeepTheirDirection() {
        let t = tree()
        t.root.traitOverrides.layoutDirection = .rightToLeft
        t.child.semanticContentAttribute = .forceLeftToRight
        XCTAssertEqual(t.child.effectiveUserInterfaceLayoutDirection, .leftToRight)
        XCTAssertEqual(t.grandchild.effectiveUserInterfaceLayoutDirection, .leftToRight)
        // The child still inherits right to left; only its content is forced.
        XCTAssertEqual(t.child.traitCollection.layoutDirection, .rightToLeft)
    }

    func testPlaybackAndSpatialContentNeverFlips() {
        let t = tree()
        t.root.traitOverrides.layoutDirection = .rightToLeft
        for attribute in [SemanticContentAttribute.playback, .spatial] {
            t.child.semanticContentAttribute = attribute
            XCTAssertEqual(t.child.effectiveUserInterfaceLayoutDirection, .leftToRight, "\(attribute)")
        }
    }

    func testForcingRightToLeftInALeftToRightTree() {
        let t = tree()
        t.child.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(t.grandchild.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        XCTAssertEqual(t.root.effectiveUserInterfaceLayoutDirection, .leftToRight)
    }

    func testATraitOverrideOnASubviewWinsOverItsSuperview() {
        let t = tree()
        t.root.traitOverrides.layoutDirection = .rightToLeft
        t.child.traitOverrides.layoutDirection = .leftToRight
        XCTAssertEqual(t.grandchild.effectiveUserInterfaceLayoutDirection, .leftToRight)
    }

    func testTheClassMethodsTable() {
        let cases: [(SemanticContentAttribute, UserInterfaceLayoutDirection, UserInterfaceLayoutDirection)] = [
            (.unspecified, .rightToLeft, .rightToLeft), (.unspecified, .leftToRight, .leftToRight),
            (.playback, .rightToLeft, .leftToRight), (.spatial, .rightToLeft, .leftToRight),
            (.forceLeftToRight, .rightToLeft, .leftToRight), (.forceRightToLeft, .leftToRight, .rightToLeft),
        ]
        for (attribute, environment, expected) in cases {
            XCTAssertEqual(View.userInterfaceLayoutDirection(for: attribute, relativeTo: environment), expected)
        }
        XCTAssertEqual(View.userInterfaceLayoutDirection(for: .unspecified), .leftToRight)
        XCTAssertEqual(View.userInterfaceLayoutDirection(for: .forceRightToLeft), .rightToLeft)
    }
}

import LayoutFile
import StackKit
import XCTest

/// The layout direction in layout files: the root's `layoutDirection` and a view's
/// `semanticContentAttribute`.
final class LayoutDirectionFileTests: XCTestCase {
    private func build(_ text: String) throws -> LayoutBuild { try LayoutDocument.read(text).build() }

    /// A 375-wide root; a stack of a (10) and b (20), spacing 5, pinned to the root's leading edge.
    private func stackFile(root: String, stack: String = "") -> String {
        """
        { "root": { \(root) },
          "views": [ { "id": "s", \(stack) "stack": { "spacing": 5, "arrangedSubviews": [
                         { "id": "a", "size": { "width": 10, "height": 10 } },
                         { "id": "b", "size": { "width": 20, "height": 10 } } ] } } ],
          "constraints": [ "s.leading == root.leading", "s.top == root.top" ] }
        """
    }

    func testARightToLeftRootLaysTheStackOutFromTheRight() throws {
        // The stack is 35 wide at 375 − 35 = 340; a leads from the right: 35 − 10 = 25; b at 0.
        let b = try build(stackFile(root: #""layoutDirection": "rightToLeft""#))
        XCTAssertEqual(b.views["s"]?.frame, CGRect(x: 340, y: 0, width: 35, height: 10))
        XCTAssertEqual(b.views["a"]?.frame.minX, 25)
        XCTAssertEqual(b.views["b"]?.frame.minX, 0)
        XCTAssertTrue(b.root.snapshot().hasPrefix("View 'root' (0, 0, 375, 667) rightToLeft\n"))
    }

    func testAStackForcedLeftToRightKeepsItsOrder() throws {
        let b = try build(stackFile(root: #""layoutDirection": "rightToLeft""#,
                                    stack: #""semanticContentAttribute": "forceLeftToRight","#))
        XCTAssertEqual(b.views["s"]?.frame.minX, 340)
        XCTAssertEqual(b.views["a"]?.frame.minX, 0)
        XCTAssertEqual(b.views["b"]?.frame.minX, 15)
    }

    func testAnUnknownDirectionIsRefusedWithItsPlace() {
        XCTAssertThrowsError(try build(stackFile(root: #""layoutDirection": "upsideDown""#))) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("unknown layout direction \"upsideDown\" (expected one of: leftToRight, rightToLeft)"),
                          message)
            XCTAssertTrue(message.contains("1:"), message)
        }
    }
}

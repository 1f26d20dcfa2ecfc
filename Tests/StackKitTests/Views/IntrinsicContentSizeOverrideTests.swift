import XCTest
import StackKit

// `intrinsicContentSize` is read-only, as UIKit's, so the UIKit override compiles; plain
// views can still be given one by assignment.

/// A badge written the way UIKit custom views are.
private final class Badge: View {
    override var intrinsicContentSize: CGSize { CGSize(width: 24, height: 16) }
}

final class IntrinsicContentSizeOverrideTests: XCTestCase {
    func testAReadOnlyOverrideSizesAViewInAStack() {
        let badge = Badge()
        let f = SVFixture([badge, svLabel("Inbox", "inbox")], alignment: .top, spacing: 8)
        f.layout()
        // badge 24 × 16 at the top; "Inbox" 5 × 8 = 40 wide, 17 tall, at 24 + 8 = 32.
        XCTAssertEqual(f.frames, [CGRect(x: 0, y: 0, width: 24, height: 16), CGRect(x: 32, y: 0, width: 40, height: 17)])
    }

    func testAssigningSetsThePlainViewsSize() {
        let view = View()
        view.intrinsicContentSize = CGSize(width: 20, height: 30)
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 20, height: 30))
    }

    func testAssigningNilRemovesTheIntrinsicSize() {
        let view = View()
        view.intrinsicContentSize = CGSize(width: 20, height: 30)
        view.intrinsicContentSize = nil
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    }

    func testAnOverrideIgnoresAnAssignment() {
        let badge = Badge()
        badge.intrinsicContentSize = CGSize(width: 1, height: 1)
        XCTAssertEqual(badge.intrinsicContentSize, CGSize(width: 24, height: 16))
    }
}

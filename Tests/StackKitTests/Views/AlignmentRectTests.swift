import XCTest
import StackKit

// Constraints act on alignment rectangles: a view with alignmentRectInsets gets a frame
// that reaches beyond the rectangle its constraints place, as in UIKit.

/// Insets of 2 on top, 4 on the left, 6 at the bottom and 8 on the right.
private let shadowInsets = EdgeInsets(top: 2, left: 4, bottom: 6, right: 8)

final class AlignmentRectTests: XCTestCase {
    func testFrameForAlignmentRectGrowsTheRectByTheInsets() {
        let view = View()
        view.alignmentRectInsets = shadowInsets
        // (20 − 4, 30 − 2, 100 + 4 + 8, 50 + 2 + 6)
        XCTAssertEqual(view.frame(forAlignmentRect: CGRect(x: 20, y: 30, width: 100, height: 50)),
                       CGRect(x: 16, y: 28, width: 112, height: 58))
    }

    func testAlignmentRectForFrameInsetsTheFrame() {
        let view = View()
        view.alignmentRectInsets = shadowInsets
        XCTAssertEqual(view.alignmentRect(forFrame: CGRect(x: 16, y: 28, width: 112, height: 58)),
                       CGRect(x: 20, y: 30, width: 100, height: 50))
    }

    func testConstraintsPlaceTheAlignmentRectAndTheFrameReachesBeyondIt() {
        let root = quietRoot()
        let card = autoLayoutChild(of: root, "card")
        card.alignmentRectInsets = shadowInsets
        try! LayoutConstraint.activate(frameConstraints(card, in: root, CGRect(x: 20, y: 30, width: 100, height: 50)))
        root.layoutIfNeeded()
        // The alignment rectangle is (20, 30, 100, 50); the frame grows by the insets.
        XCTAssertEqual(card.frame, CGRect(x: 16, y: 28, width: 112, height: 58))
    }

    func testSubviewsAreRelativeToTheFrameNotTheAlignmentRect() {
        let root = quietRoot()
        let card = autoLayoutChild(of: root, "card")
        card.alignmentRectInsets = shadowInsets
        let inner = autoLayoutChild(of: card, "inner")
        try! LayoutConstraint.activate(frameConstraints(card, in: root, CGRect(x: 20, y: 30, width: 100, height: 50))
            + frameConstraints(inner, in: card, CGRect(x: 0, y: 0, width: 10, height: 10)))
        root.layoutIfNeeded()
        // inner.leading == card.leading: the card's alignment rect starts 4 right of and
        // 2 below its frame, so inner sits at (4, 2) in the card.
        XCTAssertEqual(inner.frame, CGRect(x: 4, y: 2, width: 10, height: 10))
    }

    func testAnIntrinsicSizeSizesTheAlignmentRect() {
        let icon = View()
        icon.intrinsicContentSize = CGSize(width: 20, height: 20)
        icon.alignmentRectInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 5)
        let f = SVFixture([icon, svLabel("Inbox", "inbox")], alignment: .top, spacing: 8)
        f.layout()
        // icon's alignment rect is 20 wide, its frame 25; "Inbox" starts 20 + 8 = 28 after
        // the alignment rect, overlapping the 5 points of overhang.
        XCTAssertEqual(f.frames, [CGRect(x: 0, y: 0, width: 25, height: 20), CGRect(x: 28, y: 0, width: 40, height: 17)])
    }

    func testAViewPlacedByItsFrameKeepsItsFrame() {
        let root = quietRoot()
        let card = View(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        card.alignmentRectInsets = EdgeInsets(all: 10)
        root.addSubview(card)
        let follower = autoLayoutChild(of: root, "follower")
        try! LayoutConstraint.activate([follower.leadingAnchor.constraint(equalTo: card.leadingAnchor),
                                        follower.topAnchor.constraint(equalTo: card.bottomAnchor),
                                        follower.widthAnchor.constraint(equalToConstant: 10),
                                        follower.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        // The frame stays (10, 10, 100, 100); its alignment rect is (20, 20, 80, 80), so the
        // follower starts at x = 20, y = 20 + 80 = 100.
        XCTAssertEqual(card.frame, CGRect(x: 10, y: 10, width: 100, height: 100))
        XCTAssertEqual(follower.frame, CGRect(x: 20, y: 100, width: 10, height: 10))
    }

    func testNaNInsetsAreRefused() {
        let root = quietRoot()
        root.alignmentRectInsets = EdgeInsets(all: .nan)
        XCTAssertEqual(root.alignmentRectInsets, .zero)
        XCTAssertEqual(root.layoutEngine.diagnostics.count, 1)
    }
}

import Foundation
@testable import StackKit
import XCTest

/// The one rule of how a view takes part in layout (`LayoutPresence`), read by stack
/// arrangements, gone-size constraints and constraints' effective constants.
final class LayoutPresenceTests: XCTestCase {
    func testAVisibleViewIsArrangedAndCollapsesNothing() {
        let presence = View().layoutPresence
        XCTAssertTrue(presence.isArranged)
        XCTAssertFalse(presence.collapsesSize(on: .horizontal))
        XCTAssertFalse(presence.collapsesSize(on: .vertical))
        XCTAssertFalse(presence.collapses(.leading))
        XCTAssertFalse(presence.isCollapsed)
    }

    func testAnInvisibleViewIsLeftOutOfStacksButKeepsItsSizeAndEdges() {
        let view = View()
        view.visibility = .invisible
        XCTAssertFalse(view.layoutPresence.isArranged)
        XCTAssertFalse(view.layoutPresence.collapsesSize(on: .horizontal))
        XCTAssertFalse(view.layoutPresence.collapses(.width))
        XCTAssertFalse(view.layoutPresence.collapses(.top))
    }

    func testAViewGoneHorizontallyCollapsesItsWidthAndSideEdgesOnly() {
        let view = View()
        view.visibility = .gone(.horizontal)
        let presence = view.layoutPresence
        XCTAssertFalse(presence.isArranged)
        XCTAssertTrue(presence.collapsesSize(on: .horizontal))
        XCTAssertFalse(presence.collapsesSize(on: .vertical))
        for attribute: LayoutConstraint.Attribute in [.left, .leading, .leadingMargin, .right, .trailing, .trailingMargin, .width] {
            XCTAssertTrue(presence.collapses(attribute), "\(attribute)")
        }
        for attribute: LayoutConstraint.Attribute in [.top, .bottom, .height, .centerX, .firstBaseline] {
            XCTAssertFalse(presence.collapses(attribute), "\(attribute)")
        }
    }

    func testAViewGoneOnItsLeadingEdgeCollapsesThatEdgeAndItsWidth() {
        let view = View()
        view.visibility = .gone(.leading)
        let presence = view.layoutPresence
        XCTAssertTrue(presence.collapses(.leading))
        XCTAssertTrue(presence.collapses(.leftMargin))
        XCTAssertFalse(presence.collapses(.trailing))
        XCTAssertTrue(presence.collapsesSize(on: .horizontal))
    }

    func testCollapsingAViewsConstraintsNeitherHidesNorUnarrangesIt() {
        let view = View()
        view.isCollapsed = true
        XCTAssertTrue(view.layoutPresence.isCollapsed)
        XCTAssertTrue(view.layoutPresence.isArranged)
        XCTAssertFalse(view.layoutPresence.collapses(.leading))
    }

    func testMakingAGoneViewVisibleAgainRestoresEveryAnswer() {
        let view = View()
        view.visibility = .gone(.all)
        view.visibility = .visible
        XCTAssertEqual(view.layoutPresence, View().layoutPresence)
    }
}

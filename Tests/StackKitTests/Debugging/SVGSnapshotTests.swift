import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import StackKit
import XCTest

final class SVGSnapshotTests: XCTestCase {
    func testTheSVGIsWellFormedXML() {
        let svg = inboxScreen().svgSnapshot()
        let parser = XMLParser(data: Data(svg.utf8))
        XCTAssertTrue(parser.parse(), "\(String(describing: parser.parserError))\n\(svg)")
    }

    func testTheSameTreeGivesTheSameBytes() {
        XCTAssertEqual(inboxScreen().svgSnapshot(), inboxScreen().svgSnapshot())
    }

    func testEachViewIsALabelledBoxInRootCoordinates() {
        let svg = inboxScreen().svgSnapshot()
        XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"375\" height=\"667\""), svg)
        // The row is at (8, 8) in the screen; the title at (28, 1.5) in the row.
        XCTAssertTrue(svg.contains("<rect x=\"8\" y=\"8\" width=\"92\" height=\"20\" fill=\"#e8f0fe\""), svg)
        XCTAssertTrue(svg.contains("<rect x=\"36\" y=\"9.5\" width=\"40\" height=\"17\" fill=\"none\""), svg)
        XCTAssertTrue(svg.contains("<text x=\"38\" y=\"18.5\">Label 'title'</text>"), svg)
    }

    func testHiddenViewsAreDashed() {
        let root = inboxScreen()
        let badge = root.subviews[0].subviews[2]
        badge.isHidden = true
        let svg = root.svgSnapshot()
        XCTAssertEqual(svg.components(separatedBy: "stroke-dasharray").count - 1, 1, svg)
    }
}

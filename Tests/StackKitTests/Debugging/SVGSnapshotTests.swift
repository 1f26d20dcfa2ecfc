import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import StackKit
import XCTest

/// The SVG wireframe (Docs/Snapshots.md, "The SVG"). The inbox screen: a 375 × 667 root
/// with 8-point margins; its row at (8, 8), 92 × 20: a 20 × 20 icon, the label "Inbox"
/// (40 × 17 at (28, 1.5) in the row) and the label "12".
final class SVGSnapshotTests: XCTestCase {
    func testTheSVGIsWellFormedXML() {
        let svg = inboxScreen().svgSnapshot()
        let parser = XMLParser(data: Data(svg.utf8))
        XCTAssertTrue(parser.parse(), "\(String(describing: parser.parserError))\n\(svg)")
    }

    func testTheSameTreeGivesTheSameBytes() {
        XCTAssertEqual(inboxScreen().svgSnapshot(), inboxScreen().svgSnapshot())
    }

    func testTheCanvasIsTheRootsBoundsWhenEveryCaptionFits() {
        let svg = inboxScreen().svgSnapshot()
        XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"375\" height=\"667\" "
            + "viewBox=\"0 0 375 667\" font-family=\"monospace\" font-size=\"8\">\n"), svg)
    }

    func testEachViewIsAGroupWithItsSnapshotLineAsTooltipAndItsBoxInRootCoordinates() {
        let svg = inboxScreen().svgSnapshot()
        XCTAssertTrue(svg.contains("<g id=\"v1\" class=\"view stack\"><title>StackView 'row' (8, 8, 92, 20) horizontal fill "
            + "center spacing 8</title>\n<rect x=\"8\" y=\"8\" width=\"92\" height=\"20\" "), svg)
    }

    func testALabelDrawsItsTextClippedToItsBox() {
        let svg = inboxScreen().svgSnapshot()
        // The title is at (28, 1.5) in the row, so at (36, 9.5); the baseline 13 below its top.
        XCTAssertTrue(svg.contains("<svg x=\"36\" y=\"9.5\" width=\"40\" height=\"17\" overflow=\"hidden\"><text x=\"0\" "
            + "y=\"13\" font-size=\"13\" textLength=\"40\" lengthAdjust=\"spacingAndGlyphs\" fill=\"#202124\">Inbox</text></svg>"), svg)
    }

    func testACompressedLabelDrawsItsTextTruncatedAsTheLabelDoes() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let label = Label("Hello world")                  // 11 characters: 88 points of text
        label.frame = CGRect(x: 10, y: 5, width: 40, height: 17)
        root.addSubview(label)
        // Truncating tail in 40 points: 4 characters and "…", 5 × 8 = 40.
        XCTAssertTrue(root.svgSnapshot().contains("<svg x=\"10\" y=\"5\" width=\"40\" height=\"17\" overflow=\"hidden\">"
            + "<text x=\"0\" y=\"13\" font-size=\"13\" textLength=\"40\" lengthAdjust=\"spacingAndGlyphs\" "
            + "fill=\"#202124\">Hell…</text></svg>"), root.svgSnapshot())
    }

    func testAClippingLabelKeepsItsTextsWidthAndIsClippedByItsBox() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let label = Label("Hello world")                  // 11 characters: 88 points of text
        label.lineBreakMode = .byClipping
        label.frame = CGRect(x: 10, y: 5, width: 40, height: 17)
        root.addSubview(label)
        XCTAssertTrue(root.svgSnapshot().contains("<svg x=\"10\" y=\"5\" width=\"40\" height=\"17\" overflow=\"hidden\">"
            + "<text x=\"0\" y=\"13\" font-size=\"13\" textLength=\"88\" "), root.svgSnapshot())
    }

    func testAWrappingLabelDrawsEachOfItsLines() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        let label = Label("aaaa bbbb cccc")               // wraps at 100 to "aaaa bbbb" (72) / "cccc" (32)
        label.numberOfLines = 0
        label.frame = CGRect(x: 10, y: 5, width: 100, height: 34)
        root.addSubview(label)
        // One text per line, each 17 below the last, baselines 13 below their tops.
        XCTAssertTrue(root.svgSnapshot().contains("<svg x=\"10\" y=\"5\" width=\"100\" height=\"34\" overflow=\"hidden\">"
            + "<text x=\"0\" y=\"13\" font-size=\"13\" textLength=\"72\" lengthAdjust=\"spacingAndGlyphs\" "
            + "fill=\"#202124\">aaaa bbbb</text>"
            + "<text x=\"0\" y=\"30\" font-size=\"13\" textLength=\"32\" lengthAdjust=\"spacingAndGlyphs\" "
            + "fill=\"#202124\">cccc</text></svg>"), root.svgSnapshot())
    }

    func testALabelWithAFontDrawsAtItsPointSizeAndMeasuredWidth() {
        // System font at 16: "Hello" is 1479 + 1139 + 455 + 455 + 1139 = 4667 units,
        // 4667 × 16 / 2048 = 36.4609375 wide; the ascender 1854 × 16 / 2048 = 14.484375 (numbers
        // are written to 3 decimals).
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let label = Label("Hello")
        label.font = .systemFont(ofSize: 16)
        label.frame = CGRect(x: 0, y: 0, width: 40, height: 19)
        root.addSubview(label)
        XCTAssertTrue(root.svgSnapshot().contains("<text x=\"0\" y=\"14.484\" font-size=\"16\" "
            + "textLength=\"36.461\" lengthAdjust=\"spacingAndGlyphs\" fill=\"#202124\">Hello</text>"), root.svgSnapshot())
    }

    func testACenteredLabelStartsItsLineInTheMiddle() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let label = Label("Hi")                           // 16 wide in 40: starts at 12
        label.textAlignment = .center
        label.frame = CGRect(x: 0, y: 0, width: 40, height: 17)
        root.addSubview(label)
        XCTAssertTrue(root.svgSnapshot().contains("<text x=\"12\" y=\"13\" font-size=\"13\" textLength=\"16\" "),
                      root.svgSnapshot())
    }

    func testAPlainLeafViewIsAPlaceholderBoxWithACross() {
        let svg = inboxScreen().svgSnapshot()
        XCTAssertTrue(svg.contains("<rect x=\"8\" y=\"8\" width=\"20\" height=\"20\" fill=\"#f8f9fa\" stroke=\"#188038\" "
            + "stroke-width=\"1\"/>\n<path d=\"M8 8L28 28M28 8L8 28\" "), svg)
    }

    func testEachLevelOfNestingHasItsOwnColour() {
        let svg = inboxScreen().svgSnapshot()
        XCTAssertTrue(svg.contains("<rect x=\"8\" y=\"8\" width=\"92\" height=\"20\" fill=\"#1a73e8\" fill-opacity=\"0.06\" "
            + "stroke=\"#1a73e8\""), svg)                   // the row, depth 1
        XCTAssertTrue(svg.contains("stroke=\"#188038\""), svg)  // its items, depth 2
        XCTAssertEqual(Wireframe.color(depth: 7), Wireframe.color(depth: 1))
    }

    func testAHiddenViewIsGhostedAndDashedWhereItIsParked() {
        let root = inboxScreen()
        root.subviews[0].subviews[2].isHidden = true
        let svg = root.svgSnapshot()
        // The badge is parked 0 wide at the row's top, (68, 0) in the row, 17 tall: a dashed
        // line from (76, 8) to (76, 25).
        XCTAssertTrue(svg.contains("<g id=\"v4\" class=\"view label hidden\" opacity=\"0.45\"><title>Label 'badge' "
            + "(68, 0, 0, 17) hidden &quot;12&quot;</title>\n<line x1=\"76\" y1=\"8\" x2=\"76\" y2=\"25\" stroke=\"#188038\" "
            + "stroke-width=\"1\" stroke-dasharray=\"3,2\"/>"), svg)
    }

    func testAHiddenViewsCaptionSaysHidden() {
        let root = inboxScreen()
        root.subviews[0].subviews[2].isHidden = true
        XCTAssertTrue(root.wireframe().captions.contains { $0.text == "Label 'badge' hidden" }, root.svgSnapshot())
    }

    func testLabelsShowTheirTextInsteadOfACaption() {
        XCTAssertEqual(inboxScreen().wireframe().captions.map(\.text), ["StackView 'row'", "View 'icon'"])
    }

    func testACaptionAvoidsLabelTextAndOtherCaptions() {
        // The row's top-left corner is the icon's, and the title's text fills its middle:
        // the icon takes the place under itself, the row the place to its right.
        let captions = inboxScreen().wireframe().captions
        XCTAssertEqual(captions.map(\.box), [CGRect(x: 100, y: 8, width: 77, height: 10), CGRect(x: 8, y: 28, width: 57, height: 10)])
    }

    func testACaptionAtTheRightEdgeMovesInsideTheCanvas() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let share = View(frame: CGRect(x: 180, y: 0, width: 20, height: 20))
        share.identifier = "share"
        root.addSubview(share)
        // "View 'share'": 12 characters × 5 + 2 = 62 wide, so it ends at the canvas's edge.
        XCTAssertEqual(root.wireframe().captions, [Wireframe.Caption(element: 1, text: "View 'share'",
                                                                      box: CGRect(x: 138, y: 0, width: 62, height: 10))])
    }

    func testACaptionWithNoRoomBecomesANumberThatTheLegendExplains() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let box = View(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        box.identifier = "a-long-name"                    // 92 points as a caption, 67 as 'a-long-name'
        root.addSubview(box)
        let picture = root.wireframe()
        XCTAssertEqual(picture.captions, [Wireframe.Caption(element: 1, text: "1", box: CGRect(x: 0, y: 0, width: 7, height: 10))])
        // The legend starts 4 under the view; its line is 35 characters: 177 wide, wider than the view.
        XCTAssertEqual(picture.legend, [Wireframe.Caption(element: 1, text: "1 View 'a-long-name' (0, 0, 40, 20)",
                                                           box: CGRect(x: 0, y: 24, width: 177, height: 10))])
        XCTAssertEqual(picture.canvas, CGRect(x: 0, y: 0, width: 177, height: 34))
    }
}

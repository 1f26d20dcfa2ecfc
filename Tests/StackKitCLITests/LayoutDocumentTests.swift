import LayoutFile
import StackKit
import XCTest

/// Layout files read and built in process: the keys the examples do not show.
final class LayoutDocumentTests: XCTestCase {
    private func build(_ text: String) throws -> LayoutBuild { try LayoutDocument.read(text).build() }

    private func frame(_ build: LayoutBuild, _ id: String) -> CGRect? { build.views[id]?.frame }

    func testDefaultsAreA375By667RootNamedRoot() throws {
        let document = try LayoutDocument.read("{}")
        XCTAssertEqual(document.root.identifier, "root")
        XCTAssertEqual(document.root.width, .points(375))
        XCTAssertEqual(document.root.height, .points(667))
        XCTAssertEqual(try build("{}").root.frame, CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    func testGoneOnTheLeadingEdgeCollapsesTheGapBeforeTheView() throws {
        let b = try build("""
        { "views": [ { "id": "a", "size": { "width": 10, "height": 10 } },
                     { "id": "b", "size": { "width": 10, "height": 10 }, "visibility": { "gone": ["leading"] } },
                     { "id": "c", "size": { "width": 10, "height": 10 } } ],
          "constraints": [ "a.leading == root.leading", "b.leading == a.trailing + 5", "c.leading == b.trailing + 5",
                           "a.top == root.top", "b.top == root.top", "c.top == root.top" ] }
        """)
        XCTAssertEqual(frame(b, "b"), CGRect(x: 10, y: 0, width: 0, height: 10))
        XCTAssertEqual(frame(b, "c"), CGRect(x: 15, y: 0, width: 10, height: 10))
        XCTAssertTrue(b.views["b"]?.isHidden ?? false)
    }

    func testInvisibleKeepsTheSpace() throws {
        let b = try build("""
        { "views": [ { "id": "a", "size": { "width": 10, "height": 10 }, "visibility": "invisible" } ],
          "constraints": [ "a.leading == root.leading + 3", "a.top == root.top" ] }
        """)
        XCTAssertEqual(frame(b, "a"), CGRect(x: 3, y: 0, width: 10, height: 10))
        XCTAssertTrue(b.views["a"]?.isHidden ?? false)
    }

    func testSubviewsArePlacedByConstraintsAgainstTheirSuperview() throws {
        let b = try build("""
        { "views": [ { "id": "card", "layoutMargins": 8, "subviews": [ { "id": "dot", "size": { "width": 4, "height": 4 } } ] } ],
          "constraints": [ "card.leading == root.leading", "card.top == root.top", "card.width == 100", "card.height == 50",
                           "dot.trailing == superview.trailingMargin", "dot.top == superview.topMargin" ] }
        """)
        XCTAssertEqual(frame(b, "dot"), CGRect(x: 88, y: 8, width: 4, height: 4))
    }

    func testCompressionResistanceDecidesWhoShrinks() throws {
        let b = try build("""
        { "views": [ { "id": "row", "stack": { "arrangedSubviews": [
                         { "id": "a", "label": "aaaaaaaaaa" },
                         { "id": "b", "label": "bbbbbbbbbb", "compressionResistance": { "horizontal": 751 } } ] } } ],
          "constraints": [ "row.leading == root.leading", "row.top == root.top", "row.width == 100" ] }
        """)
        XCTAssertEqual(frame(b, "a")?.width, 20)
        XCTAssertEqual(frame(b, "b")?.width, 80)
    }

    func testBaselineRelativeArrangementSpacesBaselines() throws {
        let b = try build("""
        { "views": [ { "id": "column", "stack": { "axis": "vertical", "spacing": 20, "isBaselineRelativeArrangement": true,
                       "arrangedSubviews": [ { "id": "a", "label": "a" }, { "id": "b", "label": "b" } ] } } ],
          "constraints": [ "column.leading == root.leading", "column.top == root.top" ] }
        """)
        // b's first baseline (13 below its top) is 20 below a's last baseline (4 above a's bottom).
        XCTAssertEqual(frame(b, "b")?.minY, 17 - 4 + 20 - 13)
    }

    func testRootWidthFitTakesTheFittingWidth() throws {
        let b = try LayoutDocument.read("""
        { "root": { "width": "fit", "height": 20 }, "views": [ { "id": "t", "label": "abc" } ],
          "constraints": [ "t.leading == root.leading + 2", "t.trailing == root.trailing - 2", "t.top == root.top" ] }
        """).build()
        XCTAssertEqual(b.root.frame.width, 28)
    }

    func testBuildOverridesTheFilesRootSize() throws {
        let b = try LayoutDocument.read("{ \"root\": { \"width\": 10, \"height\": 10 } }").build(width: .points(30), height: .points(40))
        XCTAssertEqual(b.root.frame.size, CGSize(width: 30, height: 40))
    }

    func testHiddenAndVisibilityTogetherAreRefused() {
        XCTAssertThrowsError(try LayoutDocument.read("{ \"views\": [ { \"hidden\": true, \"visibility\": \"gone\" } ] }")) { error in
            XCTAssertEqual((error as? LayoutFileError)?.description,
                           "1:32: views[0].visibility: give either \"hidden\" or \"visibility\", not both")
        }
    }

    func testSuperviewIsReservedAsAnIdentifier() {
        XCTAssertThrowsError(try LayoutDocument.read("{ \"views\": [ { \"id\": \"superview\" } ] }")) { error in
            XCTAssertEqual((error as? LayoutFileError)?.description,
                           "1:22: views[0].id: \"superview\" is reserved in constraints and cannot be an identifier")
        }
    }
}

import Foundation
import StackKit
import XCTest

/// The inspector page (Docs/Snapshots.md, "The inspector page"), on the inbox screen.
final class InspectorTests: XCTestCase {
    func testThePageIsSelfContained() {
        let page = inboxScreen().inspectorHTML()
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>\n"), page)
        // The only address is the SVG namespace, which is a name, not a download.
        XCTAssertEqual(page.components(separatedBy: "http").count - 1, 1)
        XCTAssertTrue(page.contains("xmlns=\"http://www.w3.org/2000/svg\""))
        XCTAssertFalse(page.contains("<link"))
        XCTAssertFalse(page.contains(" src="))
    }

    func testTheSameTreeGivesTheSameBytes() {
        XCTAssertEqual(inboxScreen().inspectorHTML(), inboxScreen().inspectorHTML())
    }

    func testThePageShowsTheWireframe() {
        let root = inboxScreen()
        XCTAssertTrue(root.inspectorHTML().contains("<section id=\"canvas\">\n" + root.svgSnapshot() + "</section>"))
    }

    func testTheTreeListsEveryViewNestedInSnapshotOrder() {
        XCTAssertTrue(inboxScreen().inspectorHTML().contains("""
            <nav id="tree"><ul>
            <li><button type="button" data-view="0" class="">View 'screen'</button>
            <ul>
            <li><button type="button" data-view="1" class="">StackView 'row'</button>
            <ul>
            <li><button type="button" data-view="2" class="">View 'icon'</button>
            </li>
            """))
    }

    func testEachViewListsItsConstraintsWithIdentifierPriorityAndTheStackThatMadeThem() {
        let page = inboxScreen().inspectorHTML()
        // The icon's leading edge is the row's: the row's distribution made it.
        XCTAssertTrue(page.contains("{\"text\":\"'SKSV-canvas-connection' row.leading == icon.leading\","
            + "\"identifier\":\"SKSV-canvas-connection\",\"priority\":\"1000\",\"axis\":\"horizontal\","
            + "\"generatedBy\":\"StackView 'row' · canvas-connection\"}"), page)
        // The title's content hugging is its own ("<" is written \u003c, safe in a script).
        XCTAssertTrue(page.contains("{\"text\":\"'SK-content-hugging' title.width \\u003c= 40 @250\",\"identifier\":\"SK-content-hugging\","
            + "\"priority\":\"250\",\"axis\":\"horizontal\",\"generatedBy\":null}"), page)
    }

    func testADiagnosticIsListedWithTheViewsItInvolves() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.layoutEngine.diagnosticHandler = { _ in }
        let box = View()
        box.identifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        try LayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 50), box.widthAnchor.constraint(equalToConstant: 60)])
        let page = root.inspectorHTML()
        XCTAssertTrue(page.contains("<span>2 views · 1 diagnostic · 1 ambiguous</span>"), page)
        XCTAssertTrue(page.contains("\"ambiguous\":[\"minX\",\"minY\",\"height\"],"), page)
        XCTAssertTrue(page.contains("\"diagnostics\":[0]}"), page)
        XCTAssertTrue(page.contains("],\"diagnostics\":[\"[LayoutConstraints] Unable to simultaneously satisfy constraints."), page)
    }

    func testTextInTheDataCannotEndTheScript() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        root.addSubview(Label("</script>"))
        let page = root.inspectorHTML()
        XCTAssertEqual(page.components(separatedBy: "</script>").count - 1, 2, page)   // the data's and the code's
        XCTAssertTrue(page.contains("\\u003c/script\\u003e"))
    }
}

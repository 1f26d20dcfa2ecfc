import Foundation
import StackKit
import XCTest

/// `stackkit render FILE --format html`: the inspector page of the laid-out file.
final class RenderHTMLTests: XCTestCase {
    func testTheHTMLFormatWritesTheInspectorPage() throws {
        let result = try StackKitProcess.run(["render", "Examples/feed-cell.json", "--format", "html"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"), result.stdout)
        XCTAssertTrue(result.stdout.contains("<script type=\"application/json\" id=\"stackkit-data\">"))
        XCTAssertTrue(result.stdout.hasSuffix("</html>\n"))
    }

    func testTheHTMLShowsTheSamePictureAsTheSVGFormat() throws {
        let svg = try StackKitProcess.run(["render", "Examples/feed-cell.json", "--format", "svg"]).stdout
        let html = try StackKitProcess.run(["render", "Examples/feed-cell.json", "--format", "html"]).stdout
        XCTAssertTrue(html.contains("<section id=\"canvas\">\n" + svg + "</section>"))
    }
}

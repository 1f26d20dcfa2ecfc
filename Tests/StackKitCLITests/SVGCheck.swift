import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// Checks that a file is well-formed XML whose root element is `svg` (Foundation's
/// XMLParser), and counts its rectangles.
final class SVGCheck: NSObject, XMLParserDelegate {
    private(set) var rootElement: String?
    private(set) var rectangles = 0

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if rootElement == nil { rootElement = name }
        if name == "rect" { rectangles += 1 }
    }

    /// Fails the test unless the file parses and is an SVG; returns the number of rects.
    @discardableResult
    static func assertWellFormed(_ url: URL, file: StaticString = #filePath, line: UInt = #line) -> Int {
        guard let parser = XMLParser(contentsOf: url) else {
            XCTFail("cannot open \(url.path)", file: file, line: line)
            return 0
        }
        let check = SVGCheck()
        parser.delegate = check
        XCTAssertTrue(parser.parse(), "\(url.lastPathComponent): \(parser.parserError.map { "\($0)" } ?? "")", file: file, line: line)
        XCTAssertEqual(check.rootElement, "svg", url.lastPathComponent, file: file, line: line)
        return check.rectangles
    }
}

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import StackKit
import XCTest

/// Reads the captions and legend lines of an SVG picture (`<text class="caption">` and
/// `<text class="legend">`) and works out their boxes with the pictures' text metrics,
/// `CaptionMetrics.standard`, from the text's position and its number of characters.
final class CaptionCheck: NSObject, XMLParserDelegate {
    struct Caption {
        var text: String
        var box: CGRect
        var textLength: CGFloat
    }

    private(set) var canvas = CGRect.zero
    private(set) var captions: [Caption] = []
    private var open: (x: CGFloat, y: CGFloat, length: CGFloat)?
    private var text = ""

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        func number(_ key: String) -> CGFloat { CGFloat(Double(attributes[key] ?? "") ?? .nan) }
        if name == "svg", canvas == .zero { canvas = CGRect(x: 0, y: 0, width: number("width"), height: number("height")) }
        if name == "text", ["caption", "legend"].contains(attributes["class"]) {
            open = (number("x"), number("y"), number("textLength"))
            text = ""
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if open != nil { text += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard name == "text", let (x, y, length) = open else { return }
        captions.append(Caption(text: text, box: CaptionMetrics.standard.box(forText: text, x: x, baseline: y), textLength: length))
        open = nil
    }

    static func read(_ url: URL) throws -> CaptionCheck {
        let check = CaptionCheck()
        let parser = try XCTUnwrap(XMLParser(contentsOf: url))
        parser.delegate = check
        XCTAssertTrue(parser.parse(), url.lastPathComponent)
        return check
    }
}

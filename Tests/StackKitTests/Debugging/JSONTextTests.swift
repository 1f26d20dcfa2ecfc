import XCTest
import StackKit

/// The one JSON string escaper every output uses.
final class JSONTextTests: XCTestCase {
    func testQuotesBackslashesAndLineBreaksAreEscaped() {
        XCTAssertEqual(JSONText.quoted("a\"b\\c\nd\te\rf"), #""a\"b\\c\nd\te\rf""#)
    }

    func testOtherControlCharactersAreUnicodeEscapes() {
        XCTAssertEqual(JSONText.quoted("a\u{0}b\u{1B}"), #""a\u0000b\u001b""#)
    }

    func testAngleBracketsAndAmpersandsStayOutsideAScript() {
        XCTAssertEqual(JSONText.quoted("<a&b>"), #""<a&b>""#)
    }

    func testInsideAScriptAngleBracketsAmpersandsAndLineSeparatorsAreEscaped() {
        XCTAssertEqual(JSONText.quoted("</script>&\u{2028}", insideScript: true), #""\u003c/script\u003e\u0026\u2028""#)
    }
}

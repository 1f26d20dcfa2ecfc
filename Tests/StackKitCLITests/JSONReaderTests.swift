import LayoutFile
import XCTest

/// The located JSON reader of layout files.
final class JSONReaderTests: XCTestCase {
    private func members(_ node: JSONNode) -> [JSONMember] {
        if case let .object(members) = node.value { return members }
        XCTFail("not an object")
        return []
    }

    private func elements(_ node: JSONNode) -> [JSONNode] {
        if case let .array(elements) = node.value { return elements }
        XCTFail("not an array")
        return []
    }

    private func error(_ text: String) -> LayoutFileError? {
        do {
            _ = try JSONReader.parse(text)
            return nil
        } catch {
            return error
        }
    }

    func testEveryValueKnowsItsLineAndColumn() throws {
        let node = try JSONReader.parse("{\n  \"a\": [1, true],\n\t\"b\": null\n}")
        let m = members(node)
        XCTAssertEqual(node.location, SourceLocation(line: 1, column: 1))
        XCTAssertEqual(m.map(\.key), ["a", "b"])
        XCTAssertEqual(m[0].keyLocation, SourceLocation(line: 2, column: 3))
        XCTAssertEqual(m[0].value.location, SourceLocation(line: 2, column: 8))
        XCTAssertEqual(elements(m[0].value).map(\.location), [SourceLocation(line: 2, column: 9), SourceLocation(line: 2, column: 12)])
        XCTAssertEqual(m[1].value.location, SourceLocation(line: 3, column: 7))
    }

    func testMembersKeepTheOrderOfTheText() throws {
        XCTAssertEqual(members(try JSONReader.parse("{\"z\": 1, \"a\": 2, \"m\": 3}")).map(\.key), ["z", "a", "m"])
    }

    func testNumbers() throws {
        let values = elements(try JSONReader.parse("[0, -1.5, 2e3, 1E-2, 10]")).map { node -> Double in
            if case let .number(x) = node.value { return x }
            return .nan
        }
        XCTAssertEqual(values, [0, -1.5, 2000, 0.01, 10])
    }

    func testStringEscapesAndSurrogatePairs() throws {
        let node = try JSONReader.parse(#""a\"b\\c\/\n\u00e9\ud83d\ude00""#)
        guard case let .string(text) = node.value else { return XCTFail("not a string") }
        XCTAssertEqual(text, "a\"b\\c/\né😀")
        XCTAssertFalse(node.isVerbatim)
    }

    func testAVerbatimStringMapsOffsetsToColumns() throws {
        let node = try JSONReader.parse("  \"abc\"")
        XCTAssertTrue(node.isVerbatim)
        XCTAssertEqual(node.location(ofCharacterAt: 2), SourceLocation(line: 1, column: 6))
    }

    func testAStringWithEscapesReportsItsOwnLocationForOffsets() throws {
        let node = try JSONReader.parse("\"a\\tb\"")
        XCTAssertEqual(node.location(ofCharacterAt: 3), SourceLocation(line: 1, column: 1))
    }

    func testLeadingZeroIsAnError() {
        XCTAssertEqual(error("[01]")?.description, "1:2: invalid number: leading zero")
    }

    func testFractionWithoutDigitsIsAnError() {
        XCTAssertEqual(error("1.")?.description, "1:1: invalid number: expected a digit after '.'")
    }

    func testInvalidLiteralIsAnError() {
        XCTAssertEqual(error("[tru]")?.description, "1:2: invalid literal, expected true")
    }

    func testInvalidEscapeIsAnError() {
        XCTAssertEqual(error(#""\x""#)?.description, "1:3: invalid escape \\x")
    }

    func testLoneSurrogateIsAnError() {
        XCTAssertEqual(error(#""\ud83d""#)?.description, "1:8: unpaired surrogate \\uD83D")
    }

    func testLineBreakInsideAStringIsAnError() {
        XCTAssertEqual(error("\"ab\ncd\"")?.description, "1:1: unterminated string (a line break must be written \\n)")
    }

    func testUnexpectedEndInsideAnArray() {
        XCTAssertEqual(error("[1,\n 2")?.description, "2:3: unexpected end of file, expected ',' or ']'")
    }

    func testMissingColonIsAnError() {
        XCTAssertEqual(error("{\"a\" 1}")?.description, "1:6: expected ':' after the key \"a\"")
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        XCTAssertEqual(error(text)?.description, "1:257: values nested deeper than 256 levels")
    }

    func testControlCharacterInAStringIsAnError() {
        XCTAssertEqual(error("\"a\u{01}\"")?.description, "1:3: control character U+0001 in a string")
    }
}

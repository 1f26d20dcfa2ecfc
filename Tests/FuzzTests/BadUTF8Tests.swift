import LayoutFile
import XCTest

/// Bytes that are not UTF-8 get the line and column of the first bad byte, and its offset.
final class BadUTF8Tests: XCTestCase {
    func error(_ bytes: [UInt8]) -> LayoutFileError? {
        do { _ = try LayoutDocument.read(bytes: bytes); return nil } catch { return error }
    }

    func testABadByteGetsItsLineColumnAndOffset() {
        let bytes = Array("{\n  \"root\": \"ab".utf8) + [0xFF] + Array("\"}".utf8)
        let e = error(bytes)
        XCTAssertEqual(e?.location, SourceLocation(line: 2, column: 14))
        XCTAssertEqual(e?.description, "2:14: the file is not UTF-8 text: byte 0xFF at byte offset 15 does not begin a valid UTF-8 sequence")
    }

    func testATruncatedSequenceAtTheEndIsFound() {
        let bytes = Array("{\"é\":".utf8) + [0xE2, 0x82]
        XCTAssertEqual(error(bytes)?.location, SourceLocation(line: 1, column: 6))
    }

    func testAnOverlongEncodingAndASurrogateAreRefused() {
        XCTAssertEqual(error([0x20, 0xC0, 0xAF])?.location, SourceLocation(line: 1, column: 2))
        XCTAssertEqual(error([0x0A, 0xED, 0xA0, 0x80])?.location, SourceLocation(line: 2, column: 1))
    }

    func testValidUTF8WithAByteOrderMarkReadsAsText() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{}".utf8)
        XCTAssertNoThrow(try LayoutDocument.read(bytes: bytes))
    }
}

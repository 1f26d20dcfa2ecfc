import XCTest
@testable import Solver

final class SymbolBitmapTests: XCTestCase {
    func testManyCloseSymbolsComeOutAscending() {
        var bitmap = SymbolBitmap()
        var symbols: [Int32] = (0..<100).map { Int32(($0 * 37) % 100) + 64 }
        bitmap.sort(&symbols)
        XCTAssertEqual(symbols, (64..<164).map(Int32.init))
    }

    func testFewSymbolsSpreadWideComeOutAscending() {
        var bitmap = SymbolBitmap()
        var symbols: [Int32] = [90_000, 3, 70, 5]
        bitmap.sort(&symbols)
        XCTAssertEqual(symbols, [3, 5, 70, 90_000])
    }

    func testARepeatedSymbolIsKeptOnce() {
        var bitmap = SymbolBitmap()
        var symbols: [Int32] = (0..<40).map(Int32.init) + [7]
        bitmap.sort(&symbols)
        XCTAssertEqual(symbols, (0..<40).map(Int32.init))
    }

    func testTheBitmapIsClearForTheNextSort() {
        var bitmap = SymbolBitmap()
        var first: [Int32] = (0..<50).map { 49 - Int32($0) }
        bitmap.sort(&first)
        var second: [Int32] = (10..<60).map { 69 - Int32($0) }
        bitmap.sort(&second)
        XCTAssertEqual(second, (10..<60).map(Int32.init))
    }

    func testTheDocCommentsFourSymbolsComeOutAscending() {
        var bitmap = SymbolBitmap()
        var symbols: [Int32] = [9, 2, 70, 3]
        bitmap.sort(&symbols)
        XCTAssertEqual(symbols, [2, 3, 9, 70])
    }

    func testARepeatedSymbolAmongFewIsKeptOnce() {
        var bitmap = SymbolBitmap()
        var symbols: [Int32] = [5, 1, 5, 3, 1]
        bitmap.sort(&symbols)
        XCTAssertEqual(symbols, [1, 3, 5])
    }

    func testARepeatedSymbolAmongFewSpreadWideIsKeptOnce() {
        var bitmap = SymbolBitmap()
        var symbols: [Int32] = (0..<40).map { Int32($0) * 1_000 } + [7_000]
        bitmap.sort(&symbols)
        XCTAssertEqual(symbols, (0..<40).map { Int32($0) * 1_000 })
    }
}

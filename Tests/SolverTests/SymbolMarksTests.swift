import XCTest
@testable import Solver

final class SymbolMarksTests: XCTestCase {
    func testAnInsertedSymbolIsContainedUntilTheSetIsEmptied() {
        var moved = SymbolMarks()
        moved.removeAll(symbolCount: 8)
        moved.insert(3)
        XCTAssertTrue(moved.contains(3))
        XCTAssertFalse(moved.contains(4))
        moved.removeAll(symbolCount: 8)
        XCTAssertFalse(moved.contains(3))
    }

    func testASymbolBeyondTheRoomMadeIsAbsentAndCanBeInserted() {
        var marks = SymbolMarks()
        marks.removeAll(symbolCount: 2)
        XCTAssertFalse(marks.contains(10))
        marks.insert(10)
        XCTAssertTrue(marks.contains(10))
        XCTAssertFalse(marks.contains(9))
    }
}

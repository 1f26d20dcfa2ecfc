import XCTest
@testable import Solver

final class ValueChangeLogTests: XCTestCase {
    func testANewLogStandsForEveryValueAndKeepsNoNotes() {
        var log = ValueChangeLog()
        log.note(3)
        XCTAssertTrue(log.everything)
        XCTAssertEqual(log.symbols, [])
    }

    func testAfterAReportNotesAreKeptInTheOrderNoted() {
        var log = ValueChangeLog()
        log.startOver(limit: 10)
        log.note(5)
        log.note(2)
        log.note(5)
        XCTAssertFalse(log.everything)
        XCTAssertEqual(log.symbols, [5, 2, 5])
    }

    func testOneNoteMoreThanTheLimitStandsForEveryValue() {
        var log = ValueChangeLog()
        log.startOver(limit: 2)
        log.note(1)
        log.note(2)
        XCTAssertFalse(log.everything)
        log.note(3)
        XCTAssertTrue(log.everything)
        XCTAssertEqual(log.symbols, [])
    }

    func testNotingEverythingDropsTheNotesUntilTheNextReport() {
        var log = ValueChangeLog()
        log.startOver(limit: 10)
        log.note(4)
        log.noteEverything()
        log.note(6)
        XCTAssertTrue(log.everything)
        XCTAssertEqual(log.symbols, [])
        log.startOver(limit: 10)
        log.note(6)
        XCTAssertEqual(log.symbols, [6])
    }

    func testTheDocCommentsSymbolNotedTwiceIsListedTwice() {
        var log = ValueChangeLog()
        log.startOver(limit: 100)
        log.note(7)
        log.note(7)
        XCTAssertEqual(log.symbols, [7, 7])
    }
}

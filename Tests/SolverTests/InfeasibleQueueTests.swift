import XCTest
@testable import Solver

final class InfeasibleQueueTests: XCTestCase {
    func testSymbolsComeOutLowestFirstWhateverTheOrderTheyWereQueuedIn() {
        var queue: InfeasibleQueue = [9, 2, 7, 4]
        queue.append(1)
        queue.append(8)
        var popped: [Int32] = []
        while let s = queue.popLowest() { popped.append(s) }
        XCTAssertEqual(popped, [1, 2, 4, 7, 8, 9])
        XCTAssertTrue(queue.isEmpty)
    }

    func testASymbolQueuedTwiceComesOutTwice() {
        var queue: InfeasibleQueue = [5, 3, 5]
        XCTAssertEqual(queue.popLowest(), 3)
        XCTAssertEqual(queue.popLowest(), 5)
        XCTAssertEqual(queue.popLowest(), 5)
        XCTAssertNil(queue.popLowest())
    }

    func testASymbolQueuedBetweenPopsTakesItsPlaceInTheOrder() {
        var queue: InfeasibleQueue = [10, 20, 30]
        XCTAssertEqual(queue.popLowest(), 10)
        queue.append(15)
        queue.append(40)
        XCTAssertEqual(queue.popLowest(), 15)
        XCTAssertEqual(queue.popLowest(), 20)
        queue.append(25)
        XCTAssertEqual(queue.popLowest(), 25)
        XCTAssertEqual(queue.popLowest(), 30)
        XCTAssertEqual(queue.popLowest(), 40)
    }

    func testEmptyingTheQueueDropsEverySymbol() {
        var queue: InfeasibleQueue = [3, 1, 2]
        queue.removeAll(keepingCapacity: true)
        XCTAssertTrue(queue.isEmpty)
        XCTAssertNil(queue.popLowest())
        queue.append(6)
        XCTAssertEqual(Array(queue), [6])
    }

    func testIteratingListsEverySymbolQueued() {
        let queue: InfeasibleQueue = [4, 1, 3, 1]
        XCTAssertEqual(queue.sorted(), [1, 1, 3, 4])
    }
}

import XCTest
@testable import Solver

final class ArrayBinaryHeapTests: XCTestCase {
    func testAHeapifiedArrayPopsInTheOrderOfItsComparison() {
        var heap = [5, 1, 9, 3, 7, 3]
        heap.heapify(by: >)
        var popped: [Int] = []
        while let x = heap.popHeap(by: >) { popped.append(x) }
        XCTAssertEqual(popped, [9, 7, 5, 3, 3, 1])
    }

    func testPushedElementsPopLeastFirstUnderLessThan() {
        var heap: [Int32] = []
        for s: Int32 in [7, 3, 5, 1] { heap.pushHeap(s, by: <) }
        XCTAssertEqual(heap.first, 1)
        XCTAssertEqual(heap.popHeap(by: <), 1)
        XCTAssertEqual(heap.popHeap(by: <), 3)
        heap.pushHeap(2, by: <)
        XCTAssertEqual(heap.popHeap(by: <), 2)
        XCTAssertEqual(heap.popHeap(by: <), 5)
        XCTAssertEqual(heap.popHeap(by: <), 7)
        XCTAssertNil(heap.popHeap(by: <))
    }
}

import XCTest
@testable import Solver

/// `SparseRow.merge` of a short row into a long one works in place on the window the
/// short row touches; it must give the row, and report the changes, exactly as merging
/// the whole row does.
final class SparseRowMergeTests: XCTestCase {
    /// 70 cells: symbols 0, 2, …, 138, each with coefficient 1 and node 10 × symbol.
    func longRow(constant: Double = 5) -> SparseRow {
        SparseRow(constant: constant, cells: (0..<70).map { Cell(symbol: Int32(2 * $0), node: Int32(20 * $0), coefficient: 1) })
    }

    func source(_ cells: [(Int32, Double)], constant: Double = 0) -> SparseRow {
        SparseRow(constant: constant, cells: cells.map { Cell(symbol: $0.0, node: -1, coefficient: $0.1) })
    }

    func testAShortRowMergedIntoALongOneAddsUpdatesDropsAndEliminatesInPlace() {
        var target = longRow()
        var changes = MergeChanges()
        // 10: 1 − 1 cancels; 11 is new (3); 12: 1 + 2 = 3; 20 is the eliminated symbol.
        SparseRow.merge(into: &target, adding: source([(10, -1), (11, 3), (12, 2)], constant: 2), times: 1,
                        eliminating: 20, changes: &changes, trackChanges: true)
        XCTAssertEqual(target.constant, 7)
        XCTAssertEqual(target.count, 69)
        XCTAssertEqual(target.cells[..<8].map(\.symbol), [0, 2, 4, 6, 8, 11, 12, 14])
        XCTAssertEqual(target.cells[5].coefficient, 3)
        XCTAssertEqual(target.cells[5].node, -1)
        XCTAssertEqual(target.cells[6].coefficient, 3)
        XCTAssertEqual(target.cells[6].node, 120)
        XCTAssertFalse(target.contains(10))
        XCTAssertFalse(target.contains(20))
        XCTAssertEqual(target.cells.last?.symbol, 138)
        XCTAssertEqual(changes.insertedPositions, [5])
        XCTAssertEqual(changes.dropped.map(\.symbol), [10])
        XCTAssertEqual(changes.dropped.map(\.node), [100])
    }

    func testCellsNewToBothEndsOfALongRowGetTheirFinalPositions() {
        var target = longRow()
        target.remove(0)    // symbols 2 … 138
        var changes = MergeChanges()
        SparseRow.merge(into: &target, adding: source([(1, 4), (139, 5)]), times: 2, eliminating: -1,
                        changes: &changes, trackChanges: true)
        XCTAssertEqual(target.count, 71)
        XCTAssertEqual(target.cells.first.map { [Double($0.symbol), $0.coefficient] }, [1, 8])
        XCTAssertEqual(target.cells.last.map { [Double($0.symbol), $0.coefficient] }, [139, 10])
        XCTAssertEqual(changes.insertedPositions, [0, 70])
        XCTAssertEqual(changes.dropped.count, 0)
    }

    func testAddingAndRemovingInTheMiddleOfARowMovesTheCellsAfterIt() {
        var row = longRow()
        XCTAssertTrue(row.add(11, 2))          // new, between 10 and 12
        row.add(40, -1)                         // 1 − 1 cancels: 40 goes
        XCTAssertEqual(row.remove(100), 1)
        XCTAssertEqual(row.count, 69)
        XCTAssertEqual(row.cells[4...7].map(\.symbol), [8, 10, 11, 12])
        XCTAssertEqual(row.cells.map(\.symbol), row.cells.map(\.symbol).sorted())
        XCTAssertFalse(row.contains(40))
        XCTAssertFalse(row.contains(100))
        XCTAssertEqual(row.cells.last?.symbol, 138)
        XCTAssertEqual(row.coefficient(of: 11), 2)
    }

    func testMergingInPlaceCountsTheCellsOfTheWindowOnly() {
        var target = longRow()
        var changes = MergeChanges()
        // The window is the cells of symbols 10 and 12; the merge writes 11 and 12.
        SparseRow.merge(into: &target, adding: source([(11, 3), (12, 2)]), times: 1, eliminating: 10,
                        changes: &changes, trackChanges: false)
        XCTAssertEqual(changes.mergedCells, 2)
        XCTAssertEqual(target.count, 70)
    }

    /// Random rows, short and long, against a merge written out with a dictionary.
    func testEveryMergeMatchesTheMergeWrittenOut() {
        var random = SplitMix64(seed: 2_611)
        for _ in 0..<2_000 {
            let targetCount = Int.random(in: 0...120, using: &random)
            let sourceCount = Int.random(in: 0...6, using: &random)
            var symbols = Array(Set((0..<targetCount).map { _ in Int32.random(in: 0..<200, using: &random) })).sorted()
            let target = SparseRow(constant: 1, cells: symbols.map {
                Cell(symbol: $0, node: $0 + 1_000, coefficient: Double(Int.random(in: -3...3, using: &random)) + 0.5)
            })
            symbols = Array(Set((0..<sourceCount).map { _ in Int32.random(in: 0..<200, using: &random) })).sorted()
            let eliminated: Int32 = target.cells.isEmpty || Bool.random(using: &random) ? -1
                : target.cells.randomElement(using: &random)!.symbol
            symbols.removeAll { $0 == eliminated }
            let definition = SparseRow(constant: 2, cells: symbols.map { s in
                // Some cells cancel the target's exactly.
                if let old = target.cells.first(where: { $0.symbol == s }), Bool.random(using: &random) {
                    return Cell(symbol: s, node: -1, coefficient: -old.coefficient / 2)
                }
                return Cell(symbol: s, node: -1, coefficient: Double(Int.random(in: 1...4, using: &random)))
            })
            let factor = 2.0

            var expected: [Int32: (coefficient: Double, node: Int32)] = [:]
            for cell in target.cells where cell.symbol != eliminated { expected[cell.symbol] = (cell.coefficient, cell.node) }
            var expectedDropped: [Int32] = []
            for cell in definition.cells {
                if let old = expected[cell.symbol] {
                    let sum = old.coefficient + factor * cell.coefficient
                    if sum == 0 { expected[cell.symbol] = nil; expectedDropped.append(cell.symbol) } else { expected[cell.symbol] = (sum, old.node) }
                } else {
                    expected[cell.symbol] = (factor * cell.coefficient, -1)
                }
            }

            var merged = target
            var changes = MergeChanges()
            SparseRow.merge(into: &merged, adding: definition, times: factor, eliminating: eliminated,
                            changes: &changes, trackChanges: true)
            XCTAssertEqual(merged.cells.map(\.symbol), expected.keys.sorted())
            XCTAssertEqual(merged.cells.map(\.coefficient), expected.keys.sorted().map { expected[$0]!.coefficient })
            XCTAssertEqual(merged.cells.map(\.node), expected.keys.sorted().map { expected[$0]!.node })
            XCTAssertEqual(changes.insertedPositions.map(Int.init),
                           merged.cells.indices.filter { merged.cells[$0].node == -1 })
            XCTAssertEqual(changes.dropped.map(\.symbol), expectedDropped)
            XCTAssertEqual(merged.constant, 1 + factor * 2)
        }
    }
}

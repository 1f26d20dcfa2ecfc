import XCTest
@testable import Solver

/// A long row that merges grow in its middle keeps a gap there (SparseRow.swift): these
/// tests check that every way of reading and editing the row sees the cells as they
/// would be without it.
final class SparseRowGapTests: XCTestCase {
    /// Symbols 0, 2, 4, …: 300 cells, so that the cells after its middle are many.
    func longRow() -> SparseRow {
        SparseRow(constant: 1, cells: (0..<300).map { Cell(symbol: Int32(2 * $0), node: -1, coefficient: 1) })
    }

    func merge(_ source: [(Int32, Double)], into row: inout SparseRow, eliminating eliminated: Int32 = -1)
        -> MergeChanges {
        var changes = MergeChanges()
        SparseRow.merge(into: &row, adding: SparseRow(cells: source.map { Cell(symbol: $0.0, coefficient: $0.1) }),
                        times: 1, eliminating: eliminated, changes: &changes, trackChanges: true)
        return changes
    }

    func testAGrowthInTheMiddleOfALongRowLeavesEveryCellInOrder() {
        var row = longRow()
        _ = merge([(101, 5), (103, 6)], into: &row)
        XCTAssertTrue(row.hasGap, "249 cells follow the growth: they stay, the gap takes it")
        XCTAssertEqual(row.count, 302)
        let before: [Int32] = (0..<51).map { Int32(2 * $0) }
        let after: [Int32] = (52..<300).map { Int32(2 * $0) }
        XCTAssertEqual(row.cells.map(\.symbol), before + [101, 102, 103] + after)
        XCTAssertEqual(row.coefficient(of: 103), 6)
        XCTAssertEqual(row.index(of: 104), 54)
        XCTAssertEqual(row.cells[54].symbol, 104)
    }

    func testAGrowthNearTheEndOfALongRowMovesTheFewCellsAfterIt() {
        var row = longRow()
        _ = merge([(589, 5)], into: &row)    // 5 cells after it: 590 … 598
        XCTAssertFalse(row.hasGap)
        XCTAssertEqual(row.index(of: 589), 295)
        XCTAssertEqual(row.cells.last?.symbol, 598)
    }

    func testAGrowthInTheMiddleOfAShortRowOpensNoGap() {
        var row = SparseRow(constant: 0, cells: (0..<40).map { Cell(symbol: Int32(2 * $0), coefficient: 1) })
        _ = merge([(21, 5)], into: &row)     // a row of 40 merges in place; 29 cells follow
        XCTAssertFalse(row.hasGap)
        XCTAssertEqual(row.index(of: 21), 11)
        XCTAssertEqual(row.count, 41)
    }

    func testGrowthsThatFollowEachOtherAlongTheRowKeepItExact() {
        var row = longRow()
        // One new cell after each of 40 items in turn, as a regime change in a pinned stack
        // adds one per pivot, and one at the end each time.
        for k in 0..<40 {
            let changes = merge([(Int32(2 * (100 + k) + 1), 3), (Int32(1_000 + k), 4)], into: &row)
            XCTAssertEqual(changes.insertedPositions.map(Int.init),
                           [100 + 2 * k + 1, row.count - 1], "merge \(k)")
        }
        XCTAssertEqual(row.count, 380)
        XCTAssertTrue(row.hasGap)
        let symbols = row.cells.map(\.symbol)
        XCTAssertEqual(symbols, symbols.sorted())
        XCTAssertEqual(row.cells.filter { $0.coefficient == 3 }.count, 40)
        XCTAssertEqual(row.cells.last?.symbol, 1_039)
    }

    func testARowWithAGapScalesAndLooksUpEveryCell() {
        var row = longRow()
        _ = merge([(301, 5)], into: &row)
        row.scale(by: -2)
        XCTAssertEqual(row.constant, -2)
        XCTAssertEqual(row.coefficient(of: 301), -10)
        XCTAssertEqual(row.coefficient(of: 598), -2)
        XCTAssertEqual(row.largestMagnitude, 10)
        XCTAssertTrue(row.contains(0))
        XCTAssertFalse(row.contains(303))
    }

    func testAWholeMergeIntoARowWithAGapWritesTheRowWithout() {
        var row = longRow()
        _ = merge([(301, 5)], into: &row)
        let definition = SparseRow(constant: 1, cells: (0..<300).map { Cell(symbol: Int32(2 * $0 + 1), coefficient: 1) })
        var changes = MergeChanges()
        SparseRow.merge(into: &row, adding: definition, times: 1, eliminating: -1, changes: &changes, trackChanges: false)
        XCTAssertFalse(row.hasGap)
        XCTAssertEqual(row.cells.map(\.symbol), (0..<600).map(Int32.init))
        XCTAssertEqual(row.coefficient(of: 301), 6)
        XCTAssertEqual(row.constant, 2)
    }

    func testARowWithAGapGivesACellItsNodeByPosition() {
        var row = longRow()
        _ = merge([(301, 5)], into: &row)
        row.setNode(7, at: 151)
        XCTAssertEqual(row.cells[151].symbol, 301)
        XCTAssertEqual(row.cells[151].node, 7)
        XCTAssertEqual(row.cells[152].node, -1)
    }

    func testMutableCellsOfARowWithAGapAreEveryCellInOrder() {
        var row = longRow()
        _ = merge([(301, 5)], into: &row)
        XCTAssertTrue(row.hasGap)
        row.withUnsafeMutableCells { cells in
            XCTAssertEqual(cells.count, 301)
            for i in cells.indices { cells[i].node = cells[i].symbol + 10_000 }
        }
        XCTAssertEqual(row.cells.map(\.node), row.cells.map { $0.symbol + 10_000 })
        XCTAssertEqual(row.cells[151].symbol, 301)
    }

    /// Random edits of long rows against a dictionary: merges of short rows (which open
    /// and move the gap), additions, removals, exact coefficients and scaling.
    func testRandomEditsOfALongRowAgreeWithADictionary() {
        var random = SplitMix64(seed: 907)
        for run in 0..<8 {
            var row = longRow()
            var model: [Int32: Double] = Dictionary(uniqueKeysWithValues: (0..<300).map { (Int32(2 * $0), 1.0) })
            for step in 0..<250 {
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<5:
                    let symbols = Set((0..<Int.random(in: 1...3, using: &random)).map { _ in
                        Int32.random(in: 0..<700, using: &random)
                    }).sorted()
                    let source = symbols.map { ($0, Double(Int.random(in: 1...4, using: &random))) }
                    let eliminated = Bool.random(using: &random) ? model.keys.randomElement(using: &random) ?? -1 : -1
                    let changes = merge(source.filter { $0.0 != eliminated }, into: &row, eliminating: eliminated)
                    if eliminated >= 0 { model[eliminated] = nil }
                    let new = source.map(\.0).filter { $0 != eliminated && model[$0] == nil }
                    for (s, a) in source where s != eliminated { model[s, default: 0] += a }
                    let order = model.keys.sorted()
                    XCTAssertEqual(changes.insertedPositions.map(Int.init), new.map { order.firstIndex(of: $0)! },
                                   "run \(run), step \(step)")
                case 5, 6:
                    let s = Int32.random(in: 0..<700, using: &random)
                    let a = model[s].map { Bool.random(using: &random) ? -$0 : 1 } ?? 2
                    row.add(s, a)
                    model[s, default: 0] += a
                    if model[s] == 0 { model[s] = nil }
                case 7:
                    let s = model.keys.randomElement(using: &random) ?? 0
                    XCTAssertEqual(row.remove(s), model[s] ?? 0)
                    model[s] = nil
                case 8:
                    let s = Int32.random(in: 0..<700, using: &random)
                    let value = Bool.random(using: &random) ? 0 : 7.0
                    row.setCoefficient(s, value)
                    model[s] = value == 0 ? nil : value
                default:
                    row.scale(by: 2)
                    for s in model.keys { model[s]! *= 2 }
                }
                let expected = model.keys.sorted()
                XCTAssertEqual(row.count, expected.count, "run \(run), step \(step)")
                XCTAssertEqual(row.cells.map(\.symbol), expected, "run \(run), step \(step)")
                XCTAssertEqual(row.cells.map(\.coefficient), expected.map { model[$0]! }, "run \(run), step \(step)")
                let probe = Int32.random(in: 0..<700, using: &random)
                XCTAssertEqual(row.coefficient(of: probe), model[probe] ?? 0, "run \(run), step \(step)")
                XCTAssertEqual(row.index(of: probe), model[probe].map { _ in expected.firstIndex(of: probe)! })
            }
        }
    }
}

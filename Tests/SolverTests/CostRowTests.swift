import XCTest
@testable import Solver

/// An objective level's costs kept as a gap buffer (CostRow.swift): the same form, the
/// same sums and the same cancellations as a ``SparseRow``, wherever the gap is.
final class CostRowTests: XCTestCase {
    private func pairs(_ row: CostRow) -> [(Int32, Double)] { row.cells.map { ($0.symbol, $0.coefficient) } }
    private func pairs(_ row: SparseRow) -> [(Int32, Double)] { row.cells.map { ($0.symbol, $0.coefficient) } }

    private func assertSame(_ costs: CostRow, _ reference: SparseRow, _ message: String = "",
                            file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(costs.cells.map(\.symbol), reference.cells.map(\.symbol), message, file: file, line: line)
        XCTAssertEqual(costs.cells.map(\.coefficient), reference.cells.map(\.coefficient), message, file: file, line: line)
        XCTAssertEqual(costs.constant, reference.constant, message, file: file, line: line)
        assertSpans(costs, reference.cells.map(\.symbol), message, file: file, line: line)
    }

    /// `spans(from:to:)` says whether a range overlaps the row's first to last symbol.
    private func assertSpans(_ costs: CostRow, _ symbols: [Int32], _ message: String = "",
                             file: StaticString = #filePath, line: UInt = #line) {
        guard let first = symbols.first, let last = symbols.last else {
            XCTAssertFalse(costs.spans(from: 0, to: .max), "empty: " + message, file: file, line: line)
            return
        }
        for (range, expected) in [(first...first, true), (last...last, true), (first - 5...first - 1, false),
                                  (last + 1...last + 5, false), (first - 1...last + 1, true)] {
            XCTAssertEqual(costs.spans(from: range.lowerBound, to: range.upperBound), expected,
                           "\(range) against \(first)...\(last): " + message, file: file, line: line)
        }
    }

    /// CostRow's doc comment sample.
    func testTheDocCommentSampleReadsAsItSays() {
        var costs = CostRow()
        costs.add(7, 1)      // 1·s7
        costs.add(3, 2)      // 2·s3 + 1·s7
        XCTAssertEqual(costs.coefficient(of: 3), 2)
        XCTAssertEqual(costs.symbols, [3, 7])
    }

    func testCellsReadInAscendingSymbolOrderWhereverTheEditsWere() {
        var costs = CostRow()
        // 9, then 2 (the gap moves to the front), then 5 between them, then 12 at the end.
        for (s, c) in [(9, 1.0), (2, 2.0), (5, 3.0), (12, 4.0)] { costs.add(Int32(s), c) }
        XCTAssertEqual(costs.cells.map(\.symbol), [2, 5, 9, 12])
        XCTAssertEqual(costs.cells.map(\.coefficient), [2, 3, 1, 4])
        XCTAssertEqual(costs.count, 4)
    }

    func testCoefficientsAreFoundOnBothSidesOfTheGap() {
        var costs = CostRow()
        for s in [10, 20, 30, 40] { costs.add(Int32(s), Double(s) / 10) }
        costs.add(25, 7) // the gap now sits after 25: 10, 20, 25 before it; 30, 40 after
        XCTAssertEqual(costs.coefficient(of: 10), 1)
        XCTAssertEqual(costs.coefficient(of: 25), 7)
        XCTAssertEqual(costs.coefficient(of: 40), 4)
        XCTAssertEqual(costs.coefficient(of: 35), 0)
        XCTAssertTrue(costs.contains(30))
        XCTAssertFalse(costs.contains(5))
    }

    func testAnAdditionThatCancelsRemovesTheCell() {
        var costs = CostRow()
        costs.add(3, 0.5)
        costs.add(4, 1)
        costs.add(3, -0.5)
        XCTAssertEqual(costs.cells.map(\.symbol), [4])
    }

    func testAZeroCoefficientAddsNothing() {
        var costs = CostRow()
        costs.add(3, 0)
        XCTAssertTrue(costs.isEmpty)
    }

    func testSettingACoefficientToZeroRemovesTheCell() {
        var costs = CostRow()
        costs.add(1, 1)
        costs.add(2, 2)
        costs.setCoefficient(1, 0)
        costs.setCoefficient(3, 6)
        costs.setCoefficient(2, 5)
        XCTAssertEqual(costs.cells.map(\.symbol), [2, 3])
        XCTAssertEqual(costs.cells.map(\.coefficient), [5, 6])
    }

    func testAMergeEliminatesTheSubstitutedSymbolAndAddsTheScaledDefinition() {
        // 2·s1 + 3·s4 + 1·s7, s4 := 5 + 1·s2 − 1·s7: factor 3 gives
        // 15 + 2·s1 + 3·s2 + (1 − 3)·s7.
        var costs = CostRow()
        costs.add(1, 2)
        costs.add(4, 3)
        costs.add(7, 1)
        var definition = SparseRow(constant: 5)
        definition.add(2, 1)
        definition.add(7, -1)
        costs.merge(adding: definition, times: 3, eliminating: 4)
        XCTAssertEqual(costs.constant, 15)
        XCTAssertEqual(pairs(costs).map(\.0), [1, 2, 7])
        XCTAssertEqual(pairs(costs).map(\.1), [2, 3, -2])
    }

    func testALongDefinitionMergesWholeWithTheSameCancellations() {
        // s0 + s1 + s2 + s3, the gap after s1 (added last); s1 := 2 + s5 − s2, a
        // definition a sixteenth of the level or more: 2 + s0 + (1 − 1)·s2 + s3 + s5.
        var costs = CostRow()
        for s: Int32 in [0, 2, 3, 1] { costs.add(s, 1) }
        var definition = SparseRow(constant: 2)
        definition.add(5, 1)
        definition.add(2, -1)
        costs.merge(adding: definition, times: 1, eliminating: 1)
        XCTAssertEqual(costs.constant, 2)
        XCTAssertEqual(costs.symbols, [0, 3, 5])
        XCTAssertEqual(costs.cells.map(\.coefficient), [1, 1, 1])
        costs.add(4, 7) // the row takes edits afterwards as before
        XCTAssertEqual(costs.symbols, [0, 3, 4, 5])
    }

    /// The first and last symbols follow every edit, wherever the gap is: removing the
    /// first or the last cell, adding before the first or after the last, a long merge
    /// that replaces the storage, and emptying the row.
    func testTheFirstAndLastSymbolsFollowEveryEdit() {
        var costs = CostRow()
        assertSpans(costs, [])
        for s in [20, 10, 30] { costs.add(Int32(s), 1) }
        assertSpans(costs, [10, 20, 30])
        costs.remove(10)                 // the first goes
        assertSpans(costs, [20, 30])
        costs.add(30, -1)                // the last cancels out
        assertSpans(costs, [20])
        costs.add(5, 2)                  // before the first
        costs.add(40, 2)                 // after the last
        assertSpans(costs, [5, 20, 40])
        var definition = SparseRow(constant: 1)
        definition.add(50, 1)
        definition.add(2, 1)
        costs.merge(adding: definition, times: 1, eliminating: 40)   // long: a new storage
        assertSpans(costs, [2, 5, 20, 50])
        for s in [2, 5, 20, 50] { costs.setCoefficient(Int32(s), 0) }
        assertSpans(costs, [])
        // The range, not the symbols: 3...49 lies between 2 and 50, which name none of it.
        XCTAssertEqual(CostRow(definition).spans(from: 3, to: 49), true)
        XCTAssertEqual(CostRow(definition).spans(from: 51, to: 60), false)
    }

    func testACostRowMadeFromARowReadsAsThatRow() {
        var row = SparseRow(constant: 4)
        row.add(8, -1)
        row.add(3, 2)
        assertSame(CostRow(row), row)
    }

    /// A regime change's pattern: each merge removes one item's cost and adds the next
    /// item's, a little further along a long row each time, while new constraints' costs
    /// go at the end. The gap follows the sweep; the row reads as a ``SparseRow`` would.
    func testASweepOfMergesAlongALongRowAgreesWithASparseRow() {
        var costs = CostRow()
        var reference = SparseRow()
        var changes = MergeChanges()
        for s in stride(from: Int32(0), to: 3_000, by: 3) {
            costs.add(s, 1)
            reference.add(s, 1)
        }
        for item in stride(from: Int32(0), to: 2_990, by: 3) {
            var definition = SparseRow(constant: 1)
            definition.add(item + 1, -1)
            definition.add(item + 3, 0.5)
            costs.merge(adding: definition, times: 2, eliminating: item)
            SparseRow.merge(into: &reference, adding: definition, times: 2, eliminating: item,
                            changes: &changes, trackChanges: false)
            costs.add(10_000 + item, 1)
            reference.add(10_000 + item, 1)
        }
        assertSame(costs, reference)
        // 1 000 costs; each of the 997 merges trades one for another, and adds one at the end.
        XCTAssertEqual(costs.count, 1_000 + 997)
    }

    /// Random additions, removals and merges, at random places, give the same cells and
    /// constants as the same operations on a ``SparseRow`` (whose merge is the tableau's).
    /// Rows grow to a few hundred cells; most definitions are short (edits through the
    /// gap), some long (a linear merge, as for a definition a sixteenth of the level).
    func testRandomEditsAgreeWithASparseRow() {
        var rng = SplitMix64(seed: 2026_11_27)
        for run in 0..<50 {
            var costs = CostRow()
            var reference = SparseRow()
            var changes = MergeChanges()
            for step in 0..<300 {
                let symbol = Int32.random(in: 0..<400, using: &rng)
                let coefficient = Double(Int.random(in: -4...4, using: &rng)) / 2
                switch Int.random(in: 0..<6, using: &rng) {
                case 0, 1:
                    costs.add(symbol, coefficient)
                    reference.add(symbol, coefficient)
                case 2:
                    costs.remove(symbol)
                    reference.remove(symbol)
                case 3:
                    costs.setCoefficient(symbol, coefficient)
                    reference.setCoefficient(symbol, coefficient)
                default:
                    var definition = SparseRow(constant: Double(Int.random(in: -3...3, using: &rng)))
                    let length = Int.random(in: 0..<4, using: &rng) == 0 ? Int.random(in: 10...40, using: &rng)
                        : Int.random(in: 0...5, using: &rng)
                    // Now and then naming the eliminated symbol too (a definition never
                    // does; both merges then sum it alike).
                    for _ in 0..<length {
                        let s = Int32.random(in: 0..<400, using: &rng)
                        definition.add(s, Double(Int.random(in: -3...3, using: &rng)))
                    }
                    let factor = reference.coefficient(of: symbol)
                    guard factor != 0 else { continue }
                    costs.merge(adding: definition, times: factor, eliminating: symbol)
                    SparseRow.merge(into: &reference, adding: definition, times: factor, eliminating: symbol,
                                    changes: &changes, trackChanges: false)
                }
                assertSame(costs, reference, "run \(run), step \(step)")
                if costs.count != reference.count { return }
            }
        }
    }
}

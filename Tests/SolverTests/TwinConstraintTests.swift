import XCTest
@testable import Solver

/// An item's compression resistance (`w ≥ c` at 750) and hugging (`w ≤ c` at 250) are
/// twins: once the identity row that relates their four symbols has been solved for a
/// symbol of each side (the item crossed its intrinsic length), the pair shares one row,
/// and a pinned chain then crosses its natural length without a pivot per item (see
/// `SolverCore.mergeTwins()`).
final class TwinConstraintTests: XCTestCase {
    /// `x0 == 0`; for each item, compression and hugging at its intrinsic length `cᵢ`
    /// (10, 15 or 20), `x[i+1] == x[i] + w[i] + 8`; the end `x[n−1] + w[n−1]` pinned by an
    /// edit at 999. The first item takes any difference from the natural length (the
    /// tie rule: the lowest id).
    final class PinnedChain {
        let solver = SimplexSolver()
        let x: [Variable]
        let w: [Variable]
        let end = Variable("end")
        let intrinsic: [Double]
        var compression: [Constraint] = []
        var hugging: [Constraint] = []

        init(count n: Int) throws {
            x = (0..<n).map { Variable("x\($0)") }
            w = (0..<n).map { Variable("w\($0)") }
            intrinsic = (0..<n).map { 10 + 5 * Double($0 % 3) }
            try solver.add(x[0] == 0)
            for i in 0..<n {
                compression.append((w[i] >= intrinsic[i]).priority(750))
                hugging.append((w[i] <= intrinsic[i]).priority(250))
                try solver.add(compression[i])
                try solver.add(hugging[i])
                if i + 1 < n { try solver.add(x[i + 1] == x[i] + w[i] + 8) }
            }
            try solver.add(x[n - 1] + w[n - 1] == end)
            try solver.addEditVariable(end, priority: 999)
            try pin(at: natural)
        }

        var natural: Double { intrinsic.reduce(0, +) + 8 * Double(intrinsic.count - 1) }

        func pin(at length: Double) throws {
            try solver.suggestValue(end, length)
            solver.updateVariables()
        }

        /// Crosses the natural length four times: enough for every pair to show its
        /// identity on both sides and merge.
        func crossBackAndForth() throws {
            for factor in [1.25, 0.75, 1.25, 0.75] { try pin(at: factor * natural) }
        }

        /// Checks every width against `widths` and every position against the sum of
        /// the widths and gaps before it.
        func assertLayout(widths: [Double], file: StaticString = #filePath, line: UInt = #line) {
            var position = 0.0
            for i in widths.indices {
                assertValue(solver, x[i], position, "x\(i)", file: file, line: line)
                assertValue(solver, w[i], widths[i], "w\(i)", file: file, line: line)
                position += widths[i] + 8
            }
        }
    }

    func testCrossingsAfterTheMergeTakeNoPivotPerItem() throws {
        let chain = try PinnedChain(count: 40)
        let rowsBefore = chain.solver.statistics.rows
        try chain.crossBackAndForth()
        // One row fewer per item but the first: each pair's identity row went. The first
        // item takes the difference, away from its intrinsic length on either side, where
        // its four symbols are not zero and its rows are not the identity.
        XCTAssertEqual(chain.solver.statistics.rows, rowsBefore - 39)
        let pivots = chain.solver.statistics.pivots
        try chain.pin(at: 1.25 * chain.natural)
        XCTAssertLessThanOrEqual(chain.solver.statistics.pivots - pivots, 4, "\(chain.solver.statistics)")
        // 14 items of 10, 13 of 15 and 13 of 20, 39 gaps of 8: 907. Stretched by a
        // quarter of it, the first item takes all 226.75.
        XCTAssertEqual(chain.natural, 907)
        chain.assertLayout(widths: [10 + 226.75] + chain.intrinsic.dropFirst())
        try chain.pin(at: 0.75 * chain.natural)
        XCTAssertLessThanOrEqual(chain.solver.statistics.pivots - pivots, 8, "\(chain.solver.statistics)")
        chain.assertLayout(widths: [10 - 226.75] + chain.intrinsic.dropFirst())
    }

    func testAMergedItemWithoutItsHuggingTakesTheStretch() throws {
        let chain = try PinnedChain(count: 12)
        try chain.crossBackAndForth()
        try chain.solver.remove(chain.hugging[5])
        // Natural 10·4 + 15·4 + 20·4 + 8·11 = 268; at 1.25, 67 more, free for item 5.
        try chain.pin(at: 1.25 * chain.natural)
        var widths = chain.intrinsic
        widths[5] += 67
        chain.assertLayout(widths: widths)
        // Compressed, its compression resistance still holds it; the first item gives.
        try chain.pin(at: 0.75 * chain.natural)
        chain.assertLayout(widths: [10 - 67] + chain.intrinsic.dropFirst())
    }

    func testANewHuggingConstantSplitsThePair() throws {
        let chain = try PinnedChain(count: 12)
        try chain.crossBackAndForth()
        let rows = chain.solver.statistics.rows
        // w2 ≤ 20 + 5: item 2 may grow by 5 at no cost.
        try chain.solver.setConstant(-(chain.intrinsic[2] + 5), of: chain.hugging[2])
        XCTAssertEqual(chain.solver.statistics.rows, rows + 1, "the hugging has a row of its own again")
        try chain.pin(at: 1.25 * chain.natural)
        var widths = chain.intrinsic
        widths[2] += 5
        widths[0] += 67 - 5
        chain.assertLayout(widths: widths)
    }

    func testALowerPriorityForAMergedHuggingMovesTheStretchToItsItem() throws {
        let chain = try PinnedChain(count: 12)
        try chain.crossBackAndForth()
        try chain.solver.setPriority(100, of: chain.hugging[7])
        try chain.pin(at: 1.25 * chain.natural)
        var widths = chain.intrinsic
        widths[7] += 67
        chain.assertLayout(widths: widths)
    }

    func testRemovingBothTwinsLeavesTheChainAsIfTheyHadNeverBeen() throws {
        let chain = try PinnedChain(count: 12)
        try chain.crossBackAndForth()
        try chain.solver.remove(chain.compression[4])
        try chain.solver.remove(chain.hugging[4])
        // Item 4 (intrinsic 15) is free: it takes any difference, even compressed.
        try chain.pin(at: 0.75 * chain.natural)
        var widths = chain.intrinsic
        widths[4] -= 67
        chain.assertLayout(widths: widths)
    }

    /// A loose chain (pinned at one end) never shows the identity: both slacks of each
    /// item name positions, which stay parameters, so hiding an item moves them.
    func testALooseChainKeepsItsTwinsApart() throws {
        let chain = try ParameterMoveTests.Chain(count: 60)
        let rows = chain.solver.statistics.rows
        for _ in 0..<3 {
            try chain.solver.remove(chain.spacing[29])
            try chain.solver.remove(chain.spacing[30])
            let bridge = chain.x[31] == chain.x[29] + chain.w[29] + 8
            try chain.solver.add(bridge)
            try chain.solver.remove(bridge)
            try chain.solver.add(chain.spacing[29])
            try chain.solver.add(chain.spacing[30])
        }
        XCTAssertEqual(chain.solver.statistics.rows, rows)
        XCTAssertGreaterThan(chain.solver.statistics.parameterMoves, 0)
        for i in 0..<60 { assertValue(chain.solver, chain.x[i], Double(18 * i)) }
    }

    /// Random crossings, hides (a required `w == 0`), new intrinsic lengths and new
    /// priorities on a pinned chain whose items weigh their errors 1 + i/1000 (so that
    /// the optimum is unique): after every step, every value is what a fresh solver given
    /// the same constraints finds.
    func testAHistoryOfMergesGivesTheValuesOfAFreshSolver() throws {
        var random = SplitMix64(seed: 0x7_1175)
        let n = 16
        let x = (0..<n).map { Variable("x\($0)") }, w = (0..<n).map { Variable("w\($0)") }
        let end = Variable("end")
        let intrinsic = (0..<n).map { _ in Double(Int.random(in: 1...8, using: &random)) * 5 }
        let compression = (0..<n).map { (w[$0] >= intrinsic[$0]).priority(750).weight(1 + Double($0) / 1000) }
        let hugging = (0..<n).map { (w[$0] <= intrinsic[$0]).priority(250).weight(1 + Double($0) / 1000) }
        var fixed: [Constraint] = [x[0] == 0, x[n - 1] + w[n - 1] == end]
        for i in 0..<(n - 1) { fixed.append(x[i + 1] == x[i] + w[i] + 8) }
        var hidden: [Int: Constraint] = [:]
        var length = 400.0

        let solver = SimplexSolver()
        for c in fixed { try solver.add(c) }
        for i in 0..<n {
            try solver.add(compression[i])
            try solver.add(hugging[i])
        }
        try solver.addEditVariable(end, priority: 999)

        for step in 0..<120 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5:
                length = Double(Int.random(in: 100...700, using: &random))
            case 5, 6:
                let i = Int.random(in: 1..<n, using: &random)
                if let hide = hidden.removeValue(forKey: i) {
                    try solver.remove(hide)
                } else {
                    hidden[i] = w[i] == 0
                    try solver.add(hidden[i]!)
                }
            case 7, 8:
                // A new intrinsic length: both twins' constants change, one after the other.
                let i = Int.random(in: 0..<n, using: &random)
                let intrinsicLength = Double(Int.random(in: 1...8, using: &random)) * 5
                try solver.setConstant(-intrinsicLength, of: compression[i])
                try solver.setConstant(-intrinsicLength, of: hugging[i])
            default:
                let i = Int.random(in: 0..<n, using: &random)
                try solver.setPriority([150, 250, 400][Int.random(in: 0..<3, using: &random)], of: hugging[i])
            }
            try solver.suggestValue(end, length)
            solver.updateVariables()

            let fresh = SimplexSolver()
            for c in fixed + compression + hugging + hidden.keys.sorted().map({ hidden[$0]! }) {
                try fresh.add(Constraint(c.expression, c.relation, priority: c.priority, weight: c.weight))
            }
            try fresh.addEditVariable(end, priority: 999)
            try fresh.suggestValue(end, length)
            fresh.updateVariables()
            for v in x + w {
                XCTAssertEqual(solver.value(of: v)!, fresh.value(of: v)!, accuracy: 1e-9, "\(v) at step \(step)")
            }
        }
        // The history merged pairs: fewer rows than the pairs apart would hold.
        XCTAssertLessThan(solver.statistics.rows, Self.rowsWithTwinsApart(count: n) + hidden.count)
    }

    /// The rows of a pinned chain of `n` items whose twins stay apart: two per item, the
    /// spacings, the pins and the edit.
    private static func rowsWithTwinsApart(count n: Int) -> Int { 2 * n + (n - 1) + 2 + 1 }
}

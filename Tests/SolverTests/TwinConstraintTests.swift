import XCTest
@testable import Solver

/// An item's compression resistance (`w ≥ c` at 750) and hugging (`w ≤ c` at 250) are
/// twins: once the identity row that relates their four symbols has been solved for a
/// symbol of each side (the item crossed its intrinsic length), the pair shares one row,
/// and a pinned chain then crosses its natural length without a pivot per item (see
/// `SolverCore.mergeTwins()`).
final class TwinConstraintTests: XCTestCase {
    typealias Chain = RegimeChangeTests.Chain

    /// A chain of `count` items pinned at its natural length, then crossed four times
    /// (1.25, 0.75, 1.25, 0.75 of it): enough for every pair to show its identity on both
    /// sides and merge. The first item takes any difference (the tie rule: the lowest id).
    func crossedChain(count: Int) throws -> Chain {
        let chain = try Chain(count: count, length: Chain.natural(count))
        for factor in [1.25, 0.75, 1.25, 0.75] { try pin(chain, at: factor) }
        return chain
    }

    /// Moves the end to `factor` times the natural length.
    func pin(_ chain: Chain, at factor: Double) throws {
        try chain.solver.setConstant(-factor * Chain.natural(chain.w.count), of: chain.end)
    }

    /// Checks every width against `widths` and every position against the sum of the
    /// widths and gaps before it.
    func assertLayout(_ chain: Chain, widths: [Double], file: StaticString = #filePath, line: UInt = #line) {
        var position = 0.0
        for i in widths.indices {
            assertValue(chain.solver, chain.x[i], position, "x\(i)", file: file, line: line)
            assertValue(chain.solver, chain.w[i], widths[i], "w\(i)", file: file, line: line)
            position += widths[i] + 8
        }
    }

    /// The intrinsic widths of the first `count` items (10, 15, …, 40, then again).
    func intrinsic(_ count: Int) -> [Double] { (0..<count).map(Chain.intrinsic) }

    func testCrossingsAfterTheMergeTakeNoPivotPerItem() throws {
        let rowsApart = try Chain(count: 40, length: Chain.natural(40)).solver.statistics.rows
        let chain = try crossedChain(count: 40)
        // One row fewer per item: each pair's identity row went, and the first item's
        // pair merged too. That item takes the difference, away from its intrinsic length
        // on either side, so its two symbols of that amount are basic, in rows that name
        // the whole chain and differ by the identity: one of them went.
        XCTAssertEqual(chain.solver.statistics.rows, rowsApart - 40)
        let pivots = chain.solver.statistics.pivots
        try pin(chain, at: 1.25)
        XCTAssertLessThanOrEqual(chain.solver.statistics.pivots - pivots, 4, "\(chain.solver.statistics)")
        // Widths 10, 15, …, 40 five times over, then 10 to 30: 5·175 + 100 = 975, and 39
        // gaps of 8: 1 287. Stretched by a quarter of it, the first item takes all 321.75.
        XCTAssertEqual(Chain.natural(40), 1_287)
        assertLayout(chain, widths: [10 + 321.75] + intrinsic(40).dropFirst())
        try pin(chain, at: 0.75)
        XCTAssertLessThanOrEqual(chain.solver.statistics.pivots - pivots, 8, "\(chain.solver.statistics)")
        assertLayout(chain, widths: [10 - 321.75] + intrinsic(40).dropFirst())
    }

    /// Compressing a pinned chain of 40 items solves 39 pairs' identities anew in one change
    /// (every item but the first, which takes the difference): at least
    /// `SolverCore.regimeChangePairs`, so they merge before the next change, and the first
    /// crossing, back to a stretch, takes no pivot per item.
    func testARegimeChangeOfManyPairsMergesThemBeforeTheyCross() throws {
        let rowsApart = try Chain(count: 40, length: Chain.natural(40)).solver.statistics.rows
        let chain = try Chain(count: 40, length: Chain.natural(40))
        try pin(chain, at: 0.75)
        assertLayout(chain, widths: [10 - 321.75] + intrinsic(40).dropFirst())
        let pivots = chain.solver.statistics.pivots
        try pin(chain, at: 1.25)
        XCTAssertLessThanOrEqual(chain.solver.statistics.pivots - pivots, 4, "\(chain.solver.statistics)")
        // The 39 pairs of the regime change and the first item's.
        XCTAssertEqual(chain.solver.statistics.rows, rowsApart - 40)
        assertLayout(chain, widths: [10 + 321.75] + intrinsic(40).dropFirst())
    }

    /// Twelve items: 11 pairs solved anew by the compression, fewer than
    /// `SolverCore.regimeChangePairs`. They stay apart until they have crossed: the
    /// first crossing pivots once per item, and the pairs merge at its end. Only the
    /// first item's pair, which takes the compression in two rows naming the whole
    /// chain, merges before.
    func testAFewPairsStayApartUntilTheyHaveCrossed() throws {
        let rowsApart = try Chain(count: 12, length: Chain.natural(12)).solver.statistics.rows
        let chain = try Chain(count: 12, length: Chain.natural(12))
        try pin(chain, at: 0.75)
        XCTAssertEqual(chain.solver.statistics.rows, rowsApart - 1)
        let pivots = chain.solver.statistics.pivots
        try pin(chain, at: 1.25)
        XCTAssertGreaterThanOrEqual(chain.solver.statistics.pivots - pivots, 11, "\(chain.solver.statistics)")
        XCTAssertEqual(chain.solver.statistics.rows, rowsApart - 12)
        assertLayout(chain, widths: [10 + 90.75] + intrinsic(12).dropFirst())
        try pin(chain, at: 0.75)
        XCTAssertEqual(chain.solver.statistics.rows, rowsApart - 12)
        assertLayout(chain, widths: [10 - 90.75] + intrinsic(12).dropFirst())
    }

    /// Pairs merged by a regime change still bound their lengths from both sides once the
    /// chain is let go: without its end pin, every item takes its intrinsic width again.
    func testAChainLetGoAfterARegimeChangeTakesItsIntrinsicWidths() throws {
        let rowsApart = try Chain(count: 40, length: Chain.natural(40)).solver.statistics.rows
        let chain = try Chain(count: 40, length: Chain.natural(40))
        try pin(chain, at: 0.75)
        try pin(chain, at: 1.25)
        XCTAssertEqual(chain.solver.statistics.rows, rowsApart - 40, "the pairs merged")
        try chain.solver.remove(chain.end)
        assertLayout(chain, widths: intrinsic(40))
        // Pinned again below its natural length, the first item gives as before.
        try chain.solver.add(chain.end)
        try pin(chain, at: 0.75)
        assertLayout(chain, widths: [10 - 321.75] + intrinsic(40).dropFirst())
    }

    // Twelve items: 175 + 100 = 275 and 11 gaps of 8, natural 363; a quarter is 90.75.

    /// Stretched, the first item has both symbols of the amount above its intrinsic width
    /// basic (its compression's slack, its hugging's error), in two rows that name every
    /// other item and differ by the identity: they become one at the end of the change.
    /// Without its hugging the item keeps the stretch; compressed, it resists like the
    /// others, and gives first.
    func testTheAbsorbingItemsTwoRowsBecomeOneAndStillSplit() throws {
        let rowsApart = try Chain(count: 12, length: Chain.natural(12)).solver.statistics.rows
        let chain = try Chain(count: 12, length: Chain.natural(12))
        try pin(chain, at: 1.25)
        XCTAssertEqual(chain.solver.statistics.rows, rowsApart - 1)
        assertLayout(chain, widths: [10 + 90.75] + intrinsic(12).dropFirst())
        try chain.solver.remove(chain.hugging[0])
        assertLayout(chain, widths: [10 + 90.75] + intrinsic(12).dropFirst())
        try pin(chain, at: 0.75)
        assertLayout(chain, widths: [10 - 90.75] + intrinsic(12).dropFirst())
    }

    /// Two items held to one share (`w₀ == w₁`, `w₀ + w₁ == 50`), as `fillEqually` holds
    /// them: 25 each stretches both past their intrinsic widths (10 and 20), so each pair
    /// has both symbols of its amount above basic, in short rows. They merge (the four
    /// bounds' rows and the two required ones, six, become four), and hold their lengths
    /// from either side when the share goes below both intrinsic widths.
    func testItemsStretchedByAShareMergeTheirTwins() throws {
        let solver = SimplexSolver()
        let w = [Variable("w0"), Variable("w1")]
        for (i, intrinsic) in [10.0, 20.0].enumerated() {
            try solver.add((w[i] >= intrinsic).priority(750))
            try solver.add((w[i] <= intrinsic).priority(250))
        }
        try solver.add(w[0] == w[1])
        let total = w[0] + w[1] == 50
        try solver.add(total)
        XCTAssertEqual(solver.statistics.rows, 4)
        assertValue(solver, w[0], 25)
        assertValue(solver, w[1], 25)
        // 8 in all: 4 each, both compressed (item 0 by 6, item 1 by 16).
        try solver.setConstant(-8, of: total)
        assertValue(solver, w[0], 4)
        assertValue(solver, w[1], 4)
        XCTAssertEqual(solver.statistics.rows, 4)
    }

    /// An item hidden in a loose chain the way a stack view hides it (its spacings go,
    /// its neighbours are spaced directly, a required `w == 0` collapses it) has its
    /// amount below basic too, but its length is zero: its twins stay apart, and showing
    /// it again leaves the tableau's rows as they were.
    func testAnItemHiddenInALooseChainKeepsItsTwinsApart() throws {
        let chain = try MarkerRemovalTests.Stack(count: 60)
        try chain.solver.remove(chain.spacing[29])
        try chain.solver.remove(chain.spacing[30])
        try chain.solver.add(chain.x[31] == chain.x[29] + chain.w[29] + 8)
        let rows = chain.solver.statistics.rows
        let collapse = chain.w[30] == 0
        try chain.solver.add(collapse)
        XCTAssertEqual(chain.solver.statistics.rows, rows + 1, "the collapse's row, nothing merged")
        assertValue(chain.solver, chain.w[30], 0)
        // x₃₁ = x₂₉ + 10 + 8: every later item moves left by one item and gap, 18.
        for i in 0..<60 where i != 30 {
            assertValue(chain.solver, chain.x[i], Double(18 * i - (i > 30 ? 18 : 0)))
            assertValue(chain.solver, chain.w[i], 10)
        }
        try chain.solver.remove(collapse)
        XCTAssertEqual(chain.solver.statistics.rows, rows)
    }

    func testAMergedItemWithoutItsHuggingTakesTheStretch() throws {
        let chain = try crossedChain(count: 12)
        try chain.solver.remove(chain.hugging[5])
        // Stretched, item 5 (intrinsic 35) grows for free.
        try pin(chain, at: 1.25)
        var widths = intrinsic(12)
        widths[5] += 90.75
        assertLayout(chain, widths: widths)
        // Compressed, its compression resistance still holds it; the first item gives.
        try pin(chain, at: 0.75)
        assertLayout(chain, widths: [10 - 90.75] + intrinsic(12).dropFirst())
    }

    func testANewHuggingConstantSplitsThePair() throws {
        let chain = try crossedChain(count: 12)
        let rows = chain.solver.statistics.rows
        // w2 ≤ 20 + 5: item 2 may grow by 5 at no cost.
        try chain.solver.setConstant(-(Chain.intrinsic(2) + 5), of: chain.hugging[2])
        XCTAssertEqual(chain.solver.statistics.rows, rows + 1, "the hugging has a row of its own again")
        try pin(chain, at: 1.25)
        var widths = intrinsic(12)
        widths[2] += 5
        widths[0] += 90.75 - 5
        assertLayout(chain, widths: widths)
    }

    func testALowerPriorityForAMergedHuggingMovesTheStretchToItsItem() throws {
        let chain = try crossedChain(count: 12)
        try chain.solver.setPriority(100, of: chain.hugging[7])
        try pin(chain, at: 1.25)
        var widths = intrinsic(12)
        widths[7] += 90.75
        assertLayout(chain, widths: widths)
    }

    func testRemovingBothTwinsLeavesTheChainAsIfTheyHadNeverBeen() throws {
        let chain = try crossedChain(count: 12)
        try chain.solver.remove(chain.compression[4])
        try chain.solver.remove(chain.hugging[4])
        // Item 4 (intrinsic 30) is free: it takes any difference, even compressed.
        try pin(chain, at: 0.75)
        var widths = intrinsic(12)
        widths[4] -= 90.75
        assertLayout(chain, widths: widths)
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
        try checkHistoryOfMerges(items: 16, seed: 0x7_1175)
    }

    /// The same with 24 items: compressing or stretching the chain solves at least
    /// `SolverCore.regimeChangePairs` pairs anew, which then merge before they cross.
    func testAHistoryWithRegimeChangesGivesTheValuesOfAFreshSolver() throws {
        try checkHistoryOfMerges(items: 24, seed: 0x24_1175)
    }

    private func checkHistoryOfMerges(items n: Int, seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let x = (0..<n).map { Variable("x\($0)") }, w = (0..<n).map { Variable("w\($0)") }
        let end = Variable("end")
        let intrinsic = (0..<n).map { _ in Double(Int.random(in: 1...8, using: &random)) * 5 }
        let compression = (0..<n).map { (w[$0] >= intrinsic[$0]).priority(750).weight(1 + Double($0) / 1000) }
        let hugging = (0..<n).map { (w[$0] <= intrinsic[$0]).priority(250).weight(1 + Double($0) / 1000) }
        var fixed: [Constraint] = [x[0] == 0, x[n - 1] + w[n - 1] == end]
        for i in 0..<(n - 1) { fixed.append(x[i + 1] == x[i] + w[i] + 8) }
        var hidden: [Int: Constraint] = [:]
        var length = Double(400 * n / 16)

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
                length = Double(Int.random(in: (100 * n / 16)...(700 * n / 16), using: &random))
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

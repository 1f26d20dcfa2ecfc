import XCTest
@testable import Solver

/// A chain of equally weighted items pinned at both ends, resized across its natural
/// length: the item that absorbs the difference goes from compressed to stretched (a
/// regime change), while every other item stays at its intrinsic length, its hugging and
/// compression bounds both tight.
///
/// Items i = 0 … n − 1 have intrinsic widths cᵢ = 10 + 5·(i mod 7); `wᵢ ≥ cᵢ` at 750 and
/// `wᵢ ≤ cᵢ` at 250, all of weight 1; `x₀ == 0`, `xᵢ₊₁ == xᵢ + wᵢ + 8`, and the end
/// `xₙ₋₁ + wₙ₋₁ == length`. For n = 200 the natural length is 4 970 + 8·199 = 6 562.
final class RegimeChangeTests: XCTestCase {
    final class Chain {
        let solver = SimplexSolver()
        let x: [Variable]
        let w: [Variable]
        let end: Constraint
        /// Each item's `wᵢ ≥ cᵢ` and `wᵢ ≤ cᵢ`.
        private(set) var compression: [Constraint] = []
        private(set) var hugging: [Constraint] = []

        static func intrinsic(_ i: Int) -> Double { 10 + 5 * Double(i % 7) }

        init(count: Int, length: Double) throws {
            x = (0..<count).map { Variable("x\($0)") }
            w = (0..<count).map { Variable("w\($0)") }
            try solver.add(x[0] == 0)
            for i in 0..<count {
                compression.append((w[i] >= Self.intrinsic(i)).priority(750))
                hugging.append((w[i] <= Self.intrinsic(i)).priority(250))
                try solver.add(compression[i])
                try solver.add(hugging[i])
                if i > 0 { try solver.add(x[i] == x[i - 1] + w[i - 1] + 8) }
            }
            end = x[count - 1] + w[count - 1] == length
            try solver.add(end)
        }

        static func natural(_ count: Int) -> Double {
            (0..<count).reduce(0) { $0 + intrinsic($1) } + 8 * Double(count - 1)
        }

        /// Cells merged by moving the end to `length`.
        func cellsMerged(resizingTo length: Double) throws -> Int {
            let before = solver.statistics.mergedCells
            try solver.setConstant(-length, of: end)
            return solver.statistics.mergedCells - before
        }
    }

    /// The primal simplex finds the first costs of many candidates by reading the levels
    /// rather than looking each one up (a hide in a long pinned stack makes every item's
    /// symbols candidates). Both ways rank the same candidates the same: forced one way
    /// or the other, the same changes take the same pivots to the same values.
    func testReadingTheLevelsForCandidatesChoosesAsLookingEachUp() throws {
        let natural = Chain.natural(200)
        var chains: [Chain] = []
        for scan in [Tableau.CostScan.bySymbol, .bySymbolReadingLevels] {
            let chain = try Chain(count: 200, length: natural)
            chain.solver.core.tableau.costScan = scan
            for factor in [0.75, 1.25, 1.1, 0.9] { try chain.solver.setConstant(-factor * natural, of: chain.end) }
            // Item 100 collapses, then lets go.
            let collapse = chain.w[100] == 0
            try chain.solver.add(collapse)
            try chain.solver.remove(collapse)
            chain.solver.updateVariables()
            chains.append(chain)
        }
        XCTAssertEqual(chains[0].solver.statistics.pivots, chains[1].solver.statistics.pivots)
        for i in 0..<200 {
            XCTAssertEqual(chains[0].x[i].value, chains[1].x[i].value, "x\(i)")
            XCTAssertEqual(chains[0].w[i].value, chains[1].w[i].value, "w\(i)")
        }
        // Compressed to 0.9 of its length, one item gives the whole tenth: every item's
        // compression costs the same, and the optimum is a vertex (which item is a tie at
        // one priority, and the history decides it).
        let giving = (0..<200).filter { abs(chains[1].w[$0].value - Chain.intrinsic($0)) > 1e-9 }
        XCTAssertEqual(giving.count, 1, "\(giving)")
        if let i = giving.first {
            XCTAssertEqual(chains[1].w[i].value, Chain.intrinsic(i) - 0.1 * natural, accuracy: 1e-9)
        }
    }

    func testTheFirstItemAbsorbsACompressionAndThenAStretch() throws {
        let chain = try Chain(count: 200, length: 6_562)
        try chain.solver.setConstant(-6_000, of: chain.end)
        XCTAssertEqual(chain.solver.value(of: chain.w[0])!, 10 - 562, accuracy: 1e-9)
        try chain.solver.setConstant(-7_000, of: chain.end)
        XCTAssertEqual(chain.solver.value(of: chain.w[0])!, 10 + 438, accuracy: 1e-9)
        for i in 1..<200 {
            XCTAssertEqual(chain.solver.value(of: chain.w[i])!, Chain.intrinsic(i), accuracy: 1e-9, "w\(i)")
        }
        XCTAssertEqual(chain.solver.value(of: chain.x[199])!, 7_000 - 25, accuracy: 1e-9)
    }

    /// From compressed to stretched, every other item's two bounds trade places in the
    /// basis. Each of those pivots writes a few cells; the row that names every item
    /// must not be carried from item to item (it was: N cells per pivot).
    func testACompressedChainStretchesInWorkLinearInItsLength() throws {
        var merged: [Int] = []
        for count in [200, 400] {
            let natural = Chain.natural(count)
            let chain = try Chain(count: count, length: natural)
            _ = try chain.cellsMerged(resizingTo: 0.75 * natural)
            merged.append(try chain.cellsMerged(resizingTo: 1.25 * natural))
        }
        XCTAssertLessThan(merged[1], 3 * merged[0], "doubling the chain more than doubles the work: \(merged)")
        XCTAssertLessThan(merged[1], 40 * 400)
    }
}

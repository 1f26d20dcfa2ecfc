import XCTest
@testable import Solver

/// The dual simplex repairs a long chain by moving its free positions (parameters), not
/// by pivoting them in: closing a gap in the middle of a chain pinned at one end moves
/// every later position, and the tableau neither fills in nor grows.
final class ParameterMoveTests: XCTestCase {
    /// `x0 == 0` (required); for each i, `x[i+1] == x[i] + w[i] + 8` (required) and
    /// `w[i] == 10` at 750 and 250 from both sides, as a stack's content size gives it.
    final class Chain {
        let solver = SimplexSolver()
        let x: [Variable]
        let w: [Variable]
        var spacing: [Constraint] = []

        init(count n: Int) throws {
            x = (0..<n).map { Variable("x\($0)") }
            w = (0..<n).map { Variable("w\($0)", subjectPreference: 1) }
            try solver.add(x[0] == 0)
            for i in 0..<n {
                try solver.add((w[i] >= 10).priority(750))
                try solver.add((w[i] <= 10).priority(250))
                if i + 1 < n {
                    let c = x[i + 1] == x[i] + w[i] + 8
                    spacing.append(c)
                    try solver.add(c)
                }
            }
        }
    }

    func testClosingAGapMovesTheTailWithoutPivots() throws {
        let chain = try Chain(count: 200)
        let before = chain.solver.statistics
        // Item 100 leaves the chain: its neighbours are spaced directly.
        try chain.solver.remove(chain.spacing[99])
        try chain.solver.remove(chain.spacing[100])
        try chain.solver.add(chain.x[101] == chain.x[99] + chain.w[99] + 8)
        let after = chain.solver.statistics
        for i in 0...99 { assertValue(chain.solver, chain.x[i], Double(18 * i)) }
        for i in 101..<200 { assertValue(chain.solver, chain.x[i], Double(18 * (i - 1))) }
        XCTAssertLessThanOrEqual(after.pivots - before.pivots, 4, "pivots: \(before) → \(after)")
        XCTAssertGreaterThanOrEqual(after.parameterMoves - before.parameterMoves, 99)
        XCTAssertLessThanOrEqual(after.cells, before.cells + 16, "no fill-in (pivots would add thousands of cells)")
    }

    func testReopeningTheGapMovesTheTailBack() throws {
        let chain = try Chain(count: 120)
        try chain.solver.remove(chain.spacing[59])
        try chain.solver.remove(chain.spacing[60])
        let bridge = chain.x[61] == chain.x[59] + chain.w[59] + 8
        try chain.solver.add(bridge)
        let cells = chain.solver.statistics.cells
        try chain.solver.remove(bridge)
        try chain.solver.add(chain.spacing[59])
        try chain.solver.add(chain.spacing[60])
        for i in 0..<120 { assertValue(chain.solver, chain.x[i], Double(18 * i)) }
        XCTAssertLessThanOrEqual(chain.solver.statistics.cells, cells + 32, "no fill-in")
    }

    func testAChainPinnedAtItsTailMovesItsHead() throws {
        let chain = try Chain(count: 60)
        // Pin the tail instead of the head: the head is now the free end.
        let head = chain.solver.constraints.first!
        try chain.solver.remove(head)
        try chain.solver.add(chain.x[59] == 1062)
        try chain.solver.remove(chain.spacing[29])
        try chain.solver.remove(chain.spacing[30])
        try chain.solver.add(chain.x[31] == chain.x[29] + chain.w[29] + 8)
        for i in 31..<60 { assertValue(chain.solver, chain.x[i], Double(18 * i)) }
        for i in 0...29 { assertValue(chain.solver, chain.x[i], Double(18 * (i + 1))) }
    }

    func testARefusedConstraintUndoesEveryMove() throws {
        let (solver, x, w) = try boundedChain()
        let n = x.count
        let before = snapshot(solver, x + w)
        // Widening item 10 moves every later position right (parameter moves), until the
        // last one runs into its bound, which nothing can give: refused, and every move
        // is undone.
        XCTAssertThrowsError(try solver.add(w[10] >= 30))
        XCTAssertEqual(snapshot(solver, x + w), before)
        try solver.add(w[10] >= 28)
        for i in 0...10 { assertValue(solver, x[i], Double(18 * i)) }
        for i in 11..<n { assertValue(solver, x[i], Double(18 * i + 18)) }
    }

    func testARefusedConstantChangeRestoresEveryRowItMoved() throws {
        let (solver, x, w) = try boundedChain()
        let n = x.count
        let widen = w[10] >= 20
        try solver.add(widen)
        let before = snapshot(solver, x + w)
        let statistics = solver.statistics
        // Only constants change on the way (the marker's rows, then parameter moves
        // down the chain) until the bound at the end refuses: every constant goes back.
        XCTAssertThrowsError(try solver.setConstant(-30, of: widen))
        XCTAssertEqual(snapshot(solver, x + w), before)
        XCTAssertEqual(solver.statistics.cells, statistics.cells)
        XCTAssertEqual(solver.statistics.rows, statistics.rows)
        try solver.setConstant(-28, of: widen)
        for i in 0...10 { assertValue(solver, x[i], Double(18 * i)) }
        for i in 11..<n { assertValue(solver, x[i], Double(18 * i + 18)) }
    }

    /// 50 items at least 10 wide (wanting exactly 10 at 250), 8 apart from `x0 == 0`, the
    /// last position at most 900: room for 18 more points of width in all.
    private func boundedChain() throws -> (solver: SimplexSolver, x: [Variable], w: [Variable]) {
        let solver = SimplexSolver()
        let n = 50
        let x = (0..<n).map { Variable("x\($0)") }
        let w = (0..<n).map { Variable("w\($0)", subjectPreference: 1) }
        try solver.add(x[0] == 0)
        for i in 0..<n {
            try solver.add(w[i] >= 10)
            try solver.add((w[i] <= 10).priority(250))
            if i + 1 < n { try solver.add(x[i + 1] == x[i] + w[i] + 8) }
        }
        try solver.add(x[n - 1] <= 900)
        return (solver, x, w)
    }
}

import XCTest
@testable import Solver

/// A refused call puts the objective back exactly: the journal keeps the old coefficient
/// of every objective cell the call changed (not a copy of each level's row, which made
/// each journaled addition to a long stack copy a row as long as the stack).
final class TableauJournalTests: XCTestCase {
    /// Each level: its priority, constant, count and scale, then its cells, bit for bit.
    private func objective(_ solver: SimplexSolver) -> [[String]] {
        solver.core.tableau.levels.map { level in
            ["\(level.priority.rawValue) \(level.row.constant.bitPattern) \(level.constraintCount) \(level.scale.bitPattern)"]
                + level.row.cells.map { "\($0.symbol): \($0.coefficient.bitPattern)" }
        }
    }

    /// x is pulled to 40 (750) and y, z follow it at lower priorities, so x's errors are
    /// in every level; `x == 200` is solved for x, substituted into the objective, and
    /// only then found to break `x <= 100`.
    private func pulledChain() throws -> (SimplexSolver, Variable) {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = SimplexSolver()
        try solver.add(x >= 0)
        try solver.add(x <= 100)
        try solver.add((x == 40).priority(.defaultHigh))
        try solver.add((y == x + 10).priority(.defaultLow))
        try solver.add((z == 2 * y).priority(Priority(100)))
        try solver.add((z <= 50).priority(Priority(50)))
        return (solver, x)
    }

    func testARefusedRequiredEqualityLeavesEveryObjectiveLevelAsItWas() throws {
        let (solver, x) = try pulledChain()
        let before = objective(solver)
        _ = expectAtomicFailure(solver, watching: [x]) { () throws(SolverError) in try solver.add(x == 200) }
        XCTAssertEqual(objective(solver), before)
    }

    func testARefusedRequiredInequalityLeavesEveryObjectiveLevelAsItWas() throws {
        let (solver, x) = try pulledChain()
        let before = objective(solver)
        _ = expectAtomicFailure(solver, watching: [x]) { () throws(SolverError) in try solver.add(x >= 150) }
        XCTAssertEqual(objective(solver), before)
    }
}

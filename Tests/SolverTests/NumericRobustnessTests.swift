import XCTest
@testable import Solver

/// The numeric contract (Docs/Solver.md, "Numeric contract"): at any coefficient the API
/// accepts, a call either solves with every required constraint holding, or is refused
/// with a typed error and changes nothing. Never a trap, never a broken required
/// constraint, never a conflict that is not one.
final class NumericRobustnessTests: XCTestCase {
    // Issue 25, reproducer 1: the pivot element 1e8 has a reciprocal below the old drop
    // tolerance, so the leaving row lost its own symbol and the pivot trapped.
    func testAPivotOnALargeCoefficientKeepsTheLeavingSymbol() throws {
        let solver = SimplexSolver()
        let x = Variable("x"), y = Variable("y")
        try solver.addEditVariable(x, priority: .defaultHigh)
        try solver.add((0.5 * y + 1e8 * x + 1 >= 0).priority(Priority(999.5)))
        try solver.add(x + 320 <= 0)
        // x ≤ −320 holds at −320 (nearest the edit's 0); then 0.5·y ≥ 3.2e10 − 1.
        assertValue(solver, x, -320)
        assertValue(solver, y, 6.4e10 - 2, accuracy: 1e-3)
    }
}

import XCTest
@testable import Solver

/// An optional constraint at or below every priority in use is solved for its own slack
/// or error when that keeps its row feasible (Docs/Solver.md, "The subject"): no other row
/// changes, and the primal simplex weighs the new level alone.
final class LowestLevelSubjectTests: XCTestCase {
    func testAnOptionalConstraintBelowEveryLevelIsTheWeakest() throws {
        let (solver, _) = try RestrictedSubjectTests.solverWithErrorsAt([750, 250])
        XCTAssertTrue(solver.core.isAtOrBelowEveryLevel(25))
    }

    func testAnOptionalConstraintAtTheLowestLevelInUseIsTheWeakest() throws {
        let (solver, _) = try RestrictedSubjectTests.solverWithErrorsAt([750, 250])
        XCTAssertTrue(solver.core.isAtOrBelowEveryLevel(250))
    }

    func testAnOptionalConstraintAboveALevelInUseIsNotTheWeakest() throws {
        let (solver, _) = try RestrictedSubjectTests.solverWithErrorsAt([750, 250])
        XCTAssertFalse(solver.core.isAtOrBelowEveryLevel(500))
    }

    func testARequiredConstraintIsNeverTheWeakest() {
        XCTAssertFalse(SimplexSolver().core.isAtOrBelowEveryLevel(.required))
    }

    /// `20 + x − e₁ + e₂`: the sparsity rules take the unrestricted x, the weakest takes e₁
    /// (20 + x + e₂ at x = 0 is feasible).
    func testTheWeakestIsSolvedForItsOwnErrorRatherThanAnUnrestrictedSymbol() throws {
        let (solver, row, ownError, otherError, x) = try Self.newOptionalRow(constant: 20)
        XCTAssertEqual(solver.core.chooseSubject(row, marker: ownError, other: otherError, keeping: -1,
                                                 tolerance: 1e-8, weakest: true), ownError)
        XCTAssertEqual(solver.core.chooseSubject(row, marker: ownError, other: otherError, keeping: -1,
                                                 tolerance: 1e-8, weakest: false), x)
    }

    /// `expression == 0` with a negative constant is stored negated: its other error has
    /// the negative coefficient then.
    func testTheWeakestTakesItsErrorWithTheNegativeCoefficient() throws {
        let (solver, row, ownError, otherError, _) = try Self.newOptionalRow(constant: 20, negated: true)
        XCTAssertEqual(solver.core.chooseSubject(row, marker: ownError, other: otherError, keeping: -1,
                                                 tolerance: 1e-8, weakest: true), otherError)
    }

    /// With a zero constant every subject keeps the row feasible: sparsity decides.
    func testAZeroConstantLeavesTheChoiceToTheSparsityRules() throws {
        let (solver, row, ownError, otherError, x) = try Self.newOptionalRow(constant: 0)
        XCTAssertEqual(solver.core.chooseSubject(row, marker: ownError, other: otherError, keeping: -1,
                                                 tolerance: 1e-8, weakest: true), x)
    }

    /// What the rule is for, seen from outside: a stack item's `height == 0 @25` beside
    /// its compression (750) and hugging (250) at 20 loses, and nothing moves.
    func testAWeakestConstraintThatLosesMovesNothing() throws {
        let solver = SimplexSolver()
        let height = Variable("height"), bottom = Variable("bottom")
        try solver.add((height >= 20).priority(.defaultHigh))
        try solver.add((height <= 20).priority(.defaultLow))
        try solver.add(bottom == height + 8)
        solver.updateVariables()
        _ = solver.takeChangedVariables()
        try solver.add((height == 0).priority(Priority(25)))
        solver.updateVariables()
        XCTAssertEqual(solver.takeChangedVariables().count, 0)
        XCTAssertEqual(height.value, 20)
        XCTAssertEqual(bottom.value, 28)
    }

    /// A solver with optional constraints at 750 and 250, and the row a new optional
    /// equality over a fresh `x` would have: `constant + x − e₁ + e₂` (negated, when asked),
    /// with its errors e₁ and e₂ and x.
    static func newOptionalRow(constant: Double, negated: Bool = false) throws
        -> (SimplexSolver, SparseRow, Int32, Int32, Int32) {
        let (solver, _) = try RestrictedSubjectTests.solverWithErrorsAt([750, 250])
        var allocated: [Int32] = [], registered: [Int32] = []
        let x = solver.core.symbol(for: Variable("x"), allocated: &allocated, registered: &registered)
        let ownError = solver.core.tableau.newSymbol(.error)
        let otherError = solver.core.tableau.newSymbol(.error)
        let sign: Double = negated ? -1 : 1
        var row = SparseRow(constant: constant)
        _ = row.add(x, sign)
        _ = row.add(ownError, -sign)
        _ = row.add(otherError, sign)
        return (solver, row, ownError, otherError, x)
    }
}

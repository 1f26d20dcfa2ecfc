import XCTest
@testable import Solver

/// An optional constraint at or below every priority in use is solved for its own error
/// when that keeps its row feasible (Docs/Solver.md, "The subject"): no other row changes,
/// and the primal simplex weighs the new level alone.
final class LowestLevelSubjectTests: XCTestCase {
    func testAnOptionalConstraintBelowEveryLevelIsSolvedForItsOwnError() throws {
        let (solver, row, ownError, otherError) = try Self.newOptionalRow(levelsInUse: [750, 250], constant: 20)
        XCTAssertEqual(solver.core.lowestLevelError(row, marker: ownError, other: otherError,
                                                    priority: 25, settles: false), ownError)
    }

    func testAnOptionalConstraintAtTheLowestLevelInUseIsSolvedForItsOwnError() throws {
        let (solver, row, ownError, otherError) = try Self.newOptionalRow(levelsInUse: [750, 250], constant: 20)
        XCTAssertEqual(solver.core.lowestLevelError(row, marker: ownError, other: otherError,
                                                    priority: 250, settles: false), ownError)
    }

    /// `expression == 0` with a negative constant is stored negated: its other error has
    /// the negative coefficient then.
    func testTheErrorWithTheNegativeCoefficientIsTheSubject() throws {
        let (solver, row, ownError, otherError) = try Self.newOptionalRow(levelsInUse: [750], constant: 20,
                                                                           negated: true)
        XCTAssertEqual(solver.core.lowestLevelError(row, marker: ownError, other: otherError,
                                                    priority: 25, settles: false), otherError)
    }

    func testALowerLevelInUseLeavesTheChoiceToTheSparsityRules() throws {
        let (solver, row, ownError, otherError) = try Self.newOptionalRow(levelsInUse: [750, 250], constant: 20)
        XCTAssertNil(solver.core.lowestLevelError(row, marker: ownError, other: otherError,
                                                  priority: 500, settles: false))
    }

    func testAZeroConstantLeavesTheChoiceToTheSparsityRules() throws {
        let (solver, row, ownError, otherError) = try Self.newOptionalRow(levelsInUse: [750], constant: 0)
        XCTAssertNil(solver.core.lowestLevelError(row, marker: ownError, other: otherError,
                                                  priority: 25, settles: false))
    }

    func testARequiredConstraintLeavesTheChoiceToTheSparsityRules() throws {
        let (solver, row, ownError, otherError) = try Self.newOptionalRow(levelsInUse: [750], constant: 20)
        XCTAssertNil(solver.core.lowestLevelError(row, marker: ownError, other: otherError,
                                                  priority: .required, settles: false))
    }

    func testAWideSystemLeavesTheChoiceToTheSparsityRules() throws {
        let (solver, row, ownError, otherError) = try Self.newOptionalRow(levelsInUse: [750], constant: 20)
        XCTAssertNil(solver.core.lowestLevelError(row, marker: ownError, other: otherError,
                                                  priority: 25, settles: true))
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

    /// A solver with an optional `xᵢ == i` at each priority, and the row a new optional
    /// equality over a fresh `x` would have: `constant + x − e₁ + e₂` (negated, when asked),
    /// with its two errors e₁ and e₂.
    static func newOptionalRow(levelsInUse: [Float], constant: Double, negated: Bool = false) throws
        -> (SimplexSolver, SparseRow, Int32, Int32) {
        let (solver, _) = try RestrictedSubjectTests.solverWithErrorsAt(levelsInUse)
        let x = solver.core.tableau.newSymbol(.external)
        let ownError = solver.core.tableau.newSymbol(.error)
        let otherError = solver.core.tableau.newSymbol(.error)
        let sign: Double = negated ? -1 : 1
        var row = SparseRow(constant: constant)
        _ = row.add(x, sign)
        _ = row.add(ownError, -sign)
        _ = row.add(otherError, sign)
        return (solver, row, ownError, otherError)
    }
}

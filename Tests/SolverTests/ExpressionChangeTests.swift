import XCTest
@testable import Solver

/// `setExpression(_:of:)`: a held constraint's coefficients and constant change; a
/// required equality over the same variables in place, anything else by removal and
/// addition; a refusal leaves the solver and the constraint as they were.
final class ExpressionChangeTests: XCTestCase {
    let solver = SimplexSolver()
    let width = Variable("width"), canvas = Variable("canvas")
    lazy var pin = canvas == 100

    /// `width == canvas / 4 − 6`, added after `fixing`.
    private func quarter(after fixing: Constraint) throws -> Constraint {
        try solver.add(fixing)
        let share = width == 0.25 * canvas - 6
        try solver.add(share)
        solver.updateVariables()
        return share
    }

    /// `width == canvas / 4 − 6` with `canvas == 100`: width 19.
    private func quarter() throws -> Constraint {
        let share = try quarter(after: pin)
        XCTAssertEqual(width.value, 19)
        return share
    }

    func testARequiredEqualityTakesItsNewCoefficients() throws {
        let share = try quarter()
        try solver.setExpression(width - 0.5 * canvas + 5, of: share)   // width == canvas / 2 − 5
        solver.updateVariables()
        XCTAssertEqual(width.value, 45)
        XCTAssertTrue(solver.contains(share))
        XCTAssertEqual(share.expression.constant, 5)
    }

    func testARequiredEqualityIsChangedInPlaceWithoutAPivot() throws {
        let share = try quarter()
        let pivots = solver.statistics.pivots
        try solver.setExpression(width - 0.5 * canvas + 5, of: share)
        XCTAssertEqual(solver.statistics.pivots, pivots)
        XCTAssertEqual(solver.statistics.constraints, 2)
    }

    /// `width == 35` and `width == canvas / 4 − 6`: the share alone fixes the canvas
    /// (164), so the canvas's row names the share's own marker.
    private func quarterFixingTheCanvas() throws -> Constraint {
        let share = try quarter(after: width == 35)
        XCTAssertEqual(canvas.value, 164)
        return share
    }

    func testAShareThatAloneFixesAVariableIsChangedInPlace() throws {
        let share = try quarterFixingTheCanvas()
        let pivots = solver.statistics.pivots
        try solver.setExpression(width - 0.5 * canvas + 5, of: share)   // canvas = (35 + 5) × 2
        XCTAssertEqual(solver.statistics.pivots, pivots)
        solver.updateVariables()
        XCTAssertEqual(canvas.value, 80)
    }

    func testTheMarkerOfAShareChangedInPlaceStandsForTheNewExpression() throws {
        let share = try quarterFixingTheCanvas()
        try solver.setExpression(width - 0.5 * canvas + 5, of: share)
        try solver.setConstant(10, of: share)       // width == canvas / 2 − 10: canvas = 90
        solver.updateVariables()
        XCTAssertEqual(canvas.value, 90)
        try solver.remove(share)
        try solver.add(canvas == 12)
        solver.updateVariables()
        XCTAssertEqual(canvas.value, 12)
        XCTAssertEqual(width.value, 35)
    }

    func testAChangeThatConflictsIsRefusedAndChangesNothing() throws {
        let share = try quarter()
        try solver.add(width <= 30)
        XCTAssertThrowsError(try solver.setExpression(width - 0.5 * canvas + 5, of: share)) { error in
            guard case SolverError.unsatisfiableConstraint(let refused, _) = error else {
                return XCTFail("\(error)")
            }
            XCTAssertTrue(refused === share)
        }
        solver.updateVariables()
        XCTAssertEqual(width.value, 19)
        XCTAssertEqual(share.expression.constant, 6)
        XCTAssertEqual(share.expression.terms.first { $0.variable === self.canvas }?.coefficient, -0.25)
        // Still held with its old coefficients: a canvas of 80 gives 80 / 4 − 6.
        try solver.setConstant(-80, of: pin)
        solver.updateVariables()
        XCTAssertEqual(width.value, 14)
    }

    func testAnOptionalConstraintIsChangedByRemovingAndAddingIt() throws {
        try solver.add(canvas == 100)
        let share = (width == 0.25 * canvas).priority(.defaultHigh)
        try solver.add(share)
        try solver.setExpression(width - 0.5 * canvas, of: share)
        solver.updateVariables()
        XCTAssertEqual(width.value, 50)
        XCTAssertTrue(solver.contains(share))
    }

    func testAChangeOfVariablesReplacesTheRow() throws {
        let other = Variable("other")
        try solver.add(other == 7)
        let share = try quarter()
        try solver.setExpression(width - other, of: share)    // width == other
        solver.updateVariables()
        XCTAssertEqual(width.value, 7)
    }

    func testANonFiniteCoefficientIsRefusedAndChangesNothing() throws {
        let share = try quarter()
        XCTAssertThrowsError(try solver.setExpression(width - .infinity * canvas, of: share)) { error in
            guard case SolverError.invalidNumber = error else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(share.expression.constant, 6)
        solver.updateVariables()
        XCTAssertEqual(width.value, 19)
    }

    /// Items as long as the share, each with the bounds of an intrinsic length (750 and
    /// 250, as a stack's compression resistance and hugging): their rows all name the
    /// share's marker and the canvas's pin, which a change of the share's multiplier adds
    /// to, so each changes in place (Docs/Solver.md, "Changing coefficients").
    private func equalItems(_ count: Int) throws -> (share: Constraint, items: [Variable]) {
        let share = try quarter()
        let items = (0..<count).map { Variable("item\($0)") }
        for item in items {
            try solver.add(item == width)
            try solver.add((item >= 12).priority(.defaultHigh))
            try solver.add((item <= 12).priority(.defaultLow))
        }
        solver.updateVariables()
        return (share, items)
    }

    /// Every row, as (basic symbol, constant, cells), in slot order.
    private func rows() -> [String] {
        let tableau = solver.core.tableau
        return tableau.rows.indices.filter { tableau.basicOf[$0] >= 0 }.map { slot in
            "\(tableau.basicOf[slot]) \(tableau.rows[slot].constant) "
                + tableau.rows[slot].cells.map { "\($0.symbol):\($0.coefficient)" }.joined(separator: " ")
        }
    }

    func testRowsNamingEverySymbolOfTheChangeKeepTheirCells() throws {
        let (share, items) = try equalItems(20)
        let before = solver.statistics
        // width == canvas / 8 + 10: 22.5, still above every item's intrinsic 12.
        try solver.setExpression(width - 0.125 * canvas - 10, of: share)
        solver.updateVariables()
        XCTAssertEqual(width.value, 22.5)
        for item in items { XCTAssertEqual(item.value, 22.5) }
        XCTAssertEqual(solver.statistics.cells, before.cells)
        XCTAssertEqual(solver.statistics.pivots, before.pivots)
    }

    func testARefusedChangePutsBackEveryRowChangedInPlace() throws {
        let (share, items) = try equalItems(20)
        try solver.add(items[7] <= 30)
        let before = rows()
        // width == canvas / 2 + 5 = 55 breaks item7 <= 30 once the rows have changed.
        XCTAssertThrowsError(try solver.setExpression(width - 0.5 * canvas - 5, of: share))
        XCTAssertEqual(rows(), before)
        solver.updateVariables()
        for item in items { XCTAssertEqual(item.value, 19) }
    }

    func testARowChangedInPlaceAndThenPivotedIsPutBackAsItWas() throws {
        // The change writes the items' rows in place, z's slack row among them; the dual
        // simplex then pivots on that row (its pre-image is kept, changed coefficients and
        // all) before it meets item11's bound: both kinds of undo meet in one row.
        let (share, items) = try equalItems(20)
        // z ≥ item2 − 40, z pulled to 0: loose at 19 (z = 0), binding at 55 (z = 15).
        let z = Variable("z")
        try solver.add(z >= items[2] - 40)
        try solver.add((z == 0).priority(Priority(1)))
        try solver.add(items[11] <= 30)
        let before = rows()
        XCTAssertThrowsError(try solver.setExpression(width - 0.5 * canvas - 5, of: share))
        XCTAssertEqual(rows(), before)
        try solver.setExpression(width - 0.125 * canvas - 10, of: share)
        solver.updateVariables()
        for item in items { XCTAssertEqual(item.value, 22.5) }
    }

    func testAConstraintTheSolverDoesNotHoldIsUnknown() {
        let loose = width == 0.5 * canvas
        XCTAssertThrowsError(try solver.setExpression(width - canvas, of: loose)) { error in
            guard case SolverError.unknownConstraint = error else { return XCTFail("\(error)") }
        }
    }
}

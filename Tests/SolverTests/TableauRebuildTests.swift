import XCTest
@testable import Solver

/// The tableau written anew from the constraints held (SolverCore+Rebuild.swift): what a
/// drifted column makes the solver do (Docs/Solver.md, "Suspect pivot elements").
final class TableauRebuildTests: XCTestCase {
    /// x == 10 (required), y ≥ x and y ≤ x + 4 (required), weak pulls x → 3 (250) and
    /// y → 20 (750): with x pinned, y = 14; without the pin, y = 20 first, then x as near
    /// 3 as y ≤ x + 4 allows, 16.
    private struct System {
        let solver = SimplexSolver()
        let x = Variable("x"), y = Variable("y")
        let pin: Constraint, atLeast: Constraint, atMost: Constraint
        let pullX: Constraint, pullY: Constraint

        init() throws {
            pin = x == 10
            atLeast = y >= x
            atMost = y <= x + 4
            pullX = (x == 3).priority(.defaultLow)
            pullY = (y == 20).priority(.defaultHigh)
            for c in [pin, atLeast, atMost, pullX, pullY] { try solver.add(c) }
            solver.updateVariables()
        }

        /// Writes the tableau anew, without `dropped` if given.
        func rebuild(dropping dropped: Constraint? = nil) -> Bool {
            let slot = dropped.map { solver.core.slot(of: $0)! }
            return solver.core.rebuildTableau(dropping: slot)
        }
    }

    func testTheSystemPinsXAtTenWithYFourAbove() throws {
        let system = try System()
        XCTAssertEqual(system.x.value, 10)
        XCTAssertEqual(system.y.value, 14)
    }

    func testARebuildDroppingAConstraintSolvesWhatIsLeft() throws {
        let system = try System()
        XCTAssertTrue(system.rebuild(dropping: system.pin))
        system.solver.updateVariables()
        XCTAssertFalse(system.solver.contains(system.pin))
        XCTAssertEqual(system.x.value, 16)
        XCTAssertEqual(system.y.value, 20)
    }

    func testARebuiltTableauIsTheOneAFreshSolverBuilds() throws {
        let system = try System()
        XCTAssertTrue(system.rebuild(dropping: system.pin))
        let fresh = SimplexSolver()
        for c in [system.atLeast, system.atMost, system.pullX, system.pullY] { try fresh.add(c) }
        XCTAssertEqual(system.solver.statistics.rows, fresh.statistics.rows)
        XCTAssertEqual(system.solver.statistics.cells, fresh.statistics.cells)
        XCTAssertEqual(system.solver.statistics.constraints, 4)
    }

    func testTheConstraintsHeldCanBeRemovedAfterARebuild() throws {
        let system = try System()
        XCTAssertTrue(system.rebuild())
        // Each constraint's cached slot is the new tableau's: y ≥ x goes, and y ≤ x + 4
        // then holds y = 20 with x = 16; without it too, x goes to 3.
        try system.solver.remove(system.atLeast)
        try system.solver.remove(system.pin)
        system.solver.updateVariables()
        XCTAssertEqual([system.x.value, system.y.value], [16, 20])
        try system.solver.remove(system.atMost)
        system.solver.updateVariables()
        XCTAssertEqual([system.x.value, system.y.value], [3, 20])
    }

    func testARebuildKeepsEditVariablesAndTheirSuggestions() throws {
        let system = try System()
        try system.solver.remove(system.pullY)
        try system.solver.addEditVariable(system.y, priority: .defaultHigh)
        try system.solver.suggestValue(system.y, 30)
        XCTAssertTrue(system.rebuild())
        system.solver.updateVariables()
        XCTAssertEqual(system.y.value, 14)
        XCTAssertTrue(system.solver.containsEditVariable(system.y))
        try system.solver.remove(system.pin)
        try system.solver.suggestValue(system.y, 12)
        system.solver.updateVariables()
        // y = 12, and x as near 3 as y ≤ x + 4 allows.
        XCTAssertEqual([system.x.value, system.y.value], [8, 12])
    }

    func testARebuildReportsOnlyTheVariablesThatMoved() throws {
        let system = try System()
        _ = system.solver.takeChangedVariables()
        XCTAssertTrue(system.rebuild())
        XCTAssertEqual(system.solver.takeChangedVariables().count, 0)
        XCTAssertTrue(system.rebuild(dropping: system.pin))
        XCTAssertEqual(Set(system.solver.takeChangedVariables().map(\.name)), ["x", "y"])
    }

    func testAVariableNoConstraintUsesAfterARebuildIsReportedAsDropped() throws {
        let system = try System()
        let z = Variable("z")
        let pinZ = z == 5
        try system.solver.add(pinZ)
        XCTAssertEqual(system.solver.takeChangedVariables().count, 3)
        XCTAssertTrue(system.rebuild(dropping: pinZ))
        XCTAssertEqual(system.solver.takeChangedVariables().map(\.name), ["z"])
        XCTAssertNil(system.solver.value(of: z))
    }

    func testARebuildKeepsTheWorkCounted() throws {
        let system = try System()
        let before = system.solver.statistics
        XCTAssertTrue(system.rebuild())
        XCTAssertGreaterThanOrEqual(system.solver.statistics.pivots, before.pivots)
        XCTAssertGreaterThanOrEqual(system.solver.statistics.mergedCells, before.mergedCells)
        XCTAssertEqual(before.rebuilds, 0)
        XCTAssertEqual(system.solver.statistics.rebuilds, 1)
    }

    func testTheAmbiguityQuestionRunsItsFaceToTheOptimum() throws {
        // x is free below y = 20: an optimal face exists, and its runs, on a copy of the
        // tableau, must not stop for a rebuild that a question cannot make.
        let solver = SimplexSolver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(y >= x)
        try solver.add((y == 20).priority(.defaultHigh))
        XCTAssertTrue(solver.core.tableau.stopsOnDrift)
        XCTAssertEqual(solver.core.optimalFace()?.stopsOnDrift, false)
        XCTAssertTrue(solver.isAmbiguous(x))
    }

    // MARK: - A drifted column

    /// Symbols 0 e (an error costing −1 at one level: it improves the objective as it
    /// grows), 1 s (a slack), 2 p (a slack); one row, s = 5 − `element`·e − p. Once e
    /// has entered, nothing improves.
    private func tableauWhereOnlyOneRowBoundsE(element: Double) -> Tableau {
        var t = Tableau()
        for kind in [SymbolKind.error, .slack, .slack] { _ = t.newSymbol(kind) }
        var row = SparseRow(constant: 5)
        row.add(0, -element)
        row.add(2, -1)
        t.addRow(basic: 1, row)
        let k = t.ensureLevel(.defaultHigh)
        t.levels[k].constraintCount = 1
        t.addToObjective(level: k, 0, weight: -1)
        return t
    }

    func testAPrimalRunStopsWhereOnlyAResidueBoundsItsEnteringSymbol() {
        // Exactly, e is bounded by no row: 2.5e-11 beside 1 is what rounding leaves of a
        // zero, and pivoting there would move e to 2e11.
        var t = tableauWhereOnlyOneRowBoundsE(element: 2.5e-11)
        t.stopsOnDrift = true
        XCTAssertEqual(t.optimize(), .drifted)
        XCTAssertTrue(t.drifted)
        XCTAssertEqual(t.pivotCount, 0)
    }

    func testAPrimalRunThatMayNotStopPivotsOnTheResidueAsBefore() {
        var t = tableauWhereOnlyOneRowBoundsE(element: 2.5e-11)
        XCTAssertEqual(t.optimize(), .optimal)
        XCTAssertFalse(t.drifted)
        XCTAssertEqual(t.pivotCount, 1)
    }

    func testAPrimalRunPivotsOnASmallButRealElement() {
        // 1e-6 beside 1 is a coefficient the numeric contract accepts.
        var t = tableauWhereOnlyOneRowBoundsE(element: 1e-6)
        t.stopsOnDrift = true
        XCTAssertEqual(t.optimize(), .optimal)
        XCTAssertEqual(t.pivotCount, 1)
    }
}

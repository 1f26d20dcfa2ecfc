import XCTest
@testable import Solver

/// The tableau marks every symbol an objective level may name, so that a substitution
/// of a symbol no level names skips the levels (Docs/Solver.md, "Sparsity and
/// incrementality"). The marks may be a superset; they must never miss a symbol a level
/// names, or a substitution would leave a stale cost behind.
final class PricedSymbolsTests: XCTestCase {
    private func assertEveryLevelSymbolIsMarked(_ solver: SimplexSolver,
                                                file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(solver.core.tableau.unmarkedPricedSymbols(), [], file: file, line: line)
    }

    private func levelSymbols(_ solver: SimplexSolver) -> Set<Int32> {
        Set(solver.core.tableau.levels.flatMap(\.row.symbols))
    }

    func testTheErrorsOfAnOptionalConstraintAreMarked() throws {
        let solver = SimplexSolver()
        let x = Variable("x")
        try solver.add((x == 10).priority(.defaultLow))
        solver.updateVariables()
        XCTAssertFalse(levelSymbols(solver).isEmpty)
        for s in levelSymbols(solver) { XCTAssertTrue(solver.core.tableau.mayBePriced(s)) }
    }

    func testAFreshSymbolIsNotMarked() throws {
        let solver = SimplexSolver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x == 10)
        try solver.add(y >= x + 5)
        // Required constraints only: no level exists, so nothing can be priced.
        XCTAssertTrue(solver.core.tableau.levels.isEmpty)
        for s in 0..<Int32(solver.core.tableau.kinds.count) {
            XCTAssertFalse(solver.core.tableau.mayBePriced(s), "symbol \(s)")
        }
    }

    func testASymbolThatEntersTheBasisLosesItsMark() throws {
        // x wants 10 (weak) and 20 (strong): the strong error stays non-basic at zero,
        // the weak one's error becomes basic at 10 once the strong target is added.
        let solver = SimplexSolver()
        let x = Variable("x")
        try solver.add((x == 10).priority(.defaultLow))
        let pricedBefore = levelSymbols(solver)
        try solver.add((x == 20).priority(.defaultHigh))
        solver.updateVariables()
        XCTAssertEqual(x.value, 20)
        let tableau = solver.core.tableau
        let enteredBasis = pricedBefore.filter { tableau.isBasic($0) }
        XCTAssertFalse(enteredBasis.isEmpty)
        for s in enteredBasis { XCTAssertFalse(tableau.mayBePriced(s), "symbol \(s)") }
        assertEveryLevelSymbolIsMarked(solver)
    }

    func testARefusedRequiredConstraintLeavesEveryRestoredCostMarked() throws {
        let solver = SimplexSolver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x >= 0)
        try solver.add((x == 50).priority(.defaultLow))
        try solver.add((y == x + 10).priority(.defaultHigh))
        solver.updateVariables()
        let before = levelSymbols(solver)
        // x ≤ −1 contradicts x ≥ 0 only after the simplex has moved things around.
        XCTAssertThrowsError(try solver.add(x + 1 <= 0))
        XCTAssertEqual(levelSymbols(solver), before)
        assertEveryLevelSymbolIsMarked(solver)
        // The restored costs still drive the optimum.
        try solver.add((x == 30).priority(.defaultHigh))
        solver.updateVariables()
        XCTAssertEqual(x.value, 30)
        XCTAssertEqual(y.value, 40)
        assertEveryLevelSymbolIsMarked(solver)
    }

    func testChangingAPriorityOrAnExpressionKeepsTheMarks() throws {
        let solver = SimplexSolver()
        let x = Variable("x"), y = Variable("y")
        let low = (x == 10).priority(.defaultLow)
        let high = (x == 20).priority(.defaultHigh)
        try solver.add(low)
        try solver.add(high)
        try solver.add((y == 2 * x).priority(Priority(500)))
        try solver.setPriority(Priority(900), of: low)
        assertEveryLevelSymbolIsMarked(solver)
        try solver.setExpression(x - y + 5, of: high)     // x == y − 5 at 750
        assertEveryLevelSymbolIsMarked(solver)
        solver.updateVariables()
        // 900: x = 10; 750: y = 15; 500 (y == 20) is the one left broken.
        XCTAssertEqual(x.value, 10)
        XCTAssertEqual(y.value, 15)
    }

    func testARequiredEqualityChangedInPlaceKeepsTheMarks() throws {
        let solver = SimplexSolver()
        let x = Variable("x"), y = Variable("y")
        let link = y == x + 3
        try solver.add(link)
        try solver.add((x == 10).priority(.defaultLow))
        try solver.add((y == 40).priority(Priority(100)))
        try solver.setExpression(y - 2 * x, of: link)       // y == 2x
        assertEveryLevelSymbolIsMarked(solver)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        XCTAssertEqual(y.value, 20)
    }

    func testEditVariablesKeepTheMarksThroughSuggestions() throws {
        let solver = SimplexSolver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(y == x + 3)
        try solver.add((x >= 100).priority(.defaultLow))
        try solver.addEditVariable(x, priority: .defaultHigh)
        for suggestion in [5.0, 200, -40, 120] {
            try solver.suggestValue(x, suggestion)
            solver.updateVariables()
            XCTAssertEqual(x.value, suggestion)
            XCTAssertEqual(y.value, suggestion + 3)
            assertEveryLevelSymbolIsMarked(solver)
        }
        try solver.removeEditVariable(x)
        solver.updateVariables()
        XCTAssertEqual(x.value, 100)
        assertEveryLevelSymbolIsMarked(solver)
    }
}

import XCTest
import Solver

/// `takeChangedVariables()` lists what moved since the last call, so that a layout engine
/// writes only the frames that changed.
final class ChangedVariablesTests: XCTestCase {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")

    func names(_ variables: [Variable]) -> [String] { variables.map(\.name).sorted() }

    func testTheFirstCallListsEveryHeldVariable() throws {
        let solver = SimplexSolver()
        try solver.add(x == 10)
        try solver.add(y == 2 * x)
        XCTAssertEqual(names(solver.takeChangedVariables()), ["x", "y"])
    }

    func testAVariableIsListedOnlyWhenItsValueChanges() throws {
        let solver = SimplexSolver()
        let pin = x == 10
        try solver.add(pin)
        try solver.add(y == 2 * x)
        _ = solver.takeChangedVariables()
        try solver.add(z == 1)
        XCTAssertEqual(names(solver.takeChangedVariables()), ["z"])
        try solver.remove(pin)
        try solver.add(x == 20)
        XCTAssertEqual(names(solver.takeChangedVariables()), ["x", "y"])
        XCTAssertEqual(solver.takeChangedVariables().count, 0, "nothing moved since")
    }

    func testARefusedConstraintListsNothing() throws {
        let solver = SimplexSolver()
        try solver.add(x == 10)
        try solver.add(z == 1)
        _ = solver.takeChangedVariables()
        XCTAssertThrowsError(try solver.add(x == 20))
        XCTAssertThrowsError(try solver.add(x + z == 5))
        XCTAssertEqual(names(solver.takeChangedVariables()), [])
    }

    func testADroppedVariableIsListedOnceAsZero() throws {
        let solver = SimplexSolver()
        let pin = y == 7
        try solver.add(x == 3)
        try solver.add(pin)
        _ = solver.takeChangedVariables()
        try solver.remove(pin)
        XCTAssertNil(solver.value(of: y))
        XCTAssertEqual(names(solver.takeChangedVariables()), ["y"])
        XCTAssertEqual(names(solver.takeChangedVariables()), [])
    }

    func testADroppedVariableAtZeroIsNotListed() throws {
        let solver = SimplexSolver()
        let pin = y == 0
        try solver.add(pin)
        _ = solver.takeChangedVariables()
        try solver.remove(pin)
        XCTAssertEqual(names(solver.takeChangedVariables()), [])
    }

    func testAVariableDroppedAndHeldAgainIsListedByItsNewValue() throws {
        let solver = SimplexSolver()
        let pin = y == 7
        try solver.add(pin)
        _ = solver.takeChangedVariables()
        try solver.remove(pin)
        try solver.add(y == 7)
        XCTAssertEqual(names(solver.takeChangedVariables()), ["y"], "held again: reported as new, once")
        XCTAssertEqual(solver.value(of: y), 7)
    }

    func testSuggestionsListTheEditVariableAndWhatFollowsIt() throws {
        let solver = SimplexSolver()
        try solver.add(y == x + 5)
        try solver.add(z == 1)
        try solver.addEditVariable(x, priority: 999)
        _ = solver.takeChangedVariables()
        try solver.suggestValue(x, 40)
        XCTAssertEqual(names(solver.takeChangedVariables()), ["x", "y"])
    }
}

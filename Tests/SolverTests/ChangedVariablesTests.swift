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

    // A report compares only the variables the tableau noted since the last one
    // (ValueChangeLog), or every variable past an eighth of them.

    func testChangingOneOfManyIndependentVariablesListsItAndWhatFollowsItAlone() throws {
        let solver = SimplexSolver()
        let vs = (0..<100).map { Variable("v\($0)") }
        var pins: [Constraint] = []
        for (i, v) in vs.enumerated() {
            let pin = v == Double(i)
            pins.append(pin)
            try solver.add(pin)
        }
        let w = Variable("w")
        try solver.add(w == vs[99] + 1)
        _ = solver.takeChangedVariables()
        try solver.remove(pins[99])
        try solver.add(vs[99] == 500)
        XCTAssertEqual(names(solver.takeChangedVariables()), ["v99", "w"])
        XCTAssertEqual(solver.value(of: w), 501)
    }

    func testMovingEveryVariableOfALongChainListsThemAll() throws {
        let solver = SimplexSolver()
        let xs = (0..<200).map { Variable("x\($0)") }
        try solver.addEditVariable(xs[0], priority: 999)
        for i in 1..<200 { try solver.add(xs[i] == xs[i - 1] + 10) }
        _ = solver.takeChangedVariables()
        try solver.suggestValue(xs[0], 5)
        let changed = solver.takeChangedVariables()
        XCTAssertEqual(changed.count, 200, "more moves than an eighth of the variables: all compared")
        XCTAssertEqual(solver.value(of: xs[199]), 1_995)
    }

    func testVariablesFoundByTheirNotesComeInTheOrderTheyWereHeld() throws {
        let solver = SimplexSolver()
        let a = Variable("a"), c = Variable("c"), sum = Variable("sum")
        let pinA = a == 1, pinC = c == 3
        try solver.add(pinA)
        try solver.add(pinC)
        try solver.add(sum == a + c)     // holds a and c while their pins change
        _ = solver.takeChangedVariables()
        try solver.remove(pinC)
        try solver.add(c == 30)
        try solver.remove(pinA)
        try solver.add(a == 10)
        XCTAssertEqual(solver.takeChangedVariables().map(\.name), ["a", "c", "sum"], "c moved first, a was held first")
        XCTAssertEqual(solver.value(of: sum), 40)
    }
}

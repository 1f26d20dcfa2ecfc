import XCTest
@testable import Solver

/// Edit variables: optional `variable == suggestion` constraints moved by suggestValue.
final class EditVariableTests: XCTestCase {
    func testReadmeExample() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        try solver.add(x >= 0)
        try solver.add(y == x + 10)
        try solver.add((x == 100).priority(250))
        try solver.addEditVariable(x, priority: 750)
        try solver.suggestValue(x, 42)
        solver.updateVariables()
        XCTAssertEqual(x.value, 42)
        XCTAssertEqual(y.value, 52)
    }

    func testNewEditVariableStartsWithSuggestionZero() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add((x == 100).priority(250))
        try solver.addEditVariable(x, priority: .defaultHigh)
        assertValue(solver, x, 0)
    }

    func testEditVariableWithoutOtherConstraintsTakesTheSuggestion() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.addEditVariable(x, priority: .defaultHigh)
        XCTAssertTrue(solver.containsEditVariable(x))
        try solver.suggestValue(x, 17.5)
        assertValue(solver, x, 17.5)
    }

    func testSuggestionMovesDependentVariables() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = SimplexSolver()
        try solver.add(y == 2 * x + 1)
        try solver.add(z == y - x)
        try solver.addEditVariable(x, priority: .defaultHigh)
        try solver.suggestValue(x, 10)
        assertValue(solver, x, 10)
        assertValue(solver, y, 21)
        assertValue(solver, z, 11)
    }

    func testSuggestionIsClampedByRequiredBounds() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add(x >= 0)
        try solver.add(x <= 100)
        try solver.addEditVariable(x, priority: .defaultHigh)
        try solver.suggestValue(x, 150)
        assertValue(solver, x, 100)
        try solver.suggestValue(x, -50)
        assertValue(solver, x, 0)
        try solver.suggestValue(x, 30)
        assertValue(solver, x, 30)
    }

    func testManySuccessiveSuggestionsEachTakeEffect() throws {
        // A drag: x in [0, 100], y == x + 10, 2000 suggestions sweeping −50...150 and back.
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        try solver.add(x >= 0)
        try solver.add(x <= 100)
        try solver.add(y == x + 10)
        try solver.add((x == 50).priority(.defaultLow))
        try solver.addEditVariable(x, priority: .defaultHigh)
        for i in 0..<2000 {
            let phase = i % 400
            let suggestion = Double(phase < 200 ? phase - 50 : 350 - phase)
            try solver.suggestValue(x, suggestion)
            let expected = min(max(suggestion, 0), 100)
            XCTAssertEqual(solver.value(of: x)!, expected, accuracy: 1e-9, "suggestion #\(i): \(suggestion)")
            XCTAssertEqual(solver.value(of: y)!, expected + 10, accuracy: 1e-9, "suggestion #\(i): \(suggestion)")
        }
    }

    func testRepeatingTheSameSuggestionChangesNothing() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add(x <= 10)
        try solver.addEditVariable(x, priority: .defaultHigh)
        try solver.suggestValue(x, 5)
        let before = solver.statistics
        try solver.suggestValue(x, 5)
        XCTAssertEqual(solver.statistics, before)
        assertValue(solver, x, 5)
    }

    func testEditPriorityAboveAConstraintWins() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add((x == 100).priority(.defaultLow))
        try solver.addEditVariable(x, priority: .defaultHigh)
        try solver.suggestValue(x, 7)
        assertValue(solver, x, 7)
    }

    func testEditPriorityBelowAConstraintLoses() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add((x == 100).priority(.defaultHigh))
        try solver.addEditVariable(x, priority: .defaultLow)
        try solver.suggestValue(x, 7)
        assertValue(solver, x, 100)
    }

    func testEditAtFractionalPriorityJustAboveAThousandConstraints() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        for _ in 0..<1000 { try solver.add((x == 100).priority(999)) }
        try solver.addEditVariable(x, priority: 999.5)
        try solver.suggestValue(x, -3)
        assertValue(solver, x, -3)
    }

    func testTwoEditVariablesMoveTogether() throws {
        // Dragging a 20×10 box's origin inside a 100×100 area.
        let x = Variable("x"), y = Variable("y"), right = Variable("right"), bottom = Variable("bottom")
        let solver = SimplexSolver()
        try solver.add(right == x + 20)
        try solver.add(bottom == y + 10)
        try solver.add(x >= 0)
        try solver.add(y >= 0)
        try solver.add(right <= 100)
        try solver.add(bottom <= 100)
        try solver.addEditVariable(x, priority: .defaultHigh)
        try solver.addEditVariable(y, priority: .defaultHigh)
        let moves: [(Double, Double, Double, Double)] = [
            (10, 20, 10, 20), (95, 95, 80, 90), (-5, 50, 0, 50), (40, -1, 40, 0), (60, 60, 60, 60),
        ]
        for (sx, sy, ex, ey) in moves {
            try solver.suggestValue(x, sx)
            try solver.suggestValue(y, sy)
            assertValue(solver, x, ex, "suggestion (\(sx), \(sy))")
            assertValue(solver, y, ey, "suggestion (\(sx), \(sy))")
            assertValue(solver, right, ex + 20)
            assertValue(solver, bottom, ey + 10)
        }
    }

    func testRemovingEditVariableReturnsToOtherConstraints() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        try solver.add(y == x + 1)
        try solver.add((x == 100).priority(.defaultLow))
        try solver.addEditVariable(x, priority: .defaultHigh)
        try solver.suggestValue(x, 5)
        assertValue(solver, x, 5)
        try solver.removeEditVariable(x)
        XCTAssertFalse(solver.containsEditVariable(x))
        assertValue(solver, x, 100)
        assertValue(solver, y, 101)
    }

    func testRemovingEditVariableOfAnOtherwiseUnconstrainedVariableForgetsIt() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.addEditVariable(x, priority: .defaultHigh)
        try solver.suggestValue(x, 3)
        try solver.removeEditVariable(x)
        XCTAssertNil(solver.value(of: x))
        XCTAssertEqual(solver.statistics.variables, 0)
        XCTAssertEqual(solver.statistics.constraints, 0)
        XCTAssertEqual(solver.statistics.priorityLevels, 0)
    }

    func testReAddedEditVariableStartsAgainAtZero() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add((x == 9).priority(.defaultLow))
        try solver.addEditVariable(x, priority: .defaultHigh)
        try solver.suggestValue(x, 40)
        try solver.removeEditVariable(x)
        assertValue(solver, x, 9)
        try solver.addEditVariable(x, priority: .defaultHigh)
        assertValue(solver, x, 0)
        try solver.suggestValue(x, 41)
        assertValue(solver, x, 41)
    }

    func testEditVariableCanChangePriorityByRemoveAndAdd() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add((x == 100).priority(500))
        try solver.addEditVariable(x, priority: 400)
        try solver.suggestValue(x, 1)
        assertValue(solver, x, 100)
        try solver.removeEditVariable(x)
        try solver.addEditVariable(x, priority: 600)
        try solver.suggestValue(x, 1)
        assertValue(solver, x, 1)
    }

    func testEditConstraintIsNotListedAmongConstraints() throws {
        let x = Variable("x")
        let c = x >= 0
        let solver = SimplexSolver()
        try solver.add(c)
        try solver.addEditVariable(x, priority: .defaultHigh)
        XCTAssertEqual(solver.constraints.count, 1)
        XCTAssertTrue(solver.constraints[0] === c)
        XCTAssertEqual(solver.statistics.constraints, 2)
    }

    func testEditVariableSuggestionsWithRemovalOfOtherConstraints() throws {
        let x = Variable("x")
        let cap = x <= 10
        let solver = SimplexSolver()
        try solver.add(cap)
        try solver.addEditVariable(x, priority: .defaultHigh)
        try solver.suggestValue(x, 25)
        assertValue(solver, x, 10)
        try solver.remove(cap)
        assertValue(solver, x, 25)
        try solver.suggestValue(x, 30)
        assertValue(solver, x, 30)
        try solver.add(cap)
        assertValue(solver, x, 10)
    }

    func testEditOnDependentVariableMovesItsSource() throws {
        // Edit the right edge; the width is fixed, so the left edge follows.
        let left = Variable("left"), right = Variable("right")
        let solver = SimplexSolver()
        try solver.add(right == left + 50)
        try solver.add((left == 0).priority(.defaultLow))
        try solver.addEditVariable(right, priority: .defaultHigh)
        for s in [100.0, 75, 250, -10] {
            try solver.suggestValue(right, s)
            assertValue(solver, right, s)
            assertValue(solver, left, s - 50)
        }
    }

    func testEditVariablesAtDifferentPrioritiesCompete() throws {
        // x + y == 100; edits on x at 700 and y at 600: x gets its suggestion, y the rest.
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        try solver.add(x + y == 100)
        try solver.addEditVariable(x, priority: 700)
        try solver.addEditVariable(y, priority: 600)
        try solver.suggestValue(y, 90)
        try solver.suggestValue(x, 30)
        assertValue(solver, x, 30)
        assertValue(solver, y, 70)
        try solver.removeEditVariable(x)
        assertValue(solver, y, 90)
        assertValue(solver, x, 10)
    }
}

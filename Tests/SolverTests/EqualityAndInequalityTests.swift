import XCTest
@testable import Solver

/// Required equalities and inequalities, optional ones, and mixtures of both: the values
/// the solver produces are the unique optimum in every test.
final class EqualityAndInequalityTests: XCTestCase {
    // MARK: Equalities

    func testRequiredEqualityFixesVariable() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add(x == 42)
        assertValue(solver, x, 42)
    }

    func testEqualityBetweenVariablesPropagatesValues() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = SimplexSolver()
        try solver.add(y == x + 5)
        try solver.add(z == 2 * y - x)
        try solver.add(x == 10)
        assertValue(solver, x, 10)
        assertValue(solver, y, 15)
        assertValue(solver, z, 20)
    }

    func testTwoEqualitiesInTwoVariablesHaveTheirExactSolution() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        try solver.add(x + y == 10)
        try solver.add(x - y == 2)
        assertValue(solver, x, 6)
        assertValue(solver, y, 4)
    }

    func testThreeEqualitiesWithFractionalSolution() throws {
        // x + y + z = 6, 2x − y = 0, y − 3z = −1  ⇒  x = 17/11, y = 34/11, z = 15/11.
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = SimplexSolver()
        try solver.add(x + y + z == 6)
        try solver.add(2 * x - y == 0)
        try solver.add(y - 3 * z == -1)
        assertValue(solver, x, 17.0 / 11)
        assertValue(solver, y, 34.0 / 11)
        assertValue(solver, z, 15.0 / 11)
    }

    func testDivisionAndScalingOfExpressions() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        try solver.add(x / 4 == 2.5)
        try solver.add((x + y) * 0.5 == 7)
        assertValue(solver, x, 10)
        assertValue(solver, y, 4)
    }

    func testRepeatedVariableInOneExpressionAddsItsCoefficients() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        try solver.add(Constraint(Expression(terms: [Term(x, 1), Term(x, 1)], constant: -10), .equal))
        try solver.add(x - x + y == 3)
        assertValue(solver, x, 5)
        assertValue(solver, y, 3)
    }

    func testConstantsOnBothSidesAreMovedToOneSide() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        try solver.add(x + 3 == y - 4)
        try solver.add(y == 20)
        assertValue(solver, x, 13)
    }

    func testNegativeAndLargeValues() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        try solver.add(x == -1e6)
        try solver.add(y == x * 3 + 2.5)
        assertValue(solver, x, -1e6)
        assertValue(solver, y, -3e6 + 2.5)
    }

    func testRedundantConsistentEqualityIsAccepted() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        try solver.add(x == 10)
        try solver.add(y == x + 1)
        try solver.add(y == 11)         // implied by the others
        try solver.add(2 * y - 2 * x == 2)
        assertValue(solver, x, 10)
        assertValue(solver, y, 11)
        XCTAssertEqual(solver.constraints.count, 4)
    }

    func testTautologyIsAccepted() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add(x - x == 0)
        try solver.add(x == 7)
        assertValue(solver, x, 7)
    }

    // MARK: Inequalities

    func testLowerBoundStopsWeakPullDownwards() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add(x >= 10)
        try solver.add((x == 0).priority(.defaultLow))
        assertValue(solver, x, 10)
    }

    func testUpperBoundStopsWeakPullUpwards() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add(x <= 20)
        try solver.add((x == 100).priority(.defaultLow))
        assertValue(solver, x, 20)
    }

    func testInactiveBoundsLetWeakTargetHold() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add(x >= 10)
        try solver.add(x <= 20)
        try solver.add((x == 15).priority(.defaultLow))
        assertValue(solver, x, 15)
    }

    func testNegativeUpperBound() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add(x <= -5)
        try solver.add((x == 0).priority(1))
        assertValue(solver, x, -5)
    }

    func testReversedOrientationMeansTheSame() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        try solver.add(10 <= x)                  // x ≥ 10
        try solver.add(30 >= y)                  // y ≤ 30
        try solver.add((x == 0).priority(.defaultLow))
        try solver.add((y == 100).priority(.defaultLow))
        assertValue(solver, x, 10)
        assertValue(solver, y, 30)
    }

    func testInequalityBetweenExpressions() throws {
        // 2x + 3 ≥ y − 1 with y = 21 ⇒ x ≥ 8.5; a weak pull to 0 puts x on the bound.
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        try solver.add(2 * x + 3 >= y - 1)
        try solver.add(y == 21)
        try solver.add((x == 0).priority(.defaultLow))
        assertValue(solver, x, 8.5)
    }

    func testEqualityCanBeWrittenAsTwoInequalities() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add(x <= 33)
        try solver.add(x >= 33)
        try solver.add((x == 0).priority(.defaultHigh))
        assertValue(solver, x, 33)
    }

    // MARK: Mixed

    func testRowOfBoxesFillsContainer() throws {
        // |8| a |8| b |8| in 300 points, a == b: each is (300 − 24) / 2 = 138 wide.
        let aLeft = Variable("a.left"), aWidth = Variable("a.width")
        let bLeft = Variable("b.left"), bWidth = Variable("b.width")
        let solver = SimplexSolver()
        try solver.add(aLeft == 8)
        try solver.add(bLeft == aLeft + aWidth + 8)
        try solver.add(bLeft + bWidth + 8 == 300)
        try solver.add(aWidth == bWidth)
        try solver.add(aWidth >= 0)
        assertValue(solver, aWidth, 138)
        assertValue(solver, bLeft, 154)
        assertValue(solver, bWidth, 138)
    }

    func testMinimumWidthOverridesWeakPreferredWidth() throws {
        let left = Variable("left"), right = Variable("right")
        let solver = SimplexSolver()
        try solver.add(left == 0)
        try solver.add(right - left >= 100)             // minimum width
        try solver.add((right - left == 40).priority(.defaultLow))   // preferred width
        assertValue(solver, right, 100)
    }

    func testOptionalInequalityViolatedByTheLeastAmount() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add(x >= 20)
        try solver.add((x <= 10).priority(.defaultHigh))
        assertValue(solver, x, 20)
    }

    func testOptionalInequalityHoldsWhenItCan() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add((x <= 10).priority(.defaultHigh))
        try solver.add((x == 50).priority(.defaultLow))
        assertValue(solver, x, 10)
    }

    func testMixedSystemWithBoundsEqualitiesAndPreferences() throws {
        // x + y == 100; x ≥ 2y; weak y == 50, weaker x == 0 ⇒ y is as large as x ≥ 2y allows:
        // x = 200/3, y = 100/3.
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        try solver.add(x + y == 100)
        try solver.add(x >= 2 * y)
        try solver.add((y == 50).priority(.defaultLow))
        try solver.add((x == 0).priority(.fittingSizeLevel))
        assertValue(solver, x, 200.0 / 3)
        assertValue(solver, y, 100.0 / 3)
    }

    // MARK: Bookkeeping

    func testUnknownVariableHasNoValue() throws {
        let x = Variable("x"), stranger = Variable("stranger")
        let solver = SimplexSolver()
        try solver.add(x == 1)
        XCTAssertNil(solver.value(of: stranger))
    }

    func testUpdateVariablesWritesEveryKnownVariable() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        try solver.add(x == 3)
        try solver.add(y == x * 2)
        XCTAssertEqual(x.value, 0)
        XCTAssertEqual(y.value, 0)
        solver.updateVariables()
        XCTAssertEqual(x.value, 3)
        XCTAssertEqual(y.value, 6)
    }

    func testContainsAndConstraintsListTrackIdentity() throws {
        let x = Variable("x")
        let c1 = x >= 0, c2 = x <= 10, lookalike = x >= 0
        let solver = SimplexSolver()
        try solver.add(c1)
        try solver.add(c2)
        XCTAssertTrue(solver.contains(c1))
        XCTAssertTrue(solver.contains(c2))
        XCTAssertFalse(solver.contains(lookalike))
        XCTAssertEqual(solver.constraints.count, 2)
        XCTAssertTrue(containsIdentical(solver.constraints, c1))
        XCTAssertTrue(containsIdentical(solver.constraints, c2))
    }

    func testPriorityAndWeightReturnNewConstraints() {
        let x = Variable("x")
        let c = x == 1
        let p = c.priority(.defaultLow)
        let w = p.weight(3)
        XCTAssertFalse(c === p)
        XCTAssertFalse(p === w)
        XCTAssertEqual(c.priority, .required)
        XCTAssertEqual(p.priority, .defaultLow)
        XCTAssertEqual(p.weight, 1)
        XCTAssertEqual(w.priority, .defaultLow)
        XCTAssertEqual(w.weight, 3)
        XCTAssertEqual(w.expression.constant, -1)
    }

    func testResetForgetsConstraintsVariablesAndEdits() throws {
        let x = Variable("x"), y = Variable("y")
        let c = x == 5
        let solver = SimplexSolver()
        try solver.add(c)
        try solver.addEditVariable(y, priority: .defaultHigh)
        solver.reset()
        XCTAssertFalse(solver.contains(c))
        XCTAssertFalse(solver.containsEditVariable(y))
        XCTAssertNil(solver.value(of: x))
        XCTAssertNil(solver.value(of: y))
        XCTAssertEqual(solver.constraints.count, 0)
        XCTAssertEqual(solver.statistics.constraints, 0)
        XCTAssertEqual(solver.statistics.variables, 0)
        XCTAssertEqual(solver.statistics.priorityLevels, 0)
        // Usable again, and the same constraint object can be added again.
        try solver.add(c)
        try solver.add(y == x + 1)
        assertValue(solver, x, 5)
        assertValue(solver, y, 6)
    }

    func testSeparateSolversDoNotShareState() throws {
        let x = Variable("x")
        let a = SimplexSolver(), b = SimplexSolver()
        try a.add(x == 1)
        try b.add(x == 2)
        XCTAssertEqual(a.value(of: x), 1)
        XCTAssertEqual(b.value(of: x), 2)
        a.updateVariables()
        XCTAssertEqual(x.value, 1)
        b.updateVariables()
        XCTAssertEqual(x.value, 2)
        XCTAssertEqual(a.value(of: x), 1)
    }

    func testStatisticsCountConstraintsVariablesAndLevels() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        try solver.add(x >= 0)
        try solver.add((x == 10).priority(.defaultLow))
        try solver.add((y == 10).priority(.defaultLow))
        try solver.add((y == 20).priority(.defaultHigh))
        try solver.addEditVariable(x, priority: 999.5)
        let stats = solver.statistics
        XCTAssertEqual(stats.constraints, 5)       // edit constraints included
        XCTAssertEqual(solver.constraints.count, 4) // edit constraints excluded
        XCTAssertEqual(stats.variables, 2)
        XCTAssertEqual(stats.priorityLevels, 3)    // 999.5, 750, 250
    }
}

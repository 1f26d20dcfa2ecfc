import XCTest
@testable import Solver

/// ambiguousVariables() and isAmbiguous(_:): a variable is ambiguous when another solution,
/// equally good at every priority level, gives it another value.
final class AmbiguityTests: XCTestCase {
    private func assertAmbiguous(_ solver: SimplexSolver, _ expected: [Variable], among all: [Variable],
                                 file: StaticString = #filePath, line: UInt = #line) {
        let found = solver.ambiguousVariables()
        let names = found.map(\.name)
        for v in all {
            let shouldBe = expected.contains { $0 === v }
            XCTAssertEqual(found.contains { $0 === v }, shouldBe,
                           "\(v) in ambiguousVariables() \(names)", file: file, line: line)
            XCTAssertEqual(solver.isAmbiguous(v), shouldBe, "isAmbiguous(\(v))", file: file, line: line)
        }
        XCTAssertEqual(found.count, expected.count, "ambiguousVariables() \(names)", file: file, line: line)
    }

    func testEqualityBetweenTwoVariablesAloneLeavesBothAmbiguous() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        try solver.add(x == y + 10)
        assertAmbiguous(solver, [x, y], among: [x, y])
    }

    func testAmbiguousVariablesComeInTheOrderTheSolverMetThem() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = SimplexSolver()
        try solver.add(z >= 0)
        try solver.add(x == y + 10)
        XCTAssertEqual(solver.ambiguousVariables().map(\.name), ["z", "x", "y"])
    }

    func testFixingOneVariableOfTheEqualityFixesBoth() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        try solver.add(x == y + 10)
        try solver.add(y == 0)
        assertAmbiguous(solver, [], among: [x, y])
    }

    func testBoundedIntervalWithNothingElseIsAmbiguous() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add(x >= 0)
        try solver.add(x <= 10)
        assertAmbiguous(solver, [x], among: [x])
    }

    func testLowerBoundAloneIsAmbiguous() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add(x >= 0)
        assertAmbiguous(solver, [x], among: [x])
    }

    func testWeakTargetInsideTheIntervalRemovesTheAmbiguity() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add(x >= 0)
        try solver.add(x <= 10)
        try solver.add((x == 5).priority(.defaultLow))
        assertAmbiguous(solver, [], among: [x])
    }

    func testWeakTargetOutsideTheIntervalPinsTheBound() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add(x >= 0)
        try solver.add((x == -5).priority(.defaultLow))
        assertAmbiguous(solver, [], among: [x])
    }

    func testTwoEqualWeakTargetsLeaveTheVariableAmbiguous() throws {
        // |x| + |x − 10| is least anywhere in [0, 10].
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add((x == 0).priority(.defaultLow))
        try solver.add((x == 10).priority(.defaultLow))
        assertAmbiguous(solver, [x], among: [x])
    }

    func testWeightsBreakTheTieBetweenEqualWeakTargets() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add((x == 0).priority(.defaultLow).weight(1))
        try solver.add((x == 10).priority(.defaultLow).weight(1.001))
        assertAmbiguous(solver, [], among: [x])
        assertValue(solver, x, 10)
    }

    func testDifferentPrioritiesBreakTheTie() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add((x == 0).priority(251))
        try solver.add((x == 10).priority(250))
        assertAmbiguous(solver, [], among: [x])
    }

    func testLowerLevelResolvesAnAmbiguityLeftByAHigherLevel() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add((x == 0).priority(.defaultLow))
        try solver.add((x == 10).priority(.defaultLow))
        try solver.add((x == 3).priority(1))
        assertAmbiguous(solver, [], among: [x])
        assertValue(solver, x, 3)
    }

    func testSatisfiedOptionalInequalityLeavesRoom() throws {
        // x ∈ [0, 10] costs nothing at 750: ambiguous.
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add(x >= 0)
        try solver.add((x <= 10).priority(.defaultHigh))
        assertAmbiguous(solver, [x], among: [x])
    }

    func testFixedSumOfAmbiguousVariablesIsNotAmbiguous() throws {
        // x + y == 10 leaves x and y free, but s = x + y is fixed.
        let x = Variable("x"), y = Variable("y"), s = Variable("s")
        let solver = SimplexSolver()
        try solver.add(s == x + y)
        try solver.add(x + y == 10)
        assertAmbiguous(solver, [x, y], among: [x, y, s])
    }

    func testOnlyTheUnderdeterminedPartIsAmbiguous() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = SimplexSolver()
        try solver.add(z == 4)
        try solver.add(x == y + z)
        assertAmbiguous(solver, [x, y], among: [x, y, z])
    }

    func testRemovingThePinningConstraintMakesTheVariableAmbiguousAgain() throws {
        let x = Variable("x")
        let pin = (x == 5).priority(.defaultLow)
        let solver = SimplexSolver()
        try solver.add(x >= 0)
        try solver.add(x <= 10)
        try solver.add(pin)
        assertAmbiguous(solver, [], among: [x])
        try solver.remove(pin)
        assertAmbiguous(solver, [x], among: [x])
    }

    func testEditVariableIsNotAmbiguous() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        try solver.add(y == x + 1)
        try solver.addEditVariable(x, priority: .defaultHigh)
        try solver.suggestValue(x, 12)
        assertAmbiguous(solver, [], among: [x, y])
    }

    func testUnknownVariableIsNotAmbiguous() throws {
        let x = Variable("x"), stranger = Variable("stranger")
        let solver = SimplexSolver()
        try solver.add(x >= 0)
        XCTAssertFalse(solver.isAmbiguous(stranger))
        XCTAssertFalse(solver.ambiguousVariables().contains { $0 === stranger })
    }

    func testEmptySolverHasNoAmbiguousVariables() {
        XCTAssertTrue(SimplexSolver().ambiguousVariables().isEmpty)
    }

    func testAskingAboutAmbiguityChangesNothing() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        try solver.add(x == y + 10)
        try solver.add((x == 0).priority(.defaultLow))
        try solver.add((x == 20).priority(.defaultLow))
        let before = snapshot(solver, [x, y])
        _ = solver.ambiguousVariables()
        _ = solver.isAmbiguous(x)
        _ = solver.isAmbiguous(y)
        XCTAssertEqual(snapshot(solver, [x, y]), before)
        try solver.add((y == 1).priority(1))
        assertValue(solver, x, 11)
        assertValue(solver, y, 1)
    }

    func testDegenerateOptimumWithManyTightConstraintsIsNotAmbiguous() throws {
        // Fifty inequalities through (5, 5), pulled up and to the right: a unique vertex.
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        try solver.add((x == 100).priority(.defaultLow))
        try solver.add((y == 100).priority(.defaultLow))
        for k in 1...50 { try solver.add(Double(k) * x + Double(51 - k) * y <= 255) }
        assertAmbiguous(solver, [], among: [x, y])
    }

    func testFlatOptimalEdgeIsAmbiguous() throws {
        // x + y ≤ 10 with x, y ≥ 0, pulled by x + y == 20: every point of the edge is optimal.
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        try solver.add(x >= 0)
        try solver.add(y >= 0)
        try solver.add(x + y <= 10)
        try solver.add((x + y == 20).priority(.defaultLow))
        assertAmbiguous(solver, [x, y], among: [x, y])
    }
}

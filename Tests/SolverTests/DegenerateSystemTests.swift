import XCTest
@testable import Solver

/// Degenerate systems: many constraints through one vertex, duplicates, zero constants,
/// and the textbook examples on which the simplex cycles without an anti-cycling rule.
/// Each must terminate with the right values.
final class DegenerateSystemTests: XCTestCase {
    func testFiftyInequalitiesThroughOneVertex() throws {
        // k·x + (51 − k)·y ≤ 255 for k = 1...50 all pass through (5, 5); pulling x and y up,
        // the k = 25 and k = 26 lines give x + y ≤ 10 with equality only at (5, 5).
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        try solver.add((x == 100).priority(.defaultLow))
        try solver.add((y == 100).priority(.defaultLow))
        for k in 1...50 {
            try solver.add(Double(k) * x + Double(51 - k) * y <= 255)
        }
        assertValue(solver, x, 5)
        assertValue(solver, y, 5)
    }

    func testFiftyInequalitiesThroughOneVertexAddedBeforeThePull() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        for k in stride(from: 50, through: 1, by: -1) {
            try solver.add(Double(k) * x + Double(51 - k) * y <= 255)
        }
        try solver.add((x == 100).priority(.defaultLow))
        try solver.add((y == 100).priority(.defaultLow))
        assertValue(solver, x, 5)
        assertValue(solver, y, 5)
    }

    func testDuplicatedConstraintsAsDistinctObjects() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        try solver.add((x == 100).priority(.defaultLow))
        var copies: [Constraint] = []
        for _ in 0..<50 {
            let a = x + y <= 10, b = x - y == 2
            copies += [a, b]
            try solver.add(a)
            try solver.add(b)
        }
        assertValue(solver, x, 6)
        assertValue(solver, y, 4)
        // Removing all but the last pair changes nothing.
        for c in copies.dropLast(2) {
            try solver.remove(c)
            XCTAssertEqual(solver.value(of: x)!, 6, accuracy: 1e-9)
            XCTAssertEqual(solver.value(of: y)!, 4, accuracy: 1e-9)
        }
        XCTAssertEqual(solver.constraints.count, 3)   // the pair and the weak x == 100
        try solver.remove(copies[copies.count - 2])   // the inequality goes: y is free to move
        try solver.add((y == -1).priority(.defaultHigh))
        assertValue(solver, x, 1)
    }

    func testRedundantEqualityAndInequalitiesAtTheSamePoint() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add(x <= 5)
        try solver.add(x >= 5)
        try solver.add(x == 5)
        try solver.add(2 * x <= 10)
        try solver.add(3 * x >= 15)
        try solver.add((x == 0).priority(.defaultHigh))
        try solver.add((x == 10).priority(.defaultLow))
        assertValue(solver, x, 5)
    }

    func testHomogeneousSystemWithZeroConstants() throws {
        // Every required constraint passes through the origin (zero constants): the chain
        // v0 ≤ v1 ≤ v2 ≤ v3 ≤ v0 makes all four equal to some t ≥ 0, and the two mixed sums
        // are then tight at 0 for every t. Weak pulls towards 1, 2, 3, 4.
        let v = (0..<4).map { Variable("v\($0)") }
        let solver = SimplexSolver()
        for i in 0..<4 { try solver.add(v[i] >= 0) }
        for i in 0..<3 { try solver.add(v[i] <= v[i + 1]) }
        try solver.add(v[3] <= v[0])          // with the chain: all equal
        try solver.add(v[0] + v[1] - v[2] - v[3] <= 0)
        try solver.add(v[0] - v[1] + v[2] - v[3] >= 0)
        for i in 0..<4 { try solver.add((v[i] == Double(i + 1)).priority(.defaultLow)) }
        // All equal to t, minimise |t−1| + |t−2| + |t−3| + |t−4|: any t in [2, 3]; break the
        // tie at a lower level with t == 2.25.
        try solver.add((v[0] == 2.25).priority(1))
        for i in 0..<4 { assertValue(solver, v[i], 2.25) }
    }

    func testBealesCyclingExampleTerminatesAtTheOptimum() throws {
        // Beale (1955): minimise −¾x₄ + 20x₅ − ½x₆ + 6x₇ subject to
        //   ¼x₄ − 8x₅ − x₆ + 9x₇ ≤ 0,  ½x₄ − 12x₅ − ½x₆ + 3x₇ ≤ 0,  x₆ ≤ 1,  x ≥ 0.
        // The unique optimum is x₄ = 1, x₆ = 1, x₅ = x₇ = 0 (objective −5/4). The objective is
        // expressed as a weak equality with a target below its minimum.
        let x4 = Variable("x4"), x5 = Variable("x5"), x6 = Variable("x6"), x7 = Variable("x7")
        let solver = SimplexSolver()
        for v in [x4, x5, x6, x7] { try solver.add(v >= 0) }
        try solver.add(0.25 * x4 - 8 * x5 - x6 + 9 * x7 <= 0)
        try solver.add(0.5 * x4 - 12 * x5 - 0.5 * x6 + 3 * x7 <= 0)
        try solver.add(x6 <= 1)
        try solver.add((-0.75 * x4 + 20 * x5 - 0.5 * x6 + 6 * x7 == -1000).priority(.defaultLow))
        assertValue(solver, x4, 1)
        assertValue(solver, x5, 0)
        assertValue(solver, x6, 1)
        assertValue(solver, x7, 0)
    }

    func testBealesExampleWithObjectiveAddedFirst() throws {
        let x4 = Variable("x4"), x5 = Variable("x5"), x6 = Variable("x6"), x7 = Variable("x7")
        let solver = SimplexSolver()
        try solver.add((-0.75 * x4 + 20 * x5 - 0.5 * x6 + 6 * x7 == -1000).priority(.defaultLow))
        try solver.add(x6 <= 1)
        try solver.add(0.5 * x4 - 12 * x5 - 0.5 * x6 + 3 * x7 <= 0)
        try solver.add(0.25 * x4 - 8 * x5 - x6 + 9 * x7 <= 0)
        for v in [x7, x6, x5, x4] { try solver.add(v >= 0) }
        assertValue(solver, x4, 1)
        assertValue(solver, x5, 0)
        assertValue(solver, x6, 1)
        assertValue(solver, x7, 0)
    }

    func testKuhnsCyclingExampleTerminatesWithTheOptimalObjective() throws {
        // Kuhn: minimise −2x₁ − 3x₂ + x₃ + 12x₄ subject to
        //   −2x₁ − 9x₂ + x₃ + 9x₄ ≤ 0,  ⅓x₁ + x₂ − ⅓x₃ − 2x₄ ≤ 0,  2x₁ + 3x₂ − x₃ − 12x₄ ≤ 2,
        //   x ≥ 0. The optimal objective is −2 (the optimal face is unbounded; a lower level
        //   x₁ + x₂ + x₃ + x₄ == 0 picks its point x = (2, 0, 2, 0)).
        let x1 = Variable("x1"), x2 = Variable("x2"), x3 = Variable("x3"), x4 = Variable("x4")
        let solver = SimplexSolver()
        for v in [x1, x2, x3, x4] { try solver.add(v >= 0) }
        try solver.add(-2 * x1 - 9 * x2 + x3 + 9 * x4 <= 0)
        try solver.add(x1 / 3 + x2 - x3 / 3 - 2 * x4 <= 0)
        try solver.add(2 * x1 + 3 * x2 - x3 - 12 * x4 <= 2)
        try solver.add((-2 * x1 - 3 * x2 + x3 + 12 * x4 == -1000).priority(.defaultHigh))
        try solver.add((x1 + x2 + x3 + x4 == 0).priority(.defaultLow))
        solver.updateVariables()
        let objective = -2 * x1.value - 3 * x2.value + x3.value + 12 * x4.value
        XCTAssertEqual(objective, -2, accuracy: 1e-9)
        assertValue(solver, x1, 2)
        assertValue(solver, x2, 0)
        assertValue(solver, x3, 2)
        assertValue(solver, x4, 0)
    }

    func testManyEqualWeakTargetsAtOnePointAreDegenerateButTerminate() throws {
        // 200 copies of the same weak target and 200 of a required bound through it.
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        for _ in 0..<200 {
            try solver.add((x + y == 10).priority(.defaultLow))
            try solver.add(x - y <= 0)
            try solver.add(x - y >= 0)
        }
        assertValue(solver, x, 5)
        assertValue(solver, y, 5)
    }

    func testStackOfZeroSizedBoxes() throws {
        // 100 boxes stacked with zero gaps and zero heights: every edge at 0.
        let solver = SimplexSolver()
        var tops: [Variable] = []
        var previousBottom: Variable? = nil
        for i in 0..<100 {
            let top = Variable("top\(i)"), bottom = Variable("bottom\(i)")
            tops.append(top)
            try solver.add(bottom >= top)
            try solver.add((bottom - top == 0).priority(.defaultLow))
            if let p = previousBottom { try solver.add(top == p) } else { try solver.add(top == 0) }
            try solver.add(bottom <= 0)
            previousBottom = bottom
        }
        for top in tops { assertValue(solver, top, 0) }
        assertValue(solver, previousBottom!, 0)
    }

    func testDegenerateAddRemoveCycleReturnsToTheSameSolution() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = SimplexSolver()
        try solver.add(x + y + z <= 30)
        try solver.add((x == 10).priority(.defaultLow))
        try solver.add((y == 10).priority(.defaultLow))
        try solver.add((z == 10).priority(.defaultLow))
        // Constraints through (10, 10, 10), added and removed over and over.
        let through: [Constraint] = [x <= y, y <= z, z <= x, x + y <= 20, y + z >= 20, 2 * x - z <= 10]
        for round in 0..<20 {
            for c in through { try solver.add(c) }
            for c in through.reversed() { try solver.remove(c) }
            for v in [x, y, z] { assertValue(solver, v, 10, "round \(round)") }
        }
    }
}

import XCTest
@testable import Solver

/// setConstant(_:of:) sets the constant of the normalized expression `expression (relation) 0`.
final class ConstantChangeTests: XCTestCase {
    func testNormalizedExpressionConstantOfEachForm() {
        let x = Variable("x")
        XCTAssertEqual((x == 100).expression.constant, -100)
        XCTAssertEqual((x >= 10).expression.constant, -10)
        XCTAssertEqual((10 <= x).expression.constant, 10)
        XCTAssertEqual((x + 5 <= 20).expression.constant, -15)
        XCTAssertEqual((x + 5 <= 20).relation, .lessThanOrEqual)
    }

    func testRequiredEqualityConstantChangeMovesTheVariable() throws {
        let x = Variable("x")
        let c = x == 100
        let solver = SimplexSolver()
        try solver.add(c)
        try solver.setConstant(-120, of: c)
        assertValue(solver, x, 120)
        XCTAssertEqual(c.expression.constant, -120)
        XCTAssertTrue(solver.contains(c))
    }

    func testRequiredEqualityConstantChangeMovesDependents() throws {
        // b.left == a.right + 8 → 12.
        let aRight = Variable("a.right"), bLeft = Variable("b.left"), bRight = Variable("b.right")
        let solver = SimplexSolver()
        let gap = bLeft == aRight + 8
        try solver.add(aRight == 100)
        try solver.add(gap)
        try solver.add(bRight == bLeft + 50)
        assertValue(solver, bRight, 158)
        try solver.setConstant(-12, of: gap)
        assertValue(solver, bLeft, 112)
        assertValue(solver, bRight, 162)
    }

    func testRequiredLowerBoundConstantChange() throws {
        let x = Variable("x")
        let bound = x >= 10      // x − 10 ≥ 0
        let solver = SimplexSolver()
        try solver.add(bound)
        try solver.add((x == 0).priority(.defaultLow))
        assertValue(solver, x, 10)
        try solver.setConstant(-30, of: bound)
        assertValue(solver, x, 30)
        try solver.setConstant(5, of: bound)   // x ≥ −5
        assertValue(solver, x, 0)
    }

    func testReversedInequalityConstantChange() throws {
        let x = Variable("x")
        let bound = 10 <= x      // 10 − x ≤ 0
        let solver = SimplexSolver()
        try solver.add(bound)
        try solver.add((x == 0).priority(.defaultLow))
        assertValue(solver, x, 10)
        try solver.setConstant(30, of: bound)  // x ≥ 30
        assertValue(solver, x, 30)
    }

    func testRequiredUpperBoundConstantChangeWithInactiveBound() throws {
        let x = Variable("x")
        let cap = x <= 50
        let solver = SimplexSolver()
        try solver.add(cap)
        try solver.add((x == 20).priority(.defaultLow))
        assertValue(solver, x, 20)
        try solver.setConstant(-10, of: cap)   // x ≤ 10: becomes active
        assertValue(solver, x, 10)
        try solver.setConstant(-200, of: cap)  // x ≤ 200: inactive again
        assertValue(solver, x, 20)
    }

    func testOptionalEqualityConstantChange() throws {
        let x = Variable("x")
        let target = (x == 100).priority(.defaultLow)
        let solver = SimplexSolver()
        try solver.add(x <= 150)
        try solver.add(target)
        try solver.setConstant(-120, of: target)
        assertValue(solver, x, 120)
        try solver.setConstant(-170, of: target)   // beyond the required cap
        assertValue(solver, x, 150)
        try solver.setConstant(3, of: target)
        assertValue(solver, x, -3)
    }

    func testOptionalInequalityConstantChange() throws {
        let x = Variable("x")
        let cap = (x <= 50).priority(.defaultHigh)
        let solver = SimplexSolver()
        try solver.add((x == 100).priority(.defaultLow))
        try solver.add(cap)
        assertValue(solver, x, 50)
        try solver.setConstant(-80, of: cap)
        assertValue(solver, x, 80)
        try solver.setConstant(-150, of: cap)
        assertValue(solver, x, 100)
        try solver.setConstant(-40, of: cap)
        assertValue(solver, x, 40)
    }

    func testOptionalConstantChangeThatConflictsWithRequiredDoesNotThrow() throws {
        let x = Variable("x")
        let wish = (x == 5).priority(.defaultHigh)
        let solver = SimplexSolver()
        try solver.add(x >= 10)
        try solver.add(wish)
        try solver.setConstant(100, of: wish)     // x == −100: impossible, but optional
        assertValue(solver, x, 10)
        XCTAssertEqual(wish.expression.constant, 100)
    }

    func testSettingTheSameConstantChangesNothing() throws {
        let x = Variable("x")
        let c = x == 7
        let solver = SimplexSolver()
        try solver.add(c)
        let before = solver.statistics
        try solver.setConstant(-7, of: c)
        XCTAssertEqual(solver.statistics, before)
        assertValue(solver, x, 7)
    }

    func testManyConstantChangesInARow() throws {
        // A gap that changes 2000 times, with bounds that become active and inactive.
        let a = Variable("a"), b = Variable("b")
        let gap = b == a + 8
        let solver = SimplexSolver()
        try solver.add(a >= 0)
        try solver.add(b <= 100)
        try solver.add((a == 10).priority(.defaultLow))
        try solver.add(gap)
        var rng = SplitMix64(seed: 2024)
        for i in 0..<2000 {
            let g = Double(Int.random(in: -50...100, using: &rng))
            try solver.setConstant(-g, of: gap)
            // a == 10 unless b = a + g leaves [.., 100] or a < 0: a = min(10, 100 − g), needs a ≥ 0.
            let expectedA = min(10, 100 - g)
            if expectedA < 0 {
                XCTFail("test generator produced an unsatisfiable gap \(g)")
                continue
            }
            XCTAssertEqual(solver.value(of: a)!, expectedA, accuracy: 1e-9, "change #\(i): gap \(g)")
            XCTAssertEqual(solver.value(of: b)!, expectedA + g, accuracy: 1e-9, "change #\(i): gap \(g)")
        }
    }

    func testManyOptionalConstantChangesInARow() throws {
        let x = Variable("x"), y = Variable("y")
        let target = (x == 0).priority(.defaultHigh)
        let solver = SimplexSolver()
        try solver.add(x >= -100)
        try solver.add(x <= 100)
        try solver.add(y == 3 * x - 1)
        try solver.add((x == 0).priority(.defaultLow))
        try solver.add(target)
        for i in 0..<1000 {
            let t = Double((i * 37) % 301 - 150)
            try solver.setConstant(-t, of: target)
            let expected = min(max(t, -100), 100)
            XCTAssertEqual(solver.value(of: x)!, expected, accuracy: 1e-9, "change #\(i): target \(t)")
            XCTAssertEqual(solver.value(of: y)!, 3 * expected - 1, accuracy: 1e-9, "change #\(i)")
        }
    }

    func testConstantChangeEqualsAFreshSolverWithTheNewConstant() throws {
        // A row of three boxes in a container whose width changes; every constant of the
        // system is changed in turn and the result compared with a solver built anew.
        struct Layout {
            var vars: [Variable]
            var constraints: [Constraint]
        }
        func make(_ constants: [Double]) -> Layout {
            let names = ["l0", "w0", "l1", "w1", "l2", "w2", "W"]
            let v = names.map { Variable($0) }
            let (l0, w0, l1, w1, l2, w2, W) = (v[0], v[1], v[2], v[3], v[4], v[5], v[6])
            let cs: [Constraint] = [
                l0 == 0 + constants[0],
                l1 == l0 + w0 + constants[1],
                l2 == l1 + w1 + constants[2],
                l2 + w2 <= W - constants[3],
                W == constants[4],
                w0 >= constants[5],
                w1 >= constants[6],
                w2 >= constants[7],
                (w0 == constants[8]).priority(.defaultLow),
                (w1 == constants[9]).priority(.defaultLow + 1),
                (w2 == constants[10]).priority(.defaultLow - 1),
                (w1 == w2 + constants[11]).priority(.defaultHigh),
                (W - l2 - w2 <= constants[12]).priority(.fittingSizeLevel),
            ]
            return Layout(vars: v, constraints: cs)
        }
        let base: [Double] = [8, 8, 8, 8, 300, 10, 10, 10, 100, 100, 100, 0, 8]
        let changes: [(Int, Double)] = [
            (4, 320), (4, 150), (0, 20), (1, 0), (2, 30), (3, 0), (4, 1000), (5, 120), (6, 1),
            (7, 70), (8, 40), (9, 300), (10, 2), (11, 15), (12, 40), (4, 400), (5, 10), (11, -20),
        ]
        let incremental = make(base)
        let solver = SimplexSolver()
        for c in incremental.constraints { try solver.add(c) }
        var constants = base
        for (step, (index, value)) in changes.enumerated() {
            constants[index] = value
            // The new normalized constant is that of the same constraint built afresh.
            let fresh = make(constants)
            let newConstant = fresh.constraints[index].expression.constant
            try solver.setConstant(newConstant, of: incremental.constraints[index])
            let reference = SimplexSolver()
            for c in fresh.constraints { try reference.add(c) }
            for (v, rv) in zip(incremental.vars, fresh.vars) {
                XCTAssertEqual(solver.value(of: v)!, reference.value(of: rv)!, accuracy: 1e-9,
                               "step \(step): \(v) after constant #\(index) = \(value)")
            }
        }
    }

    func testConstantChangeThenRemoveRestoresValues() throws {
        let x = Variable("x")
        let c = (x == 10).priority(.defaultHigh)
        let solver = SimplexSolver()
        try solver.add((x == 1).priority(.defaultLow))
        try solver.add(c)
        try solver.setConstant(-20, of: c)
        assertValue(solver, x, 20)
        try solver.remove(c)
        assertValue(solver, x, 1)
    }

    func testConstantChangeOfAConstraintReaddedAfterRemoval() throws {
        let x = Variable("x")
        let c = x == 10
        let solver = SimplexSolver()
        try solver.add(c)
        try solver.setConstant(-20, of: c)
        try solver.remove(c)
        try solver.add(c)              // the constraint now reads x == 20
        assertValue(solver, x, 20)
        try solver.setConstant(-30, of: c)
        assertValue(solver, x, 30)
    }

    func testConstantChangeOfEqualityWithCoefficients() throws {
        // 2x + 3y − 12 == 0 with y == 2 ⇒ x = 3; constant −20 ⇒ x = 7.
        let x = Variable("x"), y = Variable("y")
        let c = 2 * x + 3 * y == 12
        let solver = SimplexSolver()
        try solver.add(y == 2)
        try solver.add(c)
        assertValue(solver, x, 3)
        try solver.setConstant(-20, of: c)
        assertValue(solver, x, 7)
    }
}

import XCTest
@testable import Solver

/// Every SolverError case: the typed error and its payload, the solver's state exactly as
/// before the failing call (values through value(of:) and updateVariables(), statistics,
/// constraints, edit variables), and the solver still working afterwards.
final class SolverErrorTests: XCTestCase {
    // MARK: Unsatisfiable required constraints

    func testConflictingRequiredEqualitiesAreUnsatisfiable() throws {
        let x = Variable("x"), z = Variable("z")
        let solver = SimplexSolver()
        let first = x == 10
        let unrelated = z == 5
        try solver.add(first)
        try solver.add(unrelated)
        let second = x == 20
        let error = expectAtomicFailure(solver, watching: [x, z]) { () throws(SolverError) in
            try solver.add(second)
        }
        guard case let .unsatisfiableConstraint(c, conflicting)? = error else {
            return XCTFail("expected unsatisfiableConstraint, got \(String(describing: error))")
        }
        XCTAssertTrue(c === second)
        XCTAssertTrue(containsIdentical(conflicting, first), "conflicting: \(conflicting)")
        XCTAssertFalse(containsIdentical(conflicting, unrelated), "conflicting: \(conflicting)")
        XCTAssertFalse(containsIdentical(conflicting, second))
        XCTAssertFalse(solver.contains(second))
        // Still works.
        try solver.add(z == x + 1 - 6)             // redundant with z == 5, x == 10
        try solver.remove(unrelated)
        try solver.add((z == 3).priority(.defaultLow))
        assertValue(solver, x, 10)
        assertValue(solver, z, 5)
    }

    func testConflictingRequiredBoundsAreUnsatisfiable() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        let lower = x >= 10
        try solver.add(lower)
        try solver.add((x == 12).priority(.defaultLow))
        let upper = x <= 5
        let error = expectAtomicFailure(solver, watching: [x]) { () throws(SolverError) in
            try solver.add(upper)
        }
        guard case let .unsatisfiableConstraint(c, conflicting)? = error else {
            return XCTFail("expected unsatisfiableConstraint, got \(String(describing: error))")
        }
        XCTAssertTrue(c === upper)
        XCTAssertTrue(containsIdentical(conflicting, lower), "conflicting: \(conflicting)")
        XCTAssertFalse(containsIdentical(conflicting, upper))
        assertValue(solver, x, 12)
        try solver.add(x <= 11)
        assertValue(solver, x, 11)
    }

    func testConflictThroughAChainOfBasicVariablesIsUnsatisfiable() throws {
        // x ≥ y + 10, y ≥ 0, then x ≤ 5: x and y are basic, the new row has no subject.
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        let chain = x >= y + 10
        let floor = y >= 0
        try solver.add(chain)
        try solver.add(floor)
        try solver.add((x == 100).priority(.defaultLow))
        try solver.add((y == 50).priority(.fittingSizeLevel))
        assertValue(solver, x, 100)
        assertValue(solver, y, 50)
        let cap = x <= 5
        let error = expectAtomicFailure(solver, watching: [x, y]) { () throws(SolverError) in
            try solver.add(cap)
        }
        guard case let .unsatisfiableConstraint(c, conflicting)? = error else {
            return XCTFail("expected unsatisfiableConstraint, got \(String(describing: error))")
        }
        XCTAssertTrue(c === cap)
        XCTAssertTrue(containsIdentical(conflicting, chain), "conflicting: \(conflicting)")
        XCTAssertTrue(containsIdentical(conflicting, floor), "conflicting: \(conflicting)")
        try solver.add(x <= 30)
        assertValue(solver, x, 30)
        assertValue(solver, y, 20)
    }

    func testConflictFoundByPhaseOneIsUnsatisfiable() throws {
        // x == y + z with y, z ≥ 0 (all three variables basic or bounded), then x ≤ −1.
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = SimplexSolver()
        let sum = x == y + z
        let yFloor = y >= 0, zFloor = z >= 0
        try solver.add(yFloor)
        try solver.add(zFloor)
        try solver.add(sum)
        try solver.add((y == 4).priority(.defaultLow))
        try solver.add((z == 6).priority(.defaultLow))
        let cap = 2 * x + 2 <= 0
        let error = expectAtomicFailure(solver, watching: [x, y, z]) { () throws(SolverError) in
            try solver.add(cap)
        }
        guard case let .unsatisfiableConstraint(c, conflicting)? = error else {
            return XCTFail("expected unsatisfiableConstraint, got \(String(describing: error))")
        }
        XCTAssertTrue(c === cap)
        XCTAssertTrue(containsIdentical(conflicting, sum), "conflicting: \(conflicting)")
        XCTAssertTrue(containsIdentical(conflicting, yFloor), "conflicting: \(conflicting)")
        XCTAssertTrue(containsIdentical(conflicting, zFloor), "conflicting: \(conflicting)")
        try solver.add(x <= 5)
        assertValue(solver, x, 5)
    }

    func testConflictAmongRequiredEqualitiesOnlyIsUnsatisfiable() throws {
        // x == 10, y == x: adding y == 20 reduces to a row of dummies with a non-zero constant.
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        let fix = x == 10, link = y == x
        try solver.add(fix)
        try solver.add(link)
        let pin = y == 20
        let error = expectAtomicFailure(solver, watching: [x, y]) { () throws(SolverError) in
            try solver.add(pin)
        }
        guard case let .unsatisfiableConstraint(c, conflicting)? = error else {
            return XCTFail("expected unsatisfiableConstraint, got \(String(describing: error))")
        }
        XCTAssertTrue(c === pin)
        XCTAssertTrue(containsIdentical(conflicting, fix), "conflicting: \(conflicting)")
        XCTAssertTrue(containsIdentical(conflicting, link), "conflicting: \(conflicting)")
        try solver.add(y == 10)
        assertValue(solver, y, 10)
    }

    func testContradictoryConstantConstraintIsUnsatisfiable() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add(x == 1)
        let absurd = Constraint(Expression(5), .equal)       // 5 == 0
        let error = expectAtomicFailure(solver, watching: [x]) { () throws(SolverError) in
            try solver.add(absurd)
        }
        guard case let .unsatisfiableConstraint(c, conflicting)? = error else {
            return XCTFail("expected unsatisfiableConstraint, got \(String(describing: error))")
        }
        XCTAssertTrue(c === absurd)
        XCTAssertTrue(conflicting.isEmpty, "conflicting: \(conflicting)")
        try solver.add(Constraint(Expression(-5), .lessThanOrEqual))   // −5 ≤ 0: fine
        assertValue(solver, x, 1)
    }

    func testUnsatisfiableConstraintWithNewVariableDoesNotRegisterIt() throws {
        let x = Variable("x"), fresh = Variable("fresh")
        let solver = SimplexSolver()
        try solver.add(x >= 10)
        let bad = x + 0 * fresh <= 0
        let error = expectAtomicFailure(solver, watching: [x, fresh]) { () throws(SolverError) in
            try solver.add(bad)
        }
        guard case .unsatisfiableConstraint? = error else {
            return XCTFail("expected unsatisfiableConstraint, got \(String(describing: error))")
        }
        XCTAssertNil(solver.value(of: fresh))
        try solver.add(fresh == x + 1)
        try solver.add((x == 0).priority(1))
        assertValue(solver, fresh, 11)
    }

    func testRequiredConstantChangeThatCannotHoldIsUnsatisfiable() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        let lower = x >= 10
        let upper = x <= 20               // expression x − 20
        try solver.add(lower)
        try solver.add(upper)
        try solver.add(y == x * 2)
        try solver.add((x == 15).priority(.defaultLow))
        let error = expectAtomicFailure(solver, watching: [x, y]) { () throws(SolverError) in
            try solver.setConstant(-5, of: upper)     // x ≤ 5
        }
        guard case let .unsatisfiableConstraint(c, conflicting)? = error else {
            return XCTFail("expected unsatisfiableConstraint, got \(String(describing: error))")
        }
        XCTAssertTrue(c === upper)
        XCTAssertTrue(containsIdentical(conflicting, lower), "conflicting: \(conflicting)")
        XCTAssertFalse(containsIdentical(conflicting, upper))
        XCTAssertEqual(upper.expression.constant, -20, "the constraint keeps its constant")
        XCTAssertTrue(solver.contains(upper))
        assertValue(solver, x, 15)
        // Still works, including further constant changes of the same constraint.
        try solver.setConstant(-12, of: upper)
        assertValue(solver, x, 12)
        assertValue(solver, y, 24)
    }

    func testRequiredEqualityConstantChangeThatCannotHoldIsUnsatisfiable() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        let fix = x == 10
        let link = y == x + 1
        let cap = y <= 50
        try solver.add(fix)
        try solver.add(link)
        try solver.add(cap)
        let error = expectAtomicFailure(solver, watching: [x, y]) { () throws(SolverError) in
            try solver.setConstant(-60, of: fix)      // x == 60 ⇒ y == 61 > 50
        }
        guard case let .unsatisfiableConstraint(c, conflicting)? = error else {
            return XCTFail("expected unsatisfiableConstraint, got \(String(describing: error))")
        }
        XCTAssertTrue(c === fix)
        XCTAssertTrue(containsIdentical(conflicting, link), "conflicting: \(conflicting)")
        XCTAssertTrue(containsIdentical(conflicting, cap), "conflicting: \(conflicting)")
        XCTAssertEqual(fix.expression.constant, -10)
        try solver.setConstant(-49, of: fix)
        assertValue(solver, y, 50)
    }

    func testConstantChangeOfAnEqualityThatHasARedundantTwinIsUnsatisfiable() throws {
        // a: x == 1 and b: x == 1 (redundant). Moving a anywhere, up or down, conflicts with b.
        for newConstant in [-2.0, 0, 5, -7] {
            let x = Variable("x")
            let solver = SimplexSolver()
            let a = x == 1, b = x == 1
            try solver.add(a)
            try solver.add(b)
            let error = expectAtomicFailure(solver, watching: [x]) { () throws(SolverError) in
                try solver.setConstant(newConstant, of: a)
            }
            guard case let .unsatisfiableConstraint(c, conflicting)? = error else {
                XCTFail("constant \(newConstant): expected unsatisfiableConstraint, got \(String(describing: error))")
                continue
            }
            XCTAssertTrue(c === a)
            XCTAssertTrue(containsIdentical(conflicting, b), "constant \(newConstant): conflicting: \(conflicting)")
            XCTAssertEqual(a.expression.constant, -1)
            assertValue(solver, x, 1, "constant \(newConstant)")
        }
    }

    func testConstantChangeOfAnEqualityWhoseTwinIsWrittenTheOtherWayRoundIsUnsatisfiable() throws {
        // a: x − 1 == 0 and b: 1 − x == 0 (the same equality, negated). Moving a to x == 2
        // conflicts with b. (Found by the differential test, dense seed 1593598790.)
        let x = Variable("x")
        let solver = SimplexSolver()
        let a = x == 1, b = 1 == x
        try solver.add(a)
        try solver.add(b)
        let error = expectAtomicFailure(solver, watching: [x]) { () throws(SolverError) in
            try solver.setConstant(-2, of: a)
        }
        guard case let .unsatisfiableConstraint(c, conflicting)? = error else {
            return XCTFail("expected unsatisfiableConstraint, got \(String(describing: error))")
        }
        XCTAssertTrue(c === a)
        XCTAssertTrue(containsIdentical(conflicting, b), "conflicting: \(conflicting)")
        XCTAssertEqual(a.expression.constant, -1)
        assertValue(solver, x, 1)
    }

    func testConstantChangeOfARedundantEqualityIsUnsatisfiable() throws {
        // a: x == 1 and b: x == 1 (redundant). Moving b anywhere conflicts with a.
        for newConstant in [-2.0, 0, 5, -7] {
            let x = Variable("x")
            let solver = SimplexSolver()
            let a = x == 1, b = x == 1
            try solver.add(a)
            try solver.add(b)
            let error = expectAtomicFailure(solver, watching: [x]) { () throws(SolverError) in
                try solver.setConstant(newConstant, of: b)
            }
            guard case let .unsatisfiableConstraint(c, conflicting)? = error else {
                XCTFail("constant \(newConstant): expected unsatisfiableConstraint, got \(String(describing: error))")
                continue
            }
            XCTAssertTrue(c === b)
            XCTAssertTrue(containsIdentical(conflicting, a), "constant \(newConstant): conflicting: \(conflicting)")
            XCTAssertEqual(b.expression.constant, -1)
            assertValue(solver, x, 1, "constant \(newConstant)")
        }
    }

    func testRejectedConstraintCanBeAddedOnceTheConflictIsRemoved() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        let a = x == 1, b = x == 2
        try solver.add(a)
        _ = expectAtomicFailure(solver, watching: [x]) { () throws(SolverError) in try solver.add(b) }
        try solver.remove(a)
        try solver.add(b)
        assertValue(solver, x, 2)
    }

    // MARK: Duplicate and unknown constraints

    func testAddingTheSameConstraintTwiceIsDuplicate() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        let c = (x == 3).priority(.defaultLow)
        try solver.add(c)
        let error = expectAtomicFailure(solver, watching: [x]) { () throws(SolverError) in
            try solver.add(c)
        }
        guard case let .duplicateConstraint(d)? = error else {
            return XCTFail("expected duplicateConstraint, got \(String(describing: error))")
        }
        XCTAssertTrue(d === c)
        XCTAssertEqual(solver.constraints.count, 1)
        try solver.add((x == 4).priority(.defaultHigh))
        assertValue(solver, x, 4)
    }

    func testRemovingAConstraintNeverAddedIsUnknown() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add(x == 3)
        let stranger = x == 3
        let error = expectAtomicFailure(solver, watching: [x]) { () throws(SolverError) in
            try solver.remove(stranger)
        }
        guard case let .unknownConstraint(c)? = error else {
            return XCTFail("expected unknownConstraint, got \(String(describing: error))")
        }
        XCTAssertTrue(c === stranger)
        try solver.add(Variable("y") == x + 1)
        assertValue(solver, x, 3)
    }

    func testRemovingAConstraintTwiceIsUnknown() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        let c = x == 3
        try solver.add((x == 1).priority(.defaultLow))
        try solver.add(c)
        try solver.remove(c)
        let error = expectAtomicFailure(solver, watching: [x]) { () throws(SolverError) in
            try solver.remove(c)
        }
        guard case let .unknownConstraint(d)? = error else {
            return XCTFail("expected unknownConstraint, got \(String(describing: error))")
        }
        XCTAssertTrue(d === c)
        assertValue(solver, x, 1)
        try solver.add(x >= 2)
        assertValue(solver, x, 2)
    }

    func testRemovingAConstraintOfAnotherSolverIsUnknown() throws {
        let x = Variable("x")
        let a = SimplexSolver(), b = SimplexSolver()
        let c = x == 3
        try a.add(c)
        try b.add(x == 4)
        let error = expectAtomicFailure(b, watching: [x]) { () throws(SolverError) in
            try b.remove(c)
        }
        guard case .unknownConstraint? = error else {
            return XCTFail("expected unknownConstraint, got \(String(describing: error))")
        }
        XCTAssertTrue(a.contains(c))
        assertValue(a, x, 3)
        assertValue(b, x, 4)
    }

    func testSettingTheConstantOfAConstraintNeverAddedIsUnknown() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add(x == 3)
        let stranger = x == 3
        let error = expectAtomicFailure(solver, watching: [x]) { () throws(SolverError) in
            try solver.setConstant(-7, of: stranger)
        }
        guard case let .unknownConstraint(c)? = error else {
            return XCTFail("expected unknownConstraint, got \(String(describing: error))")
        }
        XCTAssertTrue(c === stranger)
        XCTAssertEqual(stranger.expression.constant, -3)
        try solver.add(Variable("y") >= x)
        assertValue(solver, x, 3)
    }

    func testSettingTheConstantOfARemovedConstraintIsUnknown() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        let c = x == 3
        try solver.add(c)
        try solver.add((x == 9).priority(.defaultLow))
        try solver.remove(c)
        let error = expectAtomicFailure(solver, watching: [x]) { () throws(SolverError) in
            try solver.setConstant(-7, of: c)
        }
        guard case let .unknownConstraint(d)? = error else {
            return XCTFail("expected unknownConstraint, got \(String(describing: error))")
        }
        XCTAssertTrue(d === c)
        assertValue(solver, x, 9)
    }

    // MARK: Edit variables

    func testAddingAnEditVariableTwiceIsDuplicate() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add(x <= 100)
        try solver.addEditVariable(x, priority: .defaultHigh)
        try solver.suggestValue(x, 30)
        let error = expectAtomicFailure(solver, watching: [x]) { () throws(SolverError) in
            try solver.addEditVariable(x, priority: .defaultLow)
        }
        guard case let .duplicateEditVariable(v)? = error else {
            return XCTFail("expected duplicateEditVariable, got \(String(describing: error))")
        }
        XCTAssertTrue(v === x)
        assertValue(solver, x, 30)
        try solver.suggestValue(x, 200)
        assertValue(solver, x, 100)
    }

    func testSuggestingAValueForANonEditVariableIsUnknown() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        try solver.add(x == 1)
        try solver.add(y >= x)
        let error = expectAtomicFailure(solver, watching: [x, y]) { () throws(SolverError) in
            try solver.suggestValue(y, 5)
        }
        guard case let .unknownEditVariable(v)? = error else {
            return XCTFail("expected unknownEditVariable, got \(String(describing: error))")
        }
        XCTAssertTrue(v === y)
        try solver.addEditVariable(y, priority: .defaultHigh)
        try solver.suggestValue(y, 5)
        assertValue(solver, y, 5)
    }

    func testSuggestingAValueForAnUnknownVariableIsUnknown() throws {
        let x = Variable("x"), stranger = Variable("stranger")
        let solver = SimplexSolver()
        try solver.add(x == 1)
        let error = expectAtomicFailure(solver, watching: [x, stranger]) { () throws(SolverError) in
            try solver.suggestValue(stranger, 5)
        }
        guard case let .unknownEditVariable(v)? = error else {
            return XCTFail("expected unknownEditVariable, got \(String(describing: error))")
        }
        XCTAssertTrue(v === stranger)
        XCTAssertNil(solver.value(of: stranger))
    }

    func testRemovingANonEditVariableIsUnknown() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add(x == 1)
        let error = expectAtomicFailure(solver, watching: [x]) { () throws(SolverError) in
            try solver.removeEditVariable(x)
        }
        guard case let .unknownEditVariable(v)? = error else {
            return XCTFail("expected unknownEditVariable, got \(String(describing: error))")
        }
        XCTAssertTrue(v === x)
        try solver.add(Variable("y") == x)
        assertValue(solver, x, 1)
    }

    func testRemovingAnEditVariableTwiceIsUnknown() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add((x == 8).priority(.defaultLow))
        try solver.addEditVariable(x, priority: .defaultHigh)
        try solver.suggestValue(x, 2)
        try solver.removeEditVariable(x)
        let error = expectAtomicFailure(solver, watching: [x]) { () throws(SolverError) in
            try solver.removeEditVariable(x)
        }
        guard case let .unknownEditVariable(v)? = error else {
            return XCTFail("expected unknownEditVariable, got \(String(describing: error))")
        }
        XCTAssertTrue(v === x)
        assertValue(solver, x, 8)
        let error2 = expectAtomicFailure(solver, watching: [x]) { () throws(SolverError) in
            try solver.suggestValue(x, 3)
        }
        guard case .unknownEditVariable? = error2 else {
            return XCTFail("expected unknownEditVariable, got \(String(describing: error2))")
        }
    }

    func testRequiredEditVariableIsRefused() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add((x == 8).priority(.defaultLow))
        let error = expectAtomicFailure(solver, watching: [x]) { () throws(SolverError) in
            try solver.addEditVariable(x, priority: .required)
        }
        guard case let .requiredEditVariable(v)? = error else {
            return XCTFail("expected requiredEditVariable, got \(String(describing: error))")
        }
        XCTAssertTrue(v === x)
        XCTAssertFalse(solver.containsEditVariable(x))
        try solver.addEditVariable(x, priority: 999.999)
        try solver.suggestValue(x, 4)
        assertValue(solver, x, 4)
    }

    func testRequiredEditVariableForAnUnknownVariableDoesNotRegisterIt() throws {
        let x = Variable("x"), fresh = Variable("fresh")
        let solver = SimplexSolver()
        try solver.add(x == 1)
        let error = expectAtomicFailure(solver, watching: [x, fresh]) { () throws(SolverError) in
            try solver.addEditVariable(fresh, priority: 1000)
        }
        guard case .requiredEditVariable? = error else {
            return XCTFail("expected requiredEditVariable, got \(String(describing: error))")
        }
        XCTAssertNil(solver.value(of: fresh))
    }

    // MARK: Invalid priorities

    func testInvalidConstraintPrioritiesAreRefused() throws {
        let bad: [Float] = [0, -1, 1000.5, .nan, .infinity, -.infinity, -Float.leastNonzeroMagnitude]
        for raw in bad {
            let x = Variable("x"), fresh = Variable("fresh")
            let solver = SimplexSolver()
            try solver.add(x >= 0)
            try solver.add((x == 2).priority(.defaultLow))
            let c = (x + fresh == 1).priority(Priority(raw))
            let error = expectAtomicFailure(solver, watching: [x, fresh]) { () throws(SolverError) in
                try solver.add(c)
            }
            guard case let .invalidPriority(p)? = error else {
                XCTFail("priority \(raw): expected invalidPriority, got \(String(describing: error))")
                continue
            }
            if raw.isNaN {
                XCTAssertTrue(p.rawValue.isNaN)
            } else {
                XCTAssertEqual(p.rawValue, raw)
            }
            XCTAssertFalse(solver.contains(c))
            XCTAssertNil(solver.value(of: fresh), "priority \(raw)")
            try solver.add((x == 5).priority(.defaultHigh))
            assertValue(solver, x, 5, "priority \(raw)")
        }
    }

    func testInvalidEditPrioritiesAreRefused() throws {
        let bad: [Float] = [0, -1, 1000.5, .nan, .infinity]
        for raw in bad {
            let x = Variable("x"), fresh = Variable("fresh")
            let solver = SimplexSolver()
            try solver.add((x == 2).priority(.defaultLow))
            for v in [x, fresh] {
                let error = expectAtomicFailure(solver, watching: [x, fresh]) { () throws(SolverError) in
                    try solver.addEditVariable(v, priority: Priority(raw))
                }
                guard case let .invalidPriority(p)? = error else {
                    XCTFail("priority \(raw): expected invalidPriority, got \(String(describing: error))")
                    continue
                }
                if raw.isNaN {
                    XCTAssertTrue(p.rawValue.isNaN)
                } else {
                    XCTAssertEqual(p.rawValue, raw)
                }
                XCTAssertFalse(solver.containsEditVariable(v))
            }
            XCTAssertNil(solver.value(of: fresh))
            try solver.addEditVariable(x, priority: .defaultHigh)
            try solver.suggestValue(x, 6)
            assertValue(solver, x, 6, "priority \(raw)")
        }
    }

    // MARK: Invalid numbers

    func testNonFiniteCoefficientsAreRefused() throws {
        for bad in [Double.nan, .infinity, -.infinity] {
            let x = Variable("x"), fresh = Variable("fresh")
            let solver = SimplexSolver()
            try solver.add(x == 1)
            let c = Constraint(Expression(terms: [Term(x, 1), Term(fresh, bad)], constant: 0), .lessThanOrEqual)
            let error = expectAtomicFailure(solver, watching: [x, fresh]) { () throws(SolverError) in
                try solver.add(c)
            }
            guard case let .invalidNumber(n, _)? = error else {
                XCTFail("coefficient \(bad): expected invalidNumber, got \(String(describing: error))")
                continue
            }
            XCTAssertTrue(n.isNaN ? bad.isNaN : n == bad, "payload \(n) for \(bad)")
            XCTAssertNil(solver.value(of: fresh))
            try solver.add(fresh == x + 1)
            assertValue(solver, fresh, 2)
        }
    }

    func testNonFiniteConstantsAreRefused() throws {
        for bad in [Double.nan, .infinity, -.infinity] {
            let x = Variable("x")
            let solver = SimplexSolver()
            try solver.add((x == 1).priority(.defaultLow))
            let c = (x <= bad).priority(.defaultHigh)
            let error = expectAtomicFailure(solver, watching: [x]) { () throws(SolverError) in
                try solver.add(c)
            }
            guard case let .invalidNumber(n, _)? = error else {
                XCTFail("constant \(bad): expected invalidNumber, got \(String(describing: error))")
                continue
            }
            XCTAssertTrue(n.isNaN ? bad.isNaN : n == -bad, "payload \(n) for \(bad)")
            XCTAssertFalse(solver.contains(c))
            try solver.add(x >= 3)
            assertValue(solver, x, 3)
        }
    }

    func testNonFiniteSuggestionsAreRefused() throws {
        for bad in [Double.nan, .infinity, -.infinity] {
            let x = Variable("x"), y = Variable("y")
            let solver = SimplexSolver()
            try solver.add(y == x + 1)
            try solver.addEditVariable(x, priority: .defaultHigh)
            try solver.suggestValue(x, 10)
            let error = expectAtomicFailure(solver, watching: [x, y]) { () throws(SolverError) in
                try solver.suggestValue(x, bad)
            }
            guard case let .invalidNumber(n, _)? = error else {
                XCTFail("suggestion \(bad): expected invalidNumber, got \(String(describing: error))")
                continue
            }
            XCTAssertTrue(n.isNaN ? bad.isNaN : n == bad, "payload \(n) for \(bad)")
            assertValue(solver, x, 10)
            try solver.suggestValue(x, 20)
            assertValue(solver, y, 21)
        }
    }

    func testNonFiniteSetConstantValuesAreRefused() throws {
        for bad in [Double.nan, .infinity, -.infinity] {
            for required in [true, false] {
                let x = Variable("x")
                let solver = SimplexSolver()
                let c = required ? (x == 10) : (x == 10).priority(.defaultHigh)
                try solver.add(c)
                let error = expectAtomicFailure(solver, watching: [x]) { () throws(SolverError) in
                    try solver.setConstant(bad, of: c)
                }
                guard case let .invalidNumber(n, _)? = error else {
                    XCTFail("constant \(bad): expected invalidNumber, got \(String(describing: error))")
                    continue
                }
                XCTAssertTrue(n.isNaN ? bad.isNaN : n == bad, "payload \(n) for \(bad)")
                XCTAssertEqual(c.expression.constant, -10)
                try solver.setConstant(-11, of: c)
                assertValue(solver, x, 11)
            }
        }
    }

    func testNonPositiveAndNonFiniteWeightsAreRefused() throws {
        for bad in [0.0, -0.0, -1, .nan, .infinity, -.infinity] {
            let x = Variable("x")
            let solver = SimplexSolver()
            try solver.add((x == 1).priority(.defaultLow))
            let c = (x == 5).priority(.defaultLow).weight(bad)
            let error = expectAtomicFailure(solver, watching: [x]) { () throws(SolverError) in
                try solver.add(c)
            }
            guard case let .invalidNumber(n, _)? = error else {
                XCTFail("weight \(bad): expected invalidNumber, got \(String(describing: error))")
                continue
            }
            XCTAssertTrue(n.isNaN ? bad.isNaN : n == bad, "payload \(n) for \(bad)")
            XCTAssertFalse(solver.contains(c))
            try solver.add((x == 5).priority(.defaultLow).weight(2))
            assertValue(solver, x, 5)
        }
    }

    func testInvalidWeightOnRequiredConstraintIsRefused() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        let c = (x == 5).weight(-2)
        let error = expectAtomicFailure(solver, watching: [x]) { () throws(SolverError) in
            try solver.add(c)
        }
        guard case .invalidNumber(-2, _)? = error else {
            return XCTFail("expected invalidNumber(-2), got \(String(describing: error))")
        }
        XCTAssertNil(solver.value(of: x))
        try solver.add(x == 5)
        assertValue(solver, x, 5)
    }

    // MARK: Descriptions

    func testErrorsDescribeTheirCause() {
        let x = Variable("x")
        let c = x == 1
        XCTAssertTrue(SolverError.duplicateConstraint(c).description.contains("x - 1 == 0"))
        XCTAssertTrue(SolverError.unknownEditVariable(x).description.contains("x"))
        XCTAssertTrue(SolverError.invalidPriority(Priority(0)).description.contains("0"))
        let u = SolverError.unsatisfiableConstraint(c, conflicting: [x >= 2]).description
        XCTAssertTrue(u.contains("x - 1 == 0"), u)
        XCTAssertTrue(u.contains("x - 2 >= 0"), u)
    }
}

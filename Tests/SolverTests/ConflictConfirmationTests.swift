import XCTest
@testable import Solver

/// Issue 25's false conflicts: a refusal at extreme ratios names constraints that truly
/// cannot hold together, or is reported as numerically unstable.
final class ConflictConfirmationTests: XCTestCase {
    // x ≥ 0 (as −0.28·x ≤ 0) beside 31.8·x + 9e-6 ≤ 0, which needs x ≤ −2.8e-7: no x
    // satisfies both, so the conflict is confirmed and names x ≥ 0.
    func testAConflictThatHoldsOnItsOwnIsConfirmed() {
        let x = Variable("x")
        let nonNegative = -0.28060884237116174 * x <= 0
        let refused = 31.829429768531817 * x + 8.981361937723994e-06 <= 0
        let error = SolverCore().confirmedConflict(refused, conflicting: [nonNegative])
        guard case let .unsatisfiableConstraint(constraint, conflicting) = error else {
            return XCTFail("\(error)")
        }
        XCTAssertTrue(constraint === refused)
        XCTAssertTrue(conflicting.count == 1 && conflicting[0] === nonNegative)
    }

    // x1 ≥ 17 451 (−4.14e-6·x1 + 0.0722 ≤ 0) beside an equality that x0 can always
    // satisfy (−1.5e-4·x0 − 879 389·x1 + 658 685 == 0 gives x0 ≈ −1.0e14 at
    // x1 = 17 451): they hold together, so rounding's verdict is not a conflict.
    func testAConflictTheNamedConstraintsDoNotHaveIsReportedAsNumericallyUnstable() {
        let x0 = Variable("x0"), x1 = Variable("x1")
        let equality = -0.0001521391261938139 * x0 - 879388.8120504026 * x1 + 658685.1029506387 == 0
        let refused = -4.138438861691509e-06 * x1 + 0.07222195104584143 <= 0
        let error = SolverCore().confirmedConflict(refused, conflicting: [equality])
        guard case let .numericallyUnstable(constraint, reason) = error else { return XCTFail("\(error)") }
        XCTAssertTrue(constraint === refused)
        XCTAssertEqual(reason, "rounding found a conflict with 1 required constraint that can hold together with it")
    }

    // A constant change refused as a conflict: the new constant is what is solved again.
    // With 2x ≥ 10 held, x ≤ 4 conflicts with it, x ≤ 6 does not.
    func testAConstantChangeIsConfirmedWithItsNewConstant() {
        let x = Variable("x")
        let atLeastFive = 2 * x - 10 >= 0
        let atMost = x - 6 <= 0
        let core = SolverCore()
        guard case .unsatisfiableConstraint = core.confirmedConflict(atMost, constant: -4, conflicting: [atLeastFive])
        else { return XCTFail("x ≤ 4 beside x ≥ 5 is a conflict") }
        guard case .numericallyUnstable = core.confirmedConflict(atMost, constant: -6, conflicting: [atLeastFive])
        else { return XCTFail("x ≤ 6 beside x ≥ 5 is no conflict") }
    }

    // Extreme seed 62257542869. After `−8.0·x0 − 55 450·x1 + 2 000.3 ≤ 0` and the
    // optional constraints, x1 ≤ 0 (the constant of `−13 377.7·x1 + 1 526.1 ≥ 0` set to 0)
    // can hold: x0 ≥ 2 000.347 / 8.0048 ≈ 249.9 with x1 = 0, which only breaks the optional
    // `−5.13·x0 + 2.35e-5 == 0 @999`. The solver refused it: x1's row had lost its
    // 4.3e-8 coefficients of x0's errors, which cancellation took for noise at 1e-11 of the
    // terms summed.
    func testAConstantChangeThatFarValuesSatisfyIsAccepted() throws {
        let solver = SimplexSolver()
        let x0 = Variable("x0"), x1 = Variable("x1")
        try solver.add((-227.5039496968932 * x0 + 2.05169447120696e-05 >= 0).priority(Priority(251)).weight(0.5))
        let pinned = (-8.004827838864713 * x0 - 55450.48889709245 * x1 + 2000.347211359985 <= 0).weight(3)
        try solver.add(pinned)
        try solver.add((3328.137582395496 * x0 - 3.0922177945580335e-05 * x1 + 0.19639009587769213 <= 0)
            .priority(Priority(999)).weight(3))
        try solver.add((-5.127899166296639 * x0 + 2.354639491486346e-05 == 0).priority(Priority(999)))
        let bound = -13377.703570529684 * x1 + 1526.0893039585865 >= 0
        try solver.add(bound)
        try solver.add((-5.545852499002548e-05 * x0 - 0.01057238898404328 * x1 - 6.901782272957878e-05 >= 0)
            .priority(Priority(251)).weight(2))
        try solver.setConstant(0, of: bound)
        XCTAssertTrue(solver.brokenRequiredConstraints().isEmpty)
        XCTAssertLessThanOrEqual(try XCTUnwrap(solver.value(of: x1)), 1e-9)
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(solver.value(of: x0)), 2000.347211359985 / 8.004827838864713 - 1e-6)
    }
}

extension ConflictConfirmationTests {
    // An optional constraint is never a conflict, whatever the stuck row names: x ≥ 3.5e-7
    // (41.38·x − 1.45e-5 ≥ 0) beside x ≤ 0 hold together only within the contract's
    // tolerance (4.2e-7 for the first), and an optional constraint that trips on them is
    // refused as numerically unstable.
    func testAnOptionalConstraintIsNeverReportedAsConflicting() {
        let x = Variable("x")
        let atLeast = 41.37999080718725 * x - 1.450820540634129e-05 >= 0
        let atMost = -0.02423847928005885 * x >= 0
        let optional = (0.8560988186171359 * x - 0.004307615480581381 <= 0).priority(.defaultHigh)
        let error = SolverCore().confirmedConflict(optional, conflicting: [atLeast, atMost])
        guard case let .numericallyUnstable(constraint, reason) = error else { return XCTFail("\(error)") }
        XCTAssertTrue(constraint === optional)
        XCTAssertEqual(reason, "rounding leaves the required constraints it meets at odds")
    }
}

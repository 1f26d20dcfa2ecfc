import XCTest
@testable import Solver

/// Issue 25 at coefficients from 1e-6 to 1e6: the mechanisms that broke required
/// constraints or refused constraints that could hold, each on the smallest system of the
/// differential test (ExtremeDifferentialTests) that showed it.
final class NumericRefinementTests: XCTestCase {
    // Extreme seed 62257542904. The tableau's values are exact only to an absolute
    // rounding, and a required row's slack ends slightly negative after the late add: the
    // refined values show it (`1.1232519747575017e-06 * x1` is off by far more than its
    // tolerance), and the dual simplex repairs it. By hand: c1 holds for
    // x1 ≤ −1.005761417613458e-06 / 1.1232519747575017e-06 ≈ −0.8954; the optional late add
    // (x1 ≤ 1.0289709848472992 / 237114.7492568718 ≈ 4.3e-6) is then satisfied too.
    func testRefinementRepairsARequiredRowThatRoundingLeftBroken() throws {
        let solver = SimplexSolver()
        let x0 = Variable("x0"), x1 = Variable("x1"), x2 = Variable("x2")
        let c1 = 1.1232519747575017e-06 * x1 + 83624.2087397079 <= 0
        let o2 = (-0.000518443434371145 * x0 - 0.013707796586569137 * x2 - 1.399179855036479e-06 == 0)
            .priority(Priority(1))
        let o3 = (0.30725044821334424 * x0 + 10.80395401159154 * x2 - 59481.99211506271 >= 0).priority(Priority(1))
        try solver.add(c1)
        try solver.add(o2)
        try solver.add(o3)
        try solver.setConstant(1.005761417613458e-06, of: c1)
        try solver.setConstant(-322236.53776074754, of: o3)
        try solver.remove(o2)
        try solver.add((237114.7492568718 * x1 - 1.0289709848472992 <= 0).priority(Priority(1)))
        XCTAssertTrue(solver.brokenRequiredConstraints().isEmpty)
        let bound = -1.005761417613458e-06 / 1.1232519747575017e-06
        XCTAssertLessThanOrEqual(try XCTUnwrap(solver.value(of: x1)), bound * (1 - 1e-9))
    }

    // Extreme seed 62257543662. The required `1.87e-6 * x0 + 6177.6 == 0` puts x0 at
    // −3.3e9, where a double's last bit is 4.8e-7; after the constraint goes, x0 came back
    // as 4.4e-7 and broke `−3.34 * x0 >= 0` (x0 ≤ 0). The rounding the wide constraint left
    // in the rows is refined away once more after it goes. By hand: after removing c2 the
    // optional equality alone places x0 at −0.10916330826757369 / 0.03582070505412172
    // ≈ −3.0475, which c3 allows; after removing it too, x0 may be anything ≤ 0.
    func testRoundingLeftByARemovedWideConstraintIsRefinedAway() throws {
        let solver = SimplexSolver()
        let x0 = Variable("x0")
        let e1 = (-0.03582070505412172 * x0 == 0).priority(Priority(0.5))
        let c2 = 1.8746699831706455e-06 * x0 + 6177.589614806796 == 0
        let c3 = -3.340339210541961 * x0 + 5.450181287369741e-06 >= 0
        try solver.add(e1)
        try solver.add(c2)
        try solver.add(c3)
        try solver.setConstant(0, of: c3)
        try solver.setConstant(-188715.309241226, of: e1)
        try solver.setConstant(-0.10916330826757369, of: e1)
        try solver.remove(c2)
        XCTAssertEqual(try XCTUnwrap(solver.value(of: x0)), -0.10916330826757369 / 0.03582070505412172,
                       accuracy: 1e-9)
        try solver.remove(e1)
        XCTAssertTrue(solver.brokenRequiredConstraints().isEmpty)
        XCTAssertLessThanOrEqual(try XCTUnwrap(solver.value(of: x0)), 0)
    }

    // Extreme seed 62257543466. `−1.763274282107552e-06 * x0 == 0` holds, by the numeric
    // contract, wherever its expression is within 1e-8 of zero: for |x0| ≤ 0.0057. The new
    // constraint needs x0 ≤ −2.2656562368146616e-05 / 0.010519925962478529 ≈ −0.0021537,
    // where the equality's expression is 3.8e-9: within that tolerance, so the contract
    // cannot call the pair a conflict, and the tableau cannot decide it (its slack misses
    // by 2.3e-5 where the dummy would move by 3.8e-15). An honest refusal, solver unchanged.
    func testAConflictWithinTheContractsToleranceIsRefusedAsNumericallyUnstable() throws {
        let solver = SimplexSolver()
        let x0 = Variable("x0")
        try solver.add(-1.763274282107552e-06 * x0 == 0)
        let marginal = -0.010519925962478529 * x0 - 2.2656562368146616e-05 >= 0
        let error = expectAtomicFailure(solver, watching: [x0]) { () throws(SolverError) in try solver.add(marginal) }
        guard case let .numericallyUnstable(c, reason)? = error else {
            return XCTFail("expected numericallyUnstable, got \(String(describing: error))")
        }
        XCTAssertTrue(c === marginal)
        XCTAssertEqual(reason, "it misses holding with the others by less than rounding decides")
        XCTAssertEqual(solver.value(of: x0), 0)
    }

    // Extreme seed 62257543234, reduced. x0 is held only by the optional
    // `−712805 · x0 + 2e-5 == 0`, so it is basic in that constraint's row. The new required
    // equality puts x0 at −0.05679981466910931 / 1.0913534249553959e-06 ≈ −52045 (by hand),
    // so the optional error must grow to 3.7e10: its row has no unrestricted symbol, so it
    // goes through phase one, where that error's cost is −1.5e-12 beside the dummy's −1.
    // Compared with the dummy it looked like rounding noise, phase one stopped short and
    // the constraint was refused with an empty conflict list. With a wide constraint in
    // play, costs and pivot elements are compared with the symbols that may enter only.
    func testPhaseOneDoesNotTakeATinyCostBesideADummyForNoise() throws {
        let solver = SimplexSolver()
        let x0 = Variable("x0")
        try solver.add((-712805.2002993672 * x0 + 2.0142617078326637e-05 == 0).priority(Priority(999.999)))
        try solver.add(-1.0913534249553959e-06 * x0 - 0.05679981466910931 == 0)
        XCTAssertEqual(try XCTUnwrap(solver.value(of: x0)), -0.05679981466910931 / 1.0913534249553959e-06,
                       accuracy: 1e-6)
        XCTAssertTrue(solver.brokenRequiredConstraints().isEmpty)
    }

    // Extreme seed 62257542946. The dual simplex takes ratios within 1e-8 of each other
    // for ties, so after a constant change it can leave a reduced cost slightly negative
    // (here −1e-6, the cost of B's slack at 999.5): the change is now followed by the
    // primal simplex, as an addition is. By hand: with A's new constant, A holds for
    // x0 ≤ −412365.43473239965 / 0.025295995014865735 ≈ −1.63e7, where B holds too
    // (25306.84 · −1.63e7 is far below 4791.7), so 999.5 costs nothing; 0.004 then puts x0
    // as near 8 as A allows, at that bound, and 0.003 puts x1 at −9. Before, x0 stayed at
    // B's bound 4791.7077248216665 / 25306.840008236715 ≈ 0.189 and A missed by 412 365.
    func testAConstantChangeEndsAtTheOptimumWhenTheDualSimplexBrokeATie() throws {
        let solver = SimplexSolver()
        let x0 = Variable("x0"), x1 = Variable("x1")
        let a = (-0.025295995014865735 * x0 + 6.846161624237763 >= 0).priority(Priority(999.5))
        try solver.add(a)
        try solver.add((25306.840008236715 * x0 + 3.500627901659001e-05 * x1 - 4791.7077248216665 <= 0)
            .priority(Priority(999.5)))
        try solver.add((x0 - 8 == 0).priority(Priority(0.004)))
        try solver.add((x1 + 9 == 0).priority(Priority(0.003)))
        try solver.setConstant(-412365.43473239965, of: a)
        let bound = -412365.43473239965 / 0.025295995014865735
        XCTAssertEqual(try XCTUnwrap(solver.value(of: x0)), bound, accuracy: 1e-9 * abs(bound))
        XCTAssertEqual(try XCTUnwrap(solver.value(of: x1)), -9, accuracy: 1e-6)
    }

    // Extreme seed 62297543682 (not a wide system). The first constraint (x0 ≥ 9.6e7 at 51)
    // puts a value near 9.6e7 in the tableau, which raises the tolerance of a row's value to
    // 1e-13 of it, 9.6e-6; after e's new constant the slack of r sits at −6.3e-6 and passed
    // for zero, leaving r broken at x0 = 0 where the contract allows 1.1e-7 in its
    // expression. Such a slack is now checked against its constraint's own tolerance and
    // repaired. By hand: at 51, e pulls x0 to 0 with a slope of 57.3 against the first
    // constraint's 0.0059 the other way, so x0 goes as near 0 as r allows:
    // x0 = −6.307551100005372e-06 / 10.164895163243322 ≈ −6.2e-7, to the absolute rounding
    // of a value computed beside 9.6e7 (a few times 1e-16 · 9.6e7).
    func testASlackBelowZeroWithinAToleranceRaisedByLargeValuesIsRepaired() throws {
        let solver = SimplexSolver()
        let x0 = Variable("x0")
        let r = 10.164895163243322 * x0 + 6.307551100005372e-06 <= 0
        let e = (-57.29089679469267 * x0 - 111255.08778008167 == 0).priority(Priority(51))
        try solver.add((-0.005948326783355254 * x0 + 570874.2038582148 <= 0).priority(Priority(51)))
        try solver.add(r)
        try solver.add(e)
        try solver.addEditVariable(x0, priority: Priority(0.004))
        try solver.suggestValue(x0, 7)
        try solver.setConstant(0, of: e)
        XCTAssertTrue(solver.brokenRequiredConstraints().isEmpty)
        XCTAssertEqual(try XCTUnwrap(solver.value(of: x0)), -6.307551100005372e-06 / 10.164895163243322,
                       accuracy: 2e-8)
    }
}

import XCTest
@testable import Solver

/// Long runs of substitutions leave residues of 1e-12 to 1e-11 beside coefficients of 1
/// where exact arithmetic has zero. A pivot on such an element divides every row the
/// entering symbol is in by it: values of 1e14 lose their fractions, and required
/// constraints end up broken (a 50-item `equalSpacing` stack after 40 random hide-and-
/// show steps). Each pivot rule passes a suspect element over when another row or
/// symbol can take the pivot without leaving a bound broken by more than `epsilon`.
///
/// The tableaux below are built by hand: `s…` are slacks, `e` an error, `x` a variable,
/// `m` a marker; each row reads `basic = constant + Σ coefficient·symbol`.
final class SuspectPivotElementTests: XCTestCase {
    /// A tableau with one row per `(basic, constant, cells)`.
    private func tableau(_ kinds: [SymbolKind], rows: [(Int32, Double, [(Int32, Double)])]) -> Tableau {
        var t = Tableau()
        for kind in kinds { _ = t.newSymbol(kind) }
        for (basic, constant, cells) in rows {
            var row = SparseRow(constant: constant)
            for (symbol, coefficient) in cells { row.add(symbol, coefficient) }
            t.addRow(basic: basic, row)
        }
        return t
    }

    // MARK: - Primal ratio test

    /// The basic symbol that leaves as `e` (symbol 0) enters, of two rows:
    /// s1 = 0 − `element`·e + `partner`·p and s2 = `otherConstant` − e.
    private func leavingBasic(element: Double, partner: Double = 1, otherConstant: Double) -> Int32? {
        var t = tableau([.error, .slack, .slack, .slack],
                        rows: [(1, 0, [(0, -element), (3, partner)]), (2, otherConstant, [(0, -1)])])
        guard let slot = t.leavingSlot(for: 0, direction: 1) else { return nil }
        return t.basicOf[Int(slot)]
    }

    func testTheRatioTestPassesOverASuspectElementOfADegenerateRow() {
        // s1's exact ratio is 0, its relaxed one (0 + 1e-8) / 3e-12 ≈ 3 333; s2's is 5,
        // so s2 leaves, and s1 ends at −1.5e-11, within epsilon.
        XCTAssertEqual(leavingBasic(element: 3e-12, otherConstant: 5), 2)
    }

    func testASuspectElementStillBoundsAMoveThatWouldBreakItsRowBeyondEpsilon() {
        // s1's relaxed ratio ≈ 3 333 against s2's 1e6: moving e by 1e6 would leave s1 at
        // −3e-6, so s1 leaves.
        XCTAssertEqual(leavingBasic(element: 3e-12, otherConstant: 1e6), 1)
    }

    func testASmallButRealElementKeepsItsExactRatio() {
        // 1e-6 beside 1 is a coefficient the numeric contract accepts, not a residue:
        // s1 has ratio 0 and leaves before s2 (ratio 5).
        XCTAssertEqual(leavingBasic(element: 1e-6, otherConstant: 5), 1)
    }

    func testAnElementOfAThousandthOrMoreKeepsItsExactRatioBesideAHugeCoefficient() {
        // 2e-3 is at most 1e-9 of the row's 1e7, but an element of stablePivot (1e-3) or
        // more is taken as it is (finding the row's largest costs a scan of the row):
        // s1 has ratio 0 and leaves before s2 (ratio 5).
        XCTAssertEqual(leavingBasic(element: 2e-3, partner: 1e7, otherConstant: 5), 1)
    }

    // MARK: - Dual ratio test

    /// Symbols: 0 s0 (an infeasible row), 1 s1 (costless), 2 e (cost 1 at the only
    /// level); s0 = −1 + `costlessElement`·s1 + e.
    private func infeasibleRow(costlessElement: Double) -> Tableau {
        var t = tableau([.slack, .slack, .error], rows: [(0, -1, [(1, costlessElement), (2, 1)])])
        let k = t.ensureLevel(Priority(500))
        t.levels[k].constraintCount = 1
        t.addToObjective(level: k, 2, weight: 1)
        return t
    }

    func testTheDualRatioTestPassesOverACostlessSymbolWithASuspectElement() {
        // s1's exact ratio is 0 / 3e-12 = 0, its relaxed one 1e-8 / 3e-12 ≈ 3 333; e's
        // is 1 / 1: e enters, and s1's cost goes to −3e-12.
        var t = infeasibleRow(costlessElement: 3e-12)
        XCTAssertEqual(t.dualEnteringSymbol(slot: t.rowOf[0]), 2)
    }

    func testACostlessSymbolWithARealElementStillEntersFirst() {
        // With 1e-6 for s1, its ratio 0 wins, as before.
        var t = infeasibleRow(costlessElement: 1e-6)
        XCTAssertEqual(t.dualEnteringSymbol(slot: t.rowOf[0]), 1)
    }

    // MARK: - Removing a constraint

    func testARemovedMarkerPassesOverARestrictedRowWhereItIsAResidue() {
        // Symbols: 0 m (the marker), 1 s, 2 x, 3 p.
        // s = 5 + 3e-12·m + p would win over x's row by kiwi's rule (a restricted row
        // first); x = 7 − m takes the pivot instead: m becomes 7, and s moves to
        // 5 + 2.1e-11.
        var t = tableau([.slack, .slack, .external, .slack],
                        rows: [(1, 5, [(0, 3e-12), (3, 1)]), (2, 7, [(0, -1)])])
        XCTAssertEqual(t.markerLeavingSlot(0, mayRebuild: false), .pivot(t.rowOf[2]))
    }

    func testARemovedMarkerWhoseTiersChooseAResidueAsksForARebuildWhenItMay() {
        // The rows of the test above: with a rebuild allowed, the residue's row is not
        // pivoted on and no other row is tried (the marker's column has drifted).
        var t = tableau([.slack, .slack, .external, .slack],
                        rows: [(1, 5, [(0, 3e-12), (3, 1)]), (2, 7, [(0, -1)])])
        XCTAssertEqual(t.markerLeavingSlot(0, mayRebuild: true), .residue)
    }

    func testARemovedMarkerWithARealElementPivotsEvenWhenItMayRebuild() {
        var t = tableau([.slack, .slack, .external, .slack],
                        rows: [(1, 5, [(0, 3e-6), (3, 1)]), (2, 7, [(0, -1)])])
        XCTAssertEqual(t.markerLeavingSlot(0, mayRebuild: true), .pivot(t.rowOf[1]))
    }

    func testARemovedMarkerKeepsARestrictedRowThatPassingOverWouldBreak() {
        // s = 0 − 3e-12·m + p, x = 1e5 − m: pivoting on x's row makes m 1e5 and s
        // −3e-7, beyond epsilon, so s's row takes the pivot, as kiwi's rule says.
        var t = tableau([.slack, .slack, .external, .slack],
                        rows: [(1, 0, [(0, -3e-12), (3, 1)]), (2, 1e5, [(0, -1)])])
        XCTAssertEqual(t.markerLeavingSlot(0, mayRebuild: false), .pivot(t.rowOf[1]))
    }
}

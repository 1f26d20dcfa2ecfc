import Foundation
import XCTest
@testable import Solver

/// The differential test at extreme ratios (issue 25): random small systems whose
/// coefficients and constants are drawn log-uniformly in magnitude, with either sign,
/// solved by the solver and by the brute-force ReferenceSolver through the same phases as
/// DifferentialTests (adds with refusals, tie-breakers, constant changes, suggestions,
/// removals). Required constraints are checked within the numeric contract's tolerance
/// (Docs/Solver.md), level errors within the rounding of the sums they are.
final class ExtremeDifferentialTests: XCTestCase {
    static let baseSeed: UInt64 = 0xE_7E3E_2025

    struct Tally: CustomStringConvertible {
        var systems = 0
        var disagreeing = 0
        var brokenRequired = 0
        var falseConflicts = 0
        var acceptedInfeasible = 0
        var changedByRefusal = 0
        var coverage = DifferentialHarness.Coverage()

        var description: String {
            "\(systems) systems, \(coverage.comparisons) comparisons (\(coverage.uniqueComparisons) with a unique "
                + "optimum), \(coverage.refusedAdds) refused as conflicts, \(coverage.numericRefusals) refused as "
                + "numerically unstable, \(coverage.borderlineRefusals) borderline systems refused, "
                + "\(coverage.referenceMisses) accepted with a witness the reference missed, "
                + "\(coverage.strictlyBetterLevels) worse lower levels after a level the solver kept strictly lower; "
                + "\(brokenRequired) broken required, \(falseConflicts) false conflicts, "
                + "\(acceptedInfeasible) accepted although infeasible, \(changedByRefusal) refusals that changed the "
                + "solver, \(disagreeing) systems disagreeing"
        }
    }

    static func run(decades: Double, count: Int, seedOffset: UInt64, failing: ((UInt64, [String]) -> Void)? = nil) -> Tally {
        var tally = Tally()
        for i in 0..<count {
            let seed = baseSeed &+ seedOffset &+ UInt64(i)
            let problems = DifferentialTests.check(seed: seed, coverage: &tally.coverage, shape: .extreme(decades: decades))
            tally.systems += 1
            tally.brokenRequired += problems.filter { $0.contains("violates required") }.count
            tally.falseConflicts += problems.filter { $0.contains("although the reference accepts it") }.count
            tally.acceptedInfeasible += problems.filter { $0.contains("accepted although the reference") }.count
            tally.changedByRefusal += problems.filter { $0.contains("a refused call changed the solver") }.count
            if !problems.isEmpty {
                tally.disagreeing += 1
                failing?(seed, problems)
            }
        }
        return tally
    }

    /// Coefficients and constants from 0.01 to 100 in magnitude (ratios up to 1e4 within
    /// a constraint): everything agrees with the reference, values and optima.
    func testRandomSystemsWithCoefficientsFromAHundredthToAHundredAgreeWithTheReference() {
        var reported = 0
        let tally = Self.run(decades: 2, count: 2000, seedOffset: 0) { seed, problems in
            reported += 1
            if reported <= 10 { XCTFail("extreme seed \(seed):\n" + problems.joined(separator: "\n")) }
        }
        print("extreme differential, 1e-2…1e2: \(tally)")
        XCTAssertEqual(tally.disagreeing, 0, "\(tally)")
        XCTAssertGreaterThan(tally.coverage.comparisons, 5 * tally.systems, "\(tally)")
        XCTAssertGreaterThan(tally.coverage.uniqueComparisons, 2 * tally.systems, "\(tally)")
        XCTAssertGreaterThan(tally.coverage.refusedAdds, tally.systems / 10, "\(tally)")
    }

    /// Coefficients and constants from 1e-6 to 1e6 (ratios up to 1e12 within a
    /// constraint): never a trap and never a refusal that changes the solver. The other
    /// disagreements measured when this test was written may not grow (see the closing
    /// note of issue 25: values are exact to 1e-8 absolute, which at a coefficient of 1e6
    /// is 0.01).
    func testRandomSystemsWithCoefficientsFromAMillionthToAMillionNeverTrap() {
        runWithinRatchet("1e-6…1e6", count: 1000, seedOffset: 10_000_000, measured: Self.measured)
    }

    /// Runs `count` systems at 1e-6…1e6 from `seedOffset`, counting broken required
    /// constraints rather than trapping on them (for this run only), and checks the
    /// counts against `measured`: never a refusal that changes the solver, and no count
    /// above its ratchet.
    private func runWithinRatchet(_ label: String, count: Int, seedOffset: UInt64,
                                  measured: (brokenRequired: Int, falseConflicts: Int, disagreeing: Int),
                                  file: StaticString = #filePath, line: UInt = #line) {
        let tally = SolverCore.$checksRequiredConstraints.withValue(false) {
            Self.run(decades: 6, count: count, seedOffset: seedOffset)
        }
        print("extreme differential, \(label): \(tally)")
        XCTAssertEqual(tally.systems, count, file: file, line: line)
        XCTAssertEqual(tally.changedByRefusal, 0, "\(tally)", file: file, line: line)
        XCTAssertLessThanOrEqual(tally.brokenRequired, measured.brokenRequired, "\(tally)", file: file, line: line)
        XCTAssertLessThanOrEqual(tally.falseConflicts, measured.falseConflicts, "\(tally)", file: file, line: line)
        XCTAssertLessThanOrEqual(tally.disagreeing, measured.disagreeing, "\(tally)", file: file, line: line)
    }

    /// The 1e-6…1e6 run's figures (issue 25): a ratchet, to be lowered as the solver
    /// improves (12 disagreeing when the test was written).
    static let measured = (brokenRequired: 0, falseConflicts: 0, disagreeing: 11)

    /// The next 4 000 systems at 1e-6…1e6, beyond the first thousand's seeds: one of
    /// them, whose values reach 2e16, still leaves a required constraint broken, at 3
    /// comparisons (see Docs/Solver.md, "Numeric contract"). Counted, never trapped on,
    /// and ratcheted like the first thousand.
    func testFourThousandMoreSystemsFromAMillionthToAMillionStayWithinTheirMeasuredCounts() {
        runWithinRatchet("1e-6…1e6, 4 000 more", count: 4000, seedOffset: 10_001_000,
                         measured: Self.measuredBeyond)
    }

    /// The figures of the 4 000 further systems when their test was written.
    static let measuredBeyond = (brokenRequired: 3, falseConflicts: 0, disagreeing: 56)
}

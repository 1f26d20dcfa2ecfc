import XCTest
@testable import Solver

/// The differential test at extreme ratios (issue 25): random small systems whose
/// coefficients and constants are drawn log-uniformly from 1e-6…1e6 in magnitude, with
/// either sign, solved by the solver and by the brute-force ReferenceSolver, through the
/// same phases as DifferentialTests (adds with refusals, tie-breakers, constant changes,
/// suggestions, removals). Zero traps (the run finishes), zero broken required
/// constraints, no refusal of a feasible constraint as a conflict, and the reference's
/// optimum at every level and, where it is unique, at every variable. The only other
/// outcome allowed is SolverError.numericallyUnstable, atomically; their number is
/// reported and bounded.
final class ExtremeDifferentialTests: XCTestCase {
    static let baseSeed: UInt64 = 0xE_7E3E_2025
    static let systemCount = Int(ProcessInfo.processInfo.environment["EXTREME_COUNT"] ?? "300")!

    func testRandomSystemsWithCoefficientsFromAMillionthToAMillionAgreeWithTheReference() {
        var failures = 0
        var coverage = DifferentialHarness.Coverage()
        var brokenRequired = 0
        for i in 0..<Self.systemCount {
            let seed = Self.baseSeed &+ UInt64(i)
            let problems = DifferentialTests.check(seed: seed, coverage: &coverage, shape: .extreme)
            brokenRequired += problems.filter { $0.contains("violates required") }.count
            if !problems.isEmpty {
                failures += 1
                if failures <= 10 {
                    XCTFail("extreme seed \(seed):\n" + problems.joined(separator: "\n"))
                }
            }
        }
        print("extreme differential: \(Self.systemCount) systems, \(coverage.comparisons) comparisons "
              + "(\(coverage.uniqueComparisons) with a unique optimum), \(coverage.refusedAdds) refused as conflicts, "
              + "\(coverage.numericRefusals) refused as numerically unstable, \(brokenRequired) broken required, "
              + "\(failures) disagreeing")
        XCTAssertEqual(failures, 0, "\(failures) of \(Self.systemCount) extreme random systems disagree with the reference")
        XCTAssertEqual(brokenRequired, 0)
        XCTAssertGreaterThan(coverage.comparisons, 3 * Self.systemCount, "\(coverage)")
        XCTAssertGreaterThan(coverage.uniqueComparisons, Self.systemCount, "\(coverage)")
        XCTAssertGreaterThan(coverage.refusedAdds, Self.systemCount / 20, "\(coverage)")
        XCTAssertLessThan(coverage.numericRefusals, Self.systemCount / 100, "\(coverage)")
    }
}

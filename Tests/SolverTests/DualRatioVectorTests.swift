import XCTest
@testable import Solver

/// The dual simplex's entering choice compares ratio vectors, one ratio per objective
/// level, lexicographically with a tolerance of ``Tableau/epsilon``. Each vector is kept
/// sparse (`Tableau.isSmaller(_:_:than:_:levelCount:)`): the levels where the symbol costs
/// something, and a base ratio (its Harris relaxation over its element) at every other
/// level. The answers must be those of the dense comparison level by level.
final class DualRatioVectorTests: XCTestCase {
    private typealias Ratio = Tableau.LevelRatio

    private func isSmaller(_ candidate: [(Int, Double)], _ base: Double, than best: [(Int, Double)],
                           _ bestBase: Double, levels: Int = 6) -> Bool {
        Tableau.isSmaller(candidate.map { Ratio(level: $0.0, ratio: $0.1) }, base,
                          than: best.map { Ratio(level: $0.0, ratio: $0.1) }, bestBase, levelCount: levels)
    }

    /// The dense comparison, for the random check below.
    private func denseIsSmaller(_ candidate: [Double], than best: [Double]) -> Bool {
        for (r, b) in zip(candidate, best) {
            if r < b - Tableau.epsilon { return true }
            if r > b + Tableau.epsilon { return false }
        }
        return false
    }

    func testASmallerRatioAtTheFirstLevelEitherCostsInWins() {
        // Level 2: 0.5 against 2; level 4 (1 against 0) comes after and does not count.
        XCTAssertTrue(isSmaller([(2, 0.5), (4, 1)], 0, than: [(2, 2)], 0))
        XCTAssertFalse(isSmaller([(2, 2)], 0, than: [(2, 0.5), (4, 1)], 0))
    }

    func testALevelOnlyTheBestCostsInComparesItsRatioWithTheCandidatesBase() {
        // Level 1: the best's 3 against the candidate's 0 there.
        XCTAssertTrue(isSmaller([(3, 5)], 0, than: [(1, 3)], 0))
        // A negative ratio at level 1 beats the candidate's 0.
        XCTAssertFalse(isSmaller([(3, -5)], 0, than: [(1, -3)], 0))
    }

    func testTheBasesDecideAtTheFirstLevelNeitherCostsIn() {
        // Level 0 costs nothing for either: base 1e-3 against 0 decides there, before the
        // candidate's smaller ratio at level 2.
        XCTAssertFalse(isSmaller([(2, -1)], 1e-3, than: [(2, 1)], 0))
        XCTAssertTrue(isSmaller([(2, 1)], 0, than: [(2, -1)], 1e-3))
    }

    func testVectorsEqualWithinEpsilonAtEveryLevelAreNotSmaller() {
        XCTAssertFalse(isSmaller([(1, 1)], 0, than: [(1, 1 + 0.5 * Tableau.epsilon)], 0))
        XCTAssertFalse(isSmaller([], 0, than: [], 0))
        // Bases within epsilon, and no level listed: a tie over every level.
        XCTAssertFalse(isSmaller([], 0.2 * Tableau.epsilon, than: [], 0.9 * Tableau.epsilon))
    }

    func testLevelsBeyondTheLastListedStillCompareTheBases() {
        // Both cost 1 at level 0; at levels 1 to 5 the bases, 0 against 1e-3, decide.
        XCTAssertTrue(isSmaller([(0, 1)], 0, than: [(0, 1)], 1e-3))
        // With level 0 the only level, nothing is left to decide: a tie.
        XCTAssertFalse(isSmaller([(0, 1)], 0, than: [(0, 1)], 1e-3, levels: 1))
    }

    /// Random sparse vectors against the dense comparison.
    func testRandomVectorsCompareAsTheirDenseForms() {
        var rng = SplitMix64(seed: 2026_11_29)
        let values: [Double] = [0, 0, 1, -1, 2, 0.5, Tableau.epsilon / 2, 3 * Tableau.epsilon, -Tableau.epsilon / 3]
        for _ in 0..<5_000 {
            let levels = Int.random(in: 1...8, using: &rng)
            func vector() -> (sparse: [(Int, Double)], base: Double, dense: [Double]) {
                let base = [0, 0, Tableau.epsilon / 4, 2 * Tableau.epsilon][Int.random(in: 0..<4, using: &rng)]
                var dense = Array(repeating: base, count: levels)
                var sparse: [(Int, Double)] = []
                for k in 0..<levels where Int.random(in: 0..<3, using: &rng) == 0 {
                    let ratio = values.randomElement(using: &rng)! + base
                    dense[k] = ratio
                    sparse.append((k, ratio))
                }
                return (sparse, base, dense)
            }
            let candidate = vector(), best = vector()
            XCTAssertEqual(isSmaller(candidate.sparse, candidate.base, than: best.sparse, best.base, levels: levels),
                           denseIsSmaller(candidate.dense, than: best.dense),
                           "\(candidate) against \(best)")
        }
    }
}

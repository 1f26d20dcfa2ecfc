import XCTest
@testable import Solver

/// The primal simplex's candidates, best first: the lowest level, then (guided) the
/// largest cost, then the lowest id.
final class CandidateRankingTests: XCTestCase {
    func cost(_ level: Int32, _ cost: Double) -> CandidateRanking.FirstCost {
        .init(level: level, direction: 1, cost: cost)
    }

    func testTheHighestLevelComesFirstThenTheLowestId() {
        var ranking = CandidateRanking()
        ranking.insert(9, cost(1, 5))
        ranking.insert(7, cost(0, 1))
        ranking.insert(3, cost(0, 2))
        XCTAssertEqual(ranking.best { _ in true }?.symbol, 3)
    }

    func testAGuidedRankingTakesTheLargestCostInTheLevelThenTheLowestId() {
        var ranking = CandidateRanking()
        ranking.reset(guided: true)
        ranking.insert(3, cost(0, 2))
        ranking.insert(8, cost(0, 4))
        ranking.insert(7, cost(0, 4))
        ranking.insert(1, cost(1, 9))
        XCTAssertEqual(ranking.best { _ in true }?.symbol, 7)
        ranking.reorder(guided: false)
        XCTAssertEqual(ranking.best { _ in true }?.symbol, 3)
    }

    func testASymbolLookedUpAgainKeepsOnlyItsNewCost() {
        var ranking = CandidateRanking()
        ranking.insert(2, cost(0, 1))
        ranking.insert(5, cost(0, 1))
        ranking.insert(2, cost(1, 1))    // its cost now comes in a lower level
        XCTAssertEqual(ranking.best { _ in true }?.symbol, 5)
        ranking.invalidate(5)           // no longer improving
        let best = ranking.best { _ in true }
        XCTAssertEqual(best?.symbol, 2)
        XCTAssertEqual(best?.firstCost.level, 1)
        XCTAssertEqual(ranking.removeAllLive(), [2])
        XCTAssertTrue(ranking.isEmpty)
    }

    func testStampsThatWrapAroundKeepTheLiveEntriesAndDropTheStaleOnes() {
        var ranking = CandidateRanking()
        ranking.generation = UInt32.max - 2
        ranking.insert(4, cost(0, 1))
        ranking.insert(6, cost(0, 1))
        ranking.insert(4, cost(1, 1))    // the stamps wrap here; 4's first entry goes stale
        ranking.insert(8, cost(0, 1))
        ranking.invalidate(6)
        XCTAssertEqual(ranking.best { _ in true }?.symbol, 8)
        XCTAssertEqual(ranking.removeAllLive().sorted(), [4, 8])
    }

    func testCandidatesThatAreNoLongerEnterableAreDropped() {
        var ranking = CandidateRanking()
        ranking.insert(4, cost(0, 1))
        ranking.insert(6, cost(0, 1))
        XCTAssertEqual(ranking.best { $0 != 4 }?.symbol, 6)
        XCTAssertEqual(ranking.best { _ in true }?.symbol, 6)    // 4 was dropped
        XCTAssertNil(ranking.best { _ in false })
    }
}

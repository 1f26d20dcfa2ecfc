import XCTest
@testable import Solver

/// Priorities are strictly lexicographic: no amount of error at lower priorities buys any
/// error at a higher one. Errors within one priority level add up, scaled by weights.
final class PriorityOrderingTests: XCTestCase {
    // MARK: Constants

    func testNamedPrioritiesHaveTheirUIKitValues() {
        XCTAssertEqual(Priority.required.rawValue, 1000)
        XCTAssertEqual(Priority.defaultHigh.rawValue, 750)
        XCTAssertEqual(Priority.defaultLow.rawValue, 250)
        XCTAssertEqual(Priority.fittingSizeLevel.rawValue, 50)
        XCTAssertTrue(Priority.required.isRequired)
        XCTAssertFalse(Priority(999.999).isRequired)
        XCTAssertEqual((Priority.defaultLow + 1).rawValue, 251)
        XCTAssertEqual((Priority.defaultHigh - 1).rawValue, 749)
    }

    func testPriorityValidityIsTheHalfOpenRangeZeroToThousand() {
        XCTAssertTrue(Priority(1000).isValid)
        XCTAssertTrue(Priority(0.001).isValid)
        XCTAssertFalse(Priority(0).isValid)
        XCTAssertFalse(Priority(-1).isValid)
        XCTAssertFalse(Priority(1000.5).isValid)
        XCTAssertFalse(Priority(Float.nan).isValid)
        XCTAssertFalse(Priority(Float.infinity).isValid)
    }

    // MARK: One against many

    func testOneHigherPriorityConstraintBeatsAThousandLowerOnes() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        for _ in 0..<1000 { try solver.add((x == 100).priority(.defaultLow)) }
        try solver.add((x == 0).priority(.defaultLow + 1))
        assertValue(solver, x, 0)
    }

    func testOneHigherPriorityConstraintBeatsAThousandLowerOnesAddedAfterIt() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add((x == 0).priority(.defaultLow + 1))
        for _ in 0..<1000 { try solver.add((x == 100).priority(.defaultLow)) }
        assertValue(solver, x, 0)
    }

    func testPriorityHigherByAThousandthBeatsAThousandHeavyConstraints() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        for _ in 0..<1000 { try solver.add((x == 100).priority(250).weight(1000)) }
        try solver.add((x == 0).priority(250.001))
        assertValue(solver, x, 0)
    }

    func testHighPriorityInequalityBeatsAThousandLowerEqualities() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add((x <= 10).priority(.defaultHigh))
        for i in 0..<1000 { try solver.add((x == Double(100 + i)).priority(.defaultHigh - 1)) }
        assertValue(solver, x, 10)
    }

    func testRequiredConstraintBeatsAThousandAlmostRequiredOnes() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add(x <= 10)
        for _ in 0..<1000 { try solver.add((x == 100).priority(999.999)) }
        assertValue(solver, x, 10)
    }

    func testHigherPriorityErrorIsNotTradedForManyVariablesAtLowerPriority() throws {
        // One 251 constraint on s against 200 variables that each want s−dependent values at 250.
        let s = Variable("s")
        let solver = SimplexSolver()
        try solver.add((s == 0).priority(251))
        var ys: [Variable] = []
        for i in 0..<200 {
            let y = Variable("y\(i)")
            ys.append(y)
            try solver.add(y == s + Double(i))               // required
            try solver.add((y == 1000).priority(250))        // each pulls s up
        }
        assertValue(solver, s, 0)
        for (i, y) in ys.enumerated() { assertValue(solver, y, Double(i)) }
    }

    // MARK: Fractional and small priorities

    func testFractionalPrioritiesNearRequiredAreOrdered() throws {
        let x = Variable("x")
        let top = (x == 3).priority(999.999)
        let middle = (x == 2).priority(999.5)
        let bottom = (x == 1).priority(999)
        let solver = SimplexSolver()
        try solver.add(bottom)
        try solver.add(top)
        try solver.add(middle)
        assertValue(solver, x, 3)
        try solver.remove(top)
        assertValue(solver, x, 2)
        try solver.remove(middle)
        assertValue(solver, x, 1)
    }

    func testFractionalPrioritiesOrderInequalities() throws {
        // 999.999 says x ≤ 10, 999.5 says x ≥ 20, 999 says x == 15: the upper bound wins,
        // then x ≥ 20 is violated as little as possible.
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add((x == 15).priority(999))
        try solver.add((x >= 20).priority(999.5))
        try solver.add((x <= 10).priority(999.999))
        assertValue(solver, x, 10)
    }

    func testFittingSizeNeighbourhoodIsOrdered() throws {
        let x = Variable("x")
        let p51 = (x == 51).priority(51)
        let p50 = (x == 50).priority(.fittingSizeLevel)
        let p49 = (x == 49).priority(49)
        let solver = SimplexSolver()
        try solver.add(p49)
        try solver.add(p50)
        try solver.add(p51)
        assertValue(solver, x, 51)
        try solver.remove(p51)
        assertValue(solver, x, 50)
        try solver.remove(p50)
        assertValue(solver, x, 49)
    }

    func testPriority25And0_001AreStillHonouredWithoutCompetition() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        try solver.add((x == 25).priority(25))
        try solver.add((y == 7).priority(0.001))
        assertValue(solver, x, 25)
        assertValue(solver, y, 7)
    }

    func testPriority0_001LosesTo25AndWinsOverNothing() throws {
        let x = Variable("x")
        let weak = (x == 25).priority(25)
        let solver = SimplexSolver()
        try solver.add((x == -1).priority(0.001))
        try solver.add(weak)
        assertValue(solver, x, 25)
        try solver.remove(weak)
        assertValue(solver, x, -1)
    }

    func testAHundredDistinctLevelsAreOrdered() throws {
        // x == i at priority i for i in 1...100 (added in a shuffled order): the highest wins.
        let x = Variable("x")
        let solver = SimplexSolver()
        var order = Array(1...100)
        var rng = SplitMix64(seed: 7)
        order.shuffle(using: &rng)
        var byLevel: [Int: Constraint] = [:]
        for i in order {
            let c = (x == Double(i)).priority(Priority(Float(i)))
            byLevel[i] = c
            try solver.add(c)
        }
        XCTAssertEqual(solver.statistics.priorityLevels, 100)
        assertValue(solver, x, 100)
        for top in stride(from: 100, to: 1, by: -1) {
            try solver.remove(byLevel[top]!)
            assertValue(solver, x, Double(top - 1))
        }
    }

    func testLevelsChainAcrossVariables() throws {
        // 750: x + y == 100; 500: x == 70; 250: y == 50 ⇒ x = 70, y = 30 (the 250 error of 20
        // is accepted because reducing it would cost error at 500).
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        try solver.add((y == 50).priority(250))
        try solver.add((x == 70).priority(500))
        try solver.add((x + y == 100).priority(750))
        assertValue(solver, x, 70)
        assertValue(solver, y, 30)
    }

    // MARK: Errors add up within a level

    func testErrorsAtOneLevelAddUp() throws {
        // 2|x| + |x − 30| is least at x = 0.
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add((x == 0).priority(.defaultLow))
        try solver.add((x == 30).priority(.defaultLow))
        try solver.add((x == 0).priority(.defaultLow))
        assertValue(solver, x, 0)
    }

    func testMajorityAtOneLevelWins() throws {
        // 2|x| + 3|x − 30| is least at x = 30.
        let x = Variable("x")
        let solver = SimplexSolver()
        for _ in 0..<2 { try solver.add((x == 0).priority(.defaultLow)) }
        for _ in 0..<3 { try solver.add((x == 30).priority(.defaultLow)) }
        assertValue(solver, x, 30)
    }

    func testErrorsAddUpAcrossVariablesInALevel() throws {
        // x + y == 10 required; at 250: x == 0, y == 0, y == 0 ⇒ |x| + 2|y| least at y = 0.
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        try solver.add(x + y == 10)
        try solver.add((x == 0).priority(250))
        try solver.add((y == 0).priority(250))
        try solver.add((y == 0).priority(250))
        assertValue(solver, x, 10)
        assertValue(solver, y, 0)
    }

    func testMedianOfFiveEqualWeakTargets() throws {
        // Σ|x − tᵢ| for t = 1, 2, 9, 20, 40 is least at the median, 9.
        let x = Variable("x")
        let solver = SimplexSolver()
        for t in [40.0, 1, 20, 9, 2] { try solver.add((x == t).priority(.defaultLow)) }
        assertValue(solver, x, 9)
    }

    func testInequalityErrorsCountOnlyWhenViolated() throws {
        // At 250: x ≥ 10 and x ≥ 10 and x ≤ 0 ⇒ 2·max(0, 10 − x) + max(0, x) least at x = 10.
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add((x >= 10).priority(250))
        try solver.add((x <= 0).priority(250))
        try solver.add((x >= 10).priority(250))
        assertValue(solver, x, 10)
    }

    // MARK: Weights

    func testHeavierWeightWinsInsideALevel() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add((x == 0).priority(250).weight(3))
        try solver.add((x == 30).priority(250).weight(2))
        assertValue(solver, x, 0)
    }

    func testHeavierWeightWinsInsideALevelTheOtherWay() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add((x == 0).priority(250).weight(3))
        try solver.add((x == 30).priority(250).weight(4))
        assertValue(solver, x, 30)
    }

    func testTinyWeightsBreakTiesInsideALevel() throws {
        // The layout engine's index-based weights: 1 + 1e-6 beats 1.
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add((x == 0).priority(250).weight(1))
        try solver.add((x == 30).priority(250).weight(1 + 1e-6))
        assertValue(solver, x, 30)
    }

    func testWeightsAddUpWithCounts() throws {
        // Two x == 0 of weight 1 against one x == 30 of weight 1.5: 2 > 1.5.
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add((x == 0).priority(250))
        try solver.add((x == 0).priority(250))
        try solver.add((x == 30).priority(250).weight(1.5))
        assertValue(solver, x, 0)
    }

    func testHugeWeightNeverBeatsHigherPriority() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add((x == 0).priority(250).weight(1e-6))
        try solver.add((x == 30).priority(249).weight(1e6))
        assertValue(solver, x, 0)
    }

    func testHugeWeightNeverBeatsFractionallyHigherPriority() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        for _ in 0..<100 { try solver.add((x == 30).priority(999).weight(1e6)) }
        try solver.add((x == 0).priority(999.5).weight(1e-3))
        assertValue(solver, x, 0)
    }

    func testWeightedInequalityInsideALevel() throws {
        // At 500: x ≤ 10 (weight 5) and x == 40 (weight 2) ⇒ 5·max(0, x − 10) + 2|x − 40|
        // is least at x = 10.
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add((x <= 10).priority(500).weight(5))
        try solver.add((x == 40).priority(500).weight(2))
        assertValue(solver, x, 10)
    }

    // MARK: Changing the set of levels

    func testRemovingTheOnlyConstraintOfALevelFreesLowerLevels() throws {
        let x = Variable("x")
        let high = (x == 1).priority(800)
        let solver = SimplexSolver()
        try solver.add((x == 2).priority(600))
        try solver.add(high)
        XCTAssertEqual(solver.statistics.priorityLevels, 2)
        assertValue(solver, x, 1)
        try solver.remove(high)
        XCTAssertEqual(solver.statistics.priorityLevels, 1)
        assertValue(solver, x, 2)
        try solver.add((x == 3).priority(700))
        assertValue(solver, x, 3)
    }

    func testNewLevelInsertedBetweenExistingLevels() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        try solver.add(x + y == 10)
        try solver.add((x == 10).priority(300))
        try solver.add((y == 10).priority(100))
        assertValue(solver, x, 10)
        assertValue(solver, y, 0)
        try solver.add((y == 4).priority(200))    // no effect: 300 fixes x, so y = 0
        assertValue(solver, y, 0)
        try solver.add((y == 7).priority(400))    // above 300: y = 7, x = 3
        assertValue(solver, x, 3)
        assertValue(solver, y, 7)
    }
}

import XCTest
@testable import Solver

/// A wide system's optimum behind a cost within its level's tolerance
/// (Tableau+HiddenImprovements.swift).
final class HiddenImprovementTests: XCTestCase {
    /// Found by the extreme differential test (seed 62257543506). What holds at the end:
    /// `−0.0999…·x1 − 0.000314… == 0` (required) fixes x1; `−0.000126…·x0 + 26676…·x1 −
    /// 137.66… == 0` at 50 then fixes x0 at about −1 751 750, where the two constraints at
    /// 999.5 and 750 (x0 at most about −4.3e-8 and −9.8e-9) hold too. Every level can be
    /// satisfied, so that is the optimum.
    func testALevelIsSatisfiedThroughAStepItsCostPerUnitHid() throws {
        let x0 = Variable("x0"), x1 = Variable("x1")
        let s = SimplexSolver()
        let a = (-0.7013346980564539 * x0 + -2.486344074920752e-06 * x1 + 0 == 0).priority(750)
        let b = (-0.03931392333755034 * x0 + -0.16793949309522502 * x1 + -45.43582718545534 == 0)
            .priority(750).weight(3)
        try s.add(a)
        try s.add(b)
        try s.add((-0.09990619967940338 * x1 + -0.0003139506803288691 == 0).weight(1.5))
        try s.add((69696.39040530416 * x0 + 1.839877721014797e-06 * x1 + 0.0030030353291959585 <= 0)
            .priority(999.5))
        try s.add((4.091592081644711 * x0 + -1.273688780995311e-05 * x1 + 0 <= 0).priority(750).weight(2))
        try s.setConstant(2.448456203007156, of: b)
        try s.setConstant(0, of: b)
        try s.setConstant(-20239.942602174637, of: a)
        try s.remove(b)
        try s.remove(a)
        try s.add((-0.0001264367051383783 * x0 + 26676.338321656272 * x1 + -137.65633277402725 == 0).priority(50))
        s.updateVariables()

        let expectedX1 = -0.0003139506803288691 / 0.09990619967940338
        let expectedX0 = (26676.338321656272 * expectedX1 - 137.65633277402725) / 0.0001264367051383783
        XCTAssertEqual(try XCTUnwrap(s.value(of: x1)), expectedX1, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(s.value(of: x0)), expectedX0, accuracy: 1e-6 * abs(expectedX0))
        XCTAssertTrue(s.brokenRequiredConstraints().isEmpty)
    }
}

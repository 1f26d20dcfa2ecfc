import XCTest
@testable import Solver

/// `setPriority(_:of:)`: a held optional constraint moves to another optional priority in
/// place; to or from required it is removed and added again; a refusal changes nothing.
///
/// The system: `w == 300` at 250 (`wide`) against `w == 100` at 750 (`narrow`): w is 100
/// until `wide` rises above 750.
final class PriorityChangeTests: XCTestCase {
    let solver = SimplexSolver()
    let w = Variable("w")
    lazy var wide = (w == 300).priority(.defaultLow)
    lazy var narrow = (w == 100).priority(.defaultHigh)

    override func setUpWithError() throws {
        try solver.add(wide)
        try solver.add(narrow)
        solver.updateVariables()
        XCTAssertEqual(w.value, 100)
    }

    func testRaisingAConstraintAboveAnotherLetsItWin() throws {
        try solver.setPriority(Priority(999), of: wide)
        solver.updateVariables()
        XCTAssertEqual(w.value, 300)
        XCTAssertEqual(wide.priority, Priority(999))
    }

    func testAnOptionalChangeKeepsTheConstraintInPlace() throws {
        let constraints = solver.statistics.constraints
        let rows = solver.statistics.rows
        try solver.setPriority(Priority(999), of: wide)
        XCTAssertEqual(solver.statistics.constraints, constraints)
        XCTAssertEqual(solver.statistics.rows, rows)
        XCTAssertTrue(solver.contains(wide))
    }

    func testLoweringItAgainGivesWayAgain() throws {
        try solver.setPriority(Priority(999), of: wide)
        try solver.setPriority(Priority(10), of: wide)
        solver.updateVariables()
        XCTAssertEqual(w.value, 100)
    }

    func testALevelLeftEmptyGoes() throws {
        XCTAssertEqual(solver.core.tableau.levels.map(\.priority), [.defaultHigh, .defaultLow])
        try solver.setPriority(.defaultHigh, of: wide)   // beside `narrow`: one level, 200 each way
        XCTAssertEqual(solver.core.tableau.levels.map(\.priority), [.defaultHigh])
        solver.updateVariables()
        XCTAssertTrue((100...300).contains(w.value), "anywhere between 100 and 300 costs 200: \(w.value)")
    }

    func testBecomingRequiredAddsTheConstraintAgain() throws {
        try solver.setPriority(.required, of: wide)
        solver.updateVariables()
        XCTAssertEqual(w.value, 300)
        XCTAssertTrue(solver.contains(wide))
        XCTAssertEqual(wide.priority, .required)
    }

    func testBecomingRequiredAgainstARequiredConstraintIsRefusedAndChangesNothing() throws {
        try solver.add(w == 100)
        XCTAssertThrowsError(try solver.setPriority(.required, of: wide)) { error in
            guard case SolverError.unsatisfiableConstraint(let refused, _) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(refused === self.wide)
        }
        XCTAssertEqual(wide.priority, .defaultLow)
        XCTAssertTrue(solver.contains(wide))
        // Still held at 250: without the required pin and `narrow`, it decides.
        try solver.remove(narrow)
        try solver.setPriority(Priority(999), of: wide)
        solver.updateVariables()
        XCTAssertEqual(w.value, 100)
    }

    func testAnInvalidPriorityIsRefused() {
        XCTAssertThrowsError(try solver.setPriority(Priority(1001), of: wide)) { error in
            guard case SolverError.invalidPriority = error else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(wide.priority, .defaultLow)
    }

    func testAConstraintTheSolverDoesNotHoldIsUnknown() {
        XCTAssertThrowsError(try solver.setPriority(.defaultHigh, of: w == 5)) { error in
            guard case SolverError.unknownConstraint = error else { return XCTFail("\(error)") }
        }
    }
}

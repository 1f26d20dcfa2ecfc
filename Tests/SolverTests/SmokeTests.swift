import XCTest
@testable import Solver

final class SmokeTests: XCTestCase {
    func testReadmeExample() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        try solver.add(x >= 0)
        try solver.add(y == x + 10)
        try solver.add((x == 100).priority(250))
        try solver.addEditVariable(x, priority: 750)
        try solver.suggestValue(x, 42)
        solver.updateVariables()
        XCTAssertEqual(x.value, 42)
        XCTAssertEqual(y.value, 52)
    }
}

import XCTest
import Solver

/// A variable may take part in several solvers at once; each solver keeps its own value
/// for it and writes it on `updateVariables()`.
final class SharedVariableTests: XCTestCase {
    func testOneVariableInTwoSolversGetsEachSolversValue() throws {
        let x = Variable("x")
        let first = SimplexSolver(), second = SimplexSolver()
        try first.add(x == 10)
        try second.add(x == 20)
        XCTAssertEqual(first.value(of: x), 10)
        XCTAssertEqual(second.value(of: x), 20)
        first.updateVariables()
        XCTAssertEqual(x.value, 10)
        second.updateVariables()
        XCTAssertEqual(x.value, 20)
    }

    func testRemovingAVariableFromTheFirstSolverKeepsItInTheSecond() throws {
        let x = Variable("x")
        let first = SimplexSolver(), second = SimplexSolver()
        let c = x == 10
        try first.add(c)
        try second.add(x == 20)
        try first.remove(c)
        XCTAssertNil(first.value(of: x))
        XCTAssertEqual(second.value(of: x), 20)
        try first.add(x == 30)
        XCTAssertEqual(first.value(of: x), 30)
        XCTAssertEqual(second.value(of: x), 20)
    }

    func testAVariableOutlivesItsFirstSolver() throws {
        let x = Variable("x")
        do {
            let first = SimplexSolver()
            try first.add(x == 10)
        }
        let second = SimplexSolver()
        try second.add(x == 20)
        second.updateVariables()
        XCTAssertEqual(x.value, 20)
    }

    func testResetForgetsVariablesAndLetsThemBeAddedAgain() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        try solver.add(x == 10)
        solver.reset()
        XCTAssertNil(solver.value(of: x))
        try solver.add(x == 5)
        XCTAssertEqual(solver.value(of: x), 5)
    }
}

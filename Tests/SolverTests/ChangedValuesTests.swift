import XCTest
import Solver

/// `takeChangedValues(_:)` reports what `takeChangedVariables()` lists, each variable with
/// its new value, so that a layout engine reads nothing else of the solver for it.
final class ChangedValuesTests: XCTestCase {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")

    /// The report as "name=value" strings, in the order given.
    func report(_ solver: SimplexSolver) -> [String] {
        var lines: [String] = []
        solver.takeChangedValues { variable, value in
            lines.append("\(variable.name)=\(value.map { "\($0)" } ?? "nil")")
        }
        return lines
    }

    func testEachChangedVariableComesWithItsNewValue() throws {
        let solver = SimplexSolver()
        let pin = x == 10
        try solver.add(pin)
        try solver.add(y == 2 * x + 1)
        XCTAssertEqual(report(solver), ["x=10.0", "y=21.0"])
        try solver.remove(pin)
        try solver.add(x == 4)
        // y = 2·4 + 1.
        XCTAssertEqual(report(solver), ["x=4.0", "y=9.0"])
    }

    func testAnUnchangedVariableIsNotReported() throws {
        let solver = SimplexSolver()
        try solver.add(x == 3)
        _ = report(solver)
        try solver.add(z == 1)
        XCTAssertEqual(report(solver), ["z=1.0"])
        XCTAssertEqual(report(solver), [], "nothing moved since")
    }

    func testADroppedVariableComesWithNoValue() throws {
        let solver = SimplexSolver()
        let pin = y == 7
        try solver.add(x == 3)
        try solver.add(pin)
        _ = report(solver)
        try solver.remove(pin)
        XCTAssertEqual(report(solver), ["y=nil"])
    }

    func testTheOrderIsThatOfTakeChangedVariables() throws {
        // The same calls on two solvers: one reports values, the other lists variables.
        let variables = (0..<6).map { Variable("v\($0)") }
        func build() throws -> (SimplexSolver, Constraint) {
            let solver = SimplexSolver()
            let first = variables[0] == 1
            try solver.add(first)
            for i in 1..<6 { try solver.add(variables[i] == variables[i - 1] + Double(i)) }
            return (solver, first)
        }
        let (valued, firstOfValued) = try build()
        let (listed, firstOfListed) = try build()
        _ = report(valued)
        _ = listed.takeChangedVariables()
        try valued.setConstant(-5, of: firstOfValued)
        try listed.setConstant(-5, of: firstOfListed)
        let names = report(valued).map { String($0.prefix { $0 != "=" }) }
        XCTAssertEqual(names, listed.takeChangedVariables().map(\.name))
        XCTAssertEqual(names, ["v0", "v1", "v2", "v3", "v4", "v5"])
    }

    func testTheBodyMayReadTheSolver() throws {
        let solver = SimplexSolver()
        try solver.add(x == 10)
        try solver.add(y == x + 5)
        var read: [Double] = []
        solver.takeChangedValues { variable, _ in read.append(solver.value(of: variable) ?? .nan) }
        XCTAssertEqual(read, [10, 15])
    }

    /// The sample of `takeChangedValues(_:)`'s doc comment.
    func testTheDocCommentSample() throws {
        let solver = SimplexSolver()
        var printed: [String] = []
        func print(_ variable: Variable, _ value: Double) { printed.append("\(variable) \(value)") }
        try solver.add(x == 10)
        solver.takeChangedValues { variable, value in
            print(variable, value ?? 0)   // x 10.0
        }
        XCTAssertEqual(printed, ["x 10.0"])
    }
}

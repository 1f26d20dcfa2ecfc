import XCTest
import Solver

/// The sample of Docs/Solver.md, verbatim.
final class DocSampleSolverTests: XCTestCase {
    func testTheOpeningSample() throws {
        let left = Variable("left"), width = Variable("width")
        let solver = SimplexSolver()
        try solver.add(left >= 0)
        try solver.add(left + width <= 320)
        try solver.add((width >= 200).priority(.defaultHigh))   // compression resistance
        try solver.add((width <= 120).priority(.defaultLow))    // hugging: loses to 750
        try solver.add((left == 16).priority(.defaultLow))
        solver.updateVariables()     // left 16, width 200
        XCTAssertEqual(left.value, 16)
        XCTAssertEqual(width.value, 200)
    }

    func testSetExpressionSample() throws {
        let solver = SimplexSolver()
        let w = Variable("w"), canvas = Variable("canvas")
        let share = w == 0.25 * canvas - 6
        try solver.add(canvas == 100)
        try solver.add(share)                                    // w 19
        try solver.setExpression(w - 0.5 * canvas + 5, of: share) // w == canvas / 2 − 5: 45
        XCTAssertEqual(solver.value(of: w), 45)
        try solver.setExpression(w - 0.25 * canvas + 6, of: share)
        XCTAssertEqual(solver.value(of: w), 19)
    }

    func testSetPrioritySample() throws {
        let solver = SimplexSolver()
        let w = Variable("w")
        let wide = (w == 300).priority(.defaultLow)
        try solver.add(wide)
        try solver.add((w == 100).priority(.defaultHigh))    // w 100
        try solver.setPriority(Priority(999), of: wide)      // w 300
        XCTAssertEqual(solver.value(of: w), 300)
        try solver.setPriority(.defaultLow, of: wide)
        XCTAssertEqual(solver.value(of: w), 100)
    }

    func testChangedVariablesSample() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = SimplexSolver()
        let pin = x == 10
        try solver.add(pin)
        try solver.add(y == 2 * x)
        let first = solver.takeChangedVariables()    // x and y: both are new
        try solver.add(z == 1)
        let second = solver.takeChangedVariables()   // z alone
        try solver.remove(pin)
        try solver.add(x == 20)
        let third = solver.takeChangedVariables()    // x and y again
        XCTAssertEqual(Set(first.map(ObjectIdentifier.init)), [ObjectIdentifier(x), ObjectIdentifier(y)])
        XCTAssertEqual(second.map(ObjectIdentifier.init), [ObjectIdentifier(z)])
        XCTAssertEqual(Set(third.map(ObjectIdentifier.init)), [ObjectIdentifier(x), ObjectIdentifier(y)])
        XCTAssertEqual(solver.value(of: y), 40)
        var printed: [String] = []
        func print(_ variable: Variable, _ value: Double) { printed.append("\(variable) \(value)") }
        let w = Variable("w")
        try solver.add(w == x + 5)
        solver.takeChangedValues { variable, value in
            print(variable, value ?? 0)   // w 25.0: x and y have not moved
        }
        XCTAssertEqual(printed, ["w 25.0"])
    }
}

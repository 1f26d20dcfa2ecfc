import XCTest
import Solver

/// A solver knows a variable while a held constraint names it, and forgets it with the
/// last one: a constraint counts once per variable, however many of its terms name it.
final class VariableUseCountTests: XCTestCase {
    /// `x + x − 10 == 0`, its two terms kept apart (the operators would merge them).
    private func twiceNamed(_ x: Variable) -> Constraint {
        Constraint(Expression(terms: [Term(x, 1), Term(x, 1)], constant: -10), .equal)
    }

    func testAVariableNamedTwiceStaysWhileAnotherConstraintNamesIt() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        let twice = twiceNamed(x)
        try solver.add(twice)
        try solver.add(x <= 100)
        XCTAssertEqual(solver.value(of: x), 5)      // 2x = 10
        try solver.remove(twice)
        XCTAssertNotNil(solver.value(of: x), "x <= 100 still names x")
    }

    func testAVariableNamedTwiceGoesWithItsLastConstraint() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        let twice = twiceNamed(x)
        let bound = x <= 100
        try solver.add(twice)
        try solver.add(bound)
        try solver.remove(twice)
        try solver.remove(bound)
        XCTAssertNil(solver.value(of: x))
    }

    /// A change of coefficients in place keeps the variables but not how many terms name
    /// them: counting terms instead of variables, x would outlive its constraint.
    func testAVariableNamedTwiceThenOnceGoesWithItsConstraint() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        let twice = twiceNamed(x)
        try solver.add(twice)
        try solver.setExpression(Expression(terms: [Term(x, 1)], constant: -5), of: twice)
        XCTAssertEqual(solver.value(of: x), 5)
        try solver.remove(twice)
        XCTAssertNil(solver.value(of: x))
    }

    func testAVariableNamedTwiceInItsOnlyConstraintGoesWithIt() throws {
        let x = Variable("x")
        let solver = SimplexSolver()
        let twice = twiceNamed(x)
        try solver.add(twice)
        try solver.remove(twice)
        XCTAssertNil(solver.value(of: x))
    }
}

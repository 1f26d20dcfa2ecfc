import XCTest
@testable import Solver

/// The sample of Docs/Solver.md, "Numeric contract", verbatim, with what the page says.
final class DocSampleNumericContractTests: XCTestCase {
    func testTheNumericContractSample() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        try solver.add(1e-9 * x == 1)              // x = 1e9: no coefficient is too small to count
        let wide = 1e-7 * x + 1e6 * y >= 0           // a span of 1e13
        do {
            try solver.add(wide)
        } catch {
            print(error)    // numerically unstable: the coefficients of this constraint span more than 1e12 …
        }
        let absurd = x >= 2 * x + 5 - x
        let reduced = absurd.contradiction         // "0 >= 5"
        let broken = solver.brokenRequiredConstraints()   // [] after every call

        XCTAssertEqual(solver.value(of: x) ?? 0, 1e9, accuracy: 1e-3)
        XCTAssertFalse(solver.contains(wide))
        XCTAssertEqual(reduced, "0 >= 5")
        XCTAssertTrue(broken.isEmpty)
        let error = expectError { () throws(SolverError) in try solver.add(wide) }
        XCTAssertTrue(error?.description.hasPrefix(
            "numerically unstable: the coefficients of this constraint span more than 1e12") ?? false)
    }
}

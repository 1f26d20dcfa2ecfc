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
}

import XCTest
@testable import Solver

/// A required equality that defines a fresh variable through basic variables and
/// parameters is added as a chained row naming them (Docs/Solver.md, "Chained rows").
///
/// The chain: `x₀ == 0`, `wᵢ == 10` and `xᵢ₊₁ == xᵢ + wᵢ + 8` for i = 0 … 299, added in that
/// order, so that each new position is fresh and its neighbour and width are basic:
/// `xᵢ = 18·i`.
final class ChainedAdditionTests: XCTestCase {
    static let count = 300

    final class Chain {
        let solver = SimplexSolver()
        let x = (0...ChainedAdditionTests.count).map { Variable("x\($0)") }
        let w = (0..<ChainedAdditionTests.count).map { Variable("w\($0)") }
        var widths: [Constraint] = []

        init() throws {
            try solver.add(x[0] == 0)
            for i in 0..<ChainedAdditionTests.count {
                let width = w[i] == 10
                widths.append(width)
                try solver.add(width)
                try solver.add(x[i + 1] == x[i] + w[i] + 8)
            }
            solver.updateVariables()
        }
    }

    func testAPositionDefinedThroughBasicNeighboursKeepsAFewCells() throws {
        let chain = try Chain()
        let stats = chain.solver.statistics
        // Written out, the row of xᵢ would hold the markers of every width and spacing
        // before it: about N² = 90 000 cells. Chained, each position's row names xᵢ₋₁, wᵢ₋₁
        // and its own marker, each width's row its marker.
        XCTAssertLessThanOrEqual(stats.cells, 3 * stats.constraints)
        XCTAssertEqual(stats.pivots, 0)
        XCTAssertEqual(chain.solver.core.tableau.chainedRowViolations(), [])
    }

    func testEveryPositionOfAChainedAdditionIsTheSumOfTheLinksBeforeIt() throws {
        let chain = try Chain()
        XCTAssertEqual(chain.x[1].value, 18)
        XCTAssertEqual(chain.x[150].value, 2_700)
        XCTAssertEqual(chain.x[300].value, 5_400)
    }

    func testAConstantChangeEarlyInTheChainMovesEveryLaterPosition() throws {
        let chain = try Chain()
        try chain.solver.setConstant(-20, of: chain.widths[3])    // w₃ == 20
        chain.solver.updateVariables()
        XCTAssertEqual(chain.x[3].value, 54)
        XCTAssertEqual(chain.x[4].value, 82)
        XCTAssertEqual(chain.x[300].value, 5_410)
    }

    func testAShortRowThroughAParameterIsWrittenOut() throws {
        // `y` is a parameter here (in a row, not basic). Written out, the new row takes two
        // cells, fewer than a chained row is worth: no row names a basic symbol.
        let solver = SimplexSolver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.add(x == 5)
        try solver.add((y >= 3).priority(.defaultLow))
        try solver.add(z == x + y)
        solver.updateVariables()
        XCTAssertEqual(z.value, 8)
        let tableau = solver.core.tableau
        XCTAssertFalse(tableau.rows.contains { $0.mayNameBasicSymbols })
        XCTAssertEqual(tableau.chainedRowViolations(), [])
    }

    /// The chain again, and beside each position `xᵢ` (basic, chained) a mark
    /// `gᵢ == xᵢ + qᵢ` through a parameter `qᵢ`: `qᵢ >= 0`, and `qᵢ <= 0` at a weak
    /// priority, leave it out of the basis at 0 (their slacks are basic). `gᵢ = 18·i`.
    final class ParameterChain {
        let chain: Chain
        let q = (0..<ChainedAdditionTests.count).map { Variable("q\($0)") }
        let g = (0..<ChainedAdditionTests.count).map { Variable("g\($0)") }

        init() throws {
            chain = try Chain()
            for i in 0..<ChainedAdditionTests.count {
                try chain.solver.add(q[i] >= 0)
                try chain.solver.add((q[i] <= 0).priority(.defaultLow))
                try chain.solver.add(g[i] == chain.x[i] + q[i])
            }
            chain.solver.updateVariables()
        }
    }

    func testAChainedRowMayNameAParameter() throws {
        let marks = try ParameterChain()
        let stats = marks.chain.solver.statistics
        // Written out, gᵢ's row would hold xᵢ's: the markers of every link before it, about
        // N² = 90 000 cells; solved for the parameter instead, so would qᵢ's.
        XCTAssertLessThanOrEqual(stats.cells, 3 * stats.constraints)
        XCTAssertEqual(stats.pivots, 0)
        XCTAssertEqual(marks.chain.solver.core.tableau.chainedRowViolations(), [])
        XCTAssertEqual(marks.g[150].value, 2_700)
    }

    func testAParameterOfAChainedRowThatEntersTheBasisMovesItsMark() throws {
        let marks = try ParameterChain()
        try marks.chain.solver.add(marks.q[3] == 10)      // required: q₃ becomes basic
        marks.chain.solver.updateVariables()
        XCTAssertEqual(marks.g[3].value, 64)
        XCTAssertEqual(marks.g[4].value, 72)
        XCTAssertEqual(marks.chain.solver.core.tableau.chainedRowViolations(), [])
    }
}

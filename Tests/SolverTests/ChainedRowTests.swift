import XCTest
@testable import Solver

/// A chain pinned at both ends at a length other than its natural one: positions become
/// basic, and their rows name their neighbours (chained rows) instead of filling in.
///
/// The chain: items i = 0 … 199 with intrinsic widths cᵢ = 10 + 5·(i mod 7) (10, 15, …,
/// 40, repeating), `wᵢ ≥ cᵢ` at 750 and `wᵢ ≤ cᵢ` at 250, each with weight 1 + i/1000 so
/// that the first item is the cheapest to stretch or compress; `x₀ == 0` and
/// `xᵢ₊₁ == xᵢ + wᵢ + 8`. Σcᵢ = 28·175 + (10 + 15 + 20 + 25) = 4 970, so the natural
/// length is 4 970 + 8·199 = 6 562.
final class ChainedRowTests: XCTestCase {
    static let count = 200
    static let natural = 6_562.0

    final class Chain {
        let solver = SimplexSolver()
        let x = (0..<ChainedRowTests.count).map { Variable("x\($0)") }
        let w = (0..<ChainedRowTests.count).map { Variable("w\($0)") }
        var spacing: [Constraint] = []
        let end: Constraint

        static func intrinsic(_ i: Int) -> Double { 10 + 5 * Double(i % 7) }

        /// The chain with its trailing edge pinned at `length`.
        init(length: Double) throws {
            try solver.add(x[0] == 0)
            for i in 0..<ChainedRowTests.count {
                let weight = 1 + Double(i) / 1000
                try solver.add((w[i] >= Self.intrinsic(i)).priority(750).weight(weight))
                try solver.add((w[i] <= Self.intrinsic(i)).priority(250).weight(weight))
                if i > 0 {
                    let c = x[i] == x[i - 1] + w[i - 1] + 8
                    spacing.append(c)
                    try solver.add(c)
                }
            }
            end = x[ChainedRowTests.count - 1] + w[ChainedRowTests.count - 1] == length
            try solver.add(end)
        }

        var cellsPerConstraint: Double {
            let statistics = solver.statistics
            return Double(statistics.cells) / Double(statistics.constraints)
        }

        /// Checks every width and position: the first item is `first` wide, every other
        /// at its intrinsic width, spaced by 8.
        func assertLaidOut(firstWidth first: Double, file: StaticString = #filePath, line: UInt = #line) {
            var position = 0.0
            for i in 0..<ChainedRowTests.count {
                let width = i == 0 ? first : Self.intrinsic(i)
                XCTAssertEqual(solver.value(of: x[i])!, position, accuracy: 1e-9, "x\(i)", file: file, line: line)
                XCTAssertEqual(solver.value(of: w[i])!, width, accuracy: 1e-9, "w\(i)", file: file, line: line)
                position += width + 8
            }
            XCTAssertEqual(solver.core.tableau.chainedRowViolations(), [], file: file, line: line)
        }
    }

    func testAChainPinnedPastItsNaturalLengthStretchesItsCheapestItemOnly() throws {
        let chain = try Chain(length: Self.natural + 10)
        chain.assertLaidOut(firstWidth: 20)
        // The last item (c₁₉₉ = 25) ends at the pin: 6 572 − 25.
        XCTAssertEqual(chain.solver.value(of: chain.x[199])!, 6_547, accuracy: 1e-9)
    }

    func testAChainPinnedShortOfItsNaturalLengthCompressesItsCheapestItemOnly() throws {
        let chain = try Chain(length: Self.natural - 10)
        chain.assertLaidOut(firstWidth: 0)
        XCTAssertEqual(chain.solver.value(of: chain.x[199])!, 6_527, accuracy: 1e-9)
    }

    func testAPinnedChainKeepsAFewCellsPerConstraint() throws {
        // Written out in non-basic symbols, each basic position would hold the slacks of
        // every item up to the pin: about 35 cells per constraint at this length.
        let chain = try Chain(length: Self.natural + 10)
        XCTAssertLessThan(chain.cellsPerConstraint, 8, "\(chain.solver.statistics)")
    }

    func testCrossingTheNaturalLengthBackAndForthKeepsTheLayoutAndTheTableauSparse() throws {
        let chain = try Chain(length: Self.natural + 10)
        for _ in 0..<3 {
            try chain.solver.setConstant(-(Self.natural - 10), of: chain.end)
            chain.assertLaidOut(firstWidth: 0)
            XCTAssertLessThan(chain.cellsPerConstraint, 8, "\(chain.solver.statistics)")
            try chain.solver.setConstant(-(Self.natural + 10), of: chain.end)
            chain.assertLaidOut(firstWidth: 20)
            XCTAssertLessThan(chain.cellsPerConstraint, 8, "\(chain.solver.statistics)")
        }
    }

    func testValuesReadBeforeAPinMovesAreReadAgainThroughTheChainAfterIt() throws {
        // Every value is read (and memoised), then the pin moves 5 further out: the first
        // item stretches from 20 to 25 by constants alone, without a pivot, and every
        // position after it, which its chained row reads through its neighbour, moves by 5.
        let chain = try Chain(length: Self.natural + 10)
        chain.assertLaidOut(firstWidth: 20)
        let pivots = chain.solver.statistics.pivots
        try chain.solver.setConstant(-(Self.natural + 15), of: chain.end)
        XCTAssertEqual(chain.solver.statistics.pivots, pivots)
        chain.assertLaidOut(firstWidth: 25)
        // The last item (c₁₉₉ = 25) ends at the pin: 6 577 − 25.
        XCTAssertEqual(chain.solver.value(of: chain.x[199])!, 6_552, accuracy: 1e-9)
    }

    func testAPivotKeepsTheMemoisedValueOfARowItDoesNotTouch() throws {
        // Crossing the natural length pivots (the first item goes from stretched to
        // compressed). A pivot changes the values of the rows that hold its entering
        // symbol and of the chained rows that read them; `apart`'s row is in no such
        // place, so its memoised value survives, and the memo still agrees with every row.
        let chain = try Chain(length: Self.natural + 10)
        let apart = Variable("apart")
        try chain.solver.add(apart == 42)
        _ = chain.solver.takeChangedVariables()
        let pivots = chain.solver.statistics.pivots
        try chain.solver.setConstant(-(Self.natural - 10), of: chain.end)
        XCTAssertGreaterThan(chain.solver.statistics.pivots, pivots)
        let tableau = chain.solver.core.tableau
        let symbol = try XCTUnwrap(chain.solver.core.existingSymbol(for: apart))
        XCTAssertEqual(tableau.resolved[Int(symbol)].generation, tableau.resolvedGeneration)
        chain.assertLaidOut(firstWidth: 0)
        XCTAssertEqual(chain.solver.value(of: apart), 42)
        XCTAssertEqual(chain.solver.takeChangedVariables().map(\.name).contains("apart"), false)
    }

    func testRemovingAndRestoringASpacingOfAPinnedChainRestoresItsLayout() throws {
        // Removing x₁₀₀'s spacing pivots its marker into a row that may be chained.
        let chain = try Chain(length: Self.natural + 10)
        let removed = chain.spacing[99]
        try chain.solver.remove(removed)
        XCTAssertEqual(chain.solver.core.tableau.chainedRowViolations(), [])
        XCTAssertTrue(chain.solver.brokenRequiredConstraints().isEmpty)
        try chain.solver.add(removed)
        chain.assertLaidOut(firstWidth: 20)
    }

    func testTheChangedVariablesOfAPinnedChainAreTheItemsThatMoved() throws {
        // Stretching the first item by 5 more moves every later position, and no width
        // but the first: the positions' values are resolved through their chained rows.
        let chain = try Chain(length: Self.natural + 10)
        _ = chain.solver.takeChangedVariables()
        try chain.solver.setConstant(-(Self.natural + 15), of: chain.end)
        let changed = Set(chain.solver.takeChangedVariables().map(ObjectIdentifier.init))
        let expected = Set(([chain.w[0]] + chain.x[1...]).map(ObjectIdentifier.init))
        XCTAssertEqual(changed, expected)
        chain.assertLaidOut(firstWidth: 25)
    }
}

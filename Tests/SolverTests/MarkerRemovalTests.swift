import XCTest
@testable import Solver

/// Removing a constraint whose marker is not basic pivots the marker into one of its
/// rows first. When several rows qualify without moving any value, the choice decides
/// the tableau's shape: repeated removals and re-additions must leave it as they found it.
final class MarkerRemovalTests: XCTestCase {
    /// A stack of `count` items: `x0 == 0`; `w[i]` held at 10 by 750 and 250 from both
    /// sides; `x[i+1] == x[i] + w[i] + 8`.
    final class Stack {
        let solver = SimplexSolver()
        let x: [Variable]
        let w: [Variable]
        var spacing: [Constraint] = []

        init(count n: Int) throws {
            x = (0..<n).map { Variable("x\($0)") }
            w = (0..<n).map { Variable("w\($0)") }
            try solver.add(x[0] == 0)
            for i in 0..<n {
                try solver.add((w[i] >= 10).priority(750))
                try solver.add((w[i] <= 10).priority(250))
                if i + 1 < n {
                    let c = x[i + 1] == x[i] + w[i] + 8
                    spacing.append(c)
                    try solver.add(c)
                }
            }
        }

        /// Hides item `k` the way a stack view does (drops its spacings, spaces its
        /// neighbours directly, collapses it), then shows it again.
        func hideAndShow(_ k: Int) throws {
            let bridge = x[k + 1] == x[k - 1] + w[k - 1] + 8
            let collapse = (w[k] == 0).priority(999)
            let placement = (x[k] == x[k - 1] + w[k - 1] + 4).priority(50)
            try solver.remove(spacing[k - 1])
            try solver.remove(spacing[k])
            try solver.add(bridge)
            try solver.add(collapse)
            try solver.add(placement)
            try solver.remove(bridge)
            try solver.remove(collapse)
            try solver.remove(placement)
            try solver.add(spacing[k - 1])
            try solver.add(spacing[k])
        }
    }

    func testRepeatedHideAndShowKeepsTheTableauTheSameSize() throws {
        let stack = try Stack(count: 100)
        // The first cycle leaves the positions beside the item parameters; the second
        // may make two of them basic, in chained rows (x5 = x6 − w5 − 8 …), which is
        // where every later cycle finds and leaves them.
        try stack.hideAndShow(50)
        try stack.hideAndShow(50)
        let settled = stack.solver.statistics
        for _ in 0..<30 { try stack.hideAndShow(50) }
        let after = stack.solver.statistics
        XCTAssertEqual(after.cells, settled.cells, "cells after 30 more cycles: \(settled) → \(after)")
        XCTAssertEqual(after.rows, settled.rows)
        for i in 0..<100 {
            assertValue(stack.solver, stack.x[i], Double(18 * i))
            assertValue(stack.solver, stack.w[i], 10)
        }
    }

    func testRemovingASpacingPivotsOnAPositionRowNotAWidthRow() throws {
        let stack = try Stack(count: 40)
        let before = stack.solver.statistics
        try stack.solver.remove(stack.spacing[19])
        let after = stack.solver.statistics
        // The spacing's own row leaves; no other row may grow.
        XCTAssertLessThanOrEqual(after.cells, before.cells, "\(before) → \(after)")
        try stack.solver.add(stack.spacing[19])
        XCTAssertEqual(stack.solver.statistics.cells, before.cells)
        for i in 0..<40 { assertValue(stack.solver, stack.x[i], Double(18 * i)) }
    }
}

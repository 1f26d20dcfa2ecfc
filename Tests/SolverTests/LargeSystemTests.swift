import XCTest
@testable import Solver

/// Large systems solved exactly, in reasonable time even in debug builds.
final class LargeSystemTests: XCTestCase {
    // Sizes: a chain xᵢ ≥ xᵢ₋₁ + 1 fills the tableau in quadratically (every xᵢ's row holds
    // the slacks of all links below it, as in kiwi: 3 000 links make 9 million cells), so
    // 10 000 links take over a minute in a debug build and about 3 700 is the most that
    // stays under 10 s; the chain here has 3 000 links (about 5 s in debug). The
    // 10 000-constraint test is a sparse system of many small layouts.

    func testChainOfThreeThousandInequalitiesWithWeakTargets() throws {
        // x₀ ≥ 0, xᵢ ≥ xᵢ₋₁ + 1, and every xᵢ pulled to 0 at 250 ⇒ xᵢ = i exactly.
        let n = 3_000
        let xs = (0..<n).map { Variable("x\($0)") }
        let solver = SimplexSolver()
        try solver.add(xs[0] >= 0)
        for i in 1..<n { try solver.add(xs[i] >= xs[i - 1] + 1) }
        for i in 0..<n { try solver.add((xs[i] == 0).priority(.defaultLow)) }
        XCTAssertEqual(solver.statistics.constraints, 2 * n)
        solver.updateVariables()
        for i in 0..<n where abs(xs[i].value - Double(i)) > 1e-9 {
            XCTFail("x\(i) = \(xs[i].value), expected \(i)")
            break
        }
        XCTAssertEqual(solver.value(of: xs[n - 1])!, Double(n - 1), accuracy: 1e-9)
    }

    func testReplacingALinkOfTheChainWithAFloorRestartsTheSecondHalf() throws {
        // The same chain (1 000 links); the link into x₅₀₀ is removed and x₅₀₀ ≥ 0 added:
        // the second half restarts from 0.
        let n = 1_000, cut = 500
        let xs = (0..<n).map { Variable("x\($0)") }
        let solver = SimplexSolver()
        var links: [Constraint] = [xs[0] >= 0]
        try solver.add(links[0])
        for i in 1..<n {
            let link = xs[i] >= xs[i - 1] + 1
            links.append(link)
            try solver.add(link)
        }
        for i in 0..<n { try solver.add((xs[i] == 0).priority(.defaultLow)) }
        try solver.remove(links[cut])
        try solver.add(xs[cut] >= 0)
        solver.updateVariables()
        for i in 0..<n {
            let expected = Double(i < cut ? i : i - cut)
            if abs(xs[i].value - expected) > 1e-9 {
                XCTFail("x\(i) = \(xs[i].value), expected \(expected)")
                break
            }
        }
    }

    func testTenThousandConstraintsOfSmallLayouts() throws {
        // 1 700 boxes, 6 constraints each (10 200 in all): l ≥ 0, r ≤ 1000, r == l + w, w ≥ 10,
        // w == 100 at 250, l == i mod 950 at 249 ⇒ w = 100 and l = min(i mod 950, 900).
        let groups = 1_700
        let solver = SimplexSolver()
        var boxes: [(Variable, Variable, Variable)] = []
        for i in 0..<groups {
            let l = Variable("l\(i)"), r = Variable("r\(i)"), w = Variable("w\(i)")
            boxes.append((l, r, w))
            try solver.add(l >= 0)
            try solver.add(r <= 1000)
            try solver.add(r == l + w)
            try solver.add(w >= 10)
            try solver.add((w == 100).priority(.defaultLow))
            try solver.add((l == Double(i % 950)).priority(.defaultLow - 1))
        }
        XCTAssertEqual(solver.statistics.constraints, 6 * groups)
        solver.updateVariables()
        for (i, (l, r, w)) in boxes.enumerated() {
            let expectedLeft = Double(min(i % 950, 900))
            if abs(l.value - expectedLeft) > 1e-9 || abs(w.value - 100) > 1e-9 || abs(r.value - expectedLeft - 100) > 1e-9 {
                XCTFail("box \(i): l \(l.value) w \(w.value) r \(r.value), expected l \(expectedLeft) w 100")
                break
            }
        }
    }

    func testTenThousandIndependentEqualities() throws {
        let n = 10_000
        let xs = (0..<n).map { Variable("x\($0)") }
        let solver = SimplexSolver()
        for i in 0..<n { try solver.add(xs[i] == Double(i) * 0.5) }
        solver.updateVariables()
        for i in 0..<n where abs(xs[i].value - Double(i) * 0.5) > 1e-9 {
            XCTFail("x\(i) = \(xs[i].value), expected \(Double(i) * 0.5)")
            break
        }
    }

    func testRowOfFourHundredBoxesSharesTheContainerWidth() throws {
        // |gap 1| box |gap 1| box ... |gap 1| in a container whose width is an edit variable;
        // boxes have equal widths (required), minimum 0. Width W ⇒ each box (W − (n+1))/n.
        let n = 400
        let width = Variable("W")
        let lefts = (0..<n).map { Variable("l\($0)") }
        let widths = (0..<n).map { Variable("w\($0)") }
        let solver = SimplexSolver()
        try solver.add(lefts[0] == 1)
        for i in 0..<n {
            try solver.add(widths[i] >= 0)
            if i > 0 {
                try solver.add(lefts[i] == lefts[i - 1] + widths[i - 1] + 1)
                try solver.add(widths[i] == widths[0])
            }
        }
        try solver.add(lefts[n - 1] + widths[n - 1] + 1 == width)
        try solver.add(width >= Double(n + 1))
        try solver.addEditVariable(width, priority: .defaultHigh)
        for w in [1_201.0, 2_001, 401, 803] {
            try solver.suggestValue(width, w)
            let boxWidth = (w - Double(n + 1)) / Double(n)
            assertValue(solver, widths[n - 1], boxWidth, accuracy: 1e-6, "W = \(w)")
            assertValue(solver, lefts[n - 1], 1 + Double(n - 1) * (boxWidth + 1), accuracy: 1e-6, "W = \(w)")
        }
        // Below the minimum, the required floor wins.
        try solver.suggestValue(width, 100)
        assertValue(solver, width, Double(n + 1))
        assertValue(solver, widths[0], 0, accuracy: 1e-6)
    }

    func testThousandPriorityLevelsOnOneVariable() throws {
        // 1000 distinct levels 0.5, 1.0, ..., 500 each with x == level; the highest wins,
        // then removing the top 10 lets each next one win in turn.
        let x = Variable("x")
        let solver = SimplexSolver()
        var cs: [Constraint] = []
        for k in 1...1000 {
            let p = Float(k) * 0.5
            let c = (x == Double(p)).priority(Priority(p))
            cs.append(c)
            try solver.add(c)
        }
        XCTAssertEqual(solver.statistics.priorityLevels, 1000)
        assertValue(solver, x, 500)
        for k in stride(from: 1000, to: 990, by: -1) {
            try solver.remove(cs[k - 1])
            assertValue(solver, x, Double(k - 1) * 0.5)
        }
    }
}

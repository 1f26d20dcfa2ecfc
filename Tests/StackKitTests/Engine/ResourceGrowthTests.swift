import XCTest
@testable import StackKit
import Solver

/// Long use does not grow anything: symbols, rows and constraints are recycled.
final class ResourceGrowthTests: XCTestCase {
    func testAHundredThousandAddRemoveCyclesDoNotGrowTheSolver() throws {
        let solver = SimplexSolver()
        let x = Variable("x"), w = Variable("w")
        try solver.add(x >= 0)
        try solver.add((w == 40).priority(750))
        solver.updateVariables()
        let before = solver.statistics
        for _ in 0..<100_000 {
            let hiding = (w == 0).priority(999.999)
            try solver.add(hiding)
            try solver.remove(hiding)
        }
        let after = solver.statistics
        XCTAssertEqual(after.rows, before.rows)
        XCTAssertEqual(after.symbols, before.symbols)
        XCTAssertEqual(after.constraints, before.constraints)
        XCTAssertEqual(solver.value(of: w), 40)
    }

    func testAHundredThousandHiddenTogglesOfOneItemDoNotGrowTheEngine() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.layoutEngine.diagnosticHandler = { d in XCTFail("\(d)") }
        let items = (0..<3).map { i -> View in
            let v = View()
            v.intrinsicContentSize = CGSize(width: 20 + 10 * i, height: 20)
            return v
        }
        let stack = StackView(arrangedSubviews: items)
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        stack.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        root.layoutIfNeeded()
        let frames = items.map(\.frame)
        let constraintsBefore = stack.constraints.count
        // Measured after a few toggles: twin constraints merge once at most (Docs/Solver.md,
        // "Twin constraints"), so the engine may shrink once, then stays as it is.
        func hideAndShow() {
            items[1].isHidden = true
            root.layoutIfNeeded()
            items[1].isHidden = false
            root.layoutIfNeeded()
        }
        for _ in 0..<3 { hideAndShow() }
        let before = root.layoutEngine.solver.statistics
        for _ in 0..<100_000 { hideAndShow() }
        let after = root.layoutEngine.solver.statistics
        XCTAssertEqual(after.rows, before.rows)
        XCTAssertEqual(after.symbols, before.symbols)
        XCTAssertEqual(after.constraints, before.constraints)
        XCTAssertEqual(stack.constraints.count, constraintsBefore)
        XCTAssertEqual(items.map(\.frame), frames)
    }
}

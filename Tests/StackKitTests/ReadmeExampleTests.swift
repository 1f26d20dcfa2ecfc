import XCTest
import Solver
import StackKit

/// The README's code samples, verbatim, so that they compile and do what the README says.
final class ReadmeExampleTests: XCTestCase {
    func testSolverSample() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        try solver.add(x >= 0)
        try solver.add(y == x + 10)
        try solver.add((x == 100).priority(250))      // optional constraint
        try solver.addEditVariable(x, priority: 750)
        try solver.suggestValue(x, 42)
        solver.updateVariables()                       // x.value == 42, y.value == 52
        XCTAssertEqual(x.value, 42)
        XCTAssertEqual(y.value, 52)
    }

    func testLayoutEngineSample() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        try LayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalTo: box.widthAnchor),
        ])
        root.layoutIfNeeded()      // box.frame == (110, 20, 100, 100)
        XCTAssertEqual(box.frame, CGRect(x: 110, y: 20, width: 100, height: 100))
    }

    func testStackViewSample() {
        let tags = ["new", "swift", "linux", "layout"].map { Label($0) }
        let row = StackView(arrangedSubviews: tags)
        row.spacing = 8
        row.alignment = .center
        tags[1].isHidden = true        // the gaps around it vanish at the next layout
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        row.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(row)
        row.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        row.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(tags.map(\.frame), [CGRect(x: 0, y: 0, width: 24, height: 17),
                                           CGRect(x: 28, y: 0, width: 0, height: 17),   // parked mid-gap
                                           CGRect(x: 32, y: 0, width: 40, height: 17),
                                           CGRect(x: 80, y: 0, width: 48, height: 17)])
    }
}

import XCTest
import Solver
import StackKit

/// The samples of Docs/Diagnostics.md, verbatim, with what the page says they print.
final class DocSampleDiagnosticsTests: XCTestCase {
    func testASolverErrorChangesNothing() throws {
        let solver = SimplexSolver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(y == x + 10)
        try solver.addEditVariable(x, priority: .defaultHigh)
        try solver.suggestValue(x, 5)
        do {
            try solver.suggestValue(x, .nan)
        } catch {
            print(error)            // invalid number nan for …
        }
        solver.updateVariables()    // x is still 5, y still 15
        XCTAssertEqual(x.value, 5)
        XCTAssertEqual(y.value, 15)
        XCTAssertThrowsError(try solver.suggestValue(x, .nan)) { error in
            XCTAssertTrue("\(error)".hasPrefix("invalid number nan for "), "\(error)")
        }
    }

    func testALayoutErrorIsThrown() {
        let title = Label("Title"), avatar = View()
        let root = View()
        root.addSubview(title)
        root.addSubview(avatar)
        do {
            _ = try LayoutConstraint(item: title, attribute: .leading, relatedBy: .equal,
                                     toItem: avatar, attribute: .top, multiplier: 1, constant: 0)
        } catch {
            print(error)    // cannot relate leading to top: attributes must share an axis, …
        }
        let error = thrownLayoutError {
            _ = try LayoutConstraint(item: title, attribute: .leading, relatedBy: .equal,
                                     toItem: avatar, attribute: .top, multiplier: 1, constant: 0)
        }
        guard case .incompatibleAttributes(.leading, .top)? = error else { return XCTFail("\(String(describing: error))") }
        XCTAssertTrue(error?.description.hasPrefix("cannot relate leading to top: attributes must share an axis, ") == true)
    }

    /// `root` 320 × 480 and `box` at leading + 10, top 20, height 50.
    private func rootAndBox(leading: Bool = true) -> (View, View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.identifier = "root"
        let box = View()
        box.identifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        if leading { box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10).isActive = true }
        box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20).isActive = true
        box.heightAnchor.constraint(equalToConstant: 50).isActive = true
        return (root, box)
    }

    func testSilencingTheHandler() {
        let (root, box) = rootAndBox()
        box.heightAnchor.constraint(equalToConstant: 60).isActive = true
        root.layoutEngine.diagnosticHandler = { _ in }
        root.layoutIfNeeded()
        for d in root.layoutEngine.diagnostics { print(d.brokenConstraint?.identifier ?? "-") }
        XCTAssertEqual(root.layoutEngine.diagnostics.count, 1)
    }

    func testAnUnsatisfiableConstraintIsReportedInUIKitsShape() {
        let (root, box) = rootAndBox()
        var reported: [String] = []
        root.layoutEngine.diagnosticHandler = { reported.append($0.description) }
        let w = box.widthAnchor.constraint(equalToConstant: 100); w.identifier = "box.width"
        let w50 = box.widthAnchor.constraint(equalToConstant: 50); w50.identifier = "w50"
        w.isActive = true
        root.layoutIfNeeded()
        w50.isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(reported, ["""
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            (
                "<LayoutConstraint 'w50' box.width == 50>",
                "<LayoutConstraint 'box.width' box.width == 100>"
            )

            Will attempt to recover by breaking constraint
            <LayoutConstraint 'w50' box.width == 50>
            """])
        XCTAssertEqual(box.frame, docRect(10, 20, 100, 50))

        let affecting = box.constraintsAffectingLayout(for: .horizontal)
        // [<LayoutConstraint box.leading == root.leading + 10>,
        //  <LayoutConstraint 'box.width' box.width == 100>,
        //  <LayoutConstraint 'w50' box.width == 50>]
        XCTAssertEqual(affecting.map(\.description), ["<LayoutConstraint box.leading == root.leading + 10>",
                                                      "<LayoutConstraint 'box.width' box.width == 100>",
                                                      "<LayoutConstraint 'w50' box.width == 50>"])
    }

    func testTheLayoutTraceMarksAmbiguity() {
        let (root, box) = rootAndBox(leading: false)
        box.widthAnchor.constraint(equalToConstant: 100).isActive = true
        print(box.hasAmbiguousLayout)   // true
        print(root.layoutTrace())
        XCTAssertTrue(box.hasAmbiguousLayout)
        XCTAssertEqual(root.layoutTrace(), """
            View 'root' (0, 0, 320, 480)
              View 'box' (0, 20, 100, 50) AMBIGUOUS minX
            """)
        box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10).isActive = true
        XCTAssertEqual(root.layoutTrace(), "View 'root' (0, 0, 320, 480)\n  View 'box' (10, 20, 100, 50)")
        XCTAssertFalse(box.hasAmbiguousLayout)
    }
}

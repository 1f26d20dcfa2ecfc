import XCTest
import StackKit

/// The sample of Docs/Architecture.md, verbatim, with the solver operations it counts.
final class DocSampleArchitectureTests: XCTestCase {
    /// (additions, removals, constant changes)
    private func counts(_ s: LayoutEngine.Statistics) -> [Int] { [s.additions, s.removals, s.constantChanges] }

    func testWhatEachChangeCostsTheSolver() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let icon = View(), title = Label("Inbox"), badge = Label("12")
        icon.intrinsicContentSize = CGSize(width: 20, height: 20)
        let row = StackView(arrangedSubviews: [icon, title, badge])
        row.alignment = .center
        row.spacing = 8
        row.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(row)
        try LayoutConstraint.activate([row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                                       row.topAnchor.constraint(equalTo: root.topAnchor, constant: 16)])
        root.layoutIfNeeded()
        let first = root.layoutEngine.statistics       // 37 additions: every constraint, once
        row.spacing = 12
        root.layoutIfNeeded()                          // + 2 constant changes: the two spacing constraints
        badge.isHidden = true
        root.layoutIfNeeded()                          // + 4 additions, + 6 removals
        title.text = "Inbox (3)"
        root.layoutIfNeeded()                          // + 2 constant changes: title's content width
        root.frame = CGRect(x: 0, y: 0, width: 375, height: 100)
        root.layoutIfNeeded()                          // + 1 constant change: the root's width
        let last = root.layoutEngine.statistics        // 41 additions, 6 removals, 5 constant changes
        XCTAssertEqual(counts(first), [37, 0, 0])
        XCTAssertEqual(counts(last), [41, 6, 5])
        XCTAssertEqual(row.constraints.count, 17)
        XCTAssertEqual(row.frame, docRect(16, 16, 104, 20))
        XCTAssertEqual(title.frame, docRect(32, 1.5, 72, 17))
    }

    func testStepByStep() throws {
        let icon = View(), title = Label("Inbox"), badge = Label("12")
        icon.intrinsicContentSize = CGSize(width: 20, height: 20)
        let row = StackView(arrangedSubviews: [icon, title, badge])
        row.alignment = .center
        row.spacing = 8
        let host = docRoot(320, 100, pinning: row, at: CGPoint(x: 16, y: 16))
        host.layoutIfNeeded()
        XCTAssertEqual(row.constraints.count, 19)
        var previous = counts(host.layoutEngine.statistics)
        let steps: [(String, () -> Void, [Int])] = [
            ("spacing", { row.spacing = 12 }, [0, 0, 2]),
            ("hide", { badge.isHidden = true }, [4, 6, 0]),
            ("text", { title.text = "Inbox (3)" }, [0, 0, 2]),
            ("resize", { host.frame = CGRect(x: 0, y: 0, width: 375, height: 100) }, [0, 0, 1]),
            ("nothing", {}, [0, 0, 0]),
        ]
        for (name, change, cost) in steps {
            change()
            host.layoutIfNeeded()
            let now = counts(host.layoutEngine.statistics)
            XCTAssertEqual(zip(now, previous).map { $0 - $1 }, cost, name)
            previous = now
        }
    }
}

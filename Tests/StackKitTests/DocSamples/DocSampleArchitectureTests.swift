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

    /// "One layout pass": each stage of the data flow, watched from outside.
    func testDataFlowsFromIsHiddenToTheFramesThatChanged() throws {
        let icon = View(), title = Label("Inbox"), badge = Label("12")
        icon.intrinsicContentSize = CGSize(width: 20, height: 20)
        let row = StackView(arrangedSubviews: [icon, title, badge])
        row.alignment = .center
        row.spacing = 8
        let root = docRoot(320, 100, pinning: row, at: CGPoint(x: 16, y: 16))
        root.layoutIfNeeded()
        let before = root.layoutEngine.statistics
        badge.isHidden = true                          // isHidden: the row is marked, nothing else runs
        row.updateConstraintsIfNeeded()                // arrangement: 6 generated constraints out, 4 in, queued
        let queued = root.layoutEngine.statistics      // the solver has seen none of it: queued == before
        root.layoutIfNeeded()                          // engine batch → solver → the frames that changed
        let applied = root.layoutEngine.statistics     // 4 more additions and 6 more removals than before
        // row (16, 16, 68, 20), title (28, 1.5, 40, 17), badge parked at (68, 0, 0, 17)
        XCTAssertEqual(queued, before)
        XCTAssertEqual(zip(counts(applied), counts(before)).map { $0 - $1 }, [4, 6, 0])
        XCTAssertEqual(row.frame, docRect(16, 16, 68, 20))
        XCTAssertEqual(title.frame, docRect(28, 1.5, 40, 17))
        XCTAssertEqual(badge.frame, docRect(68, 0, 0, 17))
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

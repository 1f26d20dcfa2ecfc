import XCTest
import StackKit

final class LayoutCycleTests: XCTestCase {
    /// root (320 × 480) ⊃ a ⊃ b, and root ⊃ c; a, b, c laid out by constraints.
    private struct Tree {
        let log = CycleLog()
        let root: RecordingView
        let a: RecordingView
        let b: RecordingView
        let c: RecordingView
        let aWidth: LayoutConstraint
        let bLeading: LayoutConstraint
        let bWidth: LayoutConstraint

        init() throws {
            root = RecordingView("root", log: log, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            root.layoutEngine.diagnosticHandler = { _ in }
            a = RecordingView("a", log: log)
            b = RecordingView("b", log: log)
            c = RecordingView("c", log: log)
            for v in [a, b, c] { v.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(a)
            a.addSubview(b)
            root.addSubview(c)
            aWidth = a.widthAnchor.constraint(equalToConstant: 200)
            bLeading = b.leadingAnchor.constraint(equalTo: a.leadingAnchor, constant: 10)
            bWidth = b.widthAnchor.constraint(equalToConstant: 50)
            try LayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                aWidth, a.heightAnchor.constraint(equalToConstant: 100),
                bLeading, b.topAnchor.constraint(equalTo: a.topAnchor, constant: 10),
                bWidth, b.heightAnchor.constraint(equalToConstant: 50),
                c.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                c.topAnchor.constraint(equalTo: a.bottomAnchor),
                c.widthAnchor.constraint(equalToConstant: 20), c.heightAnchor.constraint(equalToConstant: 20),
            ])
        }

        var updates: [String] { log.entries.filter { $0.hasPrefix("update") } }
        var layouts: [String] { log.entries.filter { $0.hasPrefix("layout") } }
    }

    func testFirstPassUpdatesConstraintsBeforeLayingOut() throws {
        let t = try Tree()
        t.root.layoutIfNeeded()
        let firstLayout = t.log.entries.firstIndex { $0.hasPrefix("layout") }!
        let lastUpdate = t.log.entries.lastIndex { $0.hasPrefix("update") }!
        XCTAssertLessThan(lastUpdate, firstLayout, "\(t.log.entries)")
    }

    func testUpdateConstraintsRunsChildrenBeforeParents() throws {
        let t = try Tree()
        t.root.layoutIfNeeded()
        let updates = t.updates
        XCTAssertEqual(Set(updates), ["update root", "update a", "update b", "update c"])
        XCTAssertLessThan(updates.firstIndex(of: "update b")!, updates.firstIndex(of: "update a")!)
        XCTAssertLessThan(updates.firstIndex(of: "update a")!, updates.firstIndex(of: "update root")!)
        XCTAssertLessThan(updates.firstIndex(of: "update c")!, updates.firstIndex(of: "update root")!)
    }

    func testLayoutSubviewsRunsParentsBeforeChildren() throws {
        let t = try Tree()
        t.root.layoutIfNeeded()
        let layouts = t.layouts
        XCTAssertEqual(Set(layouts), ["layout root", "layout a", "layout b", "layout c"])
        XCTAssertEqual(layouts.count, 4)
        XCTAssertLessThan(layouts.firstIndex(of: "layout root")!, layouts.firstIndex(of: "layout a")!)
        XCTAssertLessThan(layouts.firstIndex(of: "layout a")!, layouts.firstIndex(of: "layout b")!)
    }

    func testLayoutSubviewsSeesTheFinalFramesOfSubviews() throws {
        let t = try Tree()
        var seen: [CGRect] = []
        t.a.onLayoutSubviews = { a in seen = [a.frame, t.b.frame] }
        t.root.layoutIfNeeded()
        XCTAssertEqual(seen, [CGRect(x: 10, y: 10, width: 200, height: 100), CGRect(x: 10, y: 10, width: 50, height: 50)])
    }

    func testLayoutIfNeededOnACleanTreeDoesNothing() throws {
        let t = try Tree()
        t.root.layoutIfNeeded()
        t.log.entries.removeAll()
        t.root.layoutIfNeeded()
        t.b.layoutIfNeeded()
        XCTAssertEqual(t.log.entries, [])
    }

    func testLayoutIfNeededOnASubviewLaysOutTheWholeTree() throws {
        let t = try Tree()
        t.b.layoutIfNeeded()
        XCTAssertEqual(t.c.frame, CGRect(x: 0, y: 110, width: 20, height: 20))
        XCTAssertEqual(t.b.frame, CGRect(x: 10, y: 10, width: 50, height: 50))
    }

    func testSetNeedsLayoutCallsOnlyThatViewsLayoutSubviews() throws {
        let t = try Tree()
        t.root.layoutIfNeeded()
        t.log.entries.removeAll()
        t.a.setNeedsLayout()
        t.root.layoutIfNeeded()
        XCTAssertEqual(t.layouts, ["layout a"])
    }

    func testSetNeedsLayoutIsClearedByThePass() throws {
        let t = try Tree()
        t.root.layoutIfNeeded()
        t.a.setNeedsLayout()
        t.root.layoutIfNeeded()
        t.log.entries.removeAll()
        t.root.layoutIfNeeded()
        XCTAssertEqual(t.log.entries, [])
    }

    func testSizeChangeCallsLayoutSubviewsOnTheViewAndItsSuperview() throws {
        let t = try Tree()
        t.root.layoutIfNeeded()
        t.log.entries.removeAll()
        t.bWidth.constant = 80
        t.root.layoutIfNeeded()
        XCTAssertEqual(t.b.frame, CGRect(x: 10, y: 10, width: 80, height: 50))
        XCTAssertEqual(t.layouts, ["layout a", "layout b"])
    }

    func testMoveWithoutResizeCallsOnlyTheSuperviewsLayoutSubviews() throws {
        let t = try Tree()
        t.root.layoutIfNeeded()
        t.log.entries.removeAll()
        t.bLeading.constant = 30
        t.root.layoutIfNeeded()
        XCTAssertEqual(t.b.frame, CGRect(x: 30, y: 10, width: 50, height: 50))
        XCTAssertEqual(t.layouts, ["layout a"])
    }

    func testResizingTheRootCallsItsLayoutSubviews() throws {
        let t = try Tree()
        t.root.layoutIfNeeded()
        t.log.entries.removeAll()
        t.root.frame = CGRect(x: 0, y: 0, width: 400, height: 480)
        t.root.layoutIfNeeded()
        XCTAssertEqual(t.layouts, ["layout root"])
    }

    func testChangeThatLeavesEveryFrameAloneCallsNoLayoutSubviews() throws {
        let t = try Tree()
        t.root.layoutIfNeeded()
        t.log.entries.removeAll()
        // An optional constraint that loses changes nothing on screen.
        prioritized(t.b.widthAnchor.constraint(equalToConstant: 999), .defaultLow).isActive = true
        t.root.layoutIfNeeded()
        XCTAssertEqual(t.layouts, [])
    }

    func testSetNeedsUpdateConstraintsCallsOnlyThatViewsUpdateConstraints() throws {
        let t = try Tree()
        t.root.layoutIfNeeded()
        t.log.entries.removeAll()
        t.b.setNeedsUpdateConstraints()
        t.root.layoutIfNeeded()
        XCTAssertEqual(t.updates, ["update b"])
        XCTAssertEqual(t.log.entries.first, "update b")
    }

    func testUpdateConstraintsIsNotCalledAgainUnlessAsked() throws {
        let t = try Tree()
        t.root.layoutIfNeeded()
        t.log.entries.removeAll()
        t.bWidth.constant = 70
        t.root.layoutIfNeeded()
        XCTAssertEqual(t.updates, [])
    }

    func testChildrenBeforeParentsWhenSeveralAsk() throws {
        let t = try Tree()
        t.root.layoutIfNeeded()
        t.log.entries.removeAll()
        t.root.setNeedsUpdateConstraints()
        t.a.setNeedsUpdateConstraints()
        t.b.setNeedsUpdateConstraints()
        t.root.layoutIfNeeded()
        XCTAssertEqual(t.updates, ["update b", "update a", "update root"])
    }

    func testUpdateConstraintsIfNeededRunsPendingUpdatesWithoutLayingOut() throws {
        let t = try Tree()
        t.root.layoutIfNeeded()
        t.log.entries.removeAll()
        t.a.setNeedsUpdateConstraints()
        t.bWidth.constant = 90
        t.b.updateConstraintsIfNeeded()
        XCTAssertEqual(t.log.entries, ["update a"])
        XCTAssertEqual(t.b.frame.width, 50)
        t.root.layoutIfNeeded()
        XCTAssertEqual(t.updates, ["update a"])
        XCTAssertEqual(t.b.frame.width, 90)
    }

    func testConstraintsChangedInUpdateConstraintsApplyInTheSamePass() throws {
        let t = try Tree()
        t.root.layoutIfNeeded()
        var wide = false
        t.a.onUpdateConstraints = { _ in t.aWidth.constant = wide ? 300 : 200 }
        wide = true
        t.a.setNeedsUpdateConstraints()
        t.root.layoutIfNeeded()
        XCTAssertEqual(t.a.frame, CGRect(x: 10, y: 10, width: 300, height: 100))
    }

    func testConstraintsActivatedInUpdateConstraintsApplyBeforeLayoutSubviews() throws {
        let log = CycleLog()
        let root = RecordingView("root", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.layoutEngine.diagnosticHandler = { _ in }
        let box = RecordingView("box", log: log)
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        var installed = false
        box.onUpdateConstraints = { v in
            guard !installed, let parent = v.superview else { return }
            installed = true
            try? LayoutConstraint.activate(frameConstraints(v, in: parent, CGRect(x: 1, y: 2, width: 3, height: 4)))
        }
        var seen: CGRect?
        root.onLayoutSubviews = { _ in seen = box.frame }
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(seen, CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    func testLayoutSubviewsThatChangesAConstraintSettlesInTheSameCall() throws {
        let t = try Tree()
        var adjusted = false
        t.a.onLayoutSubviews = { _ in
            if !adjusted { adjusted = true; t.bWidth.constant = 120 }
        }
        t.root.layoutIfNeeded()
        XCTAssertEqual(t.b.frame, CGRect(x: 10, y: 10, width: 120, height: 50))
    }

    func testLayoutSubviewsThatAlwaysDirtiesTheLayoutStillReturns() throws {
        let t = try Tree()
        var calls = 0
        t.a.onLayoutSubviews = { a in calls += 1; a.setNeedsLayout() }
        t.root.layoutIfNeeded()
        XCTAssertGreaterThan(calls, 0)
        XCTAssertLessThan(calls, 100)
        XCTAssertEqual(t.b.frame, CGRect(x: 10, y: 10, width: 50, height: 50))
    }

    func testLayoutIfNeededInsideLayoutSubviewsAppliesTheChangeOnce() throws {
        let t = try Tree()
        t.root.layoutIfNeeded()
        var calls = 0
        t.a.onLayoutSubviews = { a in
            calls += 1
            if a.bounds.width == 200 {
                t.bWidth.constant = 150
                a.layoutIfNeeded()
                XCTAssertEqual(t.b.frame, CGRect(x: 10, y: 10, width: 150, height: 50))
            }
        }
        t.log.entries.removeAll()
        t.aWidth.constant = 200.5
        t.aWidth.constant = 200
        t.a.setNeedsLayout()
        t.root.layoutIfNeeded()
        XCTAssertEqual(t.b.frame, CGRect(x: 10, y: 10, width: 150, height: 50))
        XCTAssertLessThanOrEqual(t.log.entries.filter { $0 == "layout b" }.count, 1, "\(t.log.entries)")
        XCTAssertLessThanOrEqual(calls, 2)
    }

    func testUpdateConstraintsThatAlwaysAsksAgainStillReturns() throws {
        let t = try Tree()
        var calls = 0
        t.b.onUpdateConstraints = { b in calls += 1; b.setNeedsUpdateConstraints() }
        t.root.layoutIfNeeded()
        XCTAssertGreaterThan(calls, 0)
        XCTAssertLessThan(calls, 100)
        XCTAssertEqual(t.b.frame, CGRect(x: 10, y: 10, width: 50, height: 50))
    }

    func testAddingASubviewCallsTheParentsLayoutSubviews() throws {
        let t = try Tree()
        t.root.layoutIfNeeded()
        t.log.entries.removeAll()
        let d = RecordingView("d", log: t.log, frame: CGRect(x: 1, y: 1, width: 5, height: 5))
        t.b.addSubview(d)
        t.root.layoutIfNeeded()
        XCTAssertTrue(t.layouts.contains("layout b"), "\(t.log.entries)")
        XCTAssertTrue(t.updates.contains("update d"), "\(t.log.entries)")
        XCTAssertFalse(t.layouts.contains("layout root"), "\(t.log.entries)")
        XCTAssertEqual(d.frame, CGRect(x: 1, y: 1, width: 5, height: 5))
    }

    func testRemovingASubviewCallsTheFormerParentsLayoutSubviews() throws {
        let t = try Tree()
        t.root.layoutIfNeeded()
        t.log.entries.removeAll()
        t.c.removeFromSuperview()
        t.root.layoutIfNeeded()
        XCTAssertEqual(t.layouts, ["layout root"])
    }

    func testLayoutSubviewsCanSetFramesOfTranslatingSubviews() throws {
        // Manual layout in layoutSubviews, as UIKit apps do for views that translate masks.
        let log = CycleLog()
        let root = RecordingView("root", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.layoutEngine.diagnosticHandler = { _ in }
        let manual = View()
        root.addSubview(manual)
        root.onLayoutSubviews = { r in manual.frame = CGRect(x: 0, y: 0, width: r.bounds.width / 2, height: 10) }
        root.layoutIfNeeded()
        XCTAssertEqual(manual.frame, CGRect(x: 0, y: 0, width: 50, height: 10))
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        root.layoutIfNeeded()
        XCTAssertEqual(manual.frame, CGRect(x: 0, y: 0, width: 150, height: 10))
        // The next pass keeps the frame layoutSubviews set.
        root.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertEqual(manual.frame, CGRect(x: 0, y: 0, width: 150, height: 10))
    }
}

import XCTest
import StackKit

final class LayoutDiagnosticTests: XCTestCase {
    /// A box at (0, 0) 10 high with a required width 100 ("w100"), laid out once, and a
    /// sibling 8 points after it.
    private struct Setup {
        let root: View
        let box: View
        let after: View
        let w100: LayoutConstraint
        var received: [LayoutDiagnostic] { receivedBox.list }
        let receivedBox = DiagnosticList()

        init() throws {
            root = quietRoot()
            box = autoLayoutChild(of: root, "box")
            after = autoLayoutChild(of: root, "after")
            w100 = box.widthAnchor.constraint(equalToConstant: 100)
            w100.identifier = "w100"
            let list = receivedBox
            root.layoutEngine.diagnosticHandler = { list.list.append($0) }
            try LayoutConstraint.activate([
                w100,
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 10),
                after.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8),
                after.topAnchor.constraint(equalTo: root.topAnchor),
                after.widthAnchor.constraint(equalToConstant: 20),
                after.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
        }

        func conflicting(_ width: CGFloat, _ id: String) -> LayoutConstraint {
            let c = box.widthAnchor.constraint(equalToConstant: width)
            c.identifier = id
            return c
        }
    }

    final class DiagnosticList { var list: [LayoutDiagnostic] = [] }

    func testNoDiagnosticsForASatisfiableLayout() throws {
        let s = try Setup()
        XCTAssertTrue(s.root.layoutEngine.diagnostics.isEmpty)
        XCTAssertTrue(s.received.isEmpty)
    }

    func testConflictNamesTheBrokenAndTheConflictingConstraints() throws {
        let s = try Setup()
        let w50 = s.conflicting(50, "w50")
        w50.isActive = true
        s.root.layoutIfNeeded()
        let diagnostics = s.root.layoutEngine.diagnostics
        XCTAssertEqual(diagnostics.count, 1)
        guard let d = diagnostics.first else { return }
        XCTAssertTrue(d.brokenConstraint === w50)
        XCTAssertEqual(d.conflictingConstraints.count, 1)
        XCTAssertTrue(d.conflictingConstraints.first === s.w100)
        XCTAssertNil(d.error)
    }

    func testConflictIsDeliveredToTheHandlerOnce() throws {
        let s = try Setup()
        s.conflicting(50, "w50").isActive = true
        s.root.layoutIfNeeded()
        XCTAssertEqual(s.received.count, 1)
        XCTAssertEqual(s.received.first?.brokenConstraint?.identifier, "w50")
    }

    func testLayoutContinuesWithoutTheBrokenConstraint() throws {
        let s = try Setup()
        s.conflicting(50, "w50").isActive = true
        s.root.layoutIfNeeded()
        XCTAssertEqual(s.box.frame, CGRect(x: 0, y: 0, width: 100, height: 10))
        XCTAssertEqual(s.after.frame, CGRect(x: 108, y: 0, width: 20, height: 10))
    }

    func testBrokenConstraintStaysActive() throws {
        let s = try Setup()
        let w50 = s.conflicting(50, "w50")
        w50.isActive = true
        s.root.layoutIfNeeded()
        XCTAssertTrue(w50.isActive)
        XCTAssertTrue(containsIdentical(s.box.constraints, w50))
    }

    func testConflictIsNotReportedAgainOnLaterPasses() throws {
        let s = try Setup()
        s.conflicting(50, "w50").isActive = true
        s.root.layoutIfNeeded()
        s.root.setNeedsLayout()
        s.root.layoutIfNeeded()
        s.root.frame = CGRect(x: 0, y: 0, width: 400, height: 480)
        s.root.layoutIfNeeded()
        XCTAssertEqual(s.root.layoutEngine.diagnostics.count, 1)
        XCTAssertEqual(s.box.frame, CGRect(x: 0, y: 0, width: 100, height: 10))
    }

    func testUnrelatedChangeRetriesTheBrokenConstraintQuietly() throws {
        let s = try Setup()
        s.conflicting(50, "w50").isActive = true
        s.root.layoutIfNeeded()
        let afterWidth = s.after.constraints.first { $0.firstAttribute == .width }!
        afterWidth.constant = 30
        s.root.layoutIfNeeded()
        XCTAssertEqual(s.root.layoutEngine.diagnostics.count, 1)
        XCTAssertEqual(s.box.frame, CGRect(x: 0, y: 0, width: 100, height: 10))
        XCTAssertEqual(s.after.frame, CGRect(x: 108, y: 0, width: 30, height: 10))
    }

    func testBrokenConstraintAppliesOnceTheOtherIsDeactivated() throws {
        let s = try Setup()
        s.conflicting(50, "w50").isActive = true
        s.root.layoutIfNeeded()
        s.w100.isActive = false
        s.root.layoutIfNeeded()
        XCTAssertEqual(s.box.frame, CGRect(x: 0, y: 0, width: 50, height: 10))
        XCTAssertEqual(s.after.frame, CGRect(x: 58, y: 0, width: 20, height: 10))
        XCTAssertEqual(s.root.layoutEngine.diagnostics.count, 1)
    }

    func testBrokenConstraintAppliesOnceTheOtherBecomesOptional() throws {
        let s = try Setup()
        s.conflicting(50, "w50").isActive = true
        s.root.layoutIfNeeded()
        s.w100.priority = .defaultHigh
        s.root.layoutIfNeeded()
        XCTAssertEqual(s.box.frame, CGRect(x: 0, y: 0, width: 50, height: 10))
        XCTAssertEqual(s.root.layoutEngine.diagnostics.count, 1)
    }

    func testBrokenConstraintAppliesOnceItsOwnConstantAgrees() throws {
        let s = try Setup()
        let w50 = s.conflicting(50, "w50")
        w50.isActive = true
        s.root.layoutIfNeeded()
        w50.constant = 100
        s.root.layoutIfNeeded()
        XCTAssertEqual(s.root.layoutEngine.diagnostics.count, 1)
        // It is in the layout now: changing the other one conflicts with it.
        s.w100.constant = 120
        s.root.layoutIfNeeded()
        XCTAssertEqual(s.root.layoutEngine.diagnostics.count, 2)
        XCTAssertTrue(s.root.layoutEngine.diagnostics.last?.brokenConstraint === s.w100)
        XCTAssertEqual(s.box.frame.width, 100)
    }

    func testConstantChangeThatConflictsBreaksTheChangedConstraint() throws {
        let s = try Setup()
        let max = s.box.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
        max.identifier = "max"
        max.isActive = true
        s.root.layoutIfNeeded()
        s.w100.constant = 200
        s.root.layoutIfNeeded()
        XCTAssertEqual(s.root.layoutEngine.diagnostics.count, 1)
        XCTAssertTrue(s.root.layoutEngine.diagnostics.first?.brokenConstraint === s.w100)
        XCTAssertTrue(containsIdentical(s.root.layoutEngine.diagnostics.first?.conflictingConstraints ?? [], max))
        // The rest is laid out without w100: nothing else fixes the width but `max`.
        XCTAssertLessThanOrEqual(s.box.frame.width, 150)
        s.w100.constant = 140
        s.root.layoutIfNeeded()
        XCTAssertEqual(s.box.frame, CGRect(x: 0, y: 0, width: 140, height: 10))
        XCTAssertEqual(s.root.layoutEngine.diagnostics.count, 1)
    }

    func testReactivatedConflictingConstraintIsReportedAgain() throws {
        let s = try Setup()
        let w50 = s.conflicting(50, "w50")
        w50.isActive = true
        s.root.layoutIfNeeded()
        w50.isActive = false
        s.root.layoutIfNeeded()
        XCTAssertEqual(s.root.layoutEngine.diagnostics.count, 1)
        w50.isActive = true
        s.root.layoutIfNeeded()
        XCTAssertEqual(s.root.layoutEngine.diagnostics.count, 2)
        XCTAssertTrue(s.root.layoutEngine.diagnostics.last?.brokenConstraint === w50)
    }

    func testDeactivatedBrokenConstraintIsNotRetried() throws {
        let s = try Setup()
        let w50 = s.conflicting(50, "w50")
        w50.isActive = true
        s.root.layoutIfNeeded()
        w50.isActive = false
        s.w100.isActive = false
        prioritized(s.box.widthAnchor.constraint(equalToConstant: 70), .defaultLow).isActive = true
        s.root.layoutIfNeeded()
        XCTAssertEqual(s.box.frame, CGRect(x: 0, y: 0, width: 70, height: 10))
    }

    func testBrokenConstraintMadeOptionalJoinsTheLayoutQuietly() throws {
        let s = try Setup()
        let w50 = s.conflicting(50, "w50")
        w50.isActive = true
        s.root.layoutIfNeeded()
        w50.priority = .defaultHigh
        s.root.layoutIfNeeded()
        XCTAssertEqual(s.box.frame.width, 100)
        XCTAssertEqual(s.root.layoutEngine.diagnostics.count, 1)
        s.w100.isActive = false
        s.root.layoutIfNeeded()
        XCTAssertEqual(s.box.frame, CGRect(x: 0, y: 0, width: 50, height: 10))
        XCTAssertEqual(s.root.layoutEngine.diagnostics.count, 1)
    }

    func testRemovingAViewWithABrokenConstraintForgetsTheConflict() throws {
        let s = try Setup()
        let w50 = s.conflicting(50, "w50")
        w50.isActive = true
        s.root.layoutIfNeeded()
        s.box.removeFromSuperview()
        s.root.layoutIfNeeded()
        XCTAssertEqual(s.root.layoutEngine.diagnostics.count, 1)
        // The box is its own root now: the conflict is its own engine's business.
        s.box.layoutEngine.diagnosticHandler = { _ in }
        s.box.layoutIfNeeded()
        XCTAssertEqual(s.box.layoutEngine.diagnostics.count, 1)
    }

    func testThreeWayConflictListsEveryRequiredConstraintInvolved() throws {
        let root = quietRoot()
        let a = autoLayoutChild(of: root, "a"), b = autoLayoutChild(of: root, "b")
        let aw = a.widthAnchor.constraint(equalToConstant: 100)
        let same = b.widthAnchor.constraint(equalTo: a.widthAnchor)
        let bw = b.widthAnchor.constraint(equalToConstant: 60)
        let unrelated = a.heightAnchor.constraint(equalToConstant: 10)
        try LayoutConstraint.activate([aw, same, unrelated])
        root.layoutIfNeeded()
        bw.isActive = true
        root.layoutIfNeeded()
        let d = root.layoutEngine.diagnostics
        XCTAssertEqual(d.count, 1)
        XCTAssertTrue(d.first?.brokenConstraint === bw)
        let conflicting = d.first?.conflictingConstraints ?? []
        XCTAssertTrue(containsIdentical(conflicting, aw))
        XCTAssertTrue(containsIdentical(conflicting, same))
        XCTAssertFalse(containsIdentical(conflicting, unrelated))
        XCTAssertEqual(b.frame.width, 100)
    }

    func testOptionalConstraintsNeverProduceDiagnostics() throws {
        let s = try Setup()
        prioritized(s.conflicting(50, "w50"), LayoutPriority(999)).isActive = true
        prioritized(s.conflicting(70, "w70"), .defaultLow).isActive = true
        s.root.layoutIfNeeded()
        XCTAssertTrue(s.root.layoutEngine.diagnostics.isEmpty)
        XCTAssertEqual(s.box.frame.width, 100)
    }

    func testRemoveAllDiagnostics() throws {
        let s = try Setup()
        s.conflicting(50, "w50").isActive = true
        s.root.layoutIfNeeded()
        s.root.layoutEngine.removeAllDiagnostics()
        XCTAssertTrue(s.root.layoutEngine.diagnostics.isEmpty)
    }

    func testDescriptionHasUIKitsShapeAndNamesTheConstraints() throws {
        let s = try Setup()
        s.conflicting(50, "w50").isActive = true
        s.root.layoutIfNeeded()
        let text = s.root.layoutEngine.diagnostics.first?.description ?? ""
        XCTAssertTrue(text.contains("Unable to simultaneously satisfy constraints"), text)
        XCTAssertTrue(text.contains("Will attempt to recover by breaking constraint"), text)
        XCTAssertTrue(text.contains("w50"), text)
        XCTAssertTrue(text.contains("w100"), text)
        XCTAssertTrue(text.contains("box"), text)
    }

    func testRefusedChangeDiagnosticCarriesTheError() throws {
        let s = try Setup()
        s.w100.priority = LayoutPriority(0)
        let d = s.root.layoutEngine.diagnostics
        XCTAssertEqual(d.count, 1)
        XCTAssertNil(d.first?.brokenConstraint)
        XCTAssertEqual(d.first?.conflictingConstraints.count, 0)
        XCTAssertEqual(d.first?.error?.isInvalidPriority, true)
        XCTAssertTrue(d.first?.description.contains("Refused") ?? false)
        XCTAssertEqual(s.received.count, 1)
    }

    func testEachTreeHasItsOwnDiagnostics() throws {
        let s1 = try Setup(), s2 = try Setup()
        s1.conflicting(50, "w50").isActive = true
        s1.root.layoutIfNeeded()
        s2.root.layoutIfNeeded()
        XCTAssertEqual(s1.root.layoutEngine.diagnostics.count, 1)
        XCTAssertTrue(s2.root.layoutEngine.diagnostics.isEmpty)
        XCTAssertTrue(s2.received.isEmpty)
    }

    func testSubviewsShareTheRootsEngine() throws {
        let s = try Setup()
        XCTAssertTrue(s.box.layoutEngine === s.root.layoutEngine)
    }

    func testConflictWithTheRootFrameIsReported() throws {
        let root = quietRoot(CGRect(x: 0, y: 0, width: 320, height: 480))
        root.layoutIfNeeded()
        let w = root.widthAnchor.constraint(equalToConstant: 100)
        w.isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(root.layoutEngine.diagnostics.count, 1)
        XCTAssertTrue(root.layoutEngine.diagnostics.first?.brokenConstraint === w)
        XCTAssertEqual(root.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
    }
}

/// A required constraint that contradicts itself is reported as such, not as a conflict
/// with nothing (issue 25, reproducer 9).
final class NeverHoldingConstraintDiagnosticTests: XCTestCase {
    func testAConstraintWhoseTermsCancelIsReportedAsNeverHolding() throws {
        // a.left >= 2 × a.left + 5, installed on a: in a's own coordinates a.left is 0,
        // so it reads 0 >= 2 × 0 + 5, that is 0 >= 5.
        let root = quietRoot()
        let a = autoLayoutChild(of: root, "a")
        let c = try LayoutConstraint(item: a, attribute: .left, relatedBy: .greaterThanOrEqual, toItem: a,
                                     attribute: .left, multiplier: 2, constant: 5)
        try LayoutConstraint.activate([c])
        root.layoutIfNeeded()
        let diagnostic = try XCTUnwrap(root.layoutEngine.diagnostics.first)
        XCTAssertTrue(diagnostic.brokenConstraint === c)
        XCTAssertTrue(diagnostic.conflictingConstraints.isEmpty)
        XCTAssertEqual(diagnostic.description, """
            [LayoutConstraints] A constraint can never hold: it reduces to 0 >= 5.
            Will attempt to recover by breaking constraint
            <LayoutConstraint a.left >= 2*a.left + 5>
            """)
    }
}

import XCTest
import StackKit

/// Scenario 7 (Docs/Scenarios.md, "7. A broken layout"): debugging a broken layout. A
/// required `height == 100` inside an item that is then collapsed to zero height, and two
/// required widths that disagree.
final class DebuggingScenarioTests: XCTestCase {
    private final class Screen {
        let root = quietRoot(CGRect(x: 0, y: 0, width: 320, height: 480))
        let item = View(), inner = View(), sibling = View()
        let innerHeight: LayoutConstraint
        let innerTop: LayoutConstraint
        let innerBottom: LayoutConstraint
        let siblingHeight: LayoutConstraint
        let horizontal: [LayoutConstraint]
        let hiding: LayoutConstraint

        init() throws {
            for (v, id, parent) in [(item, "item", root), (inner, "inner", item), (sibling, "sibling", root)] {
                v.identifier = id
                v.translatesAutoresizingMaskIntoConstraints = false
                parent.addSubview(v)
            }
            innerHeight = inner.heightAnchor.constraint(equalToConstant: 100)
            innerHeight.identifier = "inner-height"
            innerTop = inner.topAnchor.constraint(equalTo: item.topAnchor)
            innerBottom = inner.bottomAnchor.constraint(equalTo: item.bottomAnchor)
            siblingHeight = sibling.heightAnchor.constraint(equalToConstant: 20)
            horizontal = [item.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                          item.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                          inner.leadingAnchor.constraint(equalTo: item.leadingAnchor),
                          inner.trailingAnchor.constraint(equalTo: item.trailingAnchor),
                          sibling.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                          sibling.trailingAnchor.constraint(equalTo: root.trailingAnchor)]
            try LayoutConstraint.activate(horizontal + [
                item.topAnchor.constraint(equalTo: root.topAnchor),
                innerTop, innerBottom, innerHeight,
                sibling.topAnchor.constraint(equalTo: item.bottomAnchor, constant: 8),
                siblingHeight,
            ])
            hiding = item.heightAnchor.constraint(equalToConstant: 0)
            hiding.identifier = "SKSV-hiding"
            root.layoutIfNeeded()
        }

        func hide() {
            hiding.isActive = true
            root.layoutIfNeeded()
        }

        var diagnostics: [LayoutDiagnostic] { root.layoutEngine.diagnostics }
    }

    func testBeforeHidingEverythingIsLaidOut() throws {
        let s = try Screen()
        XCTAssertEqual(s.item.frame, CGRect(x: 0, y: 0, width: 320, height: 100))
        XCTAssertEqual(s.inner.frame, CGRect(x: 0, y: 0, width: 320, height: 100))
        XCTAssertEqual(s.sibling.frame, CGRect(x: 0, y: 108, width: 320, height: 20))
        XCTAssertTrue(s.diagnostics.isEmpty)
    }

    func testHidingAgainstARequiredInnerHeightIsReportedOnce() throws {
        let s = try Screen()
        s.hide()
        XCTAssertEqual(s.diagnostics.count, 1)
    }

    func testTheNewlyAddedConstraintIsTheOneLeftOut() throws {
        let s = try Screen()
        s.hide()
        XCTAssertTrue(s.diagnostics.first?.brokenConstraint === s.hiding)
        XCTAssertEqual(s.diagnostics.first?.brokenConstraint?.identifier, "SKSV-hiding")
    }

    func testTheConflictListsTheRequiredConstraintsItRunsInto() throws {
        let s = try Screen()
        s.hide()
        let conflicting = s.diagnostics.first?.conflictingConstraints ?? []
        XCTAssertTrue(containsIdentical(conflicting, s.innerHeight))
        XCTAssertTrue(containsIdentical(conflicting, s.innerTop))
        XCTAssertTrue(containsIdentical(conflicting, s.innerBottom))
    }

    func testTheConflictDoesNotListUnrelatedConstraints() throws {
        let s = try Screen()
        s.hide()
        let conflicting = s.diagnostics.first?.conflictingConstraints ?? []
        for c in s.horizontal { XCTAssertFalse(containsIdentical(conflicting, c), "\(c)") }
        XCTAssertFalse(containsIdentical(conflicting, s.siblingHeight))
        XCTAssertFalse(containsIdentical(conflicting, s.hiding))
    }

    func testLayoutContinuesWithTheRestOfTheConstraints() throws {
        let s = try Screen()
        s.hide()
        XCTAssertEqual(s.item.frame, CGRect(x: 0, y: 0, width: 320, height: 100))
        XCTAssertEqual(s.inner.frame, CGRect(x: 0, y: 0, width: 320, height: 100))
        XCTAssertEqual(s.sibling.frame, CGRect(x: 0, y: 108, width: 320, height: 20))
        s.siblingHeight.constant = 40
        s.root.layoutIfNeeded()
        XCTAssertEqual(s.sibling.frame, CGRect(x: 0, y: 108, width: 320, height: 40))
        XCTAssertEqual(s.diagnostics.count, 1)
    }

    func testDescriptionNamesTheConstraintsByIdentifier() throws {
        let s = try Screen()
        s.hide()
        let text = s.diagnostics.first?.description ?? ""
        XCTAssertTrue(text.contains("SKSV-hiding"), text)
        XCTAssertTrue(text.contains("inner-height"), text)
        XCTAssertTrue(text.contains("Will attempt to recover by breaking constraint"), text)
        let recovery = text.components(separatedBy: "Will attempt to recover by breaking constraint").last ?? ""
        XCTAssertTrue(recovery.contains("SKSV-hiding"), recovery)
        XCTAssertFalse(recovery.contains("inner-height"), recovery)
    }

    func testNothingIsAmbiguousAfterTheBreak() throws {
        let s = try Screen()
        s.hide()
        XCTAssertFalse(s.item.hasAmbiguousLayout)
        XCTAssertFalse(s.inner.hasAmbiguousLayout)
        XCTAssertFalse(s.sibling.hasAmbiguousLayout)
    }

    func testConstraintsAffectingTheItemIncludeTheBrokenOneAndThePins() throws {
        let s = try Screen()
        s.hide()
        let vertical = s.item.constraintsAffectingLayout(for: .vertical)
        XCTAssertTrue(containsIdentical(vertical, s.hiding))
        XCTAssertTrue(containsIdentical(vertical, s.innerTop))
        XCTAssertTrue(containsIdentical(vertical, s.innerBottom))
        XCTAssertFalse(vertical.contains { $0.firstAttribute.axis == .horizontal })
    }

    func testLayoutTracePrintsTheTreeWithFrames() throws {
        let s = try Screen()
        s.hide()
        XCTAssertEqual(s.root.layoutTrace(), """
        View 'root' (0, 0, 320, 480)
          View 'item' (0, 0, 320, 100)
            View 'inner' (0, 0, 320, 100)
          View 'sibling' (0, 108, 320, 20)
        """)
    }

    func testLoweringTheInnerHeightLetsTheItemCollapse() throws {
        let s = try Screen()
        s.hide()
        s.innerHeight.priority = LayoutPriority(999)
        s.root.layoutIfNeeded()
        XCTAssertEqual(s.item.frame, CGRect(x: 0, y: 0, width: 320, height: 0))
        XCTAssertEqual(s.inner.frame, CGRect(x: 0, y: 0, width: 320, height: 0))
        XCTAssertEqual(s.sibling.frame, CGRect(x: 0, y: 8, width: 320, height: 20))
        XCTAssertEqual(s.diagnostics.count, 1)
    }

    func testRemovingTheInnerHeightLetsTheItemCollapse() throws {
        let s = try Screen()
        s.hide()
        s.innerHeight.isActive = false
        s.root.layoutIfNeeded()
        XCTAssertEqual(s.item.frame, CGRect(x: 0, y: 0, width: 320, height: 0))
        XCTAssertEqual(s.sibling.frame, CGRect(x: 0, y: 8, width: 320, height: 20))
    }

    func testShowingAgainRestoresTheLayoutWithoutNewReports() throws {
        let s = try Screen()
        s.hide()
        s.hiding.isActive = false
        s.root.layoutIfNeeded()
        XCTAssertEqual(s.item.frame, CGRect(x: 0, y: 0, width: 320, height: 100))
        XCTAssertEqual(s.diagnostics.count, 1)
    }

    // MARK: Two required widths that disagree

    private func twoWidths(activateTogether: Bool) throws -> (root: View, box: View, next: View,
                                                             first: LayoutConstraint, second: LayoutConstraint) {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box"), next = autoLayoutChild(of: root, "next")
        let first = box.widthAnchor.constraint(equalToConstant: 100)
        first.identifier = "width-100"
        let second = box.widthAnchor.constraint(equalToConstant: 150)
        second.identifier = "width-150"
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            next.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8),
            next.topAnchor.constraint(equalTo: root.topAnchor),
            next.widthAnchor.constraint(equalToConstant: 20),
            next.heightAnchor.constraint(equalToConstant: 10),
            first,
        ])
        if !activateTogether { root.layoutIfNeeded() }
        second.isActive = true
        root.layoutIfNeeded()
        return (root, box, next, first, second)
    }

    func testDisagreeingWidthsReportTheOneLeftOutAndTheOther() throws {
        let t = try twoWidths(activateTogether: true)
        let d = t.root.layoutEngine.diagnostics
        XCTAssertEqual(d.count, 1)
        guard let broken = d.first?.brokenConstraint else { return XCTFail("no broken constraint") }
        let kept = broken === t.first ? t.second : t.first
        XCTAssertTrue(broken === t.first || broken === t.second)
        XCTAssertTrue(sameConstraints(d.first?.conflictingConstraints ?? [], [kept]))
        XCTAssertEqual(t.box.frame.width, kept.constant)
        XCTAssertEqual(t.next.frame, CGRect(x: kept.constant + 8, y: 0, width: 20, height: 10))
    }

    func testTheWidthAlreadyInTheLayoutIsKept() throws {
        let t = try twoWidths(activateTogether: false)
        XCTAssertTrue(t.root.layoutEngine.diagnostics.first?.brokenConstraint === t.second)
        XCTAssertEqual(t.box.frame, CGRect(x: 0, y: 0, width: 100, height: 10))
        XCTAssertEqual(t.next.frame, CGRect(x: 108, y: 0, width: 20, height: 10))
    }

    func testDiagnosticHandlerSeesTheSameReport() throws {
        let root = quietRoot()
        var received: [LayoutDiagnostic] = []
        root.layoutEngine.diagnosticHandler = { received.append($0) }
        let box = autoLayoutChild(of: root, "box")
        let a = box.widthAnchor.constraint(equalToConstant: 100)
        let b = box.widthAnchor.constraint(equalToConstant: 150)
        try LayoutConstraint.activate([a])
        root.layoutIfNeeded()
        b.isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(received.count, 1)
        XCTAssertTrue(received.first?.brokenConstraint === b)
        XCTAssertEqual(received.first?.description, root.layoutEngine.diagnostics.first?.description)
    }
}

import XCTest
import StackKit

final class SnapshotTests: XCTestCase {
    func inboxRow() -> (View, StackView, [View]) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.identifier = "root"
        let icon = View(), title = Label("Inbox"), badge = Label("12")
        icon.identifier = "icon"
        title.identifier = "title"
        badge.identifier = "badge"
        icon.intrinsicContentSize = CGSize(width: 20, height: 20)
        let row = StackView(arrangedSubviews: [icon, title, badge])
        row.identifier = "row"
        row.alignment = .center
        row.spacing = 8
        row.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(row)
        row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16).isActive = true
        row.topAnchor.constraint(equalTo: root.topAnchor, constant: 16).isActive = true
        return (root, row, [icon, title, badge])
    }

    func testSnapshotListsViewsIndentedWithFramesAndStackConfiguration() {
        let (root, _, _) = inboxRow()
        XCTAssertEqual(root.snapshot(), """
            View 'root' (0, 0, 320, 480)
              StackView 'row' (16, 16, 92, 20) horizontal fill center spacing 8
                View 'icon' (0, 0, 20, 20)
                Label 'title' (28, 1.5, 40, 17) "Inbox"
                Label 'badge' (76, 1.5, 16, 17) "12"

            """)
    }

    func testHiddenViewsAreMarked() {
        let (root, _, views) = inboxRow()
        views[2].isHidden = true
        XCTAssertEqual(root.snapshot(), """
            View 'root' (0, 0, 320, 480)
              StackView 'row' (16, 16, 68, 20) horizontal fill center spacing 8
                View 'icon' (0, 0, 20, 20)
                Label 'title' (28, 1.5, 40, 17) "Inbox"
                Label 'badge' (68, 0, 0, 17) hidden "12"

            """)
    }

    func testDisplayScaleRoundsToPixels() {
        let (root, _, _) = inboxRow()
        let lines = root.snapshot(SnapshotOptions(displayScale: 1)).split(separator: "\n")
        XCTAssertEqual(lines[3], "    Label 'title' (28, 2, 40, 17) \"Inbox\"")
        let third = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        third.addSubview(child)
        child.widthAnchor.constraint(equalTo: third.widthAnchor, multiplier: 1.0 / 3.0).isActive = true
        child.heightAnchor.constraint(equalToConstant: 1).isActive = true
        child.leadingAnchor.constraint(equalTo: third.leadingAnchor).isActive = true
        child.topAnchor.constraint(equalTo: third.topAnchor).isActive = true
        XCTAssertEqual(third.snapshot().split(separator: "\n")[1], "  View (0, 0, 33.333, 1)")
        XCTAssertEqual(third.snapshot(SnapshotOptions(displayScale: 3)).split(separator: "\n")[1], "  View (0, 0, 33.333, 1)")
        XCTAssertEqual(third.snapshot(SnapshotOptions(displayScale: 2)).split(separator: "\n")[1], "  View (0, 0, 33.5, 1)")
    }

    func testNegativeZeroPrintsAsZero() {
        let root = View(frame: CGRect(x: -0.0, y: -0.0, width: 10, height: 10))
        XCTAssertEqual(root.snapshot(), "View (0, 0, 10, 10)\n")
    }

    func testSnapshotCanListTheGeneratedConstraintsAndDiagnostics() {
        let (root, _, _) = inboxRow()
        root.layoutEngine.diagnosticHandler = { _ in }
        let text = root.snapshot(SnapshotOptions(includesConstraints: true, includesDiagnostics: true))
        XCTAssertTrue(text.contains("constraints of StackView 'row':\n  canvas-connection:\n    'SKSV-canvas-connection' row.leading == icon.leading\n"), text)
        XCTAssertTrue(text.hasSuffix("diagnostics: 0\n"), text)
    }

    func testSystemSpacingPrintsAsSystemWithItsEightPoints() {
        let (root, row, _) = inboxRow()
        row.spacing = StackView.spacingUseSystem
        XCTAssertEqual(root.snapshot().split(separator: "\n")[1],
                       "  StackView 'row' (16, 16, 92, 20) horizontal fill center spacing system (8)")
    }

    func testTheSameTreeGivesTheSameBytes() {
        XCTAssertEqual(inboxRow().0.snapshot(), inboxRow().0.snapshot())
    }
}

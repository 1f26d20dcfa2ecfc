import XCTest
import StackKit
import StackKitTesting

/// The samples of Docs/GettingStarted.md, verbatim, with the output the page shows.
final class DocSampleGettingStartedTests: XCTestCase {
    func testFirstStack() throws {
        let (_, title, count, chevron) = try makeInboxRow()
        docAssertFrames([title, count, chevron], [docRect(0, 0, 248, 17), docRect(256, 0, 16, 17), docRect(280, 0, 8, 17)])
    }

    func testSnapshot() throws {
        let (root, _, _, _) = try makeInboxRow()
        XCTAssertEqual(root.snapshot(), try DocSample.outputBlock(in: "Docs/GettingStarted.md", after: "chevron.identifier = \"chevron\""))
    }

    func testHiding() throws {
        let (root, _, count, _) = try makeInboxRow()
        count.isHidden = true
        print(root.snapshot())
        XCTAssertEqual(root.snapshot(), try DocSample.outputBlock(in: "Docs/GettingStarted.md", after: "count.isHidden = true"))
    }
}

/// GettingStarted.md's first stack, named for snapshots.
func makeInboxRow() throws -> (View, Label, Label, Label) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let title = Label("Inbox"), count = Label("12"), chevron = Label(">")
    let row = StackView(arrangedSubviews: [title, count, chevron])
    row.spacing = 8
    row.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(row)
    try LayoutConstraint.activate([
        row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        row.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
    ])
    root.layoutIfNeeded()
    // title (0, 0, 248, 17), count (256, 0, 16, 17), chevron (280, 0, 8, 17)

    root.identifier = "root"
    row.identifier = "row"
    title.identifier = "title"
    count.identifier = "count"
    chevron.identifier = "chevron"
    print(root.snapshot())
    return (root, title, count, chevron)
}

final class InboxRowTests: XCTestCase {
    func testInboxRow() throws {
        let (root, _, _, _) = try makeInboxRow()
        assertSnapshot(of: root, named: "inbox")
    }
}

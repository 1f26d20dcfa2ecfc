import Foundation
import StackKit
import StackKitTesting
import Testing
import XCTest

/// Recording, verifying and diffing golden files, in a temporary directory.
final class SnapshotFileTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("stackkit-snapshots-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testAMissingFileIsRecordedAndReportedAsARecording() throws {
        let url = directory.appendingPathComponent("T/test.a.txt")
        XCTAssertEqual(try verifySnapshot("one\n", at: url, mode: .missing), .recorded(path: url.path))
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "one\n")
        XCTAssertNotNil(SnapshotOutcome.recorded(path: url.path).failureMessage)
    }

    func testAnEqualTextMatches() throws {
        let url = directory.appendingPathComponent("T/test.a.txt")
        _ = try verifySnapshot("one\n", at: url, mode: .missing)
        XCTAssertEqual(try verifySnapshot("one\n", at: url, mode: .missing), .matched)
        XCTAssertNil(SnapshotOutcome.matched.failureMessage)
    }

    func testADifferentTextFailsWithALineDiffAndLeavesTheFile() throws {
        let url = directory.appendingPathComponent("T/test.a.txt")
        _ = try verifySnapshot("a\nb\nc\n", at: url, mode: .missing)
        XCTAssertEqual(try verifySnapshot("a\nB\nc\n", at: url, mode: .missing),
                       .mismatch(path: url.path, diff: "− 2: b\n+ 2: B"))
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "a\nb\nc\n")
    }

    func testNeverModeDoesNotRecordAMissingFile() throws {
        let url = directory.appendingPathComponent("T/test.a.txt")
        XCTAssertEqual(try verifySnapshot("one\n", at: url, mode: .never), .missing(path: url.path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
    }

    func testAllModeRecordsAgain() throws {
        let url = directory.appendingPathComponent("T/test.a.txt")
        _ = try verifySnapshot("one\n", at: url, mode: .missing)
        XCTAssertEqual(try verifySnapshot("two\n", at: url, mode: .all), .recorded(path: url.path))
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "two\n")
    }

    func testTheGoldenFileIsBesideTheTestFileInAFolderNamedAfterIt() {
        let url = snapshotURL(testFile: URL(fileURLWithPath: "/p/Tests/T/InboxTests.swift"), test: "testRow()", name: "inbox")
        XCTAssertEqual(url.path, "/p/Tests/T/__Snapshots__/InboxTests/testRow.inbox.txt")
        XCTAssertEqual(snapshotURL(testFile: URL(fileURLWithPath: "/p/A.swift"), test: "row", name: "n").path,
                       "/p/__Snapshots__/A/row.n.txt")
    }

    func testTheSVGIsWrittenBesideTheTextWhenAskedWhateverTheOutcome() throws {
        let url = directory.appendingPathComponent("T/test.inbox.txt")
        let svg = directory.appendingPathComponent("T/test.inbox.svg")
        let screen = inboxScreen()
        XCTAssertEqual(try checkSnapshot(of: screen, at: url, record: .missing, writesSVG: true), .recorded(path: url.path))
        XCTAssertEqual(try String(contentsOf: svg, encoding: .utf8), screen.svgSnapshot())
        try FileManager.default.removeItem(at: svg)
        XCTAssertEqual(try checkSnapshot(of: screen, at: url, record: .missing, writesSVG: true), .matched)
        XCTAssertEqual(try String(contentsOf: svg, encoding: .utf8), screen.svgSnapshot())
        try Data("View\n".utf8).write(to: url)
        try FileManager.default.removeItem(at: svg)
        guard case .mismatch = try checkSnapshot(of: screen, at: url, record: .missing, writesSVG: true) else {
            return XCTFail("expected a mismatch")
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: svg.path))
    }

    func testNoSVGUnlessAsked() throws {
        let url = directory.appendingPathComponent("T/test.inbox.txt")
        XCTAssertEqual(try checkSnapshot(of: inboxScreen(), at: url, record: .missing, writesSVG: false), .recorded(path: url.path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path), ["test.inbox.txt"])
    }

    func testLineDiffShowsOnlyTheChangedLinesWithTheirNumbers() {
        XCTAssertEqual(lineDiff(expected: "a\nb\nc\nd", actual: "a\nx\ny\nd"), "− 2: b\n− 3: c\n+ 2: x\n+ 3: y")
        XCTAssertEqual(lineDiff(expected: "a\nb", actual: "a\nb\nc"), "+ 3: c")
    }
}

func inboxScreen() -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    root.identifier = "screen"
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
    row.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor).isActive = true
    row.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor).isActive = true
    return root
}

/// Golden files beside this file, under __Snapshots__/SnapshotFileTests/.
final class SnapshotAssertionTests: XCTestCase {
    func testInboxScreen() {
        assertSnapshot(of: inboxScreen(), named: "inbox")
    }
}

@Test func inboxScreenFromSwiftTesting() {
    assertSnapshot(of: inboxScreen(), named: "inbox")
}

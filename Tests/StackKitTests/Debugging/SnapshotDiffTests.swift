import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import StackKit
import StackKitTesting
import XCTest

/// The picture of what changed between two snapshots (Docs/Snapshots.md, "Reviewing a
/// failure").
final class SnapshotDiffTests: XCTestCase {
    /// `a` moves down by 40, `b` goes, `c` appears.
    private let expected = """
        View 'root' (0, 0, 200, 100)
          View 'a' (10, 10, 20, 20)
          View 'b' (40, 10, 20, 20)

        """
    private let actual = """
        View 'root' (0, 0, 200, 100)
          View 'a' (10, 50, 20, 20)
          View 'c' (70, 10, 20, 20)

        """

    func testEachViewIsUnchangedMovedAddedOrRemoved() throws {
        let diff = try XCTUnwrap(SnapshotDiff(expected: expected, actual: actual))
        XCTAssertEqual(diff.entries.map(\.name), ["View 'root'", "View 'a'", "View 'c'", "View 'b'"])
        XCTAssertEqual(diff.entries.map(\.change), [.unchanged, .moved, .added, .removed])
        XCTAssertEqual(diff.entries[1].old, CGRect(x: 10, y: 10, width: 20, height: 20))
        XCTAssertEqual(diff.entries[1].new, CGRect(x: 10, y: 50, width: 20, height: 20))
    }

    func testTheOverlayMarksAMovedAnAddedAndARemovedView() throws {
        let svg = try XCTUnwrap(SnapshotDiff(expected: expected, actual: actual)).svg
        // Moved: the old frame outlined and dashed, the new one filled, an arrow between
        // their centres (20, 20) and (20, 60), all orange.
        XCTAssertTrue(svg.contains("""
            <g id="d1" class="moved"><title>1 moved View 'a' (10, 10, 20, 20) → (10, 50, 20, 20)</title>
            <rect class="old" x="10" y="10" width="20" height="20" fill="none" stroke="#e37400" stroke-width="1" stroke-dasharray="3,2"/>
            <rect class="new" x="10" y="50" width="20" height="20" fill="#e37400" fill-opacity="0.15" stroke="#e37400" stroke-width="1"/>
            <line class="arrow" x1="20" y1="20" x2="20" y2="60" stroke="#e37400" stroke-width="1" marker-end="url(#arrow)"/>
            </g>
            """), svg)
        // Added: only the new frame, filled green.
        XCTAssertTrue(svg.contains("""
            <g id="d2" class="added"><title>2 added View 'c' (70, 10, 20, 20)</title>
            <rect class="new" x="70" y="10" width="20" height="20" fill="#188038" fill-opacity="0.15" stroke="#188038" stroke-width="1"/>
            </g>
            """), svg)
        // Removed: only the old frame, outlined, dashed and crossed out in red.
        XCTAssertTrue(svg.contains("""
            <g id="d3" class="removed"><title>3 removed View 'b' (40, 10, 20, 20)</title>
            <rect class="old" x="40" y="10" width="20" height="20" fill="none" stroke="#d93025" stroke-width="1" stroke-dasharray="3,2"/>
            <path d="M40 10L60 30M60 10L40 30" stroke="#d93025" stroke-width="0.5"/>
            </g>
            """), svg)
    }

    func testTheLegendKeysTheColoursAndListsEachChangeWithItsLines() throws {
        let svg = try XCTUnwrap(SnapshotDiff(expected: expected, actual: actual)).svg
        let legend = svg.components(separatedBy: "\n").filter { $0.hasPrefix("<text class=\"legend\"") }
            .map { $0.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" } }
        XCTAssertEqual(legend, ["old: dashed outline   new: filled   orange: moved   green: added   red: removed",
                                "1 moved View 'a' (10, 10, 20, 20) → (10, 50, 20, 20)",
                                "2 added View 'c' (70, 10, 20, 20)",
                                "3 removed View 'b' (40, 10, 20, 20)"])
    }

    func testTheOverlayIsWellFormedXML() throws {
        let svg = try XCTUnwrap(SnapshotDiff(expected: expected, actual: actual)).svg
        XCTAssertTrue(XMLParser(data: Data(svg.utf8)).parse(), svg)
    }

    func testFramesAreInTheRootsCoordinates() throws {
        let nested = """
            View 'root' (0, 0, 200, 100)
              StackView 'row' (8, 8, 100, 20) horizontal fill fill spacing 0
                Label 'title' (28, 1.5, 40, 17) "Inbox"
            """
        let diff = try XCTUnwrap(SnapshotDiff(expected: nested, actual: nested))
        XCTAssertEqual(diff.entries[2].new, CGRect(x: 36, y: 9.5, width: 40, height: 17))
        XCTAssertEqual(diff.entries.map(\.change), [.unchanged, .unchanged, .unchanged])
    }

    func testSiblingsOfTheSameNameArePairedInOrder() throws {
        let two = "View (0, 0, 100, 100)\n  View (0, 0, 10, 10)\n  View (20, 0, 10, 10)\n"
        let one = "View (0, 0, 100, 100)\n  View (20, 0, 10, 10)\n"
        let diff = try XCTUnwrap(SnapshotDiff(expected: two, actual: one))
        // The remaining view is the first unnamed View now, so it moved; the second went.
        XCTAssertEqual(diff.entries.map(\.change), [.unchanged, .moved, .removed])
    }

    func testBecomingHiddenCountsAsAChange() throws {
        let shown = "View (0, 0, 100, 100)\n  Label 'bio' (0, 0, 10, 17) \"x\"\n"
        let hidden = "View (0, 0, 100, 100)\n  Label 'bio' (0, 0, 10, 17) hidden \"x\"\n"
        let diff = try XCTUnwrap(SnapshotDiff(expected: shown, actual: hidden))
        XCTAssertEqual(diff.entries[1].change, .moved)
        XCTAssertTrue(diff.svg.contains(">1 moved Label 'bio' (0, 0, 10, 17) → (0, 0, 10, 17) hidden</text>"), diff.svg)
    }

    func testTheConstraintsAndDiagnosticsAfterTheTreeAreLeftOut() throws {
        let withDiagnostics = expected + "\ndiagnostics: 0\n"
        XCTAssertEqual(try XCTUnwrap(SnapshotDiff(expected: withDiagnostics, actual: actual)).entries.count, 4)
    }

    func testTextThatIsNotASnapshotHasNoPicture() {
        XCTAssertNil(SnapshotDiff(expected: "a\nb", actual: "a\nB"))
        XCTAssertNil(SnapshotDiff(expected: "View (0, 0, 1, 1)\n    View (0, 0, 1, 1)\n", actual: expected))
    }

    // MARK: beside the golden file

    private func temporaryGolden() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stackkit-diff-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        let golden = directory.appendingPathComponent("testProfile.profile.txt")
        XCTAssertEqual(try verifySnapshot(expected, at: golden, mode: .missing), .recorded(path: golden.path))
        return golden
    }

    func testAMismatchWritesThePictureBesideTheGoldenFileAndNamesIt() throws {
        let golden = try temporaryGolden()
        let picture = golden.deletingLastPathComponent().appendingPathComponent("testProfile.profile.diff.svg")
        let outcome = try verifySnapshot(actual, at: golden, mode: .never)
        XCTAssertEqual(try String(contentsOf: picture, encoding: .utf8), SnapshotDiff(expected: expected, actual: actual)?.svg)
        XCTAssertTrue(try XCTUnwrap(outcome.failureMessage).hasSuffix("\nThe views that moved, appeared or went are drawn in \(picture.path)"))
    }

    func testAMatchRemovesAnOldPicture() throws {
        let golden = try temporaryGolden()
        _ = try verifySnapshot(actual, at: golden, mode: .never)
        XCTAssertEqual(try verifySnapshot(expected, at: golden, mode: .never), .matched)
        XCTAssertFalse(FileManager.default.fileExists(atPath: snapshotDiffPictureURL(for: golden).path))
    }
}

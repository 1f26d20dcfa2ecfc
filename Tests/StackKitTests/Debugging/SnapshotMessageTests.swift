import Foundation
import StackKit
import StackKitTesting
import XCTest

/// What a failing snapshot assertion says: what to do, and why. Each test checks the whole
/// message of `snapshotFailure`, which `assertSnapshot` reports, in a temporary folder.
final class SnapshotMessageTests: XCTestCase {
    private var directory: URL!
    private var testFile: URL!
    private let test = SnapshotTest(module: "AppTests", types: ["CardSnapshots"], function: "layout()")

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("stackkit-messages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        testFile = directory.appendingPathComponent("CardTests.swift")
        try "struct CardSnapshots { @Test func layout() {} }\n".write(to: testFile, atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private var golden: URL { directory.appendingPathComponent("__Snapshots__/CardTests/layout.snapshot.txt") }

    private func failure(_ view: View, environment: [String: String] = [:], record: SnapshotRecordMode? = nil,
                         test: SnapshotTest? = nil, location: String = "AppTests/CardTests.swift:3:9",
                         claims: SnapshotClaims = SnapshotClaims()) -> String? {
        snapshotFailure(of: view, record: record, test: test ?? self.test, testFile: testFile, location: location,
                        environment: environment, claims: claims)
    }

    func testAMismatchEndsWithTheCommandThatReRecordsThisTest() throws {
        _ = failure(namingCard("Inbox"))
        XCTAssertEqual(failure(namingCard("Sent")), """
            The snapshot differs from \(golden.path) (− expected, + actual):
            − 1: View 'Inbox' (0, 0, 200, 60)
            − 2:   StackView (8, 8, 184, 17) horizontal fill fill spacing 0
            − 3:     Label (0, 0, 184, 17) "Inbox"
            + 1: View 'Sent' (0, 0, 200, 60)
            + 2:   StackView (8, 8, 184, 17) horizontal fill fill spacing 0
            + 3:     Label (0, 0, 184, 17) "Sent"
            The views that moved, appeared or went are drawn in \(directory.path)/__Snapshots__/CardTests/layout.snapshot.diff.svg
            If the change is intended, re-record it and review the file's diff: \
            STACKKIT_RECORD=all swift test --filter 'AppTests\\.CardSnapshots/layout\\(\\)'
            """)
    }

    func testAMissingFileIsRecordedByDefaultAndTheTestFails() throws {
        XCTAssertEqual(failure(namingCard("Inbox")),
                       "Recorded the snapshot at \(golden.path); review it, then run the test again.")
        XCTAssertEqual(try String(contentsOf: golden, encoding: .utf8), namingCard("Inbox").snapshot())
    }

    func testAWrongRecordValueNamesTheAcceptedValuesAndWritesNothing() {
        XCTAssertEqual(failure(namingCard("Inbox"), environment: ["STACKKIT_RECORD": "bogus"]),
                       "STACKKIT_RECORD=bogus is not a record mode, so no snapshot was checked or written. "
                       + "The accepted values are all (re-record every snapshot), missing (record only the missing ones; "
                       + "the default) and never (record nothing; the default when CI is set).")
        XCTAssertFalse(FileManager.default.fileExists(atPath: golden.path))
    }

    func testWithCISetAndNoRecordVariableTheMessageSaysCITurnedRecordingOff() {
        XCTAssertEqual(failure(namingCard("Inbox"), environment: ["CI": "true"]),
                       "No snapshot at \(golden.path). It was not recorded because the environment variable CI is set "
                       + "(CI=true), which turns recording off so that a golden file is not written on a build machine "
                       + "and lost. Record it on your machine with swift test --filter 'AppTests\\.CardSnapshots/layout\\(\\)' "
                       + "and commit it, or set STACKKIT_RECORD=missing to record it here.")
    }

    func testWithRecordNeverTheMessageNamesTheVariableAndTheCommandThatRecords() {
        XCTAssertEqual(failure(namingCard("Inbox"), environment: ["STACKKIT_RECORD": "never", "CI": "1"]),
                       "No snapshot at \(golden.path), and STACKKIT_RECORD=never forbids recording it. "
                       + "To record it: STACKKIT_RECORD=missing swift test --filter 'AppTests\\.CardSnapshots/layout\\(\\)'")
    }

    func testARecordArgumentOfNeverIsNamedAsTheReason() {
        XCTAssertEqual(failure(namingCard("Inbox"), environment: ["STACKKIT_RECORD": "all"], record: .never),
                       "No snapshot at \(golden.path), and `record: .never` forbids recording it.")
    }

    func testTwoAssertionsThatResolveToOneFileFailNamingBoth() {
        let claims = SnapshotClaims()
        XCTAssertNotNil(failure(namingCard("Inbox"), location: "AppTests/CardTests.swift:3:9", claims: claims))
        XCTAssertEqual(failure(namingCard("Sent"), location: "AppTests/CardTests.swift:4:9", claims: claims),
                       "Two snapshot assertions resolve to the golden file \(golden.path): "
                       + "CardSnapshots.layout() at AppTests/CardTests.swift:3:9 and CardSnapshots.layout() at "
                       + "AppTests/CardTests.swift:4:9. Give one of them another name (named:); this one was not checked, "
                       + "so neither overwrites the other.")
        XCTAssertEqual(try String(contentsOf: golden, encoding: .utf8), namingCard("Inbox").snapshot())
    }

    func testTheSameAssertionRunAgainUsesItsFileAgain() {
        let claims = SnapshotClaims()
        _ = failure(namingCard("Inbox"), claims: claims)
        XCTAssertNil(failure(namingCard("Inbox"), claims: claims))
    }

    func testAFileLeftWithoutTheTypeIsNamedWithTheCommandThatMovesIt() throws {
        try "struct CardSnapshots { @Test func layout() {} }\nstruct Other { @Test func layout() {} }\n"
            .write(to: testFile, atomically: true, encoding: .utf8)
        let typed = directory.appendingPathComponent("__Snapshots__/CardTests/CardSnapshots.layout.snapshot.txt")
        try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(namingCard("Inbox").snapshot().utf8).write(to: golden)
        XCTAssertEqual(failure(namingCard("Inbox"), environment: ["CI": "true"]),
                       "No snapshot at \(typed.path). It was not recorded because the environment variable CI is set "
                       + "(CI=true), which turns recording off so that a golden file is not written on a build machine "
                       + "and lost. Record it on your machine with swift test --filter 'AppTests\\.CardSnapshots/layout\\(\\)' "
                       + "and commit it, or set STACKKIT_RECORD=missing to record it here.\n"
                       + "\(golden.path) exists: it is the name without the type, which a golden file of layout had while "
                       + "no other function of CardTests.swift had that name. If it is this test's, move it: "
                       + "git mv -f '\(golden.path)' '\(typed.path)'")
    }
}

/// Reading the record mode from the environment.
final class SnapshotRecordingTests: XCTestCase {
    func testTheVariableWinsOverCI() throws {
        XCTAssertEqual(try SnapshotRecording.fromEnvironment(["STACKKIT_RECORD": "all", "CI": "true"]),
                       SnapshotRecording(mode: .all, source: .variable))
    }

    func testCIWithoutTheVariableTurnsRecordingOff() throws {
        XCTAssertEqual(try SnapshotRecording.fromEnvironment(["CI": "true"]),
                       SnapshotRecording(mode: .never, source: .continuousIntegration("true")))
    }

    func testNeitherVariableRecordsMissingFiles() throws {
        XCTAssertEqual(try SnapshotRecording.fromEnvironment([:]), SnapshotRecording(mode: .missing, source: .defaultMode))
    }

    func testAnotherValueIsAnError() {
        XCTAssertThrowsError(try SnapshotRecording.fromEnvironment(["STACKKIT_RECORD": "bogus"])) { error in
            XCTAssertEqual((error as? SnapshotRecordModeError)?.value, "bogus")
        }
    }
}

import Foundation
import StackKit
import Testing
import XCTest

/// Asserts that `view`'s text snapshot equals the golden file
/// `__Snapshots__/<TestFile>/<test>.<name>.txt` beside the test file, recording it when
/// ``SnapshotRecordMode/current`` allows. Works from XCTest and from Swift Testing.
///
/// ```swift
/// func testInboxRow() {
///     assertSnapshot(of: root, named: "inbox")   // __Snapshots__/InboxTests/testInboxRow.inbox.txt
/// }
/// ```
///
/// A missing file is recorded and the test fails, naming the path; a mismatch fails with a
/// line diff. With `writesSVG` (by default, when the environment variable
/// `STACKKIT_SNAPSHOT_SVG` is `1`), the view's SVG picture is also written beside the text
/// file, with the extension `.svg`, for a reviewer; it is never compared.
public func assertSnapshot(of view: View, named name: String = "snapshot",
                           options: SnapshotOptions = SnapshotOptions(),
                           record: SnapshotRecordMode = .current,
                           writesSVG: Bool = snapshotSVGRequested,
                           fileID: String = #fileID, filePath: StaticString = #filePath,
                           function: String = #function, line: UInt = #line, column: UInt = #column) {
    let url = snapshotURL(testFile: URL(fileURLWithPath: "\(filePath)"), test: function, name: name)
    let message: String?
    do {
        message = try checkSnapshot(of: view, at: url, options: options, record: record, writesSVG: writesSVG)
            .failureMessage
    } catch {
        message = "Could not read or write the snapshot at \(url.path): \(error)"
    }
    guard let message else { return }
    if Test.current != nil {
        Issue.record(Comment(rawValue: message),
                     sourceLocation: SourceLocation(fileID: fileID, filePath: "\(filePath)",
                                                    line: Int(line), column: Int(column)))
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}

/// Whether the environment asks snapshot assertions to write SVG pictures too:
/// `STACKKIT_SNAPSHOT_SVG` is `1`.
public var snapshotSVGRequested: Bool {
    ProcessInfo.processInfo.environment["STACKKIT_SNAPSHOT_SVG"] == "1"
}

/// The golden file of a snapshot: `__Snapshots__/<TestFile>/<test>.<name>.txt` in the
/// test file's folder; `test` is the test function's name, with or without `()`.
public func snapshotURL(testFile: URL, test: String, name: String) -> URL {
    let testName = test.hasSuffix("()") ? String(test.dropLast(2)) : test
    return testFile.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
        .appendingPathComponent("\(testName).\(name).txt")
}

/// Checks `view`'s text snapshot against the golden file at `url` (see
/// ``verifySnapshot(_:at:mode:)``) and, with `writesSVG`, writes its SVG picture beside
/// it (the same path with the extension `.svg`), whatever the outcome.
public func checkSnapshot(of view: View, at url: URL, options: SnapshotOptions = SnapshotOptions(),
                          record: SnapshotRecordMode, writesSVG: Bool) throws -> SnapshotOutcome {
    let outcome = try verifySnapshot(view.snapshot(options), at: url, mode: record)
    if writesSVG {
        let svg = url.deletingPathExtension().appendingPathExtension("svg")
        try FileManager.default.createDirectory(at: svg.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(view.svgSnapshot(options).utf8).write(to: svg)
    }
    return outcome
}

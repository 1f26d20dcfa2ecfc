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
/// line diff.
public func assertSnapshot(of view: View, named name: String = "snapshot",
                           options: SnapshotOptions = SnapshotOptions(),
                           record: SnapshotRecordMode = .current,
                           fileID: String = #fileID, filePath: StaticString = #filePath,
                           function: String = #function, line: UInt = #line, column: UInt = #column) {
    let testFile = URL(fileURLWithPath: "\(filePath)")
    let testName = function.hasSuffix("()") ? String(function.dropLast(2)) : function
    let url = testFile.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
        .appendingPathComponent("\(testName).\(name).txt")
    let message: String?
    do {
        message = try verifySnapshot(view.snapshot(options), at: url, mode: record).failureMessage
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

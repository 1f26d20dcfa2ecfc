import Foundation
import StackKit
import Testing
import XCTest

/// Asserts that `view`'s text snapshot equals its golden file beside the test file,
/// recording it when the record mode allows. Works from XCTest and from Swift Testing.
///
/// ```swift
/// func testInboxRow() {
///     assertSnapshot(of: root, named: "inbox")   // __Snapshots__/InboxTests/testInboxRow.inbox.txt
/// }
/// ```
///
/// The golden file is named after the test (see ``snapshotFileName(test:name:source:)``):
/// Swift Testing's suite and arguments come from `Test.current`; inside an `XCTestCase`,
/// ``XCTest/XCTestCase/assertSnapshot(of:named:options:record:writesSVG:fileID:filePath:function:line:column:)``
/// is called instead, which knows the class. A missing file is recorded and the test fails,
/// naming the path; a mismatch fails with a line diff and the command that re-records it;
/// two assertions that resolve to one file fail, naming both. With `writesSVG` (by default,
/// when the environment variable `STACKKIT_SNAPSHOT_SVG` is `1`), the view's SVG picture is
/// also written beside the text file, with the extension `.svg`, for a reviewer; it is never
/// compared. `record` is taken from the environment (``SnapshotRecording/fromEnvironment(_:)``)
/// when `nil`.
public func assertSnapshot(of view: View, named name: String = "snapshot",
                           options: SnapshotOptions = SnapshotOptions(),
                           record: SnapshotRecordMode? = nil,
                           writesSVG: Bool = snapshotSVGRequested,
                           fileID: String = #fileID, filePath: StaticString = #filePath,
                           function: String = #function, line: UInt = #line, column: UInt = #column) {
    let test = SnapshotTest.currentSwiftTest ?? SnapshotTest(function: function, isXCTest: true)
    reportSnapshotFailure(of: view, named: name, options: options, record: record, writesSVG: writesSVG, test: test,
                          fileID: fileID, filePath: filePath, line: line, column: column)
}

extension XCTestCase {
    /// ``StackKitTesting/assertSnapshot(of:named:options:record:writesSVG:fileID:filePath:function:line:column:)``
    /// for the test this test case runs: inside a subclass, an unqualified `assertSnapshot`
    /// call is this method, which knows the class (`self`) the golden file's name may need.
    public func assertSnapshot(of view: View, named name: String = "snapshot",
                               options: SnapshotOptions = SnapshotOptions(),
                               record: SnapshotRecordMode? = nil,
                               writesSVG: Bool = snapshotSVGRequested,
                               fileID: String = #fileID, filePath: StaticString = #filePath,
                               function: String = #function, line: UInt = #line, column: UInt = #column) {
        let test = SnapshotTest.currentSwiftTest ?? SnapshotTest(xcTest: self, function: function)
        reportSnapshotFailure(of: view, named: name, options: options, record: record, writesSVG: writesSVG, test: test,
                              fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// What ``assertSnapshot(of:named:options:record:writesSVG:fileID:filePath:function:line:column:)``
/// checks, without a test framework: the failure message, or `nil` when the snapshot
/// matches. `location` (`Module/File.swift:12:9`) tells two assertions apart in `claims`,
/// which remembers which assertion resolved to which golden file; `environment` supplies
/// the record mode when `record` is `nil`.
public func snapshotFailure(of view: View, named name: String = "snapshot",
                            options: SnapshotOptions = SnapshotOptions(), record: SnapshotRecordMode? = nil,
                            writesSVG: Bool = false, test: SnapshotTest, testFile: URL, location: String,
                            environment: [String: String] = ProcessInfo.processInfo.environment,
                            claims: SnapshotClaims = .shared) -> String? {
    let recording: SnapshotRecording
    do {
        recording = try record.map { SnapshotRecording(mode: $0, source: .argument) }
            ?? SnapshotRecording.fromEnvironment(environment)
    } catch {
        return "\(error)"
    }
    let declarations = SourceDeclarations(source: SourceDeclarations.cache.source(of: testFile))
    let includesType = snapshotNameIncludesType(test: test, declarations: declarations)
    let folder = snapshotFolder(testFile: testFile)
    let url = folder.appendingPathComponent(snapshotFileName(test: test, name: name, includesType: includesType))
    if let other = claims.claim(url.path, by: SnapshotClaims.Claimant(test: test, location: location)) {
        return "Two snapshot assertions resolve to the golden file \(url.path): \(other) and \(test) at \(location). "
            + "Give one of them another name (named:); this one was not checked, so neither overwrites the other."
    }
    do {
        let outcome = try checkSnapshot(of: view, at: url, options: options, record: recording.mode, writesSVG: writesSVG)
        guard let message = outcome.failureMessage(recording: recording, testFilter: test.filter) else { return nil }
        let plain = folder.appendingPathComponent(snapshotFileName(test: test, name: name, includesType: false))
        guard includesType, outcome != .matched, FileManager.default.fileExists(atPath: plain.path) else { return message }
        return message + "\n\(plain.path) exists: it is the name without the type, which a golden file of "
            + "\(test.baseName) had while no other function of \(testFile.lastPathComponent) had that name. "
            + "If it is this test's, move it: git mv -f '\(plain.path)' '\(url.path)'"
    } catch {
        return "Could not read or write the snapshot at \(url.path): \(error)"
    }
}

/// Checks the snapshot and reports a failure through whichever framework runs the test.
private func reportSnapshotFailure(of view: View, named name: String, options: SnapshotOptions,
                                   record: SnapshotRecordMode?, writesSVG: Bool, test: SnapshotTest,
                                   fileID: String, filePath: StaticString, line: UInt, column: UInt) {
    guard let message = snapshotFailure(of: view, named: name, options: options, record: record, writesSVG: writesSVG,
                                        test: test, testFile: URL(fileURLWithPath: "\(filePath)"),
                                        location: "\(fileID):\(line):\(column)") else { return }
    if Test.current != nil {
        Issue.record(Comment(rawValue: message),
                     sourceLocation: SourceLocation(fileID: fileID, filePath: "\(filePath)",
                                                    line: Int(line), column: Int(column)))
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}

/// Which assertion resolved to which golden file, in this process: a second assertion
/// that resolves to a file another one already uses is refused, whoever runs first.
public final class SnapshotClaims: @unchecked Sendable {
    /// The claims of every assertion of the test run.
    public static let shared = SnapshotClaims()

    /// An assertion: the test it runs in and where it is written.
    public struct Claimant: Hashable, Sendable, CustomStringConvertible {
        public var test: SnapshotTest
        public var location: String

        public init(test: SnapshotTest, location: String) {
            self.test = test
            self.location = location
        }

        public var description: String { "\(test) at \(location)" }
    }

    private let lock = NSLock()
    private var claimants: [String: Claimant] = [:]

    public init() {}

    /// Records that `claimant` uses the file at `path`; returns the other assertion that
    /// already uses it, if any. The same assertion may claim its file again (a test run
    /// twice).
    public func claim(_ path: String, by claimant: Claimant) -> Claimant? {
        lock.lock()
        defer { lock.unlock() }
        if let other = claimants[path], other != claimant { return other }
        claimants[path] = claimant
        return nil
    }
}

/// Whether the environment asks snapshot assertions to write SVG pictures too:
/// `STACKKIT_SNAPSHOT_SVG` is `1`.
public var snapshotSVGRequested: Bool {
    ProcessInfo.processInfo.environment["STACKKIT_SNAPSHOT_SVG"] == "1"
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

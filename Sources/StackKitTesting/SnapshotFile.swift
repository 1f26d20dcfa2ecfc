import Foundation
import StackKit

/// What checking a snapshot against its golden file found.
public enum SnapshotOutcome: Equatable, Sendable {
    /// The text equals the file.
    case matched
    /// The file was written (it was missing, or the mode re-records everything).
    case recorded(path: String)
    /// The file is missing and the mode forbids recording it.
    case missing(path: String)
    /// The text differs from the file; `diff` shows how, line by line, and `picture`, when
    /// both texts are view snapshots, is the path of the SVG that draws the two over each
    /// other (``SnapshotDiff``), written beside the file.
    case mismatch(path: String, diff: String, picture: String? = nil)

    /// The failure message for an assertion, or `nil` when it passes. A recording fails
    /// too, so that a new golden file is always looked at before it is trusted.
    public var failureMessage: String? {
        switch self {
        case .matched: nil
        case let .recorded(path): "Recorded the snapshot at \(path); review it, then run the test again."
        case let .missing(path): "No snapshot at \(path), and the record mode never forbids recording it."
        case let .mismatch(path, diff, picture):
            "The snapshot differs from \(path) (− expected, + actual):\n\(diff)"
                + (picture.map { "\nThe views that moved, appeared or went are drawn in \($0)" } ?? "")
        }
    }

    /// The failure message of an assertion, or `nil` when it passes: ``failureMessage``
    /// followed by what to do. A mismatch gives the command that re-records the test's
    /// snapshots; a missing file gives the real reason recording was off (`CI`,
    /// `STACKKIT_RECORD=never` or `record: .never`) and how to record it. `testFilter` is the
    /// `swift test --filter` pattern that selects the test, already quoted for the shell.
    public func failureMessage(recording: SnapshotRecording, testFilter: String) -> String? {
        let run = "swift test --filter \(testFilter)"
        switch self {
        case .matched, .recorded: return failureMessage
        case .mismatch:
            return (failureMessage ?? "") + "\n"
                + "If the change is intended, re-record it and review the file's diff: STACKKIT_RECORD=all \(run)"
        case let .missing(path):
            switch recording.source {
            case let .continuousIntegration(value):
                return "No snapshot at \(path). It was not recorded because the environment variable CI is set "
                    + "(CI=\(value)), which turns recording off so that a golden file is not written on a build "
                    + "machine and lost. Record it on your machine with \(run) and commit it, or set "
                    + "STACKKIT_RECORD=missing to record it here."
            case .variable:
                return "No snapshot at \(path), and STACKKIT_RECORD=never forbids recording it. "
                    + "To record it: STACKKIT_RECORD=missing \(run)"
            case .argument, .defaultMode:
                return "No snapshot at \(path), and `record: .never` forbids recording it."
            }
        }
    }
}

/// Checks `text` against the golden file at `url`, recording it as `mode` allows. When
/// the two differ and both are view snapshots, the picture of what changed is written
/// beside the file (``snapshotDiffPictureURL(for:)``); when they match, an old picture
/// there is removed.
///
/// ```swift
/// let outcome = try verifySnapshot(root.snapshot(), at: url, mode: .missing)
/// ```
public func verifySnapshot(_ text: String, at url: URL, mode: SnapshotRecordMode) throws -> SnapshotOutcome {
    let path = url.path
    let exists = FileManager.default.fileExists(atPath: path)
    if mode == .all || (!exists && mode == .missing) {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return .recorded(path: path)
    }
    guard exists else { return .missing(path: path) }
    let expected = String(decoding: try Data(contentsOf: url), as: UTF8.self)
    let pictureURL = snapshotDiffPictureURL(for: url)
    if expected == text {
        if FileManager.default.fileExists(atPath: pictureURL.path) { try FileManager.default.removeItem(at: pictureURL) }
        return .matched
    }
    var picture: String?
    if let diff = SnapshotDiff(expected: expected, actual: text) {
        try Data(diff.svg.utf8).write(to: pictureURL)
        picture = pictureURL.path
    }
    return .mismatch(path: path, diff: lineDiff(expected: expected, actual: text), picture: picture)
}

/// Where a failing check of the golden file at `url` draws what changed: the same path
/// with the extension `.diff.svg` (`testProfile.profile.diff.svg`).
public func snapshotDiffPictureURL(for url: URL) -> URL {
    url.deletingPathExtension().appendingPathExtension("diff.svg")
}

/// A readable line diff: the lines both texts share around the change are left out, and
/// the differing lines are shown with their line numbers, `−` for expected and `+` for
/// actual.
public func lineDiff(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
          old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
    var lines: [String] = []
    for i in prefix..<(old.count - suffix) { lines.append("− \(i + 1): \(old[i])") }
    for i in prefix..<(new.count - suffix) { lines.append("+ \(i + 1): \(new[i])") }
    return lines.joined(separator: "\n")
}

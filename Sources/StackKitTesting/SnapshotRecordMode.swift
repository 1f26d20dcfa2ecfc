import Foundation

/// When snapshot assertions write their golden files, read from the environment variable
/// `STACKKIT_RECORD`: `all` (re-record every snapshot), `missing` (record only missing
/// ones; the default) or `never` (the default when `CI` is set: a missing file fails).
public enum SnapshotRecordMode: String, Sendable {
    case all, missing, never

    /// The mode the environment asks for.
    public static var current: SnapshotRecordMode {
        let environment = ProcessInfo.processInfo.environment
        if let value = environment["STACKKIT_RECORD"], let mode = SnapshotRecordMode(rawValue: value) { return mode }
        return environment["CI"] == nil ? .missing : .never
    }
}

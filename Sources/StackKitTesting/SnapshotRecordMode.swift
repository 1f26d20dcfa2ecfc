import Foundation

/// When snapshot assertions write their golden files, read from the environment variable
/// `STACKKIT_RECORD`: `all` (re-record every snapshot), `missing` (record only missing
/// ones; the default) or `never` (the default when `CI` is set: a missing file fails).
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    case all, missing, never

    /// The mode the environment asks for; `never` when `STACKKIT_RECORD` has a value that
    /// is not a mode (``SnapshotRecording/fromEnvironment(_:)`` reports that value).
    public static var current: SnapshotRecordMode {
        (try? SnapshotRecording.fromEnvironment().mode) ?? .never
    }
}

/// A record mode and where it came from, so that a failure can say why a file was or was
/// not written.
public struct SnapshotRecording: Equatable, Sendable {
    /// Where a record mode came from.
    public enum Source: Equatable, Sendable {
        /// `record:` was passed to the assertion.
        case argument
        /// `STACKKIT_RECORD` was set to the mode.
        case variable
        /// `STACKKIT_RECORD` is unset and `CI` is set (to this value): recording is off.
        case continuousIntegration(String)
        /// Neither variable is set.
        case defaultMode
    }

    public var mode: SnapshotRecordMode
    public var source: Source

    public init(mode: SnapshotRecordMode, source: Source) {
        self.mode = mode
        self.source = source
    }

    /// The recording `environment` asks for (by default the process's): `STACKKIT_RECORD`
    /// if set, else `never` when `CI` is set, else `missing`. Throws
    /// ``SnapshotRecordModeError`` when `STACKKIT_RECORD` is set to anything else than a mode.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws
        -> SnapshotRecording {
        if let value = environment["STACKKIT_RECORD"] {
            guard let mode = SnapshotRecordMode(rawValue: value) else { throw SnapshotRecordModeError(value: value) }
            return SnapshotRecording(mode: mode, source: .variable)
        }
        if let ci = environment["CI"] { return SnapshotRecording(mode: .never, source: .continuousIntegration(ci)) }
        return SnapshotRecording(mode: .missing, source: .defaultMode)
    }
}

/// `STACKKIT_RECORD` holds a value that is not a record mode.
public struct SnapshotRecordModeError: Error, Equatable, CustomStringConvertible {
    /// The variable's value.
    public var value: String

    public var description: String {
        "STACKKIT_RECORD=\(value) is not a record mode, so no snapshot was checked or written. "
            + "The accepted values are all (re-record every snapshot), missing (record only the missing ones; "
            + "the default) and never (record nothing; the default when CI is set)."
    }
}

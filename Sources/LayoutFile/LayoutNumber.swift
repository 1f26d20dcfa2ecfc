import Foundation
import StackKit

/// Numbers of layout files: their limit, and their printing (as StackKit's text
/// snapshots print them, through ``SnapshotNumber``).
public enum LayoutNumber {
    /// The largest magnitude a layout file may write for a length, a constant or a
    /// multiplier: beyond it, sums in the solver would reach infinity and the frames
    /// would mean nothing.
    public static let limit: Double = 1_000_000

    /// Whether a number of the file is within ``limit``.
    static func isWithinLimit(_ value: Double) -> Bool { abs(value) <= limit }

    /// A number for a message: as snapshots print it, or in exponent form when huge.
    static func describe(_ value: Double) -> String { abs(value) < 1e15 ? format(value) : "\(value)" }

    /// The message for a number beyond ``limit``.
    static func beyondLimit(_ value: Double) -> String {
        "\(describe(value)) is beyond the limit of ±\(format(limit)) for a layout file"
    }

    public static func format(_ value: Double) -> String { SnapshotNumber.format(CGFloat(value)) }
}

import Foundation

/// Two text snapshots of a view tree compared view by view, and drawn over each other:
/// the picture of what changed that a failing snapshot assertion writes beside its golden
/// file. A view is the same view in both when it has the same path from the root: the
/// same names (type and identifier) at each level, counting repeated names among
/// siblings in order.
///
/// ```swift
/// if let diff = SnapshotDiff(expected: golden, actual: root.snapshot()) {
///     try diff.svg.write(toFile: "profile.diff.svg", atomically: true, encoding: .utf8)
/// }
/// ```
public struct SnapshotDiff: Sendable {
    /// What happened to a view between the two snapshots.
    public enum Change: String, Sendable {
        /// The same frame, in the root's coordinates, and the same `hidden`.
        case unchanged
        /// Moved, resized, hidden or shown.
        case moved
        /// Only in the actual snapshot.
        case added
        /// Only in the expected snapshot.
        case removed
    }

    /// One view of either snapshot.
    public struct Entry: Sendable, Equatable {
        public var name: String
        public var change: Change
        /// Its frame in the root's coordinates in the expected and the actual snapshot.
        public var old: CGRect?
        public var new: CGRect?
        /// Its lines of the two snapshots, without indentation.
        public var oldLine: String?
        public var newLine: String?
        public var depth: Int
        public var isHidden: Bool
        /// Whether it was hidden in the expected snapshot.
        public var wasHidden: Bool
        /// Its frames as the two snapshots write them, relative to the superview.
        public var oldFrameText: String
        public var newFrameText: String
    }

    /// The views of the actual snapshot in its order, then those removed from the
    /// expected one in theirs.
    public var entries: [Entry]
    /// The larger of the two roots' sizes.
    public var size: CGSize

    /// Compares two text snapshots (lines after the first empty one, the constraints and
    /// diagnostics, are left out); `nil` when either is not a snapshot.
    public init?(expected: String, actual: String) {
        guard let old = SnapshotLine.parse(expected), let new = SnapshotLine.parse(actual) else { return nil }
        let oldByKey = Dictionary(old.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let newKeys = Set(new.map(\.key))
        var entries: [Entry] = new.map { line in
            guard let before = oldByKey[line.key] else {
                return Entry(name: line.name, change: .added, old: nil, new: line.frame, oldLine: nil, newLine: line.text,
                             depth: line.depth, isHidden: line.isHidden, wasHidden: false, oldFrameText: "",
                             newFrameText: line.frameText)
            }
            let same = before.frame == line.frame && before.isHidden == line.isHidden
            return Entry(name: line.name, change: same ? .unchanged : .moved, old: before.frame, new: line.frame,
                         oldLine: before.text, newLine: line.text, depth: line.depth, isHidden: line.isHidden,
                         wasHidden: before.isHidden, oldFrameText: before.frameText, newFrameText: line.frameText)
        }
        entries += old.filter { !newKeys.contains($0.key) }.map { line in
            Entry(name: line.name, change: .removed, old: line.frame, new: nil, oldLine: line.text, newLine: nil,
                  depth: line.depth, isHidden: line.isHidden, wasHidden: line.isHidden, oldFrameText: line.frameText,
                  newFrameText: "")
        }
        self.entries = entries
        self.size = CGSize(width: max(old[0].frame.width, new[0].frame.width), height: max(old[0].frame.height, new[0].frame.height))
    }
}

/// A line of a text snapshot, read back: its depth, name, frame and `hidden`.
struct SnapshotLine {
    var depth: Int
    var name: String
    /// The frame in the root's coordinates.
    var frame: CGRect
    var isHidden: Bool
    var text: String
    /// The frame as the line writes it: `(x, y, width, height)`.
    var frameText: String
    /// The path of names from the root, with each name's count among its earlier siblings.
    var key: String

    /// The view lines of a snapshot, or `nil` when a line is not one.
    static func parse(_ snapshot: String) -> [SnapshotLine]? {
        var result: [SnapshotLine] = []
        var parents: [(key: String, origin: CGPoint, names: [String: Int])] = []
        for raw in snapshot.split(separator: "\n", omittingEmptySubsequences: false) {
            if raw.isEmpty { break }
            let indent = raw.prefix { $0 == " " }.count
            let depth = indent / 2
            // Only the first line is at depth 0, and a line is at most one level below the one before.
            guard indent % 2 == 0, depth <= parents.count, (depth == 0) == result.isEmpty,
                  let (name, relative, rest) = split(raw.dropFirst(indent)) else { return nil }
            let frameText = String(raw.dropFirst(indent + name.count + 1).dropLast(rest.count))
            parents.removeLast(parents.count - depth)
            var frame = relative
            var key = name
            if depth == 0 {
                frame.origin = .zero
            } else {
                let parent = parents[depth - 1]
                frame.origin.x += parent.origin.x
                frame.origin.y += parent.origin.y
                let count = parent.names[name, default: 0]
                parents[depth - 1].names[name] = count + 1
                key = parent.key + "/" + name + "#\(count)"
            }
            parents.append((key, frame.origin, [:]))
            result.append(SnapshotLine(depth: depth, name: name, frame: frame, isHidden: rest.hasPrefix(" hidden"),
                                       text: String(raw.dropFirst(indent)), frameText: frameText, key: key))
        }
        return result.isEmpty ? nil : result
    }

    /// `Type 'id' (x, y, w, h) rest` split into the name, the frame and the rest.
    private static func split(_ line: Substring) -> (String, CGRect, Substring)? {
        var search = line.startIndex
        while let open = line[search...].range(of: " (") {
            if let close = line[open.upperBound...].firstIndex(of: ")") {
                let numbers = line[open.upperBound..<close].split(separator: ",").compactMap {
                    Double($0.trimmingCharacters(in: .whitespaces))
                }
                if numbers.count == 4 {
                    return (String(line[..<open.lowerBound]),
                            CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]),
                            line[line.index(after: close)...])
                }
            }
            search = open.upperBound
        }
        return nil
    }
}

import StackKit

/// Why a layout file could not be laid out: where (line and column, and the JSON path of
/// the value) and what is wrong, in one line meant for people.
public struct LayoutFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where in the text; `nil` when the problem is the file as a whole.
    public var location: SourceLocation?
    /// The JSON path of the value at fault (`views[2].stack.spacing`); empty for the
    /// document itself or for a syntax error.
    public var path: String
    public var message: String

    public init(_ message: String, at location: SourceLocation?, path: String = "") {
        self.location = location
        self.path = path
        self.message = message
    }

    /// `LINE:COLUMN: PATH: MESSAGE`, leaving out what is unknown.
    public var description: String {
        var parts: [String] = []
        if let location { parts.append(location.description) }
        if !path.isEmpty { parts.append(path) }
        parts.append(message)
        // Names from the file may hold control characters: the line stays one line.
        return SnapshotText.escaped(parts.joined(separator: ": "))
    }

    /// The message prefixed with the file's name, as the command prints it.
    public func description(file: String) -> String {
        location == nil ? "\(file): \(description)" : "\(file):\(description)"
    }
}

/// The path of a value inside the document, as messages print it: `views[2].stack.spacing`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    public private(set) var description: String

    public static let document = JSONPath(description: "")

    /// The path of a member of the object at this path.
    public func key(_ key: String) -> JSONPath {
        JSONPath(description: description.isEmpty ? key : description + "." + key)
    }

    /// The path of an element of the array at this path.
    public func index(_ index: Int) -> JSONPath {
        JSONPath(description: description + "[\(index)]")
    }
}

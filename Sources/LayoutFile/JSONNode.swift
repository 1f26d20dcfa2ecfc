/// A JSON value with the place where it starts in the text, so that every later
/// complaint about it can say where it is.
public struct JSONNode: Sendable {
    public indirect enum Value: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONNode])
        /// Members in the order of the text (keys are unique: the reader refuses repeats).
        case object([JSONMember])
    }

    public var value: Value
    /// Where the value's first character is (the opening quote of a string).
    public var location: SourceLocation
    /// For a string: whether its characters map one to one to the text (no escapes), so a
    /// position inside it can be turned into a column.
    public var isVerbatim: Bool

    public init(_ value: Value, at location: SourceLocation, isVerbatim: Bool = true) {
        self.value = value
        self.location = location
        self.isVerbatim = isVerbatim
    }

    /// The location of the character at `offset` inside a string value, or the string's
    /// own location when escapes make that unknown.
    public func location(ofCharacterAt offset: Int) -> SourceLocation {
        isVerbatim ? location.advanced(by: 1 + offset) : location
    }

    /// The kind of value, for messages: "a number", "an object", …
    public var kindDescription: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// One `"key": value` pair of an object.
public struct JSONMember: Sendable {
    public var key: String
    public var keyLocation: SourceLocation
    public var value: JSONNode
}

/// Reads the members of one JSON object of a layout file by key, with typed accessors
/// whose errors carry the value's location and path. Keys not in the allowed list are
/// refused at once, so a misspelt key never goes unnoticed.
struct ObjectReader {
    let node: JSONNode
    let path: JSONPath
    private let members: [JSONMember]

    /// - Throws: when `node` is not an object or has a key outside `keys`.
    init(_ node: JSONNode, path: JSONPath, keys: [String]) throws(LayoutFileError) {
        guard case let .object(members) = node.value else {
            throw LayoutFileError("expected an object, found \(node.kindDescription)", at: node.location, path: path.description)
        }
        for member in members where !keys.contains(member.key) {
            throw LayoutFileError("unknown key \"\(member.key)\" (expected one of: \(keys.joined(separator: ", ")))",
                                  at: member.keyLocation, path: path.key(member.key).description)
        }
        self.node = node
        self.path = path
        self.members = members
    }

    /// The value of `key`, if present, with its path.
    func value(_ key: String) -> (node: JSONNode, path: JSONPath)? {
        members.first { $0.key == key }.map { ($0.value, path.key(key)) }
    }

    func has(_ key: String) -> Bool { value(key) != nil }

    /// The location of `key` itself (for complaints about the key), else the object's.
    func location(of key: String) -> SourceLocation {
        members.first { $0.key == key }?.keyLocation ?? node.location
    }

    func number(_ key: String) throws(LayoutFileError) -> Double? {
        guard let (node, path) = value(key) else { return nil }
        return try Self.number(node, path)
    }

    /// A number that may not be negative (sizes).
    func size(_ key: String) throws(LayoutFileError) -> Double? {
        guard let (node, path) = value(key) else { return nil }
        return try Self.size(node, path)
    }

    func string(_ key: String) throws(LayoutFileError) -> String? {
        guard let (node, path) = value(key) else { return nil }
        return try Self.string(node, path)
    }

    func bool(_ key: String) throws(LayoutFileError) -> Bool? {
        guard let (node, path) = value(key) else { return nil }
        guard case let .bool(b) = node.value else { throw Self.mismatch("a boolean", node, path) }
        return b
    }

    /// The elements of an array, each with its path.
    func array(_ key: String) throws(LayoutFileError) -> [(node: JSONNode, path: JSONPath)]? {
        guard let (node, path) = value(key) else { return nil }
        guard case let .array(elements) = node.value else { throw Self.mismatch("an array", node, path) }
        return elements.enumerated().map { ($1, path.index($0)) }
    }

    /// One of `cases`, written as its name.
    func choice<T>(_ key: String, _ what: String, _ cases: KeyValuePairs<String, T>) throws(LayoutFileError) -> T? {
        guard let (node, path) = value(key) else { return nil }
        return try Self.choice(node, path, what, cases)
    }

    // MARK: Single values

    /// A number within ``LayoutNumber/limit``.
    static func number(_ node: JSONNode, _ path: JSONPath) throws(LayoutFileError) -> Double {
        guard case let .number(x) = node.value else { throw mismatch("a number", node, path) }
        guard LayoutNumber.isWithinLimit(x) else {
            throw LayoutFileError(LayoutNumber.beyondLimit(x), at: node.location, path: path.description)
        }
        return x
    }

    static func size(_ node: JSONNode, _ path: JSONPath) throws(LayoutFileError) -> Double {
        let x = try number(node, path)
        guard x >= 0 else {
            throw LayoutFileError("a size cannot be negative (\(LayoutNumber.format(x)))", at: node.location, path: path.description)
        }
        return x
    }

    static func string(_ node: JSONNode, _ path: JSONPath) throws(LayoutFileError) -> String {
        guard case let .string(s) = node.value else { throw mismatch("a string", node, path) }
        return s
    }

    static func choice<T>(_ node: JSONNode, _ path: JSONPath, _ what: String,
                          _ cases: KeyValuePairs<String, T>) throws(LayoutFileError) -> T {
        let name = try string(node, path)
        guard let match = cases.first(where: { $0.key == name }) else {
            let names = cases.map(\.key).joined(separator: ", ")
            throw LayoutFileError("unknown \(what) \"\(name)\" (expected one of: \(names))", at: node.location, path: path.description)
        }
        return match.value
    }

    static func mismatch(_ expected: String, _ node: JSONNode, _ path: JSONPath) -> LayoutFileError {
        LayoutFileError("expected \(expected), found \(node.kindDescription)", at: node.location, path: path.description)
    }
}

/// A strict JSON reader (RFC 8259) that keeps the line and column of every value, which
/// Foundation's `JSONSerialization` does not. Repeated keys in an object, numbers that do
/// not fit a `Double`, and nesting deeper than ``maximumDepth`` are errors.
public struct JSONReader {
    /// Deep enough for any layout, shallow enough not to exhaust the stack.
    public static let maximumDepth = 256

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1

    private init(_ text: String) { scalars = Array(text.unicodeScalars) }

    /// Reads one JSON document.
    /// - Throws: ``LayoutFileError`` with the location of the first problem.
    public static func parse(_ text: String) throws(LayoutFileError) -> JSONNode {
        var reader = JSONReader(text)
        reader.skipWhitespace()
        let node = try reader.readValue(depth: 0)
        reader.skipWhitespace()
        if let extra = reader.peek {
            throw reader.error("unexpected \(describe(extra)) after the end of the document")
        }
        return node
    }

    // MARK: Values

    private mutating func readValue(depth: Int) throws(LayoutFileError) -> JSONNode {
        guard depth < Self.maximumDepth else { throw error("values nested deeper than \(Self.maximumDepth) levels") }
        let start = here
        guard let c = peek else { throw error("unexpected end of file, expected a value") }
        switch c {
        case "{": return JSONNode(.object(try readObject(depth: depth)), at: start)
        case "[": return JSONNode(.array(try readArray(depth: depth)), at: start)
        case "\"":
            let (text, verbatim) = try readString()
            return JSONNode(.string(text), at: start, isVerbatim: verbatim)
        case "t": try readWord("true"); return JSONNode(.bool(true), at: start)
        case "f": try readWord("false"); return JSONNode(.bool(false), at: start)
        case "n": try readWord("null"); return JSONNode(.null, at: start)
        case "-", "0"..."9": return JSONNode(.number(try readNumber()), at: start)
        default: throw error("unexpected \(Self.describe(c)), expected a value")
        }
    }

    private mutating func readObject(depth: Int) throws(LayoutFileError) -> [JSONMember] {
        advance()   // {
        var members: [JSONMember] = []
        // Keys seen so far: the duplicate check is linear in the object's size.
        var keys = Set<String>()
        skipWhitespace()
        if peek == "}" { advance(); return members }
        while true {
            skipWhitespace()
            let keyLocation = here
            guard peek == "\"" else { throw error(peek == nil ? "unexpected end of file, expected a key" : "expected a key in double quotes") }
            let (key, _) = try readString()
            if !keys.insert(key).inserted {
                throw LayoutFileError("duplicate key \"\(key)\"", at: keyLocation)
            }
            skipWhitespace()
            guard peek == ":" else { throw error("expected ':' after the key \"\(key)\"") }
            advance()
            skipWhitespace()
            let value = try readValue(depth: depth + 1)
            members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            switch peek {
            case ",": advance()
            case "}": advance(); return members
            case nil: throw error("unexpected end of file, expected ',' or '}'")
            default: throw error("expected ',' or '}' after a member")
            }
        }
    }

    private mutating func readArray(depth: Int) throws(LayoutFileError) -> [JSONNode] {
        advance()   // [
        var elements: [JSONNode] = []
        skipWhitespace()
        if peek == "]" { advance(); return elements }
        while true {
            skipWhitespace()
            elements.append(try readValue(depth: depth + 1))
            skipWhitespace()
            switch peek {
            case ",": advance()
            case "]": advance(); return elements
            case nil: throw error("unexpected end of file, expected ',' or ']'")
            default: throw error("expected ',' or ']' after an element")
            }
        }
    }

    /// Returns the string and whether it had no escapes.
    private mutating func readString() throws(LayoutFileError) -> (String, Bool) {
        let start = here
        advance()   // "
        var text = String.UnicodeScalarView()
        var verbatim = true
        while true {
            guard let c = peek else { throw LayoutFileError("unterminated string", at: start) }
            switch c {
            case "\"":
                advance()
                return (String(text), verbatim)
            case "\\":
                verbatim = false
                advance()
                text.append(try readEscape())
            case "\n":
                throw LayoutFileError("unterminated string (a line break must be written \\n)", at: start)
            default:
                guard c.value >= 0x20 else { throw error("control character U+\(hex(c.value)) in a string") }
                text.append(c)
                advance()
            }
        }
    }

    private mutating func readEscape() throws(LayoutFileError) -> Unicode.Scalar {
        guard let c = peek else { throw error("unexpected end of file in an escape") }
        let simple: [Unicode.Scalar: Unicode.Scalar] = ["\"": "\"", "\\": "\\", "/": "/", "b": "\u{08}",
                                                        "f": "\u{0C}", "n": "\n", "r": "\r", "t": "\t"]
        if let s = simple[c] { advance(); return s }
        guard c == "u" else { throw error("invalid escape \\\(c)") }
        advance()
        let high = try readHex4()
        if (0xD800..<0xDC00).contains(high) {
            guard peek == "\\" else { throw error("unpaired surrogate \\u\(hex(high))") }
            advance()
            guard peek == "u" else { throw error("unpaired surrogate \\u\(hex(high))") }
            advance()
            let low = try readHex4()
            guard (0xDC00..<0xE000).contains(low),
                  let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) else {
                throw error("unpaired surrogate \\u\(hex(high))")
            }
            return scalar
        }
        guard let scalar = Unicode.Scalar(high) else { throw error("unpaired surrogate \\u\(hex(high))") }
        return scalar
    }

    private mutating func readHex4() throws(LayoutFileError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let c = peek, let digit = Int(String(c), radix: 16) else { throw error("expected 4 hex digits after \\u") }
            value = value * 16 + UInt32(digit)
            advance()
        }
        return value
    }

    private mutating func readNumber() throws(LayoutFileError) -> Double {
        let start = here
        var text = ""
        func take(_ reader: inout JSONReader) { text.unicodeScalars.append(reader.peek!); reader.advance() }
        func digits(_ reader: inout JSONReader) -> Int {
            var n = 0
            while let c = reader.peek, ("0"..."9").contains(c) { take(&reader); n += 1 }
            return n
        }
        if peek == "-" { take(&self) }
        if peek == "0" {
            take(&self)
            if let c = peek, ("0"..."9").contains(c) { throw LayoutFileError("invalid number: leading zero", at: start) }
        } else if digits(&self) == 0 {
            throw LayoutFileError("invalid number: expected a digit", at: start)
        }
        if peek == "." {
            take(&self)
            guard digits(&self) > 0 else { throw LayoutFileError("invalid number: expected a digit after '.'", at: start) }
        }
        if peek == "e" || peek == "E" {
            take(&self)
            if peek == "+" || peek == "-" { take(&self) }
            guard digits(&self) > 0 else { throw LayoutFileError("invalid number: expected a digit in the exponent", at: start) }
        }
        guard let value = Double(text), value.isFinite else {
            throw LayoutFileError("number \(text) is too large", at: start)
        }
        return value
    }

    private mutating func readWord(_ word: String) throws(LayoutFileError) {
        let start = here
        for expected in word.unicodeScalars {
            guard peek == expected else { throw LayoutFileError("invalid literal, expected \(word)", at: start) }
            advance()
        }
    }

    // MARK: Text position

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    private var here: SourceLocation { SourceLocation(line: line, column: column) }

    private mutating func advance() {
        if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
        index += 1
    }

    private mutating func skipWhitespace() {
        while let c = peek, c == " " || c == "\t" || c == "\n" || c == "\r" { advance() }
    }

    private func error(_ message: String) -> LayoutFileError { LayoutFileError(message, at: here) }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func describe(_ c: Unicode.Scalar) -> String {
        c.value < 0x20 || c.value == 0x7F ? "character U+\(String(c.value, radix: 16, uppercase: true))" : "character '\(c)'"
    }
}

import StackKit

extension LayoutDocument {
    /// Reads a layout file's bytes: UTF-8 text (a leading byte-order mark is skipped, as
    /// Foundation does when it reads a file as UTF-8), then the layout.
    /// - Throws: ``LayoutFileError`` for the first problem; bytes that are not UTF-8 give
    ///   the line and column of the first bad byte, and its byte offset in the message.
    public static func read(bytes: [UInt8]) throws(LayoutFileError) -> LayoutDocument {
        try read(try UTF8Text.decode(bytes))
    }
}

/// Strict UTF-8 decoding that says where the first bad byte is.
enum UTF8Text {
    static func decode(_ bytes: [UInt8]) throws(LayoutFileError) -> String {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        if bytes.starts(with: bom) { return try decode(Array(bytes.dropFirst(3))) }
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        var line = 1
        var column = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if UTF8.decode(encoded) == "\n" { line += 1; column = 1 } else { column += 1 }
                offset += encoded.count
            case .error:
                let byte = String(bytes[offset], radix: 16, uppercase: true)
                throw LayoutFileError("the file is not UTF-8 text: byte 0x\(byte.count == 1 ? "0" + byte : byte) at byte offset \(offset) does not begin a valid UTF-8 sequence",
                                      at: SourceLocation(line: line, column: column))
            case .emptyInput:
                // Unreachable: String(validating:) refused the bytes, so the parser finds an error.
                throw LayoutFileError("the file is not UTF-8 text", at: SourceLocation(line: line, column: column))
            }
        }
    }
}

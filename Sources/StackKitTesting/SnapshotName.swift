import Foundation

/// The golden file of snapshot `name` of `test`, whose source is `testFile`:
/// `__Snapshots__/<TestFile>/<file name>` in the test file's folder, the file name as
/// ``snapshotFileName(test:name:source:)`` makes it from the test file's text.
///
/// ```text
/// __Snapshots__/CardTests/testLayout.snapshot.txt              the simple case
/// __Snapshots__/CardTests/LightCard.layout.snapshot.txt        two tests named layout in CardTests.swift
/// __Snapshots__/CardTests/widths(w=320.0).snapshot.txt        one file per argument set
/// ```
public func snapshotURL(testFile: URL, test: SnapshotTest, name: String) -> URL {
    snapshotFolder(testFile: testFile)
        .appendingPathComponent(snapshotFileName(test: test, name: name, source: SourceDeclarations.cache.source(of: testFile)))
}

/// The golden file of a snapshot: `__Snapshots__/<TestFile>/<test>.<name>.txt` in the
/// test file's folder; `test` is the test function's name, with or without `()`. This is
/// the name of a free-standing test without arguments; ``snapshotURL(testFile:test:name:)``
/// with a ``SnapshotTest`` covers every other kind.
public func snapshotURL(testFile: URL, test: String, name: String) -> URL {
    snapshotFolder(testFile: testFile)
        .appendingPathComponent(snapshotFileName(test: SnapshotTest(function: test), name: name, includesType: false))
}

/// The name of a golden file in its folder: `<test>.<name>.txt`, where `<test>` is
///
/// * the test function's name without its parameter list (`testLayout`, `layout`);
/// * preceded by its suite or class (`LightCard.layout`, nested suites joined by dots)
///   when `source`, the test file's text, declares more than one function of that name,
///   or does not declare the type (the test comes from an extension, or is a method
///   inherited from a class in this file);
/// * followed, for a parameterized test, by its argument set: `widths(w=320.0)`,
///   `grid(columns=2,title=Inbox)`.
///
/// Every part keeps ASCII letters, digits, `-`, `_` and `.`; any other byte of its UTF-8
/// is written `%XX` (`dark/2x` is `dark%2F2x`), so names are portable and two different
/// names never give one file. A name longer than 200 characters keeps its first 180 and a
/// hash of the whole.
public func snapshotFileName(test: SnapshotTest, name: String, source: String) -> String {
    snapshotFileName(test: test, name: name,
                     includesType: snapshotNameIncludesType(test: test, declarations: SourceDeclarations(source: source)))
}

/// Whether the golden file's name of `test` starts with its type (see
/// ``snapshotFileName(test:name:source:)``).
func snapshotNameIncludesType(test: SnapshotTest, declarations: SourceDeclarations) -> Bool {
    guard let type = test.types.last else { return false }
    return declarations.functionCount(test.baseName) > 1 || !declarations.declaresType(type)
}

func snapshotFileName(test: SnapshotTest, name: String, includesType: Bool) -> String {
    var stem = includesType ? test.types.map(portableName).joined(separator: ".") + "." : ""
    stem += portableName(test.baseName)
    if !test.arguments.isEmpty {
        stem += "(" + test.arguments.map { portableName($0.label) + "=" + portableName($0.value) }
            .joined(separator: ",") + ")"
    }
    stem += "." + portableName(name)
    if stem.utf8.count > 200 { stem = String(stem.prefix(180)) + "~" + stableHash(stem) }
    return stem + ".txt"
}

func snapshotFolder(testFile: URL) -> URL {
    testFile.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
}

/// `text` with every byte but ASCII letters, digits, `-`, `_` and `.` written `%XX`.
func portableName(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
            result.append(Character(UnicodeScalar(byte)))
        default:
            let hex = String(byte, radix: 16, uppercase: true)
            result += "%" + (hex.count == 1 ? "0" + hex : hex)
        }
    }
    return result
}

/// The functions and types a Swift file declares, by name: enough to know whether two
/// tests of one file could share a golden file. Comments are skipped; a name in a string
/// may count too, which only ever adds the type to a name.
struct SourceDeclarations {
    private var functions: [String: Int] = [:]
    private var types: Set<String> = []

    init(source: String) {
        let tokens = SourceDeclarations.identifiers(in: source)
        for (keyword, name) in zip(tokens, tokens.dropFirst()) {
            switch keyword {
            case "func": functions[name, default: 0] += 1
            case "class", "struct", "enum", "actor": types.insert(name)
            default: break
            }
        }
    }

    func functionCount(_ name: String) -> Int { functions[name] ?? 0 }
    func declaresType(_ name: String) -> Bool { types.contains(name) }

    /// The identifiers of `source` in order, outside comments.
    private static func identifiers(in source: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var characters = Array(source.unicodeScalars)[...]
        func isPart(_ c: Unicode.Scalar) -> Bool { c == "_" || c.properties.isAlphabetic || ("0"..."9").contains(c) }
        while let c = characters.popFirst() {
            if c == "/", characters.first == "/" {
                while let next = characters.first, next != "\n" { characters.removeFirst() }
            } else if c == "/", characters.first == "*" {
                characters.removeFirst()
                var depth = 1
                while depth > 0, let next = characters.popFirst() {
                    if next == "*", characters.first == "/" { characters.removeFirst(); depth -= 1 }
                    else if next == "/", characters.first == "*" { characters.removeFirst(); depth += 1 }
                }
            } else if isPart(c) {
                current.unicodeScalars.append(c)
                continue
            }
            if !current.isEmpty { tokens.append(current); current = "" }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    /// The declarations of each test file, read once.
    final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var sources: [String: String] = [:]

        func source(of file: URL) -> String {
            lock.lock()
            defer { lock.unlock() }
            if let text = sources[file.path] { return text }
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            sources[file.path] = text
            return text
        }
    }

    static let cache = Cache()
}

import Foundation
import Testing
import XCTest

/// The test a snapshot assertion runs in: what its golden file's name is made of.
public struct SnapshotTest: Hashable, Sendable, CustomStringConvertible {
    /// The test's module, for the `swift test --filter` pattern (`nil` when unknown).
    public var module: String?
    /// The Swift Testing suite types or the XCTest class, outermost first; empty for a
    /// free-standing `@Test` function, or under XCTest when the class is unknown.
    public var types: [String]
    /// The test function's name with its argument labels: `testLayout()`, `widths(w:)`.
    public var function: String
    /// The argument set of one case of a parameterized test, in parameter order.
    public var arguments: [Argument]
    /// Whether the test is an XCTest method (its filter pattern differs).
    public var isXCTest: Bool

    /// One argument of a parameterized test: the parameter's name and the value as text.
    public struct Argument: Hashable, Sendable {
        public var label: String
        public var value: String

        public init(label: String, value: String) {
            self.label = label
            self.value = value
        }
    }

    public init(module: String? = nil, types: [String] = [], function: String, arguments: [Argument] = [],
                isXCTest: Bool = false) {
        self.module = module
        self.types = types
        self.function = function
        self.arguments = arguments
        self.isXCTest = isXCTest
    }

    /// The function's name without its parameter list: `widths(w:)` is `widths`.
    public var baseName: String { String(function.prefix { $0 != "(" }) }

    /// `LightCard.layout()`, `widths(w:) with w=320.0`.
    public var description: String {
        let name = (types + [function]).joined(separator: ".")
        guard !arguments.isEmpty else { return name }
        return name + " with " + arguments.map { "\($0.label)=\($0.value)" }.joined(separator: ", ")
    }

    /// The `swift test --filter` pattern that selects this test, quoted for the shell:
    /// `'StackKitTests\.LightCard/layout\(\)'` (Swift Testing),
    /// `'StackKitTests\.InboxTests/testRow$'` (XCTest).
    public var filter: String {
        let pattern: String
        if isXCTest {
            let test = regexEscaped(baseName) + "$"
            pattern = types.isEmpty ? test
                : regexEscaped((module.map { [$0] } ?? []) + types, separator: ".") + "/" + test
        } else {
            let path = regexEscaped(types + [function], separator: "/")
            pattern = module.map { regexEscaped($0) + "\\." + path } ?? path
        }
        return "'" + pattern.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

private func regexEscaped(_ parts: [String], separator: String) -> String {
    parts.map(regexEscaped).joined(separator: separator == "." ? "\\." : separator)
}

private func regexEscaped(_ text: String) -> String {
    var result = ""
    for character in text {
        if "\\.()[]{}*+?^$|".contains(character) { result.append("\\") }
        result.append(character)
    }
    return result
}

extension SnapshotTest {
    /// The Swift Testing test running now, with its case's arguments, or `nil` outside one.
    static var currentSwiftTest: SnapshotTest? {
        guard let test = Test.current else { return nil }
        let components = test.id.nameComponents
        return SnapshotTest(module: test.id.moduleName, types: Array(components.dropLast()),
                            function: components.last ?? test.name,
                            arguments: Test.Case.current.map(arguments(of:)) ?? [])
    }

    /// The arguments of a test case. Swift Testing does not publish them, so they are read
    /// by reflection (`Test.Case` keeps each argument's value and parameter); should that
    /// ever fail, the case's whole description stands in, as a short stable hash.
    static func arguments(of testCase: Test.Case) -> [Argument] {
        guard testCase.isParameterized else { return [] }
        let mirror = Mirror(reflecting: testCase)
        if let list = mirror.descendant("_kind", "parameterized", "arguments") {
            let arguments = Mirror(reflecting: list).children.compactMap { child -> Argument? in
                let argument = Mirror(reflecting: child.value)
                guard let value = argument.descendant("value"),
                      let first = argument.descendant("parameter", "firstName") as? String else { return nil }
                let second = argument.descendant("parameter", "secondName") as? String?
                let label = first == "_" ? (second.flatMap { $0 } ?? first) : first
                let text = (value as? any CustomTestStringConvertible)?.testDescription ?? String(describing: value)
                return Argument(label: label, value: text)
            }
            if !arguments.isEmpty { return arguments }
        }
        return [Argument(label: "case", value: stableHash(String(describing: testCase)))]
    }

    /// The XCTest method `testCase` runs: its class and the method's name, read from
    /// `name` (`Class.testRow` on Linux, `-[Class testRow]` on Apple platforms).
    init(xcTest testCase: XCTestCase, function: String) {
        let type = Swift.type(of: testCase)
        let qualified = String(reflecting: type)
        let module = qualified.contains(".") ? String(qualified.prefix { $0 != "." }) : nil
        var method = testCase.name
        if method.hasPrefix("-["), method.hasSuffix("]"), let space = method.lastIndex(of: " ") {
            method = String(method[method.index(after: space)..<method.index(before: method.endIndex)])
        } else if let dot = method.lastIndex(of: ".") {
            method = String(method[method.index(after: dot)...])
        }
        if method.isEmpty { method = function }
        self.init(module: module, types: [String(describing: type)],
                  function: method.hasSuffix(")") ? method : method + "()", isXCTest: true)
    }
}

/// 16 hex digits of the 64-bit FNV-1a hash of `text`'s UTF-8: the same on every run and
/// machine (unlike `Hasher`).
func stableHash(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
}

import Foundation
import StackKitTesting
import XCTest

/// The naming rule on its own, with exact file names.
final class SnapshotFileNameTests: XCTestCase {
    private let twoLayouts = "struct LightCard { @Test func layout() {} }\nstruct DarkCard { @Test func layout() {} }\n"

    func testAFreeTestFunctionIsNamedAfterTheFunction() {
        XCTAssertEqual(snapshotFileName(test: SnapshotTest(function: "layout()"), name: "card", source: "func layout() {}"),
                       "layout.card.txt")
    }

    func testATestWhoseNameIsUniqueInItsFileLeavesItsTypeOut() {
        let test = SnapshotTest(types: ["InboxTests"], function: "testRow()", isXCTest: true)
        XCTAssertEqual(snapshotFileName(test: test, name: "inbox", source: "final class InboxTests: XCTestCase { func testRow() {} }"),
                       "testRow.inbox.txt")
    }

    func testTwoTestsOfOneNameInAFileAreEachNamedAfterTheirType() {
        XCTAssertEqual(snapshotFileName(test: SnapshotTest(types: ["LightCard"], function: "layout()"), name: "snapshot", source: twoLayouts),
                       "LightCard.layout.snapshot.txt")
        XCTAssertEqual(snapshotFileName(test: SnapshotTest(types: ["DarkCard"], function: "layout()"), name: "snapshot", source: twoLayouts),
                       "DarkCard.layout.snapshot.txt")
    }

    func testNestedSuitesAreJoinedByDots() {
        let source = "enum Cards { struct Light { @Test func layout() {} } }\nstruct Dark { @Test func layout() {} }"
        XCTAssertEqual(snapshotFileName(test: SnapshotTest(types: ["Cards", "Light"], function: "layout()"), name: "snapshot", source: source),
                       "Cards.Light.layout.snapshot.txt")
    }

    func testAMethodInheritedFromAClassOfTheFileIsNamedAfterTheSubclassRunningIt() {
        let source = "class BaseCardTests: XCTestCase { func testLayout() {} }"
        XCTAssertEqual(snapshotFileName(test: SnapshotTest(types: ["BaseCardTests"], function: "testLayout()"), name: "snapshot", source: source),
                       "testLayout.snapshot.txt")
        XCTAssertEqual(snapshotFileName(test: SnapshotTest(types: ["DarkCardTests"], function: "testLayout()"), name: "snapshot", source: source),
                       "DarkCardTests.testLayout.snapshot.txt")
    }

    func testAFunctionNamedOnlyInACommentDoesNotCount() {
        let source = "struct LightCard {\n  // func layout() was here\n  /* func layout() */ @Test func layout() {} }"
        XCTAssertEqual(snapshotFileName(test: SnapshotTest(types: ["LightCard"], function: "layout()"), name: "snapshot", source: source),
                       "layout.snapshot.txt")
    }

    func testAParameterizedCaseIsNamedAfterItsArgumentsInParameterOrder() {
        let test = SnapshotTest(function: "grid(columns:title:)", arguments: [.init(label: "columns", value: "2"),
                                                                              .init(label: "title", value: "Inbox")])
        XCTAssertEqual(snapshotFileName(test: test, name: "snapshot", source: ""), "grid(columns=2,title=Inbox).snapshot.txt")
    }

    func testEveryByteButLettersDigitsDashUnderscoreAndDotIsPercentEncoded() {
        let test = SnapshotTest(function: "titles(text:)", arguments: [.init(label: "text", value: "Größe (2/3)")])
        XCTAssertEqual(snapshotFileName(test: test, name: "a:b*c?", source: ""),
                       "titles(text=Gr%C3%B6%C3%9Fe%20%282%2F3%29).a%3Ab%2Ac%3F.txt")
    }

    func testAVeryLongNameKeepsItsStartAndAHashOfTheWhole() {
        let long = String(repeating: "x", count: 300)
        let name = snapshotFileName(test: SnapshotTest(function: "t()"), name: long, source: "")
        XCTAssertEqual(name.count, 180 + 1 + 16 + 4)
        XCTAssertTrue(name.hasPrefix("t." + String(repeating: "x", count: 178) + "~"), name)
        XCTAssertNotEqual(name, snapshotFileName(test: SnapshotTest(function: "t()"), name: long + "y", source: ""))
    }

    func testTheURLIsInAFolderNamedAfterTheTestFileAndReadsThatFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stackkit-naming-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("CardTests.swift")
        try twoLayouts.write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(snapshotURL(testFile: file, test: SnapshotTest(types: ["LightCard"], function: "layout()"), name: "snapshot").path,
                       directory.path + "/__Snapshots__/CardTests/LightCard.layout.snapshot.txt")
    }

    func testTheFilterSelectsTheOneTest() {
        XCTAssertEqual(SnapshotTest(module: "AppTests", types: ["Cards", "Light"], function: "layout()").filter,
                       #"'AppTests\.Cards/Light/layout\(\)'"#)
        XCTAssertEqual(SnapshotTest(module: "AppTests", function: "widths(w:)").filter, #"'AppTests\.widths\(w:\)'"#)
        XCTAssertEqual(SnapshotTest(module: "AppTests", types: ["CardTests"], function: "testLayout()", isXCTest: true).filter,
                       #"'AppTests\.CardTests/testLayout$'"#)
        XCTAssertEqual(SnapshotTest(function: "testLayout()", isXCTest: true).filter, "'testLayout$'")
    }
}

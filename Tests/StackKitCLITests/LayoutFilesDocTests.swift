import XCTest

/// Docs/LayoutFiles.md shows real output: its printed example matches a run.
final class LayoutFilesDocTests: XCTestCase {
    private func documentation() throws -> String {
        try String(contentsOf: StackKitProcess.packageRoot.appendingPathComponent("Docs/LayoutFiles.md"), encoding: .utf8)
    }

    /// The ```text block right after the ```sh block that runs `command`.
    private func printedOutput(of command: String, in text: String) throws -> String {
        let marker = "```sh\n\(command)\n```\n\n```text\n"
        let start = try XCTUnwrap(text.range(of: marker), "no output shown for \(command)")
        let end = try XCTUnwrap(text.range(of: "```", range: start.upperBound..<text.endIndex))
        return String(text[start.upperBound..<end.lowerBound])
    }

    func testTheTextOutputShownIsTheOutputOfTheExample() throws {
        let shown = try printedOutput(of: "swift run stackkit render Examples/margins-and-custom-spacing.json", in: try documentation())
        let result = try StackKitProcess.run(["render", "Examples/margins-and-custom-spacing.json"])
        XCTAssertEqual(shown, result.stdout)
    }

    func testTheJSONOutputShownIsTheStartOfTheExamplesOutput() throws {
        let shown = try printedOutput(of: "swift run stackkit render Examples/margins-and-custom-spacing.json --format json",
                                      in: try documentation())
        let result = try StackKitProcess.run(["render", "Examples/margins-and-custom-spacing.json", "--format", "json"])
        let prefix = try XCTUnwrap(shown.components(separatedBy: "…\n").first)
        XCTAssertTrue(result.stdout.hasPrefix(prefix), shown)
    }

    func testEveryExampleFileIsListedInTheDocumentation() throws {
        let text = try documentation()
        let folder = StackKitProcess.packageRoot.appendingPathComponent("Examples")
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".json") {
            XCTAssertTrue(text.contains("| `Examples/\(file)` |"), file)
        }
    }

    func testTheDocumentationUsesNoSwiftBlocks() throws {
        XCTAssertFalse(try documentation().contains("```swift"), "swift blocks in the guides must be compiled by a test")
    }
}

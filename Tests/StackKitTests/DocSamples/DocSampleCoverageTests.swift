import Foundation
import StackKit
import XCTest

/// Every ```swift block of README.md and Docs/*.md must be compiled and checked: its lines
/// must appear, in order and contiguous, in a test file named `DocSample*Tests.swift` or
/// `ReadmeExampleTests.swift`, where a test method runs them and asserts what the doc says.
/// Whitespace is normalised per line (runs of spaces count as one, the ends are trimmed)
/// and blank lines are ignored. A block's leading `import` lines only have to be imports
/// of that test file. Text that is not Swift (output, signatures) belongs in ```text.
final class DocSampleCoverageTests: XCTestCase {
    func testEverySwiftBlockInTheDocsIsInADocSampleTest() throws {
        let root = DocSample.packageRoot
        let sampleFiles = try DocSample.testFiles().map { try DocSample.normalisedLines(ofFile: $0) }
        XCTAssertFalse(sampleFiles.isEmpty, "no DocSample*Tests.swift files found")
        var checked = 0
        for doc in try DocSample.documents() {
            for block in try DocSample.swiftBlocks(in: doc) {
                checked += 1
                let covered = sampleFiles.contains { file in DocSample.file(file, covers: block.lines) }
                let name = doc.path.replacingOccurrences(of: root.path + "/", with: "")
                XCTAssertTrue(covered, "\(name):\(block.line): this ```swift block is not verbatim in any "
                              + "DocSample*Tests.swift or ReadmeExampleTests.swift file")
            }
        }
        XCTAssertGreaterThan(checked, 30)
    }

    /// Links between the docs cannot rot either: every relative link `[text](path#anchor)`
    /// in README.md and Docs/*.md names a file that exists and, with an anchor, a heading
    /// of that file (GitHub's anchors: lower case, punctuation dropped, spaces as `-`).
    func testEveryRelativeLinkPointsToAFileAndAHeading() throws {
        for doc in try DocSample.documents() {
            let text = try String(contentsOf: doc, encoding: .utf8)
            let name = doc.path.replacingOccurrences(of: DocSample.packageRoot.path + "/", with: "")
            for link in DocSample.relativeLinks(in: text) {
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let target = parts[0].isEmpty ? doc : doc.deletingLastPathComponent().appendingPathComponent(parts[0])
                guard FileManager.default.fileExists(atPath: target.path) else {
                    XCTFail("\(name): the link \(link) names no file")
                    continue
                }
                guard parts.count == 2, target.pathExtension == "md" else { continue }
                let headings = DocSample.anchors(in: try String(contentsOf: target, encoding: .utf8))
                XCTAssertTrue(headings.contains(parts[1]), "\(name): the link \(link) names no heading")
            }
        }
    }

    func testLinksAndAnchorsAreFound() throws {
        let text = "# Ties: the first item, `grows`\n\nSee [a](A.md#x), `[b](B.md)`, [c](https://e.org) and [d](#ties-the-first-item-grows).\n```\n[e](E.md)\n```\n"
        XCTAssertEqual(DocSample.relativeLinks(in: text), ["A.md#x", "#ties-the-first-item-grows"])
        XCTAssertEqual(DocSample.anchors(in: text), ["ties-the-first-item-grows"])
        let all = try DocSample.documents().map { DocSample.relativeLinks(in: try String(contentsOf: $0, encoding: .utf8)) }
        XCTAssertGreaterThan(all.joined().count, 50)
    }

    func testTheMatcherNeedsContiguousLinesInOrder() {
        let file = ["import StackKit", "let a = 1", "let b = 2", "// note", "let c = 3"]
        XCTAssertTrue(DocSample.file(file, covers: ["let a = 1", "let b = 2"]))
        XCTAssertTrue(DocSample.file(file, covers: ["import StackKit", "let b = 2", "// note"]))
        XCTAssertFalse(DocSample.file(file, covers: ["let a = 1", "// note"]))
        XCTAssertFalse(DocSample.file(file, covers: ["let b = 2", "let a = 1"]))
        XCTAssertFalse(DocSample.file(file, covers: ["import Solver", "let a = 1"]))
        XCTAssertEqual(DocSample.normalised("    x  =   1   // y "), "x = 1 // y")
    }

    func testBlocksAreFoundWithTheirLines() {
        let text = "# T\n\n```swift\nlet a = 1\n\n  let  b = 2\n```\n\n```text\nnot swift\n```\n"
        let blocks = DocSample.swiftBlocks(inText: text)
        XCTAssertEqual(blocks.count, 1)
        XCTAssertEqual(blocks.first?.line, 3)
        XCTAssertEqual(blocks.first?.lines, ["let a = 1", "let b = 2"])
    }
}

/// Finding the docs' Swift blocks and the test files that hold them.
enum DocSample {
    /// The package root: four levels above this file (Tests/StackKitTests/DocSamples/…).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// README.md and every Docs/*.md.
    static func documents() throws -> [URL] {
        let docs = packageRoot.appendingPathComponent("Docs")
        let guides = try FileManager.default.contentsOfDirectory(atPath: docs.path)
            .filter { $0.hasSuffix(".md") }.sorted()
            .map { docs.appendingPathComponent($0) }
        return [packageRoot.appendingPathComponent("README.md")] + guides
    }

    /// Every `DocSample*Tests.swift` and `ReadmeExampleTests.swift` under Tests/.
    static func testFiles() throws -> [URL] {
        let tests = packageRoot.appendingPathComponent("Tests")
        guard let walker = FileManager.default.enumerator(atPath: tests.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { path in
            let name = (path as NSString).lastPathComponent
            return name == "ReadmeExampleTests.swift" || (name.hasPrefix("DocSample") && name.hasSuffix("Tests.swift"))
        }.sorted().map { tests.appendingPathComponent($0) }
    }

    struct Block: Equatable {
        /// The line of the opening fence, counting from 1.
        var line: Int
        /// The block's lines, normalised, without blank lines.
        var lines: [String]
    }

    static func swiftBlocks(in url: URL) throws -> [Block] {
        swiftBlocks(inText: try String(contentsOf: url, encoding: .utf8))
    }

    static func swiftBlocks(inText text: String) -> [Block] {
        var blocks: [Block] = []
        var current: Block?
        var inOtherFence = false
        for (index, raw) in text.components(separatedBy: "\n").enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if var block = current {
                if line == "```" {
                    blocks.append(block)
                    current = nil
                } else {
                    let normalisedLine = normalised(raw)
                    if !normalisedLine.isEmpty { block.lines.append(normalisedLine) }
                    current = block
                }
            } else if inOtherFence {
                if line == "```" { inOtherFence = false }
            } else if line == "```swift" {
                current = Block(line: index + 1, lines: [])
            } else if line.hasPrefix("```") {
                inOtherFence = true
            }
        }
        return blocks
    }

    /// The text of the first fenced block that is not Swift after the first line holding
    /// `marker` in `doc` (a path from the package root): the output a doc shows after its
    /// sample, with a final newline.
    static func outputBlock(in doc: String, after marker: String) throws -> String {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(doc), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        guard let markerLine = lines.firstIndex(where: { $0.contains(marker) }) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        var open: (index: Int, isSwift: Bool)?
        for (index, line) in lines.enumerated() where line.hasPrefix("```") {
            if let block = open {
                if line == "```" {
                    if !block.isSwift, block.index > markerLine {
                        return lines[(block.index + 1)..<index].joined(separator: "\n") + "\n"
                    }
                    open = nil
                }
            } else {
                open = (index, line == "```swift")
            }
        }
        throw CocoaError(.fileReadCorruptFile)
    }

    /// The targets of the markdown links that are not URLs, outside code.
    static func relativeLinks(in text: String) -> [String] {
        var links: [String] = []
        var inFence = false
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            guard !inFence else { continue }
            // Drop inline code, then find every "](target)".
            let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
            var rest = Substring(prose)
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                let target = String(after[..<close])
                if !target.contains("://"), !target.hasPrefix("mailto:") { links.append(target) }
                rest = after[close...]
            }
        }
        return links
    }

    /// The anchors GitHub makes for a markdown file's headings.
    static func anchors(in text: String) -> Set<String> {
        var result = Set<String>()
        var inFence = false
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            guard !inFence, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            let kept = title.lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
            result.insert(kept.replacingOccurrences(of: " ", with: "-"))
        }
        return result
    }

    static func normalisedLines(ofFile url: URL) throws -> [String] {
        try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            .map(normalised).filter { !$0.isEmpty }
    }

    /// The line without leading or trailing whitespace, with runs of whitespace made one space.
    static func normalised(_ line: String) -> String {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    /// Whether `file` holds `block`: its leading imports among the file's lines, the rest
    /// contiguous and in order.
    static func file(_ file: [String], covers block: [String]) -> Bool {
        let imports = block.prefix { $0.hasPrefix("import ") }
        guard imports.allSatisfy(file.contains) else { return false }
        let body = Array(block.dropFirst(imports.count))
        guard !body.isEmpty else { return true }
        guard file.count >= body.count else { return false }
        for start in 0...(file.count - body.count) where file[start] == body[0] {
            if Array(file[start..<(start + body.count)]) == body { return true }
        }
        return false
    }
}

/// Frames as the docs write them: `(x, y, width, height)`.
func docRect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// Asserts each view's frame, within `accuracy` (the docs round to four decimals).
func docAssertFrames(_ views: [View], _ expected: [CGRect], accuracy: CGFloat = 1e-4,
                  file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(views.count, expected.count, "count", file: file, line: line)
    for (index, (view, want)) in zip(views, expected).enumerated() {
        let got = view.frame
        let close = abs(got.minX - want.minX) <= accuracy && abs(got.minY - want.minY) <= accuracy
            && abs(got.width - want.width) <= accuracy && abs(got.height - want.height) <= accuracy
        XCTAssertTrue(close, "view \(index) (\(view.identifier ?? "-")): \(got) is not \(want)", file: file, line: line)
    }
}

/// A quiet root of the given size with `view` pinned by its leading and top edges at
/// (x, y) (the docs' "pinned at (0, 0)").
@discardableResult
func docRoot(_ width: CGFloat = 1000, _ height: CGFloat = 1000, pinning view: View? = nil,
             at origin: CGPoint = .zero) -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.layoutEngine.diagnosticHandler = { _ in }
    if let view {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: origin.x).isActive = true
        view.topAnchor.constraint(equalTo: root.topAnchor, constant: origin.y).isActive = true
    }
    return root
}

import Foundation
import FuzzTargets
import XCTest

/// Every input in Fuzz/Corpus (the seeds and the minimized case of every finding) keeps
/// its fuzz target's promises; `.ci/fuzz` runs the same checks under libFuzzer.
final class FuzzCorpusTests: XCTestCase {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Corpus")

    func replay(_ target: String, _ check: ([UInt8]) -> [String]) throws {
        let folder = Self.corpus.appendingPathComponent(target)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertFalse(files.isEmpty, "no corpus in \(folder.path)")
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(file)))
            let problems = check(bytes)
            XCTAssertEqual(problems, [], "\(target)/\(file)")
        }
    }

    func testLayoutFileCorpus() throws { try replay("layoutfile", LayoutFileFuzz.problems) }
    func testAPICorpus() throws { try replay("api", APIFuzz.problems) }
    func testSolverCorpus() throws { try replay("solver", SolverFuzz.problems) }
}

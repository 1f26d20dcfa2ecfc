import Foundation
import FuzzTargets
import XCTest

/// The fuzzers' findings (Docs/Reliability.md), each replayed from its minimized input in
/// Fuzz/Corpus.
final class FuzzFindingsTests: XCTestCase {
    func input(_ target: String, _ name: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: FuzzCorpusTests.corpus.appendingPathComponent("\(target)/\(name)")))
    }

    /// A vertical stack with first-baseline alignment, negative spacing and a hidden item
    /// gave frames that depended on the views' addresses: a stack's constraint tables
    /// deactivated and listed constraints in hash order. Run many times, since an address
    /// order only sometimes differs.
    func testTheSameProgramGivesTheSameFramesWhateverTheAddresses() throws {
        let bytes = try input("api", "nondeterministic-baseline-stack")
        for _ in 0..<20 { XCTAssertEqual(APIFuzz.problems(bytes), []) }
    }
}

import Foundation
import XCTest

/// What a run of the built `stackkit` executable printed and returned.
struct CommandResult {
    let status: Int32
    let stdout: String
    let stderr: String
}

/// Runs the `stackkit` executable that `swift build`/`swift test` built: it sits in the
/// build products folder beside the test bundle (`.build/debug/`).
enum StackKitProcess {
    static let executable: URL? = {
        let bundle = Bundle.main.bundleURL
        let candidates = [bundle, bundle.deletingLastPathComponent(), Bundle(for: Marker.self).bundleURL.deletingLastPathComponent()]
        return candidates.map { $0.appendingPathComponent("stackkit") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    private final class Marker {}

    /// The package's root folder (this file is `Tests/StackKitCLITests/…`).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func run(_ arguments: [String], in directory: URL? = nil,
                    file: StaticString = #filePath, line: UInt = #line) throws -> CommandResult {
        let executable = try XCTUnwrap(executable, "the stackkit executable is not beside the test bundle \(Bundle.main.bundleURL.path)",
                                       file: file, line: line)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes to the end before waiting, so a long output cannot block the child.
        let errData = ReadAll(err.fileHandleForReading)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandResult(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                             stderr: String(decoding: errData.wait(), as: UTF8.self))
    }

    /// A fresh empty folder, removed when the test ends.
    static func temporaryDirectory(_ test: XCTestCase) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("stackkit-cli-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }
}

/// Reads a pipe to its end on another thread.
private final class ReadAll: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        DispatchQueue.global().async {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}

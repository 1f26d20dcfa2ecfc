import FuzzTargets

/// The target `STACKKIT_FUZZ_TARGET` names (`layoutfile`, `api`, `solver`): its broken
/// promises for one input.
func problems(target: String, _ bytes: [UInt8]) -> [String]? {
    switch target {
    case "layoutfile": LayoutFileFuzz.problems(bytes)
    case "api": APIFuzz.problems(bytes)
    case "solver": SolverFuzz.problems(bytes)
    default: nil
    }
}

#if STACKKIT_FUZZ
import Foundation

/// libFuzzer's entry, compiled only by `.ci/fuzz` (which passes `-D STACKKIT_FUZZ` and
/// `--sanitize=fuzzer`): a broken promise aborts, so the fuzzer saves the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let target = getenv("STACKKIT_FUZZ_TARGET").map { String(cString: $0) } ?? ""
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    guard let found = problems(target: target, bytes) else {
        FileHandle.standardError.write(Data("stackkit-fuzz: set STACKKIT_FUZZ_TARGET to layoutfile, api or solver\n".utf8))
        abort()
    }
    if !found.isEmpty {
        FileHandle.standardError.write(Data(("stackkit-fuzz: broken promise:\n" + found.joined(separator: "\n") + "\n").utf8))
        abort()
    }
    return 0
}
#else
import Foundation

/// Without the fuzzer: `stackkit-fuzz TARGET FILE...` replays inputs (a crash, a corpus)
/// and prints each one's broken promises; exit status 1 if any.
@main
struct FuzzReplay {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "soak" {
            // `stackkit-fuzz soak [SECONDS]`: one tree for SECONDS (600), memory every minute.
            let seconds = arguments.dropFirst().first.flatMap { Int($0) } ?? 600
            let problem = APISoak.run(seconds: seconds) { sample in
                print("soak: \(sample.seconds) s, \(sample.steps) calls, resident \(sample.residentMB) MB")
            }
            if let problem { print("soak: broken promise: \(problem)"); exit(1) }
            exit(0)
        }
        guard let target = arguments.first, problems(target: target, []) != nil else {
            print("usage: stackkit-fuzz layoutfile|api|solver FILE...")
            exit(2)
        }
        var failed = false
        for path in arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("\(path): cannot read"); failed = true; continue
            }
            let found = problems(target: target, [UInt8](data)) ?? []
            print("\(path): " + (found.isEmpty ? "ok" : found.joined(separator: "\n  ")))
            failed = failed || !found.isEmpty
        }
        exit(failed ? 1 : 0)
    }
}
#endif

#if canImport(Glibc)
import Glibc
#endif
import StackKit

/// The soak (Docs/Reliability.md): one tree driven by the API interpreter for `seconds`,
/// with pseudo-random bytes, its size held steady (at most 40 views and 120 constraints; the
/// oldest go), the process's resident memory sampled every `sampleEvery` seconds.
public enum APISoak {
    public struct Sample: Sendable {
        public var seconds: Int
        public var residentMB: Double
        public var steps: Int
    }

    public static func run(seconds: Int, sampleEvery: Int = 60, seed: UInt64 = 20,
                           report: (Sample) -> Void) -> String? {
        let program = APIFuzz.Program([])
        program.checksHiddenLengths = false
        var state = seed
        var steps = 0
        let start = now()
        var nextSample = 0
        while true {
            let elapsed = Int(now() - start)
            if elapsed >= nextSample || elapsed >= seconds {
                report(Sample(seconds: elapsed, residentMB: residentMB(), steps: steps))
                nextSample += sampleEvery
            }
            if elapsed >= seconds { return nil }
            var chunk: [UInt8] = []
            for _ in 0..<1024 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                chunk.append(UInt8(truncatingIfNeeded: state >> 33))
            }
            program.input = ByteStream(chunk)
            program.log.removeAll()
            program.trace.removeAll()
            // Diagnostics pile up in a long run; a conflict is then reported once and
            // forgotten, so the soak leaves out the hidden-length check that relies on them.
            for engine in program.engines() { engine.removeAllDiagnostics() }
            if let problem = program.run(maximumSteps: 200) { return problem + "\n" + program.log.joined(separator: "\n") }
            steps += 200
            while program.views.count > 40 {
                let view = program.views.remove(at: 1)
                view.removeFromSuperview()
                program.stacks.removeAll { $0 === view }
            }
            while program.constraints.count > 120 { program.constraints.removeFirst().isActive = false }
        }
    }

    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// Resident memory from /proc/self/statm (Linux), in MB; 0 where it cannot be read.
    static func residentMB() -> Double {
        guard let file = fopen("/proc/self/statm", "r") else { return 0 }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 128)
        guard fgets(&buffer, 128, file) != nil else { return 0 }
        let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let fields = line.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }
}

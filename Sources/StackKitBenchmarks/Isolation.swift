// Running one workload case in a forked child process, with a time limit.
//
// The child reports through its Reporter, which sends events down a pipe; the parent
// replays them into its own Reporter as they arrive. A case that runs past the limit
// is killed and reported as TIMEOUT; a child that dies is reported as CRASH. Each case
// also starts from the parent's small heap, not from the previous case's leftovers.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One reporter event, as a line of fields separated by U+001F.
enum ReportEvent {
    case result(BenchResult)
    case fail(String, String)
    case verified(String, Bool)
    case error(String, String)
    case note(String)

    private static let separator: Character = "\u{1F}"

    private static func clean(_ s: String) -> String {
        String(s.map { $0 == "\n" || $0 == separator ? " " : $0 })
    }

    private static func encode(_ x: Double?) -> String { x.map { String($0.bitPattern, radix: 16) } ?? "" }
    private static func decodeDouble(_ s: Substring) -> Double? {
        UInt64(s, radix: 16).map(Double.init(bitPattern:))
    }

    var line: String {
        let fields: [String]
        switch self {
        case let .result(r):
            let s = r.stats
            fields = ["R", r.workload, r.variant, String(r.n),
                      Self.encode(s?.median), Self.encode(s?.min), Self.encode(s?.max), Self.encode(s?.mean),
                      s.map { String($0.count) } ?? "", Self.encode(r.kiwi),
                      r.rows.map { String($0) } ?? "", r.cells.map { String($0) } ?? "", r.note]
        case let .fail(context, message): fields = ["F", context, message]
        case let .verified(context, passed): fields = ["V", context, passed ? "1" : "0"]
        case let .error(context, message): fields = ["E", context, message]
        case let .note(text): fields = ["N", text]
        }
        return fields.map(Self.clean).joined(separator: String(Self.separator))
    }

    init?(line: Substring) {
        let f = line.split(separator: Self.separator, omittingEmptySubsequences: false)
        guard let tag = f.first else { return nil }
        switch tag {
        case "R" where f.count == 13:
            var stats: Stats?
            if let median = Self.decodeDouble(f[4]), let min = Self.decodeDouble(f[5]),
               let max = Self.decodeDouble(f[6]), let mean = Self.decodeDouble(f[7]), let count = Int(f[8]) {
                stats = Stats(median: median, min: min, max: max, mean: mean, count: count)
            }
            self = .result(BenchResult(
                workload: String(f[1]), variant: String(f[2]), n: Int(f[3]) ?? 0, stats: stats,
                kiwi: Self.decodeDouble(f[9]), rows: Int(f[10]), cells: Int(f[11]), note: String(f[12])))
        case "F" where f.count == 3: self = .fail(String(f[1]), String(f[2]))
        case "V" where f.count == 3: self = .verified(String(f[1]), f[2] == "1")
        case "E" where f.count == 3: self = .error(String(f[1]), String(f[2]))
        case "N" where f.count == 2: self = .note(String(f[1]))
        default: return nil
        }
    }
}

extension Stats {
    init(median: Double, min: Double, max: Double, mean: Double, count: Int) {
        self.median = median
        self.min = min
        self.max = max
        self.mean = mean
        self.count = count
    }
}

/// How one isolated case ended.
enum CaseOutcome {
    case finished
    case timedOut
    case crashed(String)
    case skipped
}

extension Bench {
    /// Runs `body` as one case: in a forked child with the time limit when isolation is
    /// on, else in this process. `workload`, `variant` and `n` name the TIMEOUT or CRASH
    /// row; `group` names a series of growing sizes: after a timeout or crash in a group,
    /// its larger cases are skipped.
    @discardableResult
    func runCase(_ workload: String, _ variant: String, n: Int, group: String,
                 _ body: () -> Void) -> CaseOutcome {
        if !sizes.isEmpty, !sizes.contains(n) { return .skipped }
        if let earlier = stoppedGroups[group] {
            reporter.add(BenchResult(workload: workload, variant: variant, n: n, stats: nil,
                                     kiwi: KiwiReference.seconds(workload, variant, n),
                                     note: "SKIPPED: a smaller N \(earlier)"))
            return .skipped
        }
        guard isolate else {
            body()
            return .finished
        }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else {
            body()
            return .finished
        }
        let pid = fork()
        if pid < 0 {
            close(fds[0])
            close(fds[1])
            body()
            return .finished
        }
        if pid == 0 {
            // Child: die with the parent, report down the pipe, then leave without
            // running exit handlers.
            watchParent()
            close(fds[0])
            reporter.sendEvents(to: fds[1])
            body()
            close(fds[1])
            _exit(0)
        }
        close(fds[1])
        let before = reporter.results.count
        let outcome = follow(child: pid, reading: fds[0])
        let reported = reporter.results.count - before
        let after = reported > 0 ? ", after the \(reported) result(s) above (in verification or a later variant)" : ""
        close(fds[0])
        switch outcome {
        case .finished, .skipped:
            break
        case .timedOut:
            let limit = Format.duration(timeLimit)
            reporter.error("\(workload) \(variant) n=\(n)", "TIMEOUT: killed after \(limit)\(after)")
            reporter.add(BenchResult(workload: workload, variant: variant, n: n, stats: nil,
                                     kiwi: KiwiReference.seconds(workload, variant, n),
                                     note: "TIMEOUT: case killed after \(limit)\(after) (--timeout 0 to wait)"))
            stoppedGroups[group] = "timed out"
        case let .crashed(why):
            reporter.error("\(workload) \(variant) n=\(n)", "CRASH: \(why)\(after)")
            reporter.add(BenchResult(workload: workload, variant: variant, n: n, stats: nil,
                                     kiwi: KiwiReference.seconds(workload, variant, n), note: "CRASH: \(why)\(after)"))
            stoppedGroups[group] = "crashed"
        }
        return outcome
    }

    /// In a forked child: a thread that ends the process when the parent is gone, so
    /// that a killed benchmark leaves no case running.
    private func watchParent() {
        let parent = getppid()
        var thread = pthread_t()
        let argument = UnsafeMutableRawPointer(bitPattern: Int(parent))
        _ = pthread_create(&thread, nil, { argument in
            let parent = pid_t(Int(bitPattern: argument))
            while getppid() == parent { usleep(200_000) }
            _exit(1)
        }, argument)
    }

    /// Replays the child's events until it exits or the time limit passes.
    private func follow(child pid: pid_t, reading fd: Int32) -> CaseOutcome {
        let clock = Stopwatch()
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        var open = true
        var timedOut = false
        while open {
            var remaining = -1
            if timeLimit > 0 {
                let left = timeLimit - clock.elapsed
                if left <= 0 {
                    timedOut = true
                    break
                }
                remaining = Int(min(left * 1000 + 1, 60_000))
            }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(remaining))
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            if ready == 0 { continue }
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                break
            }
            if count == 0 {
                open = false
            } else {
                pending += buffer[0..<count]
            }
            while let newline = pending.firstIndex(of: 10) {
                let line = String(decoding: pending[0..<newline], as: UTF8.self)
                pending.removeSubrange(0...newline)
                if let event = ReportEvent(line: Substring(line)) { reporter.replay(event) }
            }
        }
        if timedOut { kill(pid, SIGKILL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        if timedOut { return .timedOut }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, spelled out (the C macros are not imported).
        let signal = status & 0x7f
        if signal == 0 {
            let code = (status >> 8) & 0xff
            return code == 0 ? .finished : .crashed("child exited with status \(code)")
        }
        return .crashed("killed by signal \(signal)\(signal == SIGILL || signal == SIGTRAP ? " (Swift trap)" : "")")
    }
}

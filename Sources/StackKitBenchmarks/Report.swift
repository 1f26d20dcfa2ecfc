// The results table (streamed as results arrive), one JSON line per result, and the
// verification failures.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One reported figure: a workload, a variant, a size and its timing statistics.
struct BenchResult {
    var workload: String
    var variant: String
    var n: Int
    /// `nil` when the run failed (see `note`).
    var stats: Stats?
    var kiwi: Double?
    var rows: Int?
    var cells: Int?
    var note: String = ""

    var ratio: Double? {
        guard let stats, let kiwi, kiwi > 0 else { return nil }
        return stats.median / kiwi
    }
}

/// Prints the table as results arrive, collects JSON lines for the end, and counts
/// verification checks.
final class Reporter {
    private(set) var results: [BenchResult] = []
    private(set) var failures: [String] = []
    private(set) var errors: [String] = []
    private var checks = 0
    private var failedChecks = 0
    private var headerPrinted = false
    /// In a forked case: the pipe to the parent, which prints and keeps the events.
    private var eventPipe: Int32?

    private let columns: [(String, Int, Bool)] = [
        ("workload", 8, false), ("variant", 26, false), ("N", 6, true),
        ("median", 10, true), ("min", 10, true), ("max", 10, true), ("runs", 5, true),
        ("kiwi", 10, true), ("ours/kiwi", 10, true), ("rows", 7, true), ("cells", 9, true),
        ("note", 0, false),
    ]

    /// Writes a line straight to file descriptor 1, unbuffered, so that a crash loses no
    /// finished line even when the output is piped.
    func print(_ text: String) { Reporter.writeLine(text, to: 1) }

    static func writeLine(_ text: String, to fd: Int32) {
        _ = writeAll(text + "\n", to: fd)
    }

    /// Writes all of `text` to `fd`, retrying short writes; `false` when a write fails.
    static func writeAll(_ text: String, to fd: Int32) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { return false }
                offset += written
            }
            return true
        }
    }

    /// Replaces the file at `path` with `text`; the reason when it cannot.
    static func writeFile(_ text: String, to path: String) -> String? {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { return String(cString: strerror(errno)) }
        var reason = writeAll(text, to: fd) ? nil : String(cString: strerror(errno))
        // A full disk may show only when the file is closed.
        if close(fd) != 0, reason == nil { reason = String(cString: strerror(errno)) }
        return reason
    }

    private func line(_ cells: [String]) -> String {
        var parts: [String] = []
        for (i, cell) in cells.enumerated() {
            let (_, width, right) = columns[i]
            parts.append(width == 0 ? cell : Format.pad(cell, width, right: right))
        }
        var text = parts.joined(separator: "  ")
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }

    func printHeader() {
        guard !headerPrinted else { return }
        headerPrinted = true
        let header = line(columns.map { $0.0 })
        print(header)
        print(String(repeating: "-", count: header.count + 10))
    }

    /// From now on, send every event down `fd` instead of printing it (a forked case).
    func sendEvents(to fd: Int32) { eventPipe = fd }

    /// Sends `event` to the parent; `false` when not in a forked case.
    private func send(_ event: ReportEvent) -> Bool {
        guard let fd = eventPipe else { return false }
        Reporter.writeLine(event.line, to: fd)
        return true
    }

    /// Applies an event from a forked case.
    func replay(_ event: ReportEvent) {
        switch event {
        case let .result(r): add(r)
        case let .fail(context, message): fail(context, message)
        case let .verified(context, passed): verified(context, passed: passed)
        case let .error(context, message): error(context, message)
        case let .note(text): note(text)
        }
    }

    /// The median of a reported result, if there is one.
    func median(_ workload: String, _ variant: String, n: Int) -> Double? {
        results.last { $0.workload == workload && $0.variant == variant && $0.n == n }?.stats?.median
    }

    /// Records a result and prints its table row.
    func add(_ result: BenchResult) {
        if send(.result(result)) { return }
        printHeader()
        results.append(result)
        let dash = "–"
        var cells = [result.workload, result.variant, String(result.n)]
        if let s = result.stats {
            cells += [Format.duration(s.median), Format.duration(s.min), Format.duration(s.max), String(s.count)]
        } else {
            cells += ["ERROR", dash, dash, "0"]
        }
        cells.append(result.kiwi.map(Format.duration) ?? dash)
        cells.append(result.ratio.map { Format.significant($0) + "x" } ?? dash)
        cells.append(result.rows.map { String($0) } ?? dash)
        cells.append(result.cells.map { String($0) } ?? dash)
        cells.append(result.note)
        print(line(cells))
    }

    /// Prints a separator between workloads.
    func section(_ title: String) {
        printHeader()
        print("# \(title)")
    }

    /// Prints a `VERIFY FAIL` line.
    func fail(_ context: String, _ message: String) {
        if send(.fail(context, message)) { return }
        let text = "VERIFY FAIL \(context): \(message)"
        failures.append(text)
        print(text)
    }

    /// Counts one verified expectation set (a workload at one size).
    func verified(_ context: String, passed: Bool) {
        if send(.verified(context, passed)) { return }
        checks += 1
        if !passed { failedChecks += 1 }
    }

    /// A solver error or other failure that stopped a workload.
    func error(_ context: String, _ message: String) {
        if send(.error(context, message)) { return }
        let text = "ERROR \(context): \(message)"
        errors.append(text)
        print(text)
    }

    /// A free-form line (skips, notes).
    func note(_ text: String) {
        if send(.note(text)) { return }
        print(text)
    }

    func jsonLine(_ r: BenchResult) -> String {
        var fields: [String] = [
            "\"workload\":" + Format.jsonString(r.workload),
            "\"variant\":" + Format.jsonString(r.variant),
            "\"n\":\(r.n)",
        ]
        if let s = r.stats {
            fields += [
                "\"median_us\":" + Format.json(s.median * 1e6),
                "\"min_us\":" + Format.json(s.min * 1e6),
                "\"max_us\":" + Format.json(s.max * 1e6),
                "\"runs\":\(s.count)",
            ]
        } else {
            fields.append("\"error\":true")
        }
        if let k = r.kiwi { fields.append("\"kiwi_us\":" + Format.json(k * 1e6)) }
        if let q = r.ratio { fields.append("\"ratio\":" + Format.json(q, 6)) }
        if let rows = r.rows { fields.append("\"rows\":\(rows)") }
        if let cells = r.cells { fields.append("\"cells\":\(cells)") }
        if !r.note.isEmpty { fields.append("\"note\":" + Format.jsonString(r.note)) }
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// Prints the JSON lines and the verification summary.
    func finish(seconds: Double) {
        if !results.isEmpty {
            print("")
            for r in results { print(jsonLine(r)) }
        }
        print("")
        if failedChecks == 0 {
            print("VERIFY: all \(checks) expectation sets passed")
        } else {
            print("VERIFY: \(failedChecks) of \(checks) expectation sets FAILED (\(failures.count) lines above)")
        }
        if !errors.isEmpty { print("ERRORS: \(errors.count)") }
        print("total time \(Format.duration(seconds))")
    }
}

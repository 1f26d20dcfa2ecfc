// The benchmark run's settings and the helpers every workload uses.

import Solver

/// Options and shared state of one `stackkit-bench` run.
final class Bench {
    let reporter = Reporter()
    let quick: Bool
    let policy: RepeatPolicy
    /// Upper-cased workload filters (`W2`, `W4C`); empty means all.
    let filters: [String]
    /// Run each case in a forked child (time limit, crash reports).
    let isolate: Bool
    /// Seconds a forked case may take before it is killed; 0 for no limit.
    let timeLimit: Double
    /// Only these sizes (`--n 100,1000`); empty means every size.
    let sizes: [Int]
    /// Case groups stopped by a timeout or crash, and why: their larger sizes are skipped.
    var stoppedGroups: [String: String] = [:]

    init(quick: Bool, filters: [String], sizes: [Int] = [], isolate: Bool, timeLimit: Double) {
        self.quick = quick
        self.sizes = sizes
        self.policy = quick ? .quick : .standard
        self.filters = filters.map { $0.uppercased() }
        self.isolate = isolate
        self.timeLimit = timeLimit
    }

    /// Whether `workload` (such as `W4a`) passes the filter: `W4` selects W4a–W4c,
    /// `W4a` only itself.
    func wants(_ workload: String) -> Bool {
        if filters.isEmpty { return true }
        let name = workload.uppercased()
        return filters.contains { name.hasPrefix($0) }
    }

    /// Reports one figure, filling in kiwi's reference.
    func report(_ workload: String, _ variant: String, n: Int, _ stats: Stats?,
                statistics: SolverStatistics? = nil, note: String = "") {
        reporter.add(BenchResult(
            workload: workload, variant: variant, n: n, stats: stats,
            kiwi: KiwiReference.seconds(workload, variant, n),
            rows: statistics?.rows, cells: statistics?.cells, note: note))
    }

    /// Reports a failed workload (a thrown solver error) as an error row.
    func reportError(_ workload: String, _ variant: String, n: Int, _ error: Error) {
        reporter.error("\(workload) \(variant) n=\(n)", "\(error)")
        report(workload, variant, n: n, nil, note: "error: \(error)")
    }

    /// The note for a series whose single run exceeded the slow threshold.
    func slowNote(_ series: Series) -> String {
        series.slow ? "SLOW: 1 run (> \(Int(policy.slowThreshold)) s)" : ""
    }
}

/// Joins non-empty notes.
func joinNotes(_ notes: String...) -> String {
    notes.filter { !$0.isEmpty }.joined(separator: "; ")
}

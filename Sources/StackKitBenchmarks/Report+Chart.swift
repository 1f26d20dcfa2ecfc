// The chart issue #8 asks for: W2, S1 and S2 time against N (with kiwi's W2 figures and
// the targets of Docs/Performance.md, "Targets"), picked out of the results a run collected.

extension Reporter {
    /// One workload drawn on the chart: which results, how it is named, its targets.
    private struct ChartedWorkload {
        var workload: String
        var variant: String
        var label: String
        var colour: String
        /// Targets from Docs/Performance.md ("Targets"), as (N, seconds).
        var targets: [(n: Int, seconds: Double)]
    }

    // Okabe–Ito colours, told apart with the common colour-vision deficiencies.
    private static let w2 = ChartedWorkload(
        workload: "W2", variant: "add+update", label: "W2 solver: add 3N+1 constraints, update",
        colour: "#0072b2", targets: [(1000, 20e-3), (10000, 250e-3)])
    private static let charted = [
        w2,
        ChartedWorkload(workload: "S1", variant: "first layout", label: "S1 StackKit: build N views, first layout",
                        colour: "#d55e00", targets: [(1000, 5e-3), (10000, 60e-3)]),
        ChartedWorkload(workload: "S2", variant: "hide+show", label: "S2 StackKit: hide and show one of N items",
                        colour: "#009e73", targets: [(100, 25e-6), (1000, 60e-6)]),
    ]
    private static let kiwiLabel = "W2 on kiwi, the C++ reference (figures)"
    private static let kiwiColour = "#666666"

    /// The time-against-N chart of W2 (with kiwi's W2 figures), S1 and S2 from this run's
    /// results, or `nil` when none of them has a figure to draw.
    ///
    /// Call it in the process that ran the benchmark, after the run: a case run in a
    /// forked child sends its results to this reporter, which keeps them in `results`,
    /// so the parent sees every figure and the child never draws. Only the workloads
    /// that ran are drawn, kiwi's line only beside a W2 line and only at the sizes W2
    /// ran, and a target only at a size its workload was run at, so that a filtered run
    /// (`--n 100`) is not stretched to sizes it never measured. A size whose every row
    /// failed (TIMEOUT, CRASH, SKIPPED, an error) is named in a footnote instead.
    func timeChart(quick: Bool) -> TimeChart? {
        var series: [TimeChart.Series] = []
        var targets: [TimeChart.Target] = []
        var footnotes: [String] = []
        for charted in Self.charted {
            let rows = results.filter { $0.workload == charted.workload && $0.variant == charted.variant }
            let sizes = Set(rows.map(\.n)).sorted()
            guard !sizes.isEmpty else { continue }
            var points: [TimeChart.Point] = []
            for n in sizes {
                let atN = rows.filter { $0.n == n }
                // The last timed row: a verification that fails or times out after the
                // figure was reported adds a row without stats, and the figure still stands.
                if let stats = atN.last(where: { $0.stats != nil })?.stats {
                    points.append(TimeChart.Point(n: n, seconds: stats.median, spread: (stats.min, stats.max)))
                } else {
                    let reason = atN.last?.note.split(separator: ":").first.map(String.init) ?? "no figure"
                    footnotes.append("Not drawn: \(charted.workload) at N = \(TimeChart.grouped(String(n))): \(reason).")
                }
            }
            series.append(TimeChart.Series(label: charted.label, colour: charted.colour, style: .measured, points: points))
            targets += charted.targets.filter { sizes.contains($0.n) }
                .map { TimeChart.Target(n: $0.n, seconds: $0.seconds, colour: charted.colour) }
            if charted.workload == Self.w2.workload {
                let kiwi = sizes.compactMap { n in
                    rows.last { $0.n == n && $0.kiwi != nil }?.kiwi.map { TimeChart.Point(n: n, seconds: $0, spread: nil) }
                }
                if !kiwi.isEmpty {
                    series.append(TimeChart.Series(label: Self.kiwiLabel, colour: Self.kiwiColour, style: .reference,
                                                   points: kiwi))
                }
            }
        }
        guard series.contains(where: { !$0.points.isEmpty }) else { return nil }
        #if DEBUG
        let build = "debug build (not for comparison)"
        #else
        let build = "release build"
        #endif
        return TimeChart(
            title: "StackKit: time against N",
            subtitle: build + ", median of repeated runs" + (quick ? " (--quick: fewer runs)" : "")
                + "; whiskers from the fastest to the slowest run",
            xTitle: "N (items in the stack)",
            yTitle: "time per operation (median)",
            series: series, targets: targets, footnotes: footnotes)
    }
}

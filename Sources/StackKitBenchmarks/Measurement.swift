// Repeating a timed run and summarising the samples: median, min, max.

/// Median, minimum and maximum of a set of samples (seconds).
struct Stats {
    var median: Double
    var min: Double
    var max: Double
    var mean: Double
    var count: Int

    init(_ samples: [Double]) {
        precondition(!samples.isEmpty, "Stats of no samples")
        let sorted = samples.sorted()
        let n = sorted.count
        median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
        min = sorted[0]
        max = sorted[n - 1]
        mean = sorted.reduce(0, +) / Double(n)
        count = n
    }
}

/// How often to repeat a run: at least `minRuns` runs and `minTotal` seconds of timed
/// work, at most `maxRuns` runs or `wallBudget` seconds of wall time (setup included).
/// A first run longer than `slowThreshold` is not repeated and is marked slow.
struct RepeatPolicy {
    var minRuns: Int
    var minTotal: Double
    var maxRuns: Int
    var wallBudget: Double
    var slowThreshold: Double = 10
    /// Above this first-run time, three runs are enough.
    var longRun: Double = 1

    static let standard = RepeatPolicy(minRuns: 5, minTotal: 0.2, maxRuns: 1000, wallBudget: 4)
    static let quick = RepeatPolicy(minRuns: 3, minTotal: 0.02, maxRuns: 100, wallBudget: 0.5)
}

/// The samples of repeated runs: `metrics[m][r]` is metric `m` of run `r`.
struct Series {
    var metrics: [[Double]]
    var runs: Int { metrics.first?.count ?? 0 }
    /// The first run exceeded the slow threshold and was not repeated.
    var slow: Bool = false

    func stats(_ metric: Int = 0) -> Stats { Stats(metrics[metric]) }
}

/// Repeats `body` under `policy`. Each run returns its metrics in seconds; metric 0 times
/// `weight` is the timed work the policy counts (pass the number of operations when
/// metric 0 is a time per operation). Setup work inside `body` that is not timed does
/// not count towards `minTotal` but does count towards the wall budget.
func repeatRuns(_ policy: RepeatPolicy, weight: Double = 1, _ body: () throws -> [Double]) rethrows -> Series {
    let wall = Stopwatch()
    var series = Series(metrics: [])
    var timedTotal = 0.0
    var minRuns = policy.minRuns
    while true {
        let sample = try body()
        if series.metrics.isEmpty { series.metrics = Array(repeating: [], count: sample.count) }
        for (m, value) in sample.enumerated() { series.metrics[m].append(value) }
        timedTotal += sample[0] * weight
        let runs = series.runs
        if runs == 1 {
            if sample[0] * weight > policy.slowThreshold {
                series.slow = true
                break
            }
            if sample[0] * weight > policy.longRun { minRuns = Swift.min(minRuns, 3) }
        }
        if runs >= policy.maxRuns { break }
        if runs >= minRuns && timedTotal >= policy.minTotal { break }
        if wall.elapsed >= policy.wallBudget { break }
    }
    return series
}

/// The steady state of a repeated cycle (W4): each repetition runs cycles until at least
/// `minBatch` seconds have passed and records the time per cycle; `repetitions`
/// repetitions, or fewer when `budget` seconds run out.
func steadyState(repetitions: Int, minBatch: Double, budget: Double,
                 _ cycle: () throws -> Void) rethrows -> [Double] {
    let wall = Stopwatch()
    var perCycle: [Double] = []
    for _ in 0..<repetitions {
        var cycles = 0
        let t0 = MonotonicClock.now()
        var elapsed = 0.0
        repeat {
            try cycle()
            cycles += 1
            elapsed = MonotonicClock.seconds(t0, MonotonicClock.now())
        } while elapsed < minBatch
        perCycle.append(elapsed / Double(cycles))
        if wall.elapsed >= budget { break }
    }
    return perCycle
}

/// Calls `body` `count` times and returns the seconds per call: for operations too short
/// to time one by one.
@inline(__always)
func perCall(_ count: Int, _ body: () throws -> Void) rethrows -> Double {
    let t0 = MonotonicClock.now()
    for _ in 0..<count { try body() }
    return MonotonicClock.seconds(t0, MonotonicClock.now()) / Double(count)
}

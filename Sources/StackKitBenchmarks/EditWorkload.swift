// W3 "edit": the W2 system with a variable total W under edit (StackKit 999), then 100
// suggestions (sweep) or alternating jumps, each followed by an update.

import Solver

enum EditWorkload {
    static let sweepSizes = [10, 100, 1000]
    static let jumpSizes = [10, 100, 300, 1000]
    static let editPriority: Priority = 999

    /// Sweep: W_k = Wn·(0.50 + 0.01·k), k = 0 … 99.
    static func sweepValues(_ natural: Double) -> [Double] {
        (0..<100).map { natural * (0.50 + 0.01 * Double($0)) }
    }

    /// Jump: 0.75·Wn for even k, 1.25·Wn for odd k; 100 values, but 20 at N = 100,
    /// 10 at N = 300 and 4 at N = 1000.
    static func jumpValues(n: Int, _ natural: Double) -> [Double] {
        let count: Int
        switch n {
        case 100: count = 20
        case 300: count = 10
        case 1000: count = 4
        default: count = 100
        }
        return (0..<count).map { $0 % 2 == 0 ? 0.75 * natural : 1.25 * natural }
    }

    /// Builds (not timed): W2 with `… == W`, edit(W, 999), suggest(W, Wn), update.
    static func build(n: Int) throws(SolverError) -> (SimplexSolver, StackSystem) {
        let system = StackSystem(n: n, variableTotal: true)
        let solver = SimplexSolver()
        try system.add(to: solver)
        try solver.addEditVariable(system.total!, priority: editPriority)
        try solver.suggestValue(system.total!, system.natural)
        solver.updateVariables()
        return (solver, system)
    }

    static func run(_ bench: Bench) {
        bench.reporter.section("W3 edit: 100 suggest(W)+update steps on a built W2 system with W under edit")
        for n in sweepSizes {
            bench.runCase("W3", "sweep mean/step", n: n, group: "W3 sweep") { measure(bench, n: n, jump: false) }
        }
        for n in jumpSizes {
            bench.runCase("W3", "jump mean/step", n: n, group: "W3 jump") { measure(bench, n: n, jump: true) }
        }
    }

    static func measure(_ bench: Bench, n: Int, jump: Bool) {
        let name = jump ? "jump" : "sweep"
        let natural = StackSystem(n: n).natural
        let values = jump ? jumpValues(n: n, natural) : sweepValues(natural)
        var lastStatistics: SolverStatistics?
        var maxStep = 0
        let series: Series
        do {
            series = try repeatRuns(bench.policy, weight: Double(values.count)) {
                let (solver, system) = try build(n: n)
                let w = system.total!
                var steps: [Double] = []
                steps.reserveCapacity(values.count)
                for value in values {
                    let t0 = MonotonicClock.now()
                    try solver.suggestValue(w, value)
                    solver.updateVariables()
                    steps.append(MonotonicClock.seconds(t0, MonotonicClock.now()))
                }
                lastStatistics = solver.statistics
                maxStep = steps.indices.max { steps[$0] < steps[$1] } ?? 0
                let stats = Stats(steps)
                return [steps.reduce(0, +) / Double(steps.count), stats.median, stats.max]
            }
        } catch {
            bench.reportError("W3", "\(name) mean/step", n: n, error)
            return
        }
        let slow = bench.slowNote(series)
        let steps = "\(values.count) steps"
        if jump {
            bench.report("W3", "jump mean/step", n: n, series.stats(0), statistics: lastStatistics,
                         note: joinNotes(steps, "median step \(Format.duration(series.stats(1).median))",
                                         "max step \(Format.duration(series.stats(2).median))", slow))
        } else {
            bench.report("W3", "sweep mean/step", n: n, series.stats(0), statistics: lastStatistics,
                         note: joinNotes(steps, slow))
            bench.report("W3", "sweep median step", n: n, series.stats(1), statistics: lastStatistics)
            bench.report("W3", "sweep max step", n: n, series.stats(2), statistics: lastStatistics,
                         note: "largest single step (k=\(maxStep) in the last run)")
        }
        verify(bench, n: n, name: name, values: values)
    }

    /// A separate, untimed pass with the checks after every step.
    static func verify(_ bench: Bench, n: Int, name: String, values: [Double]) {
        var verify = Verifier(bench.reporter, "W3 \(name) n=\(n)")
        do {
            let (solver, system) = try build(n: n)
            let w = system.total!
            for (k, value) in values.enumerated() {
                try solver.suggestValue(w, value)
                solver.updateVariables()
                verify.equal(w.value, value, "step \(k): W")
                verify.equal(system.minX[n - 1].value + system.width[n - 1].value, value,
                             "step \(k): minX_{N-1} + width_{N-1}")
                verify.equal(system.occupiedLength, value, "step \(k): sum width + 8(N-1)")
                system.verifyPositions(&verify)
            }
        } catch {
            verify.that(false, "solver error \(error)")
        }
        verify.finish()
    }
}

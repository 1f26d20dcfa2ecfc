// W2 "stack": add the 3N + 1 constraints to a fresh solver, then update; and
// updateVariables alone on a solved W2 system.

import Solver

enum StackWorkload {
    static let sizes = [10, 100, 1000, 10000]
    static let updateSizes = [100, 1000, 3000]

    static func run(_ bench: Bench) {
        bench.reporter.section("W2 stack: add 3N+1 constraints to a fresh solver + update (objects built in advance)")
        for n in sizes {
            bench.runCase("W2", "add+update", n: n, group: "W2 add+update") { measureBuild(bench, n: n) }
        }
        for n in updateSizes {
            bench.runCase("W2", "update only", n: n, group: "W2 update only") { measureUpdate(bench, n: n) }
        }
    }

    static func measureBuild(_ bench: Bench, n: Int) {
        var last: (solver: SimplexSolver, system: StackSystem)?
        let series: Series
        do {
            series = try repeatRuns(bench.policy) {
                let system = StackSystem(n: n)  // not timed
                let t0 = MonotonicClock.now()
                let solver = SimplexSolver()
                try system.add(to: solver)
                solver.updateVariables()
                let t1 = MonotonicClock.now()
                last = (solver, system)
                return [MonotonicClock.seconds(t0, t1)]
            }
        } catch {
            bench.reportError("W2", "add+update", n: n, error)
            return
        }
        guard let last else { return }
        bench.report("W2", "add+update", n: n, series.stats(), statistics: last.solver.statistics,
                     note: bench.slowNote(series))
        var verify = Verifier(bench.reporter, "W2 n=\(n)")
        last.system.verifyNatural(&verify)
        verify.finish()
    }

    static func measureUpdate(_ bench: Bench, n: Int) {
        let system = StackSystem(n: n)
        let solver = SimplexSolver()
        do {
            try system.add(to: solver)
        } catch {
            bench.reportError("W2", "update only", n: n, error)
            return
        }
        solver.updateVariables()
        // Calls per sample: about a millisecond's worth.
        let one = perCall(10) { solver.updateVariables() }
        let count = max(1, min(100_000, Int(1e-3 / max(one, 1e-9))))
        let series = repeatRuns(bench.policy, weight: Double(count)) { [perCall(count) { solver.updateVariables() }] }
        bench.report("W2", "update only", n: n, series.stats(), statistics: solver.statistics,
                     note: "updateVariables() alone, \(count) calls per sample")
        var verify = Verifier(bench.reporter, "W2 update-only n=\(n)")
        system.verifyNatural(&verify)
        verify.finish()
    }
}

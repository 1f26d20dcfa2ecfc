// W4 "toggle": on a built W2 system (constant Wn), toggle item k = N/2: remove and re-add
// both width constraints (W4a), the compression only (W4b), or add and remove a required
// `width_k == 0` (W4c). First cycle after the build, then the steady state.

import Solver

enum ToggleWorkload {
    static let sizes = [100, 300, 1000, 3000]

    enum Variant: String, CaseIterable {
        case a = "W4a", b = "W4b", c = "W4c"
    }

    /// A built W2 system with its toggled item and the hide constraint for W4c.
    struct Fixture {
        let solver: SimplexSolver
        let system: StackSystem
        let k: Int
        /// `width_k == 0`, required (W4c).
        let hide: Constraint

        init(n: Int) throws(SolverError) {
            system = StackSystem(n: n)
            solver = SimplexSolver()
            try system.add(to: solver)
            solver.updateVariables()
            k = n / 2
            hide = system.width[k] == 0
        }

        func cycle(_ variant: Variant) throws(SolverError) {
            switch variant {
            case .a:
                try solver.remove(system.compression[k])
                try solver.remove(system.hugging[k])
                solver.updateVariables()
                try solver.add(system.compression[k])
                try solver.add(system.hugging[k])
                solver.updateVariables()
            case .b:
                try solver.remove(system.compression[k])
                solver.updateVariables()
                try solver.add(system.compression[k])
                solver.updateVariables()
            case .c:
                try solver.add(hide)
                solver.updateVariables()
                try solver.remove(hide)
                solver.updateVariables()
            }
        }
    }

    static func run(_ bench: Bench) {
        bench.reporter.section("W4 toggle: item k = N/2 of a built W2 system; first cycle, then steady state per cycle")
        for variant in Variant.allCases where bench.wants(variant.rawValue) {
            for n in sizes {
                if variant == .c, n == 3000, let note = skipHide3000(bench) {
                    bench.reporter.add(BenchResult(workload: "W4c", variant: "first cycle", n: n, stats: nil,
                                                   kiwi: nil, note: note))
                    continue
                }
                bench.runCase(variant.rawValue, "first cycle", n: n, group: variant.rawValue) {
                    measure(bench, n: n, variant: variant)
                }
            }
        }
    }

    /// W4c runs at N = 3000 only when N = 1000 was not too slow: a first cycle under 2 s
    /// and a steady cycle under 1 s.
    static func skipHide3000(_ bench: Bench) -> String? {
        let first = bench.reporter.median("W4c", "first cycle", n: 1000)
        let steady = bench.reporter.median("W4c", "steady cycle", n: 1000)
        guard let first, let steady else { return "SKIPPED: no W4c result at N = 1000" }
        guard first > 2 || steady > 1 else { return nil }
        return "SKIPPED: too slow at N = 1000 (first cycle \(Format.duration(first)), "
            + "steady cycle \(Format.duration(steady)))"
    }

    static func measure(_ bench: Bench, n: Int, variant: Variant) {
        let name = variant.rawValue
        var fixture: Fixture?
        let first: Series
        do {
            first = try repeatRuns(bench.policy) {
                let f = try Fixture(n: n)  // build not timed
                let t0 = MonotonicClock.now()
                try f.cycle(variant)
                let t1 = MonotonicClock.now()
                fixture = f
                return [MonotonicClock.seconds(t0, t1)]
            }
        } catch {
            bench.reportError(name, "first cycle", n: n, error)
            return
        }
        guard let fixture else { return }
        bench.report(name, "first cycle", n: n, first.stats(), statistics: fixture.solver.statistics,
                     note: joinNotes("fresh build each run; kiwi ref variant not stated", bench.slowNote(first)))

        // Steady state on the last fixture, after its first cycle.
        let repetitions = bench.quick ? 5 : 21
        let minBatch = bench.quick ? 0.01 : 0.05
        let budget = bench.quick ? 2.0 : 20.0
        let perCycle: [Double]
        do {
            perCycle = try steadyState(repetitions: repetitions, minBatch: minBatch, budget: budget) {
                try fixture.cycle(variant)
            }
        } catch {
            bench.reportError(name, "steady cycle", n: n, error)
            return
        }
        let steady = Stats(perCycle)
        let budgetNote = perCycle.count < repetitions ? "budget: \(perCycle.count) of \(repetitions) repetitions" : ""
        bench.report(name, "steady cycle", n: n, steady, statistics: fixture.solver.statistics,
                     note: joinNotes("repetitions of >= \(Format.duration(minBatch)) of cycles", budgetNote))
        verify(bench, fixture, variant)
    }

    /// After the cycles every width is c_i; for W4c also one checked hidden state.
    static func verify(_ bench: Bench, _ fixture: Fixture, _ variant: Variant) {
        let system = fixture.system
        var verify = Verifier(bench.reporter, "\(variant.rawValue) n=\(system.n)")
        system.verifyNatural(&verify)
        do {
            if variant == .c {
                try fixture.solver.add(fixture.hide)
                fixture.solver.updateVariables()
                verify.equal(system.width[fixture.k].value, 0, "hidden: width_k")
                verify.equal(system.occupiedLength, system.natural, "hidden: sum width + 8(N-1)")
                system.verifyPositions(&verify)
                try fixture.solver.remove(fixture.hide)
                fixture.solver.updateVariables()
            } else {
                try fixture.cycle(variant)
            }
            system.verifyNatural(&verify)
        } catch {
            verify.that(false, "solver error \(error)")
        }
        verify.finish()
    }
}

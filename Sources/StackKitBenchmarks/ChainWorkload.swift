// W1 "chain": x0 == 0, x[i] >= x[i−1] + 10 (required), x[i] == 5i (weak → 250).
// Expected: x[i] = 10i.

import Solver

/// The W1 system for one N: variables and both constraint families.
struct ChainSystem {
    let x: [Variable]
    /// R0 … R(N−1): `x0 == 0`, then `x[i] >= x[i−1] + 10`.
    let required: [Constraint]
    /// E0 … E(N−1): `x[i] == 5·i` at StackKit 250 (kiwi weak).
    let weak: [Constraint]

    init(n: Int) {
        var x: [Variable] = []
        x.reserveCapacity(n)
        for _ in 0..<n { x.append(Variable()) }
        var required: [Constraint] = []
        var weak: [Constraint] = []
        required.reserveCapacity(n)
        weak.reserveCapacity(n)
        for i in 0..<n {
            if i == 0 {
                required.append(x[0] == 0)
            } else {
                required.append(x[i] >= x[i - 1] + 10)
            }
            weak.append(Constraint(Expression(x[i]), .equal, Expression(5 * Double(i)), priority: .defaultLow))
        }
        self.x = x
        self.required = required
        self.weak = weak
    }

    enum Order: String {
        case interleaved = "interleaved"
        case requiredFirst = "required-first"
    }

    /// The 2N constraints in insertion order.
    func constraints(_ order: Order) -> [Constraint] {
        switch order {
        case .interleaved:
            var list: [Constraint] = []
            list.reserveCapacity(2 * x.count)
            for i in x.indices {
                list.append(required[i])
                list.append(weak[i])
            }
            return list
        case .requiredFirst:
            return required + weak
        }
    }
}

enum ChainWorkload {
    static let sizes = [100, 1000, 10000]

    static func run(_ bench: Bench) {
        bench.reporter.section("W1 chain: add all 2N constraints to a fresh solver + update")
        for order in [ChainSystem.Order.interleaved, .requiredFirst] {
            for n in sizes {
                bench.runCase("W1", order.rawValue, n: n, group: "W1 \(order.rawValue)") {
                    measure(bench, n: n, order: order)
                }
            }
        }
    }

    static func measure(_ bench: Bench, n: Int, order: ChainSystem.Order) {
        var last: (solver: SimplexSolver, system: ChainSystem)?
        let series: Series
        do {
            series = try repeatRuns(bench.policy) {
                let t0 = MonotonicClock.now()
                let system = ChainSystem(n: n)
                let list = system.constraints(order)
                let t1 = MonotonicClock.now()
                let solver = SimplexSolver()
                for c in list { try solver.add(c) }
                solver.updateVariables()
                let t2 = MonotonicClock.now()
                last = (solver, system)  // the previous solver is freed here, untimed
                return [MonotonicClock.seconds(t1, t2), MonotonicClock.seconds(t0, t2)]
            }
        } catch {
            bench.reportError("W1", order.rawValue, n: n, error)
            return
        }
        guard let last else { return }
        let statistics = last.solver.statistics
        let slow = bench.slowNote(series)
        bench.report("W1", order.rawValue, n: n, series.stats(0), statistics: statistics, note: slow)
        bench.report("W1", order.rawValue + " incl. build", n: n, series.stats(1), statistics: statistics,
                     note: joinNotes("creates variables + constraints too", slow))

        var verify = Verifier(bench.reporter, "W1 \(order.rawValue) n=\(n)")
        for i in 0..<n { verify.equal(last.system.x[i].value, 10 * Double(i), "x[\(i)]") }
        verify.finish()
    }
}

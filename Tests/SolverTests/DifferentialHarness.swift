import Foundation
@testable import Solver

/// One random system under test: a solver, the constraints it holds with their reference
/// twins, and the checks against ReferenceSolver. Every disagreement is written to
/// `problems`; `report` prints the system's whole history with them.
final class DifferentialHarness {
    /// The size and number ranges of the random systems.
    struct Shape {
        var variables: ClosedRange<Int>
        var constraints: ClosedRange<Int>
        var coefficientBound: Int
        var constantBound: Int
        /// Whether coefficients are scaled by fractions such as 1/3 and 0.1 (layout multipliers).
        var fractional = false
        /// Whether coefficients and constants are drawn log-uniformly from 1e-6…1e6 in
        /// magnitude, with either sign (constants sometimes zero): the numeric contract's range.
        var extreme = false
        /// For extreme shapes: magnitudes from 10^−decades to 10^decades.
        var decades = 6.0
        /// How the solver reads the costs of its entering candidates.
        var costScan = Tableau.CostScan.cheaper
        static let standard = Shape(variables: 1...4, constraints: 1...7, coefficientBound: 3, constantBound: 10)
        static let dense = Shape(variables: 1...3, constraints: 4...10, coefficientBound: 2, constantBound: 4)
        static let long = Shape(variables: 1...3, constraints: 3...6, coefficientBound: 3, constantBound: 10)
        static let fractional = Shape(variables: 1...4, constraints: 2...7, coefficientBound: 3, constantBound: 10,
                                      fractional: true)
        static let extreme = Shape(variables: 1...3, constraints: 2...6, coefficientBound: 1, constantBound: 1,
                                   extreme: true)
        static func extreme(decades: Double) -> Shape {
            var shape = extreme
            shape.decades = decades
            return shape
        }
    }

    /// What the random systems exercised, so that the generator is known to reach every path.
    struct Coverage {
        var comparisons = 0
        var uniqueComparisons = 0
        var refusedAdds = 0
        var refusedConstantChanges = 0
        var acceptedConstantChanges = 0
        var removals = 0
        var suggestions = 0
        var editSystems = 0
        var ambiguityComparisons = 0
        var ambiguousVariables = 0
        /// Calls refused with SolverError.numericallyUnstable (allowed, atomically).
        var numericRefusals = 0
        /// Required constraints that hold together only within the loose tolerance, and
        /// which the solver refused (allowed, atomically: see ``Verdict/borderline``).
        var borderlineRefusals = 0
        /// Calls the reference called infeasible that the solver accepted with a solution
        /// satisfying every required constraint (see ``checkRefusal``).
        var referenceMisses = 0
        /// Lower levels (or unique points) that compared worse after a level where the
        /// solver's error was lower than the reference's, within the reference's tie
        /// tolerance (see ``compare(_:)``).
        var strictlyBetterLevels = 0
    }

    /// Whether a set of required constraints can hold, as the reference sees it.
    enum Verdict {
        /// They hold together within ``strictTolerance``: the solver must accept them.
        case feasible
        /// They cannot hold together even within the reference's loose tolerance (1e-7
        /// of the magnitudes): the solver must refuse.
        case infeasible
        /// Only within the loose tolerance. At extreme ratios such a system is, exactly,
        /// infeasible by less than the rounding of its own numbers (`x ≥ 0` beside
        /// `31.8·x + 9e-6 ≤ 0` is off by 2.8e-7 in x): either answer is right, and a
        /// refusal must leave the solver unchanged.
        case borderline
    }

    /// 100 times tighter than the loose tolerance: a vertex the reference computes holds
    /// to about 1e-12 of the magnitudes.
    static let strictTolerance = 1e-9

    /// How closely a vertex holds a required constraint for the exact optimum: the
    /// rounding of the reference's refined elimination (about 1e-15 of the magnitudes),
    /// with room to spare.
    static let exactTolerance = 1e-11

    func verdict(_ constraints: [ReferenceConstraint]) -> Verdict {
        if !ReferenceSolver.isFeasible(n: n, constraints) { return .infeasible }
        if shape.extreme, !ReferenceSolver.isFeasible(n: n, constraints, tolerance: Self.strictTolerance) {
            return .borderline
        }
        return .feasible
    }

    /// A constraint the solver holds: its object (nil for an edit variable) and its twin.
    struct Entry {
        var constraint: Constraint?
        var editVariable: Int?
        var reference: ReferenceConstraint
    }

    static let optionalPool: [Float] = [999.999, 999.5, 999, 750, 251, 250, 51, 50, 49, 25, 1, 0.5]
    static let weightPool: [Double] = [2, 0.5, 3, 1.5]
    /// Each variable's tie-breaker has its own level below every other: the optimum is unique.
    static let tieBreakerPriorities: [Float] = [0.004, 0.003, 0.002, 0.001]

    var rng: SplitMix64
    let shape: Shape
    let n: Int
    let vars: [Variable]
    /// The optional priorities this system draws from.
    let levels: [Float]
    let solver = SimplexSolver()
    var entries: [Entry] = []
    var log: [String]
    var problems: [String] = []
    var coverage = Coverage()

    /// Draws the system's size; returns the number of constraints to add first.
    init(seed: UInt64, shape: Shape) {
        rng = SplitMix64(seed: seed)
        self.shape = shape
        solver.core.tableau.costScan = shape.costScan
        n = Int.random(in: shape.variables, using: &rng)
        initialCount = Int.random(in: shape.constraints, using: &rng)
        vars = (0..<n).map { Variable("x\($0)") }
        levels = Array(Self.optionalPool.shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng)))
        log = ["n = \(n)"]
    }

    let initialCount: Int

    var report: [String] {
        problems.isEmpty ? [] : ["system:"] + log.map { "  " + $0 } + ["problems:"] + problems.map { "  " + $0 }
    }

    func references() -> [ReferenceConstraint] { entries.map(\.reference) }

    /// Whether every variable has its tie-breaker, which makes the optimum unique.
    var hasAllTieBreakers: Bool {
        (0..<n).allSatisfy { i in entries.contains { $0.reference.priority == Self.tieBreakerPriorities[i] } }
    }

    var constraintIndices: [Int] { entries.indices.filter { entries[$0].constraint != nil } }

    // MARK: - Random constraints

    func randomConstraint() -> (Constraint, ReferenceConstraint) {
        let termCount = Int.random(in: 1...min(n, 3), using: &rng)
        let chosen = Array((0..<n).shuffled(using: &rng).prefix(termCount))
        var coefficients = Array(repeating: 0.0, count: n)
        for i in chosen where shape.extreme {
            coefficients[i] = extremeNumber()
        }
        for i in chosen where !shape.extreme {
            var a = 0
            while a == 0 { a = Int.random(in: -shape.coefficientBound...shape.coefficientBound, using: &rng) }
            coefficients[i] = Double(a)
            if shape.fractional {
                coefficients[i] *= [1, 0.5, 0.25, 1.0 / 3, 0.1, 1.5, 2.0 / 3].randomElement(using: &rng)!
            }
        }
        let constant = randomConstant()
        let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
        let priority: Float = Int.random(in: 0..<10, using: &rng) < 4 ? 1000 : levels.randomElement(using: &rng)!
        let weight = Int.random(in: 0..<10, using: &rng) < 7 ? 1 : Self.weightPool.randomElement(using: &rng)!
        let expression = Expression(terms: chosen.map { Term(vars[$0], coefficients[$0]) }, constant: constant)
        let c = Constraint(expression, relation, priority: Priority(priority), weight: weight)
        return (c, ReferenceConstraint(coefficients: coefficients, constant: constant, relation: relation,
                                       priority: priority, weight: weight))
    }

    /// ±10^u for u uniform in −6…6.
    func extremeNumber() -> Double {
        let magnitude = Double.random(in: -shape.decades...shape.decades, using: &rng)
        let sign: Double = Bool.random(using: &rng) ? 1 : -1
        return sign * pow(10, magnitude)
    }

    /// A constant in the shape's range.
    func randomConstant() -> Double {
        guard shape.extreme else { return Double(Int.random(in: -shape.constantBound...shape.constantBound, using: &rng)) }
        return Int.random(in: 0..<5, using: &rng) == 0 ? 0 : extremeNumber()
    }

    // MARK: - Checks

    /// Compares the solver's solution with the reference's optimum.
    func compare(_ phase: String) {
        let unique = hasAllTieBreakers
        guard let optimum = ReferenceSolver.optimum(n: n, references()) else {
            problems.append("[\(phase)] reference finds the accepted required constraints infeasible")
            return
        }
        coverage.comparisons += 1
        if unique { coverage.uniqueComparisons += 1 }
        let x = vars.map { solver.value(of: $0) ?? 0 }
        solver.updateVariables()
        for (i, v) in vars.enumerated() where solver.value(of: v) != nil && v.value != x[i] {
            problems.append("[\(phase)] x\(i): value(of:) \(x[i]) but updateVariables() wrote \(v.value)")
        }
        for e in entries where e.reference.isRequired && !holdsRequired(e.reference, at: x) {
            problems.append("[\(phase)] solution \(x) violates required \(e.reference)")
        }
        for violation in solver.core.tableau.chainedRowViolations() {
            problems.append("[\(phase)] chained rows: \(violation)")
        }
        let unmarked = solver.core.tableau.unmarkedPricedSymbols()
        if !unmarked.isEmpty { problems.append("[\(phase)] levels name unmarked symbols \(unmarked)") }
        let tableau = solver.core.tableau
        let basicDummies = tableau.basicOf.filter { $0 >= 0 && tableau.kinds[Int($0)] == .dummy }.count
        if basicDummies != tableau.basicDummyCount {
            problems.append("[\(phase)] \(basicDummies) rows of dummies, counted \(tableau.basicDummyCount)")
        }
        // The reference takes a vertex as holding a required constraint when it misses it
        // by up to 1e-7 of its magnitudes. At extreme ratios that slack alone can buy a
        // lower error (x = −0.009 "holds" −1.07e-5·x = 0 and satisfies a 326·x term better),
        // which a solver keeping the constraint exactly cannot reach. So a level's error may
        // also be the optimum over the vertices that hold every required constraint to
        // ``exactTolerance``, 1e-11 of its magnitudes.
        let strict = shape.extreme ? ReferenceSolver.optimum(n: n, references(), tolerance: Self.exactTolerance) : nil
        var sameOptimum = true
        // The reference ranks a level's errors within 1e-9 of each other as ties and lets
        // the levels below decide; the solver's priorities are strict. Once the solver's
        // error at a level is lower than the reference's, however slightly (beyond 100
        // times the rounding of the sums it is), a lower level that then compares worse is
        // the price of that better choice, not a fault: counted, not reported.
        var strictlyLowerAbove = false
        func report(_ problem: String) {
            if strictlyLowerAbove {
                coverage.strictlyBetterLevels += 1
            } else {
                problems.append(problem)
            }
        }
        for (k, (priority, loose)) in optimum.levels.enumerated() {
            let expected = max(loose, strict?.levels[k].value ?? loose)
            let level = entries.filter { $0.reference.priority == priority }
            let actual = level.reduce(0) { $0 + $1.reference.weight * $1.reference.violation(at: x) }
            if shape.extreme {
                // Both solvers decide in floating point: a level's errors compare within
                // the rounding of the sums they are, and once the two optima differ at a
                // level (both optimal within that rounding), lower levels may differ.
                let magnitude = level.reduce(0) {
                    $0 + $1.reference.weight * max($1.reference.scale(at: x), $1.reference.scale(at: optimum.point))
                }
                // Values are exact to 1e-8 (the solver's epsilon): a level moves by that
                // times its coefficients.
                let coefficients = level.reduce(0) { $0 + $1.reference.weight * $1.reference.coefficientSum }
                let tolerance = 1e-6 * max(1, abs(expected)) + 1e-7 * magnitude + 1e-8 * coefficients
                if actual > expected + tolerance {
                    report("[\(phase)] level \(Priority(priority)): error \(actual), optimum \(expected)"
                        + " (solver \(x), reference \(optimum.point))")
                }
                if abs(actual - loose) > 1e-12 * max(1, magnitude) {
                    sameOptimum = false
                    break
                }
                if actual < loose - 1e-14 * max(1, magnitude) { strictlyLowerAbove = true }
                continue
            }
            if abs(actual - expected) > 1e-6 * max(1, abs(expected)) {
                problems.append("[\(phase)] level \(Priority(priority)): error \(actual), optimum \(expected)"
                    + " (solver \(x), reference \(optimum.point))")
            }
        }
        if unique, sameOptimum {
            func isNear(_ point: [Double]) -> Bool {
                (0..<n).allSatisfy { abs(x[$0] - point[$0]) <= 1e-6 * max(1, abs(point[$0])) }
            }
            if let strict, isNear(strict.point) { return }
            for i in 0..<n where abs(x[i] - optimum.point[i]) > 1e-6 * max(1, abs(optimum.point[i])) {
                report("[\(phase)] x\(i) = \(x[i]), unique optimum \(optimum.point[i])"
                    + " (solver \(x), reference \(optimum.point))")
            }
        }
    }

    /// Whether a required constraint holds at the solver's values: within 1e-6 of its
    /// scale, and at extreme ratios within the solver's numeric contract (1e-7 of the
    /// magnitudes summed plus 1e-8 times its coefficients, see Docs/Solver.md).
    func holdsRequired(_ c: ReferenceConstraint, at x: [Double]) -> Bool {
        if c.holds(at: x, tolerance: 1e-6) { return true }
        guard shape.extreme else { return false }
        var magnitude = abs(c.constant)
        for i in c.coefficients.indices { magnitude += abs(c.coefficients[i] * x[i]) }
        return c.violation(at: x) <= 1e-7 * magnitude + 1e-8 * (1 + c.coefficientSum)
    }

    /// With every tie-breaker in place the optimum is unique: nothing may be ambiguous.
    func checkNothingAmbiguous(_ phase: String) {
        guard hasAllTieBreakers else { return }
        let listed = solver.ambiguousVariables()
        if !listed.isEmpty { problems.append("[\(phase)] unique optimum, but ambiguousVariables() = \(listed)") }
    }

    /// Compares ambiguousVariables() and isAmbiguous(_:) with the reference's optimal set.
    func compareAmbiguity(_ phase: String) {
        guard let expected = ReferenceSolver.ambiguity(n: n, references()) else { return }
        coverage.ambiguityComparisons += 1
        let listed = solver.ambiguousVariables()
        for (i, v) in vars.enumerated() where solver.value(of: v) != nil {
            if expected[i] { coverage.ambiguousVariables += 1 }
            let inList = listed.contains { $0 === v }
            if inList != expected[i] {
                problems.append("[\(phase)] x\(i) ambiguous: reference \(expected[i]), ambiguousVariables() \(inList)")
            }
            if solver.isAmbiguous(v) != inList {
                problems.append("[\(phase)] x\(i): isAmbiguous \(!inList) but ambiguousVariables() \(inList)")
            }
        }
    }

    /// Checks a call that must be refused: the error, its conflict list (required
    /// constraints the solver holds that cannot hold together with the refused one), and
    /// that nothing observable changed.
    ///
    /// Returns true when the solver accepted the call and its solution satisfies every
    /// required constraint with the new one: a witness that the reference, whose vertex
    /// elimination can lose a solution at extreme ratios, was wrong (counted, not a problem).
    @discardableResult
    func checkRefusal(_ phase: String, _ refused: Constraint, refusedReference: ReferenceConstraint,
                      replacing replaced: Int? = nil, _ call: () throws(SolverError) -> Void) -> Bool {
        let before = snapshot(solver, vars)
        do {
            try call()
            var required = references()
            if let replaced { required[replaced] = refusedReference } else { required.append(refusedReference) }
            let x = vars.map { solver.value(of: $0) ?? 0 }
            if shape.extreme, required.allSatisfy({ !$0.isRequired || holdsRequired($0, at: x) }) {
                coverage.referenceMisses += 1
                return true
            }
            problems.append("[\(phase)] accepted although the reference finds it infeasible")
            return false
        } catch {
            if case let .numericallyUnstable(c, _) = error, shape.extreme {
                coverage.numericRefusals += 1
                if c !== refused { problems.append("[\(phase)] error names \(c), not the refused constraint") }
                if snapshot(solver, vars) != before { problems.append("[\(phase)] a refused call changed the solver") }
                return false
            }
            guard case let .unsatisfiableConstraint(c, conflicting) = error else {
                problems.append("[\(phase)] threw \(error) instead of unsatisfiableConstraint")
                return false
            }
            if c !== refused { problems.append("[\(phase)] error names \(c), not the refused constraint") }
            var listed: [ReferenceConstraint] = [refusedReference]
            for k in conflicting {
                guard let e = entries.first(where: { $0.constraint === k }), e.reference.isRequired, k !== refused
                else {
                    problems.append("[\(phase)] conflict list names \(k), not a required constraint held")
                    continue
                }
                listed.append(e.reference)
            }
            if ReferenceSolver.isFeasible(n: n, listed) {
                problems.append("[\(phase)] the listed conflict \(conflicting) can hold together with \(refused)")
            }
        }
        if snapshot(solver, vars) != before { problems.append("[\(phase)] a refused call changed the solver") }
        return false
    }

    // MARK: - Operations (each logged, checked against the reference's verdict)

    /// Adds a random constraint; returns the phase name.
    @discardableResult
    func addRandomConstraint(_ label: String = "add") -> String {
        let (c, r) = randomConstraint()
        let phase = "\(label) \(r)"
        log.append(phase)
        let verdict = r.isRequired ? verdict(references() + [r]) : .feasible
        if verdict == .infeasible {
            coverage.refusedAdds += 1
            if checkRefusal(phase, c, refusedReference: r, { () throws(SolverError) in try solver.add(c) }) {
                entries.append(Entry(constraint: c, reference: r))
            }
            return phase
        }
        let before = shape.extreme ? snapshot(solver, vars) : nil
        do {
            try solver.add(c)
            entries.append(Entry(constraint: c, reference: r))
        } catch {
            noteRefusal(phase, error, before: before, borderline: verdict == .borderline)
        }
        return phase
    }

    /// A refusal the reference does not expect: a problem, unless the numbers are extreme
    /// and the solver says so (numericallyUnstable) without changing anything.
    func noteRefusal(_ phase: String, _ error: SolverError, before: SolverSnapshot?, borderline: Bool = false) {
        if case .numericallyUnstable = error, let before {
            coverage.numericRefusals += 1
            if snapshot(solver, vars) != before { problems.append("[\(phase)] a refused call changed the solver") }
            return
        }
        if borderline, case .unsatisfiableConstraint = error, let before {
            coverage.borderlineRefusals += 1
            if snapshot(solver, vars) != before { problems.append("[\(phase)] a refused call changed the solver") }
            return
        }
        problems.append("[\(phase)] refused with \(error) although the reference accepts it")
    }

    func addTieBreakers(asEditVariables: Bool) {
        if asEditVariables { coverage.editSystems += 1 }
        for i in 0..<n {
            let t = Double(Int.random(in: -10...10, using: &rng))
            var a = Array(repeating: 0.0, count: n)
            a[i] = 1
            let p = Self.tieBreakerPriorities[i]
            let r = ReferenceConstraint(coefficients: a, constant: -t, relation: .equal, priority: p, weight: 1)
            do {
                if asEditVariables {
                    try solver.addEditVariable(vars[i], priority: Priority(p))
                    try solver.suggestValue(vars[i], t)
                    entries.append(Entry(editVariable: i, reference: r))
                    log.append("edit x\(i) @\(Priority(p)) suggest \(t)")
                } else {
                    let c = (vars[i] == t).priority(Priority(p))
                    try solver.add(c)
                    entries.append(Entry(constraint: c, reference: r))
                    log.append("add \(r)")
                }
            } catch {
                problems.append("tie-breaker for x\(i) refused: \(error)")
            }
        }
    }

    /// Makes x_i an edit variable at `priority` with a suggestion.
    func addEditVariable(_ i: Int, priority: Float, suggestion: Double) {
        var a = Array(repeating: 0.0, count: n)
        a[i] = 1
        log.append("edit x\(i) @\(Priority(priority)) suggest \(suggestion)")
        do {
            try solver.addEditVariable(vars[i], priority: Priority(priority))
            try solver.suggestValue(vars[i], suggestion)
            entries.append(Entry(editVariable: i, reference: ReferenceConstraint(
                coefficients: a, constant: -suggestion, relation: .equal, priority: priority, weight: 1)))
        } catch {
            problems.append("[edit x\(i)] refused: \(error)")
        }
    }

    /// Sets a random held constraint's constant; returns the phase name, or nil if none.
    @discardableResult
    func changeRandomConstant() -> String? {
        guard let k = constraintIndices.randomElement(using: &rng) else { return nil }
        let newConstant = randomConstant()
        var r = entries[k].reference
        r.constant = newConstant
        let c = entries[k].constraint!
        let phase = "setConstant \(NumberFormat.short(newConstant)) of \(entries[k].reference)"
        log.append(phase)
        var changed = references()
        changed[k] = r
        let verdict = r.isRequired ? verdict(changed) : .feasible
        if verdict == .infeasible {
            let old = entries[k].reference
            coverage.refusedConstantChanges += 1
            if checkRefusal(phase, c, refusedReference: r, replacing: k, { () throws(SolverError) in
                try solver.setConstant(newConstant, of: c)
            }) {
                entries[k].reference = r
            } else if c.expression.constant != old.constant {
                problems.append("[\(phase)] refused change altered the constraint's constant")
            }
            return phase
        }
        let before = shape.extreme ? snapshot(solver, vars) : nil
        do {
            try solver.setConstant(newConstant, of: c)
            entries[k].reference = r
            coverage.acceptedConstantChanges += 1
        } catch {
            noteRefusal(phase, error, before: before, borderline: verdict == .borderline)
        }
        return phase
    }

    func suggest(_ i: Int, _ t: Double) {
        log.append("suggest x\(i) = \(t)")
        do {
            try solver.suggestValue(vars[i], t)
            coverage.suggestions += 1
            if let k = entries.firstIndex(where: { $0.editVariable == i }) { entries[k].reference.constant = -t }
        } catch {
            problems.append("[suggest x\(i) = \(t)] refused with \(error)")
        }
    }

    /// Removes a random held constraint; returns the phase name, or nil if none.
    @discardableResult
    func removeRandomConstraint(includingTieBreakers: Bool = true) -> String? {
        let candidates = constraintIndices.filter {
            includingTieBreakers || !Self.tieBreakerPriorities.contains(entries[$0].reference.priority)
        }
        guard let k = candidates.randomElement(using: &rng) else { return nil }
        let phase = "remove \(entries[k].reference)"
        log.append(phase)
        do {
            try solver.remove(entries[k].constraint!)
            entries.remove(at: k)
            coverage.removals += 1
        } catch {
            problems.append("[\(phase)] refused with \(error)")
        }
        return phase
    }

    func removeEditVariable(_ i: Int) {
        log.append("remove edit x\(i)")
        do {
            try solver.removeEditVariable(vars[i])
            entries.removeAll { $0.editVariable == i }
        } catch {
            problems.append("[remove edit x\(i)] refused with \(error)")
        }
    }
}

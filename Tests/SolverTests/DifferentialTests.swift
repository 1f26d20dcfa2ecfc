import XCTest
@testable import Solver

/// Randomized differential test: many small random systems solved by the solver and by the
/// brute-force ReferenceSolver. Seeded and reproducible: a failure names its seed and prints
/// the whole system and its operations; put the seed (and the shape) in `testOneSeed` to
/// rerun just that system.
///
/// Every system mixes relations, required constraints and several optional levels
/// (fractional ones included) with some weights; half of them end with tie-breakers at the
/// lowest priorities (`xᵢ == tᵢ`, each variable at its own level, as constraints or as edit
/// variables), which make the optimum unique. Checked after every phase (adding, constant
/// changes, removals, new suggestions):
/// - required constraints that the reference finds infeasible are refused with
///   unsatisfiableConstraint (listing only required constraints the solver holds, which
///   together with the refused one are infeasible), atomically; all others are accepted;
/// - the solver's values satisfy every required constraint;
/// - each optional level's weighted violation equals the reference's optimum;
/// - with tie-breakers, every value equals the reference's unique optimum, and no variable is
///   reported ambiguous.
/// A separate run compares ambiguousVariables()/isAmbiguous(_:) with the reference's optimal
/// set on systems without tie-breakers.
final class DifferentialTests: XCTestCase {
    static let baseSeed: UInt64 = 0x5EED_2026
    static let systemCount = 2000

    func testRandomSystemsAgreeWithTheBruteForceReference() {
        var failures = 0
        var coverage = Coverage()
        for i in 0..<Self.systemCount {
            let seed = Self.baseSeed &+ UInt64(i)
            let problems = Self.check(seed: seed, coverage: &coverage)
            if !problems.isEmpty {
                failures += 1
                if failures <= 10 {
                    XCTFail("seed \(seed) (0x\(String(seed, radix: 16))):\n" + problems.joined(separator: "\n"))
                }
            }
        }
        XCTAssertEqual(failures, 0, "\(failures) of \(Self.systemCount) random systems disagree with the reference")
        // The generator must reach every path, in good numbers.
        XCTAssertGreaterThan(coverage.comparisons, 5 * Self.systemCount, "\(coverage)")
        XCTAssertGreaterThan(coverage.uniqueComparisons, 2 * Self.systemCount, "\(coverage)")
        XCTAssertGreaterThan(coverage.refusedAdds, Self.systemCount / 8, "\(coverage)")
        XCTAssertGreaterThan(coverage.refusedConstantChanges, Self.systemCount / 50, "\(coverage)")
        XCTAssertGreaterThan(coverage.acceptedConstantChanges, Self.systemCount, "\(coverage)")
        XCTAssertGreaterThan(coverage.removals, Self.systemCount, "\(coverage)")
        XCTAssertGreaterThan(coverage.editSystems, Self.systemCount / 5, "\(coverage)")
    }

    func testDenseDegenerateRandomSystemsAgreeWithTheBruteForceReference() {
        // Up to 3 variables and 10 constraints with coefficients in −2...2 and constants in
        // −4...4: many parallel, coincident and concurrent hyperplanes.
        let count = 600
        let coverage = Self.checkAll(count: count, seedOffset: 1_000_000, shape: .dense, label: "dense")
        XCTAssertGreaterThan(coverage.uniqueComparisons, count, "\(coverage)")
        XCTAssertGreaterThan(coverage.refusedAdds, count / 4, "\(coverage)")
    }

    func testRandomSystemsAgreeWhenCandidateCostsAreReadLevelByLevel() {
        // The primal simplex reads its candidates' costs level by level only when there are
        // many levels (fillProportionally has one per item); these systems have at most 7,
        // so the first 1 000 standard systems are solved again with that way forced.
        checkStandardSystems(forcing: .byLevel, label: "level-by-level")
    }

    func testRandomSystemsAgreeWhenRankedCandidatesAreFoundByReadingTheLevels() {
        // Ranked candidates are found by reading the levels only when they are many beside
        // the levels' cells (a hide in a long pinned stack); these systems have a few, so
        // the first 1 000 standard systems are solved again with that way forced.
        checkStandardSystems(forcing: .bySymbolReadingLevels, label: "ranked by reading")
    }

    /// The first 1 000 standard systems, with the primal simplex's way to its candidates'
    /// costs forced to `costScan`.
    private func checkStandardSystems(forcing costScan: Tableau.CostScan, label: String) {
        var shape = DifferentialHarness.Shape.standard
        shape.costScan = costScan
        let count = 1000
        let coverage = Self.checkAll(count: count, seedOffset: 0, shape: shape, label: label)
        XCTAssertGreaterThan(coverage.uniqueComparisons, count, "\(coverage)")
    }

    func testRandomSystemsWithFractionalMultipliersAgreeWithTheBruteForceReference() {
        // Coefficients scaled by 1/2, 1/4, 1/3, 1/10, 3/2, 2/3: values no longer integers.
        let count = 500
        let coverage = Self.checkAll(count: count, seedOffset: 4_000_000, shape: .fractional, label: "fractional")
        XCTAssertGreaterThan(coverage.uniqueComparisons, count, "\(coverage)")
    }

    /// Checks `count` systems of `shape` from `baseSeed + seedOffset` on, failing with the
    /// first ten that disagree with the reference; returns what they covered.
    static func checkAll(count: Int, seedOffset: UInt64, shape: DifferentialHarness.Shape, label: String,
                         file: StaticString = #filePath, line: UInt = #line) -> Coverage {
        var failures = 0
        var coverage = Coverage()
        for i in 0..<count {
            let seed = baseSeed &+ seedOffset &+ UInt64(i)
            let problems = check(seed: seed, coverage: &coverage, shape: shape)
            if !problems.isEmpty {
                failures += 1
                if failures <= 10 {
                    XCTFail("\(label) seed \(seed):\n" + problems.joined(separator: "\n"), file: file, line: line)
                }
            }
        }
        XCTAssertEqual(failures, 0, "\(failures) of \(count) \(label) random systems disagree with the reference",
                       file: file, line: line)
        return coverage
    }

    func testAmbiguityOfRandomSystemsAgreesWithTheBruteForceReference() {
        // Random systems without tie-breakers: the variables that the optimal set leaves free.
        var failures = 0
        var coverage = Coverage()
        let count = 300
        for i in 0..<count {
            let seed = Self.baseSeed &+ 2_000_000 &+ UInt64(i)
            let problems = Self.check(seed: seed, coverage: &coverage, ambiguityOnly: true)
            if !problems.isEmpty {
                failures += 1
                if failures <= 10 {
                    XCTFail("ambiguity seed \(seed):\n" + problems.joined(separator: "\n"))
                }
            }
        }
        XCTAssertEqual(failures, 0, "\(failures) of \(count) random systems disagree with the reference on ambiguity")
        XCTAssertGreaterThan(coverage.ambiguityComparisons, count / 2, "\(coverage)")
        XCTAssertGreaterThan(coverage.ambiguousVariables, count / 4, "\(coverage)")
    }

    func testLongRandomHistoriesOnOneSolverAgreeWithTheBruteForceReference() {
        var failures = 0
        var coverage = Coverage()
        let count = 150
        for i in 0..<count {
            let seed = Self.baseSeed &+ 3_000_000 &+ UInt64(i)
            let problems = Self.checkLongHistory(seed: seed, coverage: &coverage)
            if !problems.isEmpty {
                failures += 1
                if failures <= 5 {
                    XCTFail("long history seed \(seed):\n" + problems.joined(separator: "\n"))
                }
            }
        }
        XCTAssertEqual(failures, 0, "\(failures) of \(count) long random histories disagree with the reference")
        XCTAssertGreaterThan(coverage.uniqueComparisons, 40 * count, "\(coverage)")
        XCTAssertGreaterThan(coverage.suggestions, 10 * count, "\(coverage)")
        XCTAssertGreaterThan(coverage.removals, 5 * count, "\(coverage)")
        XCTAssertGreaterThan(coverage.refusedConstantChanges, count / 2, "\(coverage)")
    }

    /// Reproduces one system: put here the seed a failure names (with `shape: .dense` /
    /// `.fractional` or `ambiguityOnly: true` for the other runs; long histories:
    /// `Self.checkLongHistory(seed:coverage:)`).
    func testOneSeed() {
        var coverage = Coverage()
        let problems = Self.check(seed: Self.baseSeed, coverage: &coverage, shape: .standard, ambiguityOnly: false)
        XCTAssertTrue(problems.isEmpty, problems.joined(separator: "\n"))
    }

    // MARK: - The reference itself

    func testReferenceFindsLexicographicOptimum() {
        // x + y == 10 required; x == 7 at 500; y == 7 at 400; x ≥ 0 at 300 ⇒ (7, 3).
        let cs = [
            ReferenceConstraint(coefficients: [1, 1], constant: -10, relation: .equal, priority: 1000, weight: 1),
            ReferenceConstraint(coefficients: [1, 0], constant: -7, relation: .equal, priority: 500, weight: 1),
            ReferenceConstraint(coefficients: [0, 1], constant: -7, relation: .equal, priority: 400, weight: 1),
        ]
        let o = ReferenceSolver.optimum(n: 2, cs)!
        XCTAssertEqual(o.point[0], 7, accuracy: 1e-12)
        XCTAssertEqual(o.point[1], 3, accuracy: 1e-12)
        XCTAssertEqual(o.levels.map(\.priority), [500, 400])
        XCTAssertEqual(o.levels[0].value, 0, accuracy: 1e-12)
        XCTAssertEqual(o.levels[1].value, 4, accuracy: 1e-12)
    }

    func testReferenceSumsErrorsWithinALevelAndDetectsInfeasibility() {
        let eq = { (a: [Double], c: Double, p: Float, w: Double) in
            ReferenceConstraint(coefficients: a, constant: c, relation: .equal, priority: p, weight: w)
        }
        // 2|x| + 3|x − 30| ⇒ x = 30, level value 60.
        let o = ReferenceSolver.optimum(n: 1, [eq([1], 0, 250, 2), eq([1], -30, 250, 3)])!
        XCTAssertEqual(o.point[0], 30, accuracy: 1e-12)
        XCTAssertEqual(o.levels[0].value, 60, accuracy: 1e-12)
        // x ≥ 10 and x ≤ 5 cannot hold.
        let infeasible = [
            ReferenceConstraint(coefficients: [1], constant: -10, relation: .greaterThanOrEqual, priority: 1000, weight: 1),
            ReferenceConstraint(coefficients: [1], constant: -5, relation: .lessThanOrEqual, priority: 1000, weight: 1),
        ]
        XCTAssertFalse(ReferenceSolver.isFeasible(n: 1, infeasible))
        XCTAssertNil(ReferenceSolver.optimum(n: 1, infeasible))
        XCTAssertTrue(ReferenceSolver.isFeasible(n: 1, [infeasible[0]]))
    }

    func testReferenceSolvesBealesExample() {
        // See DegenerateSystemTests: optimum x = (1, 0, 1, 0) with objective −5/4.
        let le = { (a: [Double], c: Double) in
            ReferenceConstraint(coefficients: a, constant: c, relation: .lessThanOrEqual, priority: 1000, weight: 1)
        }
        var cs = [le([0.25, -8, -1, 9], 0), le([0.5, -12, -0.5, 3], 0), le([0, 0, 1, 0], -1)]
        for i in 0..<4 {
            var a = [0.0, 0, 0, 0]
            a[i] = -1
            cs.append(le(a, 0))
        }
        cs.append(ReferenceConstraint(coefficients: [-0.75, 20, -0.5, 6], constant: 1000, relation: .equal,
                                      priority: 250, weight: 1))
        let o = ReferenceSolver.optimum(n: 4, cs)!
        for (v, e) in zip(o.point, [1.0, 0, 1, 0]) { XCTAssertEqual(v, e, accuracy: 1e-9) }
        XCTAssertEqual(o.levels[0].value, 1000 - 1.25, accuracy: 1e-9)
    }

    func testReferenceAmbiguityMatchesHandWorkedCases() {
        let c = { (a: [Double], k: Double, r: Relation, p: Float) in
            ReferenceConstraint(coefficients: a, constant: k, relation: r, priority: p, weight: 1)
        }
        // x == y + 10 alone: both free; with y == 0: both fixed.
        XCTAssertEqual(ReferenceSolver.ambiguity(n: 2, [c([1, -1], -10, .equal, 1000)]), [true, true])
        XCTAssertEqual(ReferenceSolver.ambiguity(n: 2, [c([1, -1], -10, .equal, 1000), c([0, 1], 0, .equal, 1000)]),
                       [false, false])
        // 0 ≤ x ≤ 10: free; with x == 5 at 250: fixed.
        let interval = [c([1], 0, .greaterThanOrEqual, 1000), c([1], -10, .lessThanOrEqual, 1000)]
        XCTAssertEqual(ReferenceSolver.ambiguity(n: 1, interval), [true])
        XCTAssertEqual(ReferenceSolver.ambiguity(n: 1, interval + [c([1], -5, .equal, 250)]), [false])
        // x == 0 and x == 10 at the same level: free; at different levels: fixed.
        XCTAssertEqual(ReferenceSolver.ambiguity(n: 1, [c([1], 0, .equal, 250), c([1], -10, .equal, 250)]), [true])
        XCTAssertEqual(ReferenceSolver.ambiguity(n: 1, [c([1], 0, .equal, 251), c([1], -10, .equal, 250)]), [false])
    }

    // MARK: - Scripted random systems

    typealias Shape = DifferentialHarness.Shape
    typealias Coverage = DifferentialHarness.Coverage

    /// One random system in phases: adding (with refusals), tie-breakers in half of the
    /// systems (as constraints or as edit variables), constant changes, new suggestions,
    /// removals, and late additions, compared with the reference after each.
    static func check(seed: UInt64, coverage: inout Coverage, shape: Shape = .standard,
                      ambiguityOnly: Bool = false) -> [String] {
        let h = DifferentialHarness(seed: seed, shape: shape)
        defer { coverage.merge(h.coverage) }

        for _ in 0..<h.initialCount { h.addRandomConstraint() }
        if ambiguityOnly {
            // Ambiguity after adding, after a constant change, after a removal, and with an
            // edit variable (no tie-breakers: optima are often not unique here).
            h.compareAmbiguity("after adding")
            if let phase = h.changeRandomConstant() { h.compareAmbiguity(phase) }
            if let phase = h.removeRandomConstraint() { h.compareAmbiguity(phase) }
            let i = Int.random(in: 0..<h.n, using: &h.rng)
            h.addEditVariable(i, priority: h.levels.randomElement(using: &h.rng)!,
                              suggestion: Double(Int.random(in: -10...10, using: &h.rng)))
            h.compareAmbiguity("after editing x\(i)")
            h.compare("after editing x\(i)")
            return h.report
        }

        let tieBreak = Bool.random(using: &h.rng)
        let useEdits = tieBreak && Bool.random(using: &h.rng)
        if tieBreak { h.addTieBreakers(asEditVariables: useEdits) }
        h.compare("after adding")
        h.checkNothingAmbiguous("after adding")

        for _ in 0..<Int.random(in: 1...3, using: &h.rng) {
            guard let phase = h.changeRandomConstant() else { break }
            h.compare(phase)
        }

        if useEdits {
            for i in 0..<h.n where Bool.random(using: &h.rng) {
                h.suggest(i, Double(Int.random(in: -20...20, using: &h.rng)))
            }
            h.compare("after suggestions")
        }

        for _ in 0..<Int.random(in: 1...2, using: &h.rng) {
            guard let phase = h.removeRandomConstraint() else { break }
            h.compare(phase)
        }
        if useEdits, Bool.random(using: &h.rng) {
            let i = Int.random(in: 0..<h.n, using: &h.rng)
            h.removeEditVariable(i)
            h.compare("after removing edit x\(i)")
        }

        for _ in 0..<Int.random(in: 0...2, using: &h.rng) {
            h.compare(h.addRandomConstraint("late add"))
        }
        return h.report
    }

    /// One long random history on a single solver: 60 operations (adds, removals, constant
    /// changes, suggestions), with tie-breaker edit variables that stay, so the optimum is
    /// unique after every step and every value is compared.
    static func checkLongHistory(seed: UInt64, coverage: inout Coverage) -> [String] {
        let h = DifferentialHarness(seed: seed, shape: .long)
        defer { coverage.merge(h.coverage) }
        h.addTieBreakers(asEditVariables: true)
        for _ in 0..<h.initialCount { h.addRandomConstraint() }
        h.compare("after adding")
        for step in 0..<60 {
            let held = h.constraintIndices.count
            let roll = Int.random(in: 0..<10, using: &h.rng)
            let phase: String?
            switch roll {
            case 0...2 where held < 9:
                phase = h.addRandomConstraint("step \(step): add")
            case 0...4:
                phase = h.removeRandomConstraint(includingTieBreakers: false).map { "step \(step): \($0)" }
            case 5...7:
                phase = h.changeRandomConstant().map { "step \(step): \($0)" }
            default:
                let i = Int.random(in: 0..<h.n, using: &h.rng)
                h.suggest(i, Double(Int.random(in: -20...20, using: &h.rng)))
                phase = "step \(step): suggest x\(i)"
            }
            if let phase { h.compare(phase) }
            if !h.problems.isEmpty { break }   // the first disagreement is the interesting one
        }
        h.checkNothingAmbiguous("at the end")
        return h.report
    }
}

extension DifferentialHarness.Coverage {
    mutating func merge(_ other: Self) {
        comparisons += other.comparisons
        uniqueComparisons += other.uniqueComparisons
        refusedAdds += other.refusedAdds
        refusedConstantChanges += other.refusedConstantChanges
        acceptedConstantChanges += other.acceptedConstantChanges
        removals += other.removals
        suggestions += other.suggestions
        editSystems += other.editSystems
        ambiguityComparisons += other.ambiguityComparisons
        ambiguousVariables += other.ambiguousVariables
        numericRefusals += other.numericRefusals
        borderlineRefusals += other.borderlineRefusals
        referenceMisses += other.referenceMisses
        strictlyBetterLevels += other.strictlyBetterLevels
    }
}

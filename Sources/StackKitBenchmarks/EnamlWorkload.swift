// W5 "enaml": kiwi's own benchmark system, replicated exactly (Docs/Performance.md,
// "W5: kiwi's own benchmark"): edit(width, strong), edit(height, strong), then the 111
// constraints in order.

import Solver

/// The W5 strengths on StackKit's priority scale (Docs/Performance.md, "W5: kiwi's own
/// benchmark"): required 1000, strong 750, s100k 700, medium 500, m1250 = 500 with
/// weight 1.25, weak 250.
enum EnamlStrength: CaseIterable {
    case required, strong, s100k, medium, m1250, weak

    var priority: Priority {
        switch self {
        case .required: .required
        case .strong: 750
        case .s100k: 700
        case .medium, .m1250: 500
        case .weak: 250
        }
    }

    var weight: Double { self == .m1250 ? 1.25 : 1 }
}

/// The 37 variables and 111 constraints of W5, in insertion order.
final class EnamlSystem {
    // The two edit variables.
    let width = Variable("width")
    let height = Variable("height")
    // The 35 named variables.
    let left = Variable("left"), top = Variable("top")
    let contents_top = Variable("contents_top"), contents_bottom = Variable("contents_bottom")
    let contents_left = Variable("contents_left"), contents_right = Variable("contents_right")
    let midline = Variable("midline")
    let ctleft = Variable("ctleft"), ctheight = Variable("ctheight")
    let cttop = Variable("cttop"), ctwidth = Variable("ctwidth")
    let lb1left = Variable("lb1left"), lb1height = Variable("lb1height")
    let lb1top = Variable("lb1top"), lb1width = Variable("lb1width")
    let lb2left = Variable("lb2left"), lb2height = Variable("lb2height")
    let lb2top = Variable("lb2top"), lb2width = Variable("lb2width")
    let lb3left = Variable("lb3left"), lb3height = Variable("lb3height")
    let lb3top = Variable("lb3top"), lb3width = Variable("lb3width")
    let fl1left = Variable("fl1left"), fl1height = Variable("fl1height")
    let fl1top = Variable("fl1top"), fl1width = Variable("fl1width")
    let fl2left = Variable("fl2left"), fl2height = Variable("fl2height")
    let fl2top = Variable("fl2top"), fl2width = Variable("fl2width")
    let fl3left = Variable("fl3left"), fl3height = Variable("fl3height")
    let fl3top = Variable("fl3top"), fl3width = Variable("fl3width")

    /// The 111 constraints in insertion order, and each one's strength.
    private(set) var constraints: [Constraint] = []
    private(set) var strengths: [EnamlStrength] = []

    static let editPriority: Priority = 750  // kiwi strong

    /// Appends `c` with the priority and weight of `strength`.
    private func add(_ c: Constraint, _ strength: EnamlStrength) {
        constraints.append(Constraint(c.expression, c.relation, priority: strength.priority, weight: strength.weight))
        strengths.append(strength)
    }

    // swiftlint:disable:next function_body_length
    init() {
        constraints.reserveCapacity(111)
        strengths.reserveCapacity(111)
        add(left >= 0, .required)                                                   // 1
        add(height == 0, .medium)                                                   // 2
        add(top >= 0, .required)                                                    // 3
        add(width >= 0, .required)                                                  // 4
        add(height >= 0, .required)                                                 // 5
        add(contents_top - top - 10 == 0, .required)                                // 6
        add(lb3height - 16 == 0, .strong)                                           // 7
        add(lb3height - 16 >= 0, .strong)                                           // 8
        add(ctleft >= 0, .required)                                                 // 9
        add(cttop >= 0, .required)                                                  // 10
        add(ctwidth >= 0, .required)                                                // 11
        add(ctheight >= 0, .required)                                               // 12
        add(fl3left >= 0, .required)                                                // 13
        add(ctheight - 24 >= 0, .s100k)                                             // 14
        add(ctwidth - 16_777_200 <= 0, .s100k)                                      // 15
        add(ctheight - 24 <= 0, .s100k)                                             // 16
        add(fl3top >= 0, .required)                                                 // 17
        add(fl3width >= 0, .required)                                               // 18
        add(fl3height >= 0, .required)                                              // 19
        add(lb1width - 67 == 0, .weak)                                              // 20
        add(lb2width >= 0, .required)                                               // 21
        add(lb2height >= 0, .required)                                              // 22
        add(fl2height >= 0, .required)                                              // 23
        add(lb3left >= 0, .required)                                                // 24
        add(fl2width - 125 >= 0, .strong)                                           // 25
        add(fl2height - 21 == 0, .strong)                                           // 26
        add(fl2height - 21 >= 0, .strong)                                           // 27
        add(lb3top >= 0, .required)                                                 // 28
        add(lb3width >= 0, .required)                                               // 29
        add(fl1left >= 0, .required)                                                // 30
        add(fl1width >= 0, .required)                                               // 31
        add(lb1width - 67 >= 0, .strong)                                            // 32
        add(fl2left >= 0, .required)                                                // 33
        add(lb2width - 66 == 0, .weak)                                              // 34
        add(lb2width - 66 >= 0, .strong)                                            // 35
        add(lb2height - 16 == 0, .strong)                                           // 36
        add(fl1height >= 0, .required)                                              // 37
        add(fl1top >= 0, .required)                                                 // 38
        add(lb2top >= 0, .required)                                                 // 39
        add(lb3top - lb2top - lb2height - 10 == 0, .m1250)                          // 40
        add(fl3top - lb3top - lb3height - 10 >= 0, .required)                       // 41
        add(fl3top - lb3top - lb3height - 10 == 0, .m1250)                          // 42
        add(contents_bottom - fl3height - fl3top == 0, .m1250)                      // 43
        add(fl1top - contents_top >= 0, .required)                                  // 44
        add(fl1top - contents_top == 0, .m1250)                                     // 45
        add(contents_bottom - fl3height - fl3top >= 0, .required)                   // 46
        add(contents_right - left - width + 10 == 0, .required)                     // 47
        add(contents_bottom - top - height + 10 == 0, .required)                    // 48
        add(contents_left - left - 10 == 0, .required)                              // 49
        add(lb3left - contents_left == 0, .m1250)                                   // 50
        add(fl1left - midline == 0, .strong)                                        // 51
        add(fl2left - midline == 0, .strong)                                        // 52
        add(ctleft - midline == 0, .strong)                                         // 53
        add(fl1top + 0.5 * fl1height - lb1top - 0.5 * lb1height == 0, .strong)     // 54
        add(lb1left - contents_left >= 0, .required)                                // 55
        add(lb1left - contents_left == 0, .m1250)                                   // 56
        add(fl1left - lb1left - lb1width - 10 >= 0, .required)                      // 57
        add(fl1left - lb1left - lb1width - 10 == 0, .m1250)                         // 58
        add(contents_right - fl1left - fl1width >= 0, .required)                    // 59
        add(width == 0, .medium)                                                    // 60
        add(fl2top - fl1top - fl1height - 10 >= 0, .required)                       // 61
        add(fl2top - fl1top - fl1height - 10 == 0, .m1250)                          // 62
        add(cttop - fl2top - fl2height - 10 >= 0, .required)                        // 63
        add(fl3top - ctheight - cttop - 10 >= 0, .required)                         // 64
        add(contents_bottom - fl3height - fl3top >= 0, .required)                   // 65
        add(cttop - fl2top - fl2height - 10 == 0, .m1250)                           // 66
        add(contents_right - fl1left - fl1width == 0, .m1250)                       // 67
        add(fl2top + 0.5 * fl2height - lb2top - 0.5 * lb2height == 0, .strong)     // 68
        add(lb2left - contents_left >= 0, .required)                                // 69
        add(lb2left - contents_left == 0, .m1250)                                   // 70
        add(fl2left - lb2width - lb2left - 10 >= 0, .required)                      // 71
        add(fl3top - ctheight - cttop - 10 == 0, .m1250)                            // 72
        add(contents_bottom - fl3height - fl3top == 0, .m1250)                      // 73
        add(lb1top >= 0, .required)                                                 // 74
        add(lb1width >= 0, .required)                                               // 75
        add(lb1height >= 0, .required)                                              // 76
        add(fl2left - lb2width - lb2left - 10 == 0, .m1250)                         // 77
        add(contents_right - fl2left - fl2width == 0, .m1250)                       // 78
        add(contents_right - fl2left - fl2width >= 0, .required)                    // 79
        add(lb3left - contents_left >= 0, .required)                                // 80
        add(lb1left >= 0, .required)                                                // 81
        add(cttop + 0.5 * ctheight - lb3top - 0.5 * lb3height == 0, .strong)        // 82
        add(ctleft - lb3left - lb3width - 10 >= 0, .required)                       // 83
        add(contents_right - ctwidth - ctleft >= 0, .required)                      // 84
        add(ctleft - lb3left - lb3width - 10 == 0, .m1250)                          // 85
        add(fl3left - contents_left >= 0, .required)                                // 86
        add(fl3left - contents_left == 0, .m1250)                                   // 87
        add(contents_right - ctwidth - ctleft == 0, .m1250)                         // 88
        add(contents_right - fl3left - fl3width == 0, .m1250)                       // 89
        add(lb1top - contents_top >= 0, .required)                                  // 90
        add(lb1top - contents_top == 0, .m1250)                                     // 91
        add(contents_right - fl3left - fl3width >= 0, .required)                    // 92
        add(lb2top - lb1top - lb1height - 10 >= 0, .required)                       // 93
        add(lb3top - lb2top - lb2height - 10 >= 0, .required)                       // 94
        add(lb2top - lb1top - lb1height - 10 == 0, .m1250)                          // 95
        add(fl1height - 21 == 0, .strong)                                           // 96
        add(fl1height - 21 >= 0, .strong)                                           // 97
        add(lb2left >= 0, .required)                                                // 98
        add(lb2height - 16 >= 0, .strong)                                           // 99
        add(fl2top >= 0, .required)                                                 // 100
        add(fl2width >= 0, .required)                                               // 101
        add(lb1height - 16 >= 0, .strong)                                           // 102
        add(lb1height - 16 == 0, .strong)                                           // 103
        add(fl3width - 125 >= 0, .strong)                                           // 104
        add(fl3height - 21 == 0, .strong)                                           // 105
        add(fl3height - 21 >= 0, .strong)                                           // 106
        add(lb3height >= 0, .required)                                              // 107
        add(ctwidth - 119 >= 0, .s100k)                                             // 108
        add(lb3width - 24 == 0, .weak)                                              // 109
        add(lb3width - 24 >= 0, .strong)                                            // 110
        add(fl1width - 125 >= 0, .strong)                                           // 111
    }

    /// Into a fresh solver: the two edit variables, then the 111 constraints.
    func add(to solver: SimplexSolver) throws(SolverError) {
        try solver.addEditVariable(width, priority: EnamlSystem.editPriority)
        try solver.addEditVariable(height, priority: EnamlSystem.editPriority)
        for c in constraints { try solver.add(c) }
    }

    /// The counts Docs/Performance.md states ("W5: kiwi's own benchmark"), keyed
    /// "strength relation".
    static let expectedCounts: [String: Int] = [
        "required >=": 53, "required ==": 4, "strong ==": 12, "strong >=": 12,
        "m1250 ==": 21, "s100k >=": 2, "s100k <=": 2, "weak ==": 3, "medium ==": 2,
    ]

    var counts: [String: Int] {
        var result: [String: Int] = [:]
        for (c, s) in zip(constraints, strengths) { result["\(s) \(c.relation)", default: 0] += 1 }
        return result
    }
}

enum EnamlWorkload {
    static let sizes: [(width: Double, height: Double)] = [
        (400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400),
    ]
    /// Resizes per timed sample; a single resize is well under a microsecond.
    static let callsPerSample = 2000

    static func run(_ bench: Bench) {
        bench.reporter.section("W5 enaml: kiwi's benchmark form (37 variables, 2 edits, 111 constraints)")
        bench.runCase("W5", "build", n: 111, group: "W5") {
            verifyTranscription(bench)
            measureBuild(bench)
            measureResize(bench)
        }
    }

    /// The transcription's counts against Docs/Performance.md ("W5: kiwi's own benchmark").
    static func verifyTranscription(_ bench: Bench) {
        let system = EnamlSystem()
        var verify = Verifier(bench.reporter, "W5 transcription")
        verify.that(system.constraints.count == 111, "\(system.constraints.count) constraints, expected 111")
        let counts = system.counts
        for (key, expected) in EnamlSystem.expectedCounts.sorted(by: { $0.key < $1.key }) {
            verify.that(counts[key, default: 0] == expected, "\(counts[key, default: 0]) \(key), expected \(expected)")
        }
        for key in counts.keys where EnamlSystem.expectedCounts[key] == nil {
            verify.that(false, "unexpected \(counts[key]!) \(key)")
        }
        verify.finish()
    }

    static func measureBuild(_ bench: Bench) {
        var last: (solver: SimplexSolver, system: EnamlSystem)?
        let series: Series
        do {
            series = try repeatRuns(bench.policy) {
                let t0 = MonotonicClock.now()
                let system = EnamlSystem()
                let t1 = MonotonicClock.now()
                let solver = SimplexSolver()
                try system.add(to: solver)
                solver.updateVariables()
                let t2 = MonotonicClock.now()
                last = (solver, system)
                return [MonotonicClock.seconds(t1, t2), MonotonicClock.seconds(t0, t2)]
            }
        } catch {
            bench.reportError("W5", "build", n: 111, error)
            return
        }
        guard let last else { return }
        let statistics = last.solver.statistics
        bench.report("W5", "build", n: 111, series.stats(0), statistics: statistics,
                     note: "2 edits + 111 constraints + update, objects built in advance")
        bench.report("W5", "build incl. objects", n: 111, series.stats(1), statistics: statistics,
                     note: "creates the 37 variables and 111 constraints too")
        var verify = Verifier(bench.reporter, "W5 build")
        verifyRequired(last.system, &verify, "after build")
        verify.finish()
    }

    static func measureResize(_ bench: Bench) {
        let system = EnamlSystem()
        let solver = SimplexSolver()
        do {
            try system.add(to: solver)
            solver.updateVariables()
            for size in sizes {
                let series = try repeatRuns(bench.policy, weight: Double(callsPerSample)) {
                    [try perCall(callsPerSample) {
                        try solver.suggestValue(system.width, size.width)
                        try solver.suggestValue(system.height, size.height)
                        solver.updateVariables()
                    }]
                }
                bench.report("W5", "resize \(Int(size.width))x\(Int(size.height))", n: 111, series.stats(),
                             statistics: solver.statistics,
                             note: "same size repeated, \(callsPerSample) per sample")
            }
            var i = 0
            let series = try repeatRuns(bench.policy, weight: Double(callsPerSample)) {
                [try perCall(callsPerSample) {
                    let size = sizes[i]
                    i = i == sizes.count - 1 ? 0 : i + 1
                    try solver.suggestValue(system.width, size.width)
                    try solver.suggestValue(system.height, size.height)
                    solver.updateVariables()
                }]
            }
            bench.report("W5", "resize cycling 6 sizes", n: 111, series.stats(), statistics: solver.statistics,
                         note: "per resize; next size each call")
        } catch {
            bench.reportError("W5", "resize", n: 111, error)
        }
        verifyResize(bench, solver: solver, system: system)
        // A fresh solver visiting the six sizes once, in order.
        let fresh = SimplexSolver()
        let freshSystem = EnamlSystem()
        do {
            try freshSystem.add(to: fresh)
        } catch {
            bench.reportError("W5", "verify build", n: 111, error)
            return
        }
        verifyResize(bench, solver: fresh, system: freshSystem, context: "W5 resize (fresh solver)")
    }

    /// At each of the six sizes: width and height follow the suggestion, no required
    /// constraint is violated, midline = fl1left = 87, contents_right = width − 10,
    /// fl1width = ctwidth = width − 97.
    static func verifyResize(_ bench: Bench, solver: SimplexSolver, system s: EnamlSystem,
                             context: String = "W5 resize") {
        var verify = Verifier(bench.reporter, context)
        do {
            for size in sizes {
                try solver.suggestValue(s.width, size.width)
                try solver.suggestValue(s.height, size.height)
                solver.updateVariables()
                let at = "at \(Int(size.width))x\(Int(size.height))"
                verify.equal(s.width.value, size.width, "\(at): width")
                verify.equal(s.height.value, size.height, "\(at): height")
                verify.equal(s.midline.value, 87, "\(at): midline")
                verify.equal(s.fl1left.value, 87, "\(at): fl1left")
                verify.equal(s.contents_right.value, size.width - 10, "\(at): contents_right")
                verify.equal(s.fl1width.value, size.width - 97, "\(at): fl1width")
                verify.equal(s.ctwidth.value, size.width - 97, "\(at): ctwidth")
                verifyRequired(s, &verify, at)
            }
        } catch {
            verify.that(false, "solver error \(error)")
        }
        verify.finish()
    }

    /// No required constraint is violated by the variables' current values.
    static func verifyRequired(_ s: EnamlSystem, _ verify: inout Verifier, _ at: String) {
        for (i, (c, strength)) in zip(s.constraints, s.strengths).enumerated() where strength == .required {
            let v = c.expression.value
            let tolerance = 1e-7 * max(1, abs(c.expression.constant))
            let holds: Bool
            switch c.relation {
            case .equal: holds = abs(v) <= tolerance
            case .greaterThanOrEqual: holds = v >= -tolerance
            case .lessThanOrEqual: holds = v <= tolerance
            }
            verify.that(holds, "\(at): required constraint #\(i + 1) \(c) violated (value \(v))")
        }
    }
}

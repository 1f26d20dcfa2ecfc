// The primal and dual simplex iterations over the lexicographic objective.
//
// Reduced costs are vectors (one coefficient per level, highest priority first) compared
// lexicographically. Choices follow Bland's rule inside a level (the lowest symbol id
// among equally good candidates), which rules out cycling on degenerate systems and makes
// every run take the same pivots.

extension Tableau {
    /// How a simplex phase ended.
    enum Outcome: Equatable {
        case optimal
        /// No row bounds the entering symbol; cannot happen with a non-negative objective.
        case unbounded
        /// The run took more than ``pivotBudget`` pivots (rounding made it cycle).
        case stalled
        /// The run stopped before a pivot on a rounding residue (see ``Tableau/drifted``).
        case drifted
    }

    /// The coefficient of `s` in level `k`.
    @inline(__always)
    func cost(_ s: Int32, level k: Int) -> Double { levels[k].row.coefficient(of: s) }

    /// Whether `s` has a zero cost in every level above `k`.
    @inline(__always)
    func isCostless(_ s: Int32, above k: Int) -> Bool {
        guard mayBePriced(s) else { return true }
        var h = 0
        while h < k {
            if abs(levels[h].row.coefficient(of: s)) > levels[h].tolerance { return false }
            h += 1
        }
        return true
    }

    /// The symbol that improves `row` when it moves, and the direction it moves in
    /// (+1 up, −1 down: only unrestricted symbols move down), or `nil` at the optimum.
    /// Only symbols whose costs are zero in `higherLevels` are eligible.
    @inline(__always)
    func improvingSymbol(in row: SparseRow, costlessAbove level: Int) -> (Int32, Double)? {
        let tolerance = improvementTolerance(row)
        for cell in row.cells {
            guard let direction = improvingDirection(cell, tolerance: tolerance) else { continue }
            if level > 0, !isCostless(cell.symbol, above: level) { continue }
            return (cell.symbol, direction)
        }
        return nil
    }

    /// Below this, a coefficient of `row` is rounding noise, not an improvement.
    @inline(__always)
    func improvementTolerance(_ row: SparseRow) -> Double {
        // A cost is compared with the row's own magnitudes: 5e-9 beside 1 is real. With
        // a wide constraint in play, only with the magnitudes of symbols that may enter:
        // a dummy's −1 beside an error's −1.5e-12 (an error that must grow by 3.7e10)
        // would make the error look like noise and phase one stop short.
        SparseRow.cancellation * (wide ? enterableMagnitude(row) : row.largestMagnitude)
    }

    /// The direction in which moving `cell`'s symbol lowers the row it is in (+1 up,
    /// −1 down, only for an unrestricted symbol), or nil when it cannot.
    @inline(__always)
    func improvingDirection(_ cell: Cell, tolerance: Double) -> Double? {
        let kind = kinds[Int(cell.symbol)]
        if kind == .dummy { return nil }
        if cell.coefficient < -tolerance { return 1 }
        if cell.coefficient > tolerance, kind == .external { return -1 }
        return nil
    }

    /// The symbol that improves `row` (as ``improvingSymbol(in:costlessAbove:)`` finds
    /// one) whose move costs the objective least, compared lexicographically (ties to
    /// the lowest id). After an optimum no cost is negative, so this is a costless symbol
    /// if one improves, else the one whose first cost comes in the lowest level, the
    /// smallest there; later in phase one a negative cost can appear, and wins.
    func cheapestImprovingSymbol(in row: SparseRow) -> (Int32, Double)? {
        let tolerance = improvementTolerance(row)
        var best: (symbol: Int32, direction: Double, cost: FirstCost)?
        for cell in row.cells {
            guard let direction = improvingDirection(cell, tolerance: tolerance) else { continue }
            let s = cell.symbol
            var cost = FirstCost(level: levels.count, cost: 0)
            for k in levelsToSearch(for: s) {
                let c = levels[k].row.coefficient(of: s) * direction
                if abs(c) > levels[k].tolerance { cost = FirstCost(level: k, cost: c); break }
            }
            if let b = best, !(cost < b.cost) { continue }
            best = (s, direction, cost)
        }
        return best.map { ($0.symbol, $0.direction) }
    }

    /// A cost vector by its first non-zero entry (`level == levels.count`: all zero),
    /// which decides its lexicographic order.
    struct FirstCost: Comparable {
        let level: Int
        let cost: Double

        static func < (a: FirstCost, b: FirstCost) -> Bool {
            if a.level == b.level { return a.cost < b.cost }
            // Where the earlier one is non-zero, the other is zero.
            return a.level < b.level ? a.cost < 0 : b.cost > 0
        }
    }

    /// The largest magnitude among the coefficients of `row`'s symbols other than dummies.
    func enterableMagnitude(_ row: SparseRow) -> Double {
        var m = 0.0
        for cell in row.cells where kinds[Int(cell.symbol)] != .dummy { m = max(m, abs(cell.coefficient)) }
        return m
    }

    /// The entering symbol for a primal iteration: the highest level that can still be
    /// improved without touching the levels above it, then the lowest symbol id.
    ///
    /// Outside phase one, every improving symbol is in ``costChanged`` (the tableau was
    /// optimal before, and every later change of a cost is noted there), so only that
    /// list is scanned, and symbols that no longer improve are dropped from it; the
    /// objective rows, as long as the number of optional constraints, are not.
    ///
    /// A `guided` choice (the first pivots of a run, before Bland's rule takes over)
    /// takes the symbol with the largest cost in the highest improvable level instead of
    /// the lowest id (Dantzig's rule; ties to the lowest id). In phase one it takes the
    /// improving symbol that costs the objective least (see
    /// ``cheapestImprovingSymbol(in:)``): the tableau was optimal before the new row
    /// came, so the cheapest way to feasibility is usually the optimum too. Showing an
    /// item again in an equally filled stack ties its length to the common one; by the
    /// lowest id, phase one shrank the common length (a compression error at 750),
    /// pivoting through the item rows that the objective phase then had to undo, 22
    /// pivots at N = 100, each writing into the rows of every length. The cheapest
    /// symbol stretches the shown item instead (its hugging error at 250): 2 pivots.
    mutating func enteringSymbol(artificialPhase: Bool, guided: Bool = false) -> (Int32, Double)? {
        if artificialPhase {
            guard let row = artificial else { return nil }
            return guided ? cheapestImprovingSymbol(in: row) : improvingSymbol(in: row, costlessAbove: 0)
        }
        var choice = EnteringChoice(guided: guided)
        if scansCostsByLevel {
            chooseByLevel(&choice)
        } else {
            chooseBySymbol(&choice)
        }
        return choice.best.map { ($0.symbol, $0.direction) }
    }

    /// The best entering symbol so far among those that improve the objective.
    struct EnteringChoice {
        let guided: Bool
        private(set) var best: (symbol: Int32, level: Int, direction: Double)?
        private(set) var bestCost = 0.0
        /// The best symbol's level, `Int.max` before there is one. A scan by level stops
        /// after it and asks at every level; read through the optional ``best``, the
        /// question cost more than passing over the level.
        private(set) var bestLevel = Int.max

        /// Takes `s`, which improves `level` (its first non-zero cost) by `cost` per unit
        /// moved in `direction`, if it beats the best so far.
        @inline(__always)
        mutating func consider(_ s: Int32, level: Int, direction: Double, cost: Double) {
            if let b = best, level > b.level
                || (level == b.level && (guided ? cost < bestCost || (cost == bestCost && s > b.symbol)
                                                : s > b.symbol)) {
                return
            }
            best = (s, level, direction)
            bestCost = cost
            bestLevel = level
        }
    }

    /// The direction in which a symbol whose first non-zero cost (beyond tolerance) is
    /// `cost` improves the objective, and by how much per unit; nil when it cannot.
    @inline(__always)
    func improvement(ofFirstCost cost: Double, kind: SymbolKind) -> (direction: Double, cost: Double)? {
        if cost < 0 { return (1, -cost) }
        if kind == .external { return (-1, cost) }
        return nil
    }

    /// Whether a symbol of ``costChanged`` may enter: not a dummy, in use, non-basic.
    @inline(__always)
    func isEnterable(_ s: Int32) -> Bool {
        let kind = kinds[Int(s)]
        return kind != .dummy && kind != .unused && rowOf[Int(s)] < 0
    }

    /// Whether to find the candidates' first costs level by level rather than candidate
    /// by candidate: with many levels. `fillProportionally` gives every item a priority
    /// of its own, so a 200-item stack has 200 levels, and looking each candidate up in
    /// each of them took half of its first layout.
    var scansCostsByLevel: Bool {
        switch costScan {
        case .bySymbol, .bySymbolReadingLevels: return false
        case .byLevel: return true
        case .cheaper: return levels.count > 8
        }
    }

    /// Looks each candidate of ``costChanged`` up in the levels, highest first, until a
    /// non-zero cost, ranks the improving ones (``candidateRanking``) and offers the best.
    /// Many candidates beside the levels' cells are found by reading the levels instead
    /// (``rankByReadingLevels()``), with the same ranking.
    ///
    /// Within one primal run the ranking keeps the candidates found earlier with their
    /// first costs: a candidate's cost changes only when it is in a definition substituted
    /// into the objective, and then it is appended to ``costChanged`` again and looked up
    /// again. (A change of a level's tolerance sends every candidate back to be looked
    /// up.) A regime change in a long pinned stack keeps every item's slack a candidate
    /// for as many pivots as there are items; looking them all up again after every pivot
    /// was a quarter of the change, and scanning them all a quarter at 3 000 items.
    /// - Complexity: O(appended × levels × log(cells per level) + log(candidates)) per
    ///   choice, or O(appended + cells of the levels) when reading them is cheaper, plus
    ///   O(log(candidates)) per candidate that has entered or gone stale.
    private mutating func chooseBySymbol(_ choice: inout EnteringChoice) {
        if !candidateRanking.isEmpty, rankedTolerances.count != levels.count
            || !levels.indices.allSatisfy({ levels[$0].tolerance == rankedTolerances[$0] }) {
            costChanged.append(contentsOf: candidateRanking.removeAllLive())
        }
        candidateRanking.reorder(guided: choice.guided)
        // Most choices look up a few candidates; the levels' length is summed only for many.
        if costScan == .bySymbolReadingLevels || costScan == .cheaper && costChanged.count > Self.readingCandidates
            && costChanged.count * Self.lookupCost > levels.reduce(0, { $0 + $1.row.count }) {
            rankByReadingLevels()
        } else {
            for s in costChanged {
                // A basic symbol's old cost must not come back if it leaves the basis.
                guard isEnterable(s) else { candidateRanking.invalidate(s); continue }
                var improving: CandidateRanking.FirstCost?
                for k in levelsToSearch(for: s) {
                    let c = levels[k].row.coefficient(of: s)
                    guard abs(c) > levels[k].tolerance else { continue }
                    improving = firstCost(c, of: s, level: k)
                    break
                }
                if let improving { candidateRanking.insert(s, improving) } else { candidateRanking.invalidate(s) }
            }
        }
        costChanged.removeAll(keepingCapacity: true)
        rankedTolerances.removeAll(keepingCapacity: true)
        for level in levels { rankedTolerances.append(level.tolerance) }
        // Borrowed, so that the test of each candidate can read the tableau.
        var ranking = CandidateRanking()
        swap(&ranking, &candidateRanking)
        defer { swap(&ranking, &candidateRanking) }
        if let best = ranking.best(where: { isEnterable($0) }) {
            choice.consider(best.symbol, level: Int(best.firstCost.level), direction: best.firstCost.direction,
                            cost: best.firstCost.cost)
        }
    }

    /// The ranking of `s`, whose first non-zero cost (beyond tolerance) is `c` in level
    /// `k`, if it improves the objective.
    @inline(__always)
    private func firstCost(_ c: Double, of s: Int32, level k: Int) -> CandidateRanking.FirstCost? {
        improvement(ofFirstCost: c, kind: kinds[Int(s)]).map {
            .init(level: Int32(k), direction: $0.direction, cost: $0.cost)
        }
    }

    /// Ranks the candidates of ``costChanged`` as ``chooseBySymbol(_:)`` does, by reading
    /// the levels, highest first, instead of looking each candidate up in them: cheaper
    /// when the candidates are many beside the levels' cells. A hide in a long pinned
    /// stack substitutes the absorbing item's row, which names every item, into the
    /// objective, and makes every item's symbols candidates.
    /// - Complexity: O(candidates + cells of the levels read).
    private mutating func rankByReadingLevels() {
        candidateMarks.removeAll(symbolCount: kinds.count)
        decidedMarks.removeAll(symbolCount: kinds.count)
        var undecided = 0
        for s in costChanged {
            guard isEnterable(s) else { candidateRanking.invalidate(s); continue }
            if !candidateMarks.contains(s) {
                candidateMarks.insert(s)
                undecided += 1
            }
        }
        for k in levels.indices where undecided > 0 {
            let tolerance = levels[k].tolerance
            for cell in levels[k].row.cells where abs(cell.coefficient) > tolerance
                && candidateMarks.contains(cell.symbol) && !decidedMarks.contains(cell.symbol) {
                decidedMarks.insert(cell.symbol)
                undecided -= 1
                if let improving = firstCost(cell.coefficient, of: cell.symbol, level: k) {
                    candidateRanking.insert(cell.symbol, improving)
                } else {
                    candidateRanking.invalidate(cell.symbol)
                }
            }
        }
        // Costless everywhere: no improvement.
        guard undecided > 0 else { return }
        for s in costChanged where candidateMarks.contains(s) && !decidedMarks.contains(s) {
            candidateRanking.invalidate(s)
        }
    }

    /// Goes through the levels, highest first, deciding each candidate of ``costChanged``
    /// at its first non-zero cost, and stops after the level of the best improving
    /// symbol (no later level can beat it). In each level it either reads the row,
    /// marking the candidates it names, or looks the undecided candidates up in it,
    /// whichever touches fewer cells: a proportionally filled stack's many one-constraint
    /// levels are read, a level with every item's hugging is looked into. Keeps the
    /// improving candidates in the list, and those not reached.
    /// - Complexity: O(candidates + Σ over the levels gone through of
    ///   min(cells, undecided candidates × log cells)).
    private mutating func chooseByLevel(_ choice: inout EnteringChoice) {
        candidateMarks.removeAll(symbolCount: kinds.count)
        // Borrowed, so that deciding (which changes self) can run while it is filtered.
        var undecided: [Int32] = []
        swap(&undecided, &undecidedCandidates)
        defer { swap(&undecided, &undecidedCandidates) }
        undecided.removeAll(keepingCapacity: true)
        for s in costChanged where isEnterable(s) && !candidateMarks.contains(s) {
            candidateMarks.insert(s)
            undecided.append(s)
        }
        decidedMarks.removeAll(symbolCount: kinds.count)
        keptCandidates.removeAll(symbolCount: kinds.count)
        var readEveryLevel = true
        // The list is compacted only when looked into: reading a row just counts.
        var undecidedCount = undecided.count
        // A few candidates' range of symbols: most levels of a proportionally filled
        // stack (a level per item) name none of them, which their first and last
        // symbols show without reading them.
        let fewCandidates = undecidedCount <= Self.rangedCandidates
        var lowest = Int32.max, highest = Int32.min
        if fewCandidates {
            for s in undecided {
                lowest = min(lowest, s)
                highest = max(highest, s)
            }
        }
        var k = 0
        while k < levels.count, undecidedCount > 0 {
            if fewCandidates { k = firstLevel(spanning: lowest...highest, from: k) }
            if k > choice.bestLevel || k == levels.count {
                // As a walk through every level would have: it stops at the first level
                // past the best choice's, if there is one.
                readEveryLevel = choice.bestLevel >= levels.count - 1
                break
            }
            defer { k += 1 }
            let tolerance = levels[k].tolerance
            if levels[k].row.count <= Self.lookupCost * undecidedCount {
                for cell in levels[k].row.cells where abs(cell.coefficient) > tolerance
                    && candidateMarks.contains(cell.symbol) && !decidedMarks.contains(cell.symbol) {
                    decide(cell.symbol, firstCost: cell.coefficient, level: k, &choice)
                    undecidedCount -= 1
                }
            } else {
                // By index: an iterator would hold the array and make each write copy it.
                var kept = 0
                for i in undecided.indices where !decidedMarks.contains(undecided[i]) {
                    let s = undecided[i]
                    let c = levels[k].row.coefficient(of: s)
                    if abs(c) > tolerance {
                        decide(s, firstCost: c, level: k, &choice)
                        undecidedCount -= 1
                    } else {
                        undecided[kept] = s
                        kept += 1
                    }
                }
                undecided.removeSubrange(kept...)
            }
        }
        // A candidate no level names costs nothing and cannot improve; one not reached
        // may improve a later level, and stays for the next call.
        var kept = 0
        for i in costChanged.indices {
            let s = costChanged[i]
            guard candidateMarks.contains(s) else { continue }
            candidateMarks.remove(s)
            guard keptCandidates.contains(s) || (!readEveryLevel && !decidedMarks.contains(s)) else { continue }
            costChanged[kept] = s
            kept += 1
        }
        costChanged.removeSubrange(kept...)
    }

    /// The first level from `k` on whose symbols span some of `symbols`, or the number
    /// of levels: most levels of a proportionally filled stack (a level per item) name
    /// none of a few recent candidates, which their first and last symbols show.
    @inline(__always)
    private func firstLevel(spanning symbols: ClosedRange<Int32>, from k: Int) -> Int {
        // Read-only, so that the scan keeps the levels' buffer in registers.
        levels.withUnsafeBufferPointer { levels in
            var k = k
            while k < levels.count, !levels[k].row.spans(from: symbols.lowerBound, to: symbols.upperBound) {
                k += 1
            }
            return k
        }
    }

    /// Notes that `s`'s first non-zero cost is `c`, in `level`, and offers it to `choice`
    /// if it improves the objective.
    @inline(__always)
    private mutating func decide(_ s: Int32, firstCost c: Double, level: Int, _ choice: inout EnteringChoice) {
        decidedMarks.insert(s)
        guard let (direction, cost) = improvement(ofFirstCost: c, kind: kinds[Int(s)]) else { return }
        keptCandidates.insert(s)
        choice.consider(s, level: level, direction: direction, cost: cost)
    }

    /// About how many cells reading a row costs for each lookup of one symbol in it (a
    /// binary search, and a cache miss).
    static let lookupCost = 8

    /// Up to how many undecided candidates ``chooseByLevel(_:)`` passes over the levels
    /// whose range of symbols misses theirs. More candidates span most levels, and the
    /// check would only cost (`equalCentering`'s first layout: 0.5–1.4 % more).
    static let rangedCandidates = 8

    /// How many candidates ``chooseBySymbol(_:)`` looks up one by one whatever the
    /// levels' length.
    static let readingCandidates = 32

    /// The row whose restricted basic symbol reaches zero first as `entering` moves in
    /// `direction`; ties go to the lowest basic symbol id, unless that row's pivot element
    /// is tiny beside another tied row's (see ``stableAmongTies(_:ratio:entering:direction:)``).
    ///
    /// Every negative coefficient bounds the move, however small: skipping one would let
    /// its row go negative. Only cancellation noise (see ``isNoise(_:inRow:)``) is skipped.
    mutating func leavingSlot(for entering: Int32, direction: Double) -> Int32? {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic = Int32.max
        var bestElement = 0.0
        let candidates = liveRows(entering)
        for slot in candidates {
            let si = Int(slot)
            let basic = basicOf[si]
            if kinds[Int(basic)] == .external { continue }
            let a = rows[si].coefficient(of: entering) * direction
            if a >= 0 || (a > -Self.epsilon && isNoise(a, inRow: si)) { continue }
            var ratio = max(rows[si].constant, 0) / -a
            func wins(_ ratio: Double) -> Bool {
                ratio < bestRatio - Self.epsilon || (ratio <= bestRatio + Self.epsilon && basic < bestBasic)
            }
            guard wins(ratio) else { continue }
            // A suspect element bounds the move only where its row would go below
            // −epsilon (Harris's relaxed ratio): at a ratio of zero it would win every
            // degenerate tie, and dividing by it multiplies the rounding of every row
            // the entering symbol is in by its inverse. Reading a row whole to decide
            // costs a scan of it: only a small element of a row that would win is read
            // (the relaxed ratio is never smaller; an element of stablePivot or more is
            // taken as it is, as stableAmongTies takes it).
            if !wide, -a < Self.stablePivot, isSuspect(a, inRow: si) {
                ratio = (max(rows[si].constant, 0) + Self.epsilon) / -a
                guard wins(ratio) else { continue }
            }
            if ratio < bestRatio { bestRatio = ratio }
            best = slot
            bestBasic = basic
            bestElement = -a
        }
        guard best >= 0 else { return nil }
        if bestElement < Self.stablePivot {
            return stableAmongTies(best, ratio: bestRatio, rows: candidates, entering: entering, direction: direction)
        }
        return best
    }

    /// Whether the row the ratio test chose for `entering` holds it as a suspect
    /// element: no row with a real element bounds the move before it, so in exact
    /// arithmetic the move is bounded elsewhere or not at all, and the column has drifted.
    /// - Complexity: O(1), and a scan of the row for an element below ``stablePivot``.
    private func boundsOnlyByAResidue(_ slot: Int32, entering: Int32) -> Bool {
        let a = rows[Int(slot)].coefficient(of: entering)
        return abs(a) < Self.stablePivot && isSuspect(a, inRow: Int(slot))
    }

    /// A pivot element below this magnitude is checked against the other tied rows.
    static let stablePivot = 1e-3
    /// A tied row wins over the first one when the first one's pivot element is smaller
    /// than this fraction of its own: dividing by a tiny element multiplies the rounding
    /// errors of every row it is substituted into.
    static let pivotRatio = 1e-6

    /// Among the rows tied at `ratio` in the ratio test, the one with the largest pivot
    /// element if the chosen one's is tiny beside it (a stability rule, as in Harris's
    /// ratio test); otherwise the chosen one, so that ordinary systems keep Bland's rule.
    mutating func stableAmongTies(_ chosen: Int32, ratio: Double, rows candidates: [Int32],
                                  entering: Int32, direction: Double) -> Int32 {
        let chosenElement = abs(rows[Int(chosen)].coefficient(of: entering))
        var best = chosen
        var bestElement = chosenElement
        let tolerance = Self.epsilon * max(1, ratio)
        for slot in candidates where slot != chosen {
            let si = Int(slot)
            if kinds[Int(basicOf[si])] == .external { continue }
            let a = rows[si].coefficient(of: entering) * direction
            guard a < 0, max(rows[si].constant, 0) / -a <= ratio + tolerance else { continue }
            if -a > bestElement { best = slot; bestElement = -a }
        }
        return chosenElement < Self.pivotRatio * bestElement ? best : chosen
    }

    /// Whether a coefficient of the row in `slot` may be rounding noise: at most
    /// ``suspectElement`` times the row's largest coefficient. Long runs of
    /// substitutions leave residues of 1e-12 to 1e-11 beside 1 where exact arithmetic
    /// has zero, above ``isNoise(_:inRow:)``'s bound.
    @inline(__always)
    func isSuspect(_ a: Double, inRow si: Int) -> Bool {
        abs(a) <= Self.suspectElement * rows[si].largestMagnitude
    }

    /// See ``isSuspect(_:inRow:)``.
    static let suspectElement = 1e-9

    /// Whether a coefficient of the row in `slot` is rounding noise: at most
    /// ``SparseRow/cancellation`` times the row's largest coefficient (of a symbol that
    /// may enter, with a wide constraint in play: see ``improvingSymbol(in:costlessAbove:)``).
    @inline(__always)
    func isNoise(_ a: Double, inRow si: Int) -> Bool {
        abs(a) <= SparseRow.cancellation * (wide ? enterableMagnitude(rows[si]) : rows[si].largestMagnitude)
    }

    /// Primal simplex: pivots until no symbol improves the objective.
    ///
    /// Outside phase one the tableau is known to have been optimal before the change
    /// that led here, so only the symbols in ``costChanged`` can improve it (see
    /// ``enteringSymbol(artificialPhase:guided:)``). `fromScratch` drops that
    /// assumption, for an objective that was just replaced. `largestCost` (and phase one
    /// always) starts with a guided choice (see ``guidedPivots``).
    @discardableResult
    mutating func optimize(artificialPhase: Bool = false, fromScratch: Bool = false, largestCost: Bool = false) -> Outcome {
        // No cost changed since the last optimum (a change of constants alone, repaired
        // by parameter moves): nothing can improve.
        if !artificialPhase, !fromScratch, costChanged.isEmpty { return .optimal }
        if !artificialPhase, fromScratch {
            // No earlier optimum to build on: every symbol of the objective is a candidate.
            for level in levels { for cell in level.row.cells { costChanged.append(cell.symbol) } }
        }
        // Phase one leaves the candidate list alone: the objective phase after it needs it.
        defer { if !artificialPhase { costChanged.removeAll(keepingCapacity: true) } }
        // Costs ranked by an earlier run are not known to hold any more.
        candidateRanking.reset(guided: largestCost || artificialPhase)
        var budget = pivotBudget
        var guided = largestCost || artificialPhase
        var hiddenSteps = 0
        while true {
            while let (entering, direction) = enteringSymbol(artificialPhase: artificialPhase, guided: guided) {
                // A guided choice can cycle on degenerate pivots; Bland's rule cannot.
                if guided, pivotBudget - budget >= Self.guidedPivots { guided = false }
                guard let slot = leavingSlot(for: entering, direction: direction) else { return .unbounded }
                if stopsOnDrift, !artificialPhase, !wide, journal == nil,
                   boundsOnlyByAResidue(slot, entering: entering) {
                    drifted = true
                    return .drifted
                }
                pivot(slot: slot, entering: entering)
                budget -= 1
                // Bland's rule ends every run in exact arithmetic; rounding at extreme ratios
                // can still make costs flicker around their tolerance. Feasibility holds at
                // every step, so stopping keeps every required constraint.
                if budget == 0 { stalledRun = true; return .stalled }
            }
            guard wide, !artificialPhase, hiddenSteps < Self.hiddenImprovementSteps,
                  let step = hiddenImprovement() else { return .optimal }
            pivot(slot: step.slot, entering: step.entering)
            hiddenSteps += 1
        }
    }

    /// Pivots a run that starts with a guided choice (the largest cost; in phase one the
    /// cheapest symbol) takes by it before Bland's rule takes over, which ends every run.
    static let guidedPivots = 200

    /// Pivots one simplex run may take before it is stopped as stalled: far more than
    /// any run needs (a run takes a few pivots per row it touches).
    var pivotBudget: Int { 10_000 + 100 * kinds.count }

    /// Dual simplex: restores feasibility after constants changed, keeping optimality.
    /// Returns the slot of a row that cannot be made feasible, or `nil` on success.
    mutating func dualOptimize() -> Int32? {
        if repairByMovingParameters() { return nil }
        beginParameterRun()
        var budget = pivotBudget
        var leftOptimality = false
        // The lowest basic id goes first, so that the order in which rows were queued
        // (which follows column order) never changes the outcome.
        while let basic = infeasible.popLowest() {
            let slot = rowOf[Int(basic)]
            if slot < 0 { continue }
            budget -= 1
            if budget == 0 {
                // Rounding made the run cycle: report the row as stuck, so that the call
                // is refused and rolled back rather than left half done.
                infeasible.removeAll()
                stalledRun = true
                return slot
            }
            let constant = rows[Int(slot)].constant
            let tolerance = constantTolerance
            if kinds[Int(basic)] == .dummy {
                if abs(constant) > tolerance { infeasible.removeAll(); return slot }
                continue
            }
            if !kinds[Int(basic)].isRestricted || !isInfeasible(basic, constant: constant, tolerance: tolerance) { continue }
            guard let entering = dualEnteringSymbol(slot: slot) else {
                infeasible.removeAll()
                return slot
            }
            if isCostless(entering, above: levels.count) {
                if let (parameter, amount) = parameterMove(slot: slot) {
                    var unlogged = MoveLog()
                    moveParameter(parameter, by: amount, log: &unlogged, logging: false)
                    continue
                }
                // Every parameter of the row has moved in this run: a chain of them
                // has passed the change along to this row, which must absorb it. Pivoting
                // the last parameter in would send the change back along the chain,
                // writing each position through all the sizes before it. The row's
                // best costed symbol absorbs it instead, and the primal simplex below
                // restores optimality (see Docs/Solver.md, "Chained rows").
                // Costed first: a costless slack (another item at its intrinsic length,
                // ratio 0) would only pass the change on to the next item.
                if !wide, let absorbing = dualEnteringSymbol(slot: slot, skippingMovedParameters: true, costedOnly: true)
                    ?? dualEnteringSymbol(slot: slot, skippingMovedParameters: true) {
                    pivot(slot: slot, entering: absorbing)
                    leftOptimality = true
                    continue
                }
            }
            pivot(slot: slot, entering: entering)
        }
        // The absorptions left the objective far from optimal: the largest cost first
        // restores it in a third of Bland's pivots (a nested stack's first hide: 275
        // instead of 790, and a basis whose later hides take 14 pivots instead of 32).
        // A run stopped at a drifted column is finished by the rebuild that ends the call.
        if leftOptimality, case let outcome = optimize(largestCost: true), outcome != .optimal, outcome != .drifted {
            // Only rounding can stop the primal simplex here: the call is refused as
            // cycling (``stalledRun``); which row is reported does not matter then.
            infeasible.removeAll()
            stalledRun = true
            return rows.indices.first { basicOf[$0] >= 0 }.map(Int32.init)
        }
        return nil
    }

    /// Whether the restricted row of `basic`, of constant `constant`, is infeasible beyond
    /// `tolerance`. A slack below −``epsilon`` but within a tolerance that large values
    /// met earlier raised is noted in ``roundedBounds``.
    @inline(__always)
    mutating func isInfeasible(_ basic: Int32, constant: Double, tolerance: Double) -> Bool {
        if constant < -tolerance { return true }
        if constant < -Self.epsilon, repairTolerance < 0, kinds[Int(basic)] == .slack { roundedBounds.append(basic) }
        return false
    }

    /// The symbol of an infeasible row whose entry keeps the objective optimal: the
    /// lexicographically smallest ratio of reduced cost to coefficient, then the lowest id.
    /// An absorbing row skips the parameters moved in this run and, with `costedOnly`, the
    /// symbols with no cost at any level.
    mutating func dualEnteringSymbol(slot: Int32, skippingMovedParameters: Bool = false,
                                     costedOnly: Bool = false) -> Int32? {
        let row = rows[Int(slot)]
        let levelCount = levels.count
        let costsGathered = gatherCosts(of: row)
        let width = row.count
        @inline(__always) func cost(at i: Int, _ s: Int32, level k: Int) -> Double {
            costsGathered ? rowCostScratch[k * width + i] : self.cost(s, level: k)
        }
        // Each candidate's ratio vector, (cost·direction + relaxation) / |element| level by
        // level, is kept sparse: the levels where it costs something, with their ratios,
        // and `base` (relaxation / |element|) at every other level. A proportionally
        // filled stack has a level per item, and a symbol costs something in one or two.
        var candidate: [LevelRatio] = []
        var bestRatios: [LevelRatio] = []
        swap(&candidate, &levelRatioScratch.candidate)
        swap(&bestRatios, &levelRatioScratch.best)
        defer {
            swap(&candidate, &levelRatioScratch.candidate)
            swap(&bestRatios, &levelRatioScratch.best)
        }
        bestRatios.removeAll(keepingCapacity: true)
        var best: Int32 = -1
        var bestBase = 0.0
        // A small coefficient is as real as a large one: only noise beside the row's
        // largest is skipped, so that no feasible row is reported stuck.
        let noise = SparseRow.cancellation * row.largestMagnitude
        let suspect = Self.suspectElement * row.largestMagnitude
        for (i, cell) in row.cells.enumerated() {
            let s = cell.symbol
            let a = cell.coefficient
            let kind = kinds[Int(s)]
            if kind == .dummy { continue }
            if skippingMovedParameters, kind == .external, movedParameters.contains(s) { continue }
            if costedOnly, isCostless(s, above: levelCount) { continue }
            let direction: Double
            if a > noise {
                direction = 1
            } else if a < -noise, kind == .external {
                direction = -1
            } else {
                continue
            }
            // A suspect element (see ``isSuspect(_:inRow:)``) bounds the step only where
            // its symbol's cost would go below −epsilon (Harris's relaxed ratio): a
            // costless symbol's ratio is zero however small its element.
            let relaxation = !wide && abs(a) <= suspect ? Self.epsilon : 0
            let magnitude = abs(a)
            candidate.removeAll(keepingCapacity: true)
            for k in 0..<levelCount {
                let c = cost(at: i, s, level: k)
                if c != 0 { candidate.append(LevelRatio(level: k, ratio: (c * direction + relaxation) / magnitude)) }
            }
            let base = relaxation / magnitude
            if best < 0 || Self.isSmaller(candidate, base, than: bestRatios, bestBase, levelCount: levelCount) {
                swap(&candidate, &bestRatios)
                bestBase = base
                best = s
            }
        }
        return best >= 0 ? best : nil
    }

    /// A ratio of the dual simplex's entering choice at one objective level.
    struct LevelRatio {
        var level: Int
        var ratio: Double
    }

    /// Whether the ratio vector `candidate` (its listed levels, `base` at every other one
    /// of `levelCount`) comes before `best`'s: at the first level where the two differ by
    /// more than ``epsilon``, it is the smaller. Levels that neither lists compare the two
    /// bases, alike at each, so a run of them is compared once.
    /// - Complexity: O(levels listed by either).
    static func isSmaller(_ candidate: [LevelRatio], _ base: Double, than best: [LevelRatio], _ bestBase: Double,
                          levelCount: Int) -> Bool {
        var i = 0, j = 0
        var compared = -1
        while true {
            let nextCandidate = i < candidate.count ? candidate[i].level : levelCount
            let nextBest = j < best.count ? best[j].level : levelCount
            let next = min(nextCandidate, nextBest)
            if next > compared + 1 {
                if base < bestBase - epsilon { return true }
                if base > bestBase + epsilon { return false }
            }
            if next >= levelCount { return false }
            let r = nextCandidate == next ? candidate[i].ratio : base
            let b = nextBest == next ? best[j].ratio : bestBase
            if r < b - epsilon { return true }
            if r > b + epsilon { return false }
            if nextCandidate == next { i += 1 }
            if nextBest == next { j += 1 }
            compared = next
        }
    }

    /// Fills ``rowCostScratch`` with the cost of each of `row`'s symbols in each level
    /// (`[k * cells + i]`) when the row is long enough that walking every level once
    /// beside it beats a binary search per cell and level, and says whether it did.
    /// A regime change passes its infeasibility along rows as long as the stack.
    /// - Complexity: O(levels × (row + longest level)).
    private mutating func gatherCosts(of row: SparseRow) -> Bool {
        let width = row.count
        guard width >= 32 else { return false }
        var levelCells = 0
        for level in levels { levelCells += level.row.count }
        // A binary search costs about 16 steps in a long level.
        guard levelCells <= 16 * width * levels.count else { return false }
        if rowCostScratch.count < levels.count * width {
            rowCostScratch = Array(repeating: 0, count: levels.count * width)
        }
        for k in levels.indices {
            let costs = levels[k].row.cells
            var j = 0
            for i in 0..<width {
                let s = row.cell(at: i).symbol
                while j < costs.count, costs[j].symbol < s { j += 1 }
                rowCostScratch[k * width + i] = j < costs.count && costs[j].symbol == s ? costs[j].coefficient : 0
            }
        }
        return true
    }

    /// The row to pivot a marker into before its constraint's row is removed.
    ///
    /// First a row whose basic symbol is a dummy: such a row records a redundant copy of
    /// a required equality, and pivoting there hands the constraint over to the copy
    /// without moving anything (kiwi skips this tier, and loses the copy). Then a row
    /// whose constant is zero: pivoting there is degenerate, so no value moves and any
    /// such row keeps the tableau feasible; the shortest one writes the fewest cells
    /// into the marker's other rows, and an unrestricted basic symbol is preferred on a
    /// tie, because it becomes a free parameter instead of entangling a slack with the
    /// marker's rows (left to the ratio rule, repeated removals and re-additions pull
    /// one more neighbour into each row every time). Otherwise kiwi's rule: a
    /// restricted row with a negative coefficient and the least ratio, else a
    /// restricted row with the least ratio, else an unrestricted row. Remaining ties go
    /// to the lowest basic id.
    ///
    /// For example, removing a stack's spacing constraint whose dummy is in the rows of
    /// a position (`x3 = x2 + w2 + 8 + d`) and of a width's slack (`s = … − d`), both at
    /// zero, pivots on the position's row.
    ///
    /// A row whose element is below ``pivotRatio`` of the marker's largest holds the
    /// marker as a rounding residue, most likely: the marker's column has drifted from
    /// what its constraints say. With `mayRebuild`, that is reported as ``MarkerExit/residue``,
    /// and the solver writes its tableau anew instead of pivoting (see
    /// ``SolverCore/rebuildTableau(dropping:)``). Otherwise the row is passed over when the
    /// tiers, among rows with larger elements, choose one that breaks no other row (see
    /// ``keepsRestrictedRowsFeasible(pivotingOn:marker:)``).
    mutating func markerLeavingSlot(_ marker: Int32, mayRebuild: Bool) -> MarkerExit? {
        guard let chosen = markerRowByTier(marker, minimumElement: 0) else { return nil }
        // Rarely taken: only then are the marker's rows read a second time.
        let threshold = Self.pivotRatio * chosen.largestElement
        if abs(chosen.candidate.element) >= threshold { return .pivot(chosen.candidate.slot) }
        if mayRebuild { return .residue }
        guard let alternative = markerRowByTier(marker, minimumElement: threshold),
              keepsRestrictedRowsFeasible(pivotingOn: alternative.candidate, marker: marker)
        else { return .pivot(chosen.candidate.slot) }
        return .pivot(alternative.candidate.slot)
    }

    /// How a removed constraint's marker leaves the tableau (see ``markerLeavingSlot(_:mayRebuild:)``).
    enum MarkerExit: Equatable {
        /// Pivot the marker in on the row in this slot, then drop the row.
        case pivot(Int32)
        /// The only row the tiers choose holds the marker as a rounding residue.
        case residue
    }

    /// A row that holds a marker: the marker's coefficient in it and the row in
    /// non-basic symbols (a chained row expanded).
    typealias MarkerCandidate = (slot: Int32, element: Double, row: SparseRow)

    /// The row ``markerLeavingSlot(_:)``'s tiers choose for `marker` among those whose
    /// element is at least `minimumElement` in magnitude, and the largest element of all.
    /// A row where the marker is rounding noise beside the row's own coefficients (or
    /// whose references cancel it out) is left out: dividing by the noise would blow
    /// every value up.
    private mutating func markerRowByTier(_ marker: Int32, minimumElement: Double)
        -> (candidate: MarkerCandidate, largestElement: Double)? {
        var zeroth: MarkerCandidate?, first: MarkerCandidate?, second: MarkerCandidate?
        var third: MarkerCandidate?, degenerate: MarkerCandidate?
        var largestElement = 0.0
        var r1 = Double.infinity, r2 = Double.infinity
        var b0 = Int32.max, b1 = Int32.max, b2 = Int32.max, b3 = Int32.max
        var degenerateRank = (length: Int.max, restricted: true, basic: Int32.max)
        for slot in liveRows(marker) {
            // A chained row's own entries are not its coefficients in non-basic symbols,
            // nor its constant its value (see Tableau+ChainedRows.swift).
            let row = isChainable(slot) && hasReferences(slot) ? expandedRow(slot) : rows[Int(slot)]
            let c = row.coefficient(of: marker)
            if abs(c) <= SparseRow.cancellation * row.largestMagnitude { continue }
            largestElement = max(largestElement, abs(c))
            guard abs(c) >= minimumElement else { continue }
            let here: MarkerCandidate = (slot, c, row)
            let basic = basicOf[Int(slot)]
            if kinds[Int(basic)] == .dummy {
                if basic < b0 { zeroth = here; b0 = basic }
                continue
            }
            if abs(row.constant) <= Self.epsilon {
                let rank = (length: row.count, restricted: kinds[Int(basic)].isRestricted, basic: basic)
                if rank.length < degenerateRank.length
                    || (rank.length == degenerateRank.length
                        && (!rank.restricted && degenerateRank.restricted
                            || (rank.restricted == degenerateRank.restricted && basic < degenerateRank.basic))) {
                    degenerate = here
                    degenerateRank = rank
                }
            }
            if kinds[Int(basic)] == .external {
                if basic < b3 { third = here; b3 = basic }
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 || (r == r1 && basic < b1) { r1 = r; first = here; b1 = basic }
            } else {
                let r = row.constant / c
                if r < r2 || (r == r2 && basic < b2) { r2 = r; second = here; b2 = basic }
            }
        }
        guard let candidate = zeroth ?? degenerate ?? first ?? second ?? third else { return nil }
        return (candidate, largestElement)
    }

    /// Whether pivoting `marker` in on `pivot`'s row keeps every other restricted row
    /// that holds it feasible (a dummy's at zero) within ``epsilon``.
    ///
    /// ``markerLeavingSlot(_:)`` asks this before it passes over a row whose element is
    /// tiny beside the marker's largest. Such an element is mostly what the rounding of
    /// long runs of substitutions leaves of a coefficient that is zero in exact
    /// arithmetic (3e-12 beside 1 in a 50-item stack); pivoting there multiplies every
    /// row the marker is in by its inverse, and values of 1e14 then lose their fractions.
    /// Passing it over moves that row's value by its element times the marker's new
    /// value, which this bounds.
    private mutating func keepsRestrictedRowsFeasible(pivotingOn pivot: MarkerCandidate, marker: Int32) -> Bool {
        // The pivot makes the row's basic symbol non-basic (zero): the marker takes the
        // value that zeroes the row.
        let markerValue = -pivot.row.constant / pivot.element
        for slot in liveRows(marker) where slot != pivot.slot {
            let kind = kinds[Int(basicOf[Int(slot)])]
            guard kind.isRestricted else { continue }
            let value = rows[Int(slot)].constant + rows[Int(slot)].coefficient(of: marker) * markerValue
            if kind == .dummy ? abs(value) > Self.epsilon : value < -Self.epsilon { return false }
        }
        return true
    }
}

// Adding and removing constraints and changing their constants, each atomically: a call
// either completes or leaves the solver exactly as it found it.

extension SolverCore {
    /// Rejects NaN and infinite numbers, invalid priorities and weights.
    mutating func validate(_ constraint: Constraint) throws(SolverError) {
        guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority) }
        guard constraint.weight.isFinite, constraint.weight > 0 else {
            throw .invalidNumber(constraint.weight, what: "weight of \(constraint)")
        }
        guard constraint.expression.constant.isFinite else {
            throw .invalidNumber(constraint.expression.constant, what: "constant of \(constraint)")
        }
        for term in constraint.expression.terms where !term.coefficient.isFinite {
            throw .invalidNumber(term.coefficient, what: "coefficient of \(term.variable) in \(constraint)")
        }
        try checkNumericRange(constraint)
        if constraint.priority.isRequired, constraint.contradiction != nil {
            throw .unsatisfiableConstraint(constraint, conflicting: [])
        }
    }

    /// Adds a validated constraint (or an edit variable's constraint).
    mutating func insert(_ constraint: Constraint, isEdit: Bool) throws(SolverError) {
        if insertAsChainedRow(constraint, isEdit: isEdit) { return }
        tableau.costChanged.removeAll(keepingCapacity: true)
        tableau.stalledRun = false
        let mark = tableau.allocationMark
        var (allocated, registered) = takeSymbolLists()
        defer { keepSymbolLists(&allocated, &registered) }

        // The row `expression + markers = 0`, with basic variables substituted.
        let expression = constraint.expression
        var row = SparseRow(constant: expression.constant)
        // The terms, with room for the markers and some substituted symbols.
        row.reserveCapacity(expression.terms.count + 4)
        // The magnitude of the sum the row's constant is: its rounding noise scales with it.
        var magnitude = abs(expression.constant)
        // Whether a basic variable's row was written in: only then can residues appear.
        var substituted = false
        for term in expression.terms {
            let s = symbol(for: term.variable, allocated: &allocated, registered: &registered)
            if term.coefficient == 0 { continue }
            substituted = substituted || tableau.isBasic(s)
            addTerm(s, times: term.coefficient, to: &row, magnitude: &magnitude)
        }

        let required = constraint.priority.isRequired
        let marker: Int32
        var other: Int32 = -1
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = tableau.newSymbol(.slack)
            allocated.append(marker)
            row.add(marker, sign)
            if !required {
                other = tableau.newSymbol(.error)
                allocated.append(other)
                row.add(other, -sign)
            }
        case .equal:
            if required {
                marker = tableau.newSymbol(.dummy)
                allocated.append(marker)
                row.add(marker, 1)
            } else {
                marker = tableau.newSymbol(.error)
                other = tableau.newSymbol(.error)
                allocated.append(marker)
                allocated.append(other)
                row.add(marker, -1)
                row.add(other, 1)
            }
        }
        let oldValueScale = tableau.valueScale
        // With a wide constraint held or added, the call ends by refining its solution
        // and checking every required constraint, with a journal open.
        let settles = wideConstraintCount > 0 || Self.isWide(constraint.expression)
        tableau.wide = settles
        // Substituting rows that carry rounding residues (1e-17 beside 1) gives cells that
        // are zero in exact arithmetic; as a subject one would divide the row by noise.
        // Coefficients are within 1e-3…1e3 here, so nothing real is that small.
        if substituted, !settles { row.dropResidues() }
        var released: Int32?
        tableau.noteMagnitude(magnitude)
        // The row's constant is zero within the rounding of the sum it is, not of the
        // largest value the tableau ever held.
        let tolerance = max(Tableau.epsilon, Tableau.relativeValueTolerance * magnitude)
        // A fresh variable (in no row yet) absorbs the constant: shifting it changes
        // nothing else, and a row with a zero constant may be solved for any symbol.
        var shifted: (symbol: Int32, old: Double)?
        if abs(row.constant) > tolerance, let fresh = freshestShiftable(in: row) {
            let a = row.coefficient(of: fresh)
            shifted = (fresh, tableau.shift[Int(fresh)])
            tableau.shift[Int(fresh)] -= row.constant / a
            tableau.valueChanges.note(fresh)
            tableau.noteMagnitude(tableau.shift[Int(fresh)])
            row.constant = 0
        }
        if row.constant < 0 { row.scale(by: -1) }

        let reusedSlot = !freeRecordSlots.isEmpty
        let recordSlot = nextRecordSlot()
        tableau.owner[Int(marker)] = recordSlot
        if other >= 0 { tableau.owner[Int(other)] = recordSlot }

        // What a refusal puts back, undone by a method rather than a local function: one
        // that captured the symbol lists, which the addition also passes `inout`, made
        // each access to them a run-time exclusivity check (two per addition).
        let undo = RefusedAddition(mark: mark, shifted: shifted, valueScale: oldValueScale)

        // A row of dummies only: redundant when its constant is zero, else contradictory.
        if row.cells.allSatisfy({ tableau.kind($0.symbol) == .dummy }) {
            if abs(row.constant) > tolerance {
                // Dummies within 1e-8 of zero satisfy the contract: a gap they close is
                // not a conflict it can state.
                if settles, abs(row.constant) <= Tableau.epsilon * row.largestMagnitude {
                    throw refuse(Self.marginalConflict(constraint), undo, allocated, registered)
                }
                let conflicting = requiredConstraints(owning: row.symbols, excluding: recordSlot)
                throw refuse(.unsatisfiableConstraint(constraint, conflicting: conflicting), undo, allocated, registered)
            }
            commitObjective(constraint, marker: marker, other: other)
            tableau.addRow(solvedFor: marker, consume row)
            record(constraint, slot: recordSlot, marker: marker, other: other, isEdit: isEdit)
            return
        }

        if let subject = chooseSubject(row, marker: marker, other: other, keeping: shifted?.symbol ?? -1,
                                       tolerance: tolerance,
                                       weakest: !settles && isAtOrBelowEveryLevel(constraint.priority)) {
            // Substituting the subject moves it from zero to its row's value; rows that
            // would turn infeasible need the dual simplex, which may fail: journal then.
            let risky = wouldTurnInfeasible(row, subject: subject)
            if risky || settles { tableau.beginJournal() }
            commitObjective(constraint, marker: marker, other: other)
            tableau.infeasible.removeAll(keepingCapacity: true)
            tableau.roundedBounds.removeAll(keepingCapacity: true)
            tableau.addRow(solvedFor: subject, consume row)
            if let stuck = tableau.dualOptimize() {
                let conflicting = requiredConstraints(inRow: stuck, excluding: recordSlot)
                let marginal = settles && tableau.isMarginal(tableau.rows[Int(stuck)])
                tableau.rollBack()
                if marginal { throw refuse(Self.marginalConflict(constraint), undo, allocated, registered) }
                if tableau.stalledRun { throw refuse(Self.cycling(constraint), undo, allocated, registered) }
                let error = settles || !required ? confirmedConflict(constraint, conflicting: conflicting)
                    : .unsatisfiableConstraint(constraint, conflicting: conflicting)
                throw refuse(error, undo, allocated, registered)
            }
            if let stuck = repairRoundedBounds(), required || settles {
                let conflicting = requiredConstraints(inRow: stuck, excluding: recordSlot)
                tableau.rollBack()
                throw refuse(confirmedConflict(constraint, conflicting: conflicting), undo, allocated, registered)
            }
            if risky, required, let error = unstable(constraint) {
                tableau.rollBack()
                throw refuse(error, undo, allocated, registered)
            }
        } else {
            tableau.beginJournal()
            commitObjective(constraint, marker: marker, other: other)
            if let conflicting = addWithArtificialVariable(row, recordSlot: recordSlot, tolerance: tolerance,
                                                           allocated: &allocated) {
                let marginal = settles && tableau.marginalShortfall
                tableau.rollBack()
                if marginal { throw refuse(Self.marginalConflict(constraint), undo, allocated, registered) }
                if tableau.stalledRun { throw refuse(Self.cycling(constraint), undo, allocated, registered) }
                let error = settles || !required ? confirmedConflict(constraint, conflicting: conflicting)
                    : .unsatisfiableConstraint(constraint, conflicting: conflicting)
                throw refuse(error, undo, allocated, registered)
            }
            if required, let error = unstable(constraint) {
                tableau.rollBack()
                throw refuse(error, undo, allocated, registered)
            }
            released = allocated.last
            releaseArtificialVariable(allocated: &allocated)
        }
        if !settles {
            tableau.commitJournal()
            tableau.optimize()
            record(constraint, slot: recordSlot, marker: marker, other: other, isEdit: isEdit)
            return
        }
        // A wide system: the refined solution must keep every required constraint, or
        // the call is refused (see ``settle()``).
        tableau.optimize()
        record(constraint, slot: recordSlot, marker: marker, other: other, isEdit: isEdit)
        let settled = settle()
        if let error = settled ? unstableSolution(constraint) : Self.unrepairable(constraint) {
            tableau.rollBack()
            unrecord(slot: recordSlot, reused: reusedSlot)
            if let released {
                // Put the released artificial variable back among the call's allocations.
                tableau.freeSymbols.removeLast()
                allocated.append(released)
            }
            throw refuse(error, undo, allocated, registered)
        }
        tableau.commitJournal()
    }

    /// What an addition refused before it is recorded puts back besides its symbols.
    struct RefusedAddition {
        let mark: Tableau.AllocationMark
        /// The fresh parameter shifted to absorb the row's constant, and its old shift.
        let shifted: (symbol: Int32, old: Double)?
        let valueScale: Double
    }

    /// Undoes an addition refused before it was recorded; returns `error`, to throw.
    mutating func refuse(_ error: SolverError, _ undo: RefusedAddition, _ allocated: [Int32],
                         _ registered: [Int32]) -> SolverError {
        if let shifted = undo.shifted { tableau.shift[Int(shifted.symbol)] = shifted.old }
        tableau.valueScale = undo.valueScale
        unregister(registered)
        tableau.undoAllocations(allocated, to: undo.mark)
        return error
    }

    /// The refusal of a required constraint that misses holding with the others by less
    /// than rounding decides (see ``Tableau/isMarginal(_:negated:)``).
    static func marginalConflict(_ constraint: Constraint) -> SolverError {
        .numericallyUnstable(constraint, reason: "it misses holding with the others by less than rounding decides")
    }

    /// The refusal of a call whose refined solution breaks a required constraint that the
    /// dual simplex cannot repair.
    static func unrepairable(_ constraint: Constraint) -> SolverError {
        .numericallyUnstable(constraint, reason: "rounding leaves a required constraint broken beyond repair")
    }

    /// A refusal when the refined solution breaks a required constraint (see
    /// ``firstBrokenRequired()``).
    func unstableSolution(_ constraint: Constraint) -> SolverError? {
        guard let broken = firstBrokenRequired() else { return nil }
        let (amount, magnitude, _) = violation(of: broken)
        return .numericallyUnstable(constraint, reason: "rounding would break \(broken) by"
            + " \(NumberFormat.short(amount)) in a sum of magnitude \(NumberFormat.short(magnitude))")
    }

    /// Undoes ``record(_:slot:marker:other:variables:isEdit:)`` for a call refused after it.
    /// `reused` tells whether the slot came from the free list (it goes back there) or
    /// was appended (it is cut off), so that the next call numbers slots as before.
    mutating func unrecord(slot: Int32, reused: Bool) {
        let record = records[Int(slot)]!
        if record.constraint.cachedOwner === token {
            record.constraint.cachedOwner = nil
        } else {
            constraintSlots[ObjectIdentifier(record.constraint)] = nil
        }
        constraintCount -= 1
        if Self.isWide(record.constraint.expression) { wideConstraintCount -= 1 }
        countUses(of: record.constraint.expression.terms, by: -1)
        if reused {
            records[Int(slot)] = nil
            freeRecordSlots.append(slot)
        } else {
            records.removeLast()
        }
    }

    /// The refusal of a call whose simplex run cycled on rounding.
    static func cycling(_ constraint: Constraint) -> SolverError {
        .numericallyUnstable(constraint, reason: "rounding makes the simplex method cycle")
    }

    /// A refusal when the solution just found does not satisfy the required `constraint`
    /// within the contract's tolerance: rounding beyond what the solver decides reliably.
    mutating func unstable(_ constraint: Constraint, constant: Double? = nil) -> SolverError? {
        let violation = memoisingViolation(of: constraint, constant: constant)
        guard !NumericContract.holds(violation) else { return nil }
        let (amount, magnitude, _) = violation
        return .numericallyUnstable(constraint, reason: "rounding would break it by \(NumberFormat.short(amount))"
            + " in a sum of magnitude \(NumberFormat.short(magnitude))")
    }

    /// Adds `coefficient·s` (`s` a variable) to `row`, and its size to `magnitude`, the
    /// sum whose rounding the row's constant carries. A basic variable's row is written
    /// out in its place, unless `namingBasic` (a chained row names it).
    mutating func addTerm(_ s: Int32, times coefficient: Double, to row: inout SparseRow, magnitude: inout Double,
                          namingBasic: Bool = false) {
        magnitude += abs(coefficient * (tableau.shift[Int(s)] + tableau.memoisedTableauValue(of: s)))
        row.constant += coefficient * tableau.shift[Int(s)]
        let slot = tableau.rowOf[Int(s)]
        if slot >= 0, !namingBasic {
            tableau.accumulate(into: &row, rowOf: slot, times: coefficient)
        } else {
            row.add(s, coefficient)
        }
    }

    /// The subject to solve a new row for.
    ///
    /// With a zero constant every choice keeps the tableau feasible, so the choice is
    /// about sparsity: the constraint's own slack, else the unrestricted symbol with the
    /// highest ``Variable/subjectPreference`` (then the fewest rows, then the lowest id;
    /// the symbol that was just shifted to absorb the constant only as a last resort),
    /// else its own error, else ``cheapestRestrictedSubject(in:)``. With a non-zero
    /// constant, kiwi's rule: an unrestricted symbol, else the constraint's own slack or
    /// error if its coefficient is negative; for the `weakest` constraint (see
    /// ``isAtOrBelowEveryLevel(_:)``) its own slack or error first.
    ///
    /// Solved for its own fresh slack or error, the weakest constraint's row leaves every
    /// other row and value as it is, and the primal simplex weighs the new level alone.
    /// Solved for an unrestricted symbol, it would move that symbol to satisfy the weakest
    /// constraint exactly, every row holding it would follow, and the dual simplex would
    /// undo it: a stack item's `height == 0 @25` (its ambiguity suppression) took a
    /// journal, two substitutions and a dual pivot that way.
    func chooseSubject(_ row: SparseRow, marker: Int32, other: Int32, keeping parameter: Int32,
                        tolerance: Double, weakest: Bool = false) -> Int32? {
        let zeroConstant = abs(row.constant) <= tolerance
        guard let subject = preferredSubject(row, marker: marker, other: other, keeping: parameter,
                                             zeroConstant: zeroConstant, weakest: weakest) else { return nil }
        return stableSubject(subject, in: row, zeroConstant: zeroConstant)
    }

    /// The subject, or, when its coefficient is tiny beside the row's largest (below
    /// ``Tableau/pivotRatio`` of it), the symbol of the same freedom with the largest
    /// coefficient: any unrestricted symbol for an unrestricted subject, and any
    /// non-dummy symbol when the row's constant is zero. Dividing the row by a tiny
    /// coefficient would multiply every rounding error it carries.
    // Inlined, as the two helpers below: called out of line from `insert`, each call
    // first copied the whole solver (928 bytes).
    @inline(__always)
    func stableSubject(_ subject: Int32, in row: SparseRow, zeroConstant anySymbol: Bool) -> Int32 {
        let largest = row.largestMagnitude
        guard abs(row.coefficient(of: subject)) < Tableau.pivotRatio * largest else { return subject }
        guard anySymbol || tableau.kind(subject) == .external else { return subject }
        var best = subject
        var bestMagnitude = abs(row.coefficient(of: subject))
        for cell in row.cells where abs(cell.coefficient) > bestMagnitude {
            let kind = tableau.kind(cell.symbol)
            if kind == .external || (anySymbol && kind != .dummy) {
                best = cell.symbol
                bestMagnitude = abs(cell.coefficient)
            }
        }
        return best
    }

    /// Whether a constraint at `priority` is optional and no level in use is below it.
    /// - Complexity: O(levels).
    func isAtOrBelowEveryLevel(_ priority: Priority) -> Bool {
        !priority.isRequired
            && !tableau.levels.contains { $0.priority < priority && $0.constraintCount > 0 }
    }

    /// The subject the sparsity rules prefer (see ``chooseSubject(_:marker:other:keeping:)``).
    func preferredSubject(_ row: SparseRow, marker: Int32, other: Int32, keeping parameter: Int32,
                          zeroConstant: Bool, weakest: Bool = false) -> Int32? {
        if zeroConstant, tableau.kind(marker) == .slack { return marker }
        if !zeroConstant, weakest, let own = ownPivotableSubject(row, marker: marker, other: other) { return own }
        // The symbol just shifted to absorb the constant stays a parameter if it can.
        if let external = bestExternal(in: row, avoiding: parameter) ?? bestExternal(in: row, avoiding: -1) {
            return external
        }
        if zeroConstant {
            if tableau.kind(marker) == .error { return marker }
            if other >= 0 { return other }
            return cheapestRestrictedSubject(in: row)
        }
        return ownPivotableSubject(row, marker: marker, other: other)
    }

    /// The constraint's own slack or error whose coefficient is negative, if any.
    func ownPivotableSubject(_ row: SparseRow, marker: Int32, other: Int32) -> Int32? {
        if isPivotableSubject(marker, in: row) { return marker }
        if other >= 0, isPivotableSubject(other, in: row) { return other }
        return nil
    }

    /// The slack or error a zero-constant row is solved for when it has no unrestricted
    /// symbol: a slack, which no objective level prices, else the error of the lowest
    /// priority (the lowest id among equals).
    ///
    /// A basic error's row joins its level's cost row. Closing lengths that are each a
    /// share at their own level (a `fillProportionally` stack) gives a row naming every
    /// share's error: solved for the error of the highest level, it was handed down the
    /// levels by the primal simplex, one pivot per level, the whole row written each time.
    ///
    /// - Complexity: O(row.count).
    func cheapestRestrictedSubject(in row: SparseRow) -> Int32? {
        var best: Int32 = -1
        var bestLevel = Priority.required
        for cell in row.cells {
            let kind = tableau.kind(cell.symbol)
            if kind == .slack { return cell.symbol }
            guard kind == .error else { continue }
            let owner = Int(tableau.owner[Int(cell.symbol)])
            let level = owner >= 0 ? records[owner]?.level ?? .required : .required
            if best < 0 || level < bestLevel { best = cell.symbol; bestLevel = level }
        }
        return best >= 0 ? best : nil
    }

    /// The unrestricted symbol of `row` that should become basic: highest subject
    /// preference, then the fewest rows (least fill-in now), then the lowest id.
    func bestExternal(in row: SparseRow, avoiding avoided: Int32) -> Int32? {
        var best: Int32 = -1
        var bestKey = (Int.min, Int.min)
        for cell in row.cells where tableau.kind(cell.symbol) == .external && cell.symbol != avoided {
            let s = cell.symbol
            let key = (preference(of: s), -Int(tableau.columns[Int(s)].length))
            if key > bestKey { best = s; bestKey = key }
        }
        return best >= 0 ? best : nil
    }

    /// The fresh unrestricted symbol of `row` best kept as a parameter: the lowest
    /// subject preference, then the lowest id.
    @inline(__always)
    func freshestShiftable(in row: SparseRow) -> Int32? {
        var best: Int32 = -1
        var bestPreference = Int.max
        for cell in row.cells where tableau.kind(cell.symbol) == .external && tableau.isFresh(cell.symbol) {
            let p = preference(of: cell.symbol)
            if p < bestPreference { best = cell.symbol; bestPreference = p }
        }
        return best >= 0 ? best : nil
    }

    func preference(of s: Int32) -> Int { variableOfSymbol[Int(s)]?.subjectPreference ?? 0 }

    /// A slack or error with a negative coefficient: solving for it keeps the row feasible.
    @inline(__always)
    func isPivotableSubject(_ s: Int32, in row: SparseRow) -> Bool {
        let kind = tableau.kind(s)
        return (kind == .slack || kind == .error) && row.coefficient(of: s) < 0
    }

    /// Whether solving `row` for `subject` and substituting it would make a restricted
    /// row negative.
    ///
    /// Negative by more than ``Tableau/epsilon``, not by more than the tableau's
    /// tolerance: a value in between passes the dual simplex as zero but is repaired
    /// afterwards (``repairRoundedBounds()``), and that repair may refuse the call, which
    /// must then find a journal to roll back.
    mutating func wouldTurnInfeasible(_ row: SparseRow, subject: Int32) -> Bool {
        let value = -row.constant / row.coefficient(of: subject)
        let tolerance = Tableau.epsilon
        if tableau.kind(subject).isRestricted, value < -tolerance { return true }
        if value == 0 { return false }
        for slot in tableau.liveRows(subject) {
            let basic = tableau.basicOf[Int(slot)]
            guard tableau.kind(basic).isRestricted else { continue }
            let r = tableau.rows[Int(slot)]
            if r.constant + r.coefficient(of: subject) * value < -tolerance { return true }
        }
        return false
    }

    /// Adds an optional constraint's errors to its level of the objective.
    mutating func commitObjective(_ constraint: Constraint, marker: Int32, other: Int32) {
        guard !constraint.priority.isRequired else { return }
        let k = tableau.ensureLevel(constraint.priority)
        tableau.levels[k].constraintCount += 1
        if tableau.kind(marker) == .error { tableau.addToObjective(level: k, marker, weight: constraint.weight) }
        if other >= 0 { tableau.addToObjective(level: k, other, weight: constraint.weight) }
    }

    /// Phase one for a row without a subject: minimise an artificial variable equal to
    /// the row. Returns `nil` on success (the caller releases the artificial variable
    /// once the addition stands), or the required constraints that keep it above zero
    /// (the tableau must then be restored by the caller).
    mutating func addWithArtificialVariable(_ row: SparseRow, recordSlot: Int32, tolerance: Double,
                                            allocated: inout [Int32]) -> [Constraint]? {
        let art = tableau.newSymbol(.slack)
        allocated.append(art)
        tableau.addRow(basic: art, row)
        tableau.artificial = row
        tableau.optimize(artificialPhase: true)
        let objective = tableau.artificial!
        tableau.artificial = nil
        tableau.marginalShortfall = tableau.isMarginal(objective, negated: true)
        if abs(objective.constant) > tolerance {
            return requiredConstraints(owning: objective.symbols, excluding: recordSlot)
        }
        let slot = tableau.rowOf[Int(art)]
        if slot >= 0 {
            var artRow = tableau.removeRow(slot)
            // Prefer a slack or error, as kiwi does; any non-dummy symbol will do.
            let entering = artRow.symbols.first { let k = tableau.kind($0); return k == .slack || k == .error }
                ?? artRow.symbols.first { tableau.kind($0) != .dummy }
            if let entering {
                let a = artRow.remove(entering)
                artRow.scale(by: -1 / a)
                artRow.add(art, 1 / a)
                tableau.addRow(basic: entering, artRow)
                tableau.substitute(entering, with: artRow)
            }
        }
        return nil
    }

    /// Drops the artificial variable of a row added by
    /// ``addWithArtificialVariable(_:recordSlot:tolerance:allocated:)``, once the addition stands.
    mutating func releaseArtificialVariable(allocated: inout [Int32]) {
        guard let art = allocated.popLast() else { return }
        tableau.scrub(art)
        tableau.releaseSymbol(art)
    }

    /// Stores the record of a constraint that was added.
    mutating func record(_ constraint: Constraint, slot: Int32, marker: Int32, other: Int32, isEdit: Bool) {
        let record = ConstraintRecord(constraint: constraint, marker: marker, other: other,
                                      level: constraint.priority.isRequired ? nil : constraint.priority,
                                      constant: constraint.expression.constant, isEdit: isEdit)
        if Int(slot) == records.count {
            records.append(record)
        } else {
            records[Int(slot)] = record
            freeRecordSlots.removeLast()  // the slot came from the end of the free list
        }
        if constraint.cachedOwner == nil {
            constraint.cachedOwner = token
            constraint.cachedSlot = slot
        } else {
            constraintSlots[ObjectIdentifier(constraint)] = slot
        }
        constraintCount += 1
        if Self.isWide(constraint.expression) { wideConstraintCount += 1 }
        let terms = constraint.expression.terms
        countUses(of: terms, by: 1)
        if !isEdit, let s = soleSymbol(of: terms) { noteBound(slot: slot, constraint, variable: s) }
    }

    /// The slot the next record will take (not yet reserved).
    mutating func nextRecordSlot() -> Int32 { freeRecordSlots.last ?? Int32(records.count) }

    /// Removes the constraint in a record slot (known to be valid).
    ///
    /// A removal keeps the tableau feasible (the marker leaves through a row kiwi's rule
    /// chooses) but may leave it short of the optimum; the primal simplex that restores
    /// it is deferred to the next call that needs it (see ``restoreOptimum()``), so that
    /// removals in a row share one run. One at a time, each run could move the solution
    /// through a state the next removal undoes: showing an item of a pinned
    /// proportionally filled stack removes the spacing that skipped it, and the run after
    /// it pivoted twice on the row that names every item before the removal of the
    /// item's parking pivoted back.
    ///
    /// Only a caller's removal defers (`deferringOptimum`): a constraint taken out to be
    /// added back changed (``reinsert(slot:applying:undoing:)``) meets the dual simplex
    /// at once, which needs the optimum.
    mutating func erase(slot: Int32, deferringOptimum: Bool = false) {
        if !optimumPending { tableau.costChanged.removeAll(keepingCapacity: true) }
        tableau.wide = wideConstraintCount > 0
        if records[Int(slot)]!.twin >= 0 {
            handOverToTwin(slot: slot)
        } else if !removeRow(ofRecordIn: slot) {
            return
        }
        forgetRecord(in: slot)
        tableau.infeasible.removeAll(keepingCapacity: true)
        optimumPending = true
        // With a wide constraint in play, each call ends refined and checked (see
        // ``settle()``): the optimum first.
        if !deferringOptimum || wideConstraintCount > 0 || refinesOnce {
            restoreOptimum()
            settleOrKeepValues()
        }
    }

    /// Runs the primal simplex that removals deferred (see ``erase(slot:)``), if any:
    /// every call but a removal starts with it, and so does every read of the solution.
    mutating func restoreOptimum() {
        guard optimumPending else { return }
        optimumPending = false
        tableau.optimize()
    }

    /// Refines and repairs the values after a call that cannot be refused (see
    /// ``settle()``); when a required row stays broken, the values from before are kept.
    /// A borderline pair (`1347·x ≥ 2.5e-5` beside `−4.8e-6·x ≥ 0`, infeasible by 1.8e-8
    /// in x) holds within the tolerance before refinement; removing the second one's
    /// residual of 8.8e-14 moved x by 1.8e-8 and broke the first by 2.5e-5.
    mutating func settleOrKeepValues() {
        guard wideConstraintCount > 0 || refinesOnce else { return }
        let opened = tableau.journal == nil
        if opened { tableau.beginJournal() }
        let settled = settle()
        guard opened else { return }
        if settled { tableau.commitJournal() } else { tableau.rollBack() }
    }

    /// Takes the row of the constraint in `slot` out of the tableau, with its symbols and
    /// its errors' costs; the record stays for ``forgetRecord(in:)``.
    ///
    /// Returns `false` when the tableau was written anew from the other constraints
    /// instead, because the only row the marker could leave through holds it as a rounding
    /// residue (see ``rebuildTableau(dropping:)``); the record is then gone with the rest.
    private mutating func removeRow(ofRecordIn slot: Int32) -> Bool {
        let record = records[Int(slot)]!
        let marker = record.marker
        let other = record.other

        // Chosen before anything changes: a rebuild starts from the records alone.
        var leaving: Int32?
        if !tableau.isBasic(marker) {
            var exit = tableau.markerLeavingSlot(marker, mayRebuild: mayRebuild)
            if exit == .residue {
                if rebuildTableau(dropping: slot) { return false }
                exit = tableau.markerLeavingSlot(marker, mayRebuild: false)
            }
            if case .pivot(let row) = exit { leaving = row }
        }

        if let level = record.level, let k = tableau.levelIndex(of: level) { withdrawErrors(of: record, fromLevel: k) }

        // Make the marker basic and drop its row: the constraint's row leaves the tableau.
        if tableau.isBasic(marker) {
            tableau.removeRow(tableau.rowOf[Int(marker)])
        } else if let leaving {
            tableau.pivot(slot: leaving, entering: marker)
            tableau.removeRow(tableau.rowOf[Int(marker)])
        }
        // What is left of the markers is zero for good; clear rounding noise.
        discardMarker(marker)
        if other >= 0 { discardMarker(other) }
        if let level = record.level, let k = tableau.levelIndex(of: level) { tableau.releaseLevel(k) }
        return true
    }

    /// Drops the record of a constraint whose symbols have left the tableau (or passed
    /// to its twin), and the variables no other constraint uses.
    mutating func forgetRecord(in slot: Int32) {
        let record = records[Int(slot)]!
        if record.constraint.cachedOwner === token {
            record.constraint.cachedOwner = nil
        } else {
            constraintSlots[ObjectIdentifier(record.constraint)] = nil
        }
        constraintCount -= 1
        if Self.isWide(record.constraint.expression) {
            wideConstraintCount -= 1
            // The rounding of the wide constraints stays in the rows: refine once more.
            if wideConstraintCount == 0 { refinesOnce = true }
        }
        // So does the rounding of values far beyond a layout's (a constant of 1e6 divided
        // by a coefficient of 1e-3), which stays in the rows once they are gone.
        if tableau.valueScale > Self.refinedValueScale { refinesOnce = true }
        records[Int(slot)] = nil
        freeRecordSlots.append(slot)
        countUses(of: record.constraint.expression.terms, by: -1, releasingUnused: true)
    }

    /// Takes an optional constraint's errors out of level `k` of the objective.
    mutating func withdrawErrors(of record: ConstraintRecord, fromLevel k: Int) {
        let weight = record.constraint.weight
        if tableau.kind(record.marker) == .error { tableau.addToObjective(level: k, record.marker, weight: -weight) }
        if record.other >= 0 { tableau.addToObjective(level: k, record.other, weight: -weight) }
    }

    /// Drops a removed constraint's marker or error symbol, which is zero for good.
    mutating func discardMarker(_ s: Int32) {
        if tableau.isBasic(s) { tableau.removeRow(tableau.rowOf[Int(s)]) }
        tableau.scrub(s)
        tableau.releaseSymbol(s)
    }

    /// Sets the constant of a held constraint's expression. Required constraints may
    /// become unsatisfiable, so their changes run with a journal open.
    mutating func changeConstant(slot: Int32, to constant: Double) throws(SolverError) {
        let record = records[Int(slot)]!
        let delta = constant - record.constant
        if delta == 0 { return }
        let refusable = record.level == nil
        try checkNumericRange(record.isEdit ? -constant : constant, of: record.constraint,
                              what: record.isEdit ? "suggestion" : "constant")
        // A twin leaves the shared row (see mergeTwins).
        if record.twin >= 0 {
            let old = record.constant
            return try reinsert(slot: slot, applying: { $0.expression.constant = constant },
                                undoing: { $0.expression.constant = old })
        }

        let oldValueScale = tableau.valueScale
        // With a wide constraint held, the call ends by refining its solution and checking
        // every required constraint (see ``settle()``), and may be refused then.
        let settles = wideConstraintCount > 0
        tableau.wide = settles
        if refusable || settles { tableau.beginJournal() }
        tableau.noteMagnitude(constant)
        tableau.infeasible.removeAll(keepingCapacity: true)
        tableau.roundedBounds.removeAll(keepingCapacity: true)
        tableau.costChanged.removeAll(keepingCapacity: true)

        // expression + μ·marker = 0 with the constant raised by δ is the old system with
        // the marker shifted: marker_old = marker_new + δ/μ.
        let shift = delta / record.markerCoefficient
        let marker = record.marker
        tableau.stalledRun = false
        var stuck: Int32? = nil
        shiftMarker(marker, by: shift)
        stuck = tableau.dualOptimize()
        if let stuck {
            let conflicting = requiredConstraints(inRow: stuck, excluding: slot)
            if refusable, settles, tableau.isMarginal(tableau.rows[Int(stuck)]) {
                tableau.rollBack()
                throw Self.marginalConflict(record.constraint)
            }
            if refusable {
                tableau.rollBack()
            } else {
                // An optional constraint's errors always leave the dual simplex a way
                // out; should rounding block it anyway, shift back and re-solve.
                tableau.infeasible.removeAll(keepingCapacity: true)
                shiftMarker(marker, by: -shift)
                _ = tableau.dualOptimize()
                tableau.valueScale = oldValueScale
                tableau.commitJournal()
            }
            if tableau.stalledRun { throw Self.cycling(record.constraint) }
            if refusable, settles {
                throw confirmedConflict(record.constraint, constant: constant, conflicting: conflicting)
            }
            throw .unsatisfiableConstraint(record.constraint, conflicting: conflicting)
        }
        if let stuck = repairRoundedBounds(), refusable {
            let conflicting = requiredConstraints(inRow: stuck, excluding: slot)
            tableau.rollBack()
            throw confirmedConflict(record.constraint, constant: constant, conflicting: conflicting)
        }
        // The dual simplex keeps the objective optimal up to its ratio test's tolerance:
        // ratios within it count as ties, and a tie taken the wrong way leaves a small
        // negative reduced cost (−1e-6 against a ratio of 1e-8). The primal simplex
        // takes it out; it looks only at symbols whose costs the pivots changed.
        tableau.optimize()
        if refusable, let error = unstable(record.constraint, constant: constant) {
            tableau.rollBack()
            throw error
        }
        records[Int(slot)]!.constant = constant
        if settles {
            let settled = settle()
            if let error = settled ? unstableSolution(record.constraint) : Self.unrepairable(record.constraint) {
                tableau.rollBack()
                records[Int(slot)]!.constant = record.constant
                throw error
            }
        }
        tableau.commitJournal()
        record.constraint.expression.constant = constant
    }

    /// Rewrites the tableau for `marker_old = marker_new + shift`: the marker's row
    /// constant if it is basic, else the constants of the rows that contain it. Rows
    /// that may have turned infeasible are queued for the dual simplex.
    mutating func shiftMarker(_ marker: Int32, by shift: Double) {
        if tableau.isBasic(marker) {
            let rowSlot = tableau.rowOf[Int(marker)]
            tableau.touchConstant(rowSlot)
            tableau.forgetResolvedValue(ofRowIn: rowSlot)
            tableau.rows[Int(rowSlot)].constant -= shift
            tableau.infeasible.append(marker)
        } else {
            var node = tableau.columns[Int(marker)].head
            while node >= 0 {
                let rowSlot = tableau.nodes[Int(node)].slot
                node = tableau.nodes[Int(node)].next
                let si = Int(rowSlot)
                tableau.touchConstant(rowSlot)
                tableau.forgetResolvedValue(ofRowIn: rowSlot)
                tableau.rows[si].constant += tableau.rows[si].coefficient(of: marker) * shift
                let basic = tableau.basicOf[si]
                let kind = tableau.kind(basic)
                // A dummy row (a redundant copy of a required equality) is violated at
                // any value but zero; other restricted rows only below zero.
                if kind == .dummy ? abs(tableau.rows[si].constant) > tableau.constantTolerance
                    : kind.isRestricted && tableau.rows[si].constant < 0 {
                    tableau.infeasible.append(basic)
                }
            }
        }
    }

    // MARK: - Conflicts

    /// The required constraints whose markers are among `symbols`.
    mutating func requiredConstraints(owning symbols: [Int32], excluding excluded: Int32) -> [Constraint] {
        var slots: [Int32] = []
        for s in symbols {
            let kind = tableau.kind(s)
            guard kind == .slack || kind == .dummy else { continue }
            let owner = tableau.owner[Int(s)]
            guard owner >= 0, owner != excluded, !slots.contains(owner),
                  let record = records[Int(owner)], record.level == nil else { continue }
            slots.append(owner)
        }
        return slots.sorted().map { records[Int($0)]!.constraint }
    }

    /// The required constraints behind an infeasible row: its basic symbol and every
    /// symbol in it.
    mutating func requiredConstraints(inRow slot: Int32, excluding excluded: Int32) -> [Constraint] {
        let basic = tableau.basicOf[Int(slot)]
        return requiredConstraints(owning: [basic] + tableau.rows[Int(slot)].symbols, excluding: excluded)
    }
}

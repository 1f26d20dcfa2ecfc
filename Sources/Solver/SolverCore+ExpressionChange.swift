// Changing the coefficients of a constraint the solver holds, atomically.

extension SolverCore {
    mutating func setExpression(_ expression: Expression, of constraint: Constraint) throws(SolverError) {
        guard let slot = slot(of: constraint) else { throw .unknownConstraint(constraint) }
        let old = constraint.expression
        constraint.expression = expression
        do {
            try validate(constraint)
        } catch {
            constraint.expression = old
            throw error
        }
        if canChangeInPlace(slot: slot, from: old, to: expression),
           let markerChange = markerChange(slot: slot, from: old, to: expression) {
            try changeInPlace(slot: slot, by: markerChange, from: old)
        } else {
            try replaceRow(slot: slot, from: old)
        }
    }

    /// Whether the change can be made by moving the constraint's marker (see
    /// ``changeInPlace(slot:by:from:)``): a required equality whose marker is not basic,
    /// over the same variables, in a system without wide constraints.
    private func canChangeInPlace(slot: Int32, from old: Expression, to new: Expression) -> Bool {
        let record = records[Int(slot)]!
        guard record.level == nil, record.constraint.relation == .equal, !record.isEdit,
              wideConstraintCount == 0, !Self.isWide(new), !tableau.isBasic(record.marker) else { return false }
        let oldVariables = Set(old.terms.lazy.map { ObjectIdentifier($0.variable) })
        return oldVariables == Set(new.terms.lazy.map { ObjectIdentifier($0.variable) })
    }

    /// What the marker `d` of the required equality in `slot` stands for once its
    /// expression changes from `old` to `new`, written in non-basic symbols (see
    /// ``changeInPlace(slot:by:from:)``), with the magnitude of the terms; nil
    /// when the change cannot be made in place.
    ///
    /// `old + d = 0` held with its dummy `d` non-basic; `new + d′ = 0` is `old + Δ + d′ = 0`
    /// with `Δ = new − old`, so `d = d′ + Δ`. Written in non-basic symbols, `Δ` may name `d`
    /// itself, with some coefficient `δ`: when a basic variable of `Δ` is defined through
    /// this very constraint (an unpinned stack's canvas length, which only its equal share
    /// fixes). Then `d = d′ + Δ′ + δ·d`, that is `d = (d′ + Δ′ + δ·d′) / (1 − δ)` in the
    /// symbol that goes on to stand for `d′`: the row added is `Δ / (1 − δ)`. With `δ`
    /// near 1 the new expression no longer fixes what the old one did, and the change
    /// is made by removal and addition instead.
    private mutating func markerChange(slot: Int32, from old: Expression, to new: Expression)
        -> (row: SparseRow, magnitude: Double)? {
        let record = records[Int(slot)]!
        var difference = new - old
        difference.constant = new.constant - old.constant
        var delta = SparseRow(constant: difference.constant)
        var magnitude = abs(new.constant)
        for term in difference.terms where term.coefficient != 0 {
            // Same variables as before: every one has a symbol.
            guard let s = existingSymbol(for: term.variable) else { continue }
            addTerm(s, times: term.coefficient, to: &delta, magnitude: &magnitude)
        }
        delta.scale(by: 1 / record.markerCoefficient)
        let selfReference = delta.coefficient(of: record.marker)
        guard abs(1 - selfReference) >= Tableau.pivotRatio else { return nil }
        if selfReference != 0 { delta.scale(by: 1 / (1 - selfReference)) }
        return (delta, magnitude)
    }

    /// Changes a required equality from `old` (the constraint holds its new expression
    /// already) by moving its marker, as a constant change does: every row and objective
    /// level naming the marker gains its coefficient of it times `markerChange`.
    ///
    /// A stack's equal share changing from 1/n to 1/(n − 1) of its canvas touches the
    /// rows that name the share's marker, a few cells each, instead of removing the
    /// constraint, which would tie every length to the chain of every item until the new
    /// one is added (N² cells).
    /// - Complexity: O(rows naming the marker × cells of the change), then the dual simplex.
    private mutating func changeInPlace(slot: Int32, by markerChange: (row: SparseRow, magnitude: Double),
                                        from old: Expression) throws(SolverError) {
        let record = records[Int(slot)]!
        let constraint = record.constraint
        tableau.costChanged.removeAll(keepingCapacity: true)
        tableau.infeasible.removeAll(keepingCapacity: true)
        tableau.roundedBounds.removeAll(keepingCapacity: true)
        tableau.stalledRun = false
        tableau.wide = false

        let oldValueScale = tableau.valueScale
        func refuse(_ error: SolverError) -> SolverError {
            tableau.rollBack()
            tableau.valueScale = oldValueScale
            constraint.expression = old
            return error
        }
        tableau.beginJournal()
        tableau.noteMagnitude(markerChange.magnitude)
        tableau.addToEveryRow(naming: record.marker, markerChange.row)
        if let stuck = tableau.dualOptimize() {
            let conflicting = requiredConstraints(inRow: stuck, excluding: slot)
            throw refuse(tableau.stalledRun ? Self.cycling(constraint)
                : .unsatisfiableConstraint(constraint, conflicting: conflicting))
        }
        if let stuck = repairRoundedBounds() {
            let conflicting = requiredConstraints(inRow: stuck, excluding: slot)
            throw refuse(confirmedConflict(constraint, conflicting: conflicting))
        }
        tableau.optimize()
        if let error = unstable(constraint) { throw refuse(error) }
        tableau.commitJournal()
        records[Int(slot)]!.constant = constraint.expression.constant
    }

    /// Changes the constraint in `slot` (which holds its new expression already) by
    /// removing it and adding it again; if the addition is refused, the old expression is
    /// added back, so that the solution stays (the basis may differ).
    private mutating func replaceRow(slot: Int32, from old: Expression) throws(SolverError) {
        let constraint = records[Int(slot)]!.constraint
        let new = constraint.expression
        constraint.expression = old
        try reinsert(slot: slot, applying: { $0.expression = new }, undoing: { $0.expression = old })
    }

    /// Removes the constraint in `slot` and adds it again with `change` applied; if the
    /// addition is refused, `undo` restores the constraint and it is added back as it
    /// was (it held before, so that cannot conflict): the solution stays, the basis may
    /// differ.
    mutating func reinsert(slot: Int32, applying change: (Constraint) -> Void,
                           undoing undo: (Constraint) -> Void) throws(SolverError) {
        let constraint = records[Int(slot)]!.constraint
        erase(slot: slot)
        change(constraint)
        do {
            try insert(constraint, isEdit: false)
        } catch {
            undo(constraint)
            try? insert(constraint, isEdit: false)
            throw error
        }
    }
}

extension Tableau {
    /// Adds `factor·source` to the row in `slot` without changing which cells it has, if
    /// it names every symbol of `source` and no coefficient cancels; returns whether it
    /// did. The same sums as a merge, so the same numbers, but no new storage and, in a
    /// journal, the old coefficients rather than a copy of the row.
    ///
    /// An equally filled stack's hide changes its equal share's multiplier: the change
    /// reaches every item's size bounds, 20 000 rows in a 10 000-item stack, each naming
    /// the same few symbols already. A copy of each row for the journal, and the merge
    /// into new storage it forced, were a third of the hide. `symbols` is where
    /// ``noteInPlaceChange(_:)`` kept the source's symbols in the journal (if one is open).
    /// - Complexity: O(n + m) for n cells of the row and m of `source`.
    private mutating func addInPlace(_ source: SparseRow, times factor: Double, toRowIn slot: Int32,
                                     journaledAs symbols: Int32) -> Bool {
        // At most a few cells: a longer source takes the merge.
        guard source.count <= Self.inPlaceCells else { return false }
        inPlaceOldCoefficients.removeAll(keepingCapacity: true)
        guard let oldConstant = rows[Int(slot)].addInPlace(source, times: factor, old: &inPlaceOldCoefficients)
        else { return false }
        touchInPlace(slot, oldConstant: oldConstant, symbols: symbols, oldCoefficients: inPlaceOldCoefficients)
        changes.mergedCells += source.count
        return true
    }

    /// The longest source ``addInPlace(_:times:toRowIn:journaledAs:)`` takes.
    static let inPlaceCells = 8

    /// Adds, to every row and objective level naming `s`, its coefficient of `s` times
    /// `row` (which names non-basic symbols only), noting rows that turn infeasible.
    mutating func addToEveryRow(naming s: Int32, _ row: SparseRow) {
        // Cells change, not only constants: memoised values go.
        forgetResolvedValues()
        var slots: [Int32] = []
        let inPlaceSymbols = row.count <= Self.inPlaceCells ? noteInPlaceChange(row) : -1
        var node = columns[Int(s)].head
        while node >= 0 {
            slots.append(nodes[Int(node)].slot)
            node = nodes[Int(node)].next
        }
        for slot in slots {
            let si = Int(slot)
            guard let at = rows[si].index(of: s) else { continue }
            let factor = rows[si].cell(at: at).coefficient
            if !addInPlace(row, times: factor, toRowIn: slot, journaledAs: inPlaceSymbols) {
                touch(slot)
                SparseRow.merge(into: &rows[si], adding: row, times: factor, eliminating: -1,
                                changes: &changes, trackChanges: true)
                reindex(slot: slot)
            }
            let basic = basicOf[si]
            let kind = kinds[Int(basic)]
            if kind == .dummy ? abs(rows[si].constant) > constantTolerance
                : kind.isRestricted && rows[si].constant < 0 {
                infeasible.append(basic)
            }
        }
        for k in levelsToSearch(for: s) {
            let factor = levels[k].row.coefficient(of: s)
            guard factor != 0 else { continue }
            touchLevel(k, row.cells.lazy.map(\.symbol))
            levels[k].scale = max(levels[k].scale, abs(factor) * row.largestMagnitude)
            changes.mergedCells += levels[k].row.merge(adding: row, times: factor, eliminating: -1)
            noteCostsChanged(symbolsOf: row)
        }
    }
}

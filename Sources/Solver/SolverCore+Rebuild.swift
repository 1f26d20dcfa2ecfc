// Writing the tableau anew from the constraints held, when rounding has left its columns
// saying something else than their constraints (Docs/Solver.md, "Rebuilding a drifted
// tableau").

extension SolverCore {
    /// Replaces the tableau by one built from scratch out of the constraints held, all
    /// but the one in `dropped`, as a fresh solver given them in record order would.
    ///
    /// Long runs of additions and removals leave rounding residues in the rows: entries
    /// of 1e-11 beside 1 where exact arithmetic has zero, and columns whose other entries
    /// have drifted with them. Such a column is harmless while its symbol stays at zero,
    /// and breaks required constraints once a pivot moves the symbol: a removal whose
    /// marker can only leave through a residue's row (see
    /// ``Tableau/markerLeavingSlot(_:mayRebuild:)``), or a primal run whose entering
    /// symbol only a residue bounds (see ``Tableau/drifted``). Both happened in 50-item
    /// `equalSpacing` stacks after 35 steps of random hides and shows. A tableau written
    /// from the constraints has no residues; its values are what a fresh solver finds.
    ///
    /// Kept across the rebuild: each variable's last reported value (so that
    /// ``takeChanges()`` reports what moved, and the variables no constraint
    /// uses any more), the edit variables with their suggestions, and the statistics'
    /// counts of work done. The caller makes sure of ``mayRebuild``. Should a constraint
    /// be refused on the way, which would lose it, the tableau stays as it was and
    /// `false` is returned.
    ///
    /// ```swift
    /// // removeRow(ofRecordIn:), when the marker could only leave through a residue:
    /// if rebuildTableau(dropping: slot) { return false }
    /// ```
    /// - Complexity: what adding every held constraint to a fresh solver costs.
    mutating func rebuildTableau(dropping dropped: Int32? = nil) -> Bool {
        assert(mayRebuild)
        let held = records.enumerated().compactMap { slot, record in Int32(slot) == dropped ? nil : record }
        releaseCaches()
        var fresh = SolverCore(token: token)
        fresh.confirmsConflicts = confirmsConflicts
        // A drift met while building would rebuild again: the new tableau is built as
        // tableaux were before drift was looked for.
        fresh.rebuildsOnDrift = false
        for record in held {
            do {
                try fresh.change { (core) throws(SolverError) in
                    try core.insert(record.constraint, isEdit: record.isEdit)
                }
            } catch {
                fresh.releaseCaches()
                reclaimCaches()
                return false
            }
            if record.isEdit, let variable = record.constraint.expression.terms.first?.variable {
                fresh.noteEdit(of: variable, by: record.constraint)
            }
        }
        fresh.rebuildsOnDrift = rebuildsOnDrift
        fresh.carryReports(from: self)
        fresh.tableau.pivotCount += tableau.pivotCount
        fresh.tableau.moveCount += tableau.moveCount
        fresh.tableau.changes.mergedCells += tableau.changes.mergedCells
        fresh.rebuildCount = rebuildCount + 1
        self = fresh
        return true
    }

    /// Whether the tableau may be written anew now: no journal is open (a refusal could
    /// not undo a rebuild) and no wide constraint is held (refinement keeps those rows
    /// exact).
    var mayRebuild: Bool { tableau.journal == nil && wideConstraintCount == 0 }

    /// Writes the tableau anew after a primal run stopped at a drifted column (see
    /// ``Tableau/drifted``) and returns `true`; when that cannot be done, finishes the run
    /// as it would have gone before drift was looked for and returns `false`.
    mutating func rebuildAfterDrift() -> Bool {
        tableau.drifted = false
        if mayRebuild, rebuildTableau() { return true }
        tableau.stopsOnDrift = false
        tableau.optimize(fromScratch: true)
        return false
    }

    /// Takes the caches of this solver's variables and constraints back after
    /// ``releaseCaches()``: those it held through its own caches rather than its
    /// dictionaries.
    private func reclaimCaches() {
        for s in externals {
            guard let variable = variableOfSymbol[Int(s)], variableSymbols[ObjectIdentifier(variable)] == nil
            else { continue }
            variable.cachedOwner = token
            variable.cachedSymbol = s
        }
        for (slot, record) in records.enumerated() {
            guard let constraint = record?.constraint, constraintSlots[ObjectIdentifier(constraint)] == nil
            else { continue }
            constraint.cachedOwner = token
            constraint.cachedSlot = Int32(slot)
        }
    }

    /// Gives a rebuilt solver the reports of the one it replaces: each variable's last
    /// reported value, and the variables dropped since, including those no constraint
    /// held now uses.
    private mutating func carryReports(from old: SolverCore) {
        droppedSinceReport = old.droppedSinceReport
        for s in old.externals {
            let variable = old.variableOfSymbol[Int(s)]!
            let reported = old.reportedValues[Int(s)]
            if let now = existingSymbol(for: variable) {
                reportedValues[Int(now)] = reported
            } else if !reported.isNaN, reported != 0 {
                droppedSinceReport.append(variable)
            }
        }
    }
}

// Moving a constraint the solver holds to another priority.

extension SolverCore {
    mutating func setPriority(_ priority: Priority, of constraint: Constraint) throws(SolverError) {
        guard let slot = slot(of: constraint) else { throw .unknownConstraint(constraint) }
        guard priority.isValid else { throw .invalidPriority(priority) }
        let old = constraint.priority
        if priority == old { return }
        let record = records[Int(slot)]!
        // An edit variable's constraint is not a constraint to callers (see suggestValue).
        guard !record.isEdit else { throw .unknownConstraint(constraint) }
        guard let oldLevel = record.level, !priority.isRequired, wideConstraintCount == 0, record.twin < 0 else {
            // Between required and optional the row itself changes (a dummy against two
            // errors); in a wide system refinement must check the whole call; a twin's
            // errors are not a lone constraint's (see mergeTwins).
            try reinsert(slot: slot, applying: { $0.priority = priority }, undoing: { $0.priority = old })
            return
        }
        tableau.costChanged.removeAll(keepingCapacity: true)
        tableau.stalledRun = false
        tableau.wide = false
        if let k = tableau.levelIndex(of: oldLevel) {
            withdrawErrors(of: record, fromLevel: k)
            tableau.releaseLevel(k)
        }
        constraint.priority = priority
        records[Int(slot)]!.level = priority
        commitObjective(constraint, marker: record.marker, other: record.other)
        // The rows did not change, so the solution is still feasible; only the costs did.
        tableau.optimize()
    }
}

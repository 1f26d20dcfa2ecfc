// Iterative refinement (Docs/Solver.md, "Numeric contract"): after a call on a system
// with coefficients far from 1, the values of the current basis are recomputed from the
// constraints as given, which the tableau's rows only approximate after many pivots.

extension SolverCore {
    /// A coefficient beyond this magnitude, or below its inverse, makes a constraint
    /// *wide*: the tableau's rounding, absolute in its values, then moves the constraint's
    /// terms beyond its tolerance, and the solver refines its values after each call.
    static let wideCoefficient = 1e3

    /// Refinement steps after a call: each step divides the residuals by roughly the
    /// condition of the basis times the 1e-16 of a double.
    static let refinementSteps = 2

    /// Whether a coefficient of `expression` is beyond ``wideCoefficient`` or below its inverse.
    static func isWide(_ expression: Expression) -> Bool {
        for term in expression.terms where term.coefficient != 0 {
            let a = abs(term.coefficient)
            if a > wideCoefficient || a * wideCoefficient < 1 { return true }
        }
        return false
    }

    /// The value of a held constraint's original row, `expression + μ·marker − μ·other`,
    /// at the current values: zero in exact arithmetic.
    func residual(of record: ConstraintRecord) -> Double {
        let mu = record.markerCoefficient
        var r = record.constant + mu * tableau.value(of: record.marker)
        if record.other >= 0 { r -= mu * tableau.value(of: record.other) }
        for term in record.constraint.expression.terms where term.coefficient != 0 {
            guard let s = existingSymbol(for: term.variable) else { continue }
            r += term.coefficient * tableau.value(of: s)
        }
        return r
    }

    /// Recomputes the values of the current basis from the constraints themselves: each
    /// constraint's residual is removed by shifting its marker, as a constant change
    /// would (see ``shiftMarker(_:by:)``), so every basic value moves by the tableau's
    /// own response to it, and the basis and the costs stay as they are. Shifts of basic
    /// variables are folded into their rows first, so that a value is one double, not
    /// the difference of two large ones.
    /// - Complexity: O(terms of all held constraints + cells of their markers' columns);
    ///   called by ``settle()`` only while the solver holds a wide constraint.
    mutating func refineValues() {
        tableau.forgetResolvedValues()
        for s in externals {
            let slot = tableau.rowOf[Int(s)]
            let shift = tableau.shift[Int(s)]
            guard slot >= 0, shift != 0 else { continue }
            tableau.touchConstant(slot)
            tableau.rows[Int(slot)].constant += shift
            tableau.setShift(s, 0)
            // The chained rows that name `s` read its tableau value, which just grew by
            // the shift: they take it back.
            var node = tableau.columns[Int(s)].head
            while node >= 0 {
                let referrer = tableau.nodes[Int(node)].slot
                node = tableau.nodes[Int(node)].next
                tableau.touchConstant(referrer)
                tableau.rows[Int(referrer)].constant -= tableau.rows[Int(referrer)].coefficient(of: s) * shift
            }
        }
        var corrections: [(marker: Int32, amount: Double)] = []
        for _ in 0..<Self.refinementSteps {
            corrections.removeAll(keepingCapacity: true)
            for record in records {
                // Twins share a row: its residual is corrected once.
                guard let record, !record.isSecondTwin else { continue }
                let r = residual(of: record)
                if r != 0 { corrections.append((record.marker, r / record.markerCoefficient)) }
            }
            if corrections.isEmpty { break }
            for (marker, amount) in corrections { shiftMarker(marker, by: amount) }
        }
        tableau.infeasible.removeAll(keepingCapacity: true)
    }

    /// The magnitude of the sum a held constraint's expression is at the current values,
    /// `|constant| + Σ|aᵢ·xᵢ|`, and the sum of its coefficients' magnitudes.
    func magnitudes(of record: ConstraintRecord) -> (magnitude: Double, coefficients: Double) {
        var magnitude = abs(record.constant)
        var coefficients = 0.0
        for term in record.constraint.expression.terms where term.coefficient != 0 {
            coefficients += abs(term.coefficient)
            guard let s = existingSymbol(for: term.variable) else { continue }
            magnitude += abs(term.coefficient * tableau.value(of: s))
        }
        return (magnitude, coefficients)
    }

    /// A restricted marker or error below zero by more than this fraction of its
    /// constraint's tolerance (see ``NumericContract/tolerance(magnitude:coefficients:)``)
    /// after refinement is a row the simplex method left infeasible within its own,
    /// coarser, tolerance: it is repaired.
    static let repairFraction = 1e-3

    /// After a call on a system with a wide constraint: refines the values (see
    /// ``refineValues()``), then repairs, by the dual simplex, the rows that the refined
    /// values show broken, and refines again. Returns `false` when a broken row cannot be
    /// repaired (the caller refuses the call, or keeps the best it has).
    @discardableResult
    mutating func settle() -> Bool {
        guard wideConstraintCount > 0 || refinesOnce else { return true }
        refinesOnce = false
        for _ in 0..<Self.repairRounds {
            refineValues()
            var threshold = Double.infinity
            for record in records {
                guard let record, !record.isSecondTwin else { continue }
                for s in [record.marker, record.other] where s >= 0 && tableau.kind(s).isRestricted && tableau.isBasic(s) {
                    let value = tableau.value(of: s)
                    guard value < 0 else { continue }
                    let (magnitude, coefficients) = magnitudes(of: record)
                    let allowed = Self.repairFraction * NumericContract.tolerance(magnitude: magnitude,
                                                                                  coefficients: coefficients)
                    if -value > allowed {
                        tableau.infeasible.append(s)
                        threshold = min(threshold, allowed)
                    }
                }
            }
            if tableau.infeasible.isEmpty { return true }
            if repairQueuedRows(atTolerance: threshold) != nil { return false }
        }
        refineValues()
        return true
    }

    /// Runs the dual simplex on the queued rows at `tolerance` (below the tableau's own);
    /// returns the slot of a row it cannot repair, with the queue emptied, or `nil`.
    mutating func repairQueuedRows(atTolerance tolerance: Double) -> Int32? {
        tableau.repairTolerance = tolerance
        let stuck = tableau.dualOptimize()
        tableau.repairTolerance = -1
        if stuck != nil { tableau.infeasible.removeAll(keepingCapacity: true) }
        return stuck
    }

    /// Rounds of refinement and repair after a call.
    static let repairRounds = 3

    /// Repairs the slacks of required constraints that the dual simplex left below zero
    /// within its tolerance, where that tolerance, raised by large values met earlier
    /// (1e-13 of the largest, see ``Tableau/constantTolerance``), is looser than the
    /// constraint's own in the numeric contract. Values near 9.6e7 once met made a slack
    /// of −6.3e-6 pass for zero, and `10.16·x + 6.3e-6 ≤ 0` was left broken at x = 0,
    /// where the contract allows 1.1e-7. Returns the slot of a row the dual simplex
    /// cannot repair (its required constraints are the conflict), or `nil`. Ordinary
    /// values never get here: below 1e5 the tolerance is ``Tableau/epsilon``; wide
    /// systems are repaired by ``settle()``.
    mutating func repairRoundedBounds() -> Int32? {
        guard !tableau.roundedBounds.isEmpty else { return nil }
        defer { tableau.roundedBounds.removeAll(keepingCapacity: true) }
        guard wideConstraintCount == 0 else { return nil }
        var threshold = Double.infinity
        tableau.infeasible.removeAll(keepingCapacity: true)
        // A slack is noted each time a run meets it.
        var checked = Set<Int32>()
        for s in tableau.roundedBounds where tableau.isBasic(s) && checked.insert(s).inserted {
            let owner = tableau.owner[Int(s)]
            guard owner >= 0, let record = records[Int(owner)], record.level == nil else { continue }
            let (amount, magnitude, coefficients) = violation(of: record.constraint, constant: record.constant)
            let allowed = NumericContract.tolerance(magnitude: magnitude, coefficients: coefficients)
            guard amount > allowed else { continue }
            tableau.infeasible.append(s)
            threshold = min(threshold, Self.repairFraction * allowed)
        }
        return tableau.infeasible.isEmpty ? nil : repairQueuedRows(atTolerance: threshold)
    }

    /// The first required constraint the current solution breaks beyond the contract's
    /// tolerance, if any. Checked only while a wide constraint is held (ordinary systems
    /// hold to 1e-12).
    func firstBrokenRequired() -> Constraint? {
        guard wideConstraintCount > 0 else { return nil }
        for record in records {
            guard let record, record.level == nil, !holds(record.constraint, constant: record.constant) else { continue }
            return record.constraint
        }
        return nil
    }
}

extension Tableau {
    /// Whether a row that the simplex method could not bring to zero or above (its
    /// constant negative; with `negated`, a phase-one objective, positive) misses only by
    /// rounding: moving one of its non-basic restricted symbols by no more than the
    /// accuracy of a value (``epsilon``) would close the gap: a required equality holds
    /// when its dummy is within that of zero, an inequality when its slack is within that
    /// of zero or above (see ``NumericContract/tolerance(magnitude:coefficients:)``), so
    /// such a conflict is not one the contract can state. A coefficient of 1e9 turns
    /// a move of 1e-15, far below what a value means, into a constant of 1e-6, far above
    /// the tolerance of a constant.
    func isMarginal(_ row: SparseRow, negated: Bool = false) -> Bool {
        let gap = negated ? row.constant : -row.constant
        guard gap > 0 else { return true }
        var reach = 0.0
        for cell in row.cells {
            let kind = kinds[Int(cell.symbol)]
            if kind == .external { continue }
            reach = max(reach, abs(cell.coefficient))
        }
        return gap <= Self.epsilon * reach
    }
}

// Confirming a conflict in a wide system (Docs/Solver.md, "Numeric contract"): a
// refusal names the required constraints the refused one conflicts with, and those must
// truly be unable to hold together.

extension SolverCore {
    /// The error for refusing `constraint` (with `constant` in place of its own, when a
    /// constant change is refused) as conflicting with `conflicting`: asked in a wide
    /// system, and for an optional constraint in any system.
    ///
    /// An optional constraint is never refused as conflicting: when one gets the dual
    /// simplex stuck, the required constraints held are at odds within the contract's
    /// tolerance (`x ≥ 3.5e-7` beside `x == 0`), and the refusal is numerical.
    ///
    /// After a long pivot history at extreme ratios, a row can lose a coefficient that
    /// cancellation took for rounding noise, and the dual simplex then finds the row stuck
    /// although the constraints have a solution (one far out, say at 1e14). So the named
    /// constraints are solved again on their own, in a fresh solver: if they hold together
    /// there (or the fresh solver cannot decide either), the conflict is not proven and the
    /// call is refused as ``SolverError/numericallyUnstable(_:reason:)`` instead, which is
    /// what it is. `x ≥ 0` beside `31.8·x + 9e-6 ≤ 0` stays a conflict naming `x ≥ 0`.
    /// - Complexity: a solve of the named constraints only, run only when a wide system
    ///   refuses a required constraint as conflicting.
    func confirmedConflict(_ constraint: Constraint, constant: Double? = nil,
                           conflicting: [Constraint]) -> SolverError {
        // An optional constraint never conflicts: the held required constraints are at
        // odds by less than the contract's tolerance, and this one found it out.
        guard constraint.priority.isRequired else {
            return .numericallyUnstable(constraint, reason: "rounding leaves the required constraints it meets "
                + "at odds")
        }
        guard confirmsConflicts else { return .unsatisfiableConstraint(constraint, conflicting: conflicting) }
        var variables: [ObjectIdentifier: Variable] = [:]
        // Fresh variables: the named ones keep their cache of the solver that holds them.
        func copy(_ c: Constraint, constant: Double? = nil) -> Constraint {
            var expression = Expression(constant: constant ?? c.expression.constant)
            for term in c.expression.terms {
                let key = ObjectIdentifier(term.variable)
                let fresh = variables[key] ?? Variable(term.variable.name)
                variables[key] = fresh
                expression.terms.append(Term(fresh, term.coefficient))
            }
            return Constraint(expression, c.relation)
        }
        var check = SolverCore()
        check.confirmsConflicts = false
        do {
            for c in conflicting { try check.add(copy(c)) }
            try check.add(copy(constraint, constant: constant))
        } catch {
            if case .unsatisfiableConstraint = error {
                return .unsatisfiableConstraint(constraint, conflicting: conflicting)
            }
            return .numericallyUnstable(constraint, reason: "rounding found a conflict with \(conflicting.count) "
                + "required constraint\(conflicting.count == 1 ? "" : "s") that solving them again cannot confirm")
        }
        return .numericallyUnstable(constraint, reason: "rounding found a conflict with \(conflicting.count) "
            + "required constraint\(conflicting.count == 1 ? "" : "s") that can hold together with it")
    }
}

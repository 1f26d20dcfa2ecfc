/// An incremental Cassowary simplex solver with strictly lexicographic priorities.
///
/// Add required and optional constraints, then call ``updateVariables()`` to write the
/// solution into the variables. Optional constraints are satisfied as well as possible,
/// priority level by priority level: no error at a higher priority is ever traded for
/// errors at lower ones, whatever their number or size.
///
/// ```swift
/// let x = Variable("x"), y = Variable("y")
/// let solver = SimplexSolver()
/// try solver.add(x >= 0)
/// try solver.add(y == x + 10)
/// try solver.add((x == 100).priority(250))
/// try solver.addEditVariable(x, priority: 750)
/// try solver.suggestValue(x, 42)
/// solver.updateVariables()          // x.value == 42, y.value == 52
/// ```
///
/// Every call that throws leaves the solver exactly as it was. Constant changes
/// (``setConstant(_:of:)``) and suggestions (``suggestValue(_:_:)``) are re-solved by the
/// dual simplex from the current basis, not from scratch.
///
/// A solver belongs to one thread at a time; separate solvers share no state.
public final class SimplexSolver {
    // Every public call is one access to the core; the struct inside is checked
    // statically. No call re-enters the solver, so the dynamic check is not needed.
    @exclusivity(unchecked) var core = SolverCore()

    public init() {}

    deinit { core.releaseCaches() }

    // MARK: - Constraints

    /// Adds a constraint.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/invalidPriority(_:)``,
    ///   ``SolverError/invalidNumber(_:what:)``, ``SolverError/numericallyUnstable(_:reason:)``
    ///   for numbers beyond the numeric contract, or
    ///   ``SolverError/unsatisfiableConstraint(_:conflicting:)`` for a required constraint
    ///   that cannot hold with the others (they are listed; none when it can never hold by
    ///   itself, see ``Constraint/contradiction``). The solver is unchanged then.
    /// - Complexity: proportional to the rows the new row touches; no rebuild.
    public func add(_ constraint: Constraint) throws(SolverError) {
        try core.change { (core) throws(SolverError) in try core.add(constraint) }
    }

    /// Removes a constraint added earlier.
    ///
    /// The tableau stays feasible; the run back to the optimum waits for the next call
    /// that changes or reads the solution, so that removals in a row share it.
    /// - Throws: ``SolverError/unknownConstraint(_:)``.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        try core.change(deferringOptimum: true) { (core) throws(SolverError) in try core.remove(constraint) }
    }

    /// Whether the solver holds this constraint object.
    public func contains(_ constraint: Constraint) -> Bool { core.slot(of: constraint) != nil }

    /// Changes the constant of a constraint's expression (`expression (relation) 0`)
    /// without removing it: only the rows that carry the constraint's marker change,
    /// then the dual simplex restores feasibility.
    ///
    /// ```swift
    /// let gap = (b.left == a.right + 8)        // expression b.left − a.right − 8
    /// try solver.add(gap)
    /// try solver.setConstant(-12, of: gap)    // now b.left == a.right + 12
    /// ```
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/invalidNumber(_:what:)``,
    ///   or ``SolverError/unsatisfiableConstraint(_:conflicting:)`` when a required
    ///   constraint can no longer hold; the solver (and the constraint) are unchanged then.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        try core.change { (core) throws(SolverError) in try core.setConstant(constant, of: constraint) }
    }

    /// Changes the coefficients and constant of a constraint the solver holds; its
    /// relation, priority and weight stay.
    ///
    /// ```swift
    /// let share = w == 0.25 * canvas - 6
    /// try solver.add(share)
    /// try solver.setExpression(w - 0.5 * canvas + 5, of: share)   // w == canvas / 2 − 5
    /// ```
    ///
    /// A required equality over the same variables is changed in place, as a constant
    /// change is: the rows naming its marker are updated, with no removal. Anything else
    /// is removed and added again.
    /// - Throws: as ``setConstant(_:of:)``, and ``SolverError/invalidNumber(_:what:)`` for a
    ///   coefficient that is not finite. The solution and the constraint are unchanged then
    ///   (after a removal and addition, the basis may differ).
    /// - Complexity: in place, proportional to the rows naming the marker times the cells
    ///   of the change, plus the dual simplex.
    public func setExpression(_ expression: Expression, of constraint: Constraint) throws(SolverError) {
        try core.change { (core) throws(SolverError) in try core.setExpression(expression, of: constraint) }
    }

    /// Moves a held optional constraint to another optional priority, without removing
    /// it: its errors leave one objective level for the other, every row stays, and the
    /// primal simplex finds the new optimum from the current basis.
    ///
    /// ```swift
    /// let wide = (w == 300).priority(.defaultLow)
    /// try solver.add(wide)
    /// try solver.add((w == 100).priority(.defaultHigh))   // w 100
    /// try solver.setPriority(Priority(999), of: wide)     // w 300
    /// ```
    ///
    /// A change to or from `.required` (or any change in a system holding wide
    /// constraints) removes the constraint and adds it again; if that is refused, the old
    /// priority is added back, so the solution stays (the basis may differ).
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/invalidPriority(_:)``,
    ///   or, when made required, as ``add(_:)``; the constraint is unchanged then.
    /// - Complexity: proportional to the objective cells its errors touch, then the
    ///   primal simplex.
    public func setPriority(_ priority: Priority, of constraint: Constraint) throws(SolverError) {
        try core.change { (core) throws(SolverError) in try core.setPriority(priority, of: constraint) }
    }

    // MARK: - Edit variables

    /// Makes `variable` an edit variable: an optional constraint `variable == suggestion`
    /// at `priority`, starting with the suggestion 0.
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/requiredEditVariable(_:)``,
    ///   ``SolverError/invalidPriority(_:)``.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        try core.change { (core) throws(SolverError) in try core.addEditVariable(variable, priority: priority) }
    }

    /// Stops editing `variable`.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try core.change { (core) throws(SolverError) in try core.removeEditVariable(variable) }
    }

    /// Whether `variable` is an edit variable.
    public func containsEditVariable(_ variable: Variable) -> Bool {
        core.editSlot(of: variable) != nil
    }

    /// Suggests a value for an edit variable; the dual simplex moves the solution there
    /// as far as higher-priority constraints allow.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/invalidNumber(_:what:)``.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        try core.change { (core) throws(SolverError) in try core.suggestValue(variable, value) }
    }

    // MARK: - Solution

    /// Writes the current solution into every variable the solver knows.
    /// - Complexity: O(number of variables).
    public func updateVariables() {
        finishRemovals()
        core.updateVariables()
    }

    /// The variables whose values changed since the previous call, so that a client can
    /// redraw only what moved: every held variable on the first call; afterwards those
    /// whose value in the solution differs from the one at the previous call, plus those
    /// the solver dropped since (their ``value(of:)`` is now `nil`, read as zero) unless
    /// it holds them again. Read the new values with ``value(of:)``, or take them with
    /// the variables from ``takeChangedValues(_:)``.
    ///
    /// ```swift
    /// let pin = x == 10
    /// try solver.add(pin)
    /// try solver.add(y == 2 * x)
    /// solver.takeChangedVariables()   // [x, y]: both are new
    /// try solver.add(z == 1)
    /// solver.takeChangedVariables()   // [z]
    /// try solver.remove(pin)
    /// try solver.add(x == 20)
    /// solver.takeChangedVariables()   // [x, y]
    /// ```
    /// Dropped variables come first, then the others in the solver's own order of its
    /// variables: the order they were first held, as long as none has been dropped.
    /// - Complexity: O(k log k) for the k variables the calls since the previous one may
    ///   have moved (it compares only those), and at most O(variables) comparisons of
    ///   numbers in flat arrays; unlike ``updateVariables()`` it writes nothing into
    ///   unchanged variables.
    public func takeChangedVariables() -> [Variable] {
        var changed: [Variable] = []
        takeChangedValues { variable, _ in changed.append(variable) }
        return changed
    }

    /// Calls `body` with each variable whose value changed since the previous report and
    /// its new value (`nil` for a variable the solver dropped), in the order of
    /// ``takeChangedVariables()``, which it replaces when the values are wanted too: a
    /// client then reads nothing else of the solver for them, and the variables are not
    /// retained into an array.
    ///
    /// ```swift
    /// try solver.add(x == 10)
    /// solver.takeChangedValues { variable, value in
    ///     print(variable, value ?? 0)   // x 10.0
    /// }
    /// ```
    /// `body` may read the solver (``value(of:)``); the report is taken before it runs.
    /// - Complexity: as ``takeChangedVariables()``.
    public func takeChangedValues(_ body: (_ variable: Variable, _ value: Double?) -> Void) {
        finishRemovals()
        let (dropped, changed) = core.takeChanges()
        for variable in dropped { body(variable, nil) }
        // Copies (one retain each) rather than reads of `core`, which `body` may access.
        let variables = core.variableOfSymbol
        let values = core.reportedValues
        variables.withUnsafeBufferPointer { variables in
            values.withUnsafeBufferPointer { values in
                for s in changed {
                    let i = Int(s)
                    // Lent, not retained: the copy above keeps every variable alive, and
                    // a retain and release would touch each one's memory twice more.
                    Unmanaged.passUnretained(variables[i].unsafelyUnwrapped)._withUnsafeGuaranteedRef { variable in
                        body(variable, values[i])
                    }
                }
            }
        }
        core.keepChangeScratch(changed)
    }

    /// The value `variable` has in the current solution (without writing it), or `nil`
    /// when the solver does not know the variable.
    public func value(of variable: Variable) -> Double? {
        finishRemovals()
        guard let s = core.existingSymbol(for: variable) else { return nil }
        return core.tableau.shift[Int(s)] + core.tableau.memoisedTableauValue(of: s) + 0
    }

    /// Restores the optimum that removals deferred (see ``SolverCore/erase(slot:)``)
    /// before the solution is read: as any change would, so that a run that meets a
    /// drifted column ends with the tableau written anew.
    private func finishRemovals() {
        guard core.optimumPending else { return }
        try? core.change { _ throws(SolverError) in }
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        core.releaseCaches()
        core = SolverCore()
    }

    /// The constraints the solver holds (edit variables' constraints excluded), in the
    /// order of their slots.
    public var constraints: [Constraint] {
        core.records.compactMap { record in
            guard let record, !record.isEdit else { return nil }
            return record.constraint
        }
    }

    // MARK: - Diagnostics

    /// The variables whose value is not fixed by the optimum, in the order the solver
    /// first met them.
    ///
    /// A variable is ambiguous when another solution, equally good at every priority
    /// level, gives it another value: `x == y + 10` alone leaves both free, and two
    /// equal-priority constraints `x == 0` and `x == 10` leave `x` anywhere in `[0, 10]`.
    ///
    /// ```swift
    /// try solver.add(x == y + 10)
    /// solver.ambiguousVariables()     // [x, y]
    /// ```
    ///
    /// The answer is exact: each candidate is minimised and maximised over the optimal
    /// face (the current optimum with every costed non-basic symbol held at zero) on a
    /// copy of the tableau.
    /// - Complexity: two small simplex runs per variable whose row involves a free
    ///   direction; nothing when the optimum is a unique vertex.
    public func ambiguousVariables() -> [Variable] {
        finishRemovals()
        return core.ambiguousVariables()
    }

    /// Whether another optimal solution gives `variable` another value. Variables the
    /// solver does not know are not ambiguous to it.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        finishRemovals()
        return core.isAmbiguous(variable)
    }

    /// The required constraints that the current solution does not satisfy within the
    /// numeric contract's tolerance (Docs/Solver.md, "Numeric contract"): always empty;
    /// anything else is a bug. Debug builds check it on every ``updateVariables()`` and
    /// ``takeChangedVariables()``; tests of release builds call it.
    /// - Complexity: O(terms of all held constraints).
    public func brokenRequiredConstraints() -> [Constraint] {
        finishRemovals()
        return core.brokenRequiredConstraints()
    }

    /// The tableau's size and the pivots done so far.
    /// - Complexity: O(rows).
    public var statistics: SolverStatistics { core.statistics }
}

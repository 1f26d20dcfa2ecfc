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
    let token = SolverToken()
    var tableau = Tableau()

    // Variables
    var variableSymbols: [ObjectIdentifier: Int32] = [:]
    /// The variable behind each external symbol (indexed by symbol id).
    var variableOfSymbol: [Variable?] = []
    var useCount: [Int32] = []
    /// External symbols in registration order, and each one's position in it.
    var externals: [Int32] = []
    var externalPosition: [Int32] = []

    // Constraints
    var constraintSlots: [ObjectIdentifier: Int32] = [:]
    var records: [ConstraintRecord?] = []
    var freeRecordSlots: [Int32] = []

    // Edit variables
    var edits: [ObjectIdentifier: EditRecord] = [:]

    public init() {}

    // MARK: - Constraints

    /// Adds a constraint.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/invalidPriority(_:)``,
    ///   ``SolverError/invalidNumber(_:what:)``, or
    ///   ``SolverError/unsatisfiableConstraint(_:conflicting:)`` for a required constraint
    ///   that cannot hold with the others (they are listed). The solver is unchanged then.
    public func add(_ constraint: Constraint) throws(SolverError) {
        if constraintSlots[ObjectIdentifier(constraint)] != nil { throw .duplicateConstraint(constraint) }
        try validate(constraint)
        try insert(constraint)
    }

    /// Removes a constraint added earlier.
    /// - Throws: ``SolverError/unknownConstraint(_:)``.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let slot = constraintSlots[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
        if records[Int(slot)]!.constraint !== constraint { throw .unknownConstraint(constraint) }
        if isEditConstraint(constraint) { throw .unknownConstraint(constraint) }
        erase(slot: slot)
    }

    /// Whether the solver holds this constraint object.
    public func contains(_ constraint: Constraint) -> Bool {
        guard let slot = constraintSlots[ObjectIdentifier(constraint)] else { return false }
        return records[Int(slot)]?.constraint === constraint && !isEditConstraint(constraint)
    }

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
        guard let slot = constraintSlots[ObjectIdentifier(constraint)],
              records[Int(slot)]?.constraint === constraint, !isEditConstraint(constraint)
        else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw .invalidNumber(constant, what: "constant of \(constraint)") }
        try changeConstant(slot: slot, to: constant)
    }

    // MARK: - Edit variables

    /// Makes `variable` an edit variable: an optional constraint `variable == suggestion`
    /// at `priority`, starting with the suggestion 0.
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/requiredEditVariable(_:)``,
    ///   ``SolverError/invalidPriority(_:)``.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        if edits[ObjectIdentifier(variable)] != nil { throw .duplicateEditVariable(variable) }
        guard priority.isValid else { throw .invalidPriority(priority) }
        if priority.isRequired { throw .requiredEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, priority: priority)
        try insert(constraint)
        edits[ObjectIdentifier(variable)] = EditRecord(variable: variable, constraint: constraint)
    }

    /// Stops editing `variable`.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        erase(slot: constraintSlots[ObjectIdentifier(edit.constraint)]!)
    }

    /// Whether `variable` is an edit variable.
    public func containsEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable; the dual simplex moves the solution there
    /// as far as higher-priority constraints allow.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/invalidNumber(_:what:)``.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let edit = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .invalidNumber(value, what: "suggestion for \(variable)") }
        let slot = constraintSlots[ObjectIdentifier(edit.constraint)]!
        try changeConstant(slot: slot, to: -value)
    }

    // MARK: - Solution

    /// Writes the current solution into every variable the solver knows.
    /// - Complexity: O(number of variables).
    public func updateVariables() {
        let rowOf = tableau.rowOf
        for s in externals {
            let slot = rowOf[Int(s)]
            // `+ 0` turns −0 into 0, so that equal layouts print equal.
            let v = slot >= 0 ? tableau.rows[Int(slot)].constant + 0 : 0
            variableOfSymbol[Int(s)]!.value = v
        }
    }

    /// The value `variable` has in the current solution (without writing it), or `nil`
    /// when the solver does not know the variable.
    public func value(of variable: Variable) -> Double? {
        guard let s = existingSymbol(for: variable) else { return nil }
        return tableau.value(of: s) + 0
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        for s in externals { variableOfSymbol[Int(s)]?.cachedOwner = nil }
        tableau = Tableau()
        variableSymbols = [:]
        variableOfSymbol = []
        useCount = []
        externals = []
        externalPosition = []
        constraintSlots = [:]
        records = []
        freeRecordSlots = []
        edits = [:]
    }

    /// The constraints the solver holds (edit variables' constraints excluded), in the
    /// order of their slots.
    public var constraints: [Constraint] {
        records.compactMap { record in
            guard let c = record?.constraint, !isEditConstraint(c) else { return nil }
            return c
        }
    }

    func isEditConstraint(_ constraint: Constraint) -> Bool {
        guard constraint.expression.terms.count == 1, constraint.relation == .equal,
              let edit = edits[ObjectIdentifier(constraint.expression.terms[0].variable)]
        else { return false }
        return edit.constraint === constraint
    }
}

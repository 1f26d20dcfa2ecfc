/// The state of a ``SimplexSolver``: the tableau plus the registries that map variables
/// and constraints to symbols. A struct, so that one public call is one exclusive access
/// and everything inside it is checked statically.
struct SolverCore {
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

    mutating func add(_ constraint: Constraint) throws(SolverError) {
        if constraintSlots[ObjectIdentifier(constraint)] != nil { throw .duplicateConstraint(constraint) }
        try validate(constraint)
        try insert(constraint)
    }

    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let slot = slot(of: constraint) else { throw .unknownConstraint(constraint) }
        erase(slot: slot)
    }

    /// The record slot of a constraint the caller added (not an edit variable's).
    func slot(of constraint: Constraint) -> Int32? {
        guard let slot = constraintSlots[ObjectIdentifier(constraint)],
              records[Int(slot)]?.constraint === constraint, !isEditConstraint(constraint)
        else { return nil }
        return slot
    }

    mutating func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        guard let slot = slot(of: constraint) else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw .invalidNumber(constant, what: "constant of \(constraint)") }
        try changeConstant(slot: slot, to: constant)
    }

    mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        if edits[ObjectIdentifier(variable)] != nil { throw .duplicateEditVariable(variable) }
        guard priority.isValid else { throw .invalidPriority(priority) }
        if priority.isRequired { throw .requiredEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, priority: priority)
        try insert(constraint)
        edits[ObjectIdentifier(variable)] = EditRecord(variable: variable, constraint: constraint)
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        erase(slot: constraintSlots[ObjectIdentifier(edit.constraint)]!)
    }

    mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let edit = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .invalidNumber(value, what: "suggestion for \(variable)") }
        let slot = constraintSlots[ObjectIdentifier(edit.constraint)]!
        try changeConstant(slot: slot, to: -value)
    }

    func updateVariables() {
        let rowOf = tableau.rowOf
        for s in externals {
            let slot = rowOf[Int(s)]
            // `+ 0` turns −0 into 0, so that equal layouts print equal.
            let v = slot >= 0 ? tableau.rows[Int(slot)].constant + 0 : 0
            variableOfSymbol[Int(s)]!.value = v
        }
    }

    func isEditConstraint(_ constraint: Constraint) -> Bool {
        guard constraint.expression.terms.count == 1, constraint.relation == .equal,
              let edit = edits[ObjectIdentifier(constraint.expression.terms[0].variable)]
        else { return false }
        return edit.constraint === constraint
    }
}

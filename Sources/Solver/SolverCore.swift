/// The state of a ``SimplexSolver``: the tableau plus the registries that map variables
/// and constraints to symbols. A struct, so that one public call is one exclusive access
/// and everything inside it is checked statically.
struct SolverCore {
    /// Marks the variables and constraints whose caches belong to this solver; a
    /// rebuilt tableau keeps it (see ``rebuildTableau(dropping:)``).
    let token: SolverToken
    var tableau = Tableau()

    // Variables
    var variableSymbols: [ObjectIdentifier: Int32] = [:]
    /// The variable behind each external symbol (indexed by symbol id).
    var variableOfSymbol: [Variable?] = []
    var useCount: [Int32] = []
    /// External symbols in registration order, and each one's position in it.
    var externals: [Int32] = []
    var externalPosition: [Int32] = []
    /// Each variable's value at the last report (``takeChanges()``), by symbol; NaN for
    /// a variable not reported yet.
    var reportedValues: [Double] = []
    /// Reported variables with a non-zero value that were dropped since the last report.
    var droppedSinceReport: [Variable] = []
    /// The noted variables of the last report, kept for the next.
    var notedPositions: [Int32] = []
    /// The symbols of the variables the last report found changed, kept for the next.
    var changedScratch: [Int32] = []
    /// Puts the noted variables in the order of ``externals``.
    var reportOrder = SymbolBitmap()

    // Constraints: a constraint's own cache is the registry of the first solver holding
    // it; the dictionary holds the others.
    var constraintSlots: [ObjectIdentifier: Int32] = [:]
    var records: [ConstraintRecord?] = []
    var freeRecordSlots: [Int32] = []
    var constraintCount = 0
    /// Held constraints with a coefficient far from 1 (see ``SolverCore/isWide(_:)``):
    /// while there is one, every call ends with ``refineValues()``.
    var wideConstraintCount = 0
    /// Set when the last wide constraint goes: the next ``settle()`` refines once more.
    var refinesOnce = false
    /// Set when removals have left the tableau feasible but perhaps short of the
    /// optimum (see ``erase(slot:)`` and ``restoreOptimum()``).
    var optimumPending = false
    /// Beyond this magnitude of the values held (``Tableau/valueScale``), a removal
    /// refines the values once (see ``settle()``): the rows carry rounding near 1e-9 of
    /// it, more than a small constraint left behind allows. Layouts stay far below it, so
    /// their removals pay nothing.
    static let refinedValueScale = 1e7
    /// Whether a tableau whose columns drifted from their constraints is written anew
    /// (see ``rebuildTableau(dropping:)``); off while a rebuild builds its replacement.
    var rebuildsOnDrift = true
    /// Rebuilds done, for statistics.
    var rebuildCount = 0
    /// Whether a wide system's conflicts are solved again before they are reported (see
    /// ``confirmedConflict(_:constant:conflicting:)``); off in the solver that does it.
    var confirmsConflicts = true

    /// Counts the calls of ``mergeTwins()`` that looked at identity rows.
    var twinSightings: UInt32 = 0
    /// Scratch for ``mergeTwins()``, kept with its capacity: the pairs seen on one side
    /// only, with the basic symbols of their identity rows.
    var uncrossedTwins: [(TwinPair, Int32)] = []

    /// The record slots of the last two optional one-variable inequalities recorded over
    /// each external symbol: where a pair with one amount basic finds its twin (see
    /// ``mergeTwins()``). A hint: a slot may have been freed or reused since, and a twin is
    /// checked for what it is.
    var recentBounds: [RecentBounds] = []

    // Edit variables: the record slot of each variable's edit constraint, by symbol.
    var editOfSymbol: [Int32] = []

    /// Empty lists, with the capacity of earlier calls, for the symbols an addition
    /// allocates and the variables it registers (undone if it is refused): a first
    /// layout adds thousands of constraints, and growing these from empty every time
    /// cost more than filling them.
    var spareSymbolLists: (allocated: [Int32], registered: [Int32]) = ([], [])

    init(token: SolverToken = SolverToken()) {
        self.token = token
    }

    /// Takes ``spareSymbolLists`` for one addition.
    mutating func takeSymbolLists() -> (allocated: [Int32], registered: [Int32]) {
        defer { spareSymbolLists = ([], []) }
        return spareSymbolLists
    }

    /// Empties the lists of an addition and keeps them for the next one.
    mutating func keepSymbolLists(_ allocated: inout [Int32], _ registered: inout [Int32]) {
        // Assigned, not swapped: `swap` checks its two accesses at run time.
        if !allocated.isEmpty { allocated.removeAll(keepingCapacity: true) }
        if !registered.isEmpty { registered.removeAll(keepingCapacity: true) }
        spareSymbolLists = (allocated, registered)
        allocated = []
        registered = []
    }

    /// Runs one public call's change. Once it stands, the twins it left ready merge
    /// (see ``mergeTwins()``), so that the next call and every read find them merged;
    /// a refused change is undone with its notes, which must not reach the next call.
    @inline(__always)
    mutating func change(deferringOptimum: Bool = false,
                         _ body: (inout SolverCore) throws(SolverError) -> Void) throws(SolverError) {
        tableau.stopsOnDrift = rebuildsOnDrift
        // Every change but a removal starts from the optimum (the dual simplex keeps it,
        // and a refused call must leave it as it was found).
        if !deferringOptimum { restoreOptimum() }
        do {
            try body(&self)
        } catch {
            tableau.twinIdentities.removeAll(keepingCapacity: true)
            tableau.enteredBounds.removeAll(keepingCapacity: true)
            tableau.drifted = false
            throw error
        }
        // A rebuilt tableau's twins merged as it was built.
        if tableau.drifted, rebuildAfterDrift() { return }
        // Twins merge at an optimum: after a deferring removal, at the end of the next
        // change, which restores it first.
        if optimumPending { return }
        mergeTwins()
    }

    mutating func add(_ constraint: Constraint) throws(SolverError) {
        if recordSlot(of: constraint) != nil { throw .duplicateConstraint(constraint) }
        try validate(constraint)
        try insert(constraint, isEdit: false)
    }

    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let slot = slot(of: constraint) else { throw .unknownConstraint(constraint) }
        erase(slot: slot, deferringOptimum: true)
    }

    /// The record slot of a constraint the solver holds, edit constraints included.
    @inline(__always)
    func recordSlot(of constraint: Constraint) -> Int32? {
        if constraint.cachedOwner === token { return constraint.cachedSlot }
        if constraintSlots.isEmpty { return nil }
        return constraintSlots[ObjectIdentifier(constraint)]
    }

    /// The record slot of a constraint the caller added (not an edit variable's).
    func slot(of constraint: Constraint) -> Int32? {
        guard let slot = recordSlot(of: constraint), !records[Int(slot)]!.isEdit else { return nil }
        return slot
    }

    mutating func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        guard let slot = slot(of: constraint) else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw .invalidNumber(constant, what: "constant of \(constraint)") }
        try changeConstant(slot: slot, to: constant)
    }

    /// The record slot of `variable`'s edit constraint.
    @inline(__always)
    func editSlot(of variable: Variable) -> Int32? {
        guard let s = existingSymbol(for: variable), Int(s) < editOfSymbol.count else { return nil }
        let slot = editOfSymbol[Int(s)]
        return slot >= 0 ? slot : nil
    }

    mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        if editSlot(of: variable) != nil { throw .duplicateEditVariable(variable) }
        guard priority.isValid else { throw .invalidPriority(priority) }
        if priority.isRequired { throw .requiredEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, priority: priority)
        try insert(constraint, isEdit: true)
        noteEdit(of: variable, by: constraint)
    }

    /// Records `constraint`, just added, as `variable`'s edit constraint.
    mutating func noteEdit(of variable: Variable, by constraint: Constraint) {
        let s = Int(existingSymbol(for: variable)!)
        while editOfSymbol.count <= s { editOfSymbol.append(-1) }
        editOfSymbol[s] = recordSlot(of: constraint)!
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let slot = editSlot(of: variable) else { throw .unknownEditVariable(variable) }
        editOfSymbol[Int(existingSymbol(for: variable)!)] = -1
        erase(slot: slot)
    }

    mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let slot = editSlot(of: variable) else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .invalidNumber(value, what: "suggestion for \(variable)") }
        try changeConstant(slot: slot, to: -value)
    }

    mutating func updateVariables() {
        // After the loop below has memoised every value, which the check then reads.
        defer { assertRequiredConstraintsHold() }
        for s in externals {
            // `+ 0` turns −0 into 0, so that equal layouts print equal.
            let v = tableau.shift[Int(s)] + tableau.memoisedTableauValue(of: s) + 0
            variableOfSymbol[Int(s)]!.value = v
        }
    }
}

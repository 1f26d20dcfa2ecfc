/// The simplex tableau: rows keyed by their basic symbol, a lazy column index, and the
/// lexicographic objective. A value type, so that a risky operation can snapshot it in
/// O(1) and restore it exactly when the operation is refused.
///
/// Every row reads `basic = constant + Σ coefficient·symbol` over non-basic symbols,
/// which are zero, so a row's constant is its basic symbol's value. Restricted basic
/// symbols have non-negative constants whenever the tableau is feasible.
struct Tableau {
    static let epsilon = SparseRow.epsilon

    // MARK: Symbols (indexed by symbol id)

    var kinds: [SymbolKind] = []
    /// The slot of the row whose basic symbol this is, or -1.
    var rowOf: [Int32] = []
    /// A superset of the slots of the rows that contain this symbol as a parameter:
    /// entries go stale when a coefficient cancels, and are dropped when read.
    var columns: [[Int32]] = []
    /// The column size after its last compaction, to know when to compact again.
    var compactedSize: [Int32] = []
    /// The constraint record a marker or error symbol belongs to, or -1.
    var owner: [Int32] = []
    var freeSymbols: [Int32] = []

    // MARK: Rows (indexed by slot)

    var rows: [SparseRow] = []
    /// The basic symbol of each slot, or -1 for a free slot.
    var basicOf: [Int32] = []
    var freeSlots: [Int32] = []
    var rowCount = 0

    // MARK: Objective

    /// One row per optional priority in use, highest priority first.
    var levels: [ObjectiveLevel] = []
    /// The phase-one objective while a row is added through an artificial variable.
    var artificial: SparseRow?

    /// Basic symbols whose rows may have become infeasible, for the dual simplex.
    var infeasible: [Int32] = []

    // MARK: Scratch space, reused so that pivots do not allocate

    var scratchSymbols: [Int32] = []
    var scratchCoefficients: [Double] = []
    var inserted: [Int32] = []
    var visited: [UInt32] = []
    var visitStamp: UInt32 = 0
    var ratioScratch: [Double] = []

    /// Pivots performed since creation, for statistics.
    var pivotCount = 0

    // MARK: - Symbols

    /// A new symbol id of the given kind, reusing released ids (last released first).
    mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
        if let id = freeSymbols.popLast() {
            kinds[Int(id)] = kind
            return id
        }
        let id = Int32(kinds.count)
        kinds.append(kind)
        rowOf.append(-1)
        columns.append([])
        compactedSize.append(0)
        owner.append(-1)
        return id
    }

    /// Marks a symbol's id free. The symbol must not be basic.
    mutating func releaseSymbol(_ s: Int32) {
        let i = Int(s)
        kinds[i] = .unused
        columns[i] = []
        compactedSize[i] = 0
        owner[i] = -1
        freeSymbols.append(s)
    }

    /// Where symbol allocation stood, to undo the allocations of a refused call.
    struct AllocationMark {
        var symbolCount: Int
        var freeCount: Int
    }

    var allocationMark: AllocationMark {
        AllocationMark(symbolCount: kinds.count, freeCount: freeSymbols.count)
    }

    /// Undoes every symbol allocation since `mark`, given the ids allocated, in order.
    /// Ids taken from the free list go back in reverse order, and new ids are cut off,
    /// so that the next allocations repeat exactly.
    mutating func undoAllocations(_ allocated: [Int32], to mark: AllocationMark) {
        for s in allocated.reversed() where Int(s) < mark.symbolCount {
            let i = Int(s)
            kinds[i] = .unused
            columns[i] = []
            compactedSize[i] = 0
            owner[i] = -1
            freeSymbols.append(s)
        }
        precondition(freeSymbols.count == mark.freeCount, "symbol allocation undo out of order")
        if kinds.count > mark.symbolCount {
            kinds.removeSubrange(mark.symbolCount...)
            rowOf.removeSubrange(mark.symbolCount...)
            columns.removeSubrange(mark.symbolCount...)
            compactedSize.removeSubrange(mark.symbolCount...)
            owner.removeSubrange(mark.symbolCount...)
        }
    }

    @inline(__always) func kind(_ s: Int32) -> SymbolKind { kinds[Int(s)] }
    @inline(__always) func isBasic(_ s: Int32) -> Bool { rowOf[Int(s)] >= 0 }

    /// The value of a symbol in the current basic solution.
    func value(of s: Int32) -> Double {
        let slot = rowOf[Int(s)]
        return slot >= 0 ? rows[Int(slot)].constant : 0
    }

    // MARK: - Rows and the column index

    /// Adds a row with the given basic symbol and indexes its symbols.
    @discardableResult
    mutating func addRow(basic: Int32, _ row: SparseRow) -> Int32 {
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            rows[Int(slot)] = row
            basicOf[Int(slot)] = basic
        } else {
            slot = Int32(rows.count)
            rows.append(row)
            basicOf.append(basic)
            visited.append(0)
        }
        rowOf[Int(basic)] = slot
        rowCount += 1
        for s in row.symbols { appendColumn(s, slot) }
        return slot
    }

    /// Removes the row in `slot` and returns it; its symbols' column entries go stale.
    @discardableResult
    mutating func removeRow(_ slot: Int32) -> SparseRow {
        let basic = basicOf[Int(slot)]
        rowOf[Int(basic)] = -1
        basicOf[Int(slot)] = -1
        let row = rows[Int(slot)]
        rows[Int(slot)] = SparseRow()
        freeSlots.append(slot)
        rowCount -= 1
        return row
    }

    @inline(__always)
    mutating func appendColumn(_ s: Int32, _ slot: Int32) {
        let i = Int(s)
        columns[i].append(slot)
        let size = columns[i].count
        if size > 16, size > 2 * Int(compactedSize[i]) { compactColumn(s) }
    }

    /// Drops stale and repeated entries from a column and returns the live slots, in
    /// their first-seen order (deterministic: it depends only on the call history).
    @discardableResult
    mutating func compactColumn(_ s: Int32) -> [Int32] {
        let i = Int(s)
        var list = columns[i]
        columns[i] = []
        visitStamp &+= 1
        if visitStamp == 0 { resetVisits() }
        var kept = 0
        for k in list.indices {
            let slot = list[k]
            let si = Int(slot)
            if visited[si] == visitStamp || basicOf[si] < 0 { continue }
            visited[si] = visitStamp
            if rows[si].index(of: s) == nil { continue }
            list[kept] = slot
            kept += 1
        }
        list.removeSubrange(kept...)
        columns[i] = list
        compactedSize[i] = Int32(kept)
        return list
    }

    private mutating func resetVisits() {
        for k in visited.indices { visited[k] = 0 }
        visitStamp = 1
    }

    /// The live slots of the rows containing `s`.
    @inline(__always)
    mutating func rowsContaining(_ s: Int32) -> [Int32] { compactColumn(s) }

    // MARK: - Pivoting

    /// Replaces `s` by `definition` in every row containing it, in the objective levels
    /// and in the artificial objective. Restricted rows that turn negative are queued
    /// for the dual simplex.
    mutating func substitute(_ s: Int32, with definition: SparseRow) {
        let slots = compactColumn(s)
        columns[Int(s)] = []
        compactedSize[Int(s)] = 0
        for slot in slots {
            let si = Int(slot)
            guard let at = rows[si].index(of: s) else { continue }
            let factor = rows[si].coefficients[at]
            inserted.removeAll(keepingCapacity: true)
            SparseRow.merge(into: &rows[si], adding: definition, times: factor, eliminating: s,
                            scratchSymbols: &scratchSymbols, scratchCoefficients: &scratchCoefficients,
                            inserted: &inserted, recordInsertions: true)
            for t in inserted { appendColumn(t, slot) }
            let basic = basicOf[si]
            if kinds[Int(basic)].isRestricted, rows[si].constant < 0 { infeasible.append(basic) }
        }
        for k in levels.indices {
            guard let at = levels[k].row.index(of: s) else { continue }
            let factor = levels[k].row.coefficients[at]
            SparseRow.merge(into: &levels[k].row, adding: definition, times: factor, eliminating: s,
                            scratchSymbols: &scratchSymbols, scratchCoefficients: &scratchCoefficients,
                            inserted: &inserted, recordInsertions: false)
        }
        if artificial != nil, let at = artificial!.index(of: s) {
            let factor = artificial!.coefficients[at]
            SparseRow.merge(into: &artificial!, adding: definition, times: factor, eliminating: s,
                            scratchSymbols: &scratchSymbols, scratchCoefficients: &scratchCoefficients,
                            inserted: &inserted, recordInsertions: false)
        }
    }

    /// Makes `entering` basic in `slot`, whose basic symbol leaves.
    mutating func pivot(slot: Int32, entering: Int32) {
        let si = Int(slot)
        let leaving = basicOf[si]
        // leaving = c + a·entering + rest  ⇒  entering = (leaving − c − rest) / a
        let a = rows[si].remove(entering)
        rows[si].scale(by: -1 / a)
        rows[si].add(leaving, 1 / a)
        rowOf[Int(leaving)] = -1
        appendColumn(leaving, slot)
        basicOf[si] = entering
        rowOf[Int(entering)] = slot
        let definition = rows[si]
        substitute(entering, with: definition)
        pivotCount += 1
    }

    /// Adds a brand-new row `0 = row` solved for `subject`, which must occur in it.
    mutating func addRow(solvedFor subject: Int32, _ row: SparseRow) {
        var row = row
        let a = row.remove(subject)
        row.scale(by: -1 / a)
        addRow(basic: subject, row)
        substitute(subject, with: row)
    }

    // MARK: - Objective levels

    /// The index of the level for `priority`, if it exists.
    func levelIndex(of priority: Priority) -> Int? {
        levels.firstIndex { $0.priority == priority }
    }

    /// The index of the level for `priority`, created (in priority order) if needed.
    mutating func ensureLevel(_ priority: Priority) -> Int {
        if let k = levelIndex(of: priority) { return k }
        let k = levels.firstIndex { $0.priority < priority } ?? levels.count
        levels.insert(ObjectiveLevel(priority: priority, row: SparseRow(), constraintCount: 0), at: k)
        return k
    }

    /// Adds `weight·s` to a level's objective, substituting `s` if it is basic.
    mutating func addToObjective(level k: Int, _ s: Int32, weight: Double) {
        let slot = rowOf[Int(s)]
        if slot >= 0 {
            let definition = rows[Int(slot)]
            inserted.removeAll(keepingCapacity: true)
            SparseRow.merge(into: &levels[k].row, adding: definition, times: weight, eliminating: -1,
                            scratchSymbols: &scratchSymbols, scratchCoefficients: &scratchCoefficients,
                            inserted: &inserted, recordInsertions: false)
        } else {
            levels[k].row.add(s, weight)
        }
    }

    // MARK: - Statistics

    /// Live rows and their non-zero cells.
    var size: (rows: Int, cells: Int) {
        var cells = 0
        for slot in basicOf.indices where basicOf[slot] >= 0 { cells += rows[slot].count }
        return (rowCount, cells)
    }
}

// Undo for operations that may be refused halfway (an unsatisfiable required constraint
// discovered by phase one or by the dual simplex): the first time such an operation
// touches a row, the row's pre-image is kept; a refusal puts every touched row back.
// The cost is proportional to the rows the operation touched, not to the tableau.

/// The pre-images kept while a refusable operation runs.
struct RowJournal {
    struct Entry {
        var slot: Int32
        var basic: Int32
        var row: SparseRow
    }

    var entries: [Entry] = []
    /// Shifts changed, with their old values, in order.
    var shifts: [(symbol: Int32, old: Double)] = []
    /// Rows whose constant alone changed before any other change to them, with the old
    /// constant: cheaper to keep than the whole row (no copy, no reference to its cells).
    var constants: [(slot: Int32, old: Double)] = []
    /// Rows changed in place (``Tableau/addToEveryRow(naming:_:)``) without a pre-image,
    /// in order, instead of a copy of each: the run of ``inPlaceSymbols`` the change
    /// added to (the same for every row it reached, so kept once) and where the row's old
    /// coefficients of those symbols start in ``inPlaceOld``.
    var inPlaceRows: [InPlaceRow] = []
    var inPlaceSymbols: [Int32] = []
    var inPlaceOld: [Double] = []

    struct InPlaceRow {
        var slot: Int32
        var symbols: Int32
        var count: Int32
        var old: Int32
    }
    var slotCount = 0
    var freeSlots: [Int32] = []
    var rowCount = 0
    /// The objective's levels as they were, without their rows: a kept row would make the
    /// first change to it copy it whole, and a level's row holds an error of every
    /// optional constraint at its priority, so each journaled addition of a long stack
    /// copied a row as long as the stack. The cells a change touches go to `levelCells`.
    var levelHeaders: [LevelHeader] = []
    /// The old coefficient (zero when absent) of each objective cell changed, in order.
    var levelCells: [LevelCell] = []
    var pivotCount = 0
    var moveCount = 0
    var mergedCells = 0
    var valueScale = 0.0

    struct LevelHeader {
        var priority: Priority
        var constant: Double
        var constraintCount: Int
        var scale: Double
    }

    struct LevelCell {
        var priority: Priority
        var symbol: Int32
        var old: Double
    }

    /// Empties the lists, keeping their storage (the rows' pre-images are released).
    mutating func clear() {
        // Most journals leave some lists empty; emptying one costs a call into the
        // standard library's generic path even then.
        if !entries.isEmpty { entries.removeAll(keepingCapacity: true) }
        if !shifts.isEmpty { shifts.removeAll(keepingCapacity: true) }
        if !constants.isEmpty { constants.removeAll(keepingCapacity: true) }
        if !inPlaceRows.isEmpty {
            inPlaceRows.removeAll(keepingCapacity: true)
            inPlaceSymbols.removeAll(keepingCapacity: true)
            inPlaceOld.removeAll(keepingCapacity: true)
        }
        freeSlots = []
        if !levelHeaders.isEmpty { levelHeaders.removeAll(keepingCapacity: true) }
        if !levelCells.isEmpty { levelCells.removeAll(keepingCapacity: true) }
    }
}

extension Tableau {
    /// Starts keeping pre-images of the rows about to change.
    mutating func beginJournal() {
        journalGeneration &+= 1
        if journalGeneration == 0 {
            for k in journalStamp.indices { journalStamp[k] = 0 }
            for k in journalConstantStamp.indices { journalConstantStamp[k] = 0 }
            journalGeneration = 1
        }
        var opened = retiredJournal.take() ?? RowJournal()
        opened.slotCount = rows.count
        opened.freeSlots = freeSlots
        opened.rowCount = rowCount
        // Room first, then the levels read through their buffer: a proportionally filled
        // stack has a level per item, and appending each header to a growing list while
        // reading the levels through the array cost about 30 instructions a header.
        opened.levelHeaders.reserveCapacity(levels.count)
        levels.withUnsafeBufferPointer { levels in
            for level in levels {
                opened.levelHeaders.append(RowJournal.LevelHeader(
                    priority: level.priority, constant: level.row.constant,
                    constraintCount: level.constraintCount, scale: level.scale))
            }
        }
        opened.pivotCount = pivotCount
        opened.moveCount = moveCount
        opened.mergedCells = changes.mergedCells
        opened.valueScale = valueScale
        journal = opened
    }

    /// Keeps a closed journal's emptied lists for the next one.
    private mutating func retire(_ closed: RowJournal) {
        var emptied = closed
        emptied.clear()
        retiredJournal = emptied
    }

    /// Records the coefficients `symbols` have in level `k`'s row before they change, if
    /// a journal is open.
    /// - Complexity: O(m log n) for m symbols in a row of n cells.
    @inline(__always)
    mutating func touchLevel<S: Sequence<Int32>>(_ k: Int, _ symbols: S) {
        guard journal != nil else { return }
        let priority = levels[k].priority
        for s in symbols {
            journal!.levelCells.append(RowJournal.LevelCell(priority: priority, symbol: s,
                                                            old: levels[k].row.coefficient(of: s)))
        }
    }

    /// Keeps the changes: drops the pre-images.
    mutating func commitJournal() {
        if let closed = journal.take() { retire(closed) }
    }

    /// Records the pre-image of `slot` if this is the first change to it.
    @inline(__always)
    mutating func touch(_ slot: Int32) {
        guard journal != nil else { return }
        let si = Int(slot)
        if si < journalStamp.count, journalStamp[si] == journalGeneration { return }
        while journalStamp.count <= si { journalStamp.append(0) }
        journalStamp[si] = journalGeneration
        let basic = si < basicOf.count ? basicOf[si] : -1
        let row = basic >= 0 ? rows[si] : SparseRow()
        journal!.entries.append(RowJournal.Entry(slot: slot, basic: basic, row: row))
    }

    /// Records the old constant of `slot` before a change to its constant alone, unless
    /// its pre-image or old constant is already kept.
    @inline(__always)
    mutating func touchConstant(_ slot: Int32) {
        guard journal != nil else { return }
        let si = Int(slot)
        if si < journalStamp.count, journalStamp[si] == journalGeneration { return }
        if si < journalConstantStamp.count, journalConstantStamp[si] == journalGeneration { return }
        while journalConstantStamp.count <= si { journalConstantStamp.append(0) }
        journalConstantStamp[si] = journalGeneration
        journal!.constants.append((slot, rows[si].constant))
    }

    /// Keeps the symbols of a change about to be added in place to many rows, once, and
    /// returns where they start (see ``touchInPlace(_:oldConstant:symbols:oldCoefficients:)``).
    mutating func noteInPlaceChange(_ change: SparseRow) -> Int32 {
        guard journal != nil else { return -1 }
        let start = Int32(journal!.inPlaceSymbols.count)
        for cell in change.cells { journal!.inPlaceSymbols.append(cell.symbol) }
        return start
    }

    /// Records what an in-place change of `slot` (``addInPlace(_:times:toRowIn:journaledAs:)``) changed:
    /// its old constant, unless kept already, and the old coefficients of the change's
    /// symbols (the run from `symbols`, kept by ``noteInPlaceChange(_:)``), in order;
    /// nothing if the row's pre-image is kept (it holds them all).
    mutating func touchInPlace(_ slot: Int32, oldConstant: Double, symbols: Int32, oldCoefficients: [Double]) {
        guard journal != nil else { return }
        let si = Int(slot)
        if si < journalStamp.count, journalStamp[si] == journalGeneration { return }
        if si >= journalConstantStamp.count || journalConstantStamp[si] != journalGeneration {
            while journalConstantStamp.count <= si { journalConstantStamp.append(0) }
            journalConstantStamp[si] = journalGeneration
            journal!.constants.append((slot, oldConstant))
        }
        journal!.inPlaceRows.append(RowJournal.InPlaceRow(slot: slot, symbols: symbols,
                                                          count: Int32(oldCoefficients.count),
                                                          old: Int32(journal!.inPlaceOld.count)))
        journal!.inPlaceOld.append(contentsOf: oldCoefficients)
    }

    /// Sets an unrestricted symbol's shift, keeping the old one if a journal is open.
    @inline(__always)
    mutating func setShift(_ s: Int32, _ value: Double) {
        if journal != nil { journal!.shifts.append((s, shift[Int(s)])) }
        shift[Int(s)] = value
        valueChanges.note(s)
    }

    /// Puts every touched row back as it was when the journal began.
    mutating func rollBack() {
        guard let journal = journal.take() else { return }
        defer { retire(journal) }
        forgetResolvedValues()
        // First take the current rows out (a symbol may have changed slots), then put
        // the pre-images back.
        for entry in journal.entries {
            let si = Int(entry.slot)
            guard si < basicOf.count, basicOf[si] >= 0 else { continue }
            for cell in rows[si].cells { unlink(cell) }
            rowOf[Int(basicOf[si])] = -1
            noteBasic(basicOf[si], by: -1)
            basicOf[si] = -1
            rows[si] = SparseRow()
        }
        for entry in journal.entries where entry.basic >= 0 {
            let si = Int(entry.slot)
            var row = entry.row
            row.withUnsafeMutableCells { cells in
                for i in cells.indices { cells[i].node = link(cells[i].symbol, entry.slot) }
            }
            rows[si] = row
            basicOf[si] = entry.basic
            noteBasic(entry.basic, by: 1)
            rowOf[Int(entry.basic)] = entry.slot
        }
        // A row whose constant changed first keeps the changed constant in its pre-image
        // (if it has one): the old constant goes back last. Rows created since are gone.
        for (slot, old) in journal.constants where Int(slot) < basicOf.count && basicOf[Int(slot)] >= 0 {
            rows[Int(slot)].constant = old
        }
        // Likewise a coefficient changed in place before the row's pre-image was taken:
        // the pre-image holds the changed value, which goes back here, latest first. (One
        // changed after it is in the pre-image as it was.) The cell is there: only the
        // coefficients of existing cells change in place.
        for entry in journal.inPlaceRows.reversed() where Int(entry.slot) < basicOf.count && basicOf[Int(entry.slot)] >= 0 {
            let si = Int(entry.slot)
            for j in 0..<Int(entry.count) {
                let symbol = journal.inPlaceSymbols[Int(entry.symbols) + j]
                if rows[si].index(of: symbol) != nil { rows[si].setCoefficient(symbol, journal.inPlaceOld[Int(entry.old) + j]) }
            }
        }
        if rows.count > journal.slotCount {
            rows.removeSubrange(journal.slotCount...)
            basicOf.removeSubrange(journal.slotCount...)
        }
        for (s, old) in journal.shifts.reversed() { shift[Int(s)] = old }
        freeSlots = journal.freeSlots
        rowCount = journal.rowCount
        // Each changed objective cell back to its old coefficient, latest change first,
        // then the levels that existed, in their order, with their constants and counts;
        // a level created since is dropped.
        for cell in journal.levelCells.reversed() {
            guard let k = levelIndex(of: cell.priority) else { continue }
            if cell.old != 0 { notePriced(cell.symbol) }
            levels[k].row.setCoefficient(cell.symbol, cell.old)
        }
        levels = journal.levelHeaders.compactMap { header in
            guard let k = levelIndex(of: header.priority) else { return nil }
            var level = levels[k]
            level.row.constant = header.constant
            level.constraintCount = header.constraintCount
            level.scale = header.scale
            return level
        }
        pivotCount = journal.pivotCount
        moveCount = journal.moveCount
        changes.mergedCells = journal.mergedCells
        valueScale = journal.valueScale
        artificial = nil
        infeasible.removeAll(keepingCapacity: true)
        costChanged.removeAll(keepingCapacity: true)
    }
}

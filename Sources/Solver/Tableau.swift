/// The simplex tableau: rows keyed by their basic symbol, a column index, and the
/// lexicographic objective. A risky operation opens a journal of the rows it touches
/// (`beginJournal`), so that a refusal restores them exactly (`rollBack`) at a cost
/// proportional to what changed, not to the tableau.
///
/// Every row reads `basic = constant + Σ coefficient·symbol`. Non-basic symbols are zero,
/// and a restricted row names non-basic symbols only, so its constant is its basic
/// symbol's value; restricted basic symbols have non-negative constants whenever the
/// tableau is feasible. The row of an unrestricted basic symbol may also name other
/// unrestricted basic symbols (a chained row, see Tableau+ChainedRows.swift).
struct Tableau {
    static let epsilon = SparseRow.epsilon
    /// The largest coefficient with which a chained row names a basic symbol (see
    /// Tableau+ChainedRows.swift).
    static let chainableCoefficient = 1 + 1e-9

    // MARK: Symbols (indexed by symbol id)

    var kinds: [SymbolKind] = []
    /// The slot of the row whose basic symbol this is, or -1.
    var rowOf: [Int32] = []
    /// The constraint record a marker or error symbol belongs to, or -1.
    var owner: [Int32] = []
    /// For an unrestricted symbol, the value it stands for when it is zero in the
    /// tableau: `value = shift + (row constant if basic, else 0)`. Shifts let a
    /// non-basic variable sit anywhere, so that positions in a long chain can stay
    /// parameters while sizes and slacks are basic, and the tableau stays sparse.
    var shift: [Double] = []
    var freeSymbols: [Int32] = []

    // MARK: Column index

    // Each symbol's column is a doubly linked list of the row slots that contain it, in
    // a shared node pool, so that indexing a cell never allocates. Every tableau cell
    // records its node, so a cell that cancels out unlinks itself in O(1): the index is
    // exact, with no stale entries to prune.
    var columns: [Column] = []
    var nodes: [ColumnNode] = []
    var freeNode: Int32 = -1

    struct Column {
        var head: Int32 = -1
        var length: Int32 = 0
    }

    struct ColumnNode {
        var slot: Int32
        var next: Int32
        var previous: Int32
    }

    // MARK: Rows (indexed by slot)

    var rows: [SparseRow] = []
    /// The basic symbol of each slot, or -1 for a free slot.
    var basicOf: [Int32] = []
    var freeSlots: [Int32] = []
    var rowCount = 0
    /// How many rows have a dummy as their basic symbol (redundant copies of required
    /// equalities): usually none, and then no parameter can touch one (see
    /// ``touchesRedundantEquality(_:)``).
    var basicDummyCount = 0

    // MARK: Objective

    /// One row per optional priority in use, highest priority first.
    var levels: [ObjectiveLevel] = []
    /// Whether a level may name the symbol: a superset of the symbols the levels name
    /// (see Tableau+PricedSymbols.swift).
    var pricedMarks: [Bool] = []
    /// The phase-one objective while a row is added through an artificial variable.
    var artificial: SparseRow?

    /// Basic symbols whose rows may have become infeasible, for the dual simplex.
    var infeasible = InfeasibleQueue()
    /// Slacks the dual simplex left below zero by more than ``epsilon`` but within a
    /// ``constantTolerance`` raised by large values met earlier: candidates for
    /// ``SolverCore/repairRoundedBounds()``.
    var roundedBounds: [Int32] = []
    /// Symbols whose reduced cost changed since the tableau was last known optimal:
    /// only these can improve the objective (see ``optimize(artificialPhase:fromScratch:largestCost:)``).
    var costChanged: [Int32] = []
    /// The basic symbols of rows that came to hold three slacks and errors: candidates
    /// for ``SolverCore/mergeTwins()`` to look at when the change ends.
    var twinIdentities: [Int32] = []
    /// Slacks and errors that pivots made basic since ``SolverCore/mergeTwins()`` last
    /// looked: a pair of twins may now have both symbols of one amount basic.
    var enteredBounds: [Int32] = []
    /// Symbols already kept while `chooseByLevel` prunes ``costChanged``.
    var keptCandidates = SymbolMarks()
    /// The improving candidates of the current primal run with their first costs, and
    /// the level tolerances those were found with (see `chooseBySymbol`).
    var candidateRanking = CandidateRanking()
    var rankedTolerances: [Double] = []
    /// Scratch space of `chooseByLevel`: the candidates not yet kept or dropped, those
    /// whose first cost was found, and those whose first cost is still to be found.
    var candidateMarks = SymbolMarks()
    var decidedMarks = SymbolMarks()
    var undecidedCandidates: [Int32] = []
    /// How the primal simplex finds its candidates' costs: whichever way is cheaper, or
    /// (for tests, which compare them against the reference and each other) always one
    /// way: ranked, each looked up in the levels or all found by reading the levels; or
    /// level by level, unranked.
    var costScan = CostScan.cheaper
    enum CostScan { case cheaper, bySymbol, bySymbolReadingLevels, byLevel }

    // MARK: Scratch space, reused so that pivots do not allocate

    var changes = MergeChanges()
    var slotScratch: [Int32] = []
    /// Scratch for ``addInPlace(_:times:toRowIn:journaledAs:)``: the old coefficients of a row.
    var inPlaceOldCoefficients: [Double] = []
    /// Scratch for ``dualEnteringSymbol``: the sparse ratio vectors of a candidate and of
    /// the best so far.
    var levelRatioScratch: (candidate: [LevelRatio], best: [LevelRatio]) = ([], [])
    /// Scratch for ``dualEnteringSymbol``: the costs of one long row in every level.
    var rowCostScratch: [Double] = []
    /// Scratch for resolving chained values (see Tableau+ChainedRows.swift).
    var resolveStack: [(symbol: Int32, next: Int)] = []
    /// Reusable stack of ``forgetResolvedValue(ofRowIn:)``.
    var forgetStack: [Int32] = []

    /// The parameters moved by the current dual simplex run (see
    /// ``parameterMove(slot:)``).
    var movedParameters = SymbolMarks()

    /// An upper bound of the magnitudes of the values and constants the tableau has
    /// held: the scale of the rounding noise in its constants (see ``constantTolerance``).
    var valueScale = 0.0

    /// Row constants (values) at or below this magnitude are zero: ``epsilon`` for
    /// values of ordinary size, and 1e-13 of the largest value met beyond 1e5, since a
    /// sum of numbers near 1e12 carries rounding errors near 1e-4.
    @inline(__always)
    var constantTolerance: Double {
        repairTolerance >= 0 ? repairTolerance : max(Self.epsilon, Self.relativeValueTolerance * valueScale)
    }

    /// While non-negative, the tolerance of ``constantTolerance``: set while a refined
    /// solution's broken rows are repaired (see ``SolverCore/settle()``), whose values are
    /// exact to the rounding of their own constraints, not of the largest value met.
    var repairTolerance = -1.0

    /// Whether the last phase one ended above zero by less than rounding decides (see
    /// ``isMarginal(_:negated:)``).
    var marginalShortfall = false

    /// Whether the current call involves a wide constraint (see ``SolverCore/isWide(_:)``):
    /// phase one then compares costs with the symbols that may enter only.
    var wide = false

    static let relativeValueTolerance = 1e-13

    /// Notes a magnitude the tableau's values reach.
    @inline(__always)
    mutating func noteMagnitude(_ x: Double) {
        let a = abs(x)
        if a > valueScale { valueScale = a }
    }

    /// Set when a simplex run ran out of its ``pivotBudget``; the caller refuses the call.
    var stalledRun = false

    /// Whether a primal run may stop when it finds a column drifted from its constraints
    /// (see ``drifted``): set by the solver while it could write the tableau anew.
    var stopsOnDrift = false
    /// Set when a primal run found its entering symbol bounded only by a suspect element:
    /// in exact arithmetic that element is zero, so the column no longer says what its
    /// constraints say. The run stops there, and the solver writes the tableau anew from
    /// its constraints when the call ends (see ``SolverCore/rebuildTableau(dropping:)``).
    var drifted = false

    /// Pivots performed since creation, for statistics.
    var pivotCount = 0
    /// Parameter moves performed since creation, for statistics.
    var moveCount = 0

    // MARK: Chained rows (see Tableau+ChainedRows.swift)

    /// Memoised tableau values of variables (see Tableau+ChainedRows.swift).
    var resolved: [ResolvedValue] = []
    var resolvedGeneration: UInt32 = 1
    /// The variables whose values may have changed since the last report.
    var valueChanges = ValueChangeLog()
    /// The variables ``memoiseValues(of:)`` found not memoised, kept for its next call.
    var staleScratch: [Int32] = []
    /// Dense scratch for expanding a chained row, zero between expansions.
    var expansionCoefficient: [Double] = []
    var expansionLargest: [Double] = []
    /// Lists an expansion builds (see ``expandedRow(_:)``), kept for the next one.
    var expansionOrder: [Int32] = []
    var expansionTouched: [Int32] = []
    /// Puts an expansion's symbols in order.
    var expansionBitmap = SymbolBitmap()
    /// Reusable log of ``repairByMovingParameters()``.
    var moveLog = MoveLog()
    /// The basic symbols an expansion's walk has finished.
    var expansionVisited = SymbolMarks()

    // MARK: Undo (see Tableau+Journal.swift)

    var journal: RowJournal?
    /// The last journal, emptied, kept for the next: a journal's lists allocated and freed
    /// anew by every risky call cost about as much as a first layout's cheap additions.
    var retiredJournal: RowJournal?
    var journalStamp: [UInt32] = []
    /// Per row slot: the journal generation in which its old constant was kept.
    var journalConstantStamp: [UInt32] = []
    var journalGeneration: UInt32 = 0

    // MARK: - Symbols

    /// A new symbol id of the given kind, reusing released ids (last released first).
    mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
        if let id = freeSymbols.popLast() {
            kinds[Int(id)] = kind
            shift[Int(id)] = 0
            return id
        }
        let id = Int32(kinds.count)
        if id == 0 { reserveInitialCapacity() }
        kinds.append(kind)
        pricedMarks.append(false)
        rowOf.append(-1)
        owner.append(-1)
        shift.append(0)
        columns.append(Column())
        return id
    }

    /// Room for a small system at once: growing a dozen arrays from empty one doubling at
    /// a time costs a small solver more than its simplex work.
    private mutating func reserveInitialCapacity() {
        let symbols = 128, cells = 256
        kinds.reserveCapacity(symbols)
        pricedMarks.reserveCapacity(symbols)
        rowOf.reserveCapacity(symbols)
        owner.reserveCapacity(symbols)
        shift.reserveCapacity(symbols)
        columns.reserveCapacity(symbols)
        nodes.reserveCapacity(cells)
        rows.reserveCapacity(symbols / 2)
        basicOf.reserveCapacity(symbols / 2)
    }

    /// Marks a symbol's id free. The symbol must not be basic.
    mutating func releaseSymbol(_ s: Int32) {
        clearColumn(s)
        kinds[Int(s)] = .unused
        owner[Int(s)] = -1
        freeSymbols.append(s)
    }

    /// Frees a symbol allocated by a refused call: ids taken from the free list go back,
    /// new ids are left for `undoAllocations` to cut off.
    private mutating func unallocate(_ s: Int32, keepingIdsBelow count: Int) {
        if Int(s) < count { releaseSymbol(s) } else { clearColumn(s) }
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
        for s in allocated.reversed() { unallocate(s, keepingIdsBelow: mark.symbolCount) }
        precondition(freeSymbols.count == mark.freeCount, "symbol allocation undo out of order")
        if kinds.count > mark.symbolCount {
            let cut = mark.symbolCount...
            kinds.removeSubrange(cut)
            pricedMarks.removeSubrange(cut)
            rowOf.removeSubrange(cut)
            owner.removeSubrange(cut)
            shift.removeSubrange(cut)
            columns.removeSubrange(cut)
        }
    }

    @inline(__always) func kind(_ s: Int32) -> SymbolKind { kinds[Int(s)] }
    @inline(__always) func isBasic(_ s: Int32) -> Bool { rowOf[Int(s)] >= 0 }

    /// The value of a symbol in the current basic solution.
    func value(of s: Int32) -> Double {
        shift[Int(s)] + tableauValue(of: s)
    }

    /// Whether `s` occurs nowhere yet: not basic, in no row, with no cost. Such a
    /// symbol can be shifted freely without changing anything else.
    @inline(__always)
    func isFresh(_ s: Int32) -> Bool {
        guard rowOf[Int(s)] < 0, columns[Int(s)].head < 0 else { return false }
        guard mayBePriced(s) else { return true }
        for level in levels where level.row.contains(s) { return false }
        return true
    }

    // MARK: - Rows

    /// Adds a row with the given basic symbol and indexes its symbols.
    ///
    /// With `definingFresh`, `basic` is a fresh variable (in no row, without a cost): no
    /// other value changes, so only its own memoised zero is dropped. Otherwise the rows
    /// that hold `basic` drop theirs when it is substituted into them (``substitute(_:with:)``),
    /// and no other memoised value goes. A chain added link by link reads the previous link's value for
    /// each new one (the magnitude of its sum); forgetting every value each time made it
    /// walk the whole chain again: quadratic.
    @discardableResult
    mutating func addRow(basic: Int32, _ row: consuming SparseRow, definingFresh: Bool = false) -> Int32 {
        let slot = freeSlots.popLast() ?? Int32(rows.count)
        // A symbol that turns basic here may have a memoised zero.
        if definingFresh {
            forgetResolvedValue(ofNonBasic: basic)
        } else {
            // The rows that hold it drop theirs as it is substituted into them.
            forgetResolvedValue(ofNonBasic: basic)
        }
        touch(slot)
        // Consumed, so that linking its cells does not copy them (a first layout adds
        // thousands of rows).
        row.withUnsafeMutableCells { cells in
            for i in cells.indices { cells[i].node = link(cells[i].symbol, slot) }
        }
        if Int(slot) == rows.count {
            rows.append(row)
            basicOf.append(basic)
        } else {
            rows[Int(slot)] = row
            basicOf[Int(slot)] = basic
        }
        noteBasic(basic, by: 1)
        rowOf[Int(basic)] = slot
        rowCount += 1
        return slot
    }

    /// Notes a row of three slacks and errors solved for a fourth: perhaps the identity
    /// of twin constraints, which ``SolverCore/mergeTwins()`` merges at the end of the
    /// change.
    @inline(__always)
    mutating func noteTwinIdentity(_ slot: Int32) {
        let basic = basicOf[Int(slot)]
        // An identity's constant is zero (twins share their constant): a row of three
        // slacks and errors with a value, such as an item's losing weakest constraint's
        // error, is not one, and noting it would cost the end of the call a check.
        guard rows[Int(slot)].count == 3, abs(rows[Int(slot)].constant) <= Self.epsilon,
              isSlackOrError(basic), rows[Int(slot)].cells.allSatisfy({ isSlackOrError($0.symbol) })
        else { return }
        twinIdentities.append(basic)
    }

    @inline(__always)
    private func isSlackOrError(_ s: Int32) -> Bool { kinds[Int(s)] == .slack || kinds[Int(s)] == .error }

    /// Counts a dummy that becomes basic (`change` 1) or leaves the basis (−1) in
    /// ``basicDummyCount``.
    @inline(__always)
    mutating func noteBasic(_ basic: Int32, by change: Int) {
        if kinds[Int(basic)] == .dummy { basicDummyCount += change }
    }

    /// Removes the row in `slot` and returns it (its cells keep stale node ids).
    @discardableResult
    mutating func removeRow(_ slot: Int32) -> SparseRow {
        // No other row's constant changes: only the value of the row's basic goes, with
        // the chained rows that read it.
        forgetResolvedValue(ofRowIn: slot)
        touch(slot)
        let basic = basicOf[Int(slot)]
        rowOf[Int(basic)] = -1
        basicOf[Int(slot)] = -1
        noteBasic(basic, by: -1)
        let row = rows[Int(slot)]
        rows[Int(slot)] = SparseRow()
        freeSlots.append(slot)
        rowCount -= 1
        for cell in row.cells { unlink(cell) }
        return row
    }

    // MARK: - Column index

    /// Adds `slot` to the column of `s` and returns the node to store in the cell.
    @inline(__always)
    mutating func link(_ s: Int32, _ slot: Int32) -> Int32 {
        let head = columns[Int(s)].head
        let node: Int32
        if freeNode >= 0 {
            node = freeNode
            freeNode = nodes[Int(node)].next
            nodes[Int(node)] = ColumnNode(slot: slot, next: head, previous: -1)
        } else {
            node = Int32(nodes.count)
            nodes.append(ColumnNode(slot: slot, next: head, previous: -1))
        }
        if head >= 0 { nodes[Int(head)].previous = node }
        columns[Int(s)].head = node
        columns[Int(s)].length += 1
        return node
    }

    /// Takes a tableau cell's node out of its symbol's column.
    @inline(__always)
    mutating func unlink(_ cell: Cell) {
        let node = nodes[Int(cell.node)]
        if node.previous >= 0 { nodes[Int(node.previous)].next = node.next } else { columns[Int(cell.symbol)].head = node.next }
        if node.next >= 0 { nodes[Int(node.next)].previous = node.previous }
        nodes[Int(cell.node)].next = freeNode
        freeNode = cell.node
        columns[Int(cell.symbol)].length -= 1
    }

    /// Returns every node of a column to the pool.
    mutating func clearColumn(_ s: Int32) {
        var node = columns[Int(s)].head
        while node >= 0 {
            let next = nodes[Int(node)].next
            nodes[Int(node)].next = freeNode
            freeNode = node
            node = next
        }
        columns[Int(s)] = Column()
    }

    /// The slots of the rows that contain `s`, most recently linked first. The order
    /// depends only on the history of calls, never on addresses or hashing, so runs
    /// repeat exactly.
    mutating func liveRows(_ s: Int32) -> [Int32] {
        slotScratch.removeAll(keepingCapacity: true)
        var node = columns[Int(s)].head
        while node >= 0 {
            slotScratch.append(nodes[Int(node)].slot)
            node = nodes[Int(node)].next
        }
        return slotScratch
    }

    /// Applies a tracked merge's changes to the column index of the row in `slot`.
    @inline(__always)
    mutating func reindex(slot: Int32) {
        for cell in changes.dropped { unlink(cell) }
        for position in changes.insertedPositions {
            let p = Int(position)
            let s = rows[Int(slot)].cell(at: p).symbol
            rows[Int(slot)].setNode(link(s, slot), at: p)
        }
    }

    // MARK: - Pivoting

    /// Replaces `s` by `definition` in every row containing it, in the objective levels
    /// and in the artificial objective. Restricted rows that turn negative are queued
    /// for the dual simplex.
    ///
    /// An unrestricted `s` stays named in the rows of unrestricted basic symbols, which
    /// then refer to its row (see Tableau+ChainedRows.swift); `definition` must name
    /// non-basic symbols only.
    mutating func substitute(_ s: Int32, with definition: SparseRow) {
        let chains = kinds[Int(s)] == .external && !wide
        // The merges below relink other symbols' columns, never this one's, so the
        // walk is safe. Without chaining the whole column is released afterwards;
        // with it, each merged row's cell leaves the column and the chained rows stay.
        var node = columns[Int(s)].head
        while node >= 0 {
            let current = node
            let slot = nodes[Int(node)].slot
            node = nodes[Int(node)].next
            let si = Int(slot)
            guard let at = rows[si].index(of: s) else { continue }
            // Its value changes (its constant, or, chained, the value it reads from now
            // on), and so do its readers'.
            forgetResolvedValue(ofRowIn: slot)
            let factor = rows[si].cell(at: at).coefficient
            // A reference with a coefficient above 1 could compound along a chain
            // (x₁ = … − 3·x₂, x₂ = … − 4·x₃, …) into values that are differences of huge
            // numbers: such a row takes the definition as before.
            if chains, abs(factor) <= Self.chainableCoefficient, isChainable(slot) {
                // Not journaled: a rollback only makes the mark conservative.
                rows[si].mayNameBasicSymbols = true
                continue
            }
            touch(slot)
            SparseRow.merge(into: &rows[si], adding: definition, times: factor, eliminating: s,
                            changes: &changes, trackChanges: true)
            reindex(slot: slot)
            if chains { unlink(Cell(symbol: s, node: current, coefficient: 0)) }
            let basic = basicOf[si]
            if kinds[Int(basic)].isRestricted, rows[si].constant < 0 { infeasible.append(basic) }
            noteTwinIdentity(slot)
        }
        if !chains { clearColumn(s) }
        if mayBePriced(s) { substituteInLevels(s, with: definition) }
        if artificial != nil, let at = artificial!.index(of: s) {
            let factor = artificial!.cell(at: at).coefficient
            SparseRow.merge(into: &artificial!, adding: definition, times: factor, eliminating: s,
                            changes: &changes, trackChanges: false)
        }
    }

    /// The first level from `k` on that names `s`, with its cost there.
    /// - Complexity: O(1) per level whose symbols do not span `s` (most of a many-levelled
    ///   objective's), O(log n) for the others.
    @inline(__always)
    private func nextLevel(naming s: Int32, from k: Int) -> (Int, Double)? {
        // Read-only, so that the scan keeps the levels' buffer in registers.
        levels.withUnsafeBufferPointer { levels in
            var k = k
            while k < levels.count {
                let factor = levels[k].row.coefficient(of: s)
                if factor != 0 { return (k, factor) }
                k += 1
            }
            return nil
        }
    }

    /// Replaces `s` by `definition` in every level that names it; none names it afterwards.
    private mutating func substituteInLevels(_ s: Int32, with definition: SparseRow) {
        var costsChanged = false
        var definitionScale = -1.0
        var next = 0
        while let (k, factor) = nextLevel(naming: s, from: next) {
            next = k + 1
            touchLevel(k, CollectionOfOne(s))
            touchLevel(k, definition.cells.lazy.map(\.symbol))
            if definitionScale < 0 { definitionScale = definition.largestMagnitude }
            levels[k].scale = max(levels[k].scale, abs(factor) * definitionScale)
            changes.mergedCells += levels[k].row.merge(adding: definition, times: factor, eliminating: s)
            costsChanged = true
        }
        if costsChanged { noteCostsChanged(symbolsOf: definition) }
        noteUnpriced(s)
    }

    /// Makes `entering` basic in `slot`, whose basic symbol leaves.
    mutating func pivot(slot: Int32, entering: Int32) {
        let si = Int(slot)
        // The entering symbol's definition must name non-basic symbols only.
        expandInPlace(slot)
        touch(slot)
        let leaving = basicOf[si]
        // A restricted row negative within the tolerance is zero to every ratio test
        // (which reads max(constant, 0)); divided by a small pivot element, its rounding
        // would become the entering symbol's value, a real infeasibility: a slack at
        // −5e-11 pivoted on an element of 2e-5 made a required slack −2.6e-6.
        if rows[si].constant < 0, kinds[Int(leaving)].isRestricted, rows[si].constant >= -constantTolerance {
            rows[si].constant = 0
        }
        // The leaving symbol's value goes, with its readers'; the entering one's memoised
        // zero too. The rows that hold it drop theirs in `substitute`.
        forgetResolvedValue(ofRowIn: slot)
        forgetResolvedValue(ofNonBasic: entering)
        // leaving = c + a·entering + rest  ⇒  entering = (leaving − c − rest) / a
        let enteringCell = rows[si].cell(at: rows[si].index(of: entering)!)
        unlink(enteringCell)
        let a = rows[si].remove(entering)
        rows[si].scale(by: -1 / a)
        // However small 1/a is, the leaving symbol's own entry stays: it is the row.
        let at = rows[si].insertNew(leaving, 1 / a)
        rows[si].setNode(link(leaving, slot), at: at)
        rowOf[Int(leaving)] = -1
        basicOf[si] = entering
        noteBasic(leaving, by: -1)
        noteBasic(entering, by: 1)
        rowOf[Int(entering)] = slot
        noteMagnitude(rows[si].constant)
        let definition = rows[si]
        substitute(entering, with: definition)
        pivotCount += 1
        noteTwinIdentity(slot)
        if isSlackOrError(entering) { enteredBounds.append(entering) }
    }

    /// Adds a brand-new row `0 = row` solved for `subject`, which must occur in it.
    mutating func addRow(solvedFor subject: Int32, _ row: consuming SparseRow, definingFresh: Bool = false) {
        let a = row.remove(subject)
        row.scale(by: -1 / a)
        // The stored row is the definition: handing `row` on whole and reading it back
        // copies no cells.
        let slot = addRow(basic: subject, row, definingFresh: definingFresh)
        substitute(subject, with: rows[Int(slot)])
    }

    /// `row += factor·(the row in slot)`.
    mutating func accumulate(into row: inout SparseRow, rowOf slot: Int32, times factor: Double) {
        let definition = expandedRow(slot)
        // A row being built is not yet the tableau's: a call refused before it is added
        // must leave ``SolverStatistics/mergedCells`` as it was.
        let mergedCells = changes.mergedCells
        SparseRow.merge(into: &row, adding: definition, times: factor, eliminating: -1,
                        changes: &changes, trackChanges: false)
        changes.mergedCells = mergedCells
    }

    /// Removes every occurrence of a non-basic symbol that is known to be zero for good.
    mutating func scrub(_ s: Int32) {
        var node = columns[Int(s)].head
        while node >= 0 {
            let slot = nodes[Int(node)].slot
            touch(slot)
            rows[Int(slot)].remove(s)
            node = nodes[Int(node)].next
        }
        clearColumn(s)
        guard mayBePriced(s) else { return }
        for k in levels.indices where levels[k].row.contains(s) {
            touchLevel(k, CollectionOfOne(s))
            levels[k].row.remove(s)
        }
        noteUnpriced(s)
    }

    // MARK: - Objective levels

    /// The index of the level for `priority`, if it exists.
    /// - Complexity: O(log levels).
    func levelIndex(of priority: Priority) -> Int? {
        let k = firstLevel(notAbove: priority)
        return k < levels.count && levels[k].priority == priority ? k : nil
    }

    /// The index of the first level whose priority is at most `priority` (the levels run
    /// from the highest priority down), or the number of levels. A proportionally filled
    /// stack has a level per item, and every optional constraint added looks its level up.
    /// - Complexity: O(log levels).
    private func firstLevel(notAbove priority: Priority) -> Int {
        var low = 0, high = levels.count
        while low < high {
            let mid = (low + high) / 2
            if levels[mid].priority > priority { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The index of the level for `priority`, created (in priority order) if needed.
    /// - Complexity: O(log levels) when it exists.
    mutating func ensureLevel(_ priority: Priority) -> Int {
        let k = firstLevel(notAbove: priority)
        if k < levels.count, levels[k].priority == priority { return k }
        levels.insert(ObjectiveLevel(priority: priority, row: CostRow(), constraintCount: 0), at: k)
        return k
    }

    /// Counts one optional constraint fewer at level `k`, and removes the level when none
    /// is left: empty but for rounding noise, what it held no longer blocks lower levels.
    mutating func releaseLevel(_ k: Int) {
        levels[k].constraintCount -= 1
        if levels[k].constraintCount == 0 {
            costChanged.append(contentsOf: levels.remove(at: k).row.symbols)
        }
    }

    /// Adds `weight·s` to a level's objective, substituting `s` if it is basic.
    mutating func addToObjective(level k: Int, _ s: Int32, weight: Double) {
        let slot = rowOf[Int(s)]
        if slot >= 0 {
            let definition = expandedRow(slot)
            touchLevel(k, definition.cells.lazy.map(\.symbol))
            levels[k].scale = max(levels[k].scale, abs(weight) * definition.largestMagnitude)
            changes.mergedCells += levels[k].row.merge(adding: definition, times: weight, eliminating: -1)
            noteCostsChanged(symbolsOf: definition)
        } else {
            levels[k].scale = max(levels[k].scale, abs(weight))
            touchLevel(k, CollectionOfOne(s))
            notePriced(s)
            levels[k].row.add(s, weight)
            costChanged.append(s)
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


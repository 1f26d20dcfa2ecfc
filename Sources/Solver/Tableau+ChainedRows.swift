// Chained rows: the rows of unrestricted basic symbols may refer to other unrestricted
// basic symbols instead of spelling out their definitions (Docs/Solver.md, "Chained
// rows").
//
// A stack pinned at both ends proves its optimum with every position between the
// absorbing item and the far pin basic. Written out in non-basic symbols, each position
// holds the slacks of every item between it and the pin (a dense triangle: N pivots
// writing N²/2 cells). Chained, each position's row keeps naming its neighbour
// (`x₂ = x₃ − w₂ − 8`), which is how the constraints read, so a pivot that makes a
// position basic writes a few cells instead of a column.
//
// The rule: the rows of restricted symbols (slacks, errors, dummies), the objective
// levels and the artificial objective only hold non-basic symbols, as before, since the
// ratio tests and the costs read them directly. An unrestricted basic symbol never
// bounds a ratio test and has no cost, so its row may name unrestricted basic symbols:
// when an unrestricted symbol enters, it is substituted into restricted rows only. The
// references form no cycle: a row only ever comes to name a symbol as that symbol
// enters the basis, and an entering symbol's row names non-basic symbols only (a
// chained row is expanded before it is pivoted on), so every reference points to a
// symbol that entered later than the row's own.
//
// A basic symbol's column lists the chained rows that name it. A symbol's value is its
// row's constant plus its references' values; the values of one solution are memoised
// (``resolvedGeneration``), so reading all of them costs one pass over the rows. The memo
// outlives a call: a change of row constants alone (a suggestion, a constant, a parameter
// move) drops the values of the rows it touches and of their readers; so do a pivot and
// a row added (the rows the substitution writes into, the leaving row) or removed (its
// own); a rollback drops them all.

/// A memoised tableau value, valid while `generation` is the tableau's
/// ``Tableau/resolvedGeneration`` (0 is never one).
struct ResolvedValue {
    var value = 0.0
    var generation: UInt32 = 0
}

extension Tableau {
    /// Whether the row in `slot` may name basic symbols: its basic symbol is unrestricted.
    @inline(__always)
    func isChainable(_ slot: Int32) -> Bool {
        kinds[Int(basicOf[Int(slot)])] == .external
    }

    /// Whether the row in `slot` names a basic symbol.
    @inline(__always)
    func hasReferences(_ slot: Int32) -> Bool {
        rowOf.withUnsafeBufferPointer { Self.hasReferences(rows[Int(slot)], rowOf: $0) }
    }

    /// Whether `row` names a basic symbol, whatever its mark says.
    @inline(__always)
    func namesBasicSymbol(_ row: SparseRow) -> Bool {
        rowOf.withUnsafeBufferPointer { Self.namesBasicSymbol(row, rowOf: $0) }
    }

    /// ``hasReferences(_:)`` of `row`, reading `rowOf` through a buffer: for loops that
    /// hold the tableau's arrays as buffers.
    @inline(__always)
    static func hasReferences(_ row: SparseRow, rowOf: UnsafeBufferPointer<Int32>) -> Bool {
        row.mayNameBasicSymbols && namesBasicSymbol(row, rowOf: rowOf)
    }

    /// ``namesBasicSymbol(_:)`` of `row`, reading `rowOf` through a buffer.
    @inline(__always)
    static func namesBasicSymbol(_ row: SparseRow, rowOf: UnsafeBufferPointer<Int32>) -> Bool {
        row.withCellRuns { first, second in
            first.contains { rowOf[Int($0.symbol)] >= 0 } || second.contains { rowOf[Int($0.symbol)] >= 0 }
        }
    }

    // MARK: - Values

    /// The tableau value of `s` (its value minus its shift): zero if non-basic, else its
    /// row's constant plus the values of the basic symbols the row names.
    /// - Complexity: O(1) for a row without references or a value memoised since the last
    ///   change; else O(cells reachable from it).
    func tableauValue(of s: Int32) -> Double {
        let slot = rowOf[Int(s)]
        guard slot >= 0 else { return 0 }
        guard isChainable(slot), hasReferences(slot) else { return rows[Int(slot)].constant }
        if Int(s) < resolved.count, resolved[Int(s)].generation == resolvedGeneration { return resolved[Int(s)].value }
        var memo: [Int32: Double] = [:]
        return resolve(s, own: \.constant, lookUp: { memo[$0] }, store: { memo[$0] = $1 })
    }

    /// The tableau value of variable `s`, memoised until a change drops it: reading every
    /// variable of a solution through this costs one pass over the chained rows. Only
    /// variables (external symbols) may be read so.
    @inline(__always)
    mutating func memoisedTableauValue(of s: Int32) -> Double {
        // The memo first, inlined: reading every variable again without a change in
        // between (an update after an update) then walks two arrays in symbol order.
        if Int(s) < resolved.count, resolved[Int(s)].generation == resolvedGeneration { return resolved[Int(s)].value }
        return resolveTableauValue(of: s)
    }

    /// Works out and memoises the values of the variables `symbols` that are not memoised,
    /// so that every one of them can then be read from ``resolved`` directly.
    /// - Complexity: O(symbols) checks, plus the work of the values not memoised.
    mutating func memoiseValues(of symbols: [Int32]) {
        if resolved.count < kinds.count {
            resolved.append(contentsOf: repeatElement(ResolvedValue(), count: kinds.count - resolved.count))
        }
        var stale = staleScratch
        staleScratch = []
        stale.removeAll(keepingCapacity: true)
        let generation = resolvedGeneration
        resolved.withUnsafeBufferPointer { resolved in
            for s in symbols where resolved[Int(s)].generation != generation { stale.append(s) }
        }
        for s in stale { _ = resolveTableauValue(of: s) }
        staleScratch = stale
    }

    /// The tableau value of `s`, worked out and memoised.
    @inline(never)
    private mutating func resolveTableauValue(of s: Int32) -> Double {
        if resolved.count < kinds.count {
            resolved.append(contentsOf: repeatElement(ResolvedValue(), count: kinds.count - resolved.count))
        }
        let slot = rowOf[Int(s)]
        // A non-basic symbol's zero is memoised too, so that the next read is inlined: it
        // stays zero until a pivot, which forgets every value.
        guard slot >= 0 else { return memoise(s, 0) }
        // A row that may name basic symbols is read once, below, whether it does or not.
        guard isChainable(slot), rows[Int(slot)].mayNameBasicSymbols else { return memoise(s, rows[Int(slot)].constant) }
        return resolveAndMemoise(s)
    }

    /// Resolves basic `root`'s value and memoises it with every chained value met: depth
    /// first without recursion, on a reusable stack of rows and the next cell of each to
    /// look at, each row resolved once every reference it names is.
    /// - Complexity: O(cells of the rows reached).
    private mutating func resolveAndMemoise(_ root: Int32) -> Double {
        let rootSlot = rowOf[Int(root)]
        if let value = valueFromResolvedReferences(rootSlot) { return memoise(root, value) }
        var stack = resolveStack
        resolveStack = []
        stack.removeAll(keepingCapacity: true)
        stack.append((root, 0))
        while let (symbol, next) = stack.last {
            let slot = Int(rowOf[Int(symbol)])
            let count = rows[slot].count
            var i = next
            var descended = false
            while i < count {
                let t = rows[slot].cell(at: i).symbol
                i += 1
                let referenced = rowOf[Int(t)]
                guard referenced >= 0, resolved[Int(t)].generation != resolvedGeneration else { continue }
                if hasReferences(referenced) {
                    stack[stack.count - 1].next = i
                    stack.append((t, 0))
                    descended = true
                    break
                }
                _ = memoise(t, rows[Int(referenced)].constant)
            }
            if descended { continue }
            _ = memoise(symbol, valueFromResolvedReferences(Int32(slot))!)
            stack.removeLast()
        }
        resolveStack = stack
        return resolved[Int(root)].value
    }

    @inline(__always)
    private mutating func memoise(_ s: Int32, _ value: Double) -> Double {
        resolved[Int(s)] = ResolvedValue(value: value, generation: resolvedGeneration)
        return value
    }

    /// The value of the row in `slot` if every basic symbol it names is memoised or has a
    /// row without references (memoised on the way), else nil. Reading the variables of a
    /// solution mostly meets such rows (a chain's far end first, or its links already
    /// read), so most reads end here without setting up the walk above.
    /// - Complexity: O(cells of the row, and of the rows it names that are not memoised).
    private mutating func valueFromResolvedReferences(_ slot: Int32) -> Double? {
        // Through buffers: this runs for every value a long chain's move changes, and
        // copying the row, checking bounds and the memo's uniqueness at every cell cost
        // more than the sums.
        let generation = resolvedGeneration
        return rowOf.withUnsafeBufferPointer { rowOf in
            rows.withUnsafeBufferPointer { rows in
                resolved.withUnsafeMutableBufferPointer { resolved in
                    /// Adds the run's terms to `value`; false at a reference that is not resolved yet.
                    func add(_ run: UnsafeBufferPointer<Cell>, to value: inout Double) -> Bool {
                        for cell in run {
                            let t = Int(cell.symbol)
                            let referenced = rowOf[t]
                            guard referenced >= 0 else { continue }
                            if resolved[t].generation == generation {
                                value += cell.coefficient * resolved[t].value
                            } else if !Self.hasReferences(rows[Int(referenced)], rowOf: rowOf) {
                                let constant = rows[Int(referenced)].constant
                                resolved[t] = ResolvedValue(value: constant, generation: generation)
                                value += cell.coefficient * constant
                            } else {
                                return false
                            }
                        }
                        return true
                    }
                    let row = UnsafePointer(rows.baseAddress! + Int(slot))
                    var value = row.pointee.constant
                    let resolvedAll = row.pointee.withCellRuns { first, second in
                        add(first, to: &value) && add(second, to: &value)
                    }
                    return resolvedAll ? value : nil
                }
            }
        }
    }

    /// Drops the memoised value of the row in `slot`, whose constant is about to change
    /// while the basis stays, and of every chained row that reads it, transitively.
    ///
    /// A row is memoised only after every basic symbol it names is, so a symbol that is
    /// not memoised has no memoised readers, and the walk stops there.
    /// - Complexity: O(1 + the chained rows that read it, transitively, and are memoised).
    @inline(__always)
    mutating func forgetResolvedValue(ofRowIn slot: Int32) {
        let basic = basicOf[Int(slot)]
        // Only variables are memoised: they alone are read as values and named by chained
        // rows. Most rows a change touches are restricted, and cost this check alone.
        guard kinds[Int(basic)] == .external else { return }
        guard Int(basic) < resolved.count, resolved[Int(basic)].generation == resolvedGeneration else { return }
        resolved[Int(basic)].generation = 0
        valueChanges.note(basic)
        if columns[Int(basic)].head >= 0 { forgetResolvedReaders(of: basic) }
    }

    private mutating func forgetResolvedReaders(of basic: Int32) {
        var pending = forgetStack
        forgetStack = []
        pending.removeAll(keepingCapacity: true)
        pending.append(basic)
        while let s = pending.popLast() {
            var node = columns[Int(s)].head
            while node >= 0 {
                let reader = Int(basicOf[Int(nodes[Int(node)].slot)])
                node = nodes[Int(node)].next
                if reader < resolved.count, resolved[reader].generation == resolvedGeneration {
                    resolved[reader].generation = 0
                    valueChanges.note(Int32(reader))
                    pending.append(Int32(reader))
                }
            }
        }
        forgetStack = pending
    }

    /// Drops the memoised zero of non-basic `s` (see ``resolveTableauValue(of:)``), if any.
    @inline(__always)
    mutating func forgetResolvedValue(ofNonBasic s: Int32) {
        if Int(s) < resolved.count { resolved[Int(s)].generation = 0 }
        if kinds[Int(s)] == .external { valueChanges.note(s) }
    }

    /// Drops every memoised value: called before a rollback, a change of coefficients,
    /// refinement, or any other change that is not a row constant's, a pivot's or a row's
    /// addition or removal alone.
    @inline(__always)
    mutating func forgetResolvedValues() {
        valueChanges.noteEverything()
        resolvedGeneration &+= 1
        if resolvedGeneration == 0 {
            for i in resolved.indices { resolved[i].generation = 0 }
            resolvedGeneration = 1
        }
    }

    /// Resolves a linear function of basic `s`'s row (`own` of each row, plus the
    /// references' results times their coefficients), storing every result met.
    private func resolve(_ s: Int32, own: (SparseRow) -> Double, lookUp: (Int32) -> Double?,
                         store: (Int32, Double) -> Void) -> Double {
        if let known = lookUp(s) { return known }
        forEachReferenceInPostOrder(from: s, isDone: { lookUp($0) != nil }) { symbol in
            let row = rows[Int(rowOf[Int(symbol)])]
            var value = own(row)
            for cell in row.cells where rowOf[Int(cell.symbol)] >= 0 {
                value += cell.coefficient * lookUp(cell.symbol)!
            }
            store(symbol, value)
        }
        return lookUp(s)!
    }

    /// Visits basic `root` and every basic symbol its row reaches through references
    /// that `isDone` does not stop at, each after all the symbols its own row names,
    /// depth first without recursion (a chain can be as long as a stack). Once `visit`
    /// has run for a symbol, `isDone` must hold for it.
    private func forEachReferenceInPostOrder(from root: Int32, isDone: (Int32) -> Bool,
                                             visit: (Int32) -> Void) {
        // Each frame: a basic symbol and the index of the next cell of its row to visit.
        var stack: [(symbol: Int32, next: Int)] = [(root, 0)]
        while let (symbol, next) = stack.last {
            let cells = rows[Int(rowOf[Int(symbol)])].cells
            var i = next
            var descended = false
            while i < cells.count {
                let t = cells[i].symbol
                i += 1
                if rowOf[Int(t)] >= 0, !isDone(t) {
                    stack[stack.count - 1].next = i
                    stack.append((t, 0))
                    descended = true
                    break
                }
            }
            if descended { continue }
            visit(symbol)
            stack.removeLast()
        }
    }

    // MARK: - Expansion

    /// The row in `slot` written in non-basic symbols only: each named basic symbol is
    /// replaced by its row, every row of the chain once, in an order where a symbol's
    /// coefficient is complete before it is replaced.
    /// - Complexity: O(cells reachable from the row + the symbols' span / 64).
    mutating func expandedRow(_ slot: Int32) -> SparseRow {
        let root = rows[Int(slot)]
        guard isChainable(slot), hasReferences(slot) else { return root }
        // The lists come from scratch kept between expansions: a feed cell's first layout
        // expands a row for most of its additions, and two arrays allocated each time
        // were about a fifth of an expansion.
        var order = expansionOrder
        var touched = expansionTouched
        expansionOrder = []
        expansionTouched = []
        defer {
            expansionOrder = order
            expansionTouched = touched
        }
        if !directReferencesWithoutReferences(of: root, into: &order) {
            order = referencedSymbolsInTopologicalOrder(of: slot)
        }
        if expansionCoefficient.count < kinds.count {
            expansionCoefficient.append(contentsOf: repeatElement(0, count: kinds.count - expansionCoefficient.count))
            expansionLargest.append(contentsOf: repeatElement(0, count: kinds.count - expansionLargest.count))
        }
        touched.removeAll(keepingCapacity: true)
        // The dense scratch leaves `self` for the sums, so that each of the chain's cells
        // is summed through a buffer, without checking that the arrays are unique (a
        // 10 000-link chain is summed for each hide in a long pinned stack).
        var coefficients = expansionCoefficient, largest = expansionLargest
        expansionCoefficient = []
        expansionLargest = []
        var constant = root.constant
        var result = SparseRow()
        coefficients.withUnsafeMutableBufferPointer { coefficient in
            largest.withUnsafeMutableBufferPointer { largest in
                @inline(__always) func add(_ t: Int32, _ a: Double) {
                    let i = Int(t)
                    if largest[i] == 0 { touched.append(t) }
                    coefficient[i] += a
                    largest[i] = max(largest[i], abs(a))
                }
                for cell in root.cells { add(cell.symbol, cell.coefficient) }
                for u in order {
                    let a = coefficient[Int(u)]
                    coefficient[Int(u)] = 0
                    if a == 0 { continue }
                    let slot = Int(rowOf[Int(u)])
                    constant += a * rows[slot].constant
                    let count = rows[slot].count
                    for k in 0..<count {
                        let cell = rows[slot].cell(at: k)
                        add(cell.symbol, a * cell.coefficient)
                    }
                }
                expansionBitmap.sort(&touched)
                result.constant = constant
                result.reserveCapacity(touched.count)
                for t in touched {
                    let i = Int(t)
                    let a = coefficient[i]
                    if rowOf[i] < 0, a != 0, abs(a) > SparseRow.cancellation * largest[i] {
                        result.append(Cell(symbol: t, node: -1, coefficient: a))
                    }
                    coefficient[i] = 0
                    largest[i] = 0
                }
            }
        }
        expansionCoefficient = coefficients
        expansionLargest = largest
        return result
    }

    /// Puts into `references` the basic symbols `row` names and returns true, if none of
    /// their rows names a basic symbol: then any order of them is topological. Most
    /// chained rows are of this kind, and the walk below costs a set and a stack per
    /// expansion.
    private func directReferencesWithoutReferences(of row: SparseRow, into references: inout [Int32]) -> Bool {
        references.removeAll(keepingCapacity: true)
        for cell in row.cells {
            let slot = rowOf[Int(cell.symbol)]
            guard slot >= 0 else { continue }
            if hasReferences(slot) { return false }
            references.append(cell.symbol)
        }
        return true
    }

    /// The basic symbols reachable from the row in `slot`, each after every symbol
    /// whose row names it (a reverse post-order of the references).
    private mutating func referencedSymbolsInTopologicalOrder(of slot: Int32) -> [Int32] {
        let root = basicOf[Int(slot)]
        // Marks by generation rather than a set: a nested stack's hide walks chains of
        // hundreds of rows several times, and hashing each symbol cost 5% of it. The
        // marks leave `self` for the walk, so that its closures do not capture it.
        var visited = expansionVisited
        expansionVisited = SymbolMarks()
        visited.removeAll(symbolCount: kinds.count)
        var postOrder: [Int32] = []
        forEachReferenceInPostOrder(from: root, isDone: { visited.contains($0) }) { symbol in
            visited.insert(symbol)
            if symbol != root { postOrder.append(symbol) }
        }
        expansionVisited = visited
        return postOrder.reversed()
    }

    /// Rewrites the row in `slot` in non-basic symbols only, so that it can be pivoted on
    /// or substituted into rows that must not name basic symbols.
    mutating func expandInPlace(_ slot: Int32) {
        guard isChainable(slot), hasReferences(slot) else { return }
        var row = expandedRow(slot)
        touch(slot)
        for cell in rows[Int(slot)].cells { unlink(cell) }
        row.withUnsafeMutableCells { cells in
            for i in cells.indices { cells[i].node = link(cells[i].symbol, slot) }
        }
        rows[Int(slot)] = row
    }

    /// Writes the row of basic `s` into every chained row that names it, so that the row
    /// can be removed.
    mutating func substituteIntoReferences(_ s: Int32) {
        let slot = rowOf[Int(s)]
        guard slot >= 0, columns[Int(s)].head >= 0 else { return }
        let definition = expandedRow(slot)
        var node = columns[Int(s)].head
        while node >= 0 {
            let target = nodes[Int(node)].slot
            node = nodes[Int(node)].next
            let ti = Int(target)
            guard let at = rows[ti].index(of: s) else { continue }
            let factor = rows[ti].cell(at: at).coefficient
            touch(target)
            SparseRow.merge(into: &rows[ti], adding: definition, times: factor, eliminating: s,
                            changes: &changes, trackChanges: true)
            reindex(slot: target)
        }
        clearColumn(s)
    }
}

extension Tableau {
    /// What breaks the rules of chained rows, for tests: a restricted row or an objective
    /// level naming a basic symbol, a chained row naming a basic symbol that is not a
    /// variable or with a coefficient above ``chainableCoefficient``, a column listing a
    /// row without the symbol, or an expansion whose constant is not the resolved value.
    /// Empty when all is well.
    /// - Complexity: O(cells + expansions of every chained row): for tests only.
    func chainedRowViolations() -> [String] {
        var violations: [String] = []
        var copy = self
        for slot in basicOf.indices where basicOf[slot] >= 0 {
            let chainable = isChainable(Int32(slot))
            if !rows[slot].mayNameBasicSymbols, namesBasicSymbol(rows[slot]) {
                violations.append("row of \(basicOf[slot]) names a basic symbol but is not marked so")
            }
            for cell in rows[slot].cells where rowOf[Int(cell.symbol)] >= 0 {
                if !chainable || kinds[Int(cell.symbol)] != .external {
                    violations.append("row of \(basicOf[slot]) names basic \(cell.symbol)")
                } else if abs(cell.coefficient) > Self.chainableCoefficient {
                    violations.append("row of \(basicOf[slot]) names \(cell.symbol) times \(cell.coefficient)")
                }
            }
            if chainable, hasReferences(Int32(slot)) {
                let expanded = copy.expandedRow(Int32(slot))
                let value = tableauValue(of: basicOf[slot])
                if abs(expanded.constant - value) > 1e-9 * max(1, abs(value)) {
                    violations.append("row of \(basicOf[slot]) expands to \(expanded.constant), resolves to \(value)")
                }
            }
        }
        // A memoised value outlives calls (see ``forgetResolvedValue(ofRowIn:)``): it must
        // still be what the row spells out.
        for s in resolved.indices where resolved[s].generation == resolvedGeneration {
            let slot = rowOf[s]
            guard slot >= 0 else {
                if resolved[s].value != 0 { violations.append("non-basic \(s) has memoised value \(resolved[s].value)") }
                continue
            }
            let spelledOut = isChainable(slot) && hasReferences(slot) ? copy.expandedRow(slot).constant
                : rows[Int(slot)].constant
            if abs(spelledOut - resolved[s].value) > 1e-9 * max(1, abs(spelledOut)) {
                violations.append("\(s) has memoised value \(resolved[s].value), its row says \(spelledOut)")
            }
            for cell in rows[Int(slot)].cells where rowOf[Int(cell.symbol)] >= 0
                && resolved[Int(cell.symbol)].generation != resolvedGeneration {
                violations.append("\(s) is memoised but \(cell.symbol), which its row names, is not")
            }
        }
        for level in levels {
            for cell in level.row.cells where rowOf[Int(cell.symbol)] >= 0 {
                violations.append("an objective level names basic \(cell.symbol)")
            }
        }
        for s in columns.indices {
            var node = columns[s].head
            while node >= 0 {
                let slot = nodes[Int(node)].slot
                if basicOf[Int(slot)] < 0 || !rows[Int(slot)].contains(Int32(s)) {
                    violations.append("the column of \(s) lists a row without it")
                }
                node = nodes[Int(node)].next
            }
        }
        return violations
    }
}

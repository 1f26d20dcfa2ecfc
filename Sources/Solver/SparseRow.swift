/// One non-zero entry of a ``SparseRow``.
struct Cell {
    var symbol: Int32
    /// The node of this cell in its symbol's column list (see ``Tableau``), or -1 for a
    /// row outside the tableau. It fits beside the 32-bit symbol: a cell stays 16 bytes.
    var node: Int32 = -1
    var coefficient: Double
}

extension Cell {
    /// The position of the first of `cells[low ..< high]` (sorted by symbol) whose symbol
    /// is not below `symbol`, or `high`: where `symbol` is, or where it belongs.
    /// - Complexity: O(log(high − low)).
    @inline(__always)
    static func lowerBound(of symbol: Int32, in cells: UnsafeBufferPointer<Cell>, from low: Int, to high: Int) -> Int {
        var low = low
        var high = high
        while low < high {
            let mid = (low + high) >> 1
            if cells[mid].symbol < symbol { low = mid + 1 } else { high = mid }
        }
        return low
    }
}

/// A sparse linear form `constant + Σ coefficient·symbol`, its cells sorted by symbol.
///
/// One sorted array of cells keeps a row in a single allocation, lookups at O(log n)
/// and merges linear. A long row that merges grow in their middle also keeps free room
/// (a gap) where it last grew, so that the next growth nearby moves a few cells, not
/// the row's whole tail (see ``mergeInPlace(into:adding:times:eliminating:changes:trackChanges:)``).
/// Positions are counted without the gap.
///
/// ```swift
/// var row = SparseRow(constant: 5)
/// row.add(7, 1)                // 5 + 1·s7
/// row.add(3, 2)                // 5 + 2·s3 + 1·s7
/// row.coefficient(of: 3)       // 2
/// row.cells.map(\.symbol)      // [3, 7]
/// ```
struct SparseRow {
    var constant: Double
    /// The cells in order, with ``gapCount`` free cells from ``gapStart`` on (both zero
    /// without a gap).
    private var storage: [Cell]
    /// The gap's start (bits 0–30), its length (bits 32–62) and
    /// ``mayNameBasicSymbols`` (bit 63), in one word: the row stays as large as an array
    /// and two numbers. A larger row made the tableau, which holds one inline (the
    /// phase-one objective), larger too, and the compiler then copied the whole tableau
    /// (700 bytes) onto the stack before more of its calls (40 places instead of 33,
    /// value resolution among them).
    private var packed: UInt64 = 0

    private var gapStart: Int {
        @inline(__always) get { Int(packed & 0x7FFF_FFFF) }
        @inline(__always) set { packed = packed & ~0x7FFF_FFFF | UInt64(newValue) }
    }
    /// Whether the row has a gap: one test of the word, for the paths without.
    var hasGap: Bool {
        @inline(__always) get { packed & 0x7FFF_FFFF_0000_0000 != 0 }
    }
    private var gapCount: Int {
        @inline(__always) get { Int((packed >> 32) & 0x7FFF_FFFF) }
        @inline(__always) set { packed = packed & ~(0x7FFF_FFFF << 32) | UInt64(newValue) << 32 }
    }

    /// False only if no cell names a basic symbol (see Tableau+ChainedRows.swift): set
    /// when a symbol the row keeps naming enters the basis, cleared when the row is
    /// written out. Reading it costs nothing beside the constant; scanning the cells for
    /// references costs a cache miss per cell in a long stack.
    var mayNameBasicSymbols: Bool {
        @inline(__always) get { packed >> 63 != 0 }
        @inline(__always) set { packed = packed & ~(1 << 63) | (newValue ? 1 << 63 : 0) }
    }

    /// The tolerance of decisions about costs and constants of ordinary magnitude (see
    /// Docs/Solver.md, "Numeric contract"). Cells are never dropped by it: a coefficient
    /// of 1e-9 is as real as one of 1e9.
    static let epsilon = 1e-8

    /// A sum whose magnitude is at most this fraction of its larger operand is rounding
    /// noise from cancellation, and is dropped: the tolerance scales with the numbers
    /// summed, so that it means the same at 1e-6 as at 1e6. At 1e-11, real entries of wide
    /// systems (differences of terms 1e11 larger) were dropped and conflicts reported that
    /// were not; at 1e-14, kept noise broke required constraints (Docs/Solver.md).
    static let cancellation = 1e-12

    /// Whether `sum = a + b` is cancellation noise.
    @inline(__always)
    static func cancels(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
        abs(sum) <= cancellation * max(abs(a), abs(b))
    }

    init(constant: Double = 0) {
        self.constant = constant
        storage = []
    }

    /// A row of `cells`, which must be sorted by symbol, each symbol once.
    init(constant: Double = 0, cells: [Cell]) {
        self.constant = constant
        storage = cells
    }

    var isEmpty: Bool { count == 0 }
    var count: Int { storage.count - gapCount }

    /// The cells in ascending symbol order, by position.
    var cells: GapBufferCells {
        GapBufferCells(storage: storage, gapStart: Int32(truncatingIfNeeded: gapStart), gapCount: Int32(truncatingIfNeeded: gapCount))
    }

    /// The symbols of the row, in order.
    var symbols: [Int32] { cells.map(\.symbol) }

    /// Where the cell at `position` is in ``storage``.
    @inline(__always)
    private func storageIndex(_ position: Int) -> Int {
        position < gapStart ? position : position + gapCount
    }

    /// The position of `symbol`, or `nil`.
    /// - Complexity: O(log n).
    @inline(__always)
    func index(of symbol: Int32) -> Int? {
        // Without a gap, as a sorted array: most rows are short and never have one.
        if !hasGap {
            return storage.withUnsafeBufferPointer { cells in
                let i = Cell.lowerBound(of: symbol, in: cells, from: 0, to: cells.count)
                return i < cells.count && cells[i].symbol == symbol ? i : nil
            }
        }
        let i = insertionIndex(of: symbol)
        return i < count && storage[storageIndex(i)].symbol == symbol ? i : nil
    }

    /// The coefficient of `symbol`, zero when absent.
    @inline(__always)
    func coefficient(of symbol: Int32) -> Double {
        if !hasGap {
            return storage.withUnsafeBufferPointer { cells in
                let i = Cell.lowerBound(of: symbol, in: cells, from: 0, to: cells.count)
                return i < cells.count && cells[i].symbol == symbol ? cells[i].coefficient : 0
            }
        }
        if let i = index(of: symbol) { return storage[storageIndex(i)].coefficient }
        return 0
    }

    /// Whether the row contains `symbol`.
    @inline(__always)
    func contains(_ symbol: Int32) -> Bool { index(of: symbol) != nil }

    /// Adds `coefficient·symbol`; drops the entry when the sum cancels out (see
    /// ``cancels(_:_:_:)``). A zero coefficient adds nothing.
    /// Returns `true` when the symbol was not in the row before and is now.
    @discardableResult
    mutating func add(_ symbol: Int32, _ coefficient: Double) -> Bool {
        let low = insertionIndex(of: symbol)
        let at = storageIndex(low)
        if low < count, storage[at].symbol == symbol {
            let sum = storage[at].coefficient + coefficient
            if Self.cancels(sum, storage[at].coefficient, coefficient) {
                removeCell(at: low)
            } else {
                storage[at].coefficient = sum
            }
            return false
        }
        if coefficient == 0 { return false }
        insertCell(symbol, coefficient, at: low)
        return true
    }

    /// Puts a cell for `symbol`, which is not in the row, at its place, whatever its
    /// magnitude, and returns its position: a pivot row's own entry is never dropped.
    @discardableResult
    mutating func insertNew(_ symbol: Int32, _ coefficient: Double) -> Int {
        let low = insertionIndex(of: symbol)
        insertCell(symbol, coefficient, at: low)
        return low
    }

    /// The position of the first cell whose symbol is not below `symbol`: where `symbol`
    /// is, or where it belongs.
    /// - Complexity: O(log n).
    @inline(__always)
    fileprivate func insertionIndex(of symbol: Int32) -> Int {
        storage.withUnsafeBufferPointer { cells in
            if !hasGap { return Cell.lowerBound(of: symbol, in: cells, from: 0, to: cells.count) }
            if gapStart > 0 && cells[gapStart - 1].symbol >= symbol {
                return Cell.lowerBound(of: symbol, in: cells, from: 0, to: gapStart - 1)
            }
            return Cell.lowerBound(of: symbol, in: cells, from: gapStart + gapCount, to: cells.count) - gapCount
        }
    }

    /// The cell at `position`.
    @inline(__always)
    func cell(at position: Int) -> Cell { storage[storageIndex(position)] }

    /// Gives the cell at `position` the column node `node` (see ``Tableau``).
    @inline(__always)
    mutating func setNode(_ node: Int32, at position: Int) {
        storage[storageIndex(position)].node = node
    }

    /// Calls `body` with the cells in one contiguous mutable buffer, the gap closed first
    /// (a row being added to the tableau, or put back, has none).
    @inline(__always)
    mutating func withUnsafeMutableCells<R>(_ body: (inout UnsafeMutableBufferPointer<Cell>) -> R) -> R {
        closeGap()
        return storage.withUnsafeMutableBufferPointer(body)
    }

    /// Room for `capacity` cells, for a row being built.
    mutating func reserveCapacity(_ capacity: Int) {
        storage.reserveCapacity(capacity + gapCount)
    }

    /// Appends `cell`, whose symbol is above every symbol of the row, to a row being built.
    mutating func append(_ cell: Cell) {
        closeGap()
        storage.append(cell)
    }

    /// Calls `body` with the cells before the gap and those after it (empty without a
    /// gap), in place: a loop over both reads the storage without copying the row.
    @inline(__always)
    func withCellRuns<R>(_ body: (UnsafeBufferPointer<Cell>, UnsafeBufferPointer<Cell>) -> R) -> R {
        storage.withUnsafeBufferPointer { cells in
            guard hasGap else { return body(cells, UnsafeBufferPointer(rebasing: cells[cells.count...])) }
            return body(UnsafeBufferPointer(rebasing: cells[..<gapStart]),
                        UnsafeBufferPointer(rebasing: cells[(gapStart + gapCount)...]))
        }
    }

    /// Calls `body` with the cells in one contiguous buffer: the row's own storage, or a
    /// copy without the gap.
    @inline(__always)
    func withContiguousCells<R>(_ body: (UnsafeBufferPointer<Cell>) -> R) -> R {
        if !hasGap { return storage.withUnsafeBufferPointer(body) }
        return Array(cells).withUnsafeBufferPointer(body)
    }

    @inline(__always)
    private mutating func insertCell(_ symbol: Int32, _ coefficient: Double, at low: Int) {
        let cell = Cell(symbol: symbol, node: -1, coefficient: coefficient)
        if hasGap, !isNearerTheEnd(low) {
            moveGap(to: low)
            storage[gapStart] = cell
            gapStart += 1
            gapCount -= 1
            if gapCount == 0 { gapStart = 0 }
            return
        }
        // Append and move the tail up by one: `insert(_:at:)` goes through the generic
        // `replaceSubrange`, which costs more than the move.
        let at = storageIndex(low)
        storage.append(cell)
        let tail = storage.count - 1 - at
        guard tail > 0 else { return }
        storage.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            // Overlapping regions: `update(from:count:)` moves them correctly.
            (base + at + 1).update(from: base + at, count: tail)
            base[at] = cell
        }
    }

    /// Removes the cell at `position`, moving the tail down by one (`remove(at:)` costs
    /// several times more per cell moved in a row as long as a stack), or, in a row with
    /// a gap, widening the gap.
    @inline(__always)
    private mutating func removeCell(at position: Int) {
        if hasGap, !isNearerTheEnd(position) {
            moveGap(to: position + 1)
            gapStart -= 1
            gapCount += 1
            return
        }
        let at = storageIndex(position)
        let tail = storage.count - 1 - at
        if tail > 0 {
            storage.withUnsafeMutableBufferPointer { buffer in
                let base = buffer.baseAddress!
                (base + at).update(from: base + at + 1, count: tail)
            }
        }
        storage.removeLast()
    }

    /// Moves the gap to `position`: afterwards the cells before the gap are those before
    /// `position`.
    /// - Complexity: one memory move of the cells between the gap and `position`.
    @inline(__always)
    private mutating func moveGap(to position: Int) {
        storage.moveGap(at: gapStart, count: gapCount, to: position)
        if hasGap { gapStart = position }
    }

    /// Drops the gap: the cells are contiguous again.
    @inline(__always)
    private mutating func closeGap() {
        if hasGap { closeOpenGap() }
    }

    private mutating func closeOpenGap() {
        moveGap(to: count)
        storage.removeLast(gapCount)
        gapStart = 0
        gapCount = 0
    }

    /// Moves the gap out of `positions`, if it is inside: their cells are then
    /// contiguous in ``storage``.
    @inline(__always)
    private mutating func makeContiguous(_ positions: Range<Int>) {
        if gapCount > 0, positions.lowerBound < gapStart, gapStart < positions.upperBound {
            moveGap(to: positions.upperBound)
        }
    }

    /// Puts `cells` in place of the cells at `positions` (contiguous, see
    /// ``makeContiguous(_:)``). The usual pivot in a chain replaces a cell by one of its
    /// neighbours and moves nothing. Otherwise the cells after them move when they are
    /// few; when they are many the change goes into the gap, which is opened there if
    /// the row has none (room for a quarter of the row more, at least 16 cells) and left
    /// behind it: a regime change in a long pinned stack grows the absorbing item's row
    /// at the place of one item after the other, and each growth moved the whole rest of
    /// the row (100 million cells in one step at 10 000 items).
    /// - Complexity: O(cells.count) plus the cells after `positions` when at most
    ///   `[Cell].shortTail`, else the cells between the gap and `positions`, or the whole row
    ///   when the gap opens or grows.
    private mutating func replaceCells(_ positions: Range<Int>, with cells: UnsafeBufferPointer<Cell>) {
        let lower = positions.lowerBound, upper = positions.upperBound
        let old = upper - lower, new = cells.count
        let tail = count - upper
        if new == old || tail <= [Cell].shortTail && (gapCount == 0 || lower >= gapStart && tail < lower - gapStart) {
            let at = storageIndex(lower)
            let delta = new - old
            if delta > 0 {
                storage.append(contentsOf: repeatElement(Cell(symbol: 0, node: -1, coefficient: 0), count: delta))
            }
            storage.withUnsafeMutableBufferPointer { buffer in
                let base = buffer.baseAddress!
                if delta != 0 {
                    let moved = buffer.count - (delta > 0 ? delta : 0) - (at + old)
                    (base + at + new).update(from: base + at + old, count: moved)
                }
                (base + at).update(from: cells.baseAddress!, count: new)
            }
            if delta < 0 { storage.removeLast(-delta) }
            return
        }
        if gapCount == 0 {
            let room = max(16, count / 4)
            storage.insert(contentsOf: repeatElement(Cell(symbol: 0, node: -1, coefficient: 0), count: room), at: upper)
            gapStart = upper
            gapCount = room
        } else {
            moveGap(to: upper)
        }
        if new > old + gapCount {
            let extra = max(16, count / 4, new - old - gapCount)
            storage.insert(contentsOf: repeatElement(Cell(symbol: 0, node: -1, coefficient: 0), count: extra),
                           at: gapStart)
            gapCount += extra
        }
        // The old cells end where the gap starts.
        storage.withUnsafeMutableBufferPointer { buffer in
            (buffer.baseAddress! + lower).update(from: cells.baseAddress!, count: new)
        }
        gapCount += old - new
        gapStart = gapCount == 0 ? 0 : lower + new
    }

    /// Whether an edit at `position`, past the gap, is better made by moving the few cells
    /// after it than by moving the gap there: a new symbol at the end of a row (the
    /// newest symbols come last) while the gap waits where the row grows in its middle.
    @inline(__always)
    private func isNearerTheEnd(_ position: Int) -> Bool {
        let tail = count - position
        return position >= gapStart && tail <= [Cell].shortTail && tail < position - gapStart
    }

    /// Removes the cells whose coefficients are below ``residue`` times the row's
    /// largest: rounding left over from cancelled terms, not coefficients.
    mutating func dropResidues() {
        var smallest = Double.infinity, largest = 0.0
        for cell in cells {
            smallest = min(smallest, abs(cell.coefficient))
            largest = max(largest, abs(cell.coefficient))
        }
        guard smallest <= Self.residue * largest else { return }
        let bound = Self.residue * largest
        closeGap()
        storage.removeAll { abs($0.coefficient) <= bound }
    }

    /// A coefficient at most this fraction of its row's largest is a rounding residue in
    /// a system without wide constraints (see ``dropResidues()``).
    static let residue = 1e-14

    /// The largest magnitude among the coefficients, zero for an empty row.
    var largestMagnitude: Double {
        let gapStart = gapStart, gapEnd = gapStart + gapCount
        return storage.withUnsafeBufferPointer { cells in
            var m = 0.0
            for i in 0..<gapStart { m = max(m, abs(cells[i].coefficient)) }
            for i in gapEnd..<cells.count { m = max(m, abs(cells[i].coefficient)) }
            return m
        }
    }

    /// Adds `factor·source` without changing which cells the row has, if it names every
    /// symbol of `source` and no sum cancels, appending the old coefficients of `source`'s
    /// symbols, in order, to `old`; returns the old constant, or `nil` (and changes
    /// nothing) when it cannot. The sums are a merge's, so are the numbers.
    /// - Complexity: O(n + m) for n cells here and m in `source`, in one pass to check and
    ///   one to write.
    mutating func addInPlace(_ source: SparseRow, times factor: Double, old: inout [Double]) -> Double? {
        guard !hasGap, !source.hasGap else { return nil }
        let fits = storage.withUnsafeBufferPointer { cells in
            source.storage.withUnsafeBufferPointer { added in
                var i = 0
                for cell in added {
                    while i < cells.count, cells[i].symbol < cell.symbol { i += 1 }
                    guard i < cells.count, cells[i].symbol == cell.symbol else { return false }
                    let u = factor * cell.coefficient
                    if Self.cancels(cells[i].coefficient + u, cells[i].coefficient, u) { return false }
                }
                return true
            }
        }
        guard fits else { return nil }
        let oldConstant = constant
        constant += factor * source.constant
        storage.withUnsafeMutableBufferPointer { cells in
            source.storage.withUnsafeBufferPointer { added in
                var i = 0
                for cell in added {
                    while cells[i].symbol < cell.symbol { i += 1 }
                    old.append(cells[i].coefficient)
                    cells[i].coefficient += factor * cell.coefficient
                }
            }
        }
        return oldConstant
    }

    /// Gives `symbol` the coefficient `value`, exactly; zero removes it (an undo puts a
    /// row back cell by cell this way).
    mutating func setCoefficient(_ symbol: Int32, _ value: Double) {
        if let i = index(of: symbol) {
            if value == 0 { removeCell(at: i) } else { storage[storageIndex(i)].coefficient = value }
        } else if value != 0 {
            insertNew(symbol, value)
        }
    }

    /// Removes `symbol` and returns its coefficient (zero when absent).
    @discardableResult
    mutating func remove(_ symbol: Int32) -> Double {
        guard let i = index(of: symbol) else { return 0 }
        let coefficient = storage[storageIndex(i)].coefficient
        removeCell(at: i)
        return coefficient
    }

    /// Multiplies the constant and every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        let gapStart = gapStart, gapEnd = gapStart + gapCount
        storage.withUnsafeMutableBufferPointer { buffer in
            for i in 0..<gapStart { buffer[i].coefficient *= factor }
            for i in gapEnd..<buffer.count { buffer[i].coefficient *= factor }
        }
    }

    /// `target += factor·source`, dropping `eliminated` from `target` (the symbol whose
    /// definition `source` is). When `trackChanges` is set, `changes` receives the
    /// positions of the cells new to `target` and the cells that cancelled out, so that
    /// the caller can keep its column index exact.
    /// - Complexity: O(target.count + source.count); for a short source,
    ///   O(source.count · log target.count) plus the moves of inserted and dropped cells.
    static func merge(
        into target: inout SparseRow, adding source: SparseRow, times factor: Double,
        eliminating eliminated: Int32,
        changes: inout MergeChanges, trackChanges: Bool
    ) {
        if trackChanges {
            changes.insertedPositions.removeAll(keepingCapacity: true)
            changes.dropped.removeAll(keepingCapacity: true)
        }
        let n = target.count
        let m = source.count
        // A short definition into a long row (an objective level holds every optional
        // constraint's errors; a pinned chain's absorbing row names every item): update
        // in place rather than rebuild the whole row.
        if n > 16 * (m + 1) {
            mergeInPlace(into: &target, adding: source, times: factor, eliminating: eliminated,
                         changes: &changes, trackChanges: trackChanges)
            return
        }
        // A whole merge writes every cell anyway: the target's gap goes first.
        target.closeGap()
        func writeMerged(into out: UnsafeMutableBufferPointer<Cell>) -> Int {
            target.storage.withUnsafeBufferPointer { t in
                source.withContiguousCells { s in
                    mergeCells(t, s, times: factor, eliminating: eliminated, into: out,
                               changes: &changes, trackChanges: trackChanges)
                }
            }
        }
        target.constant += factor * source.constant
        // A fresh array goes through the runtime's generic allocation path, about 700
        // instructions with its release. A short row is merged into scratch kept from
        // merge to merge and copied back into its own storage instead (a few dozen
        // instructions); for a long one the copy would cost more than the allocation.
        guard n + m <= Self.longestMergeCopiedBack else {
            target.storage = [Cell](unsafeUninitializedCapacity: n + m) { out, count in count = writeMerged(into: out) }
            return
        }
        var scratch = changes.scratch
        changes.scratch = []
        defer { changes.scratch = scratch }
        if scratch.count < n + m {
            scratch.append(contentsOf: repeatElement(Cell(symbol: 0, node: -1, coefficient: 0),
                                                     count: n + m - scratch.count))
        }
        let count = scratch.withUnsafeMutableBufferPointer { out in writeMerged(into: out) }
        target.storage.replaceSubrange(0..<n, with: scratch[0..<count])
    }

    /// The longest merge (target and source cells together) written into scratch and
    /// copied back into its row (see ``merge(into:adding:times:eliminating:changes:trackChanges:)``).
    static let longestMergeCopiedBack = 256

    /// Writes `t + factor·s` (both sorted by symbol), without `eliminated`, into the
    /// uninitialised `out` (room for `t.count + s.count` cells) and returns the count.
    /// With `trackChanges`, notes where new cells go (their position in `out`) and which
    /// of `t`'s cells cancelled.
    @inline(__always)
    static func mergeCells(
        _ t: UnsafeBufferPointer<Cell>, _ s: UnsafeBufferPointer<Cell>, times factor: Double,
        eliminating eliminated: Int32, into out: UnsafeMutableBufferPointer<Cell>,
        changes: inout MergeChanges, trackChanges: Bool
    ) -> Int {
        let n = t.count
        let m = s.count
        var k = 0
        var i = 0
        var j = 0
        while i < n, j < m {
            let a = t[i].symbol
            let b = s[j].symbol
            if a < b {
                if a != eliminated { out.initializeElement(at: k, to: t[i]); k += 1 }
                i += 1
            } else if b < a {
                let v = factor * s[j].coefficient
                if v != 0 {
                    if trackChanges { changes.insertedPositions.append(Int32(k)) }
                    out.initializeElement(at: k, to: Cell(symbol: b, node: -1, coefficient: v))
                    k += 1
                }
                j += 1
            } else {
                let u = factor * s[j].coefficient
                let v = t[i].coefficient + u
                if !cancels(v, t[i].coefficient, u) {
                    out.initializeElement(at: k, to: Cell(symbol: a, node: t[i].node, coefficient: v))
                    k += 1
                } else if trackChanges {
                    changes.dropped.append(t[i])
                }
                i += 1
                j += 1
            }
        }
        while i < n {
            if t[i].symbol != eliminated { out.initializeElement(at: k, to: t[i]); k += 1 }
            i += 1
        }
        while j < m {
            let v = factor * s[j].coefficient
            if v != 0 {
                if trackChanges { changes.insertedPositions.append(Int32(k)) }
                out.initializeElement(at: k, to: Cell(symbol: s[j].symbol, node: -1, coefficient: v))
                k += 1
            }
            j += 1
        }
        changes.mergedCells += k
        return k
    }

    /// ``merge(into:adding:times:eliminating:changes:trackChanges:)`` of a short source
    /// into a long row, in place. The cells the merge touches are grouped into windows
    /// (touched cells less than ``windowGap`` apart share one); each window is merged
    /// into ``MergeChanges/window`` (scratch kept from merge to merge) and put back in
    /// place of the old cells by ``replaceCells(_:with:)``, the last window first: a
    /// window whose length changes moves the few cells after it, or the row's gap.
    /// The result and what is reported are the same as a whole merge's.
    ///
    /// A pivot in a long pinned chain merges a 3-cell row into a row naming every item,
    /// at the place of one item; a new constraint's errors go to the end of an objective
    /// level while the symbol they replace sits far before them: two windows.
    /// - Complexity: O(source.count · log target.count + windows' cells) plus, for each
    ///   window whose length changes, the moves of ``replaceCells(_:with:)``.
    fileprivate static func mergeInPlace(
        into target: inout SparseRow, adding source: SparseRow, times factor: Double,
        eliminating eliminated: Int32,
        changes: inout MergeChanges, trackChanges: Bool
    ) {
        target.constant += factor * source.constant
        let eliminatedAt = eliminated >= 0 ? target.index(of: eliminated) : nil
        var window = changes.window
        changes.window = []
        defer { changes.window = window }
        let insertedBefore = changes.insertedPositions.count
        let droppedBefore = changes.dropped.count
        source.withContiguousCells { source in
            // Windows go from the last touched cell back; `upperSource` is the end of the
            // source cells not merged yet.
            var upperSource = source.count
            var eliminationPending = eliminatedAt != nil
            while upperSource > 0 || eliminationPending {
                // From the last touched cell not merged yet, back while the next one is near.
                var lowerSource = upperSource
                var lower = Int.max
                var upper = -1
                while true {
                    let nextSource = lowerSource > 0 ? target.insertionIndex(of: source[lowerSource - 1].symbol) : -1
                    let nextEliminated = eliminationPending ? eliminatedAt! : -1
                    let next = max(nextSource, nextEliminated)
                    guard next >= 0, upper < 0 || lower - next < windowGap else { break }
                    if upper < 0 { upper = next }
                    if next == nextSource {
                        let symbol = source[lowerSource - 1].symbol
                        if next < target.count, target.cell(at: next).symbol == symbol { upper = max(upper, next + 1) }
                        lowerSource -= 1
                    }
                    if next == nextEliminated {
                        upper = max(upper, next + 1)
                        eliminationPending = false
                    }
                    lower = next
                }
                let cells = UnsafeBufferPointer(rebasing: source[lowerSource..<upperSource])
                let room = upper - lower + cells.count
                if window.count < room {
                    window.append(contentsOf: repeatElement(Cell(symbol: 0, node: -1, coefficient: 0),
                                                            count: room - window.count))
                }
                let insertedFrom = changes.insertedPositions.count
                target.makeContiguous(lower..<upper)
                let from = target.storageIndex(lower)
                let count = target.storage.withUnsafeBufferPointer { t in
                    window.withUnsafeMutableBufferPointer { out in
                        mergeCells(UnsafeBufferPointer(rebasing: t[from..<from + upper - lower]), cells, times: factor,
                                   eliminating: eliminated, into: out,
                                   changes: &changes, trackChanges: trackChanges)
                    }
                }
                // Later windows shift these positions: keep the symbols for now.
                for i in insertedFrom..<changes.insertedPositions.count {
                    changes.insertedPositions[i] = window[Int(changes.insertedPositions[i])].symbol
                }
                window.withUnsafeBufferPointer { w in
                    target.replaceCells(lower..<upper, with: UnsafeBufferPointer(rebasing: w[..<count]))
                }
                upperSource = lowerSource
            }
        }
        guard trackChanges else { return }
        // Ascending, as a whole merge reports them. Sorted through a buffer: sorting the
        // array's slice copies it first, an allocation per merge.
        if changes.insertedPositions.count - insertedBefore > 1 {
            changes.insertedPositions.withUnsafeMutableBufferPointer { positions in
                var tail = UnsafeMutableBufferPointer(rebasing: positions[insertedBefore...])
                tail.sort()
            }
        }
        for i in insertedBefore..<changes.insertedPositions.count {
            changes.insertedPositions[i] = Int32(target.insertionIndex(of: changes.insertedPositions[i]))
        }
        if changes.dropped.count - droppedBefore > 1 {
            changes.dropped.withUnsafeMutableBufferPointer { dropped in
                var tail = UnsafeMutableBufferPointer(rebasing: dropped[droppedBefore...])
                tail.sort { $0.symbol < $1.symbol }
            }
        }
    }

    /// Touched cells closer than this share a window of ``mergeInPlace``: merging the
    /// cells between them costs less than moving the row's tail once more.
    static let windowGap = 32
}

/// What a tracked merge changed: where the new cells are, and which cells cancelled.
struct MergeChanges {
    var insertedPositions: [Int32] = []
    var dropped: [Cell] = []
    /// Scratch of a merge into a long row (see `mergeInPlace`), kept for its capacity.
    var window: [Cell] = []
    /// Scratch of a whole merge of a short row, kept for its capacity (at most
    /// ``SparseRow/longestMergeCopiedBack`` cells).
    var scratch: [Cell] = []
    /// Cells written by merges so far (see ``SolverStatistics/mergedCells``).
    var mergedCells = 0
}

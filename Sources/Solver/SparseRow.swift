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
/// and merges linear.
struct SparseRow {
    var constant: Double
    var cells: [Cell]
    /// False only if no cell names a basic symbol (see Tableau+ChainedRows.swift): set
    /// when a symbol the row keeps naming enters the basis, cleared when the row is
    /// written out. Reading it costs nothing beside the constant; scanning the cells for
    /// references costs a cache miss per cell in a long stack.
    var mayNameBasicSymbols = false

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
        cells = []
    }

    var isEmpty: Bool { cells.isEmpty }
    var count: Int { cells.count }

    /// The symbols of the row, in order.
    var symbols: [Int32] { cells.map(\.symbol) }

    /// The position of `symbol`, or `nil`.
    /// - Complexity: O(log n).
    @inline(__always)
    func index(of symbol: Int32) -> Int? {
        let i = insertionIndex(of: symbol)
        return i < cells.count && cells[i].symbol == symbol ? i : nil
    }

    /// The coefficient of `symbol`, zero when absent.
    @inline(__always)
    func coefficient(of symbol: Int32) -> Double {
        if let i = index(of: symbol) { return cells[i].coefficient }
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
        if low < cells.count, cells[low].symbol == symbol {
            let sum = cells[low].coefficient + coefficient
            if Self.cancels(sum, cells[low].coefficient, coefficient) {
                removeCell(at: low)
            } else {
                cells[low].coefficient = sum
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
        cells.withUnsafeBufferPointer { Cell.lowerBound(of: symbol, in: $0, from: 0, to: $0.count) }
    }

    @inline(__always)
    private mutating func insertCell(_ symbol: Int32, _ coefficient: Double, at low: Int) {
        // Append and move the tail up by one: `insert(_:at:)` goes through the generic
        // `replaceSubrange`, which costs more than the move.
        let cell = Cell(symbol: symbol, node: -1, coefficient: coefficient)
        cells.append(cell)
        let tail = cells.count - 1 - low
        guard tail > 0 else { return }
        cells.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            // Overlapping regions: `update(from:count:)` moves them correctly.
            (base + low + 1).update(from: base + low, count: tail)
            base[low] = cell
        }
    }

    /// Removes the cell at `position`, moving the tail down by one (`remove(at:)` costs
    /// several times more per cell moved in a row as long as a stack).
    @inline(__always)
    private mutating func removeCell(at position: Int) {
        let tail = cells.count - 1 - position
        if tail > 0 {
            cells.withUnsafeMutableBufferPointer { buffer in
                let base = buffer.baseAddress!
                (base + position).update(from: base + position + 1, count: tail)
            }
        }
        cells.removeLast()
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
        cells.removeAll { abs($0.coefficient) <= bound }
    }

    /// A coefficient at most this fraction of its row's largest is a rounding residue in
    /// a system without wide constraints (see ``dropResidues()``).
    static let residue = 1e-14

    /// The largest magnitude among the coefficients, zero for an empty row.
    var largestMagnitude: Double {
        var m = 0.0
        for cell in cells { m = max(m, abs(cell.coefficient)) }
        return m
    }

    /// Gives `symbol` the coefficient `value`, exactly; zero removes it (an undo puts a
    /// row back cell by cell this way).
    mutating func setCoefficient(_ symbol: Int32, _ value: Double) {
        if let i = index(of: symbol) {
            if value == 0 { removeCell(at: i) } else { cells[i].coefficient = value }
        } else if value != 0 {
            insertNew(symbol, value)
        }
    }

    /// Removes `symbol` and returns its coefficient (zero when absent).
    @discardableResult
    mutating func remove(_ symbol: Int32) -> Double {
        guard let i = index(of: symbol) else { return 0 }
        let coefficient = cells[i].coefficient
        removeCell(at: i)
        return coefficient
    }

    /// Multiplies the constant and every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        cells.withUnsafeMutableBufferPointer { buffer in
            for i in buffer.indices { buffer[i].coefficient *= factor }
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
        let n = target.cells.count
        let m = source.cells.count
        // A short definition into a long row (an objective level holds every optional
        // constraint's errors; a pinned chain's absorbing row names every item): update
        // in place rather than rebuild the whole row.
        if n > 16 * (m + 1) {
            mergeInPlace(into: &target, adding: source, times: factor, eliminating: eliminated,
                         changes: &changes, trackChanges: trackChanges)
            return
        }
        func writeMerged(into out: UnsafeMutableBufferPointer<Cell>) -> Int {
            target.cells.withUnsafeBufferPointer { t in
                source.cells.withUnsafeBufferPointer { s in
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
            target.cells = [Cell](unsafeUninitializedCapacity: n + m) { out, count in count = writeMerged(into: out) }
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
        target.cells.replaceSubrange(0..<n, with: scratch[0..<count])
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
    /// place of the old cells, the last window first, so that each moves the cells after
    /// it once. The result and what is reported are the same as a whole merge's.
    ///
    /// A pivot in a long pinned chain merges a 3-cell row into a row naming every item,
    /// at the place of one item; a new constraint's errors go to the end of an objective
    /// level while the symbol they replace sits far before them: two windows.
    /// - Complexity: O(source.count · log target.count + windows' cells) plus one move
    ///   of the cells after each window whose length changes.
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
        // Windows go from the last touched cell back; `upperSource` is the end of the
        // source cells not merged yet.
        var upperSource = source.cells.count
        var eliminationPending = eliminatedAt != nil
        let insertedBefore = changes.insertedPositions.count
        let droppedBefore = changes.dropped.count
        while upperSource > 0 || eliminationPending {
            // From the last touched cell not merged yet, back while the next one is near.
            var lowerSource = upperSource
            var lower = Int.max
            var upper = -1
            while true {
                let nextSource = lowerSource > 0 ? target.insertionIndex(of: source.cells[lowerSource - 1].symbol) : -1
                let nextEliminated = eliminationPending ? eliminatedAt! : -1
                let next = max(nextSource, nextEliminated)
                guard next >= 0, upper < 0 || lower - next < windowGap else { break }
                if upper < 0 { upper = next }
                if next == nextSource {
                    let symbol = source.cells[lowerSource - 1].symbol
                    if next < target.cells.count, target.cells[next].symbol == symbol { upper = max(upper, next + 1) }
                    lowerSource -= 1
                }
                if next == nextEliminated {
                    upper = max(upper, next + 1)
                    eliminationPending = false
                }
                lower = next
            }
            let cells = source.cells[lowerSource..<upperSource]
            let room = upper - lower + cells.count
            if window.count < room {
                window.append(contentsOf: repeatElement(Cell(symbol: 0, node: -1, coefficient: 0),
                                                        count: room - window.count))
            }
            let insertedFrom = changes.insertedPositions.count
            let count = target.cells.withUnsafeBufferPointer { t in
                cells.withUnsafeBufferPointer { s in
                    window.withUnsafeMutableBufferPointer { out in
                        mergeCells(UnsafeBufferPointer(rebasing: t[lower..<upper]), s, times: factor,
                                   eliminating: eliminated, into: out,
                                   changes: &changes, trackChanges: trackChanges)
                    }
                }
            }
            // Later windows shift these positions: keep the symbols for now.
            for i in insertedFrom..<changes.insertedPositions.count {
                changes.insertedPositions[i] = window[Int(changes.insertedPositions[i])].symbol
            }
            if count == upper - lower {
                // The usual pivot in a chain: a cell replaced by one of its neighbours.
                // Written over the old cells, without `replaceSubrange`'s generic path.
                target.cells.withUnsafeMutableBufferPointer { t in
                    window.withUnsafeBufferPointer { w in
                        t.baseAddress!.advanced(by: lower).update(from: w.baseAddress!, count: count)
                    }
                }
            } else {
                target.cells.replaceSubrange(lower..<upper, with: window[0..<count])
            }
            upperSource = lowerSource
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

/// The costs of one objective level: `constant + Σ coefficient·symbol`, sorted by symbol,
/// kept as a gap buffer.
///
/// A level names every optional constraint's error that is not basic, so it is as long
/// as the stack. A regime change (a pinned stack going from compressed to stretched)
/// pivots once per item, and each pivot adds or removes a cost at the place of that
/// item: in one sorted array every such edit moves the costs after it, N² cells per
/// step. Here the sorted cells have free room (the gap) at the place of the last
/// insertion or removal: the next one moves the gap to its own place, one memory move
/// of the cells between the two, so a run of edits along the row moves it once. An
/// edit within a few cells of the end moves the cells after it instead, as a sorted
/// array does, and leaves the gap where it was. Changing a coefficient in place moves
/// nothing.
/// A definition at least a sixteenth as long as the row is merged in one linear pass.
///
/// ```swift
/// var costs = CostRow()
/// costs.add(7, 1)      // 1·s7
/// costs.add(3, 2)      // 2·s3 + 1·s7
/// costs.coefficient(of: 3) // 2
/// ```
struct CostRow {
    var constant: Double = 0
    /// The cells in order, with ``gapCount`` free cells from ``gapStart`` on.
    private var storage: [Cell] = []
    private var gapStart = 0
    private var gapCount = 0
    /// The first and last symbols named (`Int32.max` and `Int32.min` when none, which no
    /// range of symbols, all non-negative, overlaps), kept by every edit: asking whether
    /// a level names any of a few symbols then costs two comparisons (see
    /// ``spans(from:to:)``).
    private var firstSymbol = Int32.max
    private var lastSymbol = Int32.min

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// The same form as `row`.
    init(_ row: SparseRow) {
        constant = row.constant
        storage = row.cells.map { Cell(symbol: $0.symbol, coefficient: $0.coefficient) }
        gapStart = storage.count
        noteBounds()
    }

    var count: Int { storage.count - gapCount }
    var isEmpty: Bool { count == 0 }

    /// The cells in ascending symbol order.
    var cells: GapBufferCells {
        GapBufferCells(storage: storage, gapStart: Int32(truncatingIfNeeded: gapStart),
                       gapCount: Int32(truncatingIfNeeded: gapCount))
    }

    /// The symbols, in order.
    var symbols: [Int32] { cells.map(\.symbol) }

    /// The largest coefficient magnitude.
    var largestMagnitude: Double {
        var m = 0.0
        for cell in cells { m = max(m, abs(cell.coefficient)) }
        return m
    }

    /// The position in ``storage`` of the first cell whose symbol is at least `symbol`
    /// (``storage``'s count when there is none), past the gap.
    /// - Complexity: O(log n).
    @inline(__always)
    private func lowerBound(_ symbol: Int32) -> Int {
        storage.withUnsafeBufferPointer { cells in
            gapStart > 0 && cells[gapStart - 1].symbol >= symbol
                ? Cell.lowerBound(of: symbol, in: cells, from: 0, to: gapStart - 1)
                : Cell.lowerBound(of: symbol, in: cells, from: gapStart + gapCount, to: cells.count)
        }
    }

    /// The position of `symbol` in ``storage``, or `nil`.
    @inline(__always)
    private func position(of symbol: Int32) -> Int? {
        // Most levels of a many-levelled objective name none of the symbols asked about.
        guard spans(from: symbol, to: symbol) else { return nil }
        let i = lowerBound(symbol)
        return i < storage.count && storage[i].symbol == symbol ? i : nil
    }

    /// The coefficient of `symbol`, zero when absent.
    /// - Complexity: O(log n).
    func coefficient(of symbol: Int32) -> Double {
        guard let i = position(of: symbol) else { return 0 }
        return storage[i].coefficient
    }

    /// Whether the row's symbols, from its first to its last, overlap `lowest...highest`:
    /// when not, it names none of them. O(1): a proportionally filled stack has a level
    /// per item, and the primal simplex asks each one for a few recent symbols.
    @inline(__always)
    func spans(from lowest: Int32, to highest: Int32) -> Bool {
        firstSymbol <= highest && lastSymbol >= lowest
    }

    /// Reads the first and last symbols again, after an edit that may have changed them.
    private mutating func noteBounds() {
        storage.withUnsafeBufferPointer { cells in
            let gapEnd = gapStart + gapCount
            guard cells.count > gapCount else {
                firstSymbol = .max
                lastSymbol = .min
                return
            }
            firstSymbol = gapStart > 0 ? cells[0].symbol : cells[gapEnd].symbol
            lastSymbol = gapEnd < cells.count ? cells[cells.count - 1].symbol : cells[gapStart - 1].symbol
        }
    }

    /// Whether the row names `symbol`.
    func contains(_ symbol: Int32) -> Bool { position(of: symbol) != nil }

    /// Moves the gap to the position in ``storage`` `i` (a result of ``lowerBound(_:)``):
    /// afterwards the cells before the gap are those before `i`.
    /// - Complexity: one memory move of the cells between the gap and `i`.
    @inline(__always)
    private mutating func moveGap(to i: Int) {
        let position = i < gapStart ? i : Swift.max(gapStart, i - gapCount)
        storage.moveGap(at: gapStart, count: gapCount, to: position)
        gapStart = position
    }

    /// Whether an edit at the position in ``storage`` `i` is better made by moving the
    /// few cells after it than by moving the gap there. A new constraint's errors have
    /// the newest symbols and go at the end; the symbol they replace sits anywhere.
    /// Moving the gap to the end and back for each would move the row twice per
    /// constraint (a 1 000-item stack's first layout moved 16 MB so), and the gap is left
    /// where the next substitution is likely to edit. Only a short tail is moved so: the
    /// gap does not follow such an edit, and a run of edits far from it would each move
    /// a long tail again.
    @inline(__always)
    private func isNearerTheEnd(_ i: Int) -> Bool {
        let gapEnd = gapStart + gapCount
        let tail = storage.count - i
        return i >= gapEnd && tail <= [Cell].shortTail && tail < i - gapEnd
    }

    /// Inserts `cell` at the position in ``storage`` `i` (a result of ``lowerBound(_:)``
    /// for its symbol, which is absent).
    private mutating func insert(_ cell: Cell, at i: Int) {
        firstSymbol = min(firstSymbol, cell.symbol)
        lastSymbol = max(lastSymbol, cell.symbol)
        if isNearerTheEnd(i) {
            storage.insert(cell, at: i)
            return
        }
        if gapCount == 0 {
            // Room for as many cells again (at least 16), at the insertion point.
            let room = max(16, storage.count)
            storage.insert(contentsOf: repeatElement(Cell(symbol: -1, coefficient: 0), count: room), at: i)
            gapStart = i
            gapCount = room
        } else {
            moveGap(to: i)
        }
        storage[gapStart] = cell
        gapStart += 1
        gapCount -= 1
    }

    /// Removes the cell at the position in ``storage`` `i`.
    private mutating func removeCell(at i: Int) {
        let symbol = storage[i].symbol
        defer { if symbol == firstSymbol || symbol == lastSymbol { noteBounds() } }
        if isNearerTheEnd(i) {
            storage.remove(at: i)
            return
        }
        moveGap(to: i + 1)
        gapStart -= 1
        gapCount += 1
    }

    /// Adds `coefficient·symbol` as ``SparseRow/add(_:_:)`` does: the entry goes when the
    /// sum cancels out (see ``SparseRow/cancels(_:_:_:)``), a zero coefficient adds nothing.
    mutating func add(_ symbol: Int32, _ coefficient: Double) {
        let i = lowerBound(symbol)
        if i < storage.count, storage[i].symbol == symbol {
            let old = storage[i].coefficient
            let sum = old + coefficient
            if SparseRow.cancels(sum, old, coefficient) { removeCell(at: i) } else { storage[i].coefficient = sum }
        } else if coefficient != 0 {
            insert(Cell(symbol: symbol, coefficient: coefficient), at: i)
        }
    }

    /// Removes `symbol`'s entry, if any.
    mutating func remove(_ symbol: Int32) {
        if let i = position(of: symbol) { removeCell(at: i) }
    }

    /// Gives `symbol` the coefficient `value`, exactly; zero removes it (an undo puts a
    /// level back cell by cell this way).
    mutating func setCoefficient(_ symbol: Int32, _ value: Double) {
        let i = lowerBound(symbol)
        if i < storage.count, storage[i].symbol == symbol {
            if value == 0 { removeCell(at: i) } else { storage[i].coefficient = value }
        } else if value != 0 {
            insert(Cell(symbol: symbol, coefficient: value), at: i)
        }
    }

    /// Adds `factor·source` and removes `eliminated` (-1 for none), with the same sums
    /// and the same cancellations as ``SparseRow/merge(into:adding:times:eliminating:changes:trackChanges:)``.
    /// Returns the number of cells merged (see ``SolverStatistics/mergedCells``).
    /// - Complexity: O(source.count · log n) plus the cells the gap moves past to reach
    ///   each insertion or removal.
    @discardableResult
    mutating func merge(adding source: SparseRow, times factor: Double, eliminating eliminated: Int32) -> Int {
        // A long definition (a pinned chain's absorbing row names every item) touches
        // the level all along: one linear merge costs less than an edit at each place.
        // The cells, made contiguous by moving the gap to the end, are merged straight
        // into the new storage.
        if source.count &* 16 >= count {
            moveGap(to: storage.count)
            var changes = MergeChanges()
            storage = [Cell](unsafeUninitializedCapacity: gapStart + source.count) { out, written in
                written = storage.withUnsafeBufferPointer { cells in
                    source.withContiguousCells { s in
                        SparseRow.mergeCells(UnsafeBufferPointer(rebasing: cells[..<gapStart]), s, times: factor,
                                             eliminating: eliminated, into: out, changes: &changes, trackChanges: false)
                    }
                }
            }
            constant += factor * source.constant
            gapStart = storage.count
            gapCount = 0
            noteBounds()
            return changes.mergedCells
        }
        constant += factor * source.constant
        // As in SparseRow's merge, a source that names `eliminated` is summed into it.
        if eliminated >= 0, !source.contains(eliminated) { remove(eliminated) }
        for cell in source.cells { add(cell.symbol, factor * cell.coefficient) }
        return source.count
    }
}

// Which symbols may have a cost in some objective level.
//
// Substituting a symbol asks every level for its cost, and a proportionally filled stack
// has a level per item: a first layout of 1 000 items asked 250 levels for each of its
// 10 000 new rows' subjects, almost always in vain (a subject is mostly a symbol no
// level has named yet). The marks are a superset of the symbols the levels name: every
// edit that can give a level a symbol marks it first, and only a pass over every level
// that leaves the symbol in none (a substitution eliminates it from all of them) takes
// the mark away. A symbol without a mark costs nothing anywhere, and those passes are
// skipped for it.

extension Tableau {
    /// Whether some level may name `s`; `false` means none does.
    @inline(__always)
    func mayBePriced(_ s: Int32) -> Bool { pricedMarks[Int(s)] }

    /// The levels to look `s` up in: all of them, or none when no level names it.
    @inline(__always)
    func levelsToSearch(for s: Int32) -> Range<Int> { mayBePriced(s) ? levels.indices : 0..<0 }

    /// Marks `s` before a level may come to name it, or as one comes to.
    @inline(__always)
    mutating func notePriced(_ s: Int32) { pricedMarks[Int(s)] = true }

    /// Marks every symbol of a row merged into a level, and lists them as candidates
    /// of the primal simplex (their costs changed).
    @inline(__always)
    mutating func noteCostsChanged(symbolsOf row: SparseRow) {
        // One pass, with one uniqueness check of the marks for the row.
        pricedMarks.withUnsafeMutableBufferPointer { marks in
            for cell in row.cells {
                costChanged.append(cell.symbol)
                marks[Int(cell.symbol)] = true
            }
        }
    }

    /// Takes the mark away once every level is known not to name `s`.
    @inline(__always)
    mutating func noteUnpriced(_ s: Int32) { pricedMarks[Int(s)] = false }

    /// The symbols some level names without a mark: empty unless an edit of a level
    /// bypassed the marks (for tests, beside ``chainedRowViolations()``).
    func unmarkedPricedSymbols() -> [Int32] {
        var unmarked: [Int32] = []
        for level in levels {
            for cell in level.row.cells where !mayBePriced(cell.symbol) { unmarked.append(cell.symbol) }
        }
        return unmarked
    }
}

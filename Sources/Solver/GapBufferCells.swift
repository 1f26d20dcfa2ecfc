/// The cells of a row kept as a gap buffer (a ``SparseRow`` or a ``CostRow``), in
/// ascending symbol order, by position: the storage without the gap.
///
/// ```swift
/// for cell in row.cells where cell.coefficient < 0 { … }
/// let first = row.cells[0]
/// ```
///
/// Its bounds are 32-bit, as a row's, so that the view and its iterator stay as small as
/// an array and a few numbers: one is made for every loop over a row.
struct GapBufferCells: RandomAccessCollection {
    let storage: [Cell]
    let gapStart: Int32
    let gapCount: Int32

    var startIndex: Int { 0 }
    var endIndex: Int { storage.count - Int(gapCount) }

    @inline(__always)
    subscript(position: Int) -> Cell {
        storage[position < Int(gapStart) ? position : position + Int(gapCount)]
    }

    @inline(__always)
    func makeIterator() -> Iterator {
        let count = Int32(truncatingIfNeeded: storage.count)
        return Iterator(storage: storage, position: 0, end: gapCount == 0 ? count : gapStart,
                        gapEnd: gapStart &+ gapCount, count: count)
    }

    /// Goes through the cells before the gap, then those after it: one comparison
    /// per cell, as an array's iterator makes.
    struct Iterator: IteratorProtocol {
        let storage: [Cell]
        var position: Int32
        /// The end of the cells being gone through: the gap's start, then the storage's.
        var end: Int32
        let gapEnd: Int32
        let count: Int32

        @inline(__always)
        mutating func next() -> Cell? {
            if position == end {
                guard end != count else { return nil }
                position = gapEnd
                end = count
                guard position != end else { return nil }
            }
            defer { position &+= 1 }
            return storage[Int(position)]
        }
    }
}

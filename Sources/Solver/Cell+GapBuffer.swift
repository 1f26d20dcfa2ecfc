/// The gap of a sorted row of cells kept as a gap buffer (``CostRow``, and a
/// ``SparseRow`` that merges grow in its middle): free room at the place of the last
/// edit, so that a run of edits along the row moves it once instead of moving the rest
/// of the row at every edit.
///
/// ```swift
/// // cells [a, b, _, _, c]: a gap of 2 at 2
/// cells.moveGap(at: 2, count: 2, to: 1)   // [a, _, _, b, c]: the gap now starts at 1
/// ```
extension Array where Element == Cell {
    /// Moves the gap of `gapCount` free cells at `gapStart` so that it starts at
    /// `position`, counted without the gap: afterwards the cells before the gap are the
    /// `position` first ones.
    /// - Complexity: one memory move of the cells between the gap and `position`.
    @inline(__always)
    mutating func moveGap(at gapStart: Int, count gapCount: Int, to position: Int) {
        guard gapCount > 0, position != gapStart else { return }
        let stride = MemoryLayout<Cell>.stride
        withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            if position < gapStart {
                // The cells from `position` to the gap go to its end.
                UnsafeMutableRawPointer(base + position + gapCount)
                    .copyMemory(from: base + position, byteCount: (gapStart - position) * stride)
            } else {
                // The cells from the gap's end to `position` go to its start.
                UnsafeMutableRawPointer(base + gapStart)
                    .copyMemory(from: base + gapStart + gapCount, byteCount: (position - gapStart) * stride)
            }
        }
    }

    /// The most cells an edit near the end of a gap buffer moves after it rather than
    /// moving the gap there (1 KB): a new constraint's symbols are the newest and go at
    /// the end, and moving the gap there and back would move the row twice.
    static var shortTail: Int { 64 }
}

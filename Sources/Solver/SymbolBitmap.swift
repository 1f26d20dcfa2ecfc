/// Sorts distinct symbols through a bitmap of them: O(n + span / 64) for n symbols
/// spanning `span` ids, where a comparison sort takes O(n log n).
///
/// Expanding a pinned stack's chained row gathers one symbol per item, 10 000 of them
/// for a 10 000-item stack, and sorting them by comparison took more than the expansion
/// itself.
///
/// ```swift
/// var bitmap = SymbolBitmap()
/// var symbols: [Int32] = [9, 2, 70, 3]
/// bitmap.sort(&symbols)      // [2, 3, 9, 70]
/// ```
struct SymbolBitmap {
    /// One bit per symbol, all zero between calls.
    private var words: [UInt64] = []

    /// Sorts `symbols` (not negative) in ascending order, keeping one of each.
    /// - Complexity: O(n + span / 64); few symbols spread wide are sorted by comparison,
    ///   O(n log n).
    mutating func sort(_ symbols: inout [Int32]) {
        guard symbols.count > 1 else { return }
        if symbols.count < 32 {
            Self.sortByComparison(&symbols)
            return
        }
        var low = Int32.max, high = Int32.min
        for s in symbols {
            low = Swift.min(low, s)
            high = Swift.max(high, s)
        }
        let first = Int(low) >> 6, last = Int(high) >> 6
        if last - first > 4 * symbols.count {
            Self.sortByComparison(&symbols)
            return
        }
        if words.count <= last { words.append(contentsOf: repeatElement(0, count: last + 1 - words.count)) }
        let kept = words.withUnsafeMutableBufferPointer { bits in
            for s in symbols { bits[Int(s) >> 6] |= 1 << UInt64(s & 63) }
            return symbols.withUnsafeMutableBufferPointer { out in
                var n = 0
                for i in first...last {
                    var word = bits[i]
                    bits[i] = 0
                    while word != 0 {
                        out[n] = Int32(i << 6 | word.trailingZeroBitCount)
                        n += 1
                        word &= word - 1
                    }
                }
                return n
            }
        }
        symbols.removeLast(symbols.count - kept)
    }

    /// Sorts `symbols` by comparison and keeps one of each.
    private static func sortByComparison(_ symbols: inout [Int32]) {
        symbols.sort()
        var kept = 1
        for i in 1..<symbols.count where symbols[i] != symbols[kept - 1] {
            symbols[kept] = symbols[i]
            kept += 1
        }
        symbols.removeLast(symbols.count - kept)
    }
}

/// A set of symbols that empties in O(1): a symbol is in it when its mark is the current
/// generation, and emptying it starts a new generation.
///
/// ```
/// var moved = SymbolMarks()
/// moved.removeAll(symbolCount: 8)
/// moved.insert(3)
/// moved.contains(3)            // true
/// moved.removeAll(symbolCount: 8)
/// moved.contains(3)            // false
/// ```
///
/// - Complexity: `insert` and `contains` O(1); `removeAll` O(1), but for growing the
///   marks to `symbolCount` and for clearing them once every 2³² generations.
struct SymbolMarks {
    private var marks: [UInt32] = []
    private var generation: UInt32 = 1

    /// Empties the set, with room for symbols below `symbolCount`.
    mutating func removeAll(symbolCount: Int) {
        generation &+= 1
        if generation == 0 {
            for i in marks.indices { marks[i] = 0 }
            generation = 1
        }
        if marks.count < symbolCount {
            marks.append(contentsOf: repeatElement(0, count: symbolCount - marks.count))
        }
    }

    @inline(__always)
    func contains(_ s: Int32) -> Bool {
        Int(s) < marks.count && marks[Int(s)] == generation
    }

    /// Takes `s` out of the set.
    @inline(__always)
    mutating func remove(_ s: Int32) {
        if Int(s) < marks.count { marks[Int(s)] = 0 }
    }

    /// Adds `s`; a symbol beyond the room made so far grows the marks.
    @inline(__always)
    mutating func insert(_ s: Int32) {
        if Int(s) >= marks.count { marks.append(contentsOf: repeatElement(0, count: Int(s) + 1 - marks.count)) }
        marks[Int(s)] = generation
    }
}

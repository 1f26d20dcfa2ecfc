/// The basic symbols whose rows may have turned infeasible, handed to the dual simplex
/// lowest id first (a binary min-heap; a symbol may be queued more than once).
///
/// The dual simplex takes the lowest id so that the order rows were queued in never
/// changes its outcome. Scanning a list for it at every pivot cost O(k²) for k rows: an
/// equally filled 10 000-item stack whose share crosses the natural width of a seventh
/// of its items queues 1 430 rows at once.
///
/// ```swift
/// var queue: InfeasibleQueue = []
/// queue.append(7); queue.append(3); queue.append(5)
/// queue.popLowest()   // 3
/// queue.popLowest()   // 5
/// ```
/// - Complexity: O(log k) to append or pop, for k queued symbols.
struct InfeasibleQueue: Sequence, ExpressibleByArrayLiteral {
    private var heap: [Int32] = []

    init() {}

    init(arrayLiteral symbols: Int32...) {
        for s in symbols { append(s) }
    }

    var isEmpty: Bool { heap.isEmpty }

    @inline(__always)
    mutating func append(_ s: Int32) { heap.pushHeap(s, by: <) }

    /// Removes and returns the lowest symbol queued.
    @inline(__always)
    mutating func popLowest() -> Int32? { heap.popHeap(by: <) }

    mutating func removeAll(keepingCapacity keep: Bool = false) {
        heap.removeAll(keepingCapacity: keep)
    }

    /// The queued symbols, in no particular order.
    func makeIterator() -> IndexingIterator<[Int32]> { heap.makeIterator() }
}

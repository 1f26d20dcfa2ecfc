/// The improving candidates of one primal simplex run, best first: a binary heap of
/// symbols with the first costs found for them, so that a run of many pivots looks up
/// only the symbols whose costs a pivot changed, and finds the best in O(log n).
///
/// ```swift
/// var ranking = CandidateRanking()
/// ranking.insert(7, .init(level: 1, direction: 1, cost: 2))
/// ranking.insert(9, .init(level: 0, direction: 1, cost: 1))
/// ranking.best { _ in true }?.symbol    // 9: its cost comes in a higher level
/// ranking.invalidate(9)                 // looked up again: no longer improving
/// ranking.best { _ in true }?.symbol    // 7
/// ```
///
/// A symbol inserted again or invalidated leaves its older entry in the heap; entries
/// carry a stamp, and a stale one is dropped when it comes to the top.
struct CandidateRanking {
    /// A candidate's first non-zero cost: its level, the direction in which it improves,
    /// and by how much per unit.
    struct FirstCost {
        var level: Int32
        var direction: Double
        var cost: Double
    }

    struct Entry {
        var symbol: Int32
        var stamp: UInt32
        var firstCost: FirstCost
    }

    private var heap: [Entry] = []
    /// Per symbol, the stamp of its live entry (0: none); an entry with another stamp is
    /// stale.
    private var stamps: [UInt32] = []
    /// The last stamp given (internal so that a test can start it near its wrap).
    var generation: UInt32 = 0
    /// The order the heap is in: with `guided`, the largest cost first in a level
    /// (Dantzig's rule), else the lowest id (Bland's rule).
    private(set) var guided = false

    var isEmpty: Bool { heap.isEmpty }

    /// Empties the ranking for a new run ordered by `guided`.
    mutating func reset(guided: Bool) {
        heap.removeAll(keepingCapacity: true)
        self.guided = guided
    }

    /// Makes every entry of `s` stale: entries carry stamps from 1 up, and 0 is no one's.
    @inline(__always)
    mutating func invalidate(_ s: Int32) {
        if Int(s) < stamps.count { stamps[Int(s)] = 0 }
    }

    /// A fresh stamp for a new entry of `s`.
    private mutating func stamp(_ s: Int32) -> UInt32 {
        if Int(s) >= stamps.count { stamps.append(contentsOf: repeatElement(0, count: Int(s) + 1 - stamps.count)) }
        generation &+= 1
        if generation == 0 {
            // Wrapped: the stale entries go, the live ones are renumbered 1.
            let current = stamps
            heap.removeAll { $0.stamp != current[Int($0.symbol)] }
            let guided = self.guided
            heap.heapify { Self.precedes($0, $1, guided: guided) }
            for i in stamps.indices { stamps[i] = 0 }
            for i in heap.indices {
                heap[i].stamp = 1
                stamps[Int(heap[i].symbol)] = 1
            }
            generation = 2
        }
        stamps[Int(s)] = generation
        return generation
    }

    /// Adds `s` with its first cost; any older entry of `s` goes stale.
    /// - Complexity: O(log n).
    mutating func insert(_ s: Int32, _ firstCost: FirstCost) {
        let stamp = stamp(s)
        let guided = self.guided
        heap.pushHeap(Entry(symbol: s, stamp: stamp, firstCost: firstCost)) { Self.precedes($0, $1, guided: guided) }
    }

    /// The best live entry for which `isCandidate` holds, dropping the stale entries and
    /// the rejected ones above it.
    /// - Complexity: O(log n) per entry dropped.
    mutating func best(where isCandidate: (Int32) -> Bool) -> Entry? {
        while let top = heap.first {
            if top.stamp == stamps[Int(top.symbol)], isCandidate(top.symbol) { return top }
            removeTop()
        }
        return nil
    }

    /// Orders the heap by `guided`.
    /// - Complexity: O(n).
    mutating func reorder(guided: Bool) {
        guard guided != self.guided else { return }
        self.guided = guided
        heap.heapify { Self.precedes($0, $1, guided: guided) }
    }

    /// The symbols of the live entries, each once, and an empty ranking.
    mutating func removeAllLive() -> [Int32] {
        let live = heap.filter { $0.stamp == stamps[Int($0.symbol)] }.map(\.symbol)
        heap.removeAll(keepingCapacity: true)
        return live
    }

    // Out of line: inlined into `best(where:)`, it made that too large to inline in turn,
    // and the primal simplex then copied the whole tableau its closure captures at each call.
    @inline(never)
    private mutating func removeTop() {
        let guided = self.guided
        heap.popHeap { Self.precedes($0, $1, guided: guided) }
    }

    /// Whether `a` comes before `b`: the lower level, then (guided) the larger cost, then
    /// the lower id.
    @inline(__always)
    private static func precedes(_ a: Entry, _ b: Entry, guided: Bool) -> Bool {
        if a.firstCost.level != b.firstCost.level { return a.firstCost.level < b.firstCost.level }
        if guided, a.firstCost.cost != b.firstCost.cost { return a.firstCost.cost > b.firstCost.cost }
        return a.symbol < b.symbol
    }
}

/// Binary heap operations on an array whose first element is the one that `precedes`
/// every other: the ranking of a primal run's candidates (``CandidateRanking``) and the
/// dual simplex's queue of infeasible rows (``InfeasibleQueue``).
///
/// ```swift
/// var heap: [Int32] = []
/// for s: Int32 in [7, 3, 5] { heap.pushHeap(s, by: <) }
/// heap.popHeap(by: <)   // 3
/// heap.popHeap(by: <)   // 5
/// ```
/// - Complexity: O(log n) to push or pop, O(n) to heapify.
extension Array {
    /// Adds `element` in its place.
    @inline(__always)
    mutating func pushHeap(_ element: Element, by precedes: (Element, Element) -> Bool) {
        append(element)
        var child = count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(self[child], self[parent]) else { return }
            swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the first element, or `nil` when there is none.
    @inline(__always)
    @discardableResult
    mutating func popHeap(by precedes: (Element, Element) -> Bool) -> Element? {
        guard let last = popLast() else { return nil }
        guard !isEmpty else { return last }
        let first = self[0]
        self[0] = last
        siftDown(from: 0, by: precedes)
        return first
    }

    /// Orders the whole array as a heap.
    mutating func heapify(by precedes: (Element, Element) -> Bool) {
        var i = count / 2
        while i > 0 {
            i -= 1
            siftDown(from: i, by: precedes)
        }
    }

    /// Moves the element at `index` down until neither child precedes it.
    @inline(__always)
    private mutating func siftDown(from index: Int, by precedes: (Element, Element) -> Bool) {
        var parent = index
        while true {
            var first = parent
            let left = 2 * parent + 1
            if left < count, precedes(self[left], self[first]) { first = left }
            if left + 1 < count, precedes(self[left + 1], self[first]) { first = left + 1 }
            guard first != parent else { return }
            swapAt(parent, first)
            parent = first
        }
    }
}

/// A map from objects, held weakly, to values: an entry disappears when its key does
/// (as Foundation's weak-keyed `NSMapTable`). Lookups are by identity, O(1) on average.
///
/// ```swift
/// var spacing = WeakKeyTable<View, LayoutConstraint>()
/// spacing[item] = constraint
/// spacing[item]               // the constraint, while `item` lives
/// ```
///
/// Entries whose key is gone read as absent, and are dropped at the latest when the table
/// has grown to twice the size it had at its last cleanup, so they never pile up.
///
/// Keys are held through their ``LifetimeToken``s, not with Swift's `weak`: a weakly
/// referenced object pays a slow path on every retain and release, and the table's keys
/// are the views of a stack, retained and released all through a layout pass.
///
/// Full reads list entries in the order their keys were put in, never in the hash order
/// of addresses, so that the same calls deactivate and list constraints in the same order
/// on every run (found by the API fuzzer, issue #20). The entries are kept in that order
/// (a removed one leaves a hole until the next compaction), so a full read never sorts.
struct WeakKeyTable<Key: LifetimeTracked, Value> {
    private struct Entry {
        /// The key's token: the key while it lives, `nil` once it is gone.
        let token: LifetimeToken
        /// The key's identity, the entry's place in ``index``.
        let id: ObjectIdentifier
        var value: Value
    }

    /// The entries in the order their keys were put in; `nil` where one was removed.
    private var slots: [Entry?] = []
    /// Where each key's entry is in ``slots``.
    private var index: [ObjectIdentifier: Int] = [:]
    private var sizeAtLastCleanup = 0

    init() {}

    /// The value for `key`, or `nil`. Setting `nil` removes the entry.
    subscript(key: Key) -> Value? {
        get {
            // Most of a stack's families are empty: no hashing then.
            guard !index.isEmpty, let i = index[ObjectIdentifier(key)], let entry = slots[i],
                  entry.token === key.lifetimeToken else { return nil }
            return entry.value
        }
        set {
            let id = ObjectIdentifier(key)
            guard let newValue else {
                if !index.isEmpty { removeEntry(id) }
                return
            }
            // One hash whether the key is new (a stack's first layout puts in thousands) or
            // already in: the default subscript's in-place access inserts the new slot.
            let i = Self.keep(&index[id, default: -1], orSet: slots.count)
            if i >= 0 {
                if slots[i]?.token === key.lifetimeToken {
                    slots[i]?.value = newValue
                    return
                }
                // A dead key's entry at the same address: the new key is new.
                slots[i] = nil
                index[id] = slots.count
            }
            slots.append(Entry(token: key.lifetimeToken, id: id, value: newValue))
            if slots.count > 2 * max(sizeAtLastCleanup, 8) { removeDeadEntries() }
        }
    }

    /// `value` as it was, set to `new` when it was -1 (absent).
    @inline(__always)
    private static func keep(_ value: inout Int, orSet new: Int) -> Int {
        let old = value
        if old < 0 { value = new }
        return old
    }

    private mutating func removeEntry(_ id: ObjectIdentifier) {
        guard let i = index.removeValue(forKey: id) else { return }
        slots[i] = nil
    }

    /// Removes and returns the value for `key`.
    @discardableResult
    mutating func removeValue(forKey key: Key) -> Value? {
        let value = self[key]
        if !index.isEmpty { removeEntry(ObjectIdentifier(key)) }
        return value
    }

    /// Removes the entries whose key is not one of `keep` (and those whose key is gone),
    /// and returns the values of the live ones, in the order their keys were put in.
    ///
    /// - Complexity: O(k + n) for k keys kept and n entries: no set of `keep` is built and
    ///   nothing is sorted. Any sequence of tracked objects: a stack's `[View]` passed as
    ///   `[LayoutItem]` was copied element by element first.
    mutating func removeValues<Keys: Sequence>(notIn keep: Keys) -> [Value] where Keys.Element: LifetimeTracked {
        guard !slots.isEmpty else { return [] }
        var kept = [Bool](repeating: false, count: slots.count)
        for key in keep {
            if let i = index[ObjectIdentifier(key)], slots[i]?.token === key.lifetimeToken { kept[i] = true }
        }
        var removed: [Value] = []
        var anyRemoved = false
        for i in slots.indices where !kept[i] {
            guard let entry = slots[i] else { continue }
            if entry.token.isAlive { removed.append(entry.value) }
            slots[i] = nil
            index[entry.id] = nil
            anyRemoved = true
        }
        // Holes are closed once they are half the slots (or at the next cleanup).
        if anyRemoved, index.count * 2 < slots.count { compact() }
        return removed
    }

    /// The live entries, in the order their keys were put in (callers that need another
    /// order, as stack views their items' order, impose it).
    var liveValues: [Value] { slots.compactMap { $0.flatMap { $0.token.isAlive ? $0.value : nil } } }

    /// The live keys, in the order they were put in.
    var liveKeys: [Key] { slots.compactMap { $0?.token.object(as: Key.self) } }

    /// Whether the table holds no entry at all, live or dead: then every lookup reads `nil`.
    /// - Complexity: O(1) (``count`` checks every key).
    var isEmpty: Bool { index.isEmpty }

    /// The number of entries whose key is alive.
    var count: Int { slots.reduce(0) { $0 + ($1?.token.isAlive == true ? 1 : 0) } }

    mutating func removeDeadEntries() {
        for i in slots.indices {
            guard let entry = slots[i], !entry.token.isAlive else { continue }
            slots[i] = nil
            index[entry.id] = nil
        }
        compact()
    }

    /// Closes the holes in ``slots`` (keeping the order) and notes the size.
    private mutating func compact() {
        if index.count < slots.count {
            slots = slots.filter { $0 != nil }
            for (i, entry) in slots.enumerated() { index[entry!.id] = i }
        }
        sizeAtLastCleanup = slots.count
    }

    mutating func removeAll() {
        slots.removeAll()
        index.removeAll()
        sizeAtLastCleanup = 0
    }
}

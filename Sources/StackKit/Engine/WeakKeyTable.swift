/// A map from objects, held weakly, to values: an entry disappears when its key does
/// (as Foundation's weak-keyed `NSMapTable`). Lookups are by identity, O(1) on average.
///
/// ```swift
/// var spacing = WeakKeyTable<View, LayoutConstraint>()
/// spacing[item] = constraint
/// spacing[item]               // the constraint, while `item` lives
/// ```
///
/// Dead entries are dropped when the table is read in full, and at the latest when it has
/// grown to twice the size it had at its last cleanup, so they never pile up.
///
/// Keys are held through their ``LifetimeToken``s, not with Swift's `weak`: a weakly
/// referenced object pays a slow path on every retain and release, and the table's keys
/// are the views of a stack, retained and released all through a layout pass.
struct WeakKeyTable<Key: LifetimeTracked, Value> {
    private struct Entry {
        /// The key's token: the key while it lives, `nil` once it is gone.
        let token: LifetimeToken
        var value: Value
        /// When the key was put in: full reads list entries in this order, never in the
        /// hash order of addresses, so that the same calls deactivate and list constraints
        /// in the same order on every run (found by the API fuzzer, issue #20).
        var order: Int
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var sizeAtLastCleanup = 0
    private var nextOrder = 0

    init() {}

    /// The value for `key`, or `nil`. Setting `nil` removes the entry.
    subscript(key: Key) -> Value? {
        get {
            guard let entry = entries[ObjectIdentifier(key)], entry.token === key.lifetimeToken else { return nil }
            return entry.value
        }
        set {
            let id = ObjectIdentifier(key)
            if let newValue {
                if let old = entries[id], old.token === key.lifetimeToken {
                    entries[id]?.value = newValue
                } else {
                    entries[id] = Entry(token: key.lifetimeToken, value: newValue, order: nextOrder)
                    nextOrder += 1
                }
                if entries.count > 2 * max(sizeAtLastCleanup, 8) { removeDeadEntries() }
            } else {
                entries[id] = nil
            }
        }
    }

    /// Removes and returns the value for `key`.
    @discardableResult
    mutating func removeValue(forKey key: Key) -> Value? {
        let value = self[key]
        entries[ObjectIdentifier(key)] = nil
        return value
    }

    /// The live entries, in the order their keys were put in (callers that need another
    /// order, as stack views their items' order, impose it).
    var liveValues: [Value] { liveEntries.map(\.value) }

    /// The live keys, in the order they were put in.
    var liveKeys: [Key] { liveEntries.compactMap { $0.token.object(as: Key.self) } }

    private var liveEntries: [Entry] { entries.values.filter { $0.token.isAlive }.sorted { $0.order < $1.order } }

    /// The number of entries whose key is alive.
    var count: Int { entries.values.reduce(0) { $0 + ($1.token.isAlive ? 1 : 0) } }

    mutating func removeDeadEntries() {
        entries = entries.filter { $0.value.token.isAlive }
        sizeAtLastCleanup = entries.count
    }

    mutating func removeAll() {
        entries.removeAll()
        sizeAtLastCleanup = 0
    }
}

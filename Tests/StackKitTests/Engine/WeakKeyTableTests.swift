import XCTest
@testable import StackKit

/// The weak-keyed map table the arrangements keep their constraints in (Docs/StackView.md,
/// "Families, keyed weakly by item": an entry disappears when its item does).
final class WeakKeyTableTests: XCTestCase {
    /// A key as the table's keys are (views, guides): it ends its lifetime token in `deinit`.
    private final class Key: LifetimeTracked {
        let name: String
        let lifetimeToken = LifetimeToken()
        init(_ name: String) {
            self.name = name
            lifetimeToken.begin(self)
        }
        deinit { lifetimeToken.end() }
    }

    private final class Payload {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    func testStoresAndReturnsValuesByKey() {
        var table = WeakKeyTable<Key, Int>()
        let a = Key("a"), b = Key("b")
        table[a] = 1
        table[b] = 2
        XCTAssertEqual(table[a], 1)
        XCTAssertEqual(table[b], 2)
        XCTAssertEqual(table.count, 2)
    }

    /// Full reads list the entries in the order their keys were put in, never in the hash
    /// order of addresses, so that the same calls give the same frames on every run (the API
    /// fuzzer found frames depending on addresses, issue #20). Replacing a value keeps the
    /// entry's place; removing and putting back moves it to the end.
    func testFullReadsListEntriesInTheOrderTheirKeysWerePutIn() {
        var table = WeakKeyTable<Key, Int>()
        let keys = (0..<40).map { Key("k\($0)") }
        for (i, key) in keys.enumerated().reversed() { table[key] = i }
        XCTAssertEqual(table.liveKeys.map(\.name), keys.reversed().map(\.name))
        XCTAssertEqual(table.liveValues, Array((0..<40).reversed()))
        table[keys[39]] = 100
        XCTAssertEqual(table.liveValues.first, 100)
        table[keys[39]] = nil
        table[keys[39]] = 39
        XCTAssertEqual(table.liveKeys.last?.name, "k39")
    }

    func testKeysAreComparedByIdentity() {
        var table = WeakKeyTable<Key, Int>()
        let a = Key("same"), b = Key("same")
        table[a] = 1
        XCTAssertNil(table[b])
        table[b] = 2
        XCTAssertEqual(table[a], 1)
        XCTAssertEqual(table[b], 2)
    }

    func testSettingAValueReplacesIt() {
        var table = WeakKeyTable<Key, Int>()
        let a = Key("a")
        table[a] = 1
        table[a] = 5
        XCTAssertEqual(table[a], 5)
        XCTAssertEqual(table.count, 1)
    }

    func testSettingNilRemovesTheEntry() {
        var table = WeakKeyTable<Key, Int>()
        let a = Key("a")
        table[a] = 1
        table[a] = nil
        XCTAssertNil(table[a])
        XCTAssertEqual(table.count, 0)
        XCTAssertTrue(table.liveKeys.isEmpty)
    }

    func testRemoveValueReturnsTheOldValue() {
        var table = WeakKeyTable<Key, Int>()
        let a = Key("a")
        table[a] = 7
        XCTAssertEqual(table.removeValue(forKey: a), 7)
        XCTAssertNil(table.removeValue(forKey: a))
        XCTAssertNil(table[a])
    }

    func testTheTableDoesNotKeepKeysAlive() {
        var table = WeakKeyTable<Key, Int>()
        weak var weakKey: Key?
        do {
            let a = Key("a")
            weakKey = a
            table[a] = 1
        }
        XCTAssertNil(weakKey)
    }

    func testEntriesVanishWhenTheirKeysAreReleased() {
        var table = WeakKeyTable<Key, Int>()
        let kept = Key("kept")
        table[kept] = 1
        do {
            let gone = Key("gone")
            table[gone] = 2
            XCTAssertEqual(table.count, 2)
        }
        XCTAssertEqual(table.count, 1)
        XCTAssertEqual(table.liveKeys.map(\.name), ["kept"])
        XCTAssertEqual(table.liveValues, [1])
        XCTAssertEqual(table[kept], 1)
    }

    func testValuesAreHeldWhileTheKeyLives() {
        var table = WeakKeyTable<Key, Payload>()
        let a = Key("a")
        weak var weakPayload: Payload?
        do {
            let payload = Payload(42)
            weakPayload = payload
            table[a] = payload
        }
        XCTAssertNotNil(weakPayload)
        XCTAssertEqual(table[a]?.value, 42)
    }

    func testValuesOfReleasedKeysAreReleasedByCleanup() {
        var table = WeakKeyTable<Key, Payload>()
        weak var weakPayload: Payload?
        do {
            let a = Key("a")
            let payload = Payload(1)
            weakPayload = payload
            table[a] = payload
        }
        table.removeDeadEntries()
        XCTAssertNil(weakPayload)
        XCTAssertEqual(table.count, 0)
    }

    /// A new object may reuse a released key's address (and so its ObjectIdentifier): it
    /// must not see the released key's value.
    func testANewObjectAtAReleasedKeysAddressFindsNothing() {
        var table = WeakKeyTable<Key, Int>()
        for round in 0..<200 {
            let key = Key("k\(round)")
            XCTAssertNil(table[key], "round \(round): a new key found a stale value")
            table[key] = round
        }
        XCTAssertEqual(table.count, 0)
    }

    func testRemoveDeadEntriesKeepsLiveOnes() {
        var table = WeakKeyTable<Key, Int>()
        let keys = (0..<5).map { Key("k\($0)") }
        for (i, k) in keys.enumerated() { table[k] = i }
        do {
            for i in 0..<20 { table[Key("temp\(i)")] = 100 + i }
        }
        table.removeDeadEntries()
        XCTAssertEqual(table.count, 5)
        for (i, k) in keys.enumerated() { XCTAssertEqual(table[k], i) }
    }

    func testManyShortLivedKeysLeaveOnlyTheLiveOnes() {
        var table = WeakKeyTable<Key, Int>()
        let kept = (0..<3).map { Key("kept\($0)") }
        for (i, k) in kept.enumerated() { table[k] = i }
        for i in 0..<1000 { table[Key("t\(i)")] = i }
        XCTAssertEqual(table.count, 3)
        XCTAssertEqual(Set(table.liveKeys.map(\.name)), ["kept0", "kept1", "kept2"])
        XCTAssertEqual(Set(table.liveValues), [0, 1, 2])
    }

    func testRemoveAllEmptiesTheTable() {
        var table = WeakKeyTable<Key, Int>()
        let a = Key("a"), b = Key("b")
        table[a] = 1
        table[b] = 2
        table.removeAll()
        XCTAssertEqual(table.count, 0)
        XCTAssertNil(table[a])
        XCTAssertNil(table[b])
    }

    func testTheTableIsAValue() {
        var table = WeakKeyTable<Key, Int>()
        let a = Key("a")
        table[a] = 1
        var copy = table
        copy[a] = 2
        XCTAssertEqual(table[a], 1)
        XCTAssertEqual(copy[a], 2)
    }

    // MARK: removeValues(notIn:) (ConstraintFamily.retain(only:))

    /// The entries of keys not kept go, and their values come back in the order the keys
    /// were put in (the order their constraints are deactivated in); kept ones stay, in order.
    func testRemoveValuesNotInKeepsTheKeptAndReturnsTheRestInOrder() {
        var table = WeakKeyTable<Key, Int>()
        let keys = (0..<10).map { Key("k\($0)") }
        for (i, key) in keys.enumerated().reversed() { table[key] = i }
        let kept = [keys[7], keys[2], keys[2], keys[5]]    // any order, duplicates allowed
        XCTAssertEqual(table.removeValues(notIn: kept), [9, 8, 6, 4, 3, 1, 0])
        XCTAssertEqual(table.liveKeys.map(\.name), ["k7", "k5", "k2"])
        XCTAssertEqual(table.count, 3)
        XCTAssertNil(table[keys[0]])
        XCTAssertEqual(table[keys[5]], 5)
        XCTAssertEqual(table.removeValues(notIn: kept), [])
        table[keys[0]] = 100
        XCTAssertEqual(table.liveKeys.map(\.name), ["k7", "k5", "k2", "k0"])
    }

    func testRemoveValuesNotInDropsDeadEntriesWithoutReturningThem() {
        var table = WeakKeyTable<Key, Int>()
        let kept = Key("kept")
        table[kept] = 1
        do {
            let gone = Key("gone")
            table[gone] = 2
        }
        XCTAssertEqual(table.removeValues(notIn: [kept]), [])
        XCTAssertEqual(table.count, 1)
        XCTAssertEqual(table.removeValues(notIn: [] as [Key]), [1])
        XCTAssertEqual(table.count, 0)
        XCTAssertTrue(table.liveKeys.isEmpty)
    }

    /// Removing keeps the table usable across many holes and compactions.
    func testManyRemovalsAndInsertionsKeepLookupsAndOrder() {
        var table = WeakKeyTable<Key, Int>()
        let keys = (0..<64).map { Key("k\($0)") }
        for round in 0..<8 {
            for (i, key) in keys.enumerated() where (i + round) % 3 != 0 { table[key] = i }
            for (i, key) in keys.enumerated() where (i + round) % 4 == 0 { table[key] = nil }
            _ = table.removeValues(notIn: keys.enumerated().filter { ($0.offset + round) % 5 != 0 }.map(\.element))
            for (i, key) in keys.enumerated() {
                if let value = table[key] { XCTAssertEqual(value, i) }
            }
            let live = table.liveKeys.map(\.name)
            XCTAssertEqual(Set(live).count, live.count, "no key listed twice")
            XCTAssertEqual(live.count, table.count)
        }
    }

    // MARK: in a stack

    func testAReleasedItemLeavesNoConstraintsInTheStacksFamilies() {
        let f = SVFixture([svBox(10, 20, "a")], distribution: .equalSpacing, alignment: .center, spacing: 10)
        weak var weakItem: View?
        do {
            let b = svBox(20, 20, "b")
            weakItem = b
            f.stack.addArrangedSubview(b)
            f.layout()
            b.removeFromSuperview()
        }
        f.layout()
        XCTAssertNil(weakItem)
        let generated = f.stack.arrangementConstraints().flatMap(\.constraints)
        XCTAssertTrue(generated.allSatisfy { $0.firstItem != nil && ($0.secondAttribute == .notAnAttribute || $0.secondItem != nil) },
                      "every generated constraint names live items")
        XCTAssertEqual(f.stack.frame.width, 10)
    }
}

import Foundation

/// The constraints of one family (spacing, hiding, alignment, …) that an arrangement
/// made, keyed weakly by the item they are about, so that "the spacing constraint after
/// item X" is found in O(1) and replaced alone.
struct ConstraintFamily {
    let name: String
    private(set) var table = WeakKeyTable<LayoutItem, [LayoutConstraint]>()

    init(_ name: String) { self.name = name }

    /// The constraints made for `key`.
    func constraints(for key: LayoutItem) -> [LayoutConstraint] { table[key] ?? [] }

    /// Makes the constraints for `key` match `specs`: kept where the shape matches (with
    /// multiplier, constant and priority updated in place), replaced where it does not.
    mutating func reconcile(_ key: LayoutItem, _ specs: [ConstraintSpec], installOn stack: View) {
        reconcile(key, specs, existing: table[key] ?? [], installOn: stack)
    }

    /// ``reconcile(_:_:installOn:)`` with one spec, the common case: an item's spacing,
    /// hiding or length. A full update of a long stack reconciles one or more per item,
    /// and most keep their shape: an array allocated for each was most of that work.
    mutating func reconcile(_ key: LayoutItem, _ spec: ConstraintSpec, installOn stack: View) {
        let existing = table[key] ?? []
        if existing.count == 1, existing[0].isActive, spec.hasShape(of: existing[0]) {
            spec.update(existing[0])
            return
        }
        reconcile(key, [spec], existing: existing, installOn: stack)
    }

    /// ``reconcile(_:_:installOn:)`` given the constraints made for `key` so far.
    private mutating func reconcile(_ key: LayoutItem, _ specs: [ConstraintSpec], existing: [LayoutConstraint],
                                    installOn stack: View) {
        if specs.isEmpty {
            if !existing.isEmpty {
                LayoutConstraint.deactivate(existing)
                table.removeValue(forKey: key)
            }
            return
        }
        // A full update of a long stack meets this case for almost every item: each
        // constraint keeps its shape, and the table keeps its array (building a new one
        // and storing it was about a sixth of a 2 000-item update).
        if existing.count == specs.count,
           zip(existing, specs).allSatisfy({ $0.isActive && $1.hasShape(of: $0) }) {
            for (c, spec) in zip(existing, specs) { spec.update(c) }
            return
        }
        var result: [LayoutConstraint] = []
        result.reserveCapacity(specs.count)
        for (index, spec) in specs.enumerated() {
            if index < existing.count, existing[index].isActive, spec.hasShape(of: existing[index]) {
                spec.update(existing[index])
                result.append(existing[index])
            } else {
                if index < existing.count { existing[index].deactivate() }
                let c = spec.makeConstraint()
                c.install(on: stack)
                result.append(c)
            }
        }
        for c in existing.dropFirst(specs.count) { c.deactivate() }
        table[key] = result
    }

    /// Deactivates the constraints of every key not in `keep`.
    mutating func retain<Items: Sequence>(only keep: Items) where Items.Element: LayoutItem {
        // In the order the keys were put in, as always (deterministic deactivation).
        for constraints in table.removeValues(notIn: keep) { LayoutConstraint.deactivate(constraints) }
    }

    /// Every live constraint of the family, in the order of `keys` (unknown keys last).
    func allConstraints(orderedBy keys: [LayoutItem]) -> [LayoutConstraint] {
        var seen = Set<ObjectIdentifier>()
        var result: [LayoutConstraint] = []
        for key in keys {
            seen.insert(ObjectIdentifier(key))
            result += table[key] ?? []
        }
        for key in table.liveKeys where !seen.contains(ObjectIdentifier(key)) { result += table[key] ?? [] }
        return result
    }

    /// Whether no item has constraints in the family.
    /// - Complexity: O(items that had some).
    var isEmpty: Bool { table.count == 0 }

    mutating func removeAll() {
        for key in table.liveKeys { LayoutConstraint.deactivate(table[key] ?? []) }
        table.removeAll()
    }
}

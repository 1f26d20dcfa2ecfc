// Twin constraints: two optional inequalities that bound one variable from both sides at
// the same constant come to share one row once their rows reduce to the identity that
// relates their symbols.

extension SolverCore {
    /// Merges into one row each pair of twin constraints whose identity row (below) the
    /// change that ends left in the tableau solved for a symbol of the other amount than
    /// the last time it was seen. Values and costs stay as they are; the next change of
    /// regime needs no pivot for them. Runs at the end of every public call that stands
    /// (see ``change(_:)``).
    ///
    /// Twins are an optional inequality over one variable and its mirror: the opposite
    /// relation, the same coefficient, the same constant (an item's compression
    /// resistance and its hugging):
    ///
    /// ```swift
    /// try solver.add(Constraint(Expression(width), .greaterThanOrEqual, 40, priority: .defaultHigh))
    /// try solver.add(Constraint(Expression(width), .lessThanOrEqual, 40, priority: .defaultLow))
    /// ```
    ///
    /// Apart, their rows say `width − 40 = s₁ − e₁` and `40 − width = s₂ − e₂`, so
    /// `s₁ − e₁ + s₂ − e₂ = 0` always holds. At `width = 40` all four symbols are zero,
    /// and which of them is basic decides which way the width may move at no cost: a
    /// stack pinned at a length other than its natural one must make each item's slack
    /// of the side its absorbing item is on basic. Crossing the natural length (from
    /// compressed to stretched) then pivots once per item, each pivot writing the long
    /// row of the absorbing item (issue 18). A pinned stack holds each pair's identity
    /// as a row of its own, three cells solved for one of the four symbols.
    ///
    /// At an optimum the four symbols are two amounts: `s₁ = e₂` (above 40) and
    /// `e₁ = s₂` (below it). Merged, the identity's row goes, one symbol of each amount
    /// stands for both (its column takes the other's cells and costs), and the two
    /// records name the two amounts from either side: the width is basic with both
    /// amounts non-basic, optimal on either side of 40. The merge is a restriction of an
    /// optimal tableau that keeps every value, and each merged cost is the sum of two
    /// costs that were not negative, so the tableau stays optimal.
    ///
    /// Twins whose rows name other symbols stay apart: in a loose stack both slacks are
    /// basic and name the positions, which keeps the positions parameters and hiding an
    /// item cheap (S2); merged, every position would be basic.
    ///
    /// A pair is merged once it has crossed (its identity solved for a symbol of each
    /// amount, in different calls), or at once when the change that solved its identity
    /// anew did so for at least ``regimeChangePairs`` pairs: a pinned chain compressed or
    /// stretched as a whole, which will cross back as a whole. Apart, each of its pairs
    /// would pivot at that first crossing.
    ///
    /// A pair whose two symbols of one amount are both basic (an item compressed or
    /// stretched: the absorbing item of a pinned stack) has no identity row; its two rows
    /// are the same up to the identity, each as long as the chain that the item absorbs
    /// for. Such a pair merges too (see ``mergeTwinsOfOneBasicAmount()``).
    ///
    /// - Complexity: O(cells of the merged columns) per pair.
    mutating func mergeTwins() {
        if !tableau.twinIdentities.isEmpty { mergeTwinsOfIdentityRows() }
        if !tableau.enteredBounds.isEmpty { mergeTwinsOfOneBasicAmount() }
    }

    /// Merges the pairs of the identity rows noted since the last call (see
    /// ``mergeTwins()``).
    private mutating func mergeTwinsOfIdentityRows() {
        defer { tableau.twinIdentities.removeAll(keepingCapacity: true) }
        guard wideConstraintCount == 0 else { return }
        twinSightings &+= 1
        // Pairs seen on one side only are kept aside only when the notes are enough for a
        // regime change: most changes note one or two (a loose stack's cross axis, the
        // item it hides and shows), and apart is cheaper for those.
        let mayBeRegimeChange = tableau.twinIdentities.count >= Self.regimeChangePairs
        var uncrossed = uncrossedTwins
        uncrossedTwins = []
        defer { uncrossedTwins = uncrossed }
        uncrossed.removeAll(keepingCapacity: true)
        var sightings = 0
        for x in tableau.twinIdentities {
            guard let pair = twins(identityBasic: x) else { continue }
            let above = x == pair.above.0 || x == pair.above.1
            let lower = Int(pair.lowerSlot)
            let seen = records[lower]!.identitySeen
            // A row noted twice in one change counts once.
            if seen == twinSightings { continue }
            sightings += 1
            let crossed = seen != 0 && records[lower]!.identitySeenAbove != above
            records[lower]!.identitySeen = twinSightings
            records[lower]!.identitySeenAbove = above
            if crossed {
                merge(pair, identityBasic: x)
            } else if mayBeRegimeChange {
                uncrossed.append((pair, x))
            }
        }
        guard sightings >= Self.regimeChangePairs else { return }
        for (pair, x) in uncrossed { merge(pair, identityBasic: x) }
    }

    /// How many pairs one change must solve anew for them to merge before they cross.
    /// A hide in a loose stack solves one or two; compressing a pinned stack, every item's.
    static let regimeChangePairs = 16

    /// A pair of twins whose identity row is the row of `x`, with the roles of its four
    /// symbols, or `nil`.
    private func twins(identityBasic x: Int32) -> TwinPair? {
        // A symbol noted early in a call may have been released by its end.
        guard Int(x) < tableau.rowOf.count else { return nil }
        let slot = tableau.rowOf[Int(x)]
        guard slot >= 0, tableau.kind(x) == .slack || tableau.kind(x) == .error else { return nil }
        let row = tableau.rows[Int(slot)]
        guard row.count == 3, abs(row.constant) <= Tableau.epsilon else { return nil }
        let first = tableau.owner[Int(x)]
        guard first >= 0 else { return nil }
        // The partner owns the row's other symbols (one of them is the first's own).
        var partnerSlot: Int32 = -1
        for cell in row.cells {
            let owner = tableau.owner[Int(cell.symbol)]
            if owner != first {
                guard owner >= 0, partnerSlot < 0 || partnerSlot == owner else { return nil }
                partnerSlot = owner
            }
        }
        guard partnerSlot >= 0, let pair = twinPair(first, partnerSlot) else { return nil }
        // The identity row is exactly `s₁ − e₁ + s₂ − e₂ = 0`: written `x = Σ aᵢ·yᵢ`,
        // each `aᵢ` is −(yᵢ's sign there)/(x's), exactly. A row that rounding moved off
        // it relates the symbols in a way the merge would drop.
        func sign(_ s: Int32) -> Double {
            switch s {
            case pair.above.0, pair.below.1: 1
            case pair.above.1, pair.below.0: -1
            default: 0
            }
        }
        guard sign(x) != 0,
              row.cells.allSatisfy({ sign($0.symbol) != 0 && $0.coefficient * sign(x) == -sign($0.symbol) })
        else { return nil }
        return pair
    }

    /// Merges a pair whose identity row is the row of `x` (see
    /// ``mergeTwins()``).
    private mutating func merge(_ pair: TwinPair, identityBasic x: Int32) {
        _ = tableau.removeRow(tableau.rowOf[Int(x)])
        // The identity's amount keeps its other symbol; the other amount's columns merge.
        if x == pair.above.0 || x == pair.above.1 {
            join(pair, above: x == pair.above.0 ? (pair.above.1, x) : (pair.above.0, x),
                 below: mergeColumns(of: pair.below))
        } else {
            join(pair, above: mergeColumns(of: pair.above),
                 below: x == pair.below.0 ? (pair.below.1, x) : (pair.below.0, x))
        }
    }

    /// Makes the two non-basic symbols of an amount one: the shorter column's cells move
    /// into the longer one's symbol, which is kept.
    private mutating func mergeColumns(of amount: (Int32, Int32)) -> (kept: Int32, merged: Int32) {
        let (kept, merged) = tableau.columns[Int(amount.0)].length >= tableau.columns[Int(amount.1)].length
            ? (amount.0, amount.1) : (amount.1, amount.0)
        var definition = SparseRow()
        definition.insertNew(kept, 1)
        tableau.substitute(merged, with: definition)
        return (kept, merged)
    }

    /// The end of every merge: the merged symbols, in no row or level any more, are
    /// released, and the two records name the kept symbols of the two amounts from
    /// either side, both costed errors.
    private mutating func join(_ pair: TwinPair, above: (kept: Int32, merged: Int32),
                               below: (kept: Int32, merged: Int32)) {
        for merged in [above.merged, below.merged] { tableau.releaseSymbol(merged) }
        for s in [above.kept, below.kept] { tableau.kinds[Int(s)] = .error }
        records[Int(pair.lowerSlot)]!.rename(marker: above.kept, other: below.kept)
        records[Int(pair.upperSlot)]!.rename(marker: below.kept, other: above.kept)
        tableau.owner[Int(below.kept)] = pair.lowerSlot
        tableau.owner[Int(above.kept)] = pair.upperSlot
        records[Int(pair.lowerSlot)]!.twin = pair.upperSlot
        records[Int(pair.upperSlot)]!.twin = pair.lowerSlot
    }

    /// The pair of the records in slots `a` and `b` if they are unmerged twins (see
    /// ``areTwins(_:_:constants:)``), with the roles of their four symbols.
    private func twinPair(_ a: Int32, _ b: Int32) -> TwinPair? {
        guard let first = records[Int(a)], first.twin < 0, first.level != nil, !first.isEdit, first.other >= 0,
              let second = records[Int(b)], second.twin < 0, second.level != nil, !second.isEdit, second.other >= 0,
              Self.areTwins(first.constraint, second.constraint, constants: (first.constant, second.constant))
        else { return nil }
        let (lower, upper) = first.constraint.relation == .greaterThanOrEqual
            ? ((a, first), (b, second)) : ((b, second), (a, first))
        // `lower` is the ≥ one: its slack is the amount above, its error the amount below.
        return TwinPair(lowerSlot: lower.0, upperSlot: upper.0,
                        above: (lower.1.marker, upper.1.other), below: (lower.1.other, upper.1.marker))
    }

    /// Merges each pair of twins, not merged yet, one of whose slacks or errors a pivot
    /// made basic since the last call and whose two symbols of one amount are now both
    /// basic, those of the other amount both non-basic (see ``mergeTwins()``).
    ///
    /// Written `s₁ − e₂ = e₁ − s₂` (the identity), two basic symbols of the amount above
    /// have rows that differ by `e₁ − s₂` exactly. Merging the amount below (its two
    /// non-basic columns become one, as for an identity row) makes the two rows equal,
    /// and one of them goes. The tableau stays optimal for the reason the identity merge
    /// does: it is restricted to `s₁ = e₂` and `e₁ = s₂`, which every optimum satisfies,
    /// and the merged column's costs are sums of costs that were not negative.
    ///
    /// Such pairs are the absorbing item of a pinned chain (its two rows name the whole
    /// chain) and the items a `fillEqually` share stretches or compresses (merged, a new
    /// share crosses them without two pivots each). A length collapsed to zero stays
    /// apart (see ``isCollapsed(_:)``).
    ///
    /// - Complexity: O(length of the two rows) to compare them, and the merge of one
    ///   column, per pair.
    private mutating func mergeTwinsOfOneBasicAmount() {
        defer { tableau.enteredBounds.removeAll(keepingCapacity: true) }
        guard wideConstraintCount == 0 else { return }
        for x in tableau.enteredBounds {
            // A later pivot of the call may have taken it out again, or a removal released it.
            guard Int(x) < tableau.rowOf.count, tableau.rowOf[Int(x)] >= 0 else { continue }
            let kind = tableau.kind(x)
            guard kind == .slack || kind == .error else { continue }
            guard let (pair, aboveIsBasic) = twinPair(ofOneBasicAmount: x), !isCollapsed(pair) else { continue }
            let other = aboveIsBasic ? pair.below : pair.above
            guard !tableau.isBasic(other.0), !tableau.isBasic(other.1) else { continue }
            mergeOneBasicAmount(pair, aboveIsBasic: aboveIsBasic)
        }
    }

    /// Merges a pair whose amount above (`aboveIsBasic`) or below has both symbols basic
    /// and the other none, if their rows differ by the identity exactly.
    private mutating func mergeOneBasicAmount(_ pair: TwinPair, aboveIsBasic: Bool) {
        let (basic, nonBasic) = aboveIsBasic ? (pair.above, pair.below) : (pair.below, pair.above)
        // Row of basic.0 − row of basic.1 = nonBasic.0 − nonBasic.1 (`s₁ − e₂ = e₁ − s₂`,
        // and `e₁ − s₂ = s₁ − e₂` for the amount below). Anything else relates the
        // symbols in a way the merge would drop.
        let first = tableau.rows[Int(tableau.rowOf[Int(basic.0)])]
        let second = tableau.rows[Int(tableau.rowOf[Int(basic.1)])]
        guard first.constant == second.constant,
              Self.differ(first, second, byPlus: nonBasic.0, minus: nonBasic.1) else { return }
        let nonBasicKept = mergeColumns(of: nonBasic)
        // The two rows are equal now; the second goes.
        _ = tableau.removeRow(tableau.rowOf[Int(basic.1)])
        let basicKept = (kept: basic.0, merged: basic.1)
        if aboveIsBasic {
            join(pair, above: basicKept, below: nonBasicKept)
        } else {
            join(pair, above: nonBasicKept, below: basicKept)
        }
    }

    /// Whether the pair's variable is zero: a length collapsed away, as a hidden arranged
    /// view's is (`width == 0` at 999.999), which comes back to its constant when shown.
    /// Such a pair stays apart: merged, it stays merged in a stack whose positions are
    /// parameters, and S2's hide and show moved twice as many parameters (1 000 items,
    /// 100 cycles: 99 801 moves and 624 M instructions apart, 198 904 and 931 M merged).
    /// A length held elsewhere (a share, an absorbing item) stays there across changes.
    private mutating func isCollapsed(_ pair: TwinPair) -> Bool {
        guard let variable = records[Int(pair.lowerSlot)]?.constraint.expression.terms.first?.variable,
              let v = existingSymbol(for: variable) else { return true }
        return abs(tableau.shift[Int(v)] + tableau.memoisedTableauValue(of: v)) <= Tableau.epsilon
    }

    /// Whether `first − second` is `plus − minus` exactly, cell by cell.
    private static func differ(_ first: SparseRow, _ second: SparseRow, byPlus plus: Int32, minus: Int32) -> Bool {
        var i = 0, j = 0
        let a = first.cells, b = second.cells
        while i < a.count || j < b.count {
            let s = i < a.count && (j >= b.count || a[i].symbol <= b[j].symbol) ? a[i].symbol : b[j].symbol
            var difference = 0.0
            if i < a.count, a[i].symbol == s { difference += a[i].coefficient; i += 1 }
            if j < b.count, b[j].symbol == s { difference -= b[j].coefficient; j += 1 }
            let expected: Double = s == plus ? 1 : s == minus ? -1 : 0
            if difference != expected { return false }
        }
        return true
    }

    /// The pair of twins, not merged, that `x` (a basic slack or error) belongs to, and
    /// whether `x`'s amount is the one above, if the twin's symbol of that amount is
    /// basic too.
    private func twinPair(ofOneBasicAmount x: Int32) -> (TwinPair, aboveIsBasic: Bool)? {
        let first = tableau.owner[Int(x)]
        guard first >= 0, let terms = records[Int(first)]?.constraint.expression.terms,
              let v = soleSymbol(of: terms), Int(v) < recentBounds.count else { return nil }
        let bounds = recentBounds[Int(v)]
        // The twin is the variable's last bound or the one before it.
        func twin(_ candidate: Int32) -> TwinPair? {
            candidate >= 0 && candidate != first && Int(candidate) < records.count ? twinPair(first, candidate) : nil
        }
        guard let pair = twin(bounds.last) ?? twin(bounds.beforeLast) else { return nil }
        let above = x == pair.above.0 || x == pair.above.1
        let amount = above ? pair.above : pair.below
        return tableau.isBasic(amount.0) && tableau.isBasic(amount.1) ? (pair, above) : nil
    }

    /// Notes a one-variable constraint just recorded in `slot` among the recent bounds of
    /// its variable, if it is an optional inequality (a twin to be).
    mutating func noteBound(slot: Int32, _ constraint: Constraint, variable: Int32) {
        guard constraint.relation != .equal, !constraint.priority.isRequired else { return }
        let v = Int(variable)
        if v >= recentBounds.count {
            // Grown by doubling: a first layout registers its variables one by one.
            let count = max(v + 1, 2 * recentBounds.count) - recentBounds.count
            recentBounds.append(contentsOf: repeatElement(RecentBounds(), count: count))
        }
        recentBounds[v] = RecentBounds(last: slot, beforeLast: recentBounds[v].last)
    }

    /// For the removal of a constraint that has a twin (see ``erase(slot:)``): its error
    /// leaves its level, and the twin keeps the row as its own, a lone inequality again.
    mutating func handOverToTwin(slot: Int32) {
        let record = records[Int(slot)]!
        if let level = record.level, let k = tableau.levelIndex(of: level) {
            tableau.addToObjective(level: k, record.other, weight: -record.constraint.weight)
            tableau.releaseLevel(k)
        }
        let partnerSlot = record.twin
        let partner = records[Int(partnerSlot)]!
        // The shape of a lone inequality: its slack costs nothing, its error is costed.
        tableau.kinds[Int(partner.marker)] = .slack
        tableau.owner[Int(partner.marker)] = partnerSlot
        tableau.owner[Int(partner.other)] = partnerSlot
        records[Int(partnerSlot)]!.twin = -1
    }

    /// Whether `a` and `b`, with the constants the tableau holds for them, are twins: optional
    /// inequalities of opposite relations over the same one variable with the same
    /// coefficient and constant, neither of them wide.
    static func areTwins(_ a: Constraint, _ b: Constraint, constants: (Double, Double)) -> Bool {
        guard a.relation != .equal, b.relation != .equal, a.relation != b.relation,
              !a.priority.isRequired, !b.priority.isRequired, constants.0 == constants.1,
              a.expression.terms.count == 1, b.expression.terms.count == 1 else { return false }
        let (s, t) = (a.expression.terms[0], b.expression.terms[0])
        return s.variable === t.variable && s.coefficient == t.coefficient && s.coefficient != 0
            && !isWide(a.expression) && !isWide(b.expression)
    }
}

/// Twins before their merge: the records, and the two symbols of each amount (the
/// lower bound's slack and the upper's error for the amount above; the lower's error
/// and the upper's slack for the amount below).
struct TwinPair {
    let lowerSlot: Int32
    let upperSlot: Int32
    let above: (Int32, Int32)
    let below: (Int32, Int32)
}

/// The record slots of the last two optional one-variable inequalities recorded over one
/// variable, -1 for none (see ``SolverCore/recentBounds``).
struct RecentBounds {
    var last: Int32 = -1
    var beforeLast: Int32 = -1
}

// Improvements that a level's cost tolerance hides, in wide systems.
//
// A cost is zero when it is within its level's tolerance (at most 1e-8). That is a cost
// per unit of the symbol that would enter, and a symbol that moves a variable written
// through a tiny coefficient moves it little per unit: `−0.000126·x0 + 26676·x1 − 137.66
// == 0` at priority 50 was left broken by 221 where x0 = −1 751 750 satisfies it, because
// the symbol that moves x0 cost less than the tolerance per unit, though its ratio test
// allowed a step long enough to close the whole gap. After the optimum by the
// tolerances, a wide system's run looks at each symbol whose first cost is within its
// level's tolerance: it takes the step the ratio test allows, works out the change it
// brings to each level in turn, and takes the step when the first level it changes by
// more than rounding (1e-10 of the level's value, and 1e-4) is lowered. It also takes the
// step when the symbol's first cost, per unit of the largest coefficient its column holds,
// is beyond the tolerance and improving: a step to a first breakpoint that changes the
// level by rounding only may still lead on, through real costs, to the whole gap.

extension Tableau {
    /// How many such steps one run may take. Each lowers the first level it changes by
    /// more than rounding, but may raise a higher one within rounding (1e-4): the bound
    /// keeps a run finite should such steps undo one another.
    static let hiddenImprovementSteps = 8

    /// A level's change smaller than this, or than ``hiddenImprovementShare`` of the
    /// level's value, is taken for rounding. Measured on 5 000 random systems at
    /// 1e-6…1e6: with an absolute floor of 1e-8, one system that agreed with the
    /// reference took a step of rounding and no longer did; from 1e-4 on, none.
    static let hiddenImprovementFloor = 1e-4
    static let hiddenImprovementShare = 1e-10

    /// The symbol, direction and leaving row of a step that lowers the objective by more
    /// than rounding although the symbol's first cost is within its level's tolerance,
    /// or nil.
    /// - Complexity: O(symbols of the levels × (levels + rows that hold each)).
    mutating func hiddenImprovement() -> (entering: Int32, direction: Double, slot: Int32)? {
        var candidates: [Int32] = []
        var seen = Set<Int32>()
        for level in levels {
            for cell in level.row.cells where seen.insert(cell.symbol).inserted { candidates.append(cell.symbol) }
        }
        candidates.sort()
        for s in candidates {
            let kind = kinds[Int(s)]
            guard kind != .dummy, kind != .unused, rowOf[Int(s)] < 0 else { continue }
            // Only symbols whose first cost is within its level's tolerance: the others
            // the simplex has judged already.
            guard let first = levels.firstIndex(where: { $0.row.coefficient(of: s) != 0 }),
                  abs(levels[first].row.coefficient(of: s)) <= levels[first].tolerance else { continue }
            for direction in kind == .external ? [1.0, -1.0] : [1.0] {
                guard let slot = leavingSlot(for: s, direction: direction) else { continue }
                let a = rows[Int(slot)].coefficient(of: s) * direction
                guard a < 0 else { continue }
                let step = max(rows[Int(slot)].constant, 0) / -a
                guard step > 0, step.isFinite else { continue }
                // Per unit of the largest move it causes, the symbol's cost is real.
                let firstCost = levels[first].row.coefficient(of: s) * direction
                if firstCost < 0, -firstCost > levels[first].tolerance * columnMagnitude(s) {
                    return (s, direction, slot)
                }
                for level in levels {
                    let change = level.row.coefficient(of: s) * direction * step
                    let rounding = max(Self.hiddenImprovementFloor, Self.hiddenImprovementShare * abs(level.row.constant))
                    if abs(change) <= rounding { continue }
                    if change < 0 { return (s, direction, slot) }
                    break
                }
            }
        }
        return nil
    }

    /// The largest magnitude among the coefficients the rows hold for `s`.
    /// - Complexity: O(rows that hold `s`).
    func columnMagnitude(_ s: Int32) -> Double {
        var largest = 0.0
        var node = columns[Int(s)].head
        while node >= 0 {
            largest = max(largest, abs(rows[Int(nodes[Int(node)].slot)].coefficient(of: s)))
            node = nodes[Int(node)].next
        }
        return largest
    }
}

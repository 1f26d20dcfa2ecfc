/// The variables whose values may have changed since the solver last reported its changes
/// (``SolverCore/takeChanges()``), so that a report compares those instead of
/// every variable.
///
/// A variable's value is its shift plus its memoised tableau value (Tableau+ChainedRows.swift).
/// A report leaves every variable memoised, and the memo drops a value whenever the value
/// may change, so a value can only differ from the one reported after its memo went from
/// valid to dropped or its shift moved: the tableau notes the symbol at those two places.
/// Anything that drops every memoised value at once (a rollback, refinement, a change of
/// coefficients) notes everything, and so do more notes than ``limit``: the next report
/// then compares every variable again.
///
/// ```swift
/// var log = ValueChangeLog()     // everything, until a first report
/// log.startOver(limit: 100)
/// log.note(7)
/// log.note(7)
/// log.symbols                    // [7, 7]: a report compares each symbol once
/// ```
struct ValueChangeLog {
    /// Whether every value may have changed.
    private(set) var everything = true
    /// The symbols noted since the last report, in the order noted, some more than once
    /// (a value memoised again by a read and then dropped again is noted again).
    private(set) var symbols: [Int32] = []
    /// The number of notes past which comparing every variable costs less.
    private var limit = 0

    /// Notes that the value of variable `s` may have changed.
    /// - Complexity: O(1) amortised.
    @inline(__always)
    mutating func note(_ s: Int32) {
        if everything { return }
        symbols.append(s)
        if symbols.count > limit { noteEverything() }
    }

    /// Notes that any value may have changed.
    mutating func noteEverything() {
        everything = true
        symbols.removeAll(keepingCapacity: true)
    }

    /// Forgets every note: a report has just compared them. Past `limit` notes, the next
    /// report compares everything.
    mutating func startOver(limit: Int) {
        everything = false
        symbols.removeAll(keepingCapacity: true)
        self.limit = limit
    }
}

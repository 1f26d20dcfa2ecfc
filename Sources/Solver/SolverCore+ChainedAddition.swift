// Adding a required equality that defines a new variable through basic ones, as a
// chained row (see Tableau+ChainedRows.swift and Docs/Solver.md, "Chained rows").

extension SolverCore {
    /// The most cells a new row may take written out and still be written out rather than
    /// chained (see ``insertAsChainedRow(_:isEdit:)``). A stack's alignment constraint
    /// naming two short rows stays written out, as before; a chain of positions is
    /// written out for its first few links, then chained.
    static let shortWrittenOutRow = 8

    /// Adds `constraint` as the chained row of its one fresh variable, if it is a
    /// required equality between that variable and basic variables or parameters, and
    /// returns whether it did; else changes nothing.
    ///
    /// `x₅ = x₄ + w₄ + 8`, added once `x₄` and `w₄` are basic, is then stored as it reads,
    /// naming `x₄` and `w₄`, instead of with their rows substituted: a chain of positions
    /// built from a pinned end (a `fillEqually` stack whose widths are fixed first) keeps a
    /// few cells per row instead of writing every earlier position's markers into each
    /// row, which took N² cells and time.
    ///
    /// Only when the row written out would be long (see ``shortWrittenOutRow``). Nothing
    /// else can change: the fresh variable is in no row and has no cost, so solving
    /// for it keeps every row feasible and optimal, and since no row names it, the new row's
    /// references cannot close a cycle. Coefficients above
    /// ``Tableau/chainableCoefficient`` (relative to the fresh variable's) are not chained,
    /// for the reason chained rows never are; nor is anything in a wide system, whose rows
    /// stay written out.
    /// - Complexity: O(terms), with no pivot and no substitution.
    mutating func insertAsChainedRow(_ constraint: Constraint, isEdit: Bool) -> Bool {
        guard constraint.priority.isRequired, constraint.relation == .equal, wideConstraintCount == 0,
              !Self.isWide(constraint.expression) else { return false }
        let terms = constraint.expression.terms
        // Exactly one term's variable is fresh (possibly unknown yet); every other is basic
        // or a parameter (named as in any row).
        var fresh: Variable?
        var freshCoefficient = 0.0
        for term in terms where term.coefficient != 0 {
            if let s = existingSymbol(for: term.variable) {
                if tableau.rowOf[Int(s)] >= 0 || !tableau.isFresh(s) { continue }
            }
            if let found = fresh, found !== term.variable { return false }
            fresh = term.variable
            freshCoefficient += term.coefficient
        }
        guard let fresh, freshCoefficient != 0 else { return false }
        // Written out, the row would hold about the cells of the rows it names (more if
        // they are chained themselves). Short ones are cheaper written out: a chained row
        // is expanded again wherever it is substituted, pivoted on or removed.
        var writtenOutCells = 0
        for term in terms where term.variable !== fresh && term.coefficient != 0 {
            guard abs(term.coefficient / freshCoefficient) <= Tableau.chainableCoefficient,
                  let s = existingSymbol(for: term.variable) else { return false }
            let slot = tableau.rowOf[Int(s)]
            guard slot >= 0 else { writtenOutCells += 1; continue }   // a parameter: its own cell
            let row = tableau.rows[Int(slot)]
            writtenOutCells += row.mayNameBasicSymbols ? Self.shortWrittenOutRow + 1 : row.count
        }
        guard writtenOutCells > Self.shortWrittenOutRow else { return false }

        // From here on nothing can fail: no allocation needs undoing.
        var (allocated, registered) = takeSymbolLists()
        defer { keepSymbolLists(&allocated, &registered) }
        var row = SparseRow(constant: constraint.expression.constant)
        row.reserveCapacity(terms.count + 1)
        var magnitude = abs(constraint.expression.constant)
        for term in terms {
            let s = symbol(for: term.variable, allocated: &allocated, registered: &registered)
            if term.coefficient == 0 { continue }
            addTerm(s, times: term.coefficient, to: &row, magnitude: &magnitude, namingBasic: true)
        }
        // The fresh variable's coefficient is `freshCoefficient`, checked non-zero above.
        let subject = symbol(for: fresh, allocated: &allocated, registered: &registered)
        let marker = tableau.newSymbol(.dummy)
        row.add(marker, 1)
        tableau.noteMagnitude(magnitude)
        let recordSlot = nextRecordSlot()
        tableau.owner[Int(marker)] = recordSlot
        tableau.addRow(solvedFor: subject, consume row, definingFresh: true)
        tableau.rows[Int(tableau.rowOf[Int(subject)])].mayNameBasicSymbols = true
        record(constraint, slot: recordSlot, marker: marker, other: -1, isEdit: isEdit)
        return true
    }
}

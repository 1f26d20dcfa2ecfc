// Mapping variables to tableau symbols, and releasing them when no constraint uses them.

extension SolverCore {
    // A variable's own cache (owner token and symbol) is the registry for the first
    // solver that registers it; the dictionary only holds variables registered while
    // the cache belonged to another solver. Common lookups then never hash.

    /// The symbol of a known variable, or `nil`.
    @inline(__always)
    func existingSymbol(for variable: Variable) -> Int32? {
        if variable.cachedOwner === token { return variable.cachedSymbol }
        if variableSymbols.isEmpty { return nil }
        return variableSymbols[ObjectIdentifier(variable)]
    }

    /// Adds `delta` to the use count of each variable of a held constraint's `terms`, once
    /// per variable however many terms name it (a change of coefficients in place keeps
    /// the variables, not the number of terms naming each); with `releasingUnused`, a
    /// variable whose count reaches zero is released. A record keeps no list of its
    /// variables (one array per constraint was an allocation per addition): the solver
    /// never changes a held constraint's variables, only its numbers.
    ///
    /// - Complexity: O(t²) for t terms; a constraint has a handful.
    @inline(__always)
    mutating func countUses(of terms: [Term], by delta: Int32, releasingUnused: Bool = false) {
        terms: for i in terms.indices {
            let variable = terms[i].variable
            // An earlier term named it: counted already (and perhaps released).
            for j in 0..<i where terms[j].variable === variable { continue terms }
            guard let s = existingSymbol(for: variable) else { continue }
            useCount[Int(s)] += delta
            if releasingUnused, useCount[Int(s)] == 0 { releaseVariable(s) }
        }
    }

    /// The symbol of the only variable of a held constraint's `terms`, or nil when they
    /// name none or several.
    @inline(__always)
    func soleSymbol(of terms: [Term]) -> Int32? {
        guard let first = terms.first?.variable, terms.allSatisfy({ $0.variable === first }) else { return nil }
        return existingSymbol(for: first)
    }

    /// The symbol of `variable`, registering it (and noting the new symbol) if needed.
    mutating func symbol(for variable: Variable, allocated: inout [Int32], registered: inout [Int32]) -> Int32 {
        if let s = existingSymbol(for: variable) { return s }
        let s = tableau.newSymbol(.external)
        allocated.append(s)
        registered.append(s)
        let i = Int(s)
        while variableOfSymbol.count <= i {
            variableOfSymbol.append(nil)
            useCount.append(0)
            externalPosition.append(-1)
            reportedValues.append(.nan)
        }
        variableOfSymbol[i] = variable
        reportedValues[i] = .nan
        useCount[i] = 0
        externalPosition[i] = Int32(externals.count)
        externals.append(s)
        tableau.valueChanges.note(s)
        if variable.cachedOwner == nil {
            variable.cachedOwner = token
            variable.cachedSymbol = s
        } else {
            variableSymbols[ObjectIdentifier(variable)] = s
        }
        return s
    }

    /// Hands the caches of this solver's variables and constraints back, so that other
    /// solvers can use them.
    func releaseCaches() {
        for s in externals {
            if let variable = variableOfSymbol[Int(s)], variable.cachedOwner === token {
                variable.cachedOwner = nil
            }
        }
        for record in records {
            if let constraint = record?.constraint, constraint.cachedOwner === token {
                constraint.cachedOwner = nil
            }
        }
    }

    /// Forgets variables registered by a refused call, newest first.
    mutating func unregister(_ registered: [Int32]) {
        for s in registered.reversed() { forgetVariable(s) }
    }

    /// Removes a variable's bookkeeping (not its tableau symbol).
    mutating func forgetVariable(_ s: Int32) {
        let i = Int(s)
        guard let variable = variableOfSymbol[i] else { return }
        if variable.cachedOwner === token {
            variable.cachedOwner = nil
        } else {
            variableSymbols[ObjectIdentifier(variable)] = nil
        }
        variableOfSymbol[i] = nil
        useCount[i] = 0
        if !reportedValues[i].isNaN, reportedValues[i] != 0 { droppedSinceReport.append(variable) }
        reportedValues[i] = .nan
        let position = Int(externalPosition[i])
        let last = externals.removeLast()
        if last != s {
            externals[position] = last
            externalPosition[Int(last)] = Int32(position)
        }
        externalPosition[i] = -1
    }

    /// Drops a variable that no constraint uses any more. Such a variable's column is zero
    /// in every tableau, so it is non-basic and absent from every row up to rounding noise,
    /// which is cleared here.
    mutating func releaseVariable(_ s: Int32) {
        forgetVariable(s)
        let slot = tableau.rowOf[Int(s)]
        if slot >= 0 {
            tableau.substituteIntoReferences(s)
            tableau.removeRow(slot)
        }
        tableau.scrub(s)
        tableau.shift[Int(s)] = 0
        tableau.releaseSymbol(s)
    }

    /// The variables whose values differ from the last report, which this call updates:
    /// on the first call every held variable; then those the solution moved, and those
    /// dropped since (whose value reads as zero) unless they are held again. The dropped
    /// ones come apart; the symbols of the others, in the order of ``externals``, have
    /// their new values in ``reportedValues``. Hand `changed` back with
    /// ``keepChangeScratch(_:)``.
    ///
    /// Only the variables the tableau noted as possibly changed are compared
    /// (``ValueChangeLog``): hiding the last item of a long stack compares the few values
    /// it moved, not every variable.
    /// - Complexity: O(noted variables · log), or O(variables) after a change that dropped
    ///   every memoised value; and O(changes) for the result.
    mutating func takeChanges() -> (dropped: [Variable], changed: [Int32]) {
        // After the comparison below has memoised the values it reads, which the check reads too.
        defer { assertRequiredConstraintsHold() }
        let dropped = droppedSinceReport.filter { existingSymbol(for: $0) == nil }
        droppedSinceReport.removeAll()
        var changed = changedScratch
        changedScratch = []
        changed.removeAll(keepingCapacity: true)
        if tableau.valueChanges.everything {
            reportChanges(among: externals, into: &changed)
        } else {
            // The noted symbols that are variables now (a refused call's may be gone), each
            // once, in the order of `externals` as the full comparison reports them: their
            // positions there, put in order (and made distinct) by a bitmap.
            var positions = notedPositions
            notedPositions = []
            positions.removeAll(keepingCapacity: true)
            for s in tableau.valueChanges.symbols
            where Int(s) < variableOfSymbol.count && variableOfSymbol[Int(s)] != nil {
                positions.append(externalPosition[Int(s)])
            }
            reportOrder.sort(&positions)
            for i in positions.indices { positions[i] = externals[Int(positions[i])] }
            reportChanges(among: positions, into: &changed)
            notedPositions = positions
        }
        // Past an eighth of the variables, sorting the notes costs more than comparing all.
        tableau.valueChanges.startOver(limit: max(64, externals.count / 8))
        assertReportedValuesCurrent()
        return (dropped, changed)
    }

    /// Takes back the array of changed symbols a report handed out, for its capacity.
    mutating func keepChangeScratch(_ changed: [Int32]) {
        changedScratch = changed
    }

    /// Compares the values of the variables `symbols` with their last reported ones,
    /// reporting and keeping those that differ.
    private mutating func reportChanges(among symbols: [Int32], into changed: inout [Int32]) {
        // Values not memoised since the last change are worked out first; the comparison
        // then reads flat arrays only. One loop doing both paid the tableau's mutating
        // access for every variable: after a hide in a long stack, most of the report.
        tableau.memoiseValues(of: symbols)
        tableau.resolved.withUnsafeBufferPointer { resolved in
            tableau.shift.withUnsafeBufferPointer { shift in
                reportedValues.withUnsafeMutableBufferPointer { reported in
                    for s in symbols {
                        let i = Int(s)
                        // `+ 0` as in `updateVariables`: −0 and 0 are one value.
                        let v = shift[i] + resolved[i].value + 0
                        // A new variable's reported value is NaN, which equals nothing.
                        if v != reported[i] {
                            reported[i] = v
                            changed.append(s)
                        }
                    }
                }
            }
        }
    }

    /// In debug builds, traps unless every variable is memoised and its value is the one
    /// just reported: the next report compares only the variables noted from here on, which
    /// is right only if each starts memoised and reported.
    private func assertReportedValuesCurrent() {
        #if DEBUG
        for s in externals {
            let i = Int(s)
            assert(i < tableau.resolved.count && tableau.resolved[i].generation == tableau.resolvedGeneration,
                   "variable \(variableOfSymbol[i]!.name) is not memoised after a report")
            let v = tableau.shift[i] + tableau.resolved[i].value + 0
            assert(v == reportedValues[i], "variable \(variableOfSymbol[i]!.name) changed from \(reportedValues[i]) to \(v) unnoted")
        }
        #endif
    }
}

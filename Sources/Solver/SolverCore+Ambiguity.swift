// Which variables the optimum leaves free: another optimal solution moves them.

extension SolverCore {
    // Exactness: a candidate is minimised and maximised over the optimal face (the
    // optimum with every costed non-basic symbol held at zero) on a copy of the tableau.
    func ambiguousVariables() -> [Variable] {
        guard var face = optimalFace() else { return [] }
        return externals.filter { isAmbiguous(symbol: $0, face: &face) }.map { variableOfSymbol[Int($0)]! }
    }

    func isAmbiguous(_ variable: Variable) -> Bool {
        guard let s = existingSymbol(for: variable), var face = optimalFace() else { return false }
        return isAmbiguous(symbol: s, face: &face)
    }

    /// A copy of the tableau restricted to the optimal face, or `nil` when the optimum is
    /// a unique vertex (no non-basic symbol can move without cost).
    func optimalFace() -> Tableau? {
        var face = tableau
        // The face's runs must end at their optimum: a rebuild has no place in a question.
        face.stopsOnDrift = false
        var anyFree = false
        for s in face.kinds.indices {
            let kind = face.kinds[s]
            if kind == .unused || kind == .dummy || face.rowOf[s] >= 0 { continue }
            var costless = true
            for level in face.levels where abs(level.row.coefficient(of: Int32(s))) > level.tolerance {
                costless = false
                break
            }
            if costless {
                anyFree = true
            } else {
                face.kinds[s] = .dummy  // frozen at zero: it may not enter
            }
        }
        guard anyFree else { return nil }
        face.levels = []
        face.infeasible = []
        return face
    }

    func isAmbiguous(symbol s: Int32, face: inout Tableau) -> Bool {
        // Quick answers: a basic symbol whose row has no movable symbol is fixed.
        let slot = face.rowOf[Int(s)]
        let definition = slot >= 0 ? face.expandedRow(slot) : SparseRow()
        if slot >= 0, !definition.symbols.contains(where: { face.kinds[Int($0)] != .dummy }) {
            return false
        }
        var bounds: [Double] = []
        for direction in [1.0, -1.0] {
            var objective = SparseRow()
            // The row as it reads now (the first run changed the basis), in non-basic
            // symbols: it becomes an objective.
            let slot = face.rowOf[Int(s)]
            if slot >= 0 {
                objective = face.expandedRow(slot)
            } else {
                objective.add(s, 1)
            }
            objective.scale(by: direction)
            for cell in objective.cells { face.notePriced(cell.symbol) }
            face.levels = [ObjectiveLevel(priority: 1, row: CostRow(objective), constraintCount: 1,
                                          scale: objective.largestMagnitude)]
            if face.optimize(fromScratch: true) == .unbounded { face.levels = []; return true }
            bounds.append(face.levels[0].row.constant * direction)
        }
        face.levels = []
        return abs(bounds[1] - bounds[0]) > 1e-7 * max(1, abs(bounds[0]))
    }
}

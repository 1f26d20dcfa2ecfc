/// The size of a solver's tableau and the work it has done: what to watch for fill-in.
///
/// ```swift
/// let stats = solver.statistics
/// print(stats.rows, stats.cells)    // rows and non-zero cells of the tableau
/// ```
public struct SolverStatistics: Sendable, Equatable, CustomStringConvertible {
    /// Rows of the tableau (one per basic symbol).
    public var rows: Int
    /// Non-zero coefficients over all rows: the fill-in.
    public var cells: Int
    /// Symbols in use: variables, slacks, errors and dummies.
    public var symbols: Int
    /// Constraints held, edit variables' constraints included.
    public var constraints: Int
    /// Variables the solver knows.
    public var variables: Int
    /// Distinct optional priorities in use: the levels of the objective.
    public var priorityLevels: Int
    /// Pivots since the solver was created or reset.
    public var pivots: Int
    /// Dual simplex steps taken by moving a parameter instead of pivoting (see
    /// Solver.md, "Parameter moves"), since the solver was created or reset.
    public var parameterMoves: Int = 0
    /// Cells written into the tableau's rows and objective by substituting one row into
    /// another (in pivots, additions and removals), since the solver was created or
    /// reset: the arithmetic the changes cost. A refused call leaves it as it was.
    /// Moving the cells after the changed part of a long row is not counted.
    public var mergedCells: Int = 0
    /// Times the tableau was written anew from the constraints held because rounding had
    /// left a column saying something else than its constraints (see Solver.md,
    /// "Rebuilding a drifted tableau"), since the solver was created or reset.
    public var rebuilds: Int = 0

    public var description: String {
        "rows \(rows), cells \(cells), symbols \(symbols), constraints \(constraints), "
            + "variables \(variables), levels \(priorityLevels), pivots \(pivots), moves \(parameterMoves), merged cells \(mergedCells)"
            + (rebuilds > 0 ? ", rebuilds \(rebuilds)" : "")
    }
}

extension SolverCore {
    var statistics: SolverStatistics {
        let size = tableau.size
        return SolverStatistics(
            rows: size.rows, cells: size.cells,
            symbols: tableau.kinds.count - tableau.freeSymbols.count,
            constraints: constraintCount, variables: externals.count,
            priorityLevels: tableau.levels.count, pivots: tableau.pivotCount,
            parameterMoves: tableau.moveCount, mergedCells: tableau.changes.mergedCells, rebuilds: rebuildCount)
    }
}

import Solver

extension LayoutEngine {
    /// The size of this engine's solver tableau and the pivots it has taken: what to watch
    /// when a layout change is slow (rows, non-zero cells, pivots, parameter moves).
    ///
    /// ```swift
    /// root.layoutIfNeeded()
    /// let tableau = root.layoutEngine.solverStatistics
    /// print(tableau.cells, tableau.constraints)    // fill-in against the constraints held
    /// ```
    public var solverStatistics: SolverStatistics { solver.statistics }
}

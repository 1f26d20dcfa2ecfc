/// One priority level of the lexicographic objective: the weighted sum of the errors of
/// the optional constraints at that priority, expressed in non-basic symbols.
///
/// The solver keeps one such row per distinct optional priority in use, highest first,
/// instead of folding priorities into one weighted sum: a reduced cost is then a vector
/// compared level by level, so no amount of error at a lower level can buy any error at
/// a higher one (the original Cassowary's symbolic weights, generalised to the levels
/// actually in use).
struct ObjectiveLevel {
    var priority: Priority
    var row: CostRow
    /// Optional constraints (and edit variables) at this priority.
    var constraintCount: Int
    /// An upper bound of the magnitudes the row's costs have had: the scale of its
    /// rounding noise, so that a cost is zero when it is at most
    /// ``SparseRow/cancellation`` times this (see ``tolerance``).
    var scale: Double = 0

    /// Costs at or below this magnitude are zero: never more than ``SparseRow/epsilon``,
    /// less when every cost the level has held was small.
    @inline(__always)
    var tolerance: Double { min(SparseRow.epsilon, SparseRow.cancellation * scale) }
}

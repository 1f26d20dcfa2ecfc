/// What the solver remembers about one constraint it holds.
struct ConstraintRecord {
    let constraint: Constraint
    /// The symbol that tracks the constraint in the tableau: the slack of an
    /// inequality, the positive error of an optional equality, the dummy of a
    /// required equality.
    let marker: Int32
    /// The second error symbol of an optional constraint, or -1.
    let other: Int32
    /// The objective level of an optional constraint; `nil` when required.
    var level: Priority?
    /// The constant of the constraint's expression as the tableau holds it now.
    var constant: Double
    /// The distinct external symbols of the expression, for the variables' use counts.
    let variables: [Int32]
    /// Whether this is an edit variable's constraint (not visible as a constraint).
    let isEdit: Bool

    /// The marker's coefficient in the constraint's original row, `expression + μ·marker
    /// + … = 0`: a constant change of δ is a shift of the marker by δ/μ.
    var markerCoefficient: Double {
        switch constraint.relation {
        case .lessThanOrEqual: 1
        case .greaterThanOrEqual: -1
        case .equal: level == nil ? 1 : -1
        }
    }
}

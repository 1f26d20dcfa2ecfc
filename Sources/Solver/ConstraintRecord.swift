/// What the solver remembers about one constraint it holds.
struct ConstraintRecord {
    let constraint: Constraint
    /// The symbol that tracks the constraint in the tableau: the slack of an
    /// inequality, the positive error of an optional equality, the dummy of a
    /// required equality.
    private(set) var marker: Int32
    /// The second error symbol of an optional constraint, or -1.
    private(set) var other: Int32
    /// The objective level of an optional constraint; `nil` when required.
    var level: Priority?
    /// The constant of the constraint's expression as the tableau holds it now.
    var constant: Double
    /// Whether this is an edit variable's constraint (not visible as a constraint).
    let isEdit: Bool
    /// The record slot of the constraint this one shares its row with, or -1 (see
    /// ``SolverCore/mergeTwins()``).
    var twin: Int32 = -1
    /// Whether this is the second of a merged pair, the `≤` one: the pair's row is
    /// corrected once, through the first (see ``SolverCore/refineValues()``).
    var isSecondTwin: Bool { twin >= 0 && constraint.relation == .lessThanOrEqual }
    /// The last ``SolverCore/twinSightings`` in which the identity row of this
    /// constraint and its twin was seen (0 for never), and whether it was solved for a
    /// symbol of the amount above the constant then.
    var identitySeen: UInt32 = 0
    var identitySeenAbove = false

    /// Names the symbols that stand for this constraint after its row merged with its
    /// twin's (see ``SolverCore/mergeTwins()``).
    mutating func rename(marker: Int32, other: Int32) {
        self.marker = marker
        self.other = other
    }

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

/// Why a ``SimplexSolver`` call was refused. After any thrown error the solver is
/// exactly as it was before the call.
///
/// The error carries the constraints and variables involved so that a layout engine can
/// name them; like the solver itself, it belongs to one thread at a time.
public enum SolverError: Error, @unchecked Sendable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints listed.
    /// With none listed, it can never hold by itself: its variables cancel out, leaving a
    /// false statement about numbers (`x >= 2 * x + 5 - x` reduces to `0 >= 5`), which
    /// ``Constraint/contradiction`` gives and the description states.
    case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
    /// The constraint object is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint object is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional: a required edit could never follow a suggestion.
    case requiredEditVariable(Variable)
    /// A priority outside `(0, 1000]`, or NaN.
    case invalidPriority(Priority)
    /// A NaN or infinite number (or a non-positive weight); `what` says where it was.
    case invalidNumber(Double, what: String)
    /// Numbers beyond what the solver decides reliably (see Docs/Solver.md, "Numeric
    /// contract"); `reason` says which. Refused rather than solved wrongly.
    case numericallyUnstable(Constraint, reason: String)

    public var description: String {
        switch self {
        case let .unsatisfiableConstraint(c, conflicting):
            if conflicting.isEmpty, let reduced = c.contradiction {
                return "unsatisfiable required constraint \(c); it can never hold: it reduces to \(reduced)"
            }
            let list = conflicting.map { "  \($0)" }.joined(separator: "\n")
            return "unsatisfiable required constraint \(c); it conflicts with:\n\(list)"
        case let .numericallyUnstable(c, reason): return "numerically unstable: \(reason), in \(c)"
        case let .duplicateConstraint(c): return "constraint already added: \(c)"
        case let .unknownConstraint(c): return "constraint not in the solver: \(c)"
        case let .duplicateEditVariable(v): return "already an edit variable: \(v)"
        case let .unknownEditVariable(v): return "not an edit variable: \(v)"
        case let .requiredEditVariable(v): return "an edit variable cannot be required: \(v)"
        case let .invalidPriority(p): return "priority \(p.rawValue) is outside (0, 1000]"
        case let .invalidNumber(x, what): return "invalid number \(x) for \(what)"
        }
    }
}

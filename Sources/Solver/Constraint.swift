/// A linear relation between variables, with a priority: `expression (relation) 0`.
///
/// Constraints have identity: remove the same object you added. ``priority(_:)`` and
/// ``weight(_:)`` return new constraints.
///
/// ```swift
/// let c = (x + width <= 320).priority(.defaultHigh)
/// try solver.add(c)
/// try solver.remove(c)
/// ```
///
/// The ``weight`` scales the constraint's error *within* its priority level. It never
/// lets a constraint outweigh one of a higher priority; it only orders constraints of
/// the same priority (a layout engine uses tiny index-based weights to break ties).
public final class Constraint: CustomStringConvertible {
    /// The left side of `expression (relation) 0`. Its constant changes only through
    /// ``SimplexSolver/setConstant(_:of:)``.
    @exclusivity(unchecked) public internal(set) var expression: Expression
    public let relation: Relation
    /// Its priority level. It changes only through ``SimplexSolver/setPriority(_:of:)``.
    @exclusivity(unchecked) public internal(set) var priority: Priority
    /// The error's coefficient inside its priority level; finite and positive.
    public let weight: Double

    /// The first solver holding this constraint, and its record slot there (see
    /// ``Variable``'s cache: the same scheme, so that lookups never hash).
    @exclusivity(unchecked) var cachedOwner: SolverToken?
    @exclusivity(unchecked) var cachedSlot: Int32 = -1

    /// Creates `expression (relation) 0`.
    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required, weight: Double = 1) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.weight = weight
    }

    /// Creates `lhs (relation) rhs`.
    public convenience init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression,
                            priority: Priority = .required, weight: Double = 1) {
        self.init(lhs - rhs, relation, priority: priority, weight: weight)
    }

    /// A copy of this constraint with another priority.
    public func priority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority, weight: weight)
    }

    /// A copy of this constraint with another weight inside its priority level.
    public func weight(_ weight: Double) -> Constraint {
        Constraint(expression, relation, priority: priority, weight: weight)
    }

    public var description: String {
        var text = "\(expression) \(relation) 0"
        if !priority.isRequired { text += " @\(priority)" }
        if weight != 1 { text += " weight \(NumberFormat.short(weight))" }
        return text
    }
}

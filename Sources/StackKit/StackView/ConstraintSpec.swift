import Foundation

/// A constraint an arrangement wants, before it exists: compared with the one it made
/// last time, it tells whether that one can stay (perhaps with a new constant or
/// priority) or must be replaced.
struct ConstraintSpec {
    let first: LayoutItem
    let firstAttribute: LayoutConstraint.Attribute
    let relation: LayoutConstraint.Relation
    let second: LayoutItem?
    let secondAttribute: LayoutConstraint.Attribute
    var multiplier: CGFloat = 1
    var constant: CGFloat = 0
    var priority: LayoutPriority = .required
    let identifier: String

    /// Whether `constraint` relates the same attributes of the same items the same way,
    /// so that only its multiplier, constant and priority may need to change.
    func hasShape(of constraint: LayoutConstraint) -> Bool {
        constraint.firstItem === first && constraint.firstAttribute == firstAttribute
            && constraint.relation == relation && constraint.secondItem === second
            && constraint.secondAttribute == secondAttribute && constraint.identifier == identifier
    }

    /// Gives `constraint`, which has this spec's shape, its multiplier, constant and
    /// priority (a setter that changes nothing queues nothing).
    func update(_ constraint: LayoutConstraint) {
        constraint.multiplier = multiplier
        constraint.constant = constant
        constraint.priority = priority
    }

    func makeConstraint() -> LayoutConstraint {
        let c = LayoutConstraint(unchecked: first, firstAttribute, relation, second, secondAttribute,
                                 multiplier, constant, priority: priority)
        c.identifier = identifier
        return c
    }
}

import StackKit

// UIKit's signatures where StackKit's throw. These declarations shadow StackKit's in
// files that import StackKitUIKit: the call sites need no `try`, as on iOS.

extension LayoutConstraint {
    /// Activates each constraint, as UIKit's `NSLayoutConstraint.activate(_:)`, without
    /// throwing. A constraint that cannot be activated (items in different trees, NaN, an
    /// invalid priority, an invalid combination) is refused and reported through its
    /// tree's ``LayoutEngine/diagnosticHandler``, where UIKit logs or raises; the others
    /// are activated, and nothing else changes.
    ///
    /// ```swift
    /// NSLayoutConstraint.activate([
    ///     stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
    ///     stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
    /// ])
    /// ```
    public static func activate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// UIKit's initializer, without throwing: an invalid combination (`.leading` related
    /// to `.top`, a position without a second item) is reported as a refused diagnostic
    /// and the constraint can never be activated.
    ///
    /// ```swift
    /// NSLayoutConstraint(item: avatar, attribute: .width, relatedBy: .equal,
    ///                    toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 56).isActive = true
    /// ```
    public convenience init(item: LayoutItem, attribute: Attribute, relatedBy relation: Relation,
                            toItem: LayoutItem?, attribute secondAttribute: Attribute,
                            multiplier: CGFloat, constant: CGFloat) {
        self.init(reportingItem: item, attribute: attribute, relatedBy: relation, toItem: toItem,
                  attribute: secondAttribute, multiplier: multiplier, constant: constant)
    }
}

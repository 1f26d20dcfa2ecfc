import Foundation

extension LayoutConstraint {
    /// Creates a constraint without throwing, for callers written against UIKit's
    /// non-throwing initializer: an invalid combination (attributes of different axes, a
    /// position without a second item, NaN) is reported as a refused ``LayoutDiagnostic``
    /// to the first item's tree, and the constraint is made inert: every attempt to
    /// activate it is refused the same way, so it never reaches the layout.
    ///
    /// ```swift
    /// let c = LayoutConstraint(reportingItem: title, attribute: .leading, relatedBy: .equal,
    ///                          toItem: avatar, attribute: .top, multiplier: 1, constant: 0)
    /// c.isActive = true          // refused again; the layout is unchanged
    /// ```
    public convenience init(reportingItem item: LayoutItem, attribute: Attribute, relatedBy relation: Relation,
                            toItem: LayoutItem?, attribute secondAttribute: Attribute,
                            multiplier: CGFloat, constant: CGFloat) {
        var reason: LayoutError?
        do {
            try Self.validate(first: attribute, second: secondAttribute, hasSecondItem: toItem != nil,
                              multiplier: multiplier, constant: constant)
        } catch {
            reason = error
        }
        self.init(unchecked: item, attribute, relation, toItem, secondAttribute,
                  multiplier.isFinite ? multiplier : 1, constant.isFinite ? constant : 0)
        if let reason {
            invalidReason = reason
            report(reason)
        }
    }
}

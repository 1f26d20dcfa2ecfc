import Foundation

extension LayoutGuide {
    /// Creates or updates the four required constraints that make the guide its owning
    /// view's bounds inset by `insets` (the margins, safe-area and readable-content
    /// guides). An update is four constant changes, nothing more.
    func setInsets(_ insets: EdgeInsets, identifier: String) {
        guard let view = owningView else { return }
        let constants = [insets.left, insets.top, -(insets.left + insets.right), -(insets.top + insets.bottom)]
        if marginConstraints.isEmpty {
            marginConstraints = [
                LayoutConstraint(unchecked: self, .left, .equal, view, .left, 1, constants[0]),
                LayoutConstraint(unchecked: self, .top, .equal, view, .top, 1, constants[1]),
                LayoutConstraint(unchecked: self, .width, .equal, view, .width, 1, constants[2]),
                LayoutConstraint(unchecked: self, .height, .equal, view, .height, 1, constants[3]),
            ]
            for c in marginConstraints {
                c.identifier = identifier
                c.owner = .marginsGuide
                c.activateInternal(on: view)
            }
        } else {
            for (c, constant) in zip(marginConstraints, constants) { c.constant = constant }
        }
    }
}

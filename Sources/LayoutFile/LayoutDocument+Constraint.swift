import Foundation
import StackKit

extension LayoutDocument.Constraint {
    /// Makes and activates the constraint between the named views. `superview` names the
    /// superview of the constraint's other view.
    func make(views: [String: View]) throws(LayoutFileError) -> LayoutConstraint {
        let firstView = try view(text.first, views: views, other: text.second)
        let secondView = try text.second.map { (anchor) throws(LayoutFileError) in try view(anchor, views: views, other: text.first) }
        for value in [text.multiplier, text.constant] where !LayoutNumber.isWithinLimit(value) {
            throw LayoutFileError(LayoutNumber.beyondLimit(value), at: source.location, path: path.description)
        }
        let constraint: LayoutConstraint
        do {
            constraint = try LayoutConstraint(item: firstView, attribute: text.first.attribute, relatedBy: text.relation,
                                              toItem: secondView, attribute: text.second?.attribute ?? .notAnAttribute,
                                              multiplier: CGFloat(text.multiplier), constant: CGFloat(text.constant))
        } catch {
            throw LayoutFileError("StackKit refused the constraint: \(error)", at: source.location, path: path.description)
        }
        if let p = text.priority {
            guard p > 0, p <= 1000 else {
                throw LayoutFileError("priority \(LayoutNumber.format(Double(p))) is outside (0, 1000]",
                                      at: source.location(ofCharacterAt: text.priorityOffset ?? 0), path: path.description)
            }
            constraint.priority = LayoutPriority(p)
        }
        do {
            try LayoutConstraint.activate([constraint])
        } catch {
            throw LayoutFileError("StackKit refused the constraint: \(error)", at: source.location, path: path.description)
        }
        return constraint
    }

    private func view(_ anchor: ConstraintText.Anchor, views: [String: View],
                      other: ConstraintText.Anchor?) throws(LayoutFileError) -> View {
        let location = source.location(ofCharacterAt: anchor.itemOffset)
        if anchor.item == "superview" {
            guard let other, other.item != "superview" else {
                throw LayoutFileError("\"superview\" needs another view in the constraint to be the superview of", at: location,
                                      path: path.description)
            }
            let otherView = try view(other, views: views, other: nil)
            guard let superview = otherView.superview else {
                throw LayoutFileError("\"\(other.item)\" has no superview", at: location, path: path.description)
            }
            return superview
        }
        guard let view = views[anchor.item] else {
            throw LayoutFileError("unknown view \"\(anchor.item)\" (known: \(views.keys.sorted().joined(separator: ", ")))",
                                  at: location, path: path.description)
        }
        return view
    }
}

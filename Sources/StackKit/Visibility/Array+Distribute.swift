import Foundation

// Masonry-style helpers that line up a plain array of views without a stack view.

extension Array where Element: View {
    /// Lines the views up along `axis` inside their common superview with `fixedSpacing`
    /// between them, `leadSpacing` before the first and `tailSpacing` after the last, and
    /// equal lengths. Calling it again along the same axis with any of the same views (a
    /// changed subset) replaces what it made before; other groups (a grid's rows and
    /// columns) are kept.
    ///
    /// ```swift
    /// try [a, b, c].distribute(along: .horizontal, fixedSpacing: 10, leadSpacing: 16, tailSpacing: 16)
    /// ```
    ///
    /// - Returns: the constraints it made, active.
    /// - Throws: ``LayoutError/cannotDistribute(_:)`` for fewer than two views or views
    ///   without one common superview; nothing changes then.
    @discardableResult
    public func distribute(along axis: LayoutConstraint.Axis, fixedSpacing: CGFloat,
                           leadSpacing: CGFloat, tailSpacing: CGFloat) throws(LayoutError) -> [LayoutConstraint] {
        let superview = try validatedSuperview(numbers: [fixedSpacing, leadSpacing, tailSpacing])
        let a = DistributeAttributes(axis)
        var constraints = endConstraints(a, in: superview, leadSpacing: leadSpacing, tailSpacing: tailSpacing)
        for (p, f) in zip(self, dropFirst()) {
            constraints.append(LayoutConstraint(unchecked: f, a.min, .equal, p, a.max, 1, fixedSpacing))
            constraints.append(LayoutConstraint(unchecked: f, a.dimension, .equal, self[0], a.dimension, 1, 0))
        }
        return remake(constraints, guides: [], axis: axis, in: superview)
    }

    /// Lines the views up along `axis` inside their common superview, each
    /// `fixedItemLength` long, the first `leadSpacing` after the superview's leading
    /// (top) edge and the last `tailSpacing` before its trailing (bottom) edge, with equal
    /// gaps between them. Calling it again along the same axis with any of the same views
    /// replaces what it made before, gap guides included.
    ///
    /// ```swift
    /// try [a, b, c].distribute(along: .vertical, fixedItemLength: 44, leadSpacing: 0, tailSpacing: 0)
    /// ```
    ///
    /// - Returns: the constraints it made, active.
    /// - Throws: ``LayoutError/cannotDistribute(_:)`` as the other helper.
    @discardableResult
    public func distribute(along axis: LayoutConstraint.Axis, fixedItemLength: CGFloat,
                           leadSpacing: CGFloat, tailSpacing: CGFloat) throws(LayoutError) -> [LayoutConstraint] {
        let superview = try validatedSuperview(numbers: [fixedItemLength, leadSpacing, tailSpacing])
        let a = DistributeAttributes(axis)
        var constraints = endConstraints(a, in: superview, leadSpacing: leadSpacing, tailSpacing: tailSpacing)
        for view in self {
            constraints.append(LayoutConstraint(unchecked: view, a.dimension, .equal, nil, .notAnAttribute, 1,
                                                fixedItemLength))
        }
        // Equal gaps: a guide in each gap, every guide as long as the first.
        var guides: [LayoutGuide] = []
        for (p, f) in zip(self, dropFirst()) {
            let gap = LayoutGuide()
            gap.identifier = "distribute-gap"
            superview.addLayoutGuide(gap)
            constraints.append(LayoutConstraint(unchecked: gap, a.min, .equal, p, a.max, 1, 0))
            constraints.append(LayoutConstraint(unchecked: gap, a.max, .equal, f, a.min, 1, 0))
            if let first = guides.first {
                constraints.append(LayoutConstraint(unchecked: gap, a.dimension, .equal, first, a.dimension, 1, 0))
            }
            guides.append(gap)
        }
        return remake(constraints, guides: guides, axis: axis, in: superview)
    }

    /// The first view `leadSpacing` inside the superview's min edge, the last one
    /// `tailSpacing` inside its max edge.
    private func endConstraints(_ a: DistributeAttributes, in superview: View, leadSpacing: CGFloat,
                                tailSpacing: CGFloat) -> [LayoutConstraint] {
        [LayoutConstraint(unchecked: self[0], a.min, .equal, superview, a.min, 1, leadSpacing),
         LayoutConstraint(unchecked: self[count - 1], a.max, .equal, superview, a.max, 1, -tailSpacing)]
    }

    /// The views' common superview, after checking the input.
    private func validatedSuperview(numbers: [CGFloat]) throws(LayoutError) -> View {
        guard count >= 2 else { throw .cannotDistribute("needs at least two views, got \(count)") }
        guard let superview = self[0].superview, allSatisfy({ $0.superview === superview }) else {
            throw .cannotDistribute("the views do not share one superview")
        }
        for number in numbers where !number.isFinite { throw .invalidNumber(Double(number), what: "distribute") }
        return superview
    }

    /// Replaces what an earlier call made along the same axis for any of these views (the
    /// same set, or a subset that changed: views appearing and leaving in any order),
    /// constraints and gap guides alike, then activates the new set. Groups along the
    /// other axis keep theirs, even sharing views (the rows and the columns of a grid),
    /// and so do disjoint groups (the rows among themselves).
    /// - Complexity: O(groups × members).
    private func remake(_ constraints: [LayoutConstraint], guides: [LayoutGuide], axis: LayoutConstraint.Axis,
                        in superview: View) -> [LayoutConstraint] {
        let members = Set(map(ObjectIdentifier.init))
        superview.distributionGroups.removeAll { group in
            let dead = group.members.contains { $0.view == nil }
            let overlapping = group.axis == axis
                && group.members.contains { $0.view.map { members.contains(ObjectIdentifier($0)) } ?? false }
            guard dead || overlapping else { return false }
            LayoutConstraint.deactivate(group.constraints)
            for guide in group.guides { superview.removeLayoutGuide(guide) }
            return true
        }
        for view in self { view.translatesAutoresizingMaskIntoConstraints = false }
        for c in constraints {
            c.identifier = c.identifier ?? "SK-distribute"
            c.install(on: superview)
        }
        superview.distributionGroups.append(DistributionGroup(
            axis: axis, members: map { LayoutEngine.ViewReference(view: $0) }, constraints: constraints, guides: guides))
        return constraints
    }
}

/// What one distribute call made, recorded on the superview for the remake rule.
struct DistributionGroup {
    let axis: LayoutConstraint.Axis
    let members: [LayoutEngine.ViewReference]
    let constraints: [LayoutConstraint]
    let guides: [LayoutGuide]
}

/// min, max and dimension attributes of an axis.
private struct DistributeAttributes {
    let min: LayoutConstraint.Attribute
    let max: LayoutConstraint.Attribute
    let dimension: LayoutConstraint.Attribute

    init(_ axis: LayoutConstraint.Axis) {
        (min, max, dimension) = axis == .horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
    }
}

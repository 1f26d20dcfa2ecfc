import Foundation

extension View {
    /// Whether the view's frame is not fully determined by its constraints: another
    /// layout, equally good at every priority, would move or resize it. Lays out first.
    public var hasAmbiguousLayout: Bool {
        layoutIfNeeded()
        let solver = layoutEngine.solver
        return [minX, minY, width, height].contains { solver.value(of: $0) == nil || solver.isAmbiguous($0) }
    }

    /// The active constraints (the engine's own included) that position or size the view
    /// on `axis` directly: those that name the view, its margins or its guides.
    public func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
        let guide = storedMarginsGuide
        func concernsSelf(_ item: LayoutItem?) -> Bool { item === self || (guide != nil && item === guide) }
        func onAxis(_ attribute: LayoutConstraint.Attribute) -> Bool { attribute.axis == axis }
        var result: [LayoutConstraint] = []
        let own = ownInternalConstraints + (guide?.marginConstraints ?? [])
        for c in own + referencingConstraints + (guide?.referencingConstraints ?? []) where c.installedView != nil {
            let relevant = (concernsSelf(c.firstItem) && onAxis(c.firstAttribute))
                || (concernsSelf(c.secondItem) && onAxis(c.secondAttribute))
            if relevant, !result.contains(where: { $0 === c }) { result.append(c) }
        }
        return result
    }

    /// A text picture of the tree for debugging: one line per view, indented by depth,
    /// with its frame, and the variables (`minX`, `minY`, `width`, `height`) the
    /// constraints leave ambiguous.
    ///
    /// ```
    /// View 'root' (0, 0, 320, 480)
    ///   View 'box' (0, 0, 100, 0) AMBIGUOUS minX minY
    /// ```
    public func layoutTrace() -> String {
        layoutIfNeeded()
        let solver = layoutEngine.solver
        // One pass over the optimal face for the whole tree, not one per variable.
        let ambiguousIDs = Set(solver.ambiguousVariables().map(ObjectIdentifier.init))
        var lines: [String] = []
        func visit(_ view: View, depth: Int) {
            let f = view.frame
            var line = String(repeating: "  ", count: depth) + "\(type(of: view)) '\(view.debugName)' ("
                + [f.minX, f.minY, f.width, f.height].map { LayoutConstraint.number($0) }.joined(separator: ", ") + ")"
            if view.isHidden { line += " hidden" }
            let names = ["minX", "minY", "width", "height"]
            let ambiguous = zip(names, [view.minX, view.minY, view.width, view.height])
                .filter { solver.value(of: $1) == nil || ambiguousIDs.contains(ObjectIdentifier($1)) }.map(\.0)
            if !ambiguous.isEmpty { line += " AMBIGUOUS " + ambiguous.joined(separator: " ") }
            lines.append(line)
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(self, depth: 0)
        return lines.joined(separator: "\n")
    }
}

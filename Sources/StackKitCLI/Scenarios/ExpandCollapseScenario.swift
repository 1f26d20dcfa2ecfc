import Foundation
import StackKit

extension DemoScenario {
    /// Scenario 3: a header, a body and a footer; the body's constraints come in two sets,
    /// expanded and collapsed, switched by activation or by flipping priorities, in any
    /// order between two layout passes, without a conflict (the diagnostics stay at 0).
    static let expandCollapse = DemoScenario(name: "expand-collapse",
                                             summary: "two constraint sets switched by activation or priorities (scenario 3)") { r in
        let root = DemoViews.root(320, 480)
        let header = View(), body = View(), footer = View()
        var fixed: [LayoutConstraint] = []
        for (view, id) in [(header, "header"), (body, "body"), (footer, "footer")] {
            view.identifier = id
            DemoViews.add(view, to: root)
            fixed += [view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                      view.trailingAnchor.constraint(equalTo: root.trailingAnchor)]
        }
        fixed += [header.topAnchor.constraint(equalTo: root.topAnchor), header.heightAnchor.constraint(equalToConstant: 44),
                  footer.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 8),
                  footer.heightAnchor.constraint(equalToConstant: 30)]
        let expanded = [body.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
                        body.heightAnchor.constraint(equalToConstant: 200)]
        let collapsed = [body.topAnchor.constraint(equalTo: header.bottomAnchor),
                         body.heightAnchor.constraint(equalToConstant: 0)]
        try LayoutConstraint.activate(fixed + expanded)
        let diagnostics = SnapshotOptions(includesDiagnostics: true)
        try r.step("expanded", "expanded", root, options: diagnostics)

        // Activating the new set before deactivating the old one would conflict if applied
        // at once; constraints are applied at layout time, as a batch, so it does not.
        try LayoutConstraint.activate(collapsed)
        LayoutConstraint.deactivate(expanded)
        try r.step("collapsed-by-activation", "collapsed: activate the collapsed set, then deactivate the expanded set",
                   root, options: diagnostics)
        try LayoutConstraint.activate(expanded)
        LayoutConstraint.deactivate(collapsed)
        try r.step("expanded-by-activation", "expanded again by activation", root, options: diagnostics)

        // The other style: both sets active, the losing one at 250.
        for c in collapsed { c.priority = .defaultLow }
        try LayoutConstraint.activate(collapsed)
        for c in collapsed { c.priority = .required }
        for c in expanded { c.priority = .defaultLow }
        try r.step("collapsed-by-priority", "collapsed by flipping priorities (collapsed 1000, expanded 250)", root,
                   options: diagnostics)
        for c in expanded { c.priority = .required }
        for c in collapsed { c.priority = .defaultLow }
        try r.step("expanded-by-priority", "expanded by flipping them back (expanded 1000, collapsed 250)", root,
                   options: diagnostics)
    }
}

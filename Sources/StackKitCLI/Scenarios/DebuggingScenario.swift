import Foundation
import StackKit

extension DemoScenario {
    /// Scenario 7: a broken layout. A stack that fills equally gets two items with required
    /// widths that disagree: StackKit reports the conflict (naming the stack's own
    /// `SKSV-` constraints), leaves one constraint out and lays out the rest. Then a view
    /// without a vertical position: `hasAmbiguousLayout` and `layoutTrace()` say so.
    static let debugging = DemoScenario(name: "debugging", summary: "a conflict report, ambiguity and a layout trace (scenario 7)") { r in
        let root = DemoViews.root(320, 100)
        let first = View(), second = View()
        first.identifier = "first"
        second.identifier = "second"
        let row = DemoViews.stack("row", [first, second], spacing: 10)
        row.distribution = .fillEqually
        DemoViews.add(row, to: root)
        let firstWidth = first.widthAnchor.constraint(equalToConstant: 100)
        firstWidth.identifier = "first-width"
        let secondWidth = second.widthAnchor.constraint(equalToConstant: 150)
        secondWidth.identifier = "second-width"
        try LayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor), row.topAnchor.constraint(equalTo: root.topAnchor),
            row.heightAnchor.constraint(equalToConstant: 40), firstWidth,
        ])
        try r.step("consistent", "a fillEqually row, the first item 100 wide", root,
                   options: SnapshotOptions(includesConstraints: true, includesDiagnostics: true))
        secondWidth.isActive = true
        try r.step("conflict", "the second item required at 150: the engine reports the conflict and carries on", root,
                   options: SnapshotOptions(includesDiagnostics: true),
                   notes: ["constraints affecting the second item horizontally:"]
                       + second.constraintsAffectingLayout(for: .horizontal).map { "  \($0)" }.sorted())

        // A badge pinned horizontally only: its vertical position is anyone's guess.
        let badge = View()
        badge.identifier = "badge"
        DemoViews.add(badge, to: root)
        try LayoutConstraint.activate([badge.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
                                       badge.widthAnchor.constraint(equalToConstant: 20),
                                       badge.heightAnchor.constraint(equalToConstant: 20)])
        try r.step("ambiguous", "a badge without a vertical position", root,
                   notes: ["badge.hasAmbiguousLayout: \(badge.hasAmbiguousLayout)",
                           "row.hasAmbiguousLayout: \(row.hasAmbiguousLayout)",
                           "layoutTrace():", root.layoutTrace()])
    }
}

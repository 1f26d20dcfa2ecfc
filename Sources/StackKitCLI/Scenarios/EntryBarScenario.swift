import Foundation
import StackKit

extension DemoScenario {
    /// Scenario 4: a 60-point bar with up to three 40×40 entries on its trailing side, 10
    /// apart and 10 from the trailing edge; entries come and go in any order but always
    /// sit in the order 1, 2, 3. Then the distribute helper for a plain array of views, and
    /// the bar again in a right-to-left layout.
    static let entryBar = DemoScenario(name: "entry-bar", summary: "entries appear in any order, their order stays fixed (scenario 4)") { r in
        let bar = DemoViews.root(320, 60, "bar")
        let entries = (1...3).map { DemoViews.box(40, 40, "entry\($0)") }
        let stack = DemoViews.stack("entries", entries, spacing: 10, alignment: .center)
        DemoViews.add(stack, to: bar)
        try LayoutConstraint.activate([stack.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -10),
                                       stack.centerYAnchor.constraint(equalTo: bar.centerYAnchor)])
        for entry in entries { entry.isHidden = true }
        try r.step("none", "no entries", bar)
        entries[2].isHidden = false
        try r.step("entry3", "entry 3 appears: at the trailing inset", bar)
        entries[0].isHidden = false
        try r.step("entry1-and-entry3", "entry 1 appears: before entry 3", bar)
        entries[1].isHidden = false
        try r.step("all", "entry 2 appears: between them", bar)
        entries[2].isHidden = true
        try r.step("entry1-and-entry2", "entry 3 is dismissed: the others move to the trailing side", bar)

        // Without a stack: the same entries distributed over a bar with equal gaps.
        let plain = DemoViews.root(320, 60, "plain")
        let buttons = (1...3).map { DemoViews.box(40, 40, "button\($0)") }
        var constraints: [LayoutConstraint] = []
        for button in buttons {
            DemoViews.add(button, to: plain)
            constraints.append(button.centerYAnchor.constraint(equalTo: plain.centerYAnchor))
        }
        try LayoutConstraint.activate(constraints)
        try buttons.distribute(along: .horizontal, fixedItemLength: 40, leadSpacing: 10, tailSpacing: 10)
        try r.step("distributed", "plain views: distribute(along: .horizontal, fixedItemLength: 40), equal gaps", plain)

        // The same bar in a right-to-left language: the trailing side is the left one, and
        // entry 1 comes first from the right. Nothing in the code above changes.
        bar.traitOverrides.layoutDirection = .rightToLeft
        try r.step("right-to-left", "right to left: the entries sit on the left, entry 1 rightmost", bar)
    }
}

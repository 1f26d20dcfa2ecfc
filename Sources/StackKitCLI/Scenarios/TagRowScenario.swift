import Foundation
import StackKit

extension DemoScenario {
    /// Scenario 1: a cell's title over a row of up to four tags; any subset is shown and
    /// the gaps around hidden tags vanish. First with a stack (`isHidden` does it all),
    /// then with plain constraints and `visibility = .gone(.leading)`.
    static let tagRow = DemoScenario(name: "tag-row", summary: "a tag row, any subset of tags shown (scenario 1)") { r in
        let texts = [("New", "new"), ("Hot", "hot"), ("Sale", "sale"), ("Free ship", "free")]

        // With stacks: the cell is a vertical stack of the title and the row of tags.
        let root = DemoViews.root(320, 60)
        let tags = texts.map { DemoViews.label($0.0, $0.1) }
        let row = DemoViews.stack("row", tags, spacing: 6, alignment: .center)
        let cell = DemoViews.stack("cell", [DemoViews.label("Title", "title"), row], axis: .vertical, spacing: 4,
                                   alignment: .leading)
        DemoViews.add(cell, to: root)
        try LayoutConstraint.activate([cell.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                       cell.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)])
        func show(_ shown: [Int]) { for (i, tag) in tags.enumerated() { tag.isHidden = !shown.contains(i) } }
        try r.step("all", "stack: all four tags", root)
        show([0, 3])
        try r.step("first-and-fourth", "stack: only the 1st and 4th tags (isHidden on the others)", root)
        show([])
        try r.step("none", "stack: no tags; the empty row takes no space", root)

        // Without a stack: each tag's leading edge is 8 after the previous item, so each
        // tag owns the gap before it and goes with .gone(.leading).
        let plain = DemoViews.root(400, 40, "plain")
        let title = DemoViews.label("Title", "title")
        DemoViews.add(title, to: plain)
        var constraints = [title.leadingAnchor.constraint(equalTo: plain.leadingAnchor, constant: 10),
                           title.topAnchor.constraint(equalTo: plain.topAnchor, constant: 10)]
        var previous: View = title
        let plainTags = texts.map { DemoViews.label($0.0, $0.1) }
        for tag in plainTags {
            DemoViews.add(tag, to: plain)
            constraints += [tag.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 8),
                            tag.topAnchor.constraint(equalTo: plain.topAnchor, constant: 10)]
            previous = tag
        }
        try LayoutConstraint.activate(constraints)
        try r.step("plain-all", "plain constraints: all four tags", plain)
        plainTags[1].visibility = .gone(.leading)
        plainTags[2].visibility = .gone(.leading)
        try r.step("plain-first-and-fourth", "plain constraints: 2nd and 3rd .gone(.leading), their gaps collapse", plain)
    }
}

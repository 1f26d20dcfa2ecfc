import Foundation
import StackKit

extension DemoScenario {
    /// Scenario 5, the benchmark cell: a header row (avatar, name over time, options),
    /// body text, a 16:9 image, three equally spaced actions and a comment row, all nested
    /// stacks; laid out at 375 with everything shown, then at 414 with parts hidden.
    static let feed = DemoScenario(name: "feed", summary: "the feed item of nested stacks at 375 and 414 (scenario 5)") { r in
        let root = DemoViews.root(375, 1000, "item")
        let avatar = View()
        avatar.identifier = "avatar"
        let time = DemoViews.label("5 min", "time")
        let names = DemoViews.stack("names", [DemoViews.label("Member 7", "name"), time], axis: .vertical, spacing: 2)
        // The names take the row's free width: the options button hugs harder than the
        // name labels (a stack has no content size of its own, so its hugging would not count).
        let options = DemoViews.label("...", "options")
        options.setContentHuggingPriority(.required, for: .horizontal)
        let header = DemoViews.stack("header", [avatar, names, options], spacing: 8, alignment: .center)
        let image = View()
        image.identifier = "image"
        let actions = DemoViews.stack("actions", [DemoViews.label("Like", "like"), DemoViews.label("Comment", "comment"),
                                                  DemoViews.label("Share", "share")])
        actions.distribution = .equalSpacing
        let small = View()
        small.identifier = "small-avatar"
        let comment = DemoViews.stack("comment-row", [small, DemoViews.label("Write a comment", "prompt")], spacing: 8,
                                      alignment: .center)
        let content = DemoViews.stack("content", [header, DemoViews.label("Post body", "body"), image, actions, comment],
                                      axis: .vertical, spacing: 8)
        DemoViews.add(content, to: root)
        for view in [avatar, image, small] { view.translatesAutoresizingMaskIntoConstraints = false }
        try LayoutConstraint.activate([
            avatar.widthAnchor.constraint(equalToConstant: 40), avatar.heightAnchor.constraint(equalToConstant: 40),
            image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: 9.0 / 16.0),
            small.widthAnchor.constraint(equalToConstant: 24), small.heightAnchor.constraint(equalToConstant: 24),
            content.topAnchor.constraint(equalTo: root.topAnchor, constant: 12),
            content.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 12),
            content.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -12),
            content.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -12),
        ])
        /// The item at its fitting height for `width`, as a list would size it.
        func layOut(width: CGFloat) -> String {
            let height = root.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel).height
            root.frame = CGRect(x: 0, y: 0, width: width, height: height)
            return "fitting height at width \(LayoutNumberText.format(width)): \(LayoutNumberText.format(height))"
        }
        let fit375 = layOut(width: 375)
        try r.step("375-all-shown", "at 375, every part shown", root, notes: [fit375])
        image.isHidden = true
        time.isHidden = true
        comment.isHidden = true
        let fit414 = layOut(width: 414)
        try r.step("414-parts-hidden", "at 414, without image, time and comment row", root, notes: [fit414])
    }
}

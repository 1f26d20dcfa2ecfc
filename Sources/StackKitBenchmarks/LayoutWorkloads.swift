// The StackKit layout workloads S1–S5 (Docs/Performance.md, "Stack workloads S1 to S5"):
// stack views laid out end to end through the engine.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import StackKit

enum StackLayoutWorkloads {
    static func run(_ bench: Bench) {
        bench.reporter.section("S1–S5 StackKit layout (times are medians; first layout and incremental changes apart)")
        if bench.wants("S1") {
            for n in [10, 100, 1000, 10000] {
                bench.runCase("S1", "first layout", n: n, group: "S1") { firstLayout(bench, n: n) }
            }
        }
        if bench.wants("S2") {
            for n in [100, 1000, 10000] {
                bench.runCase("S2", "hide+show", n: n, group: "S2") { toggle(bench, n: n) }
            }
        }
        if bench.wants("S3") {
            for n in [100, 1000, 10000] {
                bench.runCase("S3", "resize root", n: n, group: "S3") { resize(bench, n: n) }
            }
        }
        if bench.wants("S4") {
            bench.runCase("S4", "first layout at 375", n: 100, group: "S4") { feed(bench, relayout: false) }
            bench.runCase("S4", "relayout at 414", n: 100, group: "S4 relayout") { feed(bench, relayout: true) }
        }
        if bench.wants("S5") {
            bench.runCase("S5", "first layout", n: 243, group: "S5") { nested(bench, toggle: false) }
            bench.runCase("S5", "hide+show leaf", n: 243, group: "S5 toggle") { nested(bench, toggle: true) }
        }
        if bench.wants("S7") {
            bench.runCase("S7", "first layout at 375", n: 100, group: "S7") { TextWorkload.feed(bench) }
        }
        PinnedWorkloads.run(bench)
    }

    /// S1's tree: a horizontal fill/center stack of N views (intrinsic widths as W2,
    /// height 20), spacing 8, pinned to the top-left of a root 100 000 wide.
    final class Tree {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100_000, height: 100))
        let stack: StackView
        let items: [View]
        var pinTrailing: LayoutConstraint?

        init(n: Int) {
            items = (0..<n).map { i in
                let v = View()
                v.intrinsicContentSize = CGSize(width: 10 + 5 * (i % 7), height: 20)
                return v
            }
            stack = StackView(arrangedSubviews: items)
            stack.alignment = .center
            stack.spacing = 8
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            root.layoutEngine.diagnosticHandler = { _ in }
            try? LayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                            stack.topAnchor.constraint(equalTo: root.topAnchor)])
        }

        /// The natural frames: widths as given, 8 apart, centred on a 20-point row.
        func verify(_ reporter: Reporter, _ name: String, hidden: Int? = nil) {
            var verify = Verifier(reporter, name)
            var x: CGFloat = 0
            for (i, item) in items.enumerated() where i != hidden {
                let w = CGFloat(10 + 5 * (i % 7))
                verify.that(item.frame == CGRect(x: x, y: 0, width: w, height: 20),
                             "item \(i) frame \(item.frame), expected x \(x) width \(w)")
                x += w + 8
            }
            verify.that(root.layoutEngine.diagnostics.isEmpty, "diagnostics: \(root.layoutEngine.diagnostics.count)")
            verify.finish()
        }
    }

    static func peakMemoryMB() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024   // kilobytes on Linux
    }

    static func firstLayout(_ bench: Bench, n: Int) {
        var last: Tree?
        let series = repeatRuns(bench.policy) {
            // The previous run's tree goes first: the peak is one tree's, not two.
            last = nil
            let t0 = MonotonicClock.now()
            let tree = Tree(n: n)
            tree.root.layoutIfNeeded()
            let t1 = MonotonicClock.now()
            last = tree
            return [MonotonicClock.seconds(t0, t1)]
        }
        bench.report("S1", "first layout", n: n, series.stats(),
                     note: joinNotes("build the tree + layoutIfNeeded()",
                                     String(format: "peak memory %.0f MB", peakMemoryMB()), bench.slowNote(series)))
        last?.verify(bench.reporter, "S1 n=\(n)")
    }

    static func toggle(_ bench: Bench, n: Int) {
        let tree = Tree(n: n)
        tree.root.layoutIfNeeded()
        let before = tree.root.layoutEngine.statistics
        let series = hideAndShow(tree.items[n / 2], in: tree.root, bench.policy)
        let after = tree.root.layoutEngine.statistics
        let cycles = max(series.runs, 1)
        let operations = (after.additions + after.removals + after.constantChanges
            - before.additions - before.removals - before.constantChanges) / cycles
        bench.report("S2", "hide+show", n: n, series.stats(),
                     note: joinNotes("\(operations) solver operations per cycle", bench.slowNote(series)))
        tree.verify(bench.reporter, "S2 n=\(n)")
    }

    /// Times cycles of hiding `item`, laying out, showing it and laying out again.
    static func hideAndShow(_ item: View, in root: View, _ policy: RepeatPolicy) -> Series {
        repeatRuns(policy) {
            let t0 = MonotonicClock.now()
            item.isHidden = true
            root.layoutIfNeeded()
            item.isHidden = false
            root.layoutIfNeeded()
            return [MonotonicClock.seconds(t0, MonotonicClock.now())]
        }
    }

    static func resize(_ bench: Bench, n: Int) {
        let tree = Tree(n: n)
        // The stack fills the root's width, so each resize moves the fill.
        tree.pinTrailing = tree.stack.trailingAnchor.constraint(equalTo: tree.root.trailingAnchor)
        tree.pinTrailing?.isActive = true
        tree.root.layoutIfNeeded()
        let natural = tree.items.enumerated().reduce(CGFloat(0)) { $0 + CGFloat(10 + 5 * ($1.offset % 7)) } + CGFloat(8 * (n - 1))
        let series = repeatRuns(bench.policy, weight: 100) {
            let t0 = MonotonicClock.now()
            for k in 0..<100 {
                tree.root.frame = CGRect(x: 0, y: 0, width: natural + CGFloat(k * 10), height: 100)
                tree.root.layoutIfNeeded()
            }
            return [MonotonicClock.seconds(t0, MonotonicClock.now()) / 100]
        }
        bench.report("S3", "resize root", n: n, series.stats(), note: "per resize + layoutIfNeeded(), 100 widths")
        var verify = Verifier(bench.reporter, "S3 n=\(n)")
        verify.that(abs(tree.stack.frame.width - tree.root.frame.width) < 1e-6, "stack fills the root")
        verify.finish()
    }

    /// S5: stacks nested 5 deep, 3 items each, alternating axes (243 leaves).
    static func nested(_ bench: Bench, toggle: Bool) {
        func build() -> (View, View) {
            var leaves: [View] = []
            func level(_ depth: Int, axis: LayoutConstraint.Axis) -> View {
                if depth == 5 {
                    let leaf = View()
                    leaf.intrinsicContentSize = CGSize(width: 10, height: 10)
                    leaves.append(leaf)
                    return leaf
                }
                let stack = StackView(arrangedSubviews: (0..<3).map { _ in
                    level(depth + 1, axis: axis == .horizontal ? .vertical : .horizontal)
                })
                stack.axis = axis
                stack.spacing = 4
                return stack
            }
            let root = View(frame: CGRect(x: 0, y: 0, width: 2000, height: 2000))
            root.layoutEngine.diagnosticHandler = { _ in }
            let top = level(0, axis: .horizontal)
            top.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(top)
            try? LayoutConstraint.activate([top.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                            top.topAnchor.constraint(equalTo: root.topAnchor)])
            return (root, leaves[leaves.count / 2])
        }
        if !toggle {
            let series = repeatRuns(bench.policy) {
                let t0 = MonotonicClock.now()
                let (root, _) = build()
                root.layoutIfNeeded()
                return [MonotonicClock.seconds(t0, MonotonicClock.now())]
            }
            bench.report("S5", "first layout", n: 243, series.stats(), note: "5 levels × 3 items, 243 leaves")
        } else {
            let (root, leaf) = build()
            root.layoutIfNeeded()
            let series = repeatRuns(bench.policy) {
                let t0 = MonotonicClock.now()
                leaf.isHidden = true
                root.layoutIfNeeded()
                leaf.isHidden = false
                root.layoutIfNeeded()
                return [MonotonicClock.seconds(t0, MonotonicClock.now())]
            }
            bench.report("S5", "hide+show leaf", n: 243, series.stats(), note: "one leaf hidden and shown")
            var verify = Verifier(bench.reporter, "S5")
            verify.that(root.layoutEngine.diagnostics.isEmpty, "diagnostics: \(root.layoutEngine.diagnostics.count)")
            verify.finish()
        }
    }

    /// S4: the feed cell of scenario 5 (Docs/Scenarios.md), built from nested stacks, some
    /// parts hidden per item.
    final class FeedCell {
        let root: View
        let content = StackView()
        let image = View()
        let hidesImage: Bool

        init(index i: Int, width: CGFloat) {
            root = View(frame: CGRect(x: 0, y: 0, width: width, height: 1000))
            root.layoutEngine.diagnosticHandler = { _ in }
            // Header: avatar, name over time, options.
            let avatar = View()
            avatar.translatesAutoresizingMaskIntoConstraints = false
            avatar.widthAnchor.constraint(equalToConstant: 40).isActive = true
            avatar.heightAnchor.constraint(equalToConstant: 40).isActive = true
            let time = Label("\(i % 59 + 1) min")
            time.isHidden = i % 5 == 0
            let names = StackView(arrangedSubviews: [Label("Member \(i)"), time])
            names.axis = .vertical
            names.spacing = 2
            let options = Label("...")
            let header = StackView(arrangedSubviews: [avatar, names, options])
            header.alignment = .center
            header.spacing = 8
            names.setContentHuggingPriority(1, for: .horizontal)
            // Body, an image with a 16:9 aspect ratio, actions with equal spacing, a comment row.
            let body = Label("Post body \(i)")
            image.translatesAutoresizingMaskIntoConstraints = false
            image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: 9.0 / 16.0).isActive = true
            hidesImage = i % 3 == 0
            image.isHidden = hidesImage
            let actions = StackView(arrangedSubviews: [Label("Like"), Label("Comment"), Label("Share")])
            actions.distribution = .equalSpacing
            let small = View()
            small.translatesAutoresizingMaskIntoConstraints = false
            small.widthAnchor.constraint(equalToConstant: 24).isActive = true
            small.heightAnchor.constraint(equalToConstant: 24).isActive = true
            let comment = StackView(arrangedSubviews: [small, Label("Write a comment")])
            comment.alignment = .center
            comment.spacing = 8
            comment.isHidden = i % 2 == 1
            for view in [header, body, image, actions, comment] { content.addArrangedSubview(view) }
            content.axis = .vertical
            content.spacing = 8
            content.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(content)
            try? LayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: root.topAnchor, constant: 12),
                content.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 12),
                content.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -12),
            ])
        }

        func verify(_ verify: inout Verifier, width: CGFloat) {
            verify.that(abs(content.frame.width - (width - 24)) < 1e-6, "content width \(content.frame.width)")
            if !hidesImage {
                verify.that(abs(image.frame.height - (width - 24) * 9 / 16) < 1e-6, "image height \(image.frame.height)")
            }
            verify.that(root.layoutEngine.diagnostics.isEmpty, "diagnostics \(root.layoutEngine.diagnostics.count)")
        }
    }

    static func feed(_ bench: Bench, relayout: Bool) {
        var last: [FeedCell] = []
        let series = repeatRuns(bench.policy) {
            var cells: [FeedCell] = []
            var t0 = MonotonicClock.now()
            for i in 0..<100 {
                let cell = FeedCell(index: i, width: 375)
                cell.root.layoutIfNeeded()
                cells.append(cell)
            }
            if relayout {
                t0 = MonotonicClock.now()
                for cell in cells {
                    cell.root.frame = CGRect(x: 0, y: 0, width: 414, height: 1000)
                    cell.root.layoutIfNeeded()
                }
            }
            let seconds = MonotonicClock.seconds(t0, MonotonicClock.now())
            last = cells
            return [seconds]
        }
        let perSecond = 100 / max(series.stats().median, 1e-12)
        bench.report("S4", relayout ? "relayout at 414" : "first layout at 375", n: 100, series.stats(),
                     note: String(format: relayout ? "%.0f cells per second" : "%.0f cells per second, building the cells included",
                                  perSecond))
        var verify = Verifier(bench.reporter, "S4 \(relayout ? "relayout" : "first layout")")
        for cell in last { cell.verify(&verify, width: relayout ? 414 : 375) }
        verify.finish()
    }
}

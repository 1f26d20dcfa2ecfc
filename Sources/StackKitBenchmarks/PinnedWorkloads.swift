// S3x, S6 and S6d (Docs/Performance.md, "Pinned stacks"): S1's stack pinned leading and
// trailing to a root whose width is not the stack's natural length, so that the solver
// must compress or stretch items. These are the cases where the tableau fills in.

import Foundation
import StackKit

enum PinnedWorkloads {
    static func run(_ bench: Bench) {
        if bench.wants("S3x") {
            bench.reporter.section("S3x resize across the natural width: root 0.75× ↔ 1.25× natural, each step alone")
            for n in [100, 1000, 10000] {
                bench.runCase("S3x", "step 0.75x <-> 1.25x", n: n, group: "S3x") { resizeAcross(bench, n: n) }
            }
        }
        if bench.wants("S6") {
            bench.reporter.section("S6 first layout of the stack pinned at natural + 10")
            for n in [1000, 10000] {
                bench.runCase("S6", "first layout pinned", n: n, group: "S6") {
                    firstLayout(bench, workload: "S6", n: n, distribution: .fill, container: .naturalPlus10)
                }
            }
        }
        if bench.wants("S6d") {
            bench.reporter.section("S6d every distribution pinned: first layout, resize +1 pt, hide + show the middle item")
            for distribution in Self.distributions {
                for container in Container.allCases {
                    for n in [100, 1000, 10000] {
                        bench.runCase("S6d", "\(distribution.name) \(container.rawValue)", n: n,
                                      group: "S6d \(distribution.name) \(container.rawValue)") {
                            everyDistribution(bench, n: n, distribution: distribution.value, container: container)
                        }
                    }
                }
            }
        }
    }

    static let distributions: [(name: String, value: StackView.Distribution)] = [
        ("fill", .fill), ("fillEqually", .fillEqually), ("fillProportionally", .fillProportionally),
        ("equalSpacing", .equalSpacing), ("equalCentering", .equalCentering),
    ]

    /// The container's width against the stack's natural length.
    enum Container: String, CaseIterable {
        case naturalPlus10 = "natural+10"
        case twiceNatural = "2x natural"

        func width(natural: CGFloat) -> CGFloat {
            switch self {
            case .naturalPlus10: natural + 10
            case .twiceNatural: 2 * natural
            }
        }
    }

    /// S1's stack (items 10–40 wide, 20 tall, spacing 8, centred), pinned leading, trailing
    /// and top to a root of the given width.
    final class PinnedTree {
        let root: View
        let stack: StackView
        let items: [View]
        /// Σ intrinsic widths + 8·(N − 1).
        let natural: CGFloat

        init(n: Int, distribution: StackView.Distribution, width: (CGFloat) -> CGFloat) {
            items = (0..<n).map { i in
                let v = View()
                v.intrinsicContentSize = CGSize(width: 10 + 5 * (i % 7), height: 20)
                return v
            }
            natural = (0..<n).reduce(CGFloat(0)) { $0 + CGFloat(10 + 5 * ($1 % 7)) } + CGFloat(8 * (n - 1))
            root = View(frame: CGRect(x: 0, y: 0, width: width(natural), height: 100))
            root.layoutEngine.diagnosticHandler = { _ in }
            stack = StackView(arrangedSubviews: items)
            stack.alignment = .center
            stack.distribution = distribution
            stack.spacing = 8
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            try? LayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                            stack.topAnchor.constraint(equalTo: root.topAnchor)])
        }

        func resize(to width: CGFloat) {
            root.frame = CGRect(x: 0, y: 0, width: width, height: 100)
            root.layoutIfNeeded()
        }

        /// The stack fills the root, the visible items follow each other in order inside it,
        /// and nothing was reported.
        func verify(_ verify: inout Verifier) {
            verify.that(abs(stack.frame.width - root.frame.width) < 1e-6,
                        "stack width \(stack.frame.width), root \(root.frame.width)")
            let visible = items.filter { !$0.isHidden }
            if let first = visible.first, let last = visible.last {
                verify.that(abs(first.frame.minX) < 1e-6, "first item at \(first.frame.minX)")
                verify.that(abs(last.frame.maxX - stack.frame.width) < 1e-6,
                            "last item ends at \(last.frame.maxX), stack \(stack.frame.width)")
            }
            var ordered = true
            for (a, b) in zip(visible, visible.dropFirst()) where b.frame.minX < a.frame.minX - 1e-6 { ordered = false }
            verify.that(ordered, "items out of order")
            verify.that(root.layoutEngine.diagnostics.isEmpty, "diagnostics: \(root.layoutEngine.diagnostics.count)")
        }
    }

    /// The tableau beside the constraints it holds: fill-in shows as many cells per constraint.
    static func tableauNote(_ tree: PinnedTree) -> String {
        let s = tree.root.layoutEngine.solverStatistics
        let perConstraint = Double(s.cells) / Double(max(s.constraints, 1))
        return String(format: "%d cells for %d constraints (%.1f per constraint), %d pivots",
                      s.cells, s.constraints, perConstraint, s.pivots)
    }

    static func peakNote() -> String {
        String(format: "peak memory %.0f MB", StackLayoutWorkloads.peakMemoryMB())
    }

    /// S3x: steps between 0.75× and 1.25× natural, each timed alone, after a first layout at
    /// natural width (not timed).
    static func resizeAcross(_ bench: Bench, n: Int) {
        let tree = PinnedTree(n: n, distribution: .fill, width: { $0 })
        tree.root.layoutIfNeeded()
        let stepCount = n >= 1000 ? 4 : 20
        var steps: [Double] = []
        for k in 0..<stepCount {
            let width = (k % 2 == 0 ? 0.75 : 1.25) * tree.natural
            let t0 = MonotonicClock.now()
            tree.resize(to: width)
            steps.append(MonotonicClock.seconds(t0, MonotonicClock.now()))
        }
        let stats = Stats(steps)
        bench.report("S3x", "step 0.75x <-> 1.25x", n: n, stats,
                     statistics: tree.root.layoutEngine.solverStatistics,
                     note: joinNotes("\(stepCount) steps", "max step \(Format.duration(stats.max))", tableauNote(tree)))
        var verify = Verifier(bench.reporter, "S3x n=\(n)")
        tree.verify(&verify)
        verify.finish()
    }

    /// S6 (and the first figure of S6d): build the pinned tree and lay it out.
    @discardableResult
    static func firstLayout(_ bench: Bench, workload: String, n: Int, distribution: StackView.Distribution,
                            container: Container, variant: String = "first layout pinned") -> PinnedTree? {
        var last: PinnedTree?
        let series = repeatRuns(bench.policy) {
            last = nil
            let t0 = MonotonicClock.now()
            let tree = PinnedTree(n: n, distribution: distribution, width: { container.width(natural: $0) })
            tree.root.layoutIfNeeded()
            let t1 = MonotonicClock.now()
            last = tree
            return [MonotonicClock.seconds(t0, t1)]
        }
        guard let tree = last else { return nil }
        bench.report(workload, variant, n: n, series.stats(), statistics: tree.root.layoutEngine.solverStatistics,
                     note: joinNotes("build + layoutIfNeeded()", peakNote(), tableauNote(tree), bench.slowNote(series)))
        var verify = Verifier(bench.reporter, "\(workload) \(variant) n=\(n)")
        tree.verify(&verify)
        verify.finish()
        return tree
    }

    /// S6d: first layout, then the container 1 pt wider, then the middle item hidden and
    /// shown; each timed alone.
    static func everyDistribution(_ bench: Bench, n: Int, distribution: StackView.Distribution, container: Container) {
        let name = "\(distributions.first { $0.value == distribution }!.name) \(container.rawValue)"
        guard let tree = firstLayout(bench, workload: "S6d", n: n, distribution: distribution, container: container,
                                     variant: "\(name): first layout") else { return }
        var width = tree.root.frame.width
        let resize = repeatRuns(bench.policy) {
            width += 1
            let t0 = MonotonicClock.now()
            tree.resize(to: width)
            return [MonotonicClock.seconds(t0, MonotonicClock.now())]
        }
        bench.report("S6d", "\(name): resize +1 pt", n: n, resize.stats(),
                     statistics: tree.root.layoutEngine.solverStatistics,
                     note: joinNotes(peakNote(), tableauNote(tree), bench.slowNote(resize)))
        let toggle = StackLayoutWorkloads.hideAndShow(tree.items[n / 2], in: tree.root, bench.policy)
        bench.report("S6d", "\(name): hide+show", n: n, toggle.stats(),
                     statistics: tree.root.layoutEngine.solverStatistics,
                     note: joinNotes(peakNote(), tableauNote(tree), bench.slowNote(toggle)))
        var verify = Verifier(bench.reporter, "S6d \(name) n=\(n)")
        tree.verify(&verify)
        verify.finish()
    }
}

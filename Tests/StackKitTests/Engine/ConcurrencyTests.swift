import XCTest
import Foundation
import StackKit

/// Separate trees share nothing: laying them out on several threads at once gives exactly
/// the single-threaded results.
final class ConcurrencyTests: XCTestCase {
    /// What one run of the workload observed.
    struct Outcome: Equatable, Sendable {
        var frames: [CGRect] = []
        var fitting: [CGSize] = []
        var diagnostics: [String] = []
        var ambiguous: [Bool] = []
    }

    /// Builds a tree of `rows` rows (label + value + badge), lays it out at several widths,
    /// switches constraints, hides content, asks for fitting sizes and provokes a conflict.
    static func workload(variant: Int, rows: Int = 8) -> Outcome {
        var outcome = Outcome()
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 800))
        root.identifier = "root-\(variant)"
        var reports: [String] = []
        root.layoutEngine.diagnosticHandler = { reports.append($0.brokenConstraint?.identifier ?? "refused") }
        var views: [View] = []
        var collapsible: [(on: LayoutConstraint, off: LayoutConstraint)] = []
        var previous: View?
        var cells: [View] = []
        for r in 0..<rows {
            let cell = View()
            cell.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(cell)
            cells.append(cell)
            let title = Label(String(repeating: "t", count: 3 + (r + variant) % 5))
            let value = Label(String(repeating: "v", count: 2 + (r * 3 + variant) % 7))
            let badge = View()
            badge.intrinsicContentSize = CGSize(width: 12 + CGFloat(variant % 3) * 4, height: 12)
            for v in [title, value, badge] as [View] {
                v.translatesAutoresizingMaskIntoConstraints = false
                cell.addSubview(v)
            }
            value.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
            title.setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal)
            let open = badge.heightAnchor.constraint(equalToConstant: 24)
            let closed = badge.heightAnchor.constraint(equalToConstant: 12)
            closed.priority = .defaultLow
            collapsible.append((open, closed))
            try! LayoutConstraint.activate([
                cell.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                cell.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                cell.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: 4),
                title.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
                value.leadingAnchor.constraint(equalToSystemSpacingAfter: title.trailingAnchor, multiplier: 1),
                badge.leadingAnchor.constraint(equalTo: value.trailingAnchor, constant: 4),
                cell.trailingAnchor.constraint(equalTo: badge.trailingAnchor),
                title.topAnchor.constraint(equalTo: cell.topAnchor),
                value.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
                badge.centerYAnchor.constraint(equalTo: title.centerYAnchor),
                cell.bottomAnchor.constraint(greaterThanOrEqualTo: title.bottomAnchor),
                cell.bottomAnchor.constraint(greaterThanOrEqualTo: badge.bottomAnchor),
                open, closed,
            ])
            let cellHeight = cell.heightAnchor.constraint(equalToConstant: 0)
            cellHeight.priority = .fittingSizeLevel
            cellHeight.isActive = true
            views += [cell, title, value, badge]
            previous = cell
        }
        // A deliberate conflict, reported once per tree.
        cells[0].widthAnchor.constraint(lessThanOrEqualToConstant: 10_000).isActive = true
        let conflict = cells[0].heightAnchor.constraint(equalToConstant: 1)
        conflict.identifier = "conflict-\(variant)"
        let height = cells[0].heightAnchor.constraint(equalToConstant: 60)
        try! LayoutConstraint.activate([height, conflict])

        func record() {
            root.layoutIfNeeded()
            outcome.frames += views.map(\.frame)
        }
        for width in [320, 375, 414, 300 + CGFloat(variant * 7 % 50)] {
            root.frame = CGRect(x: 0, y: 0, width: width, height: 800)
            record()
        }
        for (i, pair) in collapsible.enumerated() where (i + variant) % 2 == 0 {
            pair.off.priority = .required
            pair.on.priority = .defaultLow
        }
        record()
        for (i, pair) in collapsible.enumerated() where (i + variant) % 3 == 0 {
            pair.on.isActive = false
        }
        record()
        outcome.fitting.append(cells[1].systemLayoutSizeFitting(CGSize(width: 300, height: 0),
                                                                 withHorizontalFittingPriority: .required,
                                                                 verticalFittingPriority: .fittingSizeLevel))
        outcome.fitting.append(cells[2].systemLayoutSizeFitting(View.layoutFittingCompressedSize))
        outcome.ambiguous = views.prefix(8).map(\.hasAmbiguousLayout)
        outcome.diagnostics = reports + root.layoutEngine.diagnostics.map { $0.brokenConstraint?.identifier ?? "refused" }
        return outcome
    }

    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [Int: [Outcome]] = [:]
        func append(_ outcome: Outcome, for variant: Int) {
            lock.lock()
            storage[variant, default: []].append(outcome)
            lock.unlock()
        }
        var all: [Int: [Outcome]] {
            lock.lock()
            defer { lock.unlock() }
            return storage
        }
    }

    static let variants = 4

    private func singleThreaded() -> [Outcome] {
        (0..<Self.variants).map { Self.workload(variant: $0) }
    }

    func testTheWorkloadIsDeterministicOnOneThread() {
        XCTAssertEqual(singleThreaded(), singleThreaded())
    }

    func testTheWorkloadReportsItsConflictOnce() {
        let outcome = Self.workload(variant: 1)
        XCTAssertEqual(outcome.diagnostics, ["conflict-1", "conflict-1"])  // handler + stored list
    }

    func testConcurrentPerformMatchesSingleThreaded() {
        let expected = singleThreaded()
        let results = Results()
        let repetitions = 6
        DispatchQueue.concurrentPerform(iterations: Self.variants * 2) { i in
            let variant = i % Self.variants
            for _ in 0..<repetitions { results.append(Self.workload(variant: variant), for: variant) }
        }
        let all = results.all
        for variant in 0..<Self.variants {
            let outcomes = all[variant] ?? []
            XCTAssertEqual(outcomes.count, 2 * repetitions)
            for (n, outcome) in outcomes.enumerated() {
                XCTAssertEqual(outcome, expected[variant], "variant \(variant), run \(n)")
            }
        }
    }

    func testThreadsMatchSingleThreaded() {
        let expected = singleThreaded()
        let results = Results()
        let group = DispatchGroup()
        let threads = 4, repetitions = 5
        for t in 0..<threads {
            group.enter()
            let thread = Thread {
                for r in 0..<repetitions {
                    let variant = (t + r) % Self.variants
                    results.append(Self.workload(variant: variant), for: variant)
                }
                group.leave()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        XCTAssertEqual(group.wait(timeout: .now() + 120), .success)
        var count = 0
        for (variant, outcomes) in results.all {
            for outcome in outcomes {
                count += 1
                XCTAssertEqual(outcome, expected[variant], "variant \(variant)")
            }
        }
        XCTAssertEqual(count, threads * repetitions)
    }

    func testOneTreePerThreadKeepsItsOwnDiagnostics() {
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            var handled = 0
            root.layoutEngine.diagnosticHandler = { _ in handled += 1 }
            let box = View()
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            var constraints = [box.widthAnchor.constraint(equalToConstant: 10)]
            for k in 0..<i { constraints.append(box.widthAnchor.constraint(equalToConstant: CGFloat(20 + k))) }
            try! LayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            var outcome = Outcome()
            outcome.diagnostics = Array(repeating: "d", count: handled)
            outcome.frames = [CGRect(x: 0, y: 0, width: CGFloat(root.layoutEngine.diagnostics.count), height: box.frame.width)]
            results.append(outcome, for: i)
        }
        for (i, outcomes) in results.all {
            XCTAssertEqual(outcomes.first?.diagnostics.count, i)
            XCTAssertEqual(outcomes.first?.frames, [CGRect(x: 0, y: 0, width: CGFloat(i), height: 10)])
        }
    }
}

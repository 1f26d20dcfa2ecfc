// S7 (issue #15): a feed of 100 post cells with wrapping bodies, laid out at 375 points:
// each cell's body wraps at the width its stack gives it (height-for-width, a second round).

import Foundation
import StackKit

enum TextWorkload {
    /// A vertical stack of 100 cells (a bold name and a body of 5 to 59 words in the
    /// system font at 17, 0 lines), pinned to the top and sides of a root 375 wide.
    static func feedRoot() -> (root: View, bodies: [Label]) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 100_000))
        root.layoutEngine.diagnosticHandler = { _ in }
        var bodies: [Label] = []
        let cells = (0..<100).map { i -> View in
            let name = Label("Author \(i)")
            name.font = .boldSystemFont(ofSize: 17)
            let body = Label(Array(repeating: "lorem ipsum dolor", count: 1 + (i * 7) % 20).joined(separator: " "))
            body.font = .systemFont(ofSize: 17)
            body.numberOfLines = 0
            bodies.append(body)
            let cell = StackView(arrangedSubviews: [name, body])
            cell.axis = .vertical
            cell.spacing = 8
            return cell
        }
        let feed = StackView(arrangedSubviews: cells)
        feed.axis = .vertical
        feed.spacing = 16
        feed.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(feed)
        try? LayoutConstraint.activate([feed.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                                        feed.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                                        feed.topAnchor.constraint(equalTo: root.topAnchor)])
        return (root, bodies)
    }

    static func feed(_ bench: Bench) {
        var lastBodies: [Label] = []
        let series = repeatRuns(bench.policy) {
            let t0 = MonotonicClock.now()
            let (root, bodies) = feedRoot()
            root.layoutIfNeeded()
            lastBodies = bodies
            return [MonotonicClock.seconds(t0, MonotonicClock.now())]
        }
        let stats = series.stats()
        let perSecond = stats.median > 0 ? Int((100 / stats.median).rounded()) : 0
        bench.report("S7", "first layout at 375", n: 100, stats, note: "\(perSecond) cells/s, bodies wrapped")
        var verify = Verifier(bench.reporter, "S7")
        verify.that(lastBodies.allSatisfy { $0.frame.width == 343 && $0.frame.height >= 20 }, "every body wraps at 343")
        verify.finish()
    }
}

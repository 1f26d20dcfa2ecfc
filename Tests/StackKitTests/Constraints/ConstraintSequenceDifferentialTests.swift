import XCTest
@testable import StackKit

/// Random activate / deactivate / constant / priority changes between layout passes end in
/// the same frames as the final set of constraints applied to a fresh tree. Seeded; a
/// failure names its seed and the operations.
final class ConstraintSequenceDifferentialTests: XCTestCase {
    /// A constraint as data, so the same final set can be built again on a fresh tree.
    struct Spec {
        var first: Int                  // view index
        var firstAttribute: LayoutConstraint.Attribute
        var second: Int?                // view index, or -1 for the root, nil for none
        var secondAttribute: LayoutConstraint.Attribute
        var constant: CGFloat
        var priority: Float
        var active: Bool
    }

    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: Range<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
    }

    static let viewCount = 4
    static let positions: [[LayoutConstraint.Attribute]] = [[.leading, .trailing, .centerX], [.top, .bottom, .centerY]]

    /// A tree of four views under a 400 × 400 root. Each view's four variables are pulled
    /// to fixed values at the weakest priority with distinct weights, so that the optimum
    /// is always unique.
    func makeTree() -> (View, [View]) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        root.layoutEngine.diagnosticHandler = { d in XCTFail("\(d)") }
        let views = (0..<Self.viewCount).map { i -> View in
            let v = View()
            v.identifier = "v\(i)"
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            return v
        }
        for (i, v) in views.enumerated() {
            let pulls: [(LayoutConstraint.Attribute, CGFloat)] = [(.leading, CGFloat(10 * i)), (.top, CGFloat(20 * i)),
                                                                  (.width, 30), (.height, 40)]
            for (k, (attribute, value)) in pulls.enumerated() {
                let c = attribute.isDimension
                    ? LayoutConstraint(unchecked: v, attribute, .equal, nil, .notAnAttribute, 1, value, priority: 1)
                    : LayoutConstraint(unchecked: v, attribute, .equal, root, attribute, 1, value, priority: 1)
                // Powers of two: no two subsets of pulls weigh the same, so no direction ties.
                c.weight = 1 + Double(1 << (4 * i + k)) / 65536
                c.isActive = true
            }
        }
        return (root, views)
    }

    func make(_ spec: Spec, root: View, views: [View]) -> LayoutConstraint {
        let second: View? = spec.second.map { $0 < 0 ? root : views[$0] }
        return LayoutConstraint(unchecked: views[spec.first], spec.firstAttribute, .equal, second,
                                second == nil ? .notAnAttribute : spec.secondAttribute, 1, spec.constant,
                                priority: LayoutPriority(spec.priority))
    }

    func randomSpec(_ g: inout Generator, priority: Float) -> Spec {
        let axis = g.int(0..<2)
        let first = g.int(0..<Self.viewCount)
        if g.int(0..<3) == 0 {
            let dimension: LayoutConstraint.Attribute = axis == 0 ? .width : .height
            return Spec(first: first, firstAttribute: dimension, second: nil, secondAttribute: .notAnAttribute,
                        constant: CGFloat(g.int(0..<120)), priority: priority, active: true)
        }
        let attributes = Self.positions[axis]
        var second = g.int(-1..<Self.viewCount)
        if second == first { second = -1 }
        return Spec(first: first, firstAttribute: attributes[g.int(0..<3)], second: second,
                    secondAttribute: attributes[g.int(0..<3)], constant: CGFloat(g.int(-50..<150)),
                    priority: priority, active: true)
    }

    func run(seed: UInt64) {
        var g = Generator(state: seed)
        // Distinct optional priorities: every random constraint is its own level.
        var freePriorities = (0..<40).map { Float(100 + 17 * $0) }
        var specs: [Spec] = []
        let (root, views) = makeTree()
        var live: [LayoutConstraint] = []
        var log: [String] = []
        for _ in 0..<8 {
            let spec = randomSpec(&g, priority: freePriorities.removeFirst())
            specs.append(spec)
            let c = make(spec, root: root, views: views)
            c.isActive = true
            live.append(c)
        }
        root.layoutIfNeeded()
        for step in 0..<60 {
            let k = g.int(0..<specs.count)
            switch g.int(0..<5) {
            case 0:
                specs[k].active.toggle()
                live[k].isActive = specs[k].active
                log.append("\(step): \(specs[k].active ? "activate" : "deactivate") \(k)")
            case 1:
                specs[k].constant = CGFloat(g.int(-50..<150))
                live[k].constant = specs[k].constant
                log.append("\(step): constant \(k) = \(specs[k].constant)")
            case 2:
                let p = freePriorities.removeFirst()
                freePriorities.append(specs[k].priority)
                specs[k].priority = p
                live[k].priority = LayoutPriority(p)
                log.append("\(step): priority \(k) = \(p)")
            case 3:
                let spec = randomSpec(&g, priority: freePriorities.removeFirst())
                specs.append(spec)
                let c = make(spec, root: root, views: views)
                c.isActive = true
                live.append(c)
                log.append("\(step): add \(specs.count - 1)")
            default:
                root.layoutIfNeeded()
                log.append("\(step): layout")
            }
        }
        root.layoutIfNeeded()

        let (freshRoot, freshViews) = makeTree()
        for spec in specs where spec.active { make(spec, root: freshRoot, views: freshViews).isActive = true }
        freshRoot.layoutIfNeeded()
        for (a, b) in zip(views, freshViews) {
            let deviation = [a.frame.minX - b.frame.minX, a.frame.minY - b.frame.minY,
                             a.frame.width - b.frame.width, a.frame.height - b.frame.height].map(abs).max()!
            if deviation > 1e-6 {
                XCTFail("seed \(seed): \(a.identifier!) \(a.frame) != fresh \(b.frame)\n" + log.joined(separator: "\n"))
                return
            }
        }
    }

    func testRandomConstraintSequencesEndAsAFreshTree() {
        for seed in UInt64(1)...UInt64(400) { run(seed: seed) }
    }
}

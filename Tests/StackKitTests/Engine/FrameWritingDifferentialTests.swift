import XCTest
import StackKit

/// After the first pass, a pass writes into each moved item's frame only the values the
/// solver reports as changed, trusting the other fields to hold their variables' values.
/// These runs check that trust: after every random change, every frame and guide frame
/// is exactly (field by field, not as standardised rectangles) what a first layout of the
/// same constraints writes.
final class FrameWritingDifferentialTests: XCTestCase {
    /// A small tree: a and c in the root, b in a (with alignment insets, so written whole),
    /// d in c but tied to b, a guide in a. Each item is placed by four constraints whose
    /// constants the runs change.
    private struct Tree {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let views: [View]
        let guide = LayoutGuide()
        let constraints: [LayoutConstraint]

        init(constants: [CGFloat]) throws {
            root.layoutEngine.diagnosticHandler = { _ in }
            let a = View(), b = View(), c = View(), d = View()
            for view in [a, b, c, d] { view.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(a)
            a.addSubview(b)
            root.addSubview(c)
            c.addSubview(d)
            a.addLayoutGuide(guide)
            b.alignmentRectInsets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            views = [a, b, c, d]
            func place(_ item: LayoutItem, leading: LayoutXAxisAnchor, top: LayoutYAxisAnchor, _ k: Int) -> [LayoutConstraint] {
                [item.leadingAnchor.constraint(equalTo: leading, constant: constants[k]),
                 item.topAnchor.constraint(equalTo: top, constant: constants[k + 1]),
                 item.widthAnchor.constraint(equalToConstant: constants[k + 2]),
                 item.heightAnchor.constraint(equalToConstant: constants[k + 3])]
            }
            constraints = place(a, leading: root.leadingAnchor, top: root.topAnchor, 0)
                + place(b, leading: a.leadingAnchor, top: a.topAnchor, 4)
                + place(c, leading: root.leadingAnchor, top: root.topAnchor, 8)
                + place(d, leading: b.trailingAnchor, top: b.bottomAnchor, 12)
                + place(guide, leading: a.leadingAnchor, top: a.topAnchor, 16)
            try LayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
        }

        /// Every frame, field by field.
        var frames: [[CGFloat]] {
            (views.map(\.frame) + [guide.layoutFrame]).map { [$0.origin.x, $0.origin.y, $0.size.width, $0.size.height] }
        }
    }

    func testRandomChangesWriteTheFramesAFirstLayoutWrites() throws {
        var rng = SVRandom(seed: 0xF4A3E)
        // Offsets of 10 or so, sizes of 30 to 70.
        var constants: [CGFloat] = []
        for k in 0..<20 { constants.append(CGFloat(k % 4 < 2 ? 10 + k : 30 + 2 * k)) }
        let tree = try Tree(constants: constants)
        for step in 0..<300 {
            switch rng.next() % 4 {
            case 0:
                // A frame set by hand, replaced by the solution at the next pass.
                let view = tree.views[Int(rng.next() % 4)]
                view.frame = CGRect(x: CGFloat(rng.next() % 50), y: 3, width: 7, height: CGFloat(rng.next() % 9))
            default:
                // A new constant, sometimes giving a negative size.
                let k = Int(rng.next() % 20)
                constants[k] = CGFloat(Int(rng.next() % 140) - 20)
                tree.constraints[k].constant = constants[k]
            }
            tree.root.layoutIfNeeded()
            let fresh = try Tree(constants: constants)
            XCTAssertEqual(tree.frames, fresh.frames, "step \(step)")
            if tree.frames != fresh.frames { return }
        }
    }
}

import XCTest
import StackKit

/// Gone edges and the distribute helpers in a right-to-left tree: a view's leading edge
/// is its right one. Root 320 wide; a 40, b 30, c 20 wide, 10 tall.
final class RightToLeftVisibilityTests: XCTestCase {
    private func row(physical: Bool = false) throws -> (root: View, views: [View]) {
        let root = quietRoot(CGRect(x: 0, y: 0, width: 320, height: 100))
        root.traitOverrides.layoutDirection = .rightToLeft
        let views = ["a", "b", "c"].map { autoLayoutChild(of: root, $0) }
        var constraints: [LayoutConstraint] = []
        for (view, width) in zip(views, [40.0, 30, 20]) {
            constraints += [view.widthAnchor.constraint(equalToConstant: width), view.heightAnchor.constraint(equalToConstant: 10),
                            view.topAnchor.constraint(equalTo: root.topAnchor)]
        }
        constraints.append(views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10))
        for (p, f) in zip(views, views.dropFirst()) {
            constraints.append(physical ? f.rightAnchor.constraint(equalTo: p.leftAnchor, constant: -8)
                                        : f.leadingAnchor.constraint(equalTo: p.trailingAnchor, constant: 8))
        }
        try LayoutConstraint.activate(constraints)
        return (root, views)
    }

    func testARowRunsRightToLeft() throws {
        // a: 320 − 10 − 40 = 270; b: right at 270 − 8, x = 232; c: right at 224, x = 204.
        let r = try row()
        r.root.layoutIfNeeded()
        XCTAssertEqual(r.views.map(\.frame.minX), [270, 232, 204])
    }

    func testGoneOnTheLeadingEdgeClosesTheGapOnTheRight() throws {
        // b 0 wide with its leading (right) gap at 0: b.right = 270; c.right = 270 − 8 = 262, x = 242.
        let r = try row()
        r.views[1].visibility = .gone(.leading)
        r.root.layoutIfNeeded()
        XCTAssertEqual(r.views.map(\.frame.minX), [270, 270, 242])
        XCTAssertEqual(r.views[1].frame.width, 0)
    }

    func testGoneOnTheLeadingEdgeAlsoClosesAGapWrittenWithRight() throws {
        // The same row with `f.right == p.left − 8`: b's right edge is its leading one.
        let r = try row(physical: true)
        r.views[1].visibility = .gone(.leading)
        r.root.layoutIfNeeded()
        XCTAssertEqual(r.views.map(\.frame.minX), [270, 270, 242])
    }

    func testDistributeLinesViewsUpFromTheRight() throws {
        // 316 wide: (316 − 16 − 16 − 2 × 10) / 3 = 88 each; a at 316 − 16 − 88 = 212, b 114, c 16.
        let root = quietRoot(CGRect(x: 0, y: 0, width: 316, height: 100))
        root.traitOverrides.layoutDirection = .rightToLeft
        let views = ["a", "b", "c"].map { autoLayoutChild(of: root, $0) }
        try views.distribute(along: .horizontal, fixedSpacing: 10, leadSpacing: 16, tailSpacing: 16)
        for view in views {
            try LayoutConstraint.activate([view.topAnchor.constraint(equalTo: root.topAnchor),
                                           view.heightAnchor.constraint(equalToConstant: 10)])
        }
        root.layoutIfNeeded()
        XCTAssertEqual(views.map(\.frame.minX), [212, 114, 16])
        XCTAssertEqual(views.map(\.frame.width), [88, 88, 88])
    }
}

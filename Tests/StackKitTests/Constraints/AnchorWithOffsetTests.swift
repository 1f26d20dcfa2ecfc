import XCTest
import StackKit

// anchorWithOffset(to:): the distance between two anchors as a dimension, as UIKit's.

final class AnchorWithOffsetTests: XCTestCase {
    /// Three 40 × 10 boxes at the top of a 320 × 100 root.
    private func threeBoxes() -> (View, View, View, View) {
        let root = svStrictRoot(CGSize(width: 320, height: 100))
        let boxes = ["a", "b", "c"].map { autoLayoutChild(of: root, $0) }
        try! LayoutConstraint.activate(boxes.flatMap { box in
            [box.topAnchor.constraint(equalTo: root.topAnchor), box.widthAnchor.constraint(equalToConstant: 40),
             box.heightAnchor.constraint(equalToConstant: 10)]
        })
        return (root, boxes[0], boxes[1], boxes[2])
    }

    func testADistanceCanBeFixed() throws {
        let (root, a, b, _) = threeBoxes()
        try LayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                       a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: 25)])
        root.layoutIfNeeded()
        // b starts 25 after a's trailing edge: 10 + 40 + 25 = 75.
        XCTAssertEqual(b.frame.minX, 75)
    }

    func testTwoDistancesCanBeEqual() throws {
        let (root, a, b, c) = threeBoxes()
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            c.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
                .constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)),
        ])
        root.layoutIfNeeded()
        // 320 − 10 − 10 = 300 for 3 × 40 = 120 of boxes and two equal gaps of 180 / 2 = 90:
        // a at 10, b at 10 + 40 + 90 = 140, c at 140 + 40 + 90 = 270.
        XCTAssertEqual([a, b, c].map(\.frame.minX), [10, 140, 270])
    }

    func testAVerticalDistanceCanBeAMultipleOfALength() throws {
        let root = svStrictRoot(CGSize(width: 100, height: 300))
        let top = autoLayoutChild(of: root, "top"), bottom = autoLayoutChild(of: root, "bottom")
        try LayoutConstraint.activate(frameConstraints(top, in: root, CGRect(x: 0, y: 0, width: 10, height: 20))
            + [bottom.leadingAnchor.constraint(equalTo: root.leadingAnchor),
               bottom.widthAnchor.constraint(equalToConstant: 10), bottom.heightAnchor.constraint(equalToConstant: 10),
               top.bottomAnchor.anchorWithOffset(to: bottom.topAnchor).constraint(equalTo: top.heightAnchor, multiplier: 2)])
        root.layoutIfNeeded()
        // The gap below top is 2 × 20 = 40: bottom starts at 20 + 40 = 60.
        XCTAssertEqual(bottom.frame.minY, 60)
    }

    func testADistanceConstraintDescribesBothAnchors() {
        let (_, a, b, _) = threeBoxes()
        let c = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: 25)
        XCTAssertEqual(c.description, "<LayoutConstraint (b.leading - a.trailing) == 25>")
    }

    func testRemovingTheOriginsViewDeactivatesTheConstraint() throws {
        let (root, a, b, _) = threeBoxes()
        let gap = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: 25)
        try LayoutConstraint.activate([gap])
        a.removeFromSuperview()
        XCTAssertFalse(gap.isActive)
        withExtendedLifetime(root) {}
    }
}

import XCTest
import StackKit

// exerciseAmbiguityInLayout(): an ambiguous view moves to another valid solution,
// deterministically; a determined one stays.

final class ExerciseAmbiguityTests: XCTestCase {
    /// A 100 × 50 box 20 below the root's top, with `extra` constraints on x.
    private func box(_ extra: (View, View) -> [LayoutConstraint]) -> (View, View) {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try! LayoutConstraint.activate([box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                                        box.widthAnchor.constraint(equalToConstant: 100),
                                        box.heightAnchor.constraint(equalToConstant: 50)] + extra(root, box))
        root.layoutIfNeeded()
        return (root, box)
    }

    /// x >= 0 only: any x from 0 up is as good.
    private func boxFreeToTheRight() -> (View, View) {
        box { root, box in [box.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor)] }
    }

    func testAPositionWithoutUpperBoundMovesBy100() {
        let (root, box) = boxFreeToTheRight()
        XCTAssertEqual(box.frame, CGRect(x: 0, y: 20, width: 100, height: 50))
        box.exerciseAmbiguityInLayout()
        // Nothing stops x above 0: the pull moves it the whole 100 points.
        XCTAssertEqual(box.frame, CGRect(x: 100, y: 20, width: 100, height: 50))
        withExtendedLifetime(root) {}
    }

    /// 0 <= x <= 30.
    private func boxBetween0And30() -> (View, View) {
        box { root, box in
            [box.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor),
             box.leadingAnchor.constraint(lessThanOrEqualTo: root.leadingAnchor, constant: 30)]
        }
    }

    func testASecondExerciseMovesBack() {
        let (root, box) = boxFreeToTheRight()
        box.exerciseAmbiguityInLayout()
        box.exerciseAmbiguityInLayout()
        // 0 + 100 − 100
        XCTAssertEqual(box.frame.minX, 0)
        withExtendedLifetime(root) {}
    }

    func testAPositionBetweenBoundsMovesToTheOtherBound() {
        let (root, box) = boxBetween0And30()
        // x may be anything in [0, 30]; the solver starts at the upper bound.
        XCTAssertEqual(box.frame.minX, 30)
        box.exerciseAmbiguityInLayout()
        // Pulled right it cannot move, so it is pulled left, 100 points, and stops at 0.
        XCTAssertEqual(box.frame.minX, 0)
        withExtendedLifetime(root) {}
    }

    func testAViewMovedToTheEndOfItsRangeStaysAmbiguous() {
        let (root, box) = boxBetween0And30()
        box.exerciseAmbiguityInLayout()
        XCTAssertTrue(box.hasAmbiguousLayout)
        withExtendedLifetime(root) {}
    }

    func testADeterminedViewDoesNotMove() {
        let (root, box) = box { root, box in [box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 7)] }
        box.exerciseAmbiguityInLayout()
        XCTAssertEqual(box.frame, CGRect(x: 7, y: 20, width: 100, height: 50))
        withExtendedLifetime(root) {}
    }
}

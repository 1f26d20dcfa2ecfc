import XCTest
import StackKit

/// The Masonry-style `distribute` helpers on `[View]` (scenario 4 of Docs/Scenarios.md;
/// Docs/Visibility.md, "Distributing views").
/// Expected frames computed by hand; fractional ones compared with accuracy 1e-9.
final class DistributeTests: XCTestCase {
    private func strictRoot(_ size: CGSize) -> View {
        let root = View(frame: CGRect(origin: .zero, size: size))
        root.identifier = "root"
        root.layoutEngine.diagnosticHandler = { d in XCTFail("\(d)") }
        return root
    }

    /// `n` views in a 320×100 root, each `top == root.top`, `height == 10` (the helper sets
    /// the horizontal axis).
    private func horizontalViews(_ n: Int) -> (View, [View]) {
        let root = strictRoot(CGSize(width: 320, height: 100))
        let views = (0..<n).map { i -> View in
            let v = View()
            v.identifier = "v\(i)"
            root.addSubview(v)
            v.translatesAutoresizingMaskIntoConstraints = false
            v.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
            v.heightAnchor.constraint(equalToConstant: 10).isActive = true
            return v
        }
        return (root, views)
    }

    /// `n` views in a 100×480 root, each `leading == root.leading`, `width == 10`.
    private func verticalViews(_ n: Int) -> (View, [View]) {
        let root = strictRoot(CGSize(width: 100, height: 480))
        let views = (0..<n).map { i -> View in
            let v = View()
            v.identifier = "v\(i)"
            root.addSubview(v)
            v.translatesAutoresizingMaskIntoConstraints = false
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
            v.widthAnchor.constraint(equalToConstant: 10).isActive = true
            return v
        }
        return (root, views)
    }

    private func assertEqual(_ actual: [CGFloat], _ expected: [CGFloat], _ what: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.count, expected.count, what, file: file, line: line)
        for (i, (a, e)) in zip(actual, expected).enumerated() {
            XCTAssertEqual(a, e, accuracy: 1e-9, "\(what)[\(i)]: \(actual) vs \(expected)", file: file, line: line)
        }
    }

    // MARK: Fixed spacing (equal lengths), horizontal: 320 wide, lead 20, tail 20, spacing 10

    func testFixedSpacingHorizontal2Views() throws {
        let (root, views) = horizontalViews(2)
        let made = try views.distribute(along: .horizontal, fixedSpacing: 10, leadSpacing: 20, tailSpacing: 20)
        root.layoutIfNeeded()
        // 320 − 40 − 10 = 270, 135 each.
        XCTAssertEqual(views.map(\.frame), [CGRect(x: 20, y: 0, width: 135, height: 10),
                                            CGRect(x: 165, y: 0, width: 135, height: 10)])
        XCTAssertTrue(made.allSatisfy(\.isActive))
        XCTAssertFalse(made.isEmpty)
    }

    func testFixedSpacingHorizontal3Views() throws {
        let (root, views) = horizontalViews(3)
        try views.distribute(along: .horizontal, fixedSpacing: 10, leadSpacing: 20, tailSpacing: 20)
        root.layoutIfNeeded()
        // 320 − 40 − 20 = 260, 260/3 each.
        let w: CGFloat = 260.0 / 3.0
        assertEqual(views.map(\.frame.minX), [20, 30 + w, 40 + 2 * w], "minX")
        assertEqual(views.map(\.frame.width), [w, w, w], "width")
        assertEqual([views[2].frame.maxX], [300], "last maxX")
    }

    func testFixedSpacingHorizontal5Views() throws {
        let (root, views) = horizontalViews(5)
        try views.distribute(along: .horizontal, fixedSpacing: 10, leadSpacing: 20, tailSpacing: 20)
        root.layoutIfNeeded()
        // 320 − 40 − 40 = 240, 48 each.
        XCTAssertEqual(views.map(\.frame.minX), [20, 78, 136, 194, 252])
        XCTAssertEqual(views.map(\.frame.width), [48, 48, 48, 48, 48])
        XCTAssertEqual(views.map(\.frame.height), [10, 10, 10, 10, 10])
    }

    // MARK: Fixed item length (equal gaps), horizontal: length 40, lead 20, tail 20

    func testFixedLengthHorizontal2Views() throws {
        let (root, views) = horizontalViews(2)
        try views.distribute(along: .horizontal, fixedItemLength: 40, leadSpacing: 20, tailSpacing: 20)
        root.layoutIfNeeded()
        XCTAssertEqual(views.map(\.frame), [CGRect(x: 20, y: 0, width: 40, height: 10),
                                            CGRect(x: 260, y: 0, width: 40, height: 10)])
    }

    func testFixedLengthHorizontal3Views() throws {
        let (root, views) = horizontalViews(3)
        try views.distribute(along: .horizontal, fixedItemLength: 40, leadSpacing: 20, tailSpacing: 20)
        root.layoutIfNeeded()
        // 280 − 120 = 160, two gaps of 80.
        XCTAssertEqual(views.map(\.frame.minX), [20, 140, 260])
        XCTAssertEqual(views.map(\.frame.width), [40, 40, 40])
    }

    func testFixedLengthHorizontal5Views() throws {
        let (root, views) = horizontalViews(5)
        try views.distribute(along: .horizontal, fixedItemLength: 40, leadSpacing: 20, tailSpacing: 20)
        root.layoutIfNeeded()
        // 280 − 200 = 80, four gaps of 20.
        XCTAssertEqual(views.map(\.frame.minX), [20, 80, 140, 200, 260])
        XCTAssertEqual(views.map(\.frame.width), [40, 40, 40, 40, 40])
    }

    // MARK: Fixed spacing, vertical: 480 tall, lead 10, tail 30, spacing 6

    func testFixedSpacingVertical2Views() throws {
        let (root, views) = verticalViews(2)
        try views.distribute(along: .vertical, fixedSpacing: 6, leadSpacing: 10, tailSpacing: 30)
        root.layoutIfNeeded()
        // 480 − 40 − 6 = 434, 217 each.
        XCTAssertEqual(views.map(\.frame), [CGRect(x: 0, y: 10, width: 10, height: 217),
                                            CGRect(x: 0, y: 233, width: 10, height: 217)])
    }

    func testFixedSpacingVertical3Views() throws {
        let (root, views) = verticalViews(3)
        try views.distribute(along: .vertical, fixedSpacing: 6, leadSpacing: 10, tailSpacing: 30)
        root.layoutIfNeeded()
        // 440 − 12 = 428, 428/3 each.
        let h: CGFloat = 428.0 / 3.0
        assertEqual(views.map(\.frame.minY), [10, 16 + h, 22 + 2 * h], "minY")
        assertEqual(views.map(\.frame.height), [h, h, h], "height")
        assertEqual([views[2].frame.maxY], [450], "last maxY")
    }

    func testFixedSpacingVertical5Views() throws {
        let (root, views) = verticalViews(5)
        try views.distribute(along: .vertical, fixedSpacing: 6, leadSpacing: 10, tailSpacing: 30)
        root.layoutIfNeeded()
        // 440 − 24 = 416, 83.2 each.
        assertEqual(views.map(\.frame.minY), [10, 99.2, 188.4, 277.6, 366.8], "minY")
        assertEqual(views.map(\.frame.height), [83.2, 83.2, 83.2, 83.2, 83.2], "height")
        XCTAssertEqual(views.map(\.frame.width), [10, 10, 10, 10, 10])
    }

    // MARK: Fixed item length, vertical: length 50, lead 10, tail 30

    func testFixedLengthVertical2Views() throws {
        let (root, views) = verticalViews(2)
        try views.distribute(along: .vertical, fixedItemLength: 50, leadSpacing: 10, tailSpacing: 30)
        root.layoutIfNeeded()
        XCTAssertEqual(views.map(\.frame), [CGRect(x: 0, y: 10, width: 10, height: 50),
                                            CGRect(x: 0, y: 400, width: 10, height: 50)])
    }

    func testFixedLengthVertical3Views() throws {
        let (root, views) = verticalViews(3)
        try views.distribute(along: .vertical, fixedItemLength: 50, leadSpacing: 10, tailSpacing: 30)
        root.layoutIfNeeded()
        // 440 − 150 = 290, two gaps of 145.
        XCTAssertEqual(views.map(\.frame.minY), [10, 205, 400])
        XCTAssertEqual(views.map(\.frame.height), [50, 50, 50])
    }

    func testFixedLengthVertical5Views() throws {
        let (root, views) = verticalViews(5)
        try views.distribute(along: .vertical, fixedItemLength: 50, leadSpacing: 10, tailSpacing: 30)
        root.layoutIfNeeded()
        // 440 − 250 = 190, four gaps of 47.5.
        assertEqual(views.map(\.frame.minY), [10, 107.5, 205, 302.5, 400], "minY")
        XCTAssertEqual(views.map(\.frame.height), [50, 50, 50, 50, 50])
    }

    func testFixedLengthFollowsTheSuperviewsSize() throws {
        let (root, views) = horizontalViews(3)
        try views.distribute(along: .horizontal, fixedItemLength: 40, leadSpacing: 20, tailSpacing: 20)
        root.layoutIfNeeded()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 100)
        root.layoutIfNeeded()
        // 360 − 120 = 240, gaps of 120.
        XCTAssertEqual(views.map(\.frame.minX), [20, 180, 340])
    }

    func testDistributeTurnsOffAutoresizingMaskTranslation() throws {
        let root = strictRoot(CGSize(width: 320, height: 100))
        let views = (0..<2).map { _ in View() }
        for v in views {
            root.addSubview(v)
            XCTAssertTrue(v.translatesAutoresizingMaskIntoConstraints)
        }
        try views.distribute(along: .horizontal, fixedSpacing: 0, leadSpacing: 0, tailSpacing: 0)
        XCTAssertEqual(views.map(\.translatesAutoresizingMaskIntoConstraints), [false, false])
    }

    // MARK: Remake semantics

    func testSecondCallReplacesTheFirst() throws {
        let (root, views) = horizontalViews(3)
        let first = try views.distribute(along: .horizontal, fixedSpacing: 10, leadSpacing: 20, tailSpacing: 20)
        root.layoutIfNeeded()
        let second = try views.distribute(along: .horizontal, fixedItemLength: 40, leadSpacing: 20, tailSpacing: 20)
        XCTAssertTrue(first.allSatisfy { !$0.isActive }, "constraints of the first call are inactive")
        XCTAssertTrue(second.allSatisfy(\.isActive))
        XCTAssertFalse(first.contains { c in second.contains { $0 === c } })
        root.layoutIfNeeded()
        XCTAssertEqual(views.map(\.frame.minX), [20, 140, 260])
        XCTAssertEqual(views.map(\.frame.width), [40, 40, 40])
    }

    func testRemakeDoesNotAccumulateConstraintsOrGuides() throws {
        let (root, views) = horizontalViews(3)
        try views.distribute(along: .horizontal, fixedItemLength: 40, leadSpacing: 20, tailSpacing: 20)
        let constraintCount = root.constraints.count
        let guideCount = root.layoutGuides.count
        XCTAssertEqual(guideCount, 2, "one guide per gap")
        for _ in 0..<3 {
            try views.distribute(along: .horizontal, fixedItemLength: 40, leadSpacing: 20, tailSpacing: 20)
        }
        XCTAssertEqual(root.constraints.count, constraintCount)
        XCTAssertEqual(root.layoutGuides.count, guideCount)
        try views.distribute(along: .horizontal, fixedSpacing: 10, leadSpacing: 20, tailSpacing: 20)
        XCTAssertEqual(root.layoutGuides.count, 0, "the gap guides of the fixed-length call are removed")
        root.layoutIfNeeded()
        let w: CGFloat = 260.0 / 3.0
        assertEqual(views.map(\.frame.width), [w, w, w], "width")
    }

    func testRemakeWithTheViewsInAnotherOrder() throws {
        let (root, views) = horizontalViews(3)
        let first = try views.distribute(along: .horizontal, fixedItemLength: 40, leadSpacing: 20, tailSpacing: 20)
        let second = try Array(views.reversed()).distribute(along: .horizontal, fixedItemLength: 40, leadSpacing: 20,
                                                            tailSpacing: 20)
        XCTAssertTrue(first.allSatisfy { !$0.isActive })
        XCTAssertTrue(second.allSatisfy(\.isActive))
        root.layoutIfNeeded()
        XCTAssertEqual(views.map(\.frame.minX), [260, 140, 20])
    }

    func testDistributingTheSameViewsAlongTheOtherAxisKeepsTheFirstAxis() throws {
        let root = strictRoot(CGSize(width: 320, height: 480))
        let views = (0..<2).map { _ in View() }
        for v in views { root.addSubview(v) }
        let horizontal = try views.distribute(along: .horizontal, fixedItemLength: 40, leadSpacing: 20, tailSpacing: 20)
        let vertical = try views.distribute(along: .vertical, fixedItemLength: 50, leadSpacing: 10, tailSpacing: 30)
        // Remake is per set of views and axis: the two axes coexist.
        XCTAssertTrue(horizontal.allSatisfy(\.isActive))
        XCTAssertTrue(vertical.allSatisfy(\.isActive))
    }

    func testGridRowsAndColumnsSharingViewsKeepEachOthersConstraints() throws {
        // A 2×2 grid: rows [a, b], [c, d] horizontally, columns [a, c], [b, d] vertically.
        // These are different sets of views, so no call replaces another.
        let root = strictRoot(CGSize(width: 320, height: 480))
        let v = (0..<4).map { i -> View in let x = View(); x.identifier = "v\(i)"; root.addSubview(x); return x }
        let row0 = try [v[0], v[1]].distribute(along: .horizontal, fixedItemLength: 40, leadSpacing: 20, tailSpacing: 20)
        let row1 = try [v[2], v[3]].distribute(along: .horizontal, fixedItemLength: 40, leadSpacing: 20, tailSpacing: 20)
        let col0 = try [v[0], v[2]].distribute(along: .vertical, fixedItemLength: 50, leadSpacing: 10, tailSpacing: 30)
        let col1 = try [v[1], v[3]].distribute(along: .vertical, fixedItemLength: 50, leadSpacing: 10, tailSpacing: 30)
        for (name, set) in [("row0", row0), ("row1", row1), ("col0", col0), ("col1", col1)] {
            XCTAssertTrue(set.allSatisfy(\.isActive), "\(name) was deactivated by a later call on other views")
        }
        root.layoutIfNeeded()
        XCTAssertEqual(v.map(\.frame), [CGRect(x: 20, y: 10, width: 40, height: 50), CGRect(x: 260, y: 10, width: 40, height: 50),
                                         CGRect(x: 20, y: 400, width: 40, height: 50), CGRect(x: 260, y: 400, width: 40, height: 50)])
    }

    // MARK: Errors: nothing changes

    private func snapshot(_ root: View, _ views: [View]) -> (Int, Int, [Bool]) {
        (root.constraints.count, root.layoutGuides.count, views.map(\.translatesAutoresizingMaskIntoConstraints))
    }

    func testOneViewThrowsAndChangesNothing() {
        let root = strictRoot(CGSize(width: 320, height: 100))
        let v = View()
        root.addSubview(v)
        let before = snapshot(root, [v])
        let e1 = thrownLayoutError { try [v].distribute(along: .horizontal, fixedSpacing: 10, leadSpacing: 0, tailSpacing: 0) }
        let e2 = thrownLayoutError { try [v].distribute(along: .vertical, fixedItemLength: 10, leadSpacing: 0, tailSpacing: 0) }
        for e in [e1, e2] {
            guard case .cannotDistribute = e else { return XCTFail("expected cannotDistribute, got \(String(describing: e))") }
        }
        let after = snapshot(root, [v])
        XCTAssertEqual(after.0, before.0)
        XCTAssertEqual(after.1, before.1)
        XCTAssertEqual(after.2, before.2)
    }

    func testNoViewsThrows() {
        let empty: [View] = []
        let e1 = thrownLayoutError { try empty.distribute(along: .horizontal, fixedSpacing: 10, leadSpacing: 0, tailSpacing: 0) }
        let e2 = thrownLayoutError { try empty.distribute(along: .horizontal, fixedItemLength: 10, leadSpacing: 0, tailSpacing: 0) }
        for e in [e1, e2] {
            guard case .cannotDistribute = e else { return XCTFail("expected cannotDistribute, got \(String(describing: e))") }
        }
    }

    func testDifferentSuperviewsThrowAndChangeNothing() {
        let root = strictRoot(CGSize(width: 320, height: 100))
        let box = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(box)
        let a = View(), b = View(), c = View()
        root.addSubview(a)
        root.addSubview(b)
        box.addSubview(c)
        let before = snapshot(root, [a, b, c])
        let boxConstraints = box.constraints.count
        let e1 = thrownLayoutError { try [a, b, c].distribute(along: .horizontal, fixedSpacing: 10, leadSpacing: 0, tailSpacing: 0) }
        let e2 = thrownLayoutError { try [a, b, c].distribute(along: .horizontal, fixedItemLength: 10, leadSpacing: 0, tailSpacing: 0) }
        for e in [e1, e2] {
            guard case .cannotDistribute = e else { return XCTFail("expected cannotDistribute, got \(String(describing: e))") }
        }
        let after = snapshot(root, [a, b, c])
        XCTAssertEqual(after.0, before.0)
        XCTAssertEqual(after.1, before.1)
        XCTAssertEqual(after.2, before.2)
        XCTAssertEqual(box.constraints.count, boxConstraints)
    }

    func testViewsWithoutSuperviewThrow() {
        let e = thrownLayoutError { try [View(), View()].distribute(along: .vertical, fixedSpacing: 1, leadSpacing: 0, tailSpacing: 0) }
        guard case .cannotDistribute = e else { return XCTFail("expected cannotDistribute, got \(String(describing: e))") }
    }

    func testNaNSpacingThrowsAndKeepsTheEarlierDistribution() throws {
        let (root, views) = horizontalViews(3)
        let earlier = try views.distribute(along: .horizontal, fixedItemLength: 40, leadSpacing: 20, tailSpacing: 20)
        root.layoutIfNeeded()
        let before = snapshot(root, views)
        let attempts: [() throws -> Void] = [
            { try views.distribute(along: .horizontal, fixedSpacing: .nan, leadSpacing: 0, tailSpacing: 0) },
            { try views.distribute(along: .horizontal, fixedSpacing: 10, leadSpacing: .nan, tailSpacing: 0) },
            { try views.distribute(along: .horizontal, fixedSpacing: 10, leadSpacing: 0, tailSpacing: .infinity) },
            { try views.distribute(along: .horizontal, fixedItemLength: .nan, leadSpacing: 0, tailSpacing: 0) },
            { try views.distribute(along: .vertical, fixedItemLength: 10, leadSpacing: 0, tailSpacing: .nan) },
        ]
        for (i, attempt) in attempts.enumerated() {
            let e = thrownLayoutError(attempt)
            XCTAssertNotNil(e, "attempt \(i)")
            XCTAssertTrue(e?.isInvalidNumber ?? false, "attempt \(i): \(String(describing: e))")
        }
        let after = snapshot(root, views)
        XCTAssertEqual(after.0, before.0)
        XCTAssertEqual(after.1, before.1)
        XCTAssertEqual(after.2, before.2)
        XCTAssertTrue(earlier.allSatisfy(\.isActive), "the earlier distribution is still in place")
        root.layoutIfNeeded()
        XCTAssertEqual(views.map(\.frame.minX), [20, 140, 260])
    }
}

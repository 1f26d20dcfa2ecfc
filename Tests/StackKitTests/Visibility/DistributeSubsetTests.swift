import XCTest
import StackKit

// The distribute helpers over a subset of views that changes from call to call (views
// appearing in any order): each call replaces what the earlier ones made along the same
// axis, with no conflict and no guide left behind.

final class DistributeSubsetTests: XCTestCase {
    /// `n` views in a 320 × 100 root that fails the test on any diagnostic, each
    /// `top == root.top` and 10 tall.
    private func horizontalViews(_ n: Int) -> (View, [View]) {
        let root = svStrictRoot(CGSize(width: 320, height: 100))
        let views = (0..<n).map { i in autoLayoutChild(of: root, "v\(i)") }
        try! LayoutConstraint.activate(views.flatMap { v in
            [v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 10)]
        })
        return (root, views)
    }

    func testDistributingALargerSubsetInAnotherOrderReplacesTheEarlierGroup() throws {
        let (root, v) = horizontalViews(4)
        try [v[1], v[3]].distribute(along: .horizontal, fixedItemLength: 40, leadSpacing: 20, tailSpacing: 20)
        root.layoutIfNeeded()
        try [v[3], v[1], v[2]].distribute(along: .horizontal, fixedItemLength: 40, leadSpacing: 20, tailSpacing: 20)
        root.layoutIfNeeded()
        // 3 × 40 in 320 − 20 − 20 = 280 leaves 160 for 2 equal gaps of 80:
        // v3 at 20, v1 at 20 + 40 + 80 = 140, v2 at 140 + 40 + 80 = 260.
        XCTAssertEqual([v[3], v[1], v[2]].map(\.frame.minX), [20, 140, 260])
        XCTAssertEqual(root.layoutGuides.count, 2, "one gap guide per gap of the last call")
        XCTAssertTrue(root.layoutEngine.diagnostics.isEmpty)
    }

    func testDistributingASmallerSubsetRemovesTheGuidesOfTheLargerOne() throws {
        let (root, v) = horizontalViews(4)
        try [v[0], v[1], v[2], v[3]].distribute(along: .horizontal, fixedItemLength: 40, leadSpacing: 20, tailSpacing: 20)
        root.layoutIfNeeded()
        try [v[2], v[0]].distribute(along: .horizontal, fixedSpacing: 10, leadSpacing: 20, tailSpacing: 20)
        root.layoutIfNeeded()
        // Two equal widths in 280 − 10 = 270: 135 each; v2 at 20, v0 at 20 + 135 + 10 = 165.
        XCTAssertEqual([v[2], v[0]].map(\.frame), [CGRect(x: 20, y: 0, width: 135, height: 10),
                                                   CGRect(x: 165, y: 0, width: 135, height: 10)])
        XCTAssertEqual(root.layoutGuides.count, 0, "the fixed-spacing helper makes no guide")
    }

    func testDistributingASubsetThatSharesAViewLeavesWhatAFreshDistributionLeaves() throws {
        let (root, v) = horizontalViews(4)
        try [v[0], v[1], v[2]].distribute(along: .horizontal, fixedItemLength: 40, leadSpacing: 20, tailSpacing: 20)
        try [v[2], v[3]].distribute(along: .horizontal, fixedItemLength: 40, leadSpacing: 20, tailSpacing: 20)
        root.layoutIfNeeded()
        let (freshRoot, fresh) = horizontalViews(4)
        try [fresh[2], fresh[3]].distribute(along: .horizontal, fixedItemLength: 40, leadSpacing: 20, tailSpacing: 20)
        // v2 at 20 and v3 at 320 − 20 − 40 = 260; one gap guide, and as many constraints as
        // a fresh distribution of the last pair.
        XCTAssertEqual([v[2], v[3]].map(\.frame.minX), [20, 260])
        XCTAssertEqual(root.layoutGuides.count, 1)
        XCTAssertEqual(root.constraints.count, freshRoot.constraints.count)
    }

    func testSeededRandomSubsetSequencesMatchAFreshDistributionOfTheLastSubset() throws {
        for seed: UInt64 in [1, 2, 3, 42, 2024] {
            var random = SVRandom(seed: seed)
            let (root, views) = horizontalViews(5)
            for step in 0..<40 {
                let order = views.indices.shuffled(using: &random)
                let subset = Array(order.prefix(Int.random(in: 2...5, using: &random)))
                let fixedLength = Bool.random(using: &random)
                try distribute(subset.map { views[$0] }, fixedLength: fixedLength)
                root.layoutIfNeeded()

                let (freshRoot, fresh) = horizontalViews(5)
                try distribute(subset.map { fresh[$0] }, fixedLength: fixedLength)
                freshRoot.layoutIfNeeded()
                let what = "seed \(seed), step \(step), subset \(subset), fixedLength \(fixedLength)"
                for index in subset {
                    XCTAssertEqual(views[index].frame.minX, fresh[index].frame.minX, accuracy: 1e-9, what)
                    XCTAssertEqual(views[index].frame.width, fresh[index].frame.width, accuracy: 1e-9, what)
                }
                // No growth. Groups along the axis never share a view (an overlapping call
                // replaced them; disjoint ones are kept, as a grid's rows), so the 5 views
                // make at most 5 − 1 = 4 gaps, and at most 2 × 5 own constraints plus, per
                // group of s views, 4s − 2 (fixed length: 2 ends, s lengths, 2 per gap,
                // s − 2 equal gaps) or 2s (fixed spacing): 10 + 4 × 5 − 2 = 28.
                XCTAssertLessThanOrEqual(root.layoutGuides.count, 4, what)
                XCTAssertLessThanOrEqual(root.constraints.count, 28, what)
            }
            XCTAssertTrue(root.layoutEngine.diagnostics.isEmpty, "seed \(seed)")
        }
    }

    private func distribute(_ views: [View], fixedLength: Bool) throws {
        if fixedLength {
            try views.distribute(along: .horizontal, fixedItemLength: 30, leadSpacing: 20, tailSpacing: 20)
        } else {
            try views.distribute(along: .horizontal, fixedSpacing: 10, leadSpacing: 20, tailSpacing: 20)
        }
    }
}

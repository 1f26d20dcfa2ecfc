import XCTest
import StackKit

final class BaselineTests: XCTestCase {
    private func label(_ text: String, in root: View, _ metrics: Label.Metrics = Label.Metrics()) -> Label {
        let l = Label(text, metrics: metrics)
        l.identifier = text
        l.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(l)
        return l
    }

    func testLabelBaselineOffsetsComeFromItsMetrics() {
        let l = Label("x", metrics: Label.Metrics(characterAdvance: 8, ascent: 13, descent: 4))
        XCTAssertEqual(l.firstBaselineOffsetFromTop, 13)
        XCTAssertEqual(l.lastBaselineOffsetFromBottom, 4)
    }

    func testPlainViewHasNoBaselines() {
        XCTAssertNil(View().firstBaselineOffsetFromTop)
        XCTAssertNil(View().lastBaselineOffsetFromBottom)
    }

    func testFirstBaselineIsAscentBelowTheTop() throws {
        let root = quietRoot()
        let l = label("Hello", in: root)
        try LayoutConstraint.activate([l.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       l.firstBaselineAnchor.constraint(equalTo: root.topAnchor, constant: 50)])
        root.layoutIfNeeded()
        XCTAssertEqual(l.frame, CGRect(x: 0, y: 37, width: 40, height: 17))
    }

    func testLastBaselineIsDescentAboveTheBottom() throws {
        let root = quietRoot()
        let l = label("Hello", in: root)
        try LayoutConstraint.activate([l.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       l.lastBaselineAnchor.constraint(equalTo: root.topAnchor, constant: 50)])
        root.layoutIfNeeded()
        XCTAssertEqual(l.frame, CGRect(x: 0, y: 37, width: 40, height: 17))
    }

    func testLastBaselineOfAStretchedLabelStaysAboveItsBottom() throws {
        let root = quietRoot()
        let l = label("Hello", in: root)
        try LayoutConstraint.activate([l.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       l.topAnchor.constraint(equalTo: root.topAnchor),
                                       l.heightAnchor.constraint(equalToConstant: 40)])
        let marker = autoLayoutChild(of: root, "marker")
        try LayoutConstraint.activate([marker.topAnchor.constraint(equalTo: l.lastBaselineAnchor),
                                       marker.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       marker.widthAnchor.constraint(equalToConstant: 1),
                                       marker.heightAnchor.constraint(equalToConstant: 1)])
        root.layoutIfNeeded()
        XCTAssertEqual(marker.frame, CGRect(x: 0, y: 36, width: 1, height: 1))
    }

    func testFirstBaselinesAlignLabelsWithDifferentAscents() throws {
        let root = quietRoot()
        let small = label("ab", in: root)
        let big = label("cd", in: root, Label.Metrics(characterAdvance: 10, ascent: 30, descent: 6))
        try LayoutConstraint.activate([
            small.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            small.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            big.leadingAnchor.constraint(equalTo: small.trailingAnchor, constant: 4),
            big.firstBaselineAnchor.constraint(equalTo: small.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(small.frame, CGRect(x: 0, y: 40, width: 16, height: 17))
        XCTAssertEqual(big.frame, CGRect(x: 20, y: 23, width: 20, height: 36))
    }

    func testLastBaselinesAlignLabelsWithDifferentDescents() throws {
        let root = quietRoot()
        let small = label("ab", in: root)
        let big = label("cd", in: root, Label.Metrics(characterAdvance: 10, ascent: 30, descent: 6))
        try LayoutConstraint.activate([
            small.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            small.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            big.leadingAnchor.constraint(equalTo: small.trailingAnchor),
            big.lastBaselineAnchor.constraint(equalTo: small.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        // small's last baseline: 40 + 17 - 4 = 53; big's bottom at 59, top at 23.
        XCTAssertEqual(big.frame, CGRect(x: 16, y: 23, width: 20, height: 36))
    }

    func testViewWithoutBaselineUsesItsTopAndBottom() throws {
        let root = quietRoot()
        let plain = autoLayoutChild(of: root, "plain")
        let l = label("Hi", in: root)
        let below = autoLayoutChild(of: root, "below")
        try LayoutConstraint.activate(frameConstraints(plain, in: root, CGRect(x: 0, y: 100, width: 50, height: 30)) + [
            l.leadingAnchor.constraint(equalTo: plain.trailingAnchor),
            l.firstBaselineAnchor.constraint(equalTo: plain.firstBaselineAnchor),
            below.topAnchor.constraint(equalTo: plain.lastBaselineAnchor),
            below.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 5), below.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(l.frame, CGRect(x: 50, y: 87, width: 16, height: 17))
        XCTAssertEqual(below.frame, CGRect(x: 0, y: 130, width: 5, height: 5))
    }

    func testSubclassBaselineOffsets() throws {
        let root = quietRoot()
        let v = BaselineView(first: 10, last: 3)
        root.addSubview(v)
        let l = label("Hi", in: root)
        try LayoutConstraint.activate(frameConstraints(v, in: root, CGRect(x: 0, y: 100, width: 50, height: 40)) + [
            l.leadingAnchor.constraint(equalTo: v.trailingAnchor),
            l.firstBaselineAnchor.constraint(equalTo: v.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(l.frame, CGRect(x: 50, y: 97, width: 16, height: 17))
    }

    func testChangingLabelMetricsMovesBaselineAlignedNeighbours() throws {
        let root = quietRoot()
        let anchor = label("ab", in: root)
        let follower = label("cd", in: root)
        try LayoutConstraint.activate([
            anchor.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            anchor.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            follower.leadingAnchor.constraint(equalTo: anchor.trailingAnchor),
            follower.firstBaselineAnchor.constraint(equalTo: anchor.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(follower.frame, CGRect(x: 16, y: 40, width: 16, height: 17))
        follower.metrics = Label.Metrics(characterAdvance: 8, ascent: 23, descent: 4)
        root.layoutIfNeeded()
        XCTAssertEqual(follower.frame, CGRect(x: 16, y: 30, width: 16, height: 27))
        anchor.metrics = Label.Metrics(characterAdvance: 8, ascent: 3, descent: 4)
        root.layoutIfNeeded()
        XCTAssertEqual(anchor.frame, CGRect(x: 0, y: 40, width: 16, height: 7))
        XCTAssertEqual(follower.frame, CGRect(x: 16, y: 20, width: 16, height: 27))
    }

    func testInvalidateBaselinesRereadsASubclassOffset() throws {
        let root = quietRoot()
        let v = BaselineView(first: 10, last: nil)
        root.addSubview(v)
        let l = label("Hi", in: root)
        try LayoutConstraint.activate(frameConstraints(v, in: root, CGRect(x: 0, y: 100, width: 50, height: 40)) + [
            l.leadingAnchor.constraint(equalTo: v.trailingAnchor),
            l.firstBaselineAnchor.constraint(equalTo: v.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        v.first = 30
        v.invalidateBaselines()
        root.layoutIfNeeded()
        XCTAssertEqual(l.frame, CGRect(x: 50, y: 117, width: 16, height: 17))
    }

    func testBaselineToMarginsGuide() throws {
        let root = quietRoot()
        let l = label("Hi", in: root)
        try LayoutConstraint.activate([
            l.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            l.firstBaselineAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(l.frame, CGRect(x: 8, y: 15, width: 16, height: 17))
    }

    func testBaselineAttributesThroughTheInitializer() throws {
        let root = quietRoot()
        let a = label("ab", in: root)
        let b = label("cd", in: root, Label.Metrics(characterAdvance: 8, ascent: 20, descent: 10))
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            try LayoutConstraint(item: b, attribute: .lastBaseline, relatedBy: .equal, toItem: a,
                                 attribute: .firstBaseline, multiplier: 1, constant: 0),
        ])
        root.layoutIfNeeded()
        // a's first baseline at 13; b's last baseline is 10 above its bottom: bottom 23, top -7.
        XCTAssertEqual(b.frame, CGRect(x: 16, y: -7, width: 16, height: 30))
    }
}

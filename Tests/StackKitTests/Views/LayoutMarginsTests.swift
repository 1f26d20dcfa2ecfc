import XCTest
import StackKit

final class LayoutMarginsTests: XCTestCase {
    func testDefaultMarginsAreEightOnEverySide() {
        XCTAssertEqual(View().layoutMargins, EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        XCTAssertEqual(EdgeInsets(all: 8), EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    func testMarginsGuideIsTheSameObjectEachTime() {
        let view = View()
        XCTAssertTrue(view.layoutMarginsGuide === view.layoutMarginsGuide)
        XCTAssertTrue(view.layoutMarginsGuide.owningView === view)
    }

    func testMarginsGuideLayoutFrameOfTheRoot() {
        let root = quietRoot()
        let guide = root.layoutMarginsGuide
        root.layoutIfNeeded()
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 8, y: 8, width: 304, height: 464))
    }

    func testMarginsGuideLayoutFrameIsRelativeToItsView() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate(frameConstraints(box, in: root, CGRect(x: 50, y: 60, width: 100, height: 80)))
        let guide = box.layoutMarginsGuide
        root.layoutIfNeeded()
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 8, y: 8, width: 84, height: 64))
    }

    func testCustomMarginsInsetTheGuide() {
        let root = quietRoot()
        let guide = root.layoutMarginsGuide
        root.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        root.layoutIfNeeded()
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 2, y: 1, width: 314, height: 476))
    }

    func testChildPinnedToTheMarginsGuide() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        let margins = root.layoutMarginsGuide
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            box.topAnchor.constraint(equalTo: margins.topAnchor),
            box.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 8, y: 8, width: 304, height: 464))
    }

    func testChangingMarginsAfterLayoutMovesPinnedViews() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        let margins = root.layoutMarginsGuide
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            box.topAnchor.constraint(equalTo: margins.topAnchor),
            box.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        root.layoutIfNeeded()
        root.layoutMargins = EdgeInsets(top: 20, left: 10, bottom: 30, right: 40)
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 10, y: 20, width: 270, height: 430))
        XCTAssertEqual(margins.layoutFrame, CGRect(x: 10, y: 20, width: 270, height: 430))
    }

    func testZeroMarginsMakeTheGuideTheBounds() {
        let root = quietRoot()
        root.layoutMargins = .zero
        let guide = root.layoutMarginsGuide
        root.layoutIfNeeded()
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    func testMarginsOfANestedViewFollowItsResize() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        try LayoutConstraint.activate([width, box.heightAnchor.constraint(equalToConstant: 50),
                                       box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                       box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)])
        let guide = box.layoutMarginsGuide
        root.layoutIfNeeded()
        width.constant = 200
        root.layoutIfNeeded()
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 8, y: 8, width: 184, height: 34))
    }

    func testNonFiniteMarginsAreRefused() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        root.layoutMargins = EdgeInsets(top: .nan, left: 3, bottom: 0, right: 0)
        XCTAssertEqual(root.layoutMargins, EdgeInsets(all: 8))
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 8, y: 8, width: 10, height: 10))
        XCTAssertEqual(root.layoutEngine.diagnostics.count, 1)
        XCTAssertEqual(root.layoutEngine.diagnostics.first?.error?.isInvalidNumber, true)
    }

    func testMarginAttributeWorksWithoutTouchingTheGuideFirst() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate([
            try LayoutConstraint(item: box, attribute: .leading, relatedBy: .equal, toItem: root,
                                 attribute: .leadingMargin, multiplier: 1, constant: 0),
            try LayoutConstraint(item: box, attribute: .top, relatedBy: .equal, toItem: root,
                                 attribute: .topMargin, multiplier: 1, constant: 0),
            try LayoutConstraint(item: box, attribute: .trailing, relatedBy: .equal, toItem: root,
                                 attribute: .trailingMargin, multiplier: 1, constant: 0),
            try LayoutConstraint(item: box, attribute: .bottom, relatedBy: .equal, toItem: root,
                                 attribute: .bottomMargin, multiplier: 1, constant: 0),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 8, y: 8, width: 304, height: 464))
        XCTAssertFalse(box.hasAmbiguousLayout)
    }

    func testMarginAttributeIsSolvedInASingleLayoutPass() throws {
        // The margins guide the attribute needs is created lazily; the pass must still end
        // with its final frames before layoutSubviews, and call layoutSubviews once.
        let log = CycleLog()
        let root = RecordingView("root", log: log, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.layoutEngine.diagnosticHandler = { _ in }
        let box = RecordingView("box", log: log)
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        var seen: [CGRect] = []
        root.onLayoutSubviews = { _ in seen.append(box.frame) }
        try LayoutConstraint.activate([
            try LayoutConstraint(item: box, attribute: .leading, relatedBy: .equal, toItem: root,
                                 attribute: .leadingMargin, multiplier: 1, constant: 0),
            try LayoutConstraint(item: box, attribute: .top, relatedBy: .equal, toItem: root,
                                 attribute: .topMargin, multiplier: 1, constant: 0),
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 8, y: 8, width: 10, height: 10))
        XCTAssertEqual(seen, [CGRect(x: 8, y: 8, width: 10, height: 10)])
        XCTAssertEqual(log.entries.filter { $0.hasPrefix("layout") }, ["layout root", "layout box"])
    }

    func testMarginsChangeOnAViewWithoutGuideRelaysOutMarginAttributes() throws {
        let root = quietRoot()
        let box = autoLayoutChild(of: root, "box")
        try LayoutConstraint.activate([
            try LayoutConstraint(item: box, attribute: .leading, relatedBy: .equal, toItem: root,
                                 attribute: .leadingMargin, multiplier: 1, constant: 0),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        root.layoutMargins = EdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 30, y: 0, width: 10, height: 10))
    }

    func testMarginsGuideIsNotAView() {
        let root = quietRoot()
        _ = root.layoutMarginsGuide
        XCTAssertTrue(root.subviews.isEmpty)
    }
}

import XCTest
import StackKit

final class IntrinsicContentSizeTests: XCTestCase {
    private func sized(_ size: CGSize, in root: View, _ id: String) -> View {
        let v = autoLayoutChild(of: root, id)
        v.intrinsicContentSize = size
        return v
    }

    func testDefaultIntrinsicContentSizeIsNoIntrinsicMetric() {
        XCTAssertEqual(View.noIntrinsicMetric, -1)
        XCTAssertEqual(View().intrinsicContentSize, CGSize(width: -1, height: -1))
    }

    func testDefaultHuggingAndCompressionPriorities() {
        let v = View()
        for axis in [LayoutConstraint.Axis.horizontal, .vertical] {
            XCTAssertEqual(v.contentHuggingPriority(for: axis), .defaultLow)
            XCTAssertEqual(v.contentCompressionResistancePriority(for: axis), .defaultHigh)
        }
    }

    func testPrioritiesAreStoredPerAxis() {
        let v = View()
        v.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        v.setContentCompressionResistancePriority(LayoutPriority(749), for: .vertical)
        XCTAssertEqual(v.contentHuggingPriority(for: .horizontal), LayoutPriority(251))
        XCTAssertEqual(v.contentHuggingPriority(for: .vertical), .defaultLow)
        XCTAssertEqual(v.contentCompressionResistancePriority(for: .vertical), LayoutPriority(749))
        XCTAssertEqual(v.contentCompressionResistancePriority(for: .horizontal), .defaultHigh)
    }

    func testIntrinsicSizeSizesAViewWithOnlyAPosition() throws {
        let root = quietRoot()
        let v = sized(CGSize(width: 40, height: 17), in: root, "v")
        try LayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 3),
                                       v.topAnchor.constraint(equalTo: root.topAnchor, constant: 4)])
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame, CGRect(x: 3, y: 4, width: 40, height: 17))
        XCTAssertFalse(v.hasAmbiguousLayout)
    }

    func testNoIntrinsicMetricOnOneAxisLeavesThatAxisToConstraints() throws {
        let root = quietRoot()
        let v = sized(CGSize(width: View.noIntrinsicMetric, height: 20), in: root, "v")
        try LayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       v.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                       v.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame, CGRect(x: 0, y: 0, width: 320, height: 20))
    }

    func testLabelIntrinsicSizeComesFromItsText() {
        XCTAssertEqual(Label("Hello").intrinsicContentSize, CGSize(width: 40, height: 17))
        XCTAssertEqual(Label("").intrinsicContentSize, CGSize(width: 0, height: 0))
        XCTAssertEqual(Label("abc", metrics: Label.Metrics(characterAdvance: 10, ascent: 20, descent: 5)).intrinsicContentSize,
                       CGSize(width: 30, height: 25))
    }

    func testRequiredEdgesStretchAViewPastItsIntrinsicWidth() throws {
        let root = quietRoot()
        let v = sized(CGSize(width: 40, height: 17), in: root, "v")
        try LayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       v.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                       v.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame, CGRect(x: 0, y: 0, width: 320, height: 17))
        XCTAssertTrue(root.layoutEngine.diagnostics.isEmpty)
    }

    func testRequiredMaximumCompressesAViewBelowItsIntrinsicWidth() throws {
        let root = quietRoot()
        let v = sized(CGSize(width: 40, height: 17), in: root, "v")
        try LayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       v.widthAnchor.constraint(lessThanOrEqualToConstant: 30),
                                       v.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame, CGRect(x: 0, y: 0, width: 30, height: 17))
        XCTAssertTrue(root.layoutEngine.diagnostics.isEmpty)
    }

    func testOptionalWidthAboveHuggingStretches() throws {
        let root = quietRoot()
        let v = sized(CGSize(width: 40, height: 17), in: root, "v")
        try LayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       prioritized(v.widthAnchor.constraint(equalToConstant: 100), LayoutPriority(251)),
                                       v.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame.width, 100)
    }

    func testOptionalWidthBelowHuggingLosesToHugging() throws {
        let root = quietRoot()
        let v = sized(CGSize(width: 40, height: 17), in: root, "v")
        try LayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       prioritized(v.widthAnchor.constraint(equalToConstant: 100), LayoutPriority(249)),
                                       v.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame.width, 40)
    }

    func testOptionalWidthAboveCompressionCompresses() throws {
        let root = quietRoot()
        let v = sized(CGSize(width: 40, height: 17), in: root, "v")
        try LayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       prioritized(v.widthAnchor.constraint(equalToConstant: 10), LayoutPriority(751)),
                                       v.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame.width, 10)
    }

    func testOptionalWidthBelowCompressionLosesToCompression() throws {
        let root = quietRoot()
        let v = sized(CGSize(width: 40, height: 17), in: root, "v")
        try LayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       prioritized(v.widthAnchor.constraint(equalToConstant: 10), LayoutPriority(749)),
                                       v.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame.width, 40)
    }

    // MARK: Contests between two views in a row

    /// `a` and `b` side by side, filling `width`: a 50 wide, b 60 wide by content.
    private func row(width: CGFloat, configure: (View, View) -> Void) throws -> (CGRect, CGRect) {
        let root = quietRoot(CGRect(x: 0, y: 0, width: width, height: 100))
        let a = sized(CGSize(width: 50, height: 20), in: root, "a")
        let b = sized(CGSize(width: 60, height: 20), in: root, "b")
        configure(a, b)
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertTrue(root.layoutEngine.diagnostics.isEmpty)
        XCTAssertFalse(a.hasAmbiguousLayout)
        XCTAssertFalse(b.hasAmbiguousLayout)
        return (a.frame, b.frame)
    }

    func testHugging251BeatsHugging250TheOtherViewGrows() throws {
        let (a, b) = try row(width: 200) { a, _ in a.setContentHuggingPriority(LayoutPriority(251), for: .horizontal) }
        XCTAssertEqual(a, CGRect(x: 0, y: 0, width: 50, height: 20))
        XCTAssertEqual(b, CGRect(x: 50, y: 0, width: 150, height: 20))
    }

    func testHugging251OnTheSecondViewMakesTheFirstGrow() throws {
        let (a, b) = try row(width: 200) { _, b in b.setContentHuggingPriority(LayoutPriority(251), for: .horizontal) }
        XCTAssertEqual(a, CGRect(x: 0, y: 0, width: 140, height: 20))
        XCTAssertEqual(b, CGRect(x: 140, y: 0, width: 60, height: 20))
    }

    func testCompression751BeatsCompression750TheOtherViewShrinks() throws {
        let (a, b) = try row(width: 80) { a, _ in
            a.setContentCompressionResistancePriority(LayoutPriority(751), for: .horizontal)
        }
        XCTAssertEqual(a, CGRect(x: 0, y: 0, width: 50, height: 20))
        XCTAssertEqual(b, CGRect(x: 50, y: 0, width: 30, height: 20))
    }

    func testCompression751OnTheSecondViewMakesTheFirstShrink() throws {
        let (a, b) = try row(width: 80) { _, b in
            b.setContentCompressionResistancePriority(LayoutPriority(751), for: .horizontal)
        }
        XCTAssertEqual(a, CGRect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertEqual(b, CGRect(x: 20, y: 0, width: 60, height: 20))
    }

    func testLoweredCompressionShrinksFirst() throws {
        let (a, b) = try row(width: 80) { a, _ in
            a.setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal)
        }
        XCTAssertEqual(a, CGRect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertEqual(b, CGRect(x: 20, y: 0, width: 60, height: 20))
    }

    func testVerticalHuggingIsIndependentOfHorizontal() throws {
        let root = quietRoot(CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = sized(CGSize(width: 50, height: 20), in: root, "a")
        let b = sized(CGSize(width: 50, height: 30), in: root, "b")
        a.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)   // wrong axis: no effect on the column
        b.setContentHuggingPriority(LayoutPriority(251), for: .vertical)
        try LayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: a.bottomAnchor),
            b.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 50, height: 70))
        XCTAssertEqual(b.frame, CGRect(x: 0, y: 70, width: 50, height: 30))
    }

    func testEqualHuggingLeavesTheRowAmbiguous() throws {
        let root = quietRoot(CGRect(x: 0, y: 0, width: 200, height: 100))
        let a = sized(CGSize(width: 50, height: 20), in: root, "a")
        let b = sized(CGSize(width: 60, height: 20), in: root, "b")
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertTrue(a.hasAmbiguousLayout)
        XCTAssertTrue(b.hasAmbiguousLayout)
        XCTAssertEqual(a.frame.width + b.frame.width, 200)
    }

    // MARK: Changes

    func testSettingIntrinsicContentSizeRelaysOut() throws {
        let root = quietRoot()
        let v = sized(CGSize(width: 40, height: 17), in: root, "v")
        try LayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       v.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        v.intrinsicContentSize = CGSize(width: 70, height: 30)
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame, CGRect(x: 0, y: 0, width: 70, height: 30))
    }

    func testInvalidateIntrinsicContentSizeRereadsAnOverride() throws {
        let root = quietRoot()
        let v = ContentView(content: CGSize(width: 40, height: 17))
        root.addSubview(v)
        try LayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       v.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame, CGRect(x: 0, y: 0, width: 40, height: 17))
        v.content = CGSize(width: 90, height: 11)
        v.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame, CGRect(x: 0, y: 0, width: 90, height: 11))
    }

    func testIntrinsicSizeCanBeRemovedAgain() throws {
        let root = quietRoot()
        let v = sized(CGSize(width: 40, height: 17), in: root, "v")
        try LayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       v.topAnchor.constraint(equalTo: root.topAnchor),
                                       prioritized(v.widthAnchor.constraint(equalToConstant: 100), LayoutPriority(249)),
                                       prioritized(v.heightAnchor.constraint(equalToConstant: 50), LayoutPriority(249))])
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame, CGRect(x: 0, y: 0, width: 40, height: 17))
        v.intrinsicContentSize = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame, CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    func testLabelTextChangeRelaysOut() throws {
        let root = quietRoot()
        let label = Label("Hi")
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        try LayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       label.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame, CGRect(x: 0, y: 0, width: 16, height: 17))
        label.text = "Hello, world"
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame, CGRect(x: 0, y: 0, width: 96, height: 17))
    }

    func testChangingHuggingPriorityRelaysOut() throws {
        let root = quietRoot(CGRect(x: 0, y: 0, width: 200, height: 100))
        let a = sized(CGSize(width: 50, height: 20), in: root, "a")
        let b = sized(CGSize(width: 60, height: 20), in: root, "b")
        a.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(b.frame.width, 150)
        a.setContentHuggingPriority(.defaultLow, for: .horizontal)
        b.setContentHuggingPriority(LayoutPriority(252), for: .horizontal)
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 140, height: 20))
        XCTAssertEqual(b.frame, CGRect(x: 140, y: 0, width: 60, height: 20))
    }

    func testChangingCompressionPriorityRelaysOut() throws {
        let root = quietRoot(CGRect(x: 0, y: 0, width: 80, height: 100))
        let a = sized(CGSize(width: 50, height: 20), in: root, "a")
        let b = sized(CGSize(width: 60, height: 20), in: root, "b")
        a.setContentCompressionResistancePriority(LayoutPriority(751), for: .horizontal)
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 50)
        a.setContentCompressionResistancePriority(LayoutPriority(700), for: .horizontal)
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertEqual(b.frame, CGRect(x: 20, y: 0, width: 60, height: 20))
    }

    func testRequiredCompressionResistanceWinsOverAnOptionalMaximum() throws {
        let root = quietRoot()
        let v = sized(CGSize(width: 40, height: 17), in: root, "v")
        v.setContentCompressionResistancePriority(.required, for: .horizontal)
        try LayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       prioritized(v.widthAnchor.constraint(lessThanOrEqualToConstant: 10), LayoutPriority(999)),
                                       v.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame.width, 40)
    }

    private func assertHuggingRefused(_ p: LayoutPriority, file: StaticString = #filePath, line: UInt = #line) {
        let root = quietRoot()
        let v = autoLayoutChild(of: root, "v")
        v.setContentHuggingPriority(LayoutPriority(300), for: .horizontal)
        v.setContentHuggingPriority(p, for: .horizontal)
        XCTAssertEqual(v.contentHuggingPriority(for: .horizontal), LayoutPriority(300), file: file, line: line)
        XCTAssertEqual(root.layoutEngine.diagnostics.count, 1, file: file, line: line)
        XCTAssertEqual(root.layoutEngine.diagnostics.first?.error?.isInvalidPriority, true, file: file, line: line)
    }

    func testInvalidHuggingPrioritiesAreRefused() {
        assertHuggingRefused(LayoutPriority(0))
        assertHuggingRefused(LayoutPriority(-1))
        assertHuggingRefused(LayoutPriority(1000.5))
        assertHuggingRefused(LayoutPriority(Float.nan))
    }

    func testInvalidCompressionPriorityIsRefused() {
        let root = quietRoot()
        let v = autoLayoutChild(of: root, "v")
        v.setContentCompressionResistancePriority(LayoutPriority(0), for: .vertical)
        v.setContentCompressionResistancePriority(LayoutPriority(Float.nan), for: .vertical)
        XCTAssertEqual(v.contentCompressionResistancePriority(for: .vertical), .defaultHigh)
        XCTAssertEqual(root.layoutEngine.diagnostics.count, 2)
        XCTAssertTrue(root.layoutEngine.diagnostics.allSatisfy { $0.error?.isInvalidPriority == true })
    }

    func testNonFiniteIntrinsicSizeIsReportedAndIgnored() throws {
        let root = quietRoot()
        let v = ContentView(content: CGSize(width: CGFloat.infinity, height: 20))
        root.addSubview(v)
        try LayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       v.topAnchor.constraint(equalTo: root.topAnchor),
                                       v.widthAnchor.constraint(equalToConstant: 30)])
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame, CGRect(x: 0, y: 0, width: 30, height: 20))
        XCTAssertEqual(root.layoutEngine.diagnostics.count, 1)
        XCTAssertEqual(root.layoutEngine.diagnostics.first?.error?.isInvalidNumber, true)
    }

    func testContentConstraintsAreNotListedInConstraints() throws {
        let root = quietRoot()
        let v = sized(CGSize(width: 40, height: 17), in: root, "v")
        root.layoutIfNeeded()
        XCTAssertTrue(v.constraints.isEmpty)
    }
}

import XCTest
import StackKit

// The visual format language: metrics, options, priorities, and each error thrown as a
// LayoutError that names what is wrong and where.

final class VisualFormatTests: XCTestCase {
    /// A 320 × 100 root (failing on any diagnostic) with auto-layout subviews a and b.
    private func tree() -> (View, [String: View]) {
        let root = svStrictRoot(CGSize(width: 320, height: 100))
        return (root, ["a": autoLayoutChild(of: root, "a"), "b": autoLayoutChild(of: root, "b")])
    }

    private func activate(_ formats: [String], options: LayoutConstraint.FormatOptions = [],
                          metrics: [String: CGFloat]? = nil, views: [String: View]) throws {
        for format in formats {
            try LayoutConstraint.activate(LayoutConstraint.constraints(withVisualFormat: format, options: options,
                                                                      metrics: metrics, views: views))
        }
    }

    func testMetricsGiveSpacingsAndSizes() throws {
        let (root, views) = tree()
        try activate(["H:|-pad-[a(40)]-gap-[b(60)]"], options: [.alignAllTop], metrics: ["pad": 10, "gap": 12],
                     views: views)
        try activate(["V:|[a(20)]", "V:[b(30)]"], views: views)
        root.layoutIfNeeded()
        // a at 10, 40 wide; b at 10 + 40 + 12 = 62, 60 wide; b's top aligned with a's (0).
        XCTAssertEqual(views["a"]!.frame, CGRect(x: 10, y: 0, width: 40, height: 20))
        XCTAssertEqual(views["b"]!.frame, CGRect(x: 62, y: 0, width: 60, height: 30))
    }

    func testADashAloneIsTheStandardSpacing() throws {
        let (root, views) = tree()
        try activate(["H:|-[a]-[b(40)]-|", "V:|[a(10)]", "V:|[b(10)]"], views: views)
        root.layoutIfNeeded()
        // 20 to the superview's edges, 8 between views: a from 20, 320 − 20 − 40 − 8 − 20 = 232
        // wide; b at 20 + 232 + 8 = 260.
        XCTAssertEqual(views["a"]!.frame, CGRect(x: 20, y: 0, width: 232, height: 10))
        XCTAssertEqual(views["b"]!.frame, CGRect(x: 260, y: 0, width: 40, height: 10))
    }

    func testPrioritiesMakeOptionalConstraints() throws {
        let (root, views) = tree()
        let made = try LayoutConstraint.constraints(withVisualFormat: "H:|[a(>=200@750,<=100)]", views: views)
        XCTAssertEqual(made.map(\.priority), [.required, LayoutPriority(rawValue: 750), .required])
        try LayoutConstraint.activate(made)
        try activate(["V:|[a(10)]", "H:|[b(1)]", "V:|[b(1)]"], views: views)
        root.layoutIfNeeded()
        // width <= 100 is required; >= 200 at 750 gives way: 100.
        XCTAssertEqual(views["a"]!.frame.width, 100)
    }

    func testAlignmentOptionsAlignEveryViewWithTheFirst() throws {
        let (root, views) = tree()
        try activate(["H:|[a(40)][b(40)]"], options: [.alignAllCenterY], views: views)
        try activate(["V:|-10-[a(20)]", "V:[b(40)]"], views: views)
        root.layoutIfNeeded()
        // a's center is 10 + 20 / 2 = 20; b (40 tall) is centred there: 20 − 20 = 0.
        XCTAssertEqual(views["b"]!.frame, CGRect(x: 40, y: 0, width: 40, height: 40))
    }

    func testAConnectionTakesARelation() throws {
        let (_, views) = tree()
        let made = try LayoutConstraint.constraints(withVisualFormat: "H:[a]-(>=30)-[b]", views: views)
        XCTAssertEqual(made.map(\.description), ["<LayoutConstraint b.leading >= a.trailing + 30>"])
    }

    func testASizeCanBeAnotherViews() throws {
        let (_, views) = tree()
        let made = try LayoutConstraint.constraints(withVisualFormat: "V:[a(==b)]", views: views)
        XCTAssertEqual(made.map(\.description), ["<LayoutConstraint a.height == b.height>"])
    }

    func testTheTrailingEdgeConstraintRelatesTheSuperview() throws {
        let (root, views) = tree()
        let made = try LayoutConstraint.constraints(withVisualFormat: "H:[a]-20-|", views: views)
        XCTAssertEqual(made.map(\.description), ["<LayoutConstraint root.trailing == a.trailing + 20>"])
        withExtendedLifetime(root) {}
    }

    // MARK: Errors

    private func formatError(_ format: String, options: LayoutConstraint.FormatOptions = [],
                             metrics: [String: CGFloat]? = nil, views: [String: View]) -> (String, Int)? {
        do {
            _ = try LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics,
                                                 views: views)
            return nil
        } catch let .invalidVisualFormat(reason, _, position) {
            return (reason, position)
        } catch {
            XCTFail("unexpected error \(error)")
            return nil
        }
    }

    func testAnUnknownViewIsNamed() {
        let (_, views) = tree()
        let error = formatError("H:[c]", views: views)
        XCTAssertEqual(error?.0, "c is not a key in the views dictionary.")
        XCTAssertEqual(error?.1, 3)
    }

    func testAnUnknownMetricIsNamed() {
        let (_, views) = tree()
        let error = formatError("H:[a]-gap-[b]", views: views)
        XCTAssertEqual(error?.0, "gap is not a key in the metrics dictionary.")
        XCTAssertEqual(error?.1, 6)
    }

    func testAMissingBracketIsReportedWhereReadingStopped() {
        let (_, views) = tree()
        let error = formatError("H:[a", views: views)
        XCTAssertEqual(error?.0, "Expected ']'")
        XCTAssertEqual(error?.1, 4)
    }

    func testAnOptionAlongTheFormatsOwnAxisIsRefused() {
        let (_, views) = tree()
        let error = formatError("H:[a][b]", options: [.alignAllLeading], views: views)
        XCTAssertEqual(error?.0, "Options mask required views to be aligned on a horizontal edge, which is not "
                       + "allowed for layout that is also horizontal.")
    }

    func testABarForAViewWithoutASuperviewIsRefused() {
        let lonely = View()
        let error = formatError("H:|[lonely]", views: ["lonely": lonely])
        XCTAssertEqual(error?.0, "Unable to interpret '|' character, because the related view doesn't have a superview")
        XCTAssertEqual(error?.1, 2)
    }

    func testTheErrorPrintsInUIKitsShapeWithACaret() {
        let (_, views) = tree()
        let error = thrownLayoutError { _ = try LayoutConstraint.constraints(withVisualFormat: "H:[c]", views: views) }
        XCTAssertEqual(error?.description,
                       "Unable to parse constraint format: \nc is not a key in the views dictionary. \nH:[c] \n   ^")
    }

    func testANaNMetricIsAnInvalidNumber() {
        let (_, views) = tree()
        let error = thrownLayoutError {
            _ = try LayoutConstraint.constraints(withVisualFormat: "H:[a(w)]", metrics: ["w": .nan], views: views)
        }
        guard case let .invalidNumber(_, what)? = error else { return XCTFail("\(String(describing: error))") }
        XCTAssertEqual(what, "metric w")
    }

    func testAPriorityAbove1000IsAnInvalidPriority() {
        let (_, views) = tree()
        let error = thrownLayoutError { _ = try LayoutConstraint.constraints(withVisualFormat: "H:[a(10@2000)]", views: views) }
        guard case .invalidPriority? = error else { return XCTFail("\(String(describing: error))") }
    }
}

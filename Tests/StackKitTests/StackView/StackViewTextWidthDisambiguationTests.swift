import XCTest
import StackKit

/// UIKit's `UISV-text-width-disambiguation` (here `SKSV-`): in a horizontal stack whose
/// distribution leaves lengths to content (`fill`, `equalSpacing`, `equalCentering`),
/// each visible multi-line label gets `label.width == C.width / n − spacing × (n − 1) / n`
/// for n visible items, at its stronger horizontal content priority + 10 (760 by default).
///
/// Fixed metrics: 8 points a character, 17 a line. "aaaa bbbb cccc dddd" is 152 wide on
/// one line; at 100 points it wraps to "aaaa bbbb" / "cccc dddd" (72 × 34). "eeee ffff"
/// is 72 wide; "eeee ffff gggg" 112, wrapping at 100 to "eeee ffff" / "gggg" (72 × 34).
final class StackViewTextWidthDisambiguationTests: XCTestCase {
    private let long = "aaaa bbbb cccc dddd"
    private let short = "eeee ffff"
    private let medium = "eeee ffff gggg"

    private func label(_ text: String, _ id: String, lines: Int = 0) -> Label {
        let label = Label(text)
        label.numberOfLines = lines
        label.identifier = id
        return label
    }

    /// `items` in a stack named "row", top-aligned, at (0, 0) in a 320 × 480 root, `width` wide.
    private func row(_ items: [View], width: CGFloat, spacing: CGFloat = 0,
                     axis: LayoutConstraint.Axis = .horizontal) throws -> (root: View, stack: StackView) {
        let root = quietRoot()
        let stack = StackView(arrangedSubviews: items)
        stack.identifier = "row"
        stack.axis = axis
        stack.alignment = axis == .horizontal ? .top : .fill
        stack.spacing = spacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        try LayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       stack.topAnchor.constraint(equalTo: root.topAnchor),
                                       stack.widthAnchor.constraint(equalToConstant: width)])
        return (root, stack)
    }

    private func disambiguations(_ stack: StackView) -> [String] {
        stack.arrangementConstraints().first { $0.family == "text-width-disambiguation" }?
            .constraints.map(\.description) ?? []
    }

    // MARK: Sharing the width

    func testTwoWrappingLabelsInAHorizontalFillStackShareTheWidth() throws {
        // By content alone (both compression resistances 750) the first would give way:
        // 128 and 72. The disambiguations (760) make both 200 / 2 = 100.
        let a = label(long, "a"), b = label(short, "b")
        let (root, stack) = try row([a, b], width: 200)
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 100, height: 34))
        XCTAssertEqual(b.frame, CGRect(x: 100, y: 0, width: 100, height: 17))
        XCTAssertEqual(stack.frame.height, 34)
    }

    func testTheShareLeavesOutTheSpacing() throws {
        // 210 with spacing 10: a.width == 0.5 × 210 − 10 × 1 / 2 = 100.
        let a = label(long, "a"), b = label(short, "b")
        let (root, _) = try row([a, b], width: 210, spacing: 10)
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 100, height: 34))
        XCTAssertEqual(b.frame, CGRect(x: 110, y: 0, width: 100, height: 17))
    }

    func testThreeWrappingLabelsEachTakeAThirdOfTheWidthLessTheSpacing() throws {
        // 320 with spacing 10: 320 / 3 − 10 × 2 / 3 = 100 each.
        let a = label(long, "a"), b = label(medium, "b"), c = label("hhhh", "c")
        let (root, stack) = try row([a, b, c], width: 320, spacing: 10)
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 100, height: 34))
        XCTAssertEqual(b.frame, CGRect(x: 110, y: 0, width: 100, height: 34))
        XCTAssertEqual(c.frame, CGRect(x: 220, y: 0, width: 100, height: 17))
        XCTAssertEqual(disambiguations(stack).count, 3)
    }

    func testAOneLineLabelGetsNoDisambiguationButCountsAmongTheItems() throws {
        // b is one line, 25 × 8 = 200 wide, resisting compression at 800. Only a gets a
        // constraint, with the share of 2 items: a.width == 0.5 × 300 (150) at 760. b's
        // 800 beats it: b keeps 200, a gets 100 and wraps to 2 lines.
        let a = label(long, "a"), b = label(String(repeating: "x", count: 25), "b", lines: 1)
        b.setContentCompressionResistancePriority(LayoutPriority(800), for: .horizontal)
        let (root, stack) = try row([a, b], width: 300)
        root.layoutIfNeeded()
        XCTAssertEqual(disambiguations(stack), ["<LayoutConstraint 'SKSV-text-width-disambiguation' a.width == 0.5*row.width @760>"])
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 100, height: 34))
        XCTAssertEqual(b.frame, CGRect(x: 100, y: 0, width: 200, height: 17))
    }

    func testALoneWrappingLabelBesideAnotherViewTakesHalfTheWidth() throws {
        // UIKit's well-known case (rdar://39275811): a multi-line label beside a switch-like
        // view (40 × 30, default priorities) gets half the row, 150; the view is stretched
        // to the other half, its hugging (250) being weaker than 760. At 150 a (152 on one
        // line) wraps to "aaaa bbbb cccc" / "dddd".
        let a = label(long, "a")
        let toggle = View()
        toggle.identifier = "toggle"
        toggle.intrinsicContentSize = CGSize(width: 40, height: 30)
        let (root, _) = try row([a, toggle], width: 300)
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 150, height: 34))
        XCTAssertEqual(toggle.frame, CGRect(x: 150, y: 0, width: 150, height: 30))
    }

    // MARK: Changes

    func testHidingALabelRecomputesTheShareOfTheOthers() throws {
        // Three items in 320 with spacing 10, then c hidden: 0.5 × 320 − 10 × 1 / 2 = 155 each;
        // a (152 on one line) and b (112) now fit on one line.
        let a = label(long, "a"), b = label(medium, "b"), c = label("hhhh", "c")
        let (root, stack) = try row([a, b, c], width: 320, spacing: 10)
        root.layoutIfNeeded()
        c.isHidden = true
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 155, height: 17))
        XCTAssertEqual(b.frame, CGRect(x: 165, y: 0, width: 155, height: 17))
        XCTAssertEqual(disambiguations(stack), [
            "<LayoutConstraint 'SKSV-text-width-disambiguation' a.width == 0.5*row.width - 5 @760>",
            "<LayoutConstraint 'SKSV-text-width-disambiguation' b.width == 0.5*row.width - 5 @760>"])
    }

    func testShowingAHiddenLabelAgainRestoresTheThirds() throws {
        let a = label(long, "a"), b = label(medium, "b"), c = label("hhhh", "c")
        c.isHidden = true
        let (root, _) = try row([a, b, c], width: 320, spacing: 10)
        root.layoutIfNeeded()
        c.isHidden = false
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 100, height: 34))
        XCTAssertEqual(b.frame, CGRect(x: 110, y: 0, width: 100, height: 34))
        XCTAssertEqual(c.frame, CGRect(x: 220, y: 0, width: 100, height: 17))
    }

    func testChangingNumberOfLinesAtRunTimeAddsAndRemovesTheDisambiguation() throws {
        // One line each, by content: 152 + 72 = 224 in 200, the first gives way: 128 and 72.
        let a = label(long, "a", lines: 1), b = label(short, "b", lines: 1)
        let (root, stack) = try row([a, b], width: 200)
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 128, height: 17))
        XCTAssertEqual(disambiguations(stack), [])

        // a wraps: a.width == 0.5 × 200 at 760, beating b's hugging (250): 100 and 100.
        a.numberOfLines = 0
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 100, height: 34))
        XCTAssertEqual(b.frame, CGRect(x: 100, y: 0, width: 100, height: 17))

        a.numberOfLines = 1
        root.layoutIfNeeded()
        XCTAssertEqual(disambiguations(stack), [])
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 128, height: 17))
        XCTAssertEqual(b.frame, CGRect(x: 128, y: 0, width: 72, height: 17))
    }

    func testTwoLinesIsMultiLineToo() throws {
        let a = label(long, "a", lines: 1), b = label(short, "b")
        let (root, stack) = try row([a, b], width: 200)
        root.layoutIfNeeded()
        a.numberOfLines = 2
        XCTAssertEqual(disambiguations(stack).count, 2)
    }

    func testRemovingALabelFromTheStackRemovesItsDisambiguation() throws {
        let a = label(long, "a"), b = label(short, "b")
        let (root, stack) = try row([a, b], width: 200)
        root.layoutIfNeeded()
        stack.removeArrangedSubview(b)
        b.removeFromSuperview()
        XCTAssertEqual(disambiguations(stack), ["<LayoutConstraint 'SKSV-text-width-disambiguation' a.width == row.width @760>"])
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 200, height: 17))
    }

    func testTheAxisChangingToVerticalRemovesTheDisambiguations() throws {
        let a = label(long, "a"), b = label(short, "b")
        let (root, stack) = try row([a, b], width: 200)
        root.layoutIfNeeded()
        stack.axis = .vertical
        XCTAssertEqual(disambiguations(stack), [])
    }

    // MARK: Which stacks

    func testAVerticalStackHasNoDisambiguation() throws {
        let a = label(long, "a"), b = label(short, "b")
        let (root, stack) = try row([a, b], width: 200, axis: .vertical)
        root.layoutIfNeeded()
        XCTAssertEqual(disambiguations(stack), [])
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 200, height: 17))
        XCTAssertEqual(b.frame, CGRect(x: 0, y: 17, width: 200, height: 17))
    }

    func testFillEquallyAndFillProportionallyHaveNoDisambiguation() throws {
        let a = label(long, "a"), b = label(short, "b")
        let (root, stack) = try row([a, b], width: 200)
        for distribution in [StackView.Distribution.fillEqually, .fillProportionally] {
            stack.distribution = distribution
            root.layoutIfNeeded()
            XCTAssertEqual(disambiguations(stack), [], "\(distribution)")
        }
    }

    func testEqualSpacingAndEqualCenteringDisambiguateAsFillDoes() throws {
        let a = label(long, "a"), b = label(short, "b")
        let (root, stack) = try row([a, b], width: 200)
        for distribution in [StackView.Distribution.equalSpacing, .equalCentering] {
            stack.distribution = distribution
            root.layoutIfNeeded()
            XCTAssertEqual(disambiguations(stack).count, 2, "\(distribution)")
        }
    }

    func testAMarginsRelativeStackSharesItsMarginsGuide() throws {
        let a = label(long, "a"), b = label(short, "b")
        let (root, stack) = try row([a, b], width: 220)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 10, y: 0, width: 100, height: 34))
        XCTAssertEqual(b.frame, CGRect(x: 110, y: 0, width: 100, height: 17))
    }

    // MARK: Identifier and priority

    func testThePriorityIsTheStrongerHorizontalContentPriorityPlusTen() throws {
        // rdar://39275811 shows 759 for a label whose compression resistance is 749.
        let a = label(long, "a"), b = label(short, "b")
        a.setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal)
        b.setContentHuggingPriority(LayoutPriority(995), for: .horizontal)
        let (root, stack) = try row([a, b], width: 200)
        root.layoutIfNeeded()
        XCTAssertEqual(disambiguations(stack), [
            "<LayoutConstraint 'SKSV-text-width-disambiguation' a.width == 0.5*row.width @759>",
            "<LayoutConstraint 'SKSV-text-width-disambiguation' b.width == 0.5*row.width @999>"])
    }

    func testChangingAContentPriorityLaterChangesThePriority() throws {
        let a = label(long, "a"), b = label(short, "b")
        let (root, stack) = try row([a, b], width: 200)
        root.layoutIfNeeded()
        a.setContentHuggingPriority(LayoutPriority(800), for: .horizontal)
        XCTAssertEqual(disambiguations(stack).first, "<LayoutConstraint 'SKSV-text-width-disambiguation' a.width == 0.5*row.width @810>")
    }

    func testTheConstraintIsAmongThoseAffectingTheLabelsHorizontalLayout() throws {
        let a = label(long, "a"), b = label(short, "b")
        let (root, _) = try row([a, b], width: 200)
        root.layoutIfNeeded()
        let identifiers = a.constraintsAffectingLayout(for: .horizontal).compactMap(\.identifier)
        XCTAssertTrue(identifiers.contains("SKSV-text-width-disambiguation"), "\(identifiers)")
        XCTAssertFalse(root.layoutTrace().contains("AMBIGUOUS"), root.layoutTrace())
    }
}

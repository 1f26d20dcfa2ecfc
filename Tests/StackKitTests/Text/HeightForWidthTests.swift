import XCTest
import StackKit

/// A multi-line label's height follows the width layout gives it, in the same
/// `layoutIfNeeded()`. System font at 16 points (1 unit = 1/128 point, a line 18.3984375).
/// The sentence wraps to 4 lines at 100 points (87 × 74), 2 at 200 (191 × 37) and
/// 2 at 300 (286 × 37).
final class HeightForWidthTests: XCTestCase {
    private let sentence = "The quick brown fox jumps over the lazy dog"

    private func wrappingLabel(_ text: String) -> Label {
        let label = Label(text)
        label.font = .systemFont(ofSize: 16)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }

    /// A label pinned at (10, 10) in a 320 × 480 root, its width set by a constraint.
    private func pinned(width: CGFloat) throws -> (root: View, label: Label, width: LayoutConstraint) {
        let root = quietRoot()
        let label = wrappingLabel(sentence)
        root.addSubview(label)
        let widthConstraint = label.widthAnchor.constraint(equalToConstant: width)
        try LayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                       label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                                       widthConstraint])
        return (root, label, widthConstraint)
    }

    func testTheHeightFollowsAWidthSetByConstraintsInOnePass() throws {
        let (root, label, _) = try pinned(width: 100)
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame, CGRect(x: 10, y: 10, width: 100, height: 74))
    }

    func testChangingTheWidthLaterChangesTheHeight() throws {
        let (root, label, width) = try pinned(width: 100)
        root.layoutIfNeeded()
        width.constant = 200
        root.layoutIfNeeded()
        // The quick brown fox jumps / over the lazy dog: 2 × 18.3984375 = 36.796875 → 37
        XCTAssertEqual(label.frame, CGRect(x: 10, y: 10, width: 200, height: 37))
    }

    func testChangingTheTextLaterChangesTheHeight() throws {
        let (root, label, _) = try pinned(width: 100)
        root.layoutIfNeeded()
        label.text = "The quick brown fox"
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame.height, 37)
    }

    func testChangingTheFontLaterChangesTheHeight() throws {
        let (root, label, _) = try pinned(width: 100)
        root.layoutIfNeeded()
        label.font = .systemFont(ofSize: 8)
        root.layoutIfNeeded()
        // At 8 points 100 points are 25 600 units: the same 2 lines as at 200 points and 16;
        // 2 × 2355 × 8 / 2048 = 18.3984375 → 19
        XCTAssertEqual(label.frame.height, 19)
    }

    func testALabelNarrowedByAnInequalityWrapsAtItsWidthThenHugsItsLines() throws {
        // Intrinsic width 317 > 300 allowed: wrapped at 300 (38 400 units):
        // "The quick brown fox jumps over the lazy" = 36 539 units = 285.4609375 → 286; "dog"
        let root = quietRoot()
        let label = wrappingLabel(sentence)
        root.addSubview(label)
        try LayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                       label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                                       label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -10)])
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame, CGRect(x: 10, y: 10, width: 286, height: 37))
    }

    func testInAVerticalStackTheHeightFollowsTheStacksWidth() throws {
        let root = quietRoot()
        let title = Label("Title"), body = wrappingLabel(sentence)
        let stack = StackView(arrangedSubviews: [title, body])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        try LayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                       stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -210),
                                       stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)])
        root.layoutIfNeeded()
        // title 17 (fixed metrics), spacing 8, body 4 lines at 100: 74
        XCTAssertEqual(body.frame, CGRect(x: 0, y: 25, width: 100, height: 74))
        XCTAssertEqual(stack.frame, CGRect(x: 10, y: 10, width: 100, height: 99))
    }

    func testAPreferredMaxLayoutWidthWinsOverTheLayoutWidth() throws {
        let (root, label, _) = try pinned(width: 100)
        label.preferredMaxLayoutWidth = 200
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame.height, 37)
    }

    func testFittingWithARequiredWidthWrapsTheLabel() throws {
        let card = View()
        let label = wrappingLabel(sentence)
        card.addSubview(label)
        try LayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
                                       label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
                                       label.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
                                       label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10)])
        let size = card.systemLayoutSizeFitting(CGSize(width: 120, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        // 120 − 20 = 100 points for the label: 74 tall, + 20
        XCTAssertEqual(size, CGSize(width: 120, height: 94))
    }

    func testFittingLeavesTheLabelsOwnSizeAlone() throws {
        let card = View()
        let label = wrappingLabel(sentence)
        card.addSubview(label)
        try LayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: card.leadingAnchor),
                                       label.trailingAnchor.constraint(equalTo: card.trailingAnchor),
                                       label.topAnchor.constraint(equalTo: card.topAnchor),
                                       label.bottomAnchor.constraint(equalTo: card.bottomAnchor)])
        _ = card.systemLayoutSizeFitting(CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required,
                                         verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 317, height: 19))
    }

    func testASingleLineLabelDoesNotFollowItsWidth() throws {
        let (root, label, _) = try pinned(width: 100)
        label.numberOfLines = 1
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame.height, 19)
    }

    func testTwoWrappingLabelsSideBySideInAFillEquallyStackEachWrapAtHalfTheWidth() throws {
        // 200 points, no spacing: 100 each. The sentence: 4 lines, 74; "Hello": 1 line, 19 (rows fill: 74).
        let root = quietRoot()
        let left = wrappingLabel(sentence), right = wrappingLabel("Hello")
        let row = StackView(arrangedSubviews: [left, right])
        row.distribution = .fillEqually
        row.alignment = .top
        row.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(row)
        try LayoutConstraint.activate([row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                       row.widthAnchor.constraint(equalToConstant: 200),
                                       row.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)])
        root.layoutIfNeeded()
        XCTAssertEqual(left.frame, CGRect(x: 0, y: 0, width: 100, height: 74))
        XCTAssertEqual(right.frame, CGRect(x: 100, y: 0, width: 100, height: 19))
        XCTAssertEqual(row.frame.height, 74)
    }

    func testHeightForWidthSettlesWithoutALayoutLoop() throws {
        let (root, _, _) = try pinned(width: 100)
        root.layoutIfNeeded()
        XCTAssertTrue(root.layoutEngine.diagnostics.isEmpty)
    }
}

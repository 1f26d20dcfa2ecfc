import XCTest
import StackKit

final class FittingSizeTests: XCTestCase {
    func testFittingConstantsMatchUIKit() {
        XCTAssertEqual(View.layoutFittingCompressedSize, CGSize(width: 0, height: 0))
        XCTAssertGreaterThanOrEqual(View.layoutFittingExpandedSize.width, 10_000)
        XCTAssertGreaterThanOrEqual(View.layoutFittingExpandedSize.height, 10_000)
    }

    /// A card placed at the root's origin and sized by a 100 × 50 child padded by 10.
    private func paddedCard() throws -> (root: View, card: View, child: View) {
        let root = quietRoot()
        let card = autoLayoutChild(of: root, "card")
        let child = autoLayoutChild(of: card, "child")
        try LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            card.topAnchor.constraint(equalTo: root.topAnchor),
            child.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            card.trailingAnchor.constraint(equalTo: child.trailingAnchor, constant: 10),
            card.bottomAnchor.constraint(equalTo: child.bottomAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        return (root, card, child)
    }

    func testCompressedSizeOfAPaddedFixedChild() throws {
        let (_, card, _) = try paddedCard()
        XCTAssertEqual(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize), CGSize(width: 120, height: 70))
    }

    func testExpandedSizeOfAPaddedFixedChild() throws {
        let (_, card, _) = try paddedCard()
        XCTAssertEqual(card.systemLayoutSizeFitting(View.layoutFittingExpandedSize), CGSize(width: 120, height: 70))
    }

    func testFittingIgnoresTheViewsOwnAutoresizingFrame() throws {
        let root = quietRoot()
        let card = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.addSubview(card)
        let child = autoLayoutChild(of: card, "child")
        try LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            card.trailingAnchor.constraint(greaterThanOrEqualTo: child.trailingAnchor, constant: 10),
            card.bottomAnchor.constraint(greaterThanOrEqualTo: child.bottomAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 0, width: 300, height: 100))
        XCTAssertEqual(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize), CGSize(width: 120, height: 70))
        XCTAssertTrue(root.layoutEngine.diagnostics.isEmpty)
    }

    func testFittingDoesNotDisturbTheCurrentLayout() throws {
        let (root, card, child) = try paddedCard()
        root.layoutIfNeeded()
        let before = [card.frame, child.frame]
        _ = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        _ = card.systemLayoutSizeFitting(CGSize(width: 500, height: 500), withHorizontalFittingPriority: .required,
                                         verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual([card.frame, child.frame], before)
        root.layoutIfNeeded()
        XCTAssertEqual([card.frame, child.frame], before)
        XCTAssertTrue(root.layoutEngine.diagnostics.isEmpty)
    }

    func testFittingBeforeAnyLayoutLeavesFramesAloneAndLayoutStillWorks() throws {
        let (root, card, child) = try paddedCard()
        XCTAssertEqual(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize), CGSize(width: 120, height: 70))
        XCTAssertEqual(card.frame, .zero)
        XCTAssertEqual(child.frame, .zero)
        root.layoutIfNeeded()
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 0, width: 120, height: 70))
        XCTAssertEqual(child.frame, CGRect(x: 10, y: 10, width: 100, height: 50))
    }

    func testRequiredWidthDeterminesTheFittingHeight() throws {
        let root = quietRoot()
        let cell = autoLayoutChild(of: root, "cell")
        let image = autoLayoutChild(of: cell, "image")
        try LayoutConstraint.activate([
            image.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
            image.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10),
            image.topAnchor.constraint(equalTo: cell.topAnchor, constant: 5),
            image.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -5),
            image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: 0.5),
        ])
        let size = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(size, CGSize(width: 375, height: 187.5))
        let narrow = cell.systemLayoutSizeFitting(CGSize(width: 220, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(narrow, CGSize(width: 220, height: 110))
    }

    func testFittingSizeOfLabelsUsesTheirIntrinsicSizes() throws {
        let root = quietRoot()
        let cell = autoLayoutChild(of: root, "cell")
        let title = Label("Title"), subtitle = Label("Sub")
        for l in [title, subtitle] { l.translatesAutoresizingMaskIntoConstraints = false; cell.addSubview(l) }
        try LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
            title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
            subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            cell.trailingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
            cell.trailingAnchor.constraint(greaterThanOrEqualTo: subtitle.trailingAnchor, constant: 8),
            cell.bottomAnchor.constraint(equalTo: subtitle.bottomAnchor, constant: 8),
        ])
        XCTAssertEqual(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize), CGSize(width: 56, height: 54))
    }

    func testExpandedSizeReachesAnUpperBound() throws {
        let root = quietRoot()
        let cell = autoLayoutChild(of: root, "cell")
        let bar = autoLayoutChild(of: cell, "bar")
        try LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
            bar.topAnchor.constraint(equalTo: cell.topAnchor),
            bar.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
            bar.widthAnchor.constraint(lessThanOrEqualToConstant: 300),
            bar.heightAnchor.constraint(lessThanOrEqualToConstant: 40),
        ])
        XCTAssertEqual(cell.systemLayoutSizeFitting(View.layoutFittingExpandedSize), CGSize(width: 300, height: 40))
        XCTAssertEqual(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize), CGSize(width: 0, height: 0))
    }

    func testFittingPriorityAboveContentHuggingStretches() throws {
        let root = quietRoot()
        let cell = autoLayoutChild(of: root, "cell")
        let label = Label("Hello")
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
            label.topAnchor.constraint(equalTo: cell.topAnchor),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
        ])
        // At fittingSizeLevel the label hugs; above its hugging (250) the target wins.
        XCTAssertEqual(cell.systemLayoutSizeFitting(CGSize(width: 200, height: 0)), CGSize(width: 40, height: 17))
        XCTAssertEqual(cell.systemLayoutSizeFitting(CGSize(width: 200, height: 0),
                                                    withHorizontalFittingPriority: LayoutPriority(251),
                                                    verticalFittingPriority: .fittingSizeLevel),
                       CGSize(width: 200, height: 17))
        // Below compression resistance (750) the label keeps its width against a small target.
        XCTAssertEqual(cell.systemLayoutSizeFitting(CGSize(width: 10, height: 0),
                                                    withHorizontalFittingPriority: LayoutPriority(749),
                                                    verticalFittingPriority: .fittingSizeLevel),
                       CGSize(width: 40, height: 17))
        XCTAssertEqual(cell.systemLayoutSizeFitting(CGSize(width: 10, height: 0),
                                                    withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel),
                       CGSize(width: 10, height: 17))
    }

    func testFittingIgnoresConstraintsToViewsOutsideTheSubtree() throws {
        let root = quietRoot()
        let cell = autoLayoutChild(of: root, "cell")
        let child = autoLayoutChild(of: cell, "child")
        try LayoutConstraint.activate([
            cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            cell.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            cell.topAnchor.constraint(equalTo: root.topAnchor),
            cell.heightAnchor.constraint(equalTo: root.heightAnchor),
            child.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
            child.topAnchor.constraint(equalTo: cell.topAnchor),
            cell.trailingAnchor.constraint(equalTo: child.trailingAnchor),
            cell.bottomAnchor.constraint(equalTo: child.bottomAnchor),
            child.widthAnchor.constraint(equalToConstant: 60),
            child.heightAnchor.constraint(equalToConstant: 30),
        ])
        XCTAssertEqual(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize), CGSize(width: 60, height: 30))
    }

    func testFittingSeesChangesMadeSinceTheLastLayout() throws {
        let (root, card, child) = try paddedCard()
        root.layoutIfNeeded()
        let width = child.constraints.first { $0.firstAttribute == .width }!
        width.constant = 200
        XCTAssertEqual(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize), CGSize(width: 220, height: 70))
    }

    func testFittingSeesAnIntrinsicSizeChangedSinceTheLastLayout() throws {
        let root = quietRoot()
        let cell = autoLayoutChild(of: root, "cell")
        let label = Label("ab")
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
            label.topAnchor.constraint(equalTo: cell.topAnchor),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
        ])
        root.layoutIfNeeded()
        label.text = "abcdef"
        XCTAssertEqual(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize), CGSize(width: 48, height: 17))
    }

    func testFittingWithMarginAttributesWithoutTouchingTheGuide() throws {
        let root = quietRoot()
        let cell = autoLayoutChild(of: root, "cell")
        let child = autoLayoutChild(of: cell, "child")
        try LayoutConstraint.activate([
            try LayoutConstraint(item: child, attribute: .leading, relatedBy: .equal, toItem: cell,
                                 attribute: .leadingMargin, multiplier: 1, constant: 0),
            try LayoutConstraint(item: child, attribute: .trailing, relatedBy: .equal, toItem: cell,
                                 attribute: .trailingMargin, multiplier: 1, constant: 0),
            try LayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: cell,
                                 attribute: .topMargin, multiplier: 1, constant: 0),
            try LayoutConstraint(item: child, attribute: .bottom, relatedBy: .equal, toItem: cell,
                                 attribute: .bottomMargin, multiplier: 1, constant: 0),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        XCTAssertEqual(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize), CGSize(width: 116, height: 36))
    }

    func testFittingWithTheMarginsGuide() throws {
        let root = quietRoot()
        let cell = autoLayoutChild(of: root, "cell")
        cell.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let child = autoLayoutChild(of: cell, "child")
        let m = cell.layoutMarginsGuide
        try LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: m.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: m.trailingAnchor),
            child.topAnchor.constraint(equalTo: m.topAnchor),
            child.bottomAnchor.constraint(equalTo: m.bottomAnchor),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        XCTAssertEqual(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize), CGSize(width: 106, height: 24))
    }

    func testFittingOfARootView() throws {
        let root = quietRoot(CGRect(x: 0, y: 0, width: 320, height: 480))
        let child = autoLayoutChild(of: root, "child")
        try LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 1),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 2),
            root.trailingAnchor.constraint(equalTo: child.trailingAnchor, constant: 3),
            root.bottomAnchor.constraint(equalTo: child.bottomAnchor, constant: 4),
            child.widthAnchor.constraint(equalToConstant: 10),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        XCTAssertEqual(root.systemLayoutSizeFitting(View.layoutFittingCompressedSize), CGSize(width: 14, height: 26))
        XCTAssertEqual(root.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    func testFittingWithTranslatingSubviewsUsesTheirFrames() throws {
        let root = quietRoot()
        let cell = autoLayoutChild(of: root, "cell")
        let fixed = View(frame: CGRect(x: 5, y: 5, width: 40, height: 30))
        cell.addSubview(fixed)
        try LayoutConstraint.activate([
            cell.trailingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 5),
            cell.bottomAnchor.constraint(equalTo: fixed.bottomAnchor, constant: 5),
        ])
        XCTAssertEqual(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize), CGSize(width: 50, height: 40))
    }
}

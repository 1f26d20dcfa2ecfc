import XCTest
@testable import StackKit

/// Hiding and showing an item of a long `fillEqually` stack pinned at both ends, where the
/// stack's positions are basic in the solver (chained rows): the equal widths hold to the
/// last digit.
///
/// 70 items with intrinsic widths 10 + 5·(i mod 7) (Σ = 10·175 = 1 750), spacing 8, in a
/// root 10 points wider than their natural length (1 750 + 8·69 = 2 302): 2 312 wide.
final class StackViewPinnedHidingTests: XCTestCase {
    static let count = 70
    static let width: CGFloat = 2_312

    func makeStack() throws -> (View, [View]) {
        let items = (0..<Self.count).map { i -> View in
            let view = View()
            view.intrinsicContentSize = CGSize(width: CGFloat(10 + 5 * (i % 7)), height: 20)
            return view
        }
        let root = View(frame: CGRect(x: 0, y: 0, width: Self.width, height: 100))
        let stack = StackView(arrangedSubviews: items)
        stack.distribution = .fillEqually
        stack.alignment = .center
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        try LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        return (root, items)
    }

    /// Every visible item `itemWidth` wide, each 8 after the one before.
    func assertEquallyFilled(_ items: [View], itemWidth: CGFloat, skipping hidden: Int? = nil,
                             file: StaticString = #filePath, line: UInt = #line) {
        var x: CGFloat = 0
        for (i, item) in items.enumerated() where i != hidden {
            XCTAssertEqual(item.frame.minX, x, accuracy: 1e-9, "item \(i)", file: file, line: line)
            XCTAssertEqual(item.frame.width, itemWidth, accuracy: 1e-9, "item \(i)", file: file, line: line)
            x += itemWidth + 8
        }
    }

    func testAPinnedFillEquallyStackSharesItsWidthEqually() throws {
        let (root, items) = try makeStack()
        // (2 312 − 8·69) / 70 = 1 760 / 70.
        assertEquallyFilled(items, itemWidth: 1_760.0 / 70)
        XCTAssertTrue(root.layoutEngine.diagnostics.isEmpty)
    }

    func testHidingTheMiddleItemSharesItsWidthAmongTheOthers() throws {
        let (root, items) = try makeStack()
        items[35].isHidden = true
        root.layoutIfNeeded()
        // (2 312 − 8·68) / 69 = 1 768 / 69.
        assertEquallyFilled(items, itemWidth: 1_768.0 / 69, skipping: 35)
        XCTAssertTrue(root.layoutEngine.diagnostics.isEmpty)
    }

    func testShowingTheMiddleItemAgainRestoresTheEqualWidths() throws {
        let (root, items) = try makeStack()
        items[35].isHidden = true
        root.layoutIfNeeded()
        items[35].isHidden = false
        root.layoutIfNeeded()
        assertEquallyFilled(items, itemWidth: 1_760.0 / 70)
        XCTAssertTrue(root.layoutEngine.diagnostics.isEmpty)
    }
}

import XCTest
import StackKit

final class StackViewSmokeTests: XCTestCase {
    func box(_ w: CGFloat, _ h: CGFloat, _ name: String) -> View {
        let v = View()
        v.identifier = name
        v.intrinsicContentSize = CGSize(width: w, height: h)
        return v
    }

    func testHorizontalFillCenterWithHiding() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        root.layoutEngine.diagnosticHandler = { d in XCTFail("\(d)") }
        let a = box(40, 20, "a"), b = box(60, 40, "b"), c = box(30, 10, "c")
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.alignment = .center
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        try! LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(stack.frame, CGRect(x: 0, y: 0, width: 150, height: 40))
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 10, width: 40, height: 20))
        XCTAssertEqual(b.frame, CGRect(x: 50, y: 0, width: 60, height: 40))
        XCTAssertEqual(c.frame, CGRect(x: 120, y: 15, width: 30, height: 10))
        b.isHidden = true
        root.layoutIfNeeded()
        XCTAssertEqual(stack.frame, CGRect(x: 0, y: 0, width: 80, height: 20))
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(b.frame.width, 0)
        XCTAssertEqual(c.frame, CGRect(x: 50, y: 5, width: 30, height: 10))
        b.isHidden = false
        root.layoutIfNeeded()
        XCTAssertEqual(b.frame, CGRect(x: 50, y: 0, width: 60, height: 40))
        XCTAssertEqual(stack.frame, CGRect(x: 0, y: 0, width: 150, height: 40))
    }

    func testFillEquallyInAFixedWidth() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        root.layoutEngine.diagnosticHandler = { d in XCTFail("\(d)") }
        let items = (0..<3).map { box(10 * CGFloat($0 + 1), 20, "i\($0)") }
        let stack = StackView(arrangedSubviews: items)
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        try! LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(items.map(\.frame), [CGRect(x: 0, y: 0, width: 100, height: 20),
                                            CGRect(x: 110, y: 0, width: 100, height: 20),
                                            CGRect(x: 220, y: 0, width: 100, height: 20)])
    }

    func testEqualSpacingVertical() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
        root.layoutEngine.diagnosticHandler = { d in XCTFail("\(d)") }
        let items = [box(20, 30, "a"), box(20, 40, "b"), box(20, 50, "c")]
        let stack = StackView(arrangedSubviews: items)
        stack.axis = .vertical
        stack.distribution = .equalSpacing
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        try! LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(items.map(\.frame), [CGRect(x: 0, y: 0, width: 20, height: 30),
                                            CGRect(x: 0, y: 120, width: 20, height: 40),
                                            CGRect(x: 0, y: 250, width: 20, height: 50)])
        XCTAssertEqual(stack.frame, CGRect(x: 0, y: 0, width: 20, height: 300))
    }

    func testAllHiddenStackHasZeroSize() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.layoutEngine.diagnosticHandler = { d in XCTFail("\(d)") }
        let items = [box(20, 30, "a"), box(20, 40, "b")]
        let stack = StackView(arrangedSubviews: items)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        try! LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
        ])
        for v in items { v.isHidden = true }
        root.layoutIfNeeded()
        XCTAssertEqual(stack.frame, CGRect(x: 5, y: 5, width: 0, height: 0))
    }
}

final class StackViewIncrementalTests: XCTestCase {
    func testTogglingOneOfAThousandItemsCostsAFewSolverOperations() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100_000, height: 100))
        let items = (0..<1000).map { i -> View in
            let v = View()
            v.intrinsicContentSize = CGSize(width: 10 + 5 * (i % 7), height: 20)
            return v
        }
        let stack = StackView(arrangedSubviews: items)
        stack.alignment = .center
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        root.layoutEngine.diagnosticHandler = { d in XCTFail("\(d)") }
        try! LayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                        stack.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        let before = root.layoutEngine.statistics
        items[500].isHidden = true
        root.layoutIfNeeded()
        let after = root.layoutEngine.statistics
        let operations = (after.additions - before.additions) + (after.removals - before.removals)
            + (after.constantChanges - before.constantChanges)
        XCTAssertLessThanOrEqual(operations, 16, "\(before) -> \(after)")
        XCTAssertEqual(items[500].frame.width, 0)
        XCTAssertEqual(items[501].frame.minX, items[499].frame.maxX + 8)
    }

    func testExtraLengthGoesToTheFirstItemAmongEqualHugging() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let a = View(), b = View()
        a.intrinsicContentSize = CGSize(width: 40, height: 20)
        b.intrinsicContentSize = CGSize(width: 40, height: 20)
        let stack = StackView(arrangedSubviews: [a, b])
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        try! LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 160, height: 20))
        XCTAssertEqual(b.frame, CGRect(x: 160, y: 0, width: 40, height: 20))
    }
}

final class StackViewDocsFindingsTests: XCTestCase {
    func testFillProportionallyWithBaselineRelativeSpacingKeepsTheRatio() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
        root.layoutEngine.diagnosticHandler = { d in XCTFail("\(d)") }
        let big = Label("Big", metrics: Label.Metrics(characterAdvance: 8, ascent: 22, descent: 6))   // 28 tall
        let small = Label("Small")                                                                   // 17 tall
        let stack = StackView(arrangedSubviews: [big, small])
        stack.axis = .vertical
        stack.distribution = .fillProportionally
        stack.isBaselineRelativeArrangement = true
        stack.spacing = 20
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        try! LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.heightAnchor.constraint(equalToConstant: 200),
        ])
        root.layoutIfNeeded()
        // Edge gap: 20 − 6 (big's descent) − 13 (small's ascent) = 1; 199 shared 28 : 17.
        XCTAssertEqual(big.frame.height, 199 * 28 / 45, accuracy: 1e-9)
        XCTAssertEqual(small.frame.height, 199 * 17 / 45, accuracy: 1e-9)
        XCTAssertEqual(small.frame.minY + 13, big.frame.maxY - 6 + 20, accuracy: 1e-9)
    }

    func testSpacingUseDefaultIsRefusedAsAStackSpacing() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.layoutEngine.diagnosticHandler = { _ in }
        let stack = StackView()
        root.addSubview(stack)
        stack.spacing = 4
        stack.spacing = StackView.spacingUseDefault
        XCTAssertEqual(stack.spacing, 4)
        XCTAssertEqual(root.layoutEngine.diagnostics.count, 1)
    }
}

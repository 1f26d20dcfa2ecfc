import XCTest
import StackKit

/// The samples of Docs/StackView.md, verbatim, and the frames of its tables.
final class DocSampleStackViewTests: XCTestCase {
    func testTheOpeningSample() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let icon = View(), title = Label("Inbox"), badge = Label("12")
        icon.intrinsicContentSize = CGSize(width: 20, height: 20)

        let row = StackView(arrangedSubviews: [icon, title, badge])
        row.alignment = .center
        row.spacing = 8
        row.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(row)
        try LayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            row.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
        ])
        root.layoutIfNeeded()    // row 92 × 20: icon (0, 0, 20, 20), title (28, 1.5, 40, 17), badge (76, 1.5, 16, 17)
        badge.isHidden = true
        root.layoutIfNeeded()    // row 68 × 20: the badge and the gap before it are gone
        XCTAssertEqual(row.frame, docRect(16, 16, 68, 20))
        docAssertFrames([icon, title, badge], [docRect(0, 0, 20, 20), docRect(28, 1.5, 40, 17), docRect(68, 0, 0, 17)])
        badge.isHidden = false
        root.layoutIfNeeded()
        XCTAssertEqual(row.frame, docRect(16, 16, 92, 20))
        docAssertFrames([icon, title, badge], [docRect(0, 0, 20, 20), docRect(28, 1.5, 40, 17), docRect(76, 1.5, 16, 17)])
    }

    // MARK: Distributions

    private struct Labels {
        let root: View, stack: StackView, a: Label, b: Label, c: Label
        var items: [View] { [a, b, c] }
    }

    /// "Distributions": the three labels, as the page builds them.
    private func threeLabels() -> Labels {
        let root = View(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let a = Label("OK"), b = Label("Cancel"), c = Label("Try again")   // 16, 48 and 72 wide, 17 tall
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.spacing = 8
        stack.distribution = .fill                 // or .fillEqually, …
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        stack.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        // "width 300" also activates stack.widthAnchor.constraint(equalToConstant: 300)
        root.layoutIfNeeded()
        root.layoutEngine.diagnosticHandler = { XCTFail("\($0)") }
        for (view, name) in [(a, "a"), (b, "b"), (c, "c"), (stack, "stack")] as [(View, String)] { view.identifier = name }
        return Labels(root: root, stack: stack, a: a, b: b, c: c)
    }

    /// Lays out `stack` at its natural width (nil) and at each width, and checks the
    /// items' frames (x and width; y 0, height 17) and the stack's width.
    private func check(_ s: Labels, _ columns: [(width: CGFloat?, stack: CGFloat, items: [(CGFloat, CGFloat)])],
                       line: UInt = #line) {
        let width = s.stack.widthAnchor.constraint(equalToConstant: 0)
        for column in columns {
            if let w = column.width {
                width.constant = w
                width.isActive = true
            } else {
                width.isActive = false
            }
            s.root.layoutIfNeeded()
            XCTAssertEqual(s.stack.frame.width, column.stack, accuracy: 1e-4, "width \(String(describing: column.width))", line: line)
            docAssertFrames(s.items, column.items.map { docRect($0.0, 0, $0.1, 17) }, line: line)
        }
        width.isActive = false
    }

    func testFill() {
        let s = threeLabels()
        let stack = s.stack
        stack.distribution = .fill    // the default
        check(s, [(nil, 152, [(0, 16), (24, 48), (80, 72)]), (300, 300, [(0, 164), (172, 48), (228, 72)]),
                  (144, 144, [(0, 8), (16, 48), (72, 72)])])
        s.b.setContentHuggingPriority(249, for: .horizontal)
        check(s, [(300, 300, [(0, 16), (24, 196), (228, 72)])])
        s.b.setContentHuggingPriority(250, for: .horizontal)
        s.c.setContentCompressionResistancePriority(749, for: .horizontal)
        check(s, [(144, 144, [(0, 16), (24, 48), (80, 64)])])
    }

    func testFillEqually() {
        let s = threeLabels()
        let stack = s.stack
        stack.distribution = .fillEqually
        let third = (200.0 - 16) / 3
        check(s, [(nil, 232, [(0, 72), (80, 72), (160, 72)]), (280, 280, [(0, 88), (96, 88), (192, 88)]),
                  (200, 200, [(0, third), (third + 8, third), (2 * third + 16, third)])])
    }

    func testFillProportionally() throws {
        let s = threeLabels()
        let stack = s.stack
        stack.distribution = .fillProportionally
        check(s, [(nil, 152, [(0, 16), (24, 48), (80, 72)]), (288, 288, [(0, 32), (40, 96), (144, 144)]),
                  (84, 84, [(0, 8), (16, 24), (48, 36)]),
                  (300, 300, [(0, 33.4118), (41.4118, 100.2353), (149.6471, 150.3529)])])
        let family = stack.arrangementConstraints().first { $0.family == "fill-proportionally" }
        let printed = ([family?.family ?? "-"] + (family?.constraints ?? []).map { "    \($0)" }).joined(separator: "\n") + "\n"
        XCTAssertEqual(printed, try DocSample.outputBlock(in: "Docs/StackView.md", after: "constraints of the natural case, as"))
    }

    func testFillProportionallyWithANestedStack() {
        let answer = Label("Answer")
        let inner = StackView(arrangedSubviews: [Label("Yes"), Label("Maybe")])
        inner.spacing = 8
        let stack = StackView(arrangedSubviews: [answer, inner])
        stack.distribution = .fillProportionally
        stack.spacing = 8
        let root = docRoot(pinning: stack)
        root.layoutIfNeeded()
        XCTAssertEqual(stack.frame.width, 128)
        docAssertFrames([answer, inner], [docRect(0, 0, 48, 17), docRect(56, 0, 72, 17)])
        stack.widthAnchor.constraint(equalToConstant: 248).isActive = true
        root.layoutIfNeeded()
        docAssertFrames([answer, inner], [docRect(0, 0, 96, 17), docRect(104, 0, 144, 17)])
    }

    func testSharesOfLongStacks() throws {
        let long = StackView(arrangedSubviews: (0..<1_001).map { _ in View() })
        long.distribution = .fillEqually
        let steps = long.arrangementConstraints().first { $0.family == "fill-equally-share" }!
        // steps.constraints: share.width == 0.03125 × stack.width (1/32), and
        // first item's width == 0.031968… × share.width (32/1 001); "share" is in long.layoutGuides.
        let share = try XCTUnwrap(long.layoutGuides.first { $0.identifier == "share" })
        XCTAssertEqual(steps.constraints.count, 2)
        XCTAssertTrue(steps.constraints[0].firstItem === share)
        XCTAssertTrue(steps.constraints[0].secondItem === long)
        XCTAssertEqual(steps.constraints[0].multiplier, 0.03125)
        XCTAssertTrue(steps.constraints[1].firstItem === long.arrangedSubviews[0])
        XCTAssertTrue(steps.constraints[1].secondItem === share)
        XCTAssertEqual(steps.constraints[1].multiplier, 32.0 / 1_001)
    }

    func testEqualSpacing() {
        let s = threeLabels()
        let stack = s.stack
        stack.distribution = .equalSpacing
        check(s, [(nil, 152, [(0, 16), (24, 48), (80, 72)]), (300, 300, [(0, 16), (98, 48), (228, 72)]),
                  (140, 140, [(0, 4), (12, 48), (68, 72)])])
    }

    func testLongEqualSpacingStacks() throws {
        let row = StackView(arrangedSubviews: (0..<40).map { _ in View() })
        row.distribution = .equalSpacing
        row.spacing = 8
        row.setCustomSpacing(20, after: row.arrangedSubviews[5])
        let spacing = row.arrangementConstraints().first { $0.family == "spacing" }!
        // spacing.constraints: one, item 6's leading >= item 5's trailing + 20; every gap is 20.
        XCTAssertEqual(spacing.constraints.count, 1)
        let kept = try XCTUnwrap(spacing.constraints.first)
        XCTAssertTrue(kept.firstItem === row.arrangedSubviews[6])
        XCTAssertEqual(kept.relation, .greaterThanOrEqual)
        XCTAssertTrue(kept.secondItem === row.arrangedSubviews[5])
        XCTAssertEqual(kept.constant, 20)
        // Every gap is 20: items 10 wide, the stack hugging, item i at 30·i.
        for item in row.arrangedSubviews { item.intrinsicContentSize = CGSize(width: 10, height: 10) }
        let root = View(frame: CGRect(x: 0, y: 0, width: 2_000, height: 100))
        root.addSubview(row)
        row.translatesAutoresizingMaskIntoConstraints = false
        try LayoutConstraint.activate([row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       row.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        XCTAssertEqual(row.arrangedSubviews[1].frame.minX, 30)
        XCTAssertEqual(row.arrangedSubviews[39].frame.minX, 1_170)
    }

    func testEqualCentering() {
        let s = threeLabels()
        let stack = s.stack
        stack.distribution = .equalCentering
        check(s, [(nil, 180, [(0, 16), (52, 48), (108, 72)]), (300, 300, [(0, 16), (112, 48), (228, 72)]),
                  (160, 160, [(0, 16), (32, 48), (88, 72)])])
    }

    // MARK: Alignments

    private struct Boxes {
        let root: View, stack: StackView, a: View, b: View, c: View
        var items: [View] { [a, b, c] }
    }

    /// "Alignments": the three views, as the page builds them, pinned at (0, 0).
    private func threeViews(axis: LayoutConstraint.Axis = .horizontal) -> Boxes {
        let a = View(), b = View(), c = View()
        a.intrinsicContentSize = CGSize(width: 40, height: 20)
        b.intrinsicContentSize = CGSize(width: 60, height: 40)
        c.intrinsicContentSize = CGSize(width: 30, height: 10)
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        stack.alignment = .center               // or .fill, .top, …
        // "height 60" adds stack.heightAnchor.constraint(equalToConstant: 60)
        stack.axis = axis
        let root = docRoot(pinning: stack)
        root.layoutEngine.diagnosticHandler = { XCTFail("\($0)") }
        for (view, name) in [(a, "a"), (b, "b"), (c, "c"), (stack, "stack")] as [(View, String)] { view.identifier = name }
        return Boxes(root: root, stack: stack, a: a, b: b, c: c)
    }

    /// Lays out at the natural thickness (nil) and at each given one, checking the frames.
    private func check(_ s: Boxes, _ columns: [(thickness: CGFloat?, frames: [CGRect])], line: UInt = #line) {
        let horizontal = s.stack.axis == .horizontal
        let size = horizontal ? s.stack.heightAnchor.constraint(equalToConstant: 0)
            : s.stack.widthAnchor.constraint(equalToConstant: 0)
        for column in columns {
            if let t = column.thickness { size.constant = t }
            size.isActive = column.thickness != nil
            s.root.layoutIfNeeded()
            docAssertFrames(s.items, column.frames, line: line)
        }
        size.isActive = false
    }

    func testAlignmentFill() {
        let s = threeViews()
        let stack = s.stack
        stack.alignment = .fill    // the default
        s.root.layoutIfNeeded()
        XCTAssertEqual(stack.frame.size, CGSize(width: 150, height: 40))
        check(s, [(nil, [docRect(0, 0, 40, 40), docRect(50, 0, 60, 40), docRect(120, 0, 30, 40)]),
                  (60, [docRect(0, 0, 40, 60), docRect(50, 0, 60, 60), docRect(120, 0, 30, 60)]),
                  (30, [docRect(0, 0, 40, 30), docRect(50, 0, 60, 30), docRect(120, 0, 30, 30)])])
    }

    func testAlignmentTop() {
        let s = threeViews()
        let stack = s.stack
        stack.alignment = .top     // .leading on a vertical stack
        let frames = [docRect(0, 0, 40, 20), docRect(50, 0, 60, 40), docRect(120, 0, 30, 10)]
        check(s, [(nil, frames), (60, frames)])
        XCTAssertEqual(StackView.Alignment.top, StackView.Alignment.leading)
    }

    func testAlignmentCenter() {
        let s = threeViews()
        let stack = s.stack
        stack.alignment = .center
        check(s, [(nil, [docRect(0, 10, 40, 20), docRect(50, 0, 60, 40), docRect(120, 15, 30, 10)]),
                  (60, [docRect(0, 20, 40, 20), docRect(50, 10, 60, 40), docRect(120, 25, 30, 10)])])
    }

    func testAlignmentBottom() {
        let s = threeViews()
        let stack = s.stack
        stack.alignment = .bottom  // .trailing on a vertical stack
        check(s, [(nil, [docRect(0, 20, 40, 20), docRect(50, 0, 60, 40), docRect(120, 30, 30, 10)]),
                  (60, [docRect(0, 40, 40, 20), docRect(50, 20, 60, 40), docRect(120, 50, 30, 10)])])
    }

    func testVerticalAlignments() {
        let cases: [(StackView.Alignment, [CGRect], [CGRect])] = [
            (.leading, [docRect(0, 0, 40, 20), docRect(0, 30, 60, 40), docRect(0, 80, 30, 10)],
             [docRect(0, 0, 40, 20), docRect(0, 30, 60, 40), docRect(0, 80, 30, 10)]),
            (.center, [docRect(10, 0, 40, 20), docRect(0, 30, 60, 40), docRect(15, 80, 30, 10)],
             [docRect(30, 0, 40, 20), docRect(20, 30, 60, 40), docRect(35, 80, 30, 10)]),
            (.trailing, [docRect(20, 0, 40, 20), docRect(0, 30, 60, 40), docRect(30, 80, 30, 10)],
             [docRect(60, 0, 40, 20), docRect(40, 30, 60, 40), docRect(70, 80, 30, 10)]),
        ]
        for (alignment, natural, wide) in cases {
            let s = threeViews(axis: .vertical)
            s.stack.alignment = alignment
            check(s, [(nil, natural), (100, wide)])
            s.root.layoutIfNeeded()
            XCTAssertEqual(s.stack.frame.size, CGSize(width: 60, height: 90))
        }
    }

    private struct Baselines {
        let root: View, stack: StackView, title: Label, detail: Label, icon: View
    }

    /// "firstBaseline": title, detail and icon, as the page builds them, pinned at (0, 0).
    private func baselineItems(_ order: (Label, Label, View) -> [View] = { [$0, $1, $2] }) -> Baselines {
        let title = Label("Title", metrics: Label.Metrics(characterAdvance: 12, ascent: 22, descent: 6))
        let detail = Label("details")
        let icon = View()
        icon.intrinsicContentSize = CGSize(width: 20, height: 20)
        let stack = StackView(arrangedSubviews: [title, detail, icon])
        stack.alignment = .firstBaseline
        stack.spacing = 8
        let views = order(title, detail, icon)
        for view in stack.arrangedSubviews where !views.contains(where: { $0 === view }) { view.removeFromSuperview() }
        for (index, view) in views.enumerated() { stack.insertArrangedSubview(view, at: index) }
        let root = docRoot(pinning: stack)
        return Baselines(root: root, stack: stack, title: title, detail: detail, icon: icon)
    }

    func testFirstBaseline() {
        let s = baselineItems()
        s.root.layoutIfNeeded()
        XCTAssertEqual(s.stack.frame.size, CGSize(width: 152, height: 42))
        docAssertFrames([s.title, s.detail, s.icon], [docRect(0, 0, 60, 28), docRect(68, 9, 56, 17), docRect(132, 22, 20, 20)])
        s.stack.heightAnchor.constraint(equalToConstant: 60).isActive = true
        s.root.layoutIfNeeded()
        docAssertFrames([s.title, s.detail, s.icon], [docRect(0, 18, 60, 28), docRect(68, 27, 56, 17), docRect(132, 40, 20, 20)])

        let swapped = baselineItems { title, detail, _ in [detail, title] }
        swapped.root.layoutIfNeeded()
        XCTAssertEqual(swapped.stack.frame.size, CGSize(width: 124, height: 19))
        docAssertFrames([swapped.detail, swapped.title], [docRect(0, 0, 56, 17), docRect(64, -9, 60, 28)])

        for width: CGFloat? in [nil, 100] {
            let vertical = baselineItems { title, detail, _ in [title, detail] }
            vertical.stack.axis = .vertical
            if let width { vertical.stack.widthAnchor.constraint(equalToConstant: width).isActive = true }
            vertical.root.layoutIfNeeded()
            XCTAssertEqual(vertical.stack.frame.size, CGSize(width: width ?? 60, height: 53))
            docAssertFrames([vertical.title, vertical.detail], [docRect(0, 0, 60, 28), docRect(0, 36, 56, 17)])
        }
    }

    func testLastBaseline() {
        let s = baselineItems()
        let stack = s.stack
        stack.alignment = .lastBaseline     // same title, detail and icon
        s.root.layoutIfNeeded()
        XCTAssertEqual(stack.frame.size, CGSize(width: 152, height: 28))
        let frames = [docRect(0, 0, 60, 28), docRect(68, 9, 56, 17), docRect(132, 2, 20, 20)]
        docAssertFrames([s.title, s.detail, s.icon], frames)
        stack.heightAnchor.constraint(equalToConstant: 60).isActive = true
        s.root.layoutIfNeeded()
        docAssertFrames([s.title, s.detail, s.icon], frames)

        let swapped = baselineItems { title, detail, _ in [detail, title] }
        swapped.stack.alignment = .lastBaseline
        swapped.root.layoutIfNeeded()
        XCTAssertEqual(swapped.stack.frame.size, CGSize(width: 124, height: 26))
        docAssertFrames([swapped.title], [docRect(64, 0, 60, 28)])

        for (width, frames) in [(nil, [docRect(0, 0, 60, 28), docRect(4, 36, 56, 17)]),
                                (100, [docRect(40, 0, 60, 28), docRect(44, 36, 56, 17)])] as [(CGFloat?, [CGRect])] {
            let vertical = baselineItems { title, detail, _ in [title, detail] }
            vertical.stack.axis = .vertical
            vertical.stack.alignment = .lastBaseline
            if let width { vertical.stack.widthAnchor.constraint(equalToConstant: width).isActive = true }
            vertical.root.layoutIfNeeded()
            docAssertFrames([vertical.title, vertical.detail], frames)
        }
    }

    // MARK: Hiding

    func testHiding() throws {
        let table: [(hidden: [Int], stack: CGSize, frames: [CGRect])] = [
            ([], CGSize(width: 150, height: 40), [docRect(0, 10, 40, 20), docRect(50, 0, 60, 40), docRect(120, 15, 30, 10)]),
            ([1], CGSize(width: 80, height: 20), [docRect(0, 0, 40, 20), docRect(45, 0, 0, 40), docRect(50, 5, 30, 10)]),
            ([0], CGSize(width: 100, height: 40), [docRect(0, 0, 0, 20), docRect(0, 0, 60, 40), docRect(70, 15, 30, 10)]),
            ([2], CGSize(width: 110, height: 40), [docRect(0, 10, 40, 20), docRect(50, 0, 60, 40), docRect(110, 0, 0, 10)]),
            ([0, 1, 2], .zero, [docRect(0, 0, 0, 20), docRect(0, 0, 0, 40), docRect(0, 0, 0, 10)]),
        ]
        for row in table {
            let s = threeViews()
            for index in row.hidden { s.items[index].isHidden = true }
            s.root.layoutIfNeeded()
            XCTAssertEqual(s.stack.frame.size, row.stack, "hidden \(row.hidden)")
            docAssertFrames(s.items, row.frames)
        }
        let s = threeViews()
        let (root, b) = (s.root, s.b)
        b.isHidden = true
        root.layoutIfNeeded()
        XCTAssertEqual(s.stack.frame.size, CGSize(width: 80, height: 20))
        let printed = s.stack.arrangementConstraints().map { family in
            ([family.family] + family.constraints.map { "    \($0)" }).joined(separator: "\n")
        }.joined(separator: "\n") + "\n"
        XCTAssertEqual(printed, try DocSample.outputBlock(in: "Docs/StackView.md", after: "The constraints of the stack with `b` hidden"))
    }

    // MARK: Spacing, margins, baselines

    func testCustomSpacing() {
        let s = threeLabels()
        let (stack, a, b) = (s.stack, s.a, s.b)
        stack.setCustomSpacing(20, after: a)
        let afterA = stack.customSpacing(after: a)                       // 20
        let afterB = stack.customSpacing(after: b)                       // StackView.spacingUseDefault
        stack.setCustomSpacing(StackView.spacingUseSystem, after: b)     // 8
        stack.setCustomSpacing(StackView.spacingUseDefault, after: a)    // back to `spacing`
        XCTAssertEqual(afterA, 20)
        XCTAssertEqual(afterB, StackView.spacingUseDefault)
        check(s, [(nil, 152, [(0, 16), (24, 48), (80, 72)])])

        stack.setCustomSpacing(20, after: a)
        check(s, [(nil, 164, [(0, 16), (36, 48), (92, 72)])])
        stack.setCustomSpacing(StackView.spacingUseDefault, after: a)
        stack.spacing = StackView.spacingUseSystem
        check(s, [(nil, 152, [(0, 16), (24, 48), (80, 72)])])
        stack.spacing = -4
        check(s, [(nil, 140, [(0, 16), (12, 48), (68, 72)])])
    }

    func testMarginsRelativeArrangement() {
        let s = threeLabels()
        let stack = s.stack
        stack.layoutMargins = EdgeInsets(top: 4, left: 12, bottom: 4, right: 12)
        stack.isLayoutMarginsRelativeArrangement = true
        let frames = { (items: [(CGFloat, CGFloat)]) in items.map { docRect($0.0, 4, $0.1, 17) } }
        s.root.layoutIfNeeded()
        XCTAssertEqual(stack.frame.size, CGSize(width: 176, height: 25))
        docAssertFrames(s.items, frames([(12, 16), (36, 48), (92, 72)]))
        let width = stack.widthAnchor.constraint(equalToConstant: 300)
        width.isActive = true
        s.root.layoutIfNeeded()
        docAssertFrames(s.items, frames([(12, 140), (160, 48), (216, 72)]))
        stack.distribution = .fillProportionally
        width.constant = 312
        s.root.layoutIfNeeded()
        XCTAssertEqual(stack.frame.size, CGSize(width: 312, height: 25))
        docAssertFrames(s.items, frames([(12, 32), (52, 96), (156, 144)]))
    }

    func testBaselineRelativeArrangement() {
        let title = Label("Title", metrics: Label.Metrics(characterAdvance: 12, ascent: 22, descent: 6))
        let stack = StackView(arrangedSubviews: [title, Label("Subtitle"), Label("Footnote")])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 20
        stack.isBaselineRelativeArrangement = true
        let root = docRoot(pinning: stack)
        root.layoutIfNeeded()
        XCTAssertEqual(stack.frame.size, CGSize(width: 64, height: 66))
        docAssertFrames(stack.arrangedSubviews, [docRect(0, 0, 60, 28), docRect(0, 29, 64, 17), docRect(0, 49, 64, 17)])
        stack.isBaselineRelativeArrangement = false
        root.layoutIfNeeded()
        XCTAssertEqual(stack.frame.size, CGSize(width: 64, height: 102))
        docAssertFrames(stack.arrangedSubviews, [docRect(0, 0, 60, 28), docRect(0, 48, 64, 17), docRect(0, 85, 64, 17)])
    }

    // MARK: Nested stacks, bookkeeping, introspection

    func testNestedStacks() {
        let icon = View(), title = Label("Inbox"), badge = Label("12"), detail = Label("3 unread messages")
        icon.intrinsicContentSize = CGSize(width: 20, height: 20)
        let row = StackView(arrangedSubviews: [icon, title, badge])     // icon 20 × 20, "Inbox", "12"
        row.alignment = .center
        row.spacing = 8
        let column = StackView(arrangedSubviews: [row, detail])          // detail: "3 unread messages"
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 4
        // column pinned at (16, 16) in the root
        let root = docRoot(320, 480, pinning: column, at: CGPoint(x: 16, y: 16))
        root.layoutEngine.diagnosticHandler = { XCTFail("\($0)") }
        let views: [View] = [column, row, icon, title, badge, detail]
        func check(_ frames: [CGRect], line: UInt = #line) {
            root.layoutIfNeeded()
            docAssertFrames(views, frames, line: line)
        }
        check([docRect(16, 16, 136, 41), docRect(0, 0, 92, 20), docRect(0, 0, 20, 20), docRect(28, 1.5, 40, 17),
               docRect(76, 1.5, 16, 17), docRect(0, 24, 136, 17)])
        badge.isHidden = true
        check([docRect(16, 16, 136, 41), docRect(0, 0, 68, 20), docRect(0, 0, 20, 20), docRect(28, 1.5, 40, 17),
               docRect(68, 0, 0, 17), docRect(0, 24, 136, 17)])
        badge.isHidden = false
        title.text = "Inbox (archived)"
        check([docRect(16, 16, 180, 41), docRect(0, 0, 180, 20), docRect(0, 0, 20, 20), docRect(28, 1.5, 128, 17),
               docRect(164, 1.5, 16, 17), docRect(0, 24, 136, 17)])
        detail.isHidden = true
        check([docRect(16, 16, 180, 20), docRect(0, 0, 180, 20), docRect(0, 0, 20, 20), docRect(28, 1.5, 128, 17),
               docRect(164, 1.5, 16, 17), docRect(0, 20, 136, 0)])
        column.alignment = .fill
        detail.isHidden = false
        title.text = "Inbox"
        check([docRect(16, 16, 136, 41), docRect(0, 0, 136, 20), docRect(0, 0, 64, 20), docRect(72, 1.5, 40, 17),
               docRect(120, 1.5, 16, 17), docRect(0, 24, 136, 17)])
    }

    func testBookkeeping() {
        let a = View(), b = View(), c = View()
        let stack = StackView(arrangedSubviews: [a, b, c])   // arranged a b c, subviews a b c
        stack.addArrangedSubview(a)                           // arranged b c a, subviews a b c
        stack.insertArrangedSubview(a, at: 0)                 // arranged a b c
        stack.removeArrangedSubview(b)                        // arranged a c,   subviews a b c
        c.removeFromSuperview()                               // arranged a,     subviews a b
        XCTAssertTrue(stack.arrangedSubviews.elementsEqual([a], by: ===))
        XCTAssertTrue(stack.subviews.elementsEqual([a, b], by: ===))
    }

    func testIntrospection() throws {
        let a = Label("OK"), b = Label("Cancel"), c = Label("Try again")
        for (view, name) in [(a, "a"), (b, "b"), (c, "c")] { view.identifier = name }
        let stack = StackView(arrangedSubviews: [a, b, c])   // "OK", "Cancel", "Try again"
        stack.distribution = .equalSpacing
        stack.alignment = .center
        stack.spacing = 8
        for (family, constraints) in stack.arrangementConstraints() {
            print(family)
            for c in constraints { print("   ", c) }
        }
        stack.identifier = "stack"
        var printed = ""
        for (family, constraints) in stack.arrangementConstraints() {
            print(family, to: &printed)
            for c in constraints { print("   ", c, to: &printed) }
        }
        XCTAssertEqual(printed, try DocSample.outputBlock(in: "Docs/StackView.md", after: "for c in constraints { print"))
    }

    func testTextWidthDisambiguation() {
        let question = Label("aaaa bbbb cccc dddd"), answer = Label("eeee ffff")   // 152 and 72 wide on one line
        question.numberOfLines = 0
        answer.numberOfLines = 0
        let row = StackView(arrangedSubviews: [question, answer])   // horizontal, fill
        row.alignment = .top
        row.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        row.layoutIfNeeded()
        // question.width == 0.5 * row.width @760, answer likewise: both 100 wide; question
        // wraps to "aaaa bbbb" / "cccc dddd" (100 × 34), answer keeps one line (100 × 17)
        XCTAssertEqual(question.frame, CGRect(x: 0, y: 0, width: 100, height: 34))
        XCTAssertEqual(answer.frame, CGRect(x: 100, y: 0, width: 100, height: 17))
        let family = row.arrangementConstraints().first { $0.family == "text-width-disambiguation" }
        XCTAssertEqual(family?.constraints.map(\.priority), [760, 760])
    }
}

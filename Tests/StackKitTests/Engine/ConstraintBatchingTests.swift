import XCTest
import StackKit

/// Scenario 3 (Docs/Scenarios.md, "3. Expanded and collapsed states"): a view keeps two
/// sets of required constraints (expanded, collapsed) and switches between them — by
/// activation or by flipping priorities — in any order between two layout passes, with no
/// conflict reported.
final class ConstraintBatchingTests: XCTestCase {
    private final class Screen {
        let log = CycleLog()
        let root: RecordingView
        let header = View(), body = View(), footer = View()
        let expanded: [LayoutConstraint]
        let collapsed: [LayoutConstraint]

        static let expandedFrames = [CGRect(x: 0, y: 0, width: 320, height: 44),
                                     CGRect(x: 0, y: 52, width: 320, height: 200),
                                     CGRect(x: 0, y: 260, width: 320, height: 30)]
        static let collapsedFrames = [CGRect(x: 0, y: 0, width: 320, height: 44),
                                      CGRect(x: 0, y: 44, width: 320, height: 0),
                                      CGRect(x: 0, y: 52, width: 320, height: 30)]

        /// - Parameter collapsedPriority: nil builds the collapsed set inactive; a value
        ///   activates both sets with the collapsed one at that priority.
        init(collapsedPriority: LayoutPriority? = nil) throws {
            root = RecordingView("root", log: log, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            root.layoutEngine.diagnosticHandler = { _ in }
            for (v, id) in [(header, "header"), (body, "body"), (footer, "footer")] {
                v.identifier = id
                v.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(v)
            }
            expanded = [body.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
                        body.heightAnchor.constraint(equalToConstant: 200)]
            collapsed = [body.topAnchor.constraint(equalTo: header.bottomAnchor),
                         body.heightAnchor.constraint(equalToConstant: 0)]
            for (i, c) in expanded.enumerated() { c.identifier = "expanded-\(i)" }
            for (i, c) in collapsed.enumerated() { c.identifier = "collapsed-\(i)" }
            var fixed: [LayoutConstraint] = []
            for v in [header, body, footer] {
                fixed.append(v.leadingAnchor.constraint(equalTo: root.leadingAnchor))
                fixed.append(v.trailingAnchor.constraint(equalTo: root.trailingAnchor))
            }
            fixed += [header.topAnchor.constraint(equalTo: root.topAnchor),
                      header.heightAnchor.constraint(equalToConstant: 44),
                      footer.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 8),
                      footer.heightAnchor.constraint(equalToConstant: 30)]
            try LayoutConstraint.activate(fixed + expanded)
            if let p = collapsedPriority {
                for c in collapsed { c.priority = p }
                try LayoutConstraint.activate(collapsed)
            }
            root.layoutIfNeeded()
        }

        var frames: [CGRect] { [header.frame, body.frame, footer.frame] }
        var diagnostics: [LayoutDiagnostic] { root.layoutEngine.diagnostics }
    }

    private func permutations<T>(_ items: [T]) -> [[T]] {
        guard items.count > 1 else { return [items] }
        var result: [[T]] = []
        for (i, item) in items.enumerated() {
            var rest = items
            rest.remove(at: i)
            for p in permutations(rest) { result.append([item] + p) }
        }
        return result
    }

    // MARK: Switching by activation

    func testStartsExpanded() throws {
        let s = try Screen()
        XCTAssertEqual(s.frames, Screen.expandedFrames)
        XCTAssertTrue(s.diagnostics.isEmpty)
    }

    func testDeactivateThenActivateCollapses() throws {
        let s = try Screen()
        LayoutConstraint.deactivate(s.expanded)
        try LayoutConstraint.activate(s.collapsed)
        s.root.layoutIfNeeded()
        XCTAssertEqual(s.frames, Screen.collapsedFrames)
        XCTAssertTrue(s.diagnostics.isEmpty)
    }

    func testActivateThenDeactivateCollapsesWithoutConflict() throws {
        let s = try Screen()
        try LayoutConstraint.activate(s.collapsed)
        LayoutConstraint.deactivate(s.expanded)
        s.root.layoutIfNeeded()
        XCTAssertEqual(s.frames, Screen.collapsedFrames)
        XCTAssertTrue(s.diagnostics.isEmpty, "\(s.diagnostics)")
    }

    func testEveryOrderOfSingleActivationsCollapses() throws {
        for order in permutations(Array(0..<4)) {
            let s = try Screen()
            for step in order {
                switch step {
                case 0, 1: s.expanded[step].isActive = false
                default: s.collapsed[step - 2].isActive = true
                }
            }
            s.root.layoutIfNeeded()
            XCTAssertEqual(s.frames, Screen.collapsedFrames, "order \(order)")
            XCTAssertTrue(s.diagnostics.isEmpty, "order \(order): \(s.diagnostics)")
        }
    }

    func testEveryOrderOfSingleActivationsExpandsAgain() throws {
        for order in permutations(Array(0..<4)) {
            let s = try Screen()
            LayoutConstraint.deactivate(s.expanded)
            try LayoutConstraint.activate(s.collapsed)
            s.root.layoutIfNeeded()
            for step in order {
                switch step {
                case 0, 1: s.collapsed[step].isActive = false
                default: s.expanded[step - 2].isActive = true
                }
            }
            s.root.layoutIfNeeded()
            XCTAssertEqual(s.frames, Screen.expandedFrames, "order \(order)")
            XCTAssertTrue(s.diagnostics.isEmpty, "order \(order): \(s.diagnostics)")
        }
    }

    func testSwitchingBackAndForthBetweenPassesEndsInTheLastState() throws {
        let s = try Screen()
        for _ in 0..<3 {
            try LayoutConstraint.activate(s.collapsed)
            LayoutConstraint.deactivate(s.expanded)
            try LayoutConstraint.activate(s.expanded)
            LayoutConstraint.deactivate(s.collapsed)
        }
        try LayoutConstraint.activate(s.collapsed)
        LayoutConstraint.deactivate(s.expanded)
        s.root.layoutIfNeeded()
        XCTAssertEqual(s.frames, Screen.collapsedFrames)
        XCTAssertTrue(s.diagnostics.isEmpty)
    }

    func testSwitchingThereAndBackBetweenPassesChangesNothing() throws {
        let s = try Screen()
        s.log.entries.removeAll()
        try LayoutConstraint.activate(s.collapsed)
        LayoutConstraint.deactivate(s.expanded)
        try LayoutConstraint.activate(s.expanded)
        LayoutConstraint.deactivate(s.collapsed)
        s.root.layoutIfNeeded()
        XCTAssertEqual(s.frames, Screen.expandedFrames)
        XCTAssertTrue(s.diagnostics.isEmpty)
        XCTAssertEqual(s.log.entries.filter { $0.hasPrefix("layout") }, [])
    }

    func testSwitchTogetherWithAConstantChangeOfTheNewSet() throws {
        let s = try Screen()
        try LayoutConstraint.activate(s.collapsed)
        s.collapsed[1].constant = 20
        LayoutConstraint.deactivate(s.expanded)
        s.root.layoutIfNeeded()
        XCTAssertEqual(s.frames, [CGRect(x: 0, y: 0, width: 320, height: 44),
                                  CGRect(x: 0, y: 44, width: 320, height: 20),
                                  CGRect(x: 0, y: 72, width: 320, height: 30)])
        XCTAssertTrue(s.diagnostics.isEmpty)
    }

    func testChangingTheConstantsOfTwinConstraintsTogetherIsNotAConflict() throws {
        for twinFirst in [false, true] {
            let s = try Screen()
            let twin = s.body.heightAnchor.constraint(equalToConstant: 200)
            twin.isActive = true
            s.root.layoutIfNeeded()
            XCTAssertTrue(s.diagnostics.isEmpty)
            if twinFirst {
                twin.constant = 150
                s.expanded[1].constant = 150
            } else {
                s.expanded[1].constant = 150
                twin.constant = 150
            }
            s.root.layoutIfNeeded()
            XCTAssertTrue(s.diagnostics.isEmpty, "twin first: \(twinFirst): \(s.diagnostics)")
            XCTAssertEqual(s.body.frame, CGRect(x: 0, y: 52, width: 320, height: 150), "twin first: \(twinFirst)")
        }
    }

    func testARealConflictLeftAtTheEndOfTheBatchIsReportedOnce() throws {
        let s = try Screen()
        let twin = s.body.heightAnchor.constraint(equalToConstant: 200)
        twin.isActive = true
        s.root.layoutIfNeeded()
        twin.constant = 120
        s.root.layoutIfNeeded()
        s.root.layoutIfNeeded()
        XCTAssertEqual(s.diagnostics.count, 1)
        XCTAssertTrue(s.diagnostics.first?.brokenConstraint === twin)
        XCTAssertEqual(s.body.frame.height, 200)
    }

    func testAskingForAFittingSizeMidSwitchReportsNothing() throws {
        let s = try Screen()
        try LayoutConstraint.activate(s.collapsed)
        _ = s.root.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        LayoutConstraint.deactivate(s.expanded)
        s.root.layoutIfNeeded()
        XCTAssertEqual(s.frames, Screen.collapsedFrames)
        XCTAssertTrue(s.diagnostics.isEmpty)
    }

    // MARK: Switching by priorities (1000 <-> 250)

    func testBothSetsActiveWithCollapsedOptionalIsExpanded() throws {
        let s = try Screen(collapsedPriority: .defaultLow)
        XCTAssertEqual(s.frames, Screen.expandedFrames)
        XCTAssertTrue(s.diagnostics.isEmpty)
    }

    func testRaisingCollapsedFirstThenLoweringExpandedCollapses() throws {
        let s = try Screen(collapsedPriority: .defaultLow)
        for c in s.collapsed { c.priority = .required }
        for c in s.expanded { c.priority = .defaultLow }
        s.root.layoutIfNeeded()
        XCTAssertEqual(s.frames, Screen.collapsedFrames)
        XCTAssertTrue(s.diagnostics.isEmpty, "\(s.diagnostics)")
    }

    func testLoweringExpandedFirstThenRaisingCollapsedCollapses() throws {
        let s = try Screen(collapsedPriority: .defaultLow)
        for c in s.expanded { c.priority = .defaultLow }
        for c in s.collapsed { c.priority = .required }
        s.root.layoutIfNeeded()
        XCTAssertEqual(s.frames, Screen.collapsedFrames)
        XCTAssertTrue(s.diagnostics.isEmpty)
    }

    func testEveryOrderOfPriorityFlipsCollapses() throws {
        for order in permutations(Array(0..<4)) {
            let s = try Screen(collapsedPriority: .defaultLow)
            for step in order {
                switch step {
                case 0, 1: s.expanded[step].priority = .defaultLow
                default: s.collapsed[step - 2].priority = .required
                }
            }
            s.root.layoutIfNeeded()
            XCTAssertEqual(s.frames, Screen.collapsedFrames, "order \(order)")
            XCTAssertTrue(s.diagnostics.isEmpty, "order \(order): \(s.diagnostics)")
        }
    }

    func testEveryOrderOfPriorityFlipsExpandsAgain() throws {
        for order in permutations(Array(0..<4)) {
            let s = try Screen(collapsedPriority: .defaultLow)
            for c in s.expanded { c.priority = .defaultLow }
            for c in s.collapsed { c.priority = .required }
            s.root.layoutIfNeeded()
            for step in order {
                switch step {
                case 0, 1: s.collapsed[step].priority = .defaultLow
                default: s.expanded[step - 2].priority = .required
                }
            }
            s.root.layoutIfNeeded()
            XCTAssertEqual(s.frames, Screen.expandedFrames, "order \(order)")
            XCTAssertTrue(s.diagnostics.isEmpty, "order \(order): \(s.diagnostics)")
        }
    }

    func testFlippingPrioritiesManyTimesWithLayoutInBetween() throws {
        let s = try Screen(collapsedPriority: .defaultLow)
        for round in 0..<6 {
            let collapse = round % 2 == 0
            for c in s.collapsed { c.priority = collapse ? .required : .defaultLow }
            for c in s.expanded { c.priority = collapse ? .defaultLow : .required }
            s.root.layoutIfNeeded()
            XCTAssertEqual(s.frames, collapse ? Screen.collapsedFrames : Screen.expandedFrames, "round \(round)")
        }
        XCTAssertTrue(s.diagnostics.isEmpty)
    }

    func testMixingActivationAndPriorityFlips() throws {
        // Expanded is switched off by deactivation, collapsed on by a priority raise, in the
        // order that conflicts in between.
        let s = try Screen(collapsedPriority: .defaultLow)
        s.collapsed[0].priority = .required
        s.expanded[1].isActive = false
        s.collapsed[1].priority = .required
        s.expanded[0].isActive = false
        s.root.layoutIfNeeded()
        XCTAssertEqual(s.frames, Screen.collapsedFrames)
        XCTAssertTrue(s.diagnostics.isEmpty)
    }

    // MARK: The batch is applied as a whole

    func testManyChangesBetweenPassesLayOutOnce() throws {
        let s = try Screen()
        s.log.entries.removeAll()
        try LayoutConstraint.activate(s.collapsed)
        LayoutConstraint.deactivate(s.expanded)
        s.root.layoutIfNeeded()
        XCTAssertEqual(s.log.entries.filter { $0 == "layout root" }.count, 1)
    }

    func testAmbiguityAfterASwitchIsNone() throws {
        let s = try Screen()
        try LayoutConstraint.activate(s.collapsed)
        LayoutConstraint.deactivate(s.expanded)
        XCTAssertFalse(s.body.hasAmbiguousLayout)
        XCTAssertFalse(s.footer.hasAmbiguousLayout)
        XCTAssertTrue(s.diagnostics.isEmpty)
    }
}

import XCTest
import StackKit

/// The exact constraint set a stack generates (Docs/StackView.md, "Generated constraints"
/// and "Canvas connections per alignment"): identifier, items, attributes, relation,
/// constant and priority. Names: `S` the stack, `M` its margins guide, `G` the spanning
/// guide, `O` the ordering guide, `gap(X)` the gap guide after X.
final class StackViewGeneratedConstraintsTests: XCTestCase {
    private func stack(_ axis: SVAxis = .horizontal, _ distribution: StackView.Distribution = .fill,
                       _ alignment: StackView.Alignment = .fill, sizes: [(CGFloat, CGFloat)] = [(30, 20), (40, 30), (50, 10)],
                       spacing: CGFloat = 10) -> SVFixture {
        let names = ["a", "b", "c", "d", "e"]
        let items = sizes.enumerated().map { svBox($1.0, $1.1, names[$0]) }
        return SVFixture(items, axis: axis, distribution: distribution, alignment: alignment, spacing: spacing)
    }

    private func assertConstraints(_ stack: StackView, _ expected: [String],
                                   file: StaticString = #filePath, line: UInt = #line) {
        let actual = svDescriptions(of: stack)
        let want = expected.sorted()
        XCTAssertEqual(actual, want, file: file, line: line)
        if actual != want {
            let missing = want.filter { !actual.contains($0) }
            let extra = actual.filter { !want.contains($0) }
            XCTFail("missing: \(missing)\nunexpected: \(extra)", file: file, line: line)
        }
    }

    // Distribution parts of a horizontal a, b, c stack with spacing 10.
    private let canvasH = ["SKSV-canvas-connection S.leading == a.leading @1000",
                           "SKSV-canvas-connection S.trailing == c.trailing @1000"]
    private let spacingH = ["SKSV-spacing b.leading == a.trailing + 10 @1000",
                            "SKSV-spacing c.leading == b.trailing + 10 @1000"]
    private let minimumSpacingH = ["SKSV-spacing b.leading >= a.trailing + 10 @1000",
                                   "SKSV-spacing c.leading >= b.trailing + 10 @1000"]
    // Alignment part of a horizontal fill stack.
    private let fillAlignmentH = ["SKSV-canvas-connection S.top == a.top @1000",
                                  "SKSV-canvas-connection S.bottom == a.bottom @1000",
                                  "SKSV-alignment a.top == b.top @1000", "SKSV-alignment a.bottom == b.bottom @1000",
                                  "SKSV-alignment a.top == c.top @1000", "SKSV-alignment a.bottom == c.bottom @1000"]
    private let spanningFitH = ["SKSV-spanning-fit G.height == 0 @51",
                                "SKSV-ambiguity-suppression a.height == 0 @25",
                                "SKSV-ambiguity-suppression b.height == 0 @25",
                                "SKSV-ambiguity-suppression c.height == 0 @25"]

    // MARK: distributions (alignment fill)

    func testFillGeneratesCanvasConnectionsAndSpacing() {
        let f = stack(.horizontal, .fill)
        assertConstraints(f.stack, canvasH + spacingH + fillAlignmentH)
    }

    /// Three items, spacing 10: the first is a third of the canvas less a third of the 20
    /// points of gaps.
    func testFillEquallyAddsEqualLengthsToTheFirstItemAndItsShareOfTheCanvas() {
        let f = stack(.horizontal, .fillEqually)
        assertConstraints(f.stack, canvasH + spacingH + fillAlignmentH + [
            "SKSV-fill-equally b.width == a.width @1000", "SKSV-fill-equally c.width == a.width @1000",
            "SKSV-fill-equally-share a.width == 0.3333333333333333*S.width - 6.666666666666666 @1000"])
    }

    /// Lengths 16, 16, 32 with spacing 10: shares 1/4, 1/4, 1/2 of the canvas less 20.
    func testFillProportionallySharesTheLengthAfterSpacingWithDescendingPriorities() {
        let f = stack(.horizontal, .fillProportionally, sizes: [(16, 20), (16, 30), (32, 10)])
        assertConstraints(f.stack, canvasH + spacingH + fillAlignmentH + [
            "SKSV-fill-proportionally a.width == 0.25*S.width - 5 @1000",
            "SKSV-fill-proportionally b.width == 0.25*S.width - 5 @999",
            "SKSV-fill-proportionally c.width == 0.5*S.width - 10 @998"])
    }

    func testFillProportionallyPrioritiesStopAt751() {
        let items = (0..<300).map { svBox(8, 10, "i\($0)") }
        let f = SVFixture(items, distribution: .fillProportionally)
        let proportional = f.stack.arrangementConstraints().flatMap(\.constraints)
            .filter { $0.identifier == "SKSV-fill-proportionally" }
        XCTAssertEqual(proportional.count, 300)
        for (index, item) in items.enumerated() {
            let c = proportional.first { $0.firstItem === item }
            XCTAssertEqual(c?.priority, LayoutPriority(Float(max(1000 - index, 751))), "item \(index)")
        }
    }

    func testFillProportionallyWithALoneItemIsRequired() {
        let f = stack(.horizontal, .fillProportionally, sizes: [(16, 20)])
        let proportional = f.stack.arrangementConstraints().flatMap(\.constraints)
            .filter { $0.identifier == "SKSV-fill-proportionally" }
        XCTAssertEqual(proportional.map(\.priority), [.required])
    }

    func testFillProportionallyGivesAZeroLengthItemAZeroLength() {
        let f = stack(.horizontal, .fillProportionally, sizes: [(16, 20), (0, 30), (16, 10)])
        let descriptions = svDescriptions(of: f.stack)
        XCTAssertTrue(descriptions.contains("SKSV-fill-proportionally b.width == 0 @999"), "\(descriptions)")
    }

    func testEqualSpacingGeneratesMinimumSpacingGapGuidesAndCanvasFit() {
        let f = stack(.horizontal, .equalSpacing)
        assertConstraints(f.stack, canvasH + minimumSpacingH + fillAlignmentH + [
            "SKSV-distributing-edge gap(a).leading == a.trailing @1000",
            "SKSV-distributing-edge gap(a).trailing == b.leading @1000",
            "SKSV-distributing-edge gap(b).leading == b.trailing @1000",
            "SKSV-distributing-edge gap(b).trailing == c.leading @1000",
            "SKSV-fill-equally gap(b).width == gap(a).width @1000",
            "SKSV-canvas-fit S.width == 0 @49"])
    }

    /// A new spacing updates the stack's constraints in place: the same objects, the
    /// spacings with the new constant.
    func testANewSpacingKeepsEveryGeneratedConstraintAndChangesItsConstant() {
        let f = stack(.horizontal, .equalSpacing)
        let before = f.stack.arrangementConstraints().flatMap(\.constraints)
        f.stack.spacing = 14
        let after = f.stack.arrangementConstraints().flatMap(\.constraints)
        XCTAssertEqual(after.count, before.count)
        XCTAssertTrue(zip(before, after).allSatisfy { $0 === $1 })
        assertConstraints(f.stack, canvasH + fillAlignmentH + [
            "SKSV-spacing b.leading >= a.trailing + 14 @1000",
            "SKSV-spacing c.leading >= b.trailing + 14 @1000",
            "SKSV-distributing-edge gap(a).leading == a.trailing @1000",
            "SKSV-distributing-edge gap(a).trailing == b.leading @1000",
            "SKSV-distributing-edge gap(b).leading == b.trailing @1000",
            "SKSV-distributing-edge gap(b).trailing == c.leading @1000",
            "SKSV-fill-equally gap(b).width == gap(a).width @1000",
            "SKSV-canvas-fit S.width == 0 @49"])
    }

    func testEqualCenteringGeneratesCenterToCenterGapGuidesWithLowPriorities() {
        let f = stack(.horizontal, .equalCentering)
        assertConstraints(f.stack, canvasH + minimumSpacingH + fillAlignmentH + [
            "SKSV-distributing-edge gap(a).leading == a.centerX @1000",
            "SKSV-distributing-edge gap(a).trailing == b.centerX @1000",
            "SKSV-distributing-edge gap(b).leading == b.centerX @1000",
            "SKSV-distributing-edge gap(b).trailing == c.centerX @1000",
            "SKSV-fill-equally gap(b).width == gap(a).width @149",
            "SKSV-canvas-fit S.width == 0 @49"])
    }

    func testEqualCenteringGapPrioritiesDescendToFifty() {
        let items = (0..<110).map { svBox(10, 10, "i\($0)") }
        let f = SVFixture(items, distribution: .equalCentering)
        let gaps = f.stack.arrangementConstraints().flatMap(\.constraints)
            .filter { $0.identifier == "SKSV-fill-equally" }
        XCTAssertEqual(gaps.count, 108)
        XCTAssertEqual(Set(gaps.map(\.priority.rawValue)), Set((1...108).map { Float(max(150 - $0, 50)) }))
    }

    func testVerticalFillUsesTopBottomAndLeadingTrailing() {
        let f = stack(.vertical, .fill)
        assertConstraints(f.stack, [
            "SKSV-canvas-connection S.top == a.top @1000", "SKSV-canvas-connection S.bottom == c.bottom @1000",
            "SKSV-spacing b.top == a.bottom + 10 @1000", "SKSV-spacing c.top == b.bottom + 10 @1000",
            "SKSV-canvas-connection S.leading == a.leading @1000", "SKSV-canvas-connection S.trailing == a.trailing @1000",
            "SKSV-alignment a.leading == b.leading @1000", "SKSV-alignment a.trailing == b.trailing @1000",
            "SKSV-alignment a.leading == c.leading @1000", "SKSV-alignment a.trailing == c.trailing @1000"])
    }

    // MARK: alignments (distribution fill)

    func testTopGeneratesSpanningGuideOwningTheTopEdge() {
        let f = stack(.horizontal, .fill, .top)
        assertConstraints(f.stack, canvasH + spacingH + spanningFitH + [
            "SKSV-canvas-connection S.top == a.top @1000", "SKSV-canvas-connection S.bottom == G.bottom @1000",
            "SKSV-alignment a.top == b.top @1000", "SKSV-alignment a.top == c.top @1000",
            "SKSV-spanning-boundary G.top == a.top @999.5", "SKSV-spanning-boundary G.bottom >= a.bottom @1000",
            "SKSV-spanning-boundary G.top == b.top @999.5", "SKSV-spanning-boundary G.bottom >= b.bottom @1000",
            "SKSV-spanning-boundary G.top == c.top @999.5", "SKSV-spanning-boundary G.bottom >= c.bottom @1000"])
    }

    func testCenterGeneratesSpanningGuideAndCenterConnection() {
        let f = stack(.horizontal, .fill, .center)
        assertConstraints(f.stack, canvasH + spacingH + spanningFitH + [
            "SKSV-canvas-connection S.top == G.top @1000", "SKSV-canvas-connection S.bottom == G.bottom @1000",
            "SKSV-canvas-connection S.centerY == a.centerY @1000",
            "SKSV-alignment a.centerY == b.centerY @1000", "SKSV-alignment a.centerY == c.centerY @1000",
            "SKSV-spanning-boundary G.top <= a.top @1000", "SKSV-spanning-boundary G.bottom >= a.bottom @1000",
            "SKSV-spanning-boundary G.top <= b.top @1000", "SKSV-spanning-boundary G.bottom >= b.bottom @1000",
            "SKSV-spanning-boundary G.top <= c.top @1000", "SKSV-spanning-boundary G.bottom >= c.bottom @1000"])
    }

    func testBottomGeneratesSpanningGuideOwningTheBottomEdge() {
        let f = stack(.horizontal, .fill, .bottom)
        assertConstraints(f.stack, canvasH + spacingH + spanningFitH + [
            "SKSV-canvas-connection S.top == G.top @1000", "SKSV-canvas-connection S.bottom == a.bottom @1000",
            "SKSV-alignment a.bottom == b.bottom @1000", "SKSV-alignment a.bottom == c.bottom @1000",
            "SKSV-spanning-boundary G.top <= a.top @1000", "SKSV-spanning-boundary G.bottom == a.bottom @999.5",
            "SKSV-spanning-boundary G.top <= b.top @1000", "SKSV-spanning-boundary G.bottom == b.bottom @999.5",
            "SKSV-spanning-boundary G.top <= c.top @1000", "SKSV-spanning-boundary G.bottom == c.bottom @999.5"])
    }

    func testFirstBaselineGeneratesBaselineAlignmentAndCanvasFit() {
        let f = stack(.horizontal, .fill, .firstBaseline)
        assertConstraints(f.stack, canvasH + spacingH + spanningFitH + [
            "SKSV-canvas-connection S.top <= a.top @1000", "SKSV-canvas-connection S.bottom == G.bottom @1000",
            "SKSV-alignment a.firstBaseline == b.firstBaseline @1000",
            "SKSV-alignment a.firstBaseline == c.firstBaseline @1000",
            "SKSV-spanning-boundary G.top <= a.top @1000", "SKSV-spanning-boundary G.bottom >= a.bottom @1000",
            "SKSV-spanning-boundary G.top <= b.top @1000", "SKSV-spanning-boundary G.bottom >= b.bottom @1000",
            "SKSV-spanning-boundary G.top <= c.top @1000", "SKSV-spanning-boundary G.bottom >= c.bottom @1000",
            "SKSV-canvas-fit S.height == 0 @49"])
    }

    func testLastBaselineGeneratesBaselineAlignmentAndCanvasFit() {
        let f = stack(.horizontal, .fill, .lastBaseline)
        assertConstraints(f.stack, canvasH + spacingH + spanningFitH + [
            "SKSV-canvas-connection S.top == G.top @1000", "SKSV-canvas-connection S.bottom >= a.bottom @1000",
            "SKSV-alignment a.lastBaseline == b.lastBaseline @1000",
            "SKSV-alignment a.lastBaseline == c.lastBaseline @1000",
            "SKSV-spanning-boundary G.top <= a.top @1000", "SKSV-spanning-boundary G.bottom >= a.bottom @1000",
            "SKSV-spanning-boundary G.top <= b.top @1000", "SKSV-spanning-boundary G.bottom >= b.bottom @1000",
            "SKSV-spanning-boundary G.top <= c.top @1000", "SKSV-spanning-boundary G.bottom >= c.bottom @1000",
            "SKSV-canvas-fit S.height == 0 @49"])
    }

    private let verticalLeading = [
        "SKSV-canvas-connection S.top == a.top @1000", "SKSV-canvas-connection S.bottom == c.bottom @1000",
        "SKSV-spacing b.top == a.bottom + 10 @1000", "SKSV-spacing c.top == b.bottom + 10 @1000",
        "SKSV-canvas-connection S.leading == a.leading @1000", "SKSV-canvas-connection S.trailing == G.trailing @1000",
        "SKSV-alignment a.leading == b.leading @1000", "SKSV-alignment a.leading == c.leading @1000",
        "SKSV-spanning-boundary G.leading == a.leading @999.5", "SKSV-spanning-boundary G.trailing >= a.trailing @1000",
        "SKSV-spanning-boundary G.leading == b.leading @999.5", "SKSV-spanning-boundary G.trailing >= b.trailing @1000",
        "SKSV-spanning-boundary G.leading == c.leading @999.5", "SKSV-spanning-boundary G.trailing >= c.trailing @1000",
        "SKSV-spanning-fit G.width == 0 @51", "SKSV-ambiguity-suppression a.width == 0 @25",
        "SKSV-ambiguity-suppression b.width == 0 @25", "SKSV-ambiguity-suppression c.width == 0 @25"]

    func testVerticalLeadingGeneratesSpanningGuideOnTheHorizontalAxis() {
        assertConstraints(stack(.vertical, .fill, .leading).stack, verticalLeading)
    }

    func testVerticalFirstBaselineGeneratesTheLeadingConstraints() {
        assertConstraints(stack(.vertical, .fill, .firstBaseline).stack, verticalLeading)
    }

    func testVerticalLastBaselineGeneratesTheTrailingConstraints() {
        assertConstraints(stack(.vertical, .fill, .lastBaseline).stack, [
            "SKSV-canvas-connection S.top == a.top @1000", "SKSV-canvas-connection S.bottom == c.bottom @1000",
            "SKSV-spacing b.top == a.bottom + 10 @1000", "SKSV-spacing c.top == b.bottom + 10 @1000",
            "SKSV-canvas-connection S.leading == G.leading @1000", "SKSV-canvas-connection S.trailing == a.trailing @1000",
            "SKSV-alignment a.trailing == b.trailing @1000", "SKSV-alignment a.trailing == c.trailing @1000",
            "SKSV-spanning-boundary G.leading <= a.leading @1000", "SKSV-spanning-boundary G.trailing == a.trailing @999.5",
            "SKSV-spanning-boundary G.leading <= b.leading @1000", "SKSV-spanning-boundary G.trailing == b.trailing @999.5",
            "SKSV-spanning-boundary G.leading <= c.leading @1000", "SKSV-spanning-boundary G.trailing == c.trailing @999.5",
            "SKSV-spanning-fit G.width == 0 @51", "SKSV-ambiguity-suppression a.width == 0 @25",
            "SKSV-ambiguity-suppression b.width == 0 @25", "SKSV-ambiguity-suppression c.width == 0 @25"])
    }

    // MARK: a single visible item

    /// The single item's constraints on the cross axis, suppression left aside (whether a lone
    /// item gets one is not checked here; Docs/StackView.md, "Canvas connections per
    /// alignment", says it gets none).
    private func singleItemCross(_ alignment: StackView.Alignment) -> [String] {
        let f = stack(.horizontal, .fill, alignment, sizes: [(30, 20)])
        let descriptions = svDescriptions(of: f.stack)
        XCTAssertFalse(descriptions.contains { $0.contains(" G.") || $0.contains("SKSV-spanning") },
                       "a single item needs no spanning guide: \(descriptions)")
        return descriptions.filter {
            !$0.hasPrefix("SKSV-ambiguity-suppression") && !$0.contains(".leading") && !$0.contains(".trailing")
        }
    }

    func testSingleItemLeadingConnectsTheTrailingEdgeWithAnInequality() {
        XCTAssertEqual(singleItemCross(.top), ["SKSV-canvas-connection S.bottom >= a.bottom @1000",
                                               "SKSV-canvas-connection S.top == a.top @1000",
                                               "SKSV-canvas-fit S.height == 0 @49"])
    }

    func testSingleItemCenterConnectsBothEdgesWithInequalities() {
        XCTAssertEqual(singleItemCross(.center), ["SKSV-canvas-connection S.bottom >= a.bottom @1000",
                                                  "SKSV-canvas-connection S.centerY == a.centerY @1000",
                                                  "SKSV-canvas-connection S.top <= a.top @1000",
                                                  "SKSV-canvas-fit S.height == 0 @49"])
    }

    func testSingleItemTrailingConnectsTheLeadingEdgeWithAnInequality() {
        XCTAssertEqual(singleItemCross(.bottom), ["SKSV-canvas-connection S.bottom == a.bottom @1000",
                                                  "SKSV-canvas-connection S.top <= a.top @1000",
                                                  "SKSV-canvas-fit S.height == 0 @49"])
    }

    func testSingleItemFillConnectsBothEdges() {
        XCTAssertEqual(singleItemCross(.fill), ["SKSV-canvas-connection S.bottom == a.bottom @1000",
                                                "SKSV-canvas-connection S.top == a.top @1000"])
    }

    func testSingleItemFirstBaselineConnectsBothEdgesWithInequalities() {
        XCTAssertEqual(singleItemCross(.firstBaseline), ["SKSV-canvas-connection S.bottom >= a.bottom @1000",
                                                         "SKSV-canvas-connection S.top <= a.top @1000",
                                                         "SKSV-canvas-fit S.height == 0 @49"])
    }

    // MARK: hidden items

    /// Descriptions without the hidden item's cross-axis parking (`SKSV-alignment` at 50 on
    /// the canvas's cross `min` edge, Docs/StackView.md, "Canvas connections per alignment";
    /// only its priority and item are matched here), which is checked to exist.
    private func descriptionsParkingChecked(_ f: SVFixture, hidden: [View], crossAttributes: [String] = ["top", "bottom", "centerY", "height"],
                                            file: StaticString = #filePath, line: UInt = #line) -> [String] {
        let descriptions = svDescriptions(of: f.stack)
        var result: [String] = []
        var parked = Set<String>()
        for d in descriptions {
            let isHiddenCrossParking = hidden.contains { h in
                let id = h.identifier!
                return d.hasSuffix("@50") && crossAttributes.contains { d.contains(" \(id).\($0) ") }
                    && !d.hasPrefix("SKSV-spacing-hidden")
            }
            if isHiddenCrossParking {
                for h in hidden where d.contains(" \(h.identifier!).") { parked.insert(h.identifier!) }
            } else {
                result.append(d)
            }
        }
        XCTAssertEqual(parked, Set(hidden.map { $0.identifier! }), "each hidden item is parked on the cross axis @50",
                       file: file, line: line)
        return result
    }

    func testHidingAMiddleItemReplacesItsConstraintsWithHidingAndParking() {
        let f = stack(.horizontal, .fill)
        f.items[1].isHidden = true
        XCTAssertEqual(descriptionsParkingChecked(f, hidden: [f.items[1]]), [
            "SKSV-canvas-connection S.leading == a.leading @1000", "SKSV-canvas-connection S.trailing == c.trailing @1000",
            "SKSV-spacing c.leading == a.trailing + 10 @1000",
            "SKSV-hiding b.width == 0 @999.999",
            "SKSV-spacing-hidden b.leading == a.trailing + 5 @50",
            "SKSV-canvas-connection S.top == a.top @1000", "SKSV-canvas-connection S.bottom == a.bottom @1000",
            "SKSV-alignment a.top == c.top @1000", "SKSV-alignment a.bottom == c.bottom @1000"].sorted())
    }

    func testHidingTheFirstItemParksItBeforeTheFirstVisibleItem() {
        let f = stack(.horizontal, .fill)
        f.items[0].isHidden = true
        XCTAssertEqual(descriptionsParkingChecked(f, hidden: [f.items[0]]), [
            "SKSV-canvas-connection S.leading == b.leading @1000", "SKSV-canvas-connection S.trailing == c.trailing @1000",
            "SKSV-spacing c.leading == b.trailing + 10 @1000",
            "SKSV-hiding a.width == 0 @999.999",
            "SKSV-spacing-hidden b.leading == a.trailing @50",
            "SKSV-canvas-connection S.top == b.top @1000", "SKSV-canvas-connection S.bottom == b.bottom @1000",
            "SKSV-alignment b.top == c.top @1000", "SKSV-alignment b.bottom == c.bottom @1000"].sorted())
    }

    func testHidingTheLastItemParksItAfterTheLastVisibleItemWithoutSpacing() {
        let f = stack(.horizontal, .fill)
        f.items[2].isHidden = true
        XCTAssertEqual(descriptionsParkingChecked(f, hidden: [f.items[2]]), [
            "SKSV-canvas-connection S.leading == a.leading @1000", "SKSV-canvas-connection S.trailing == b.trailing @1000",
            "SKSV-spacing b.leading == a.trailing + 10 @1000",
            "SKSV-hiding c.width == 0 @999.999",
            "SKSV-spacing-hidden c.leading == b.trailing @50",
            "SKSV-canvas-connection S.top == a.top @1000", "SKSV-canvas-connection S.bottom == a.bottom @1000",
            "SKSV-alignment a.top == b.top @1000", "SKSV-alignment a.bottom == b.bottom @1000"].sorted())
    }

    func testHiddenRunInTheMiddleIsParkedAtHalfTheGapOfTheLastVisibleItem() {
        let f = stack(.horizontal, .fill, sizes: [(30, 20), (40, 30), (50, 10), (20, 20)])
        f.stack.setCustomSpacing(30, after: f.items[0])
        f.items[1].isHidden = true
        f.items[2].isHidden = true
        let descriptions = descriptionsParkingChecked(f, hidden: [f.items[1], f.items[2]])
        let main = descriptions.filter { $0.contains("width") || $0.contains("leading") || $0.contains("trailing") }
        XCTAssertEqual(main, [
            "SKSV-canvas-connection S.leading == a.leading @1000", "SKSV-canvas-connection S.trailing == d.trailing @1000",
            "SKSV-hiding b.width == 0 @999.999", "SKSV-hiding c.width == 0 @999.999",
            "SKSV-spacing d.leading == a.trailing + 30 @1000",
            "SKSV-spacing-hidden b.leading == a.trailing + 15 @50",
            "SKSV-spacing-hidden c.leading == a.trailing + 15 @50"].sorted())
    }

    func testHiddenItemsBeforeTheFirstVisibleAreParkedAgainstIt() {
        let f = stack(.horizontal, .fill)
        f.items[0].isHidden = true
        f.items[1].isHidden = true
        let descriptions = svDescriptions(of: f.stack)
        XCTAssertEqual(descriptions.filter { $0.hasPrefix("SKSV-spacing-hidden") },
                       ["SKSV-spacing-hidden c.leading == a.trailing @50", "SKSV-spacing-hidden c.leading == b.trailing @50"])
        XCTAssertFalse(descriptions.contains { $0.hasPrefix("SKSV-spacing ") })
    }

    func testHiddenItemInEqualSpacingIsParkedWithAnInequality() {
        let f = stack(.horizontal, .equalSpacing)
        f.items[1].isHidden = true
        let descriptions = svDescriptions(of: f.stack)
        XCTAssertTrue(descriptions.contains("SKSV-spacing-hidden b.leading >= a.trailing + 5 @50"), "\(descriptions)")
        XCTAssertTrue(descriptions.contains("SKSV-spacing c.leading >= a.trailing + 10 @1000"), "\(descriptions)")
        XCTAssertEqual(descriptions.filter { $0.hasPrefix("SKSV-distributing-edge") },
                       ["SKSV-distributing-edge gap(a).leading == a.trailing @1000",
                        "SKSV-distributing-edge gap(a).trailing == c.leading @1000"])
        XCTAssertFalse(descriptions.contains { $0.hasPrefix("SKSV-fill-equally") }, "one gap guide, nothing to equal")
    }

    func testHiddenItemsLeaveFillEquallyAndFillProportionally() {
        let equal = stack(.horizontal, .fillEqually)
        equal.items[0].isHidden = true
        XCTAssertEqual(svDescriptions(of: equal.stack).filter { $0.hasPrefix("SKSV-fill-equally") },
                       ["SKSV-fill-equally c.width == b.width @1000",
                        "SKSV-fill-equally-share b.width == 0.5*S.width - 5 @1000"])
        let proportional = stack(.horizontal, .fillProportionally, sizes: [(16, 20), (48, 30), (16, 10)])
        proportional.items[0].isHidden = true
        XCTAssertEqual(svDescriptions(of: proportional.stack).filter { $0.hasPrefix("SKSV-fill-proportionally") },
                       ["SKSV-fill-proportionally b.width == 0.75*S.width - 7.5 @1000",
                        "SKSV-fill-proportionally c.width == 0.25*S.width - 2.5 @999"])
    }

    func testHiddenItemsTakeNoPartInSpanningConstraints() {
        let f = stack(.horizontal, .fill, .center)
        f.items[1].isHidden = true
        let descriptions = svDescriptions(of: f.stack)
        let mentioningB = descriptions.filter { $0.contains(" b.") }
        XCTAssertEqual(mentioningB.filter { $0.hasPrefix("SKSV-spanning") || $0.hasPrefix("SKSV-ambiguity") }, [])
        XCTAssertEqual(mentioningB.filter { !$0.hasSuffix("@50") && !$0.hasSuffix("@999.999") }, [],
                       "a hidden item only has its hiding (999.999) and parking (50) constraints")
    }

    func testAllHiddenConnectsTheCanvasToAnOrderingGuide() {
        let f = stack(.horizontal, .fill)
        for item in f.items { item.isHidden = true }
        let descriptions = svDescriptions(of: f.stack)
        XCTAssertEqual(descriptions.filter { $0.contains(" O.") }, [
            "SKSV-canvas-connection S.leading == O.leading @1000", "SKSV-canvas-connection S.trailing == O.trailing @1000",
            "SKSV-spanning-fit O.width == 0 @0.001",
            // An empty stack is never pulled below zero (Docs/StackView.md, "Generated
            // constraints").
            "SKSV-spanning-fit O.width >= 0 @1000"])
        XCTAssertEqual(descriptions.filter { $0.hasPrefix("SKSV-hiding") }, [
            "SKSV-hiding a.width == 0 @999.999", "SKSV-hiding b.width == 0 @999.999", "SKSV-hiding c.width == 0 @999.999"])
        XCTAssertFalse(descriptions.contains { $0.hasPrefix("SKSV-spacing ") })
        XCTAssertEqual(descriptions.filter { ($0.contains(" a.") || $0.contains(" b.") || $0.contains(" c."))
                           && !$0.hasSuffix("@50") && !$0.hasSuffix("@999.999") }, [],
                       "hidden items only have hiding and parking constraints")
    }

    func testAllHiddenSpanningFitDropsToAThousandth() {
        let f = stack(.horizontal, .fill, .center)
        for item in f.items { item.isHidden = true }
        XCTAssertTrue(svDescriptions(of: f.stack).contains("SKSV-spanning-fit G.height == 0 @0.001"))
    }

    func testShowingAgainRestoresTheOriginalSet() {
        for alignment in StackView.Alignment.allCases {
            for distribution in StackView.Distribution.allCases {
                let f = stack(.horizontal, distribution, alignment)
                let before = svDescriptions(of: f.stack)
                f.layout()
                for i in [1, 0, 2] { f.items[i].isHidden = true; f.layout() }
                for i in [2, 0, 1] { f.items[i].isHidden = false; f.layout() }
                XCTAssertEqual(svDescriptions(of: f.stack), before, "\(distribution) \(alignment)")
            }
        }
    }

    // MARK: options

    func testMarginsRelativeArrangementConnectsToTheMarginsGuide() {
        let f = stack(.horizontal, .fill, .top, sizes: [(30, 20), (40, 30)])
        f.stack.isLayoutMarginsRelativeArrangement = true
        let descriptions = svDescriptions(of: f.stack)
        XCTAssertEqual(descriptions.filter { $0.hasPrefix("SKSV-canvas-connection") }, [
            "SKSV-canvas-connection M.bottom == G.bottom @1000", "SKSV-canvas-connection M.leading == a.leading @1000",
            "SKSV-canvas-connection M.top == a.top @1000", "SKSV-canvas-connection M.trailing == b.trailing @1000"])
    }

    func testBaselineRelativeArrangementSpacesFromLastToFirstBaseline() {
        let f = stack(.vertical, .fill, .fill, sizes: [(30, 20), (40, 30), (50, 10)])
        f.stack.isBaselineRelativeArrangement = true
        let descriptions = svDescriptions(of: f.stack)
        XCTAssertEqual(descriptions.filter { $0.hasPrefix("SKSV-spacing") }, [
            "SKSV-spacing b.firstBaseline == a.lastBaseline + 10 @1000",
            "SKSV-spacing c.firstBaseline == b.lastBaseline + 10 @1000"])
        XCTAssertEqual(descriptions.filter { $0.hasPrefix("SKSV-canvas-connection S.top") || $0.hasPrefix("SKSV-canvas-connection S.bottom") },
                       ["SKSV-canvas-connection S.bottom == c.bottom @1000", "SKSV-canvas-connection S.top == a.top @1000"])
    }

    func testBaselineRelativeArrangementIsIgnoredByHorizontalStacks() {
        let f = stack(.horizontal, .fill)
        f.stack.isBaselineRelativeArrangement = true
        assertConstraints(f.stack, canvasH + spacingH + fillAlignmentH)
    }

    func testCustomSpacingAndSystemSpacingAppearAsConstants() {
        let f = stack(.horizontal, .fill)
        f.stack.setCustomSpacing(StackView.spacingUseSystem, after: f.items[0])
        f.stack.setCustomSpacing(-4, after: f.items[1])
        XCTAssertEqual(svDescriptions(of: f.stack).filter { $0.hasPrefix("SKSV-spacing") }, [
            "SKSV-spacing b.leading == a.trailing + 8 @1000", "SKSV-spacing c.leading == b.trailing - 4 @1000"])
    }

    // MARK: where they live

    func testGeneratedConstraintsAreInstalledOnTheStack() {
        let f = stack(.horizontal, .equalCentering, .center)
        let generated = f.stack.arrangementConstraints().flatMap(\.constraints)
        XCTAssertFalse(generated.isEmpty)
        for c in generated {
            XCTAssertTrue(c.isActive, "\(c)")
            XCTAssertTrue(f.stack.constraints.contains { $0 === c }, "\(c)")
        }
        XCTAssertEqual(f.stack.constraints.count, generated.count)
    }

    func testHelpersAreLayoutGuidesNotSubviews() {
        let f = stack(.horizontal, .equalSpacing, .center)
        f.layout()
        XCTAssertTrue(f.stack.subviews.elementsEqual(f.items, by: ===))
        let generated = f.stack.arrangementConstraints().flatMap(\.constraints)
        var guides: [LayoutGuide] = []
        for c in generated {
            for item in [c.firstItem, c.secondItem] {
                if let g = item as? LayoutGuide, !guides.contains(where: { $0 === g }) { guides.append(g) }
            }
        }
        XCTAssertEqual(guides.count, 3, "two gap guides and the spanning guide")
        for g in guides {
            XCTAssertTrue(g.owningView === f.stack)
            XCTAssertTrue(f.stack.layoutGuides.contains { $0 === g })
        }
    }

    func testFamiliesAreNamedAndNonEmpty() {
        let f = stack(.horizontal, .equalSpacing, .center)
        let families = f.stack.arrangementConstraints()
        XCTAssertFalse(families.isEmpty)
        for family in families {
            XCTAssertFalse(family.family.isEmpty)
            XCTAssertFalse(family.constraints.isEmpty, family.family)
        }
    }
}

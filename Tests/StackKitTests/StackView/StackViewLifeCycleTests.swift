import XCTest
import StackKit

/// When generated constraints change and what a change costs (Docs/StackView.md,
/// "Incremental updates"): changes wait for the next constraint pass, no-op sets do
/// nothing, spacing changes are constant changes, hiding one item touches only what
/// concerns it.
final class StackViewLifeCycleTests: XCTestCase {
    private func items(_ n: Int) -> [View] {
        (0..<n).map { i -> View in
            let width = CGFloat(10 + 5 * (i % 4))
            let height = CGFloat(10 + 10 * (i % 3))
            return svBox(width, height, "i\(i)")
        }
    }

    private func installedSpacings(_ stack: StackView) -> [LayoutConstraint] {
        stack.constraints.filter { $0.identifier == "SKSV-spacing" }
    }

    // MARK: deferred

    func testChangesWaitForTheNextConstraintPass() {
        let f = SVFixture(items(3), spacing: 10)
        let before = f.layout()
        f.stack.spacing = 20
        XCTAssertEqual(installedSpacings(f.stack).map(\.constant), [10, 10], "nothing changes before the pass")
        XCTAssertEqual(f.frames, before)
        f.stack.updateConstraintsIfNeeded()
        XCTAssertEqual(installedSpacings(f.stack).map(\.constant), [20, 20])
        f.layout()
        XCTAssertEqual(f.frames.map(\.minX), [0, 30, 65])
    }

    func testHidingWaitsForTheNextLayout() {
        let f = SVFixture(items(3), spacing: 10)
        let before = f.layout()
        f.items[1].isHidden = true
        XCTAssertEqual(f.frames, before)
        XCTAssertFalse(f.stack.constraints.contains { $0.identifier == "SKSV-hiding" })
        f.layout()
        XCTAssertEqual(f.items[1].frame.width, 0)
    }

    // MARK: no-op sets

    func testSettingEveryPropertyToItsValueCostsNothing() {
        let f = SVFixture(items(4), distribution: .equalSpacing, alignment: .center, spacing: 10)
        f.stack.setCustomSpacing(6, after: f.items[1])
        f.items[2].isHidden = true
        f.layout()
        let statistics = f.root.layoutEngine.statistics
        let constraints = f.stack.constraints
        f.stack.axis = .horizontal
        f.stack.distribution = .equalSpacing
        f.stack.alignment = .center
        f.stack.spacing = 10
        f.stack.isBaselineRelativeArrangement = false
        f.stack.isLayoutMarginsRelativeArrangement = false
        f.stack.layoutMargins = .zero
        f.stack.setCustomSpacing(6, after: f.items[1])
        f.stack.setCustomSpacing(StackView.spacingUseDefault, after: f.items[0])
        f.items[2].isHidden = true
        f.items[1].isHidden = false
        f.layout()
        XCTAssertEqual(svOperations(statistics, f.root.layoutEngine.statistics), 0)
        XCTAssertTrue(sameConstraintObjects(f.stack.constraints, constraints))
    }

    func testASecondLayoutWithoutChangesCostsNothing() {
        let f = SVFixture(items(4), distribution: .fillEqually, alignment: .firstBaseline, spacing: 10)
        f.layout()
        let statistics = f.root.layoutEngine.statistics
        f.layout()
        f.stack.updateConstraintsIfNeeded()
        XCTAssertEqual(svOperations(statistics, f.root.layoutEngine.statistics), 0)
    }

    // MARK: cost of changes

    func testSpacingChangeOnlyChangesConstants() {
        let f = SVFixture(items(5), spacing: 10)
        f.layout()
        let spacings = installedSpacings(f.stack)
        let statistics = f.root.layoutEngine.statistics
        f.stack.spacing = 12
        f.layout()
        let after = f.root.layoutEngine.statistics
        XCTAssertEqual(after.additions - statistics.additions, 0)
        XCTAssertEqual(after.removals - statistics.removals, 0)
        XCTAssertEqual(after.constantChanges - statistics.constantChanges, 4, "one per spacing constraint")
        XCTAssertTrue(sameConstraintObjects(installedSpacings(f.stack), spacings), "changed in place")
    }

    func testSpacingChangeAlsoMovesParkedHiddenItemsInPlace() {
        let f = SVFixture(items(5), spacing: 10)
        f.items[2].isHidden = true
        f.layout()
        let statistics = f.root.layoutEngine.statistics
        f.stack.spacing = 12
        f.layout()
        let after = f.root.layoutEngine.statistics
        XCTAssertEqual(after.additions - statistics.additions, 0)
        XCTAssertEqual(after.removals - statistics.removals, 0)
        XCTAssertEqual(after.constantChanges - statistics.constantChanges, 4, "three spacings and one parking")
        XCTAssertEqual(f.items[2].frame.minX, f.items[1].frame.maxX + 6)
    }

    func testCustomSpacingChangeChangesOneConstant() {
        let f = SVFixture(items(5), spacing: 10)
        f.stack.setCustomSpacing(4, after: f.items[2])
        f.layout()
        let statistics = f.root.layoutEngine.statistics
        f.stack.setCustomSpacing(16, after: f.items[2])
        f.layout()
        let after = f.root.layoutEngine.statistics
        XCTAssertEqual(after.additions - statistics.additions, 0)
        XCTAssertEqual(after.removals - statistics.removals, 0)
        XCTAssertEqual(after.constantChanges - statistics.constantChanges, 1)
        XCTAssertEqual(f.items[3].frame.minX, f.items[2].frame.maxX + 16)
    }

    /// Only constraints that mention the hidden item, or spacing constraints of its
    /// neighbours, are added or removed; every other generated constraint is the same object.
    private func hidingTouchesOnlyItsNeighbourhood(_ distribution: StackView.Distribution,
                                                   _ alignment: StackView.Alignment,
                                                   file: StaticString = #filePath, line: UInt = #line) {
        let all = items(10)
        let f = SVFixture(all, distribution: distribution, alignment: alignment, spacing: 10, file: file, line: line)
        f.layout()
        let h = all[5], p = all[4], n = all[6]
        // Items are held weakly by constraints: record who each constraint names while alive.
        func itemIDs(_ c: LayoutConstraint) -> [ObjectIdentifier] {
            [c.firstItem, c.secondItem].compactMap { $0.map(ObjectIdentifier.init) }
        }
        func neighbourGuides(_ constraints: [LayoutConstraint]) -> Set<ObjectIdentifier> {
            var result = Set<ObjectIdentifier>()
            for c in constraints where c.identifier == "SKSV-distributing-edge"
                && [h, p, n].contains(where: { v in itemIDs(c).contains(ObjectIdentifier(v)) }) {
                if let g = c.firstItem { result.insert(ObjectIdentifier(g)) }
            }
            return result
        }
        let before = f.stack.arrangementConstraints().flatMap(\.constraints)
        var named: [ObjectIdentifier: [ObjectIdentifier]] = [:]
        for c in before { named[ObjectIdentifier(c)] = itemIDs(c) }
        var guides = neighbourGuides(before)
        h.isHidden = true
        f.layout()
        let after = f.stack.arrangementConstraints().flatMap(\.constraints)
        for c in after { named[ObjectIdentifier(c)] = itemIDs(c) }
        guides.formUnion(neighbourGuides(after))
        let removed = before.filter { c in !after.contains { $0 === c } }
        let added = after.filter { c in !before.contains { $0 === c } }
        for c in removed + added {
            let ids = named[ObjectIdentifier(c)] ?? []
            func mentions(_ v: View) -> Bool { ids.contains(ObjectIdentifier(v)) }
            let allowed = mentions(h)
                || (c.identifier == "SKSV-spacing" && (mentions(p) || mentions(n)))
                || ids.contains { guides.contains($0) }
            XCTAssertTrue(allowed, "\(distribution) \(alignment): touched \(c)", file: file, line: line)
        }
        XCTAssertLessThanOrEqual(removed.count + added.count, 16, "\(distribution) \(alignment)", file: file, line: line)
    }

    func testHidingTouchesOnlyItsNeighbourhoodFillCenter() { hidingTouchesOnlyItsNeighbourhood(.fill, .center) }
    func testHidingTouchesOnlyItsNeighbourhoodFillEquallyFill() { hidingTouchesOnlyItsNeighbourhood(.fillEqually, .fill) }
    func testHidingTouchesOnlyItsNeighbourhoodEqualSpacingTop() { hidingTouchesOnlyItsNeighbourhood(.equalSpacing, .top) }
    func testHidingTouchesOnlyItsNeighbourhoodEqualCenteringBottom() {
        hidingTouchesOnlyItsNeighbourhood(.equalCentering, .bottom)
    }
    func testHidingTouchesOnlyItsNeighbourhoodFillFirstBaseline() { hidingTouchesOnlyItsNeighbourhood(.fill, .firstBaseline) }
    func testHidingTouchesOnlyItsNeighbourhoodFillProportionallyCenter() {
        hidingTouchesOnlyItsNeighbourhood(.fillProportionally, .center)
    }

    func testHidingOneOfThirtyItemsCostsAFewSolverOperations() {
        let f = SVFixture(items(30), alignment: .center, spacing: 8)
        f.layout()
        let statistics = f.root.layoutEngine.statistics
        f.items[15].isHidden = true
        f.layout()
        XCTAssertLessThanOrEqual(svOperations(statistics, f.root.layoutEngine.statistics), 16)
        let afterHide = f.root.layoutEngine.statistics
        f.items[15].isHidden = false
        f.layout()
        XCTAssertLessThanOrEqual(svOperations(afterHide, f.root.layoutEngine.statistics), 16)
    }

    func testHidingTheFirstItemReplacesTheCanvasConnection() {
        let f = SVFixture(items(4), spacing: 10)
        f.layout()
        f.items[0].isHidden = true
        f.layout()
        let connections = f.stack.arrangementConstraints().flatMap(\.constraints)
            .filter { $0.identifier == "SKSV-canvas-connection" && $0.firstAttribute == .leading }
        XCTAssertEqual(connections.count, 1)
        XCTAssertTrue(connections.first?.secondItem === f.items[1])
        XCTAssertEqual(f.items[1].frame.minX, 0)
    }

    // MARK: rebuilds

    func testAxisChangeGivesTheConstraintsOfAFreshVerticalStack() {
        let f = SVFixture([svBox(30, 20, "a"), svBox(40, 30, "b"), svBox(50, 10, "c")], distribution: .equalSpacing,
                          alignment: .center, spacing: 10)
        f.layout()
        f.stack.axis = .vertical
        let changed = svDescriptions(of: f.stack)
        let g = SVFixture([svBox(30, 20, "a"), svBox(40, 30, "b"), svBox(50, 10, "c")], axis: .vertical,
                          distribution: .equalSpacing, alignment: .center, spacing: 10)
        XCTAssertEqual(changed, svDescriptions(of: g.stack))
    }

    func testLeavingEqualSpacingRemovesTheGapGuides() {
        let f = SVFixture(items(3), distribution: .equalSpacing, spacing: 10)
        f.layout()
        XCTAssertEqual(f.stack.layoutGuides.count, 2)
        f.stack.distribution = .fill
        f.layout()
        XCTAssertEqual(f.stack.layoutGuides.count, 0)
        XCTAssertFalse(svDescriptions(of: f.stack).contains { $0.contains("gap(") })
    }

    func testLeavingCenterForFillRemovesTheSpanningGuide() {
        let f = SVFixture(items(3), alignment: .center, spacing: 10)
        f.layout()
        XCTAssertEqual(f.stack.layoutGuides.count, 1)
        f.stack.alignment = .fill
        f.layout()
        XCTAssertEqual(f.stack.layoutGuides.count, 0)
    }

    func testHidingAnItemRemovesTheGapGuideAfterIt() {
        let f = SVFixture(items(3), distribution: .equalCentering, spacing: 10)
        f.layout()
        f.items[2].isHidden = true
        f.layout()
        XCTAssertEqual(f.stack.layoutGuides.count, 1)
        f.items[1].isHidden = true
        f.layout()
        XCTAssertEqual(f.stack.layoutGuides.count, 0)
    }

    // MARK: helpers

    private func sameConstraintObjects(_ a: [LayoutConstraint], _ b: [LayoutConstraint]) -> Bool {
        a.count == b.count && a.allSatisfy { c in b.contains { $0 === c } }
    }
}

import XCTest
import StackKit

/// `View.visibility` (`.visible`, `.invisible`, `.gone(edges)`) and collapsible constraints,
/// for views placed with plain constraints (scenarios 1 and 4 of Docs/Scenarios.md;
/// Docs/Visibility.md).
/// Every expected frame below is computed by hand: a Label is 8 points per character wide
/// and 17 tall.
final class VisibilityTests: XCTestCase {
    // MARK: Fixtures

    /// A root whose engine fails the test on any diagnostic (conflict, ambiguity, refusal).
    private func strictRoot(_ size: CGSize) -> View {
        let root = View(frame: CGRect(origin: .zero, size: size))
        root.identifier = "root"
        root.layoutEngine.diagnosticHandler = { d in XCTFail("\(d)") }
        return root
    }

    private struct TagRow {
        let root: View
        let title: Label
        let tags: [Label]
        /// `tags[i].leading == previous.trailing + 8` (previous: the title, then the tags).
        let gaps: [LayoutConstraint]
    }

    /// Scenario 1 with plain constraints: a 400×40 root, a title "Title" (40×17) at (10, 10),
    /// then tags "a", "bb", "ccc", "dddd" (8, 16, 24, 32 wide), each 8 after the previous
    /// item, tops at 10. Each tag owns the gap before it, so it goes with `.gone(.leading)`.
    private func tagRow() -> TagRow {
        let root = strictRoot(CGSize(width: 400, height: 40))
        let title = Label("Title")
        title.identifier = "title"
        title.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(title)
        title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10).isActive = true
        title.topAnchor.constraint(equalTo: root.topAnchor, constant: 10).isActive = true
        var previous: View = title
        var tags: [Label] = []
        var gaps: [LayoutConstraint] = []
        for (i, text) in ["a", "bb", "ccc", "dddd"].enumerated() {
            let tag = Label(text)
            tag.identifier = "tag\(i)"
            tag.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(tag)
            let gap = tag.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 8)
            gap.isActive = true
            tag.topAnchor.constraint(equalTo: root.topAnchor, constant: 10).isActive = true
            tags.append(tag)
            gaps.append(gap)
            previous = tag
        }
        return TagRow(root: root, title: title, tags: tags, gaps: gaps)
    }

    private func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
        CGRect(x: x, y: y, width: w, height: h)
    }

    // MARK: Tag row, every subset

    /// The minX of the four tags for each subset (bit i set: tag i shown). Title ends at 50;
    /// a shown tag starts 8 after the previous shown item; a gone tag sits, 0 wide, where the
    /// previous shown item ends.
    private let tagRowMinX: [Int: [CGFloat]] = [
        0: [50, 50, 50, 50],
        1: [58, 66, 66, 66],
        2: [50, 58, 74, 74],
        3: [58, 74, 90, 90],
        4: [50, 50, 58, 82],
        5: [58, 66, 74, 98],
        6: [50, 58, 82, 106],
        7: [58, 74, 98, 122],
        8: [50, 50, 50, 58],
        9: [58, 66, 66, 74],
        10: [50, 58, 74, 82],
        11: [58, 74, 90, 98],
        12: [50, 50, 58, 90],
        13: [58, 66, 74, 106],
        14: [50, 58, 82, 114],
        15: [58, 74, 98, 130],
    ]

    private func checkTagRowSubset(_ mask: Int, afterAllOthers: Bool) {
        let row = tagRow()
        if afterAllOthers {
            // Reach this subset after going through every other one first.
            for other in 0..<16 where other != mask {
                for (i, tag) in row.tags.enumerated() { tag.visibility = other & (1 << i) != 0 ? .visible : .gone(.leading) }
                row.root.layoutIfNeeded()
            }
        }
        for (i, tag) in row.tags.enumerated() { tag.visibility = mask & (1 << i) != 0 ? .visible : .gone(.leading) }
        row.root.layoutIfNeeded()
        let widths: [CGFloat] = [8, 16, 24, 32]
        XCTAssertEqual(row.title.frame, rect(10, 10, 40, 17), "mask \(mask)")
        for (i, tag) in row.tags.enumerated() {
            let shown = mask & (1 << i) != 0
            XCTAssertEqual(tag.frame, rect(tagRowMinX[mask]![i], 10, shown ? widths[i] : 0, 17), "mask \(mask) tag \(i)")
            XCTAssertEqual(tag.isHidden, !shown, "mask \(mask) tag \(i)")
            XCTAssertEqual(tag.visibility, shown ? .visible : .gone(.leading), "mask \(mask) tag \(i)")
        }
        // The app's constants are untouched.
        XCTAssertEqual(row.gaps.map(\.constant), [8, 8, 8, 8], "mask \(mask)")
    }

    func testTagRowSubset0None() { checkTagRowSubset(0, afterAllOthers: false) }
    func testTagRowSubset1() { checkTagRowSubset(1, afterAllOthers: false) }
    func testTagRowSubset2() { checkTagRowSubset(2, afterAllOthers: false) }
    func testTagRowSubset3() { checkTagRowSubset(3, afterAllOthers: false) }
    func testTagRowSubset4() { checkTagRowSubset(4, afterAllOthers: false) }
    func testTagRowSubset5() { checkTagRowSubset(5, afterAllOthers: false) }
    func testTagRowSubset6() { checkTagRowSubset(6, afterAllOthers: false) }
    func testTagRowSubset7() { checkTagRowSubset(7, afterAllOthers: false) }
    func testTagRowSubset8() { checkTagRowSubset(8, afterAllOthers: false) }
    func testTagRowSubset9FirstAndFourth() { checkTagRowSubset(9, afterAllOthers: false) }
    func testTagRowSubset10() { checkTagRowSubset(10, afterAllOthers: false) }
    func testTagRowSubset11() { checkTagRowSubset(11, afterAllOthers: false) }
    func testTagRowSubset12() { checkTagRowSubset(12, afterAllOthers: false) }
    func testTagRowSubset13() { checkTagRowSubset(13, afterAllOthers: false) }
    func testTagRowSubset14() { checkTagRowSubset(14, afterAllOthers: false) }
    func testTagRowSubset15All() { checkTagRowSubset(15, afterAllOthers: false) }

    func testTagRowEverySubsetReachedAfterAllOthersIsTheSame() {
        for mask in 0..<16 { checkTagRowSubset(mask, afterAllOthers: true) }
    }

    func testTagRowAllShownAfterAllGoneIsTheOriginalRow() {
        let row = tagRow()
        for tag in row.tags { tag.visibility = .gone(.leading) }
        row.root.layoutIfNeeded()
        for tag in row.tags { tag.visibility = .visible }
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags.map(\.frame), [rect(58, 10, 8, 17), rect(74, 10, 16, 17),
                                               rect(98, 10, 24, 17), rect(130, 10, 32, 17)])
    }

    // MARK: Several constraints on one attribute

    func testGoneHorizontallyCollapsesExplicitAndIntrinsicWidth() {
        let row = tagRow()
        // tags[2] ("ccc", intrinsic 24) also gets an explicit width of 50.
        let width = row.tags[2].widthAnchor.constraint(equalToConstant: 50)
        width.isActive = true
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags.map(\.frame.minX), [58, 74, 98, 156])
        XCTAssertEqual(row.tags[2].frame.width, 50)

        row.tags[2].visibility = .gone(.horizontal)
        row.root.layoutIfNeeded()
        // Both widths act as 0, its leading gap too; the gap after it (owned by its trailing
        // edge, constraint on tags[3]) acts as 0 as well: tags[3] starts where tags[1] ends.
        XCTAssertEqual(row.tags[2].frame, rect(90, 10, 0, 17))
        XCTAssertEqual(row.tags.map(\.frame.minX), [58, 74, 90, 90])
        XCTAssertEqual(row.tags[3].frame, rect(90, 10, 32, 17))
        XCTAssertEqual(width.constant, 50)

        row.tags[2].visibility = .visible
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags[2].frame, rect(98, 10, 50, 17))
        XCTAssertEqual(row.tags[3].frame, rect(156, 10, 32, 17))
    }

    func testGoneHorizontallyCollapsesAnIntrinsicWidthAlone() {
        let row = tagRow()
        row.tags[3].visibility = .gone(.horizontal)
        row.root.layoutIfNeeded()
        // Only the horizontal axis collapses: the label keeps its 17-point height.
        XCTAssertEqual(row.tags[3].frame, rect(122, 10, 0, 17))
        row.tags[3].visibility = .visible
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags[3].frame, rect(130, 10, 32, 17))
    }

    func testGoneWithTwoConstraintsOnTheSameEdge() {
        let row = tagRow()
        // A second, redundant constraint on tags[1].leading, installed on the root as well.
        let second = row.tags[1].leadingAnchor.constraint(equalTo: row.tags[0].trailingAnchor, constant: 8)
        second.isActive = true
        row.tags[1].visibility = .gone(.leading)
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags.map(\.frame.minX), [58, 66, 74, 106])
        XCTAssertEqual(second.constant, 8)
        row.tags[1].visibility = .visible
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags.map(\.frame.minX), [58, 74, 98, 130])
    }

    // MARK: Constants changed while gone

    func testGapConstantChangedWhileGoneIsRestored() {
        let row = tagRow()
        row.tags[1].visibility = .gone(.leading)
        row.root.layoutIfNeeded()
        row.gaps[1].constant = 20
        row.root.layoutIfNeeded()
        // Still acts as 0 while gone.
        XCTAssertEqual(row.tags.map(\.frame.minX), [58, 66, 74, 106])
        XCTAssertEqual(row.gaps[1].constant, 20)
        row.tags[1].visibility = .visible
        row.root.layoutIfNeeded()
        // 66 + 20 = 86 for bb, then 86 + 16 + 8 = 110, 110 + 24 + 8 = 142.
        XCTAssertEqual(row.tags.map(\.frame.minX), [58, 86, 110, 142])
        XCTAssertEqual(row.gaps[1].constant, 20)
    }

    func testWidthConstantChangedWhileGoneIsRestored() {
        let row = tagRow()
        let width = row.tags[0].widthAnchor.constraint(equalToConstant: 30)
        width.isActive = true
        row.tags[0].visibility = .gone(.horizontal)
        row.root.layoutIfNeeded()
        width.constant = 44
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags[0].frame, rect(50, 10, 0, 17))
        XCTAssertEqual(row.tags[1].frame.minX, 50)
        row.tags[0].visibility = .visible
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags[0].frame, rect(58, 10, 44, 17))
        XCTAssertEqual(row.tags.map(\.frame.minX), [58, 110, 134, 166])
        XCTAssertEqual(width.constant, 44)
    }

    // MARK: Invisible

    func testInvisibleKeepsItsSpaceAndItsFrame() {
        let row = tagRow()
        row.tags[1].visibility = .invisible
        row.root.layoutIfNeeded()
        XCTAssertTrue(row.tags[1].isHidden)
        XCTAssertEqual(row.tags[1].visibility, .invisible)
        XCTAssertEqual(row.tags.map(\.frame), [rect(58, 10, 8, 17), rect(74, 10, 16, 17),
                                               rect(98, 10, 24, 17), rect(130, 10, 32, 17)])
        row.tags[1].visibility = .visible
        XCTAssertFalse(row.tags[1].isHidden)
        XCTAssertEqual(row.tags[1].visibility, .visible)
    }

    func testGoneThenInvisibleGivesTheSpaceBack() {
        let row = tagRow()
        row.tags[1].visibility = .gone(.leading)
        row.root.layoutIfNeeded()
        row.tags[1].visibility = .invisible
        row.root.layoutIfNeeded()
        XCTAssertTrue(row.tags[1].isHidden)
        XCTAssertEqual(row.tags.map(\.frame.minX), [58, 74, 98, 130])
        XCTAssertEqual(row.tags[1].frame.width, 16)
    }

    // MARK: Repeated calls

    func testRepeatedGoneAndVisibleCallsAreHarmless() {
        let row = tagRow()
        let constraintsBefore = row.root.constraints.count
        for _ in 0..<3 { row.tags[2].visibility = .gone(.leading) }
        row.root.layoutIfNeeded()
        row.tags[2].visibility = .gone(.leading)
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags.map(\.frame.minX), [58, 74, 90, 98])
        XCTAssertEqual(row.tags[2].frame.width, 0)
        for _ in 0..<3 { row.tags[2].visibility = .visible }
        row.root.layoutIfNeeded()
        row.tags[2].visibility = .visible
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags.map(\.frame.minX), [58, 74, 98, 130])
        XCTAssertEqual(row.tags[2].frame.width, 24)
        XCTAssertEqual(row.gaps.map(\.constant), [8, 8, 8, 8])
        XCTAssertEqual(row.root.constraints.count, constraintsBefore)
        XCTAssertFalse(row.root.hasAmbiguousLayout)
    }

    func testGoneOptionSetSpellingsAreTheSame() {
        XCTAssertEqual(VisibilityEdges.left, .leading)
        XCTAssertEqual(VisibilityEdges.right, .trailing)
        XCTAssertEqual(VisibilityEdges.horizontal, [.leading, .trailing])
        XCTAssertEqual(VisibilityEdges.vertical, [.top, .bottom])
        XCTAssertEqual(VisibilityEdges.all, [.leading, .trailing, .top, .bottom])
        let row = tagRow()
        row.tags[2].visibility = .gone(.left)
        XCTAssertEqual(row.tags[2].visibility, .gone(.leading))
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags.map(\.frame.minX), [58, 74, 90, 98])
    }

    // MARK: Switching edges

    func testSwitchingFromGoneLeadingToGoneVerticalToVisible() {
        let row = tagRow()
        row.tags[2].visibility = .gone(.leading)
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags[2].frame, rect(90, 10, 0, 17))
        XCTAssertEqual(row.tags[3].frame, rect(98, 10, 32, 17))

        row.tags[2].visibility = .gone(.vertical)
        row.root.layoutIfNeeded()
        // Width and leading gap are back; the top inset (10) acts as 0 and the height as 0.
        XCTAssertEqual(row.tags[2].frame, rect(98, 0, 24, 0))
        XCTAssertEqual(row.tags[3].frame, rect(130, 10, 32, 17))
        XCTAssertTrue(row.tags[2].isHidden)
        XCTAssertEqual(row.tags[2].visibility, .gone(.vertical))

        row.tags[2].visibility = .visible
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags[2].frame, rect(98, 10, 24, 17))
        XCTAssertEqual(row.tags[3].frame, rect(130, 10, 32, 17))
        XCTAssertFalse(row.tags[2].isHidden)
    }

    func testGoneAllCollapsesBothAxes() {
        let row = tagRow()
        row.tags[0].visibility = .gone(.all)
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags[0].frame, rect(50, 0, 0, 0))
        XCTAssertEqual(row.tags.map(\.frame.minX), [50, 50, 74, 106])
        row.tags[0].visibility = .visible
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags[0].frame, rect(58, 10, 8, 17))
    }

    // MARK: Moving a gone view

    func testGoneViewMovedToAnotherContainerInTheSameTree() {
        let row = tagRow()
        let box = View()
        box.identifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        row.root.addSubview(box)
        try! LayoutConstraint.activate(frameConstraints(box, in: row.root, rect(200, 5, 150, 30)))
        let tag = row.tags[3]
        tag.visibility = .gone(.horizontal)
        row.root.layoutIfNeeded()
        XCTAssertEqual(tag.frame, rect(122, 10, 0, 17))

        box.addSubview(tag)   // its gap to "ccc" crosses the cut and goes
        XCTAssertFalse(row.gaps[3].isActive)
        let inset = tag.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 12)
        try! LayoutConstraint.activate([inset, tag.topAnchor.constraint(equalTo: box.topAnchor, constant: 6)])
        row.root.layoutIfNeeded()
        XCTAssertEqual(tag.visibility, .gone(.horizontal))
        XCTAssertEqual(tag.frame, rect(0, 6, 0, 17))

        tag.visibility = .visible
        row.root.layoutIfNeeded()
        XCTAssertEqual(tag.frame, rect(12, 6, 32, 17))
        tag.visibility = .gone(.horizontal)
        row.root.layoutIfNeeded()
        XCTAssertEqual(tag.frame, rect(0, 6, 0, 17))
    }

    func testGoneViewMovedToAnotherTree() {
        let row = tagRow()
        let tag = row.tags[3]
        tag.visibility = .gone(.leading)
        row.root.layoutIfNeeded()
        XCTAssertEqual(tag.frame, rect(122, 10, 0, 17))

        let other = strictRoot(CGSize(width: 300, height: 100))
        other.addSubview(tag)
        let inset = tag.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: 20)
        try! LayoutConstraint.activate([inset, tag.topAnchor.constraint(equalTo: other.topAnchor, constant: 30)])
        other.layoutIfNeeded()
        XCTAssertEqual(tag.frame, rect(0, 30, 0, 17))

        tag.visibility = .visible
        other.layoutIfNeeded()
        XCTAssertEqual(tag.frame, rect(20, 30, 32, 17))
        XCTAssertEqual(inset.constant, 20)
        // The old row is intact.
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags[0..<3].map(\.frame.minX), [58, 74, 98])
    }

    func testViewMovedThenGone() {
        let row = tagRow()
        let tag = row.tags[3]
        let other = strictRoot(CGSize(width: 300, height: 100))
        other.addSubview(tag)
        try! LayoutConstraint.activate([tag.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: 20),
                                        tag.topAnchor.constraint(equalTo: other.topAnchor, constant: 30)])
        tag.visibility = .gone(.all)
        other.layoutIfNeeded()
        XCTAssertEqual(tag.frame, rect(0, 0, 0, 0))
        tag.visibility = .visible
        other.layoutIfNeeded()
        XCTAssertEqual(tag.frame, rect(20, 30, 32, 17))
    }

    // MARK: Collapsible constraints

    func testCollapsibleConstraintActsAsZeroAndRestores() {
        let row = tagRow()
        row.tags[1].collapsibleConstraints = [row.gaps[1]]
        row.tags[1].isCollapsed = true
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags.map(\.frame.minX), [58, 66, 90, 122])
        XCTAssertFalse(row.tags[1].isHidden)   // collapsing does not hide
        XCTAssertEqual(row.gaps[1].constant, 8)
        row.tags[1].isCollapsed = false
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags.map(\.frame.minX), [58, 74, 98, 130])
    }

    func testSeveralCollapsibleConstraintsPerView() {
        let row = tagRow()
        let width = row.tags[1].widthAnchor.constraint(equalToConstant: 40)
        width.isActive = true
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags.map(\.frame.minX), [58, 74, 122, 154])
        // Its leading gap, its explicit width and the gap after it (installed via tags[2]).
        row.tags[1].collapsibleConstraints = [row.gaps[1], width, row.gaps[2]]
        row.tags[1].isCollapsed = true
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags[1].frame, rect(66, 10, 0, 17))
        XCTAssertEqual(row.tags.map(\.frame.minX), [58, 66, 66, 98])
        row.tags[1].isCollapsed = false
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags[1].frame, rect(74, 10, 40, 17))
        XCTAssertEqual(row.tags.map(\.frame.minX), [58, 74, 122, 154])
    }

    func testReplacingTheCollapsibleListWhileCollapsed() {
        let row = tagRow()
        row.tags[1].collapsibleConstraints = [row.gaps[1], row.gaps[2]]
        row.tags[1].isCollapsed = true
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags.map(\.frame.minX), [58, 66, 82, 114])
        // Only the gap after it stays collapsible: the gap before it is restored.
        row.tags[1].collapsibleConstraints = [row.gaps[2]]
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags.map(\.frame.minX), [58, 74, 90, 122])
        row.tags[1].collapsibleConstraints = []
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags.map(\.frame.minX), [58, 74, 98, 130])
        XCTAssertTrue(row.tags[1].isCollapsed)
        XCTAssertEqual(row.gaps.map(\.constant), [8, 8, 8, 8])
    }

    func testCollapsibleConstantChangedWhileCollapsedIsRestored() {
        let row = tagRow()
        row.tags[3].collapsibleConstraints = [row.gaps[3]]
        row.tags[3].isCollapsed = true
        row.root.layoutIfNeeded()
        row.gaps[3].constant = 30
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags[3].frame.minX, 122)
        row.tags[3].isCollapsed = false
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags[3].frame.minX, 152)
        XCTAssertEqual(row.gaps[3].constant, 30)
    }

    func testCollapsibleAndGoneTogether() {
        let row = tagRow()
        row.tags[2].collapsibleConstraints = [row.gaps[2]]
        row.tags[2].isCollapsed = true
        row.tags[2].visibility = .gone(.leading)
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags.map(\.frame.minX), [58, 74, 90, 98])
        // Visible again, but the gap is still collapsed by the flag.
        row.tags[2].visibility = .visible
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags.map(\.frame.minX), [58, 74, 90, 122])
        row.tags[2].isCollapsed = false
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags.map(\.frame.minX), [58, 74, 98, 130])
    }

    // MARK: Changes while gone

    func testIntrinsicSizeChangedWhileGoneActsAsZeroThenShows() {
        let row = tagRow()
        row.tags[1].visibility = .gone(.horizontal)
        row.root.layoutIfNeeded()
        row.tags[1].text = "eeeeee"   // 48 wide
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags[1].frame, rect(66, 10, 0, 17))
        XCTAssertEqual(row.tags.map(\.frame.minX), [58, 66, 66, 98])
        row.tags[1].visibility = .visible
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags[1].frame, rect(74, 10, 48, 17))
        XCTAssertEqual(row.tags.map(\.frame.minX), [58, 74, 130, 162])
    }

    func testConstraintActivatedWhileGoneActsAsZero() {
        let row = tagRow()
        row.tags[1].visibility = .gone(.leading)
        row.root.layoutIfNeeded()
        row.gaps[1].isActive = false
        let wider = row.tags[1].leadingAnchor.constraint(equalTo: row.tags[0].trailingAnchor, constant: 30)
        wider.isActive = true
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags.map(\.frame.minX), [58, 66, 74, 106])
        row.tags[1].visibility = .visible
        row.root.layoutIfNeeded()
        // 66 + 30 = 96, then 96 + 16 + 8 = 120, 120 + 24 + 8 = 152.
        XCTAssertEqual(row.tags.map(\.frame.minX), [58, 96, 120, 152])
    }

    func testCollapsibleConstraintActivatedLaterWhileCollapsed() {
        let row = tagRow()
        row.gaps[3].isActive = false
        let gap = row.tags[3].leadingAnchor.constraint(equalTo: row.tags[2].trailingAnchor, constant: 20)
        row.tags[3].collapsibleConstraints = [gap]
        row.tags[3].isCollapsed = true
        gap.isActive = true
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags[3].frame.minX, 122)
        row.tags[3].isCollapsed = false
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags[3].frame.minX, 142)
    }

    func testGoneKeepsARequiredRelationToAnotherSize() {
        // Only constants are zeroed: `width == height` (multiplier 1) still holds, and as a
        // required constraint it beats the 999.999 size-0 constraint.
        let row = tagRow()
        // (With only the intrinsic height, at 750, the height would follow the width to 0.)
        row.tags[3].widthAnchor.constraint(equalTo: row.tags[3].heightAnchor).isActive = true
        row.tags[3].heightAnchor.constraint(equalToConstant: 20).isActive = true
        row.tags[3].setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags[3].frame, rect(130, 10, 20, 20))
        row.tags[3].visibility = .gone(.horizontal)
        row.root.layoutIfNeeded()
        XCTAssertEqual(row.tags[3].frame, rect(122, 10, 20, 20))
    }

    // MARK: Scenario 4 with plain constraints

    private final class PlainEntryBar {
        let bar: View
        let entries: [View]

        /// A 320×60 bar; entries 40×40, vertically centred; entry3.trailing == bar.trailing − 10,
        /// entry(i).trailing == entry(i+1).leading − 10. Each entry owns the gap after it, so
        /// dismissing it is `.gone(.trailing)`.
        init(root: View) {
            bar = root
            entries = (1...3).map { i in
                let v = View()
                v.identifier = "entry\(i)"
                v.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(v)
                return v
            }
            var cs: [LayoutConstraint] = []
            for (i, e) in entries.enumerated() {
                cs += [e.widthAnchor.constraint(equalToConstant: 40), e.heightAnchor.constraint(equalToConstant: 40),
                       e.centerYAnchor.constraint(equalTo: root.centerYAnchor)]
                if i == 2 {
                    cs.append(e.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10))
                } else {
                    cs.append(e.trailingAnchor.constraint(equalTo: entries[i + 1].leadingAnchor, constant: -10))
                }
            }
            try! LayoutConstraint.activate(cs)
        }

        func show(_ mask: Int) {
            for (i, e) in entries.enumerated() { e.visibility = mask & (1 << i) != 0 ? .visible : .gone(.trailing) }
            bar.layoutIfNeeded()
        }

        /// The shown entries' minX, leading to trailing.
        var shownMinX: [CGFloat] { entries.filter { !$0.isHidden }.map(\.frame.minX) }
    }

    func testEntryBarEverySubset() {
        let root = strictRoot(CGSize(width: 320, height: 60))
        let bar = PlainEntryBar(root: root)
        // Rightmost shown entry at 270 (320 − 10 − 40), then 220, then 170.
        let expected: [Int: [CGFloat]] = [0: [], 1: [270], 2: [270], 4: [270], 3: [220, 270], 5: [220, 270],
                                          6: [220, 270], 7: [170, 220, 270]]
        for mask in [7, 0, 5, 2, 6, 1, 4, 3, 7] {
            bar.show(mask)
            XCTAssertEqual(bar.shownMinX, expected[mask]!, "mask \(mask)")
            for e in bar.entries where !e.isHidden {
                XCTAssertEqual(e.frame.minY, 10, "mask \(mask)")
                XCTAssertEqual(e.frame.size, CGSize(width: 40, height: 40), "mask \(mask)")
            }
        }
    }

    func testEntryBarEntriesAppearAtRandomTimesInFixedOrder() {
        let root = strictRoot(CGSize(width: 320, height: 60))
        let bar = PlainEntryBar(root: root)
        bar.show(0)
        XCTAssertEqual(bar.entries.map(\.frame), [rect(320, 10, 0, 40), rect(320, 10, 0, 40), rect(320, 10, 0, 40)])
        bar.entries[1].visibility = .visible        // 2
        root.layoutIfNeeded()
        XCTAssertEqual(bar.entries[1].frame, rect(270, 10, 40, 40))
        bar.entries[2].visibility = .visible        // 2, 3
        root.layoutIfNeeded()
        XCTAssertEqual(bar.entries[1].frame, rect(220, 10, 40, 40))
        XCTAssertEqual(bar.entries[2].frame, rect(270, 10, 40, 40))
        bar.entries[0].visibility = .visible        // 1, 2, 3
        root.layoutIfNeeded()
        XCTAssertEqual(bar.entries.map(\.frame), [rect(170, 10, 40, 40), rect(220, 10, 40, 40), rect(270, 10, 40, 40)])
        bar.entries[1].visibility = .gone(.trailing) // 1, 3
        root.layoutIfNeeded()
        XCTAssertEqual(bar.entries[0].frame, rect(220, 10, 40, 40))
        XCTAssertEqual(bar.entries[1].frame, rect(270, 10, 0, 40))
        XCTAssertEqual(bar.entries[2].frame, rect(270, 10, 40, 40))
        bar.entries[2].visibility = .gone(.trailing) // 1
        root.layoutIfNeeded()
        XCTAssertEqual(bar.entries[0].frame, rect(270, 10, 40, 40))
        XCTAssertEqual(bar.entries[2].frame, rect(320, 10, 0, 40))
    }
}

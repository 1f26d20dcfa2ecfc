import XCTest
import StackKit

final class VisibilitySmokeTests: XCTestCase {
    /// A title and four tags in a row, 8 apart, placed with plain constraints.
    func tagRow() -> (View, [Label]) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 40))
        root.layoutEngine.diagnosticHandler = { d in XCTFail("\(d)") }
        let tags = ["a", "bb", "ccc", "dddd"].map { Label($0) }
        var previous: View? = nil
        for tag in tags {
            tag.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(tag)
            tag.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
            if let previous {
                tag.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 8).isActive = true
            } else {
                tag.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10).isActive = true
            }
            previous = tag
        }
        return (root, tags)
    }

    func testGoneTagClosesItsLeadingGap() {
        let (root, tags) = tagRow()
        tags[1].visibility = .gone(.leading)
        root.layoutIfNeeded()
        XCTAssertEqual(tags.map(\.frame.minX), [10, 18, 26, 58])
        XCTAssertEqual(tags[1].frame.width, 0)
        tags[1].visibility = .visible
        root.layoutIfNeeded()
        XCTAssertEqual(tags.map(\.frame.minX), [10, 26, 50, 82])
    }

    func testEverySubsetOfTagsLeavesNoGaps() {
        let (root, tags) = tagRow()
        let widths: [CGFloat] = [8, 16, 24, 32]
        for mask in 0..<16 {
            // Each tag owns the gap after it (the chain hangs from the leading inset).
            for (i, tag) in tags.enumerated() { tag.visibility = mask & (1 << i) != 0 ? .visible : .gone(.trailing) }
            root.layoutIfNeeded()
            var x: CGFloat = 10
            var first = true
            for (i, tag) in tags.enumerated() where mask & (1 << i) != 0 {
                if !first { x += 8 }
                XCTAssertEqual(tag.frame.minX, x, "mask \(mask) tag \(i)")
                x += widths[i]
                first = false
            }
        }
    }

    func testConstantChangedWhileGoneIsRestored() {
        let (root, tags) = tagRow()
        let width = tags[2].widthAnchor.constraint(equalToConstant: 50)
        width.isActive = true
        tags[2].visibility = .gone(.horizontal)
        root.layoutIfNeeded()
        XCTAssertEqual(tags[2].frame.width, 0)
        width.constant = 60
        root.layoutIfNeeded()
        XCTAssertEqual(tags[2].frame.width, 0)
        tags[2].visibility = .visible
        root.layoutIfNeeded()
        XCTAssertEqual(tags[2].frame.width, 60)
        XCTAssertEqual(width.constant, 60)
    }

    func testInvisibleKeepsItsSpace() {
        let (root, tags) = tagRow()
        tags[1].visibility = .invisible
        root.layoutIfNeeded()
        XCTAssertTrue(tags[1].isHidden)
        XCTAssertEqual(tags.map(\.frame.minX), [10, 26, 50, 82])
    }

    func testCollapsibleConstraintsActAsZero() {
        let (root, tags) = tagRow()
        let gap = tags[3].constraintsAffectingLayout(for: .horizontal).first { $0.constant == 8 }!
        tags[3].collapsibleConstraints = [gap]
        tags[3].isCollapsed = true
        root.layoutIfNeeded()
        XCTAssertEqual(tags[3].frame.minX, 74)
        tags[3].isCollapsed = false
        root.layoutIfNeeded()
        XCTAssertEqual(tags[3].frame.minX, 82)
    }

    func testDistributeWithFixedSpacingAndWithFixedLength() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        root.layoutEngine.diagnosticHandler = { d in XCTFail("\(d)") }
        let views = (0..<3).map { _ in View() }
        for v in views {
            root.addSubview(v)
            v.translatesAutoresizingMaskIntoConstraints = false
            v.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
            v.heightAnchor.constraint(equalToConstant: 10).isActive = true
        }
        try views.distribute(along: .horizontal, fixedSpacing: 10, leadSpacing: 20, tailSpacing: 20)
        root.layoutIfNeeded()
        // 320 − 20 − 20 − 2 × 10 = 260, shared equally.
        let w: CGFloat = 260 / 3
        for (i, view) in views.enumerated() {
            XCTAssertEqual(view.frame.minX, 20 + CGFloat(i) * (w + 10), accuracy: 1e-9)
            XCTAssertEqual(view.frame.width, w, accuracy: 1e-9)
        }
        try views.distribute(along: .horizontal, fixedItemLength: 40, leadSpacing: 20, tailSpacing: 20)
        root.layoutIfNeeded()
        XCTAssertEqual(views.map(\.frame.minX), [20, 140, 260])
        XCTAssertEqual(views.map(\.frame.width), [40, 40, 40])
        XCTAssertThrowsError(try [views[0]].distribute(along: .horizontal, fixedSpacing: 1, leadSpacing: 0, tailSpacing: 0))
    }
}

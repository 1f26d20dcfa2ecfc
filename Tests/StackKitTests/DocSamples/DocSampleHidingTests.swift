import XCTest
import StackKit

/// The samples of Docs/Hiding.md, verbatim, with the frames and output the page shows.
final class DocSampleHidingTests: XCTestCase {
    private struct Row {
        let root: View, row: StackView, avatar: View, name: Label, badge: Label
        var items: [View] { [avatar, name, badge] }
    }

    /// The page's first sample.
    private func makeRow() throws -> Row {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let avatar = View(), name = Label("Ada"), badge = Label("pro")
        avatar.intrinsicContentSize = CGSize(width: 32, height: 32)
        let row = StackView(arrangedSubviews: [avatar, name, badge])
        row.alignment = .center
        row.spacing = 8
        row.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(row)
        try LayoutConstraint.activate([row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       row.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        // row (0, 0, 96, 32): avatar (0, 0, 32, 32), name (40, 7.5, 24, 17), badge (72, 7.5, 24, 17)
        root.layoutEngine.diagnosticHandler = { XCTFail("\($0)") }
        for (view, id) in [(root, "root"), (row, "row"), (avatar, "avatar"), (name, "name"), (badge, "badge")] {
            view.identifier = id
        }
        return Row(root: root, row: row, avatar: avatar, name: name, badge: badge)
    }

    func testHidingTheLastItem() throws {
        let s = try makeRow()
        XCTAssertEqual(s.row.frame, docRect(0, 0, 96, 32))
        docAssertFrames(s.items, [docRect(0, 0, 32, 32), docRect(40, 7.5, 24, 17), docRect(72, 7.5, 24, 17)])
        let (root, badge) = (s.root, s.badge)
        badge.isHidden = true
        root.layoutIfNeeded()
        // row (0, 0, 64, 32): avatar (0, 0, 32, 32), name (40, 7.5, 24, 17), badge (64, 0, 0, 17) hidden
        XCTAssertEqual(s.row.frame, docRect(0, 0, 64, 32))
        docAssertFrames(s.items, [docRect(0, 0, 32, 32), docRect(40, 7.5, 24, 17), docRect(64, 0, 0, 17)])
    }

    func testTheTableOfHiddenItems() throws {
        let table: [(hidden: [Int], row: CGSize, frames: [CGRect])] = [
            ([], CGSize(width: 96, height: 32), [docRect(0, 0, 32, 32), docRect(40, 7.5, 24, 17), docRect(72, 7.5, 24, 17)]),
            ([2], CGSize(width: 64, height: 32), [docRect(0, 0, 32, 32), docRect(40, 7.5, 24, 17), docRect(64, 0, 0, 17)]),
            ([1], CGSize(width: 64, height: 32), [docRect(0, 0, 32, 32), docRect(36, 0, 0, 17), docRect(40, 7.5, 24, 17)]),
            ([0], CGSize(width: 56, height: 17), [docRect(0, 0, 0, 32), docRect(0, 0, 24, 17), docRect(32, 0, 24, 17)]),
            ([1, 2], CGSize(width: 32, height: 32), [docRect(0, 0, 32, 32), docRect(32, 0, 0, 17), docRect(32, 0, 0, 17)]),
            ([0, 1], CGSize(width: 24, height: 17), [docRect(0, 0, 0, 32), docRect(0, 0, 0, 17), docRect(0, 0, 24, 17)]),
            ([0, 2], CGSize(width: 24, height: 17), [docRect(0, 0, 0, 32), docRect(0, 0, 24, 17), docRect(24, 0, 0, 17)]),
            ([0, 1, 2], .zero, [docRect(0, 0, 0, 32), docRect(0, 0, 0, 17), docRect(0, 0, 0, 17)]),
        ]
        let s = try makeRow()
        for row in table + table.reversed() {
            for (index, item) in s.items.enumerated() { item.isHidden = row.hidden.contains(index) }
            s.root.layoutIfNeeded()
            XCTAssertEqual(s.row.frame.size, row.row, "hidden \(row.hidden)")
            docAssertFrames(s.items, row.frames)
        }
    }

    func testTheGeneratedConstraints() throws {
        let s = try makeRow()
        let (row, avatar) = (s.row, s.avatar)
        avatar.isHidden = true
        print(row.snapshot(SnapshotOptions(includesConstraints: true)))
        XCTAssertEqual(row.snapshot(SnapshotOptions(includesConstraints: true)),
                       try DocSample.outputBlock(in: "Docs/Hiding.md", after: "print(row.snapshot(SnapshotOptions(includesConstraints: true)))"))
    }

    func testEverythingHidden() throws {
        let s = try makeRow()
        let (root, row) = (s.root, s.row)
        for item in row.arrangedSubviews { item.isHidden = true }
        root.layoutIfNeeded()          // row (0, 0, 0, 0)
        XCTAssertEqual(row.frame, docRect(0, 0, 0, 0))
        row.trailingAnchor.constraint(equalTo: root.trailingAnchor).isActive = true
        root.layoutIfNeeded()          // row (0, 0, 320, 0)
        XCTAssertEqual(row.frame, docRect(0, 0, 320, 0))
        docAssertFrames(s.items, [docRect(0, 0, 0, 32), docRect(0, 0, 0, 17), docRect(0, 0, 0, 17)])
    }

    func testANestedStackWhoseItemsAreAllHidden() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let tags = StackView(arrangedSubviews: [Label("swift"), Label("linux")])
        tags.spacing = 4
        let title = Label("Title"), footer = Label("Footer")
        let column = StackView(arrangedSubviews: [title, tags, footer])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 8
        column.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(column)
        try LayoutConstraint.activate([column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       column.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()          // tags (0, 25, 84, 17), footer (0, 50, 48, 17)
        for tag in tags.arrangedSubviews { tag.isHidden = true }
        root.layoutIfNeeded()          // tags (0, 25, 0, 0), footer (0, 33, 48, 17): both gaps stay
        tags.isHidden = true
        root.layoutIfNeeded()          // tags (0, 21, 0, 0) hidden, footer (0, 25, 48, 17)
        docAssertFrames([column, title, tags, footer],
                        [docRect(0, 0, 48, 42), docRect(0, 0, 40, 17), docRect(0, 21, 0, 0), docRect(0, 25, 48, 17)])
        tags.isHidden = false
        root.layoutIfNeeded()
        docAssertFrames([column, tags, footer], [docRect(0, 0, 48, 50), docRect(0, 25, 0, 0), docRect(0, 33, 48, 17)])
        for tag in tags.arrangedSubviews { tag.isHidden = false }
        root.layoutIfNeeded()
        docAssertFrames([column, tags, footer], [docRect(0, 0, 84, 67), docRect(0, 25, 84, 17), docRect(0, 50, 48, 17)])
    }

    func testHidingAnItemWithARequiredHeight() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        var diagnostics: [LayoutDiagnostic] = []
        root.layoutEngine.diagnosticHandler = { diagnostics.append($0) }
        let banner = View()
        banner.heightAnchor.constraint(equalToConstant: 30).isActive = true
        let top = Label("Top"), bottom = Label("Bottom")
        let column = StackView(arrangedSubviews: [top, banner, bottom])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 8
        column.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(column)
        try LayoutConstraint.activate([column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                       column.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()          // column 48 × 80: banner (0, 25, 0, 30), bottom (0, 63, 48, 17)
        banner.isHidden = true
        root.layoutIfNeeded()          // column 48 × 42: banner (0, 21, 0, 30) hidden, bottom (0, 25, 48, 17)
        XCTAssertTrue(diagnostics.isEmpty)
        docAssertFrames([column, top, banner, bottom],
                        [docRect(0, 0, 48, 42), docRect(0, 0, 24, 17), docRect(0, 21, 0, 30), docRect(0, 25, 48, 17)])
        banner.isHidden = false
        root.layoutIfNeeded()
        docAssertFrames([column, banner, bottom], [docRect(0, 0, 48, 80), docRect(0, 25, 0, 30), docRect(0, 63, 48, 17)])
        XCTAssertTrue(diagnostics.isEmpty)
    }

    func testIsHiddenIsNotCumulative() throws {
        let s = try makeRow()
        let (root, badge) = (s.root, s.badge)
        badge.isHidden = true
        root.layoutIfNeeded()
        badge.isHidden = true
        badge.isHidden = true
        root.layoutIfNeeded()
        badge.isHidden = false
        root.layoutIfNeeded()          // badge (72, 7.5, 24, 17): one `false` shows it
        docAssertFrames(s.items, [docRect(0, 0, 32, 32), docRect(40, 7.5, 24, 17), docRect(72, 7.5, 24, 17)])
    }
}

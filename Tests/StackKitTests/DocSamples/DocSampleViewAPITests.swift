import XCTest
import StackKit

/// The samples of Docs/LayoutEngine.md, "The view API", verbatim, with what the page says.
final class DocSampleViewAPITests: XCTestCase {
    func testANestedColumnAlignsByItsFirstLabel() {
        let column = StackView(arrangedSubviews: [Label("Title"), Label("Sub")])
        column.axis = .vertical
        let big = Label("Big", metrics: Label.Metrics(characterAdvance: 16, ascent: 26, descent: 8))
        let row = StackView(arrangedSubviews: [big, column])
        row.alignment = .firstBaseline
        row.spacing = 4
        let root = docRoot(320, 100, pinning: row, at: .zero)
        root.layoutIfNeeded()
        // column.frame == (52, 13, 40, 34): its "Title" baseline, 13 below its top, meets big's at 26
        XCTAssertEqual(column.frame, CGRect(x: 52, y: 13, width: 40, height: 34))
    }

    func testConstraintsActOnTheAlignmentRect() throws {
        let root = docRoot(320, 480)
        let card = View()
        card.translatesAutoresizingMaskIntoConstraints = false
        card.alignmentRectInsets = EdgeInsets(top: 2, left: 4, bottom: 6, right: 8)   // a shadow
        root.addSubview(card)
        try LayoutConstraint.activate([card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                                       card.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
                                       card.widthAnchor.constraint(equalToConstant: 100),
                                       card.heightAnchor.constraint(equalToConstant: 50)])
        root.layoutIfNeeded()
        // card.frame == (16, 28, 112, 58): the alignment rect (20, 30, 100, 50) grown by the insets
        XCTAssertEqual(card.frame, CGRect(x: 16, y: 28, width: 112, height: 58))
    }

    func testTwoDistancesAreEqual() throws {
        let root = docRoot(320, 100)
        let a = View(), b = View(), c = View()
        for (box, x) in [(a, CGFloat(10)), (b, 0), (c, 0)] {
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            try LayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 40),
                                           box.heightAnchor.constraint(equalToConstant: 10),
                                           box.topAnchor.constraint(equalTo: root.topAnchor)])
            if box === a { try LayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: x)]) }
        }
        try LayoutConstraint.activate([c.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10)])
        a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
            .constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)).isActive = true
        root.layoutIfNeeded()
        // Gaps of (300 − 120) / 2 = 90: b at 10 + 40 + 90 = 140.
        XCTAssertEqual(b.frame.minX, 140)
    }

    func testAVisualFormatRow() throws {
        let root = docRoot(320, 100)
        let icon = View(), title = Label("Inbox")
        for view in [icon, title] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        try LayoutConstraint.activate([icon.heightAnchor.constraint(equalToConstant: 40),
                                       icon.topAnchor.constraint(equalTo: root.topAnchor)])
        let views = ["icon": icon, "title": title]
        let row = try LayoutConstraint.constraints(withVisualFormat: "H:|-[icon(40)]-gap-[title(>=80@750)]-|",
                                                   options: [.alignAllCenterY], metrics: ["gap": 12],
                                                   views: views)
        try LayoutConstraint.activate(row)
        root.layoutIfNeeded()
        // icon at 20 (standard edge spacing), title from 20 + 40 + 12 = 72 to 320 − 20 = 300,
        // centred on the icon's 20: 20 − 17 / 2 = 11.5.
        XCTAssertEqual(title.frame, CGRect(x: 72, y: 11.5, width: 228, height: 17))
    }
}

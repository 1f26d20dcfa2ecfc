import XCTest
import StackKit

final class EngineSmokeTests: XCTestCase {
    func testCenteredSquare() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        try LayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalTo: box.widthAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 110, y: 20, width: 100, height: 100))
        XCTAssertFalse(box.hasAmbiguousLayout)
    }

    func testLabelsInARowWithMarginsAndBaselines() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let a = Label("Hello"), b = Label("World!")
        b.metrics = Label.Metrics(characterAdvance: 10, ascent: 20, descent: 5)
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.firstBaselineAnchor.constraint(equalTo: a.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 8, y: 8, width: 40, height: 17))
        XCTAssertEqual(b.frame, CGRect(x: 56, y: 1, width: 60, height: 25))
        root.layoutMargins = EdgeInsets(all: 20)
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 20, y: 20, width: 40, height: 17))
    }

    func testConflictIsReportedAndLayoutGoesOn() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        root.layoutEngine.diagnosticHandler = { _ in }
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let w100 = box.widthAnchor.constraint(equalToConstant: 100)
        let w50 = box.widthAnchor.constraint(equalToConstant: 50)
        w50.identifier = "w50"
        try LayoutConstraint.activate([w100, w50,
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 100)
        XCTAssertEqual(root.layoutEngine.diagnostics.count, 1)
        XCTAssertTrue(root.layoutEngine.diagnostics[0].brokenConstraint === w50)
        XCTAssertTrue(root.layoutEngine.diagnostics[0].conflictingConstraints.contains { $0 === w100 })
        w100.isActive = false
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 50)
    }

    func testFittingHeightShrinksWhenContentIsHidden() throws {
        let cell = View(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        let title = Label("Title"), body = Label("Body")
        for v in [title, body] { v.translatesAutoresizingMaskIntoConstraints = false; cell.addSubview(v) }
        let bodyHeight = body.heightAnchor.constraint(equalToConstant: 0)
        bodyHeight.priority = LayoutPriority(999)
        try LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            body.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
            title.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
            body.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
        ])
        let full = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0),
                                                withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(full, CGSize(width: 375, height: 62))
        bodyHeight.isActive = true
        let collapsed = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0),
                                                     withHorizontalFittingPriority: .required,
                                                     verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(collapsed, CGSize(width: 375, height: 45))
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.frame.size, CGSize(width: 375, height: 44))
    }

    func testViewsDeinitialiseWhenDropped() throws {
        weak var weakRoot: View?
        weak var weakChild: View?
        do {
            let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = View()
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
            try LayoutConstraint.activate([child.widthAnchor.constraint(equalTo: root.widthAnchor)])
            root.layoutIfNeeded()
            weakRoot = root
            weakChild = child
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakChild)
    }
}

final class RootFrameTests: XCTestCase {
    func testRootSizeWinsOverAConflictingRequiredConstraint() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        root.layoutEngine.diagnosticHandler = { _ in }
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let tooWide = root.widthAnchor.constraint(equalToConstant: 500)
        try LayoutConstraint.activate([tooWide, child.widthAnchor.constraint(equalTo: root.widthAnchor)])
        root.layoutIfNeeded()
        XCTAssertEqual(root.frame.size, CGSize(width: 320, height: 100))
        XCTAssertTrue(root.layoutEngine.diagnostics.last?.brokenConstraint === tooWide)
    }

    func testResizingTheRootBelowRequiredContentBreaksTheContent() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        root.layoutEngine.diagnosticHandler = { _ in }
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let minimum = child.widthAnchor.constraint(greaterThanOrEqualToConstant: 300)
        try LayoutConstraint.activate([minimum, child.widthAnchor.constraint(equalTo: root.widthAnchor)])
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame.width, 320)
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        root.layoutIfNeeded()
        XCTAssertEqual(root.frame.width, 200)
        XCTAssertEqual(child.frame.width, 200)
        XCTAssertTrue(root.layoutEngine.diagnostics.last?.brokenConstraint === minimum)
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 100)
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame.width, 400)
        XCTAssertTrue(minimum.isActive)
    }
}

final class BrokenConstraintTests: XCTestCase {
    func testDeactivatingABrokenConstraintForgetsIt() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        root.layoutEngine.diagnosticHandler = { _ in }
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let w100 = box.widthAnchor.constraint(equalToConstant: 100)
        let w50 = box.widthAnchor.constraint(equalToConstant: 50)
        try LayoutConstraint.activate([w100, w50])
        root.layoutIfNeeded()
        XCTAssertEqual(root.layoutEngine.diagnostics.count, 1)
        w50.isActive = false
        root.layoutIfNeeded()
        // Later changes neither retry nor report it.
        w100.constant = 120
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 120)
        XCTAssertEqual(root.layoutEngine.diagnostics.count, 1)
        w50.isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(root.layoutEngine.diagnostics.count, 2)
        XCTAssertEqual(box.frame.width, 120)
    }
}

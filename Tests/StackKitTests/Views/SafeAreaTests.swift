import StackKit
import XCTest

/// Safe areas: a root's comes from its additional insets (a window sets the device's);
/// a subview's is the part of its superview's that overlaps it.
final class SafeAreaTests: XCTestCase {
    /// A 390 × 844 root (an iPhone 13 in portrait) with its 47 / 34 insets.
    private func phoneRoot() -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.layoutEngine.diagnosticHandler = { _ in }
        root.additionalSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        return root
    }

    private func pin(_ view: View, to guide: LayoutGuide) {
        view.translatesAutoresizingMaskIntoConstraints = false
        try? LayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: guide.topAnchor),
            view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
    }

    func testARootsSafeAreaIsItsAdditionalInsets() {
        let root = phoneRoot()
        XCTAssertEqual(root.safeAreaInsets, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    func testAViewPinnedToTheRootsSafeAreaGuideFillsTheSafeArea() {
        let root = phoneRoot()
        let content = View()
        root.addSubview(content)
        pin(content, to: root.safeAreaLayoutGuide)
        root.layoutIfNeeded()
        // y = 47, height = 844 − 47 − 34 = 763
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 47, width: 390, height: 763))
        XCTAssertEqual(root.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 47, width: 390, height: 763))
    }

    func testASubviewsSafeAreaIsThePartOfItsParentsThatOverlapsIt() {
        let root = phoneRoot()
        let header = View(frame: CGRect(x: 0, y: 20, width: 390, height: 100))
        root.addSubview(header)
        root.layoutIfNeeded()
        // top: 47 − 20 = 27; bottom: the header ends at 120, above 844 − 34 = 810: 0
        XCTAssertEqual(header.safeAreaInsets, EdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
    }

    func testASubviewAboveItsParentIsCappedAtTheParentsInset() {
        let root = phoneRoot()
        let banner = View(frame: CGRect(x: 0, y: -30, width: 390, height: 100))
        root.addSubview(banner)
        root.layoutIfNeeded()
        // 47 − (−30) = 77 overlaps, capped at the root's 47
        XCTAssertEqual(banner.safeAreaInsets.top, 47)
    }

    func testAViewInsideTheSafeAreaHasNoInsets() {
        let root = phoneRoot()
        let card = View(frame: CGRect(x: 16, y: 100, width: 358, height: 200))
        root.addSubview(card)
        root.layoutIfNeeded()
        XCTAssertEqual(card.safeAreaInsets, .zero)
    }

    func testASubviewsSafeAreaGuideFollowsItsOverlap() {
        let root = phoneRoot()
        let header = View(frame: CGRect(x: 0, y: 20, width: 390, height: 100))
        root.addSubview(header)
        let title = View()
        header.addSubview(title)
        pin(title, to: header.safeAreaLayoutGuide)
        root.layoutIfNeeded()
        // inside the header: y = 47 − 20 = 27, height = 100 − 27 = 73
        XCTAssertEqual(title.frame, CGRect(x: 0, y: 27, width: 390, height: 73))
    }

    func testRotatingTheRootMovesContentPinnedToTheSafeArea() {
        let root = phoneRoot()
        let content = View()
        root.addSubview(content)
        pin(content, to: root.safeAreaLayoutGuide)
        root.layoutIfNeeded()
        root.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        root.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        root.layoutIfNeeded()
        // x = 47, width = 844 − 94 = 750, height = 390 − 21 = 369
        XCTAssertEqual(content.frame, CGRect(x: 47, y: 0, width: 750, height: 369))
    }

    func testASubtreeBuiltApartGetsTheSafeAreaOfTheTreeItJoins() {
        let screen = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let content = View()
        screen.addSubview(content)
        pin(content, to: screen.safeAreaLayoutGuide)
        screen.layoutIfNeeded()
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        let window = phoneRoot()
        window.addSubview(screen)
        window.layoutIfNeeded()
        // the screen fills the window, so its safe area is the window's: 47 and 34
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 47, width: 390, height: 763))
    }

    func testAViewMovedIntoTheUnsafeAreaGetsAnInsetAtTheNextLayout() {
        let root = phoneRoot()
        let card = View(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        root.addSubview(card)
        let inner = View()
        card.addSubview(inner)
        pin(inner, to: card.safeAreaLayoutGuide)
        root.layoutIfNeeded()
        XCTAssertEqual(inner.frame, CGRect(x: 0, y: 0, width: 390, height: 200))
        card.frame = CGRect(x: 0, y: 0, width: 390, height: 200)
        root.layoutIfNeeded()
        // the card now starts at 0: 47 of it is unsafe
        XCTAssertEqual(inner.frame, CGRect(x: 0, y: 47, width: 390, height: 153))
    }

    func testNonFiniteAdditionalInsetsAreRefusedAndTheOldOnesStay() {
        let root = phoneRoot()
        var reported: [LayoutDiagnostic] = []
        root.layoutEngine.diagnosticHandler = { reported.append($0) }
        root.additionalSafeAreaInsets = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        XCTAssertEqual(root.additionalSafeAreaInsets, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(reported.count, 1)
    }
}

import StackKit
import XCTest

/// How margins combine with the safe area and the superview's margins, and the readable
/// content guide.
final class SafeAreaMarginsTests: XCTestCase {
    /// An 852 × 393 root (an iPhone 15 in landscape), safe area {0, 59, 21, 59}, margins 16 at the sides.
    private func landscapeRoot() -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 852, height: 393))
        root.layoutEngine.diagnosticHandler = { _ in }
        root.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        root.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        return root
    }

    func testMarginsAreMeasuredFromTheSafeAreaByDefault() {
        let root = landscapeRoot()
        let guide = root.layoutMarginsGuide
        root.layoutIfNeeded()
        // x = 59 + 16 = 75, width = 852 − 2 × 75 = 702, height = 393 − 21 = 372
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 75, y: 0, width: 702, height: 372))
        XCTAssertEqual(root.effectiveLayoutMargins, EdgeInsets(top: 0, left: 75, bottom: 21, right: 75))
    }

    func testMarginsIgnoreTheSafeAreaWhenAskedTo() {
        let root = landscapeRoot()
        root.insetsLayoutMarginsFromSafeArea = false
        let guide = root.layoutMarginsGuide
        root.layoutIfNeeded()
        // x = 16, width = 852 − 32 = 820, full height
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 16, y: 0, width: 820, height: 393))
    }

    func testTurningInsetsFromSafeAreaOffMovesTheGuide() {
        let root = landscapeRoot()
        let guide = root.layoutMarginsGuide
        root.layoutIfNeeded()
        root.insetsLayoutMarginsFromSafeArea = false
        root.layoutIfNeeded()
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 16, y: 0, width: 820, height: 393))
    }

    func testASubviewPreservesTheOverlappingPartOfItsSuperviewsMargins() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.layoutMargins = EdgeInsets(top: 8, left: 40, bottom: 8, right: 40)
        let child = View(frame: CGRect(x: 10, y: 10, width: 300, height: 100))
        root.addSubview(child)
        child.preservesSuperviewLayoutMargins = true
        let guide = child.layoutMarginsGuide
        root.layoutIfNeeded()
        // left: max(8, 40 − 10) = 30; right: the child ends at 310, the root's margin at
        // 320 − 40 = 280: max(8, 30) = 30; top: max(8, 8 − 10) = 8; bottom 8
        // guide: x 30, y 8, width 300 − 60 = 240, height 100 − 16 = 84
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 30, y: 8, width: 240, height: 84))
    }

    func testASubviewKeepsItsOwnMarginsByDefault() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.layoutMargins = EdgeInsets(top: 8, left: 40, bottom: 8, right: 40)
        let child = View(frame: CGRect(x: 10, y: 10, width: 300, height: 100))
        root.addSubview(child)
        let guide = child.layoutMarginsGuide
        root.layoutIfNeeded()
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 8, y: 8, width: 284, height: 84))
    }

    func testDirectionalMarginsMapLeadingToLeftAndTrailingToRight() {
        let view = View()
        view.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual(view.layoutMargins, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(view.directionalLayoutMargins, DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    func testTheReadableGuideIsAtMost672WideAndCentred() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        root.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        let guide = root.readableContentGuide
        root.layoutIfNeeded()
        // margins 984 wide; 984 − 672 = 312, 156 more each side: x = 20 + 156 = 176
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 176, y: 0, width: 672, height: 768))
    }

    func testTheReadableGuideIsTheMarginsGuideOnANarrowScreen() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.additionalSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        root.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        let guide = root.readableContentGuide
        root.layoutIfNeeded()
        // x 16, width 390 − 32 = 358; y 47, height 844 − 81 = 763
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 16, y: 47, width: 358, height: 763))
    }

    func testAReadableGuideFollowsARotation() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 834, height: 1194))
        root.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        let guide = root.readableContentGuide
        root.layoutIfNeeded()
        // portrait: margins 794 wide, (794 − 672) / 2 = 61: x = 81
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 81, y: 0, width: 672, height: 1194))
        root.frame = CGRect(x: 0, y: 0, width: 1194, height: 834)
        root.layoutIfNeeded()
        // landscape: margins 1154 wide, (1154 − 672) / 2 = 241: x = 261
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 261, y: 0, width: 672, height: 834))
    }
}

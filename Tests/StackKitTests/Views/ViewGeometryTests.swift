import XCTest
import StackKit

// center, settable bounds, sizeThatFits / sizeToFit and coordinate conversion, with
// UIKit's semantics.

final class ViewGeometryTests: XCTestCase {
    func testCenterIsTheMiddleOfTheFrame() {
        let box = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        // (10 + 100 / 2, 20 + 50 / 2)
        XCTAssertEqual(box.center, CGPoint(x: 60, y: 45))
    }

    func testSettingTheCenterMovesTheFrameAndKeepsItsSize() {
        let box = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        box.center = CGPoint(x: 160, y: 240)
        // (160 − 50, 240 − 25)
        XCTAssertEqual(box.frame, CGRect(x: 110, y: 215, width: 100, height: 50))
    }

    func testSettingTheBoundsSizeResizesTheFrameAroundItsCenter() {
        let box = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        box.bounds = CGRect(x: 0, y: 0, width: 60, height: 30)
        // The center stays at (60, 45): (60 − 30, 45 − 15).
        XCTAssertEqual(box.frame, CGRect(x: 30, y: 30, width: 60, height: 30))
    }

    /// A 100 × 100 scroller at the root's origin holding 300-tall content 10 below its
    /// top, scrolled by 50 (its bounds origin), laid out.
    private func scrolledContent() -> (root: View, scroller: View, content: View) {
        let root = quietRoot()
        let scroller = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let content = View(frame: CGRect(x: 0, y: 10, width: 100, height: 300))
        root.addSubview(scroller)
        scroller.addSubview(content)
        root.layoutIfNeeded()
        scroller.bounds.origin = CGPoint(x: 0, y: 50)
        root.layoutIfNeeded()
        return (root, scroller, content)
    }

    func testSettingTheBoundsOriginKeepsTheFrameAndTheSubviewsFrames() {
        let (root, scroller, content) = scrolledContent()
        withExtendedLifetime(root) {}
        XCTAssertEqual(scroller.bounds, CGRect(x: 0, y: 50, width: 100, height: 100))
        XCTAssertEqual(scroller.frame, CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 10, width: 100, height: 300))
    }

    func testABoundsOriginMovesWhereTheSubviewsAppear() {
        let (root, _, content) = scrolledContent()
        // content's top, 10 in the scroller's bounds, shows at 0 + 10 − 50 = −40 in the root.
        XCTAssertEqual(content.convert(CGPoint.zero, to: root), CGPoint(x: 0, y: -40))
    }

    func testANaNBoundsIsRefused() {
        let root = quietRoot()
        let box = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(box)
        box.bounds = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        XCTAssertEqual(box.bounds, CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(root.layoutEngine.diagnostics.count, 1)
    }

    // MARK: Converting

    /// root ⊃ outer (frame (10, 20, 200, 200), bounds origin (0, 50)) ⊃ inner (frame
    /// (5, 100, 50, 50), bounds origin (3, 0)).
    private func nestedTree() -> (root: View, outer: View, inner: View) {
        let root = quietRoot()
        let outer = View(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let inner = View(frame: CGRect(x: 5, y: 100, width: 50, height: 50))
        root.addSubview(outer)
        outer.addSubview(inner)
        outer.bounds.origin = CGPoint(x: 0, y: 50)
        inner.bounds.origin = CGPoint(x: 3, y: 0)
        root.layoutIfNeeded()
        return (root, outer, inner)
    }

    func testConvertingAPointUpAcrossNestedBoundsOrigins() {
        let (root, outer, inner) = nestedTree()
        // In outer: (1 + 5 − 3, 1 + 100 − 0) = (3, 101); in root: (3 + 10 − 0, 101 + 20 − 50) = (13, 71).
        XCTAssertEqual(inner.convert(CGPoint(x: 1, y: 1), to: outer), CGPoint(x: 3, y: 101))
        XCTAssertEqual(inner.convert(CGPoint(x: 1, y: 1), to: root), CGPoint(x: 13, y: 71))
    }

    func testConvertingAPointDownIsTheInverse() {
        let (root, _, inner) = nestedTree()
        XCTAssertEqual(inner.convert(CGPoint(x: 13, y: 71), from: root), CGPoint(x: 1, y: 1))
        XCTAssertEqual(root.convert(CGPoint(x: 13, y: 71), to: inner), CGPoint(x: 1, y: 1))
    }

    func testConvertingToNilConvertsToTheRoot() {
        let (root, _, inner) = nestedTree()
        XCTAssertEqual(inner.convert(CGPoint(x: 1, y: 1), to: nil), CGPoint(x: 13, y: 71))
        XCTAssertEqual(inner.convert(CGPoint(x: 13, y: 71), from: nil), CGPoint(x: 1, y: 1))
        withExtendedLifetime(root) {}
    }

    func testConvertingARectMovesItsOriginAndKeepsItsSize() {
        let (root, _, inner) = nestedTree()
        // inner's bounds (3, 0, 50, 50): origin (3 + 5 − 3 + 10, 0 + 100 + 20 − 50) = (15, 70).
        XCTAssertEqual(inner.convert(inner.bounds, to: root), CGRect(x: 15, y: 70, width: 50, height: 50))
        XCTAssertEqual(inner.convert(CGRect(x: 15, y: 70, width: 50, height: 50), from: root), inner.bounds)
    }

    // MARK: Fitting

    func testAPlainViewFitsItsCurrentSize() {
        let box = View(frame: CGRect(x: 5, y: 5, width: 30, height: 40))
        XCTAssertEqual(box.sizeThatFits(CGSize(width: 100, height: 100)), CGSize(width: 30, height: 40))
    }

    func testSizeToFitGivesALabelItsTextSizeAndKeepsItsOrigin() {
        let title = Label("Hello")
        title.frame = CGRect(x: 5, y: 5, width: 200, height: 100)
        title.sizeToFit()
        // 5 characters × 8 = 40 wide, 13 + 4 = 17 tall.
        XCTAssertEqual(title.frame, CGRect(x: 5, y: 5, width: 40, height: 17))
    }

    // MARK: Tag and alpha

    func testATagIsZeroAndAlphaIsOneByDefault() {
        let view = View()
        XCTAssertEqual(view.tag, 0)
        XCTAssertEqual(view.alpha, 1)
    }

    func testViewWithTagFindsTheFirstMatchDepthFirst() {
        let root = View(), a = View(), a1 = View(), b = View()
        root.addSubview(a)
        a.addSubview(a1)
        root.addSubview(b)
        a1.tag = 7
        b.tag = 7
        // Depth first: a, then a's subview a1, before b.
        XCTAssertTrue(root.viewWithTag(7) === a1)
        XCTAssertTrue(b.viewWithTag(7) === b, "the receiver itself counts")
        XCTAssertNil(root.viewWithTag(8))
    }

    func testANaNAlphaIsRefused() {
        let root = quietRoot()
        root.alpha = 0.5
        root.alpha = .nan
        XCTAssertEqual(root.alpha, 0.5)
        XCTAssertEqual(root.layoutEngine.diagnostics.count, 1)
    }
}

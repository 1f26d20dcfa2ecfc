import StackKitUIKit
import XCTest

final class CardScreenTests: XCTestCase {
    func testAHiddenFooterLeavesNoGapOnAnIPhoneSE() {
        let screen = CardViewController()
        let window = host(screen, on: .iPhoneSE)
        screen.showsFooter(false)
        window.layoutIfNeeded()
        // title 0; custom 16 after it: subtitle 17 + 16 = 33; body 33 + 17 + 8 = 58; stack 58 + 17 = 75
        XCTAssertEqual(screen.stack.frame, CGRect(x: 12, y: 12, width: 319, height: 75))
        XCTAssertEqual(screen.titleLabel.frame, CGRect(x: 0, y: 0, width: 40, height: 17))
        XCTAssertEqual(screen.subtitleLabel.frame, CGRect(x: 0, y: 33, width: 24, height: 17))
        XCTAssertEqual(screen.bodyLabel.frame, CGRect(x: 0, y: 58, width: 72, height: 17))
        // card: margins 16, y = 20 + 16 = 36, height 12 + 75 + 12 = 99
        XCTAssertEqual(screen.card.frame, CGRect(x: 16, y: 36, width: 343, height: 99))
        assertNoDiagnostics(window)
    }

    func testTheFooterShownAddsItsLineAndSpacingInLandscape() {
        let screen = CardViewController()
        let window = host(screen, on: .iPhone15, .landscape)
        // footer 58 + 17 + 8 = 83; stack 100; card 124, at x 59 + 16 = 75, y 0 + 16
        XCTAssertEqual(screen.footerLabel.frame, CGRect(x: 0, y: 83, width: 48, height: 17))
        XCTAssertEqual(screen.card.frame, CGRect(x: 75, y: 16, width: 702, height: 124))
        // the card is inside the safe area: its own safe area is empty
        XCTAssertEqual(screen.card.safeAreaInsets, .zero)
        assertNoDiagnostics(window)
    }
}

final class LoadViewScreenTests: XCTestCase {
    func testTheStackViewArrangesInsideTheSafeMarginsOfAnIPhone15() {
        let screen = InboxViewController()
        let window = host(screen, on: .iPhone15)
        // the stack is the view, 393 × 852; margins 16 + safe area: (16, 59, 361, 852 − 93 = 759)
        XCTAssertEqual(screen.view.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(screen.header.frame, CGRect(x: 16, y: 59, width: 361, height: 17))
        XCTAssertEqual(screen.content.frame, CGRect(x: 16, y: 76, width: 361, height: 742))
        assertNoDiagnostics(window)
    }

    func testOnAnIPhoneSETheContentStartsBelowTheStatusBar() {
        let screen = InboxViewController()
        let window = host(screen, on: .iPhoneSE)
        // margins guide (16, 20, 343, 647): header 17 tall, content 647 − 17 = 630
        XCTAssertEqual(screen.header.frame, CGRect(x: 16, y: 20, width: 343, height: 17))
        XCTAssertEqual(screen.content.frame, CGRect(x: 16, y: 37, width: 343, height: 630))
        assertNoDiagnostics(window)
    }
}

final class MarginsGuideScreenTests: XCTestCase {
    func testTheBoxIsHalfAsTallAsItIsWideOnAnIPhoneSE() {
        let screen = DetailViewController()
        let window = host(screen, on: .iPhoneSE)
        // margins guide (16, 20, 343, 647); box 8 below the caption: 37 + 8 = 45, 343 / 2 = 171.5 tall
        XCTAssertEqual(screen.caption.frame, CGRect(x: 16, y: 20, width: 343, height: 17))
        XCTAssertEqual(screen.box.frame, CGRect(x: 16, y: 45, width: 343, height: 171.5))
        assertNoDiagnostics(window)
    }

    func testAnIPadUses20PointMargins() {
        let screen = DetailViewController()
        let window = host(screen, on: .iPadAir)
        // margins 20 + safe area top 24: caption (20, 24, 780); box at 24 + 17 + 8 = 49, 390 tall
        XCTAssertEqual(screen.caption.frame, CGRect(x: 20, y: 24, width: 780, height: 17))
        XCTAssertEqual(screen.box.frame, CGRect(x: 20, y: 49, width: 780, height: 390))
        assertNoDiagnostics(window)
    }
}

final class ChildControllerScreenTests: XCTestCase {
    func testTheEmbeddedViewSitsBelowTheSafeTopOfAnIPhone15() {
        let screen = ContainerViewController()
        let window = host(screen, on: .iPhone15)
        XCTAssertTrue(screen.children.first === screen.banner)
        XCTAssertTrue(screen.banner.parent === screen)
        XCTAssertEqual(screen.banner.view.frame, CGRect(x: 0, y: 59, width: 393, height: 100))
        // the child's view is inside the safe area: margins 16 from its own edges
        XCTAssertEqual(screen.banner.message.frame, CGRect(x: 16, y: 0, width: 361, height: 17))
        assertNoDiagnostics(window)
    }

    func testInLandscapeTheChildsMarginsIncludeItsSafeArea() {
        let screen = ContainerViewController()
        let window = host(screen, on: .iPhone15, .landscape)
        // 16 + 59 = 75 at each side: width 852 − 150 = 702
        XCTAssertEqual(screen.banner.view.frame, CGRect(x: 0, y: 0, width: 852, height: 100))
        XCTAssertEqual(screen.banner.message.frame, CGRect(x: 75, y: 0, width: 702, height: 17))
        assertNoDiagnostics(window)
    }

    func testAdditionalSafeAreaInsetsOfTheContainerPushTheChildDown() {
        let screen = ContainerViewController()
        let window = host(screen, on: .iPhoneSE)
        screen.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        // 20 + 44 = 64
        XCTAssertEqual(screen.view.safeAreaInsets, UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(screen.banner.view.frame, CGRect(x: 0, y: 64, width: 375, height: 100))
    }
}

final class ItemAttributeScreenTests: XCTestCase {
    func testTheBadgeIsCentredBelowTheStatusBarOfAnIPhoneSE() {
        let screen = BadgeViewController()
        let window = host(screen, on: .iPhoneSE)
        // x = (375 − 120) / 2 = 127.5; y = 20 + 8; height = 0.25 × 120 = 30
        XCTAssertEqual(screen.badge.frame, CGRect(x: 127.5, y: 28, width: 120, height: 30))
        assertNoDiagnostics(window)
    }

    func testInLandscapeTheBadgeIsCentredOnTheWindow() {
        let screen = BadgeViewController()
        let window = host(screen, on: .iPhone15, .landscape)
        // x = (852 − 120) / 2 = 366; y = 0 + 8
        XCTAssertEqual(screen.badge.frame, CGRect(x: 366, y: 8, width: 120, height: 30))
        assertNoDiagnostics(window)
    }
}

final class PriorityScreenTests: XCTestCase {
    func testOnAnIPhoneSETheTitleGivesWayFirst() {
        let screen = PriorityRowViewController()
        let window = host(screen, on: .iPhoneSE)
        // 30 × 8 = 240 + 8 + 13 × 8 = 104 is 352 > 343: the title (749) shrinks to 343 − 8 − 104 = 231
        // height 44 at 999; labels centred: (44 − 17) / 2 = 13.5
        XCTAssertEqual(screen.row.frame, CGRect(x: 16, y: 20, width: 343, height: 44))
        XCTAssertEqual(screen.titleLabel.frame, CGRect(x: 0, y: 13.5, width: 231, height: 17))
        XCTAssertEqual(screen.detailLabel.frame, CGRect(x: 239, y: 13.5, width: 104, height: 17))
        assertNoDiagnostics(window)
    }

    func testOnAnIPadAirTheTitleStretches() {
        let screen = PriorityRowViewController()
        let window = host(screen, on: .iPadAir)
        // margins 20: 780 wide; the title hugs at 249, the detail at 251: title 780 − 8 − 104 = 668
        XCTAssertEqual(screen.row.frame, CGRect(x: 20, y: 24, width: 780, height: 44))
        XCTAssertEqual(screen.titleLabel.frame, CGRect(x: 0, y: 13.5, width: 668, height: 17))
        XCTAssertEqual(screen.detailLabel.frame, CGRect(x: 676, y: 13.5, width: 104, height: 17))
        assertNoDiagnostics(window)
    }

    func testPriorityArithmeticGivesUIKitsValues() {
        let screen = PriorityRowViewController()
        screen.loadViewIfNeeded()
        // .defaultHigh - 1, .defaultLow - 1, rawValue 250 + 1
        XCTAssertEqual(screen.titleLabel.contentCompressionResistancePriority(for: .horizontal).rawValue, 749)
        XCTAssertEqual(screen.titleLabel.contentHuggingPriority(for: .horizontal).rawValue, 249)
        XCTAssertEqual(screen.detailLabel.contentHuggingPriority(for: .horizontal).rawValue, 251)
        XCTAssertEqual(UILayoutPriority(999).rawValue, 999)
        XCTAssertEqual(UILayoutPriority.fittingSizeLevel.rawValue, 50)
        XCTAssertEqual(UILayoutPriority.dragThatCanResizeScene.rawValue, 510)
    }
}

import StackKitUIKit
import XCTest

// Each screen of Screens/ shown on two devices; every frame worked out by hand from the
// device's size, safe area and margins (Device.swift), and Label's 8 points per character
// and 17 points per line. Frames are relative to the superview.

final class LoginScreenTests: XCTestCase {
    func testTheFormSits20BelowTheStatusBarOfAnIPhoneSE() {
        let screen = LoginViewController()
        let window = host(screen, on: .iPhoneSE)
        // margins 16 each side: x 16, width 375 − 32 = 343; y = safe top 20 + 20 = 40
        // height: 17 + 12 + 44 + 12 + 44 + 12 + (17 + 24) = 182
        XCTAssertEqual(screen.stack.frame, CGRect(x: 16, y: 40, width: 343, height: 182))
        XCTAssertEqual(screen.titleLabel.frame, CGRect(x: 0, y: 0, width: 343, height: 17))
        XCTAssertEqual(screen.emailField.frame, CGRect(x: 0, y: 29, width: 343, height: 44))
        XCTAssertEqual(screen.passwordField.frame, CGRect(x: 0, y: 85, width: 343, height: 44))
        XCTAssertEqual(screen.loginButton.frame, CGRect(x: 0, y: 141, width: 343, height: 41))
        assertNoDiagnostics(window)
    }

    func testTheFormClearsTheDynamicIslandOfAnIPhone15() {
        let screen = LoginViewController()
        let window = host(screen, on: .iPhone15)
        // x 16, width 393 − 32 = 361; y = 59 + 20 = 79
        XCTAssertEqual(window.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(screen.stack.frame, CGRect(x: 16, y: 79, width: 361, height: 182))
        assertNoDiagnostics(window)
    }

    func testInLandscapeTheFormClearsTheSensorHousingAtTheSide() {
        let screen = LoginViewController()
        let window = host(screen, on: .iPhone15, .landscape)
        // margins from the safe area: x = 59 + 16 = 75, width = 852 − 150 = 702; y = 0 + 20
        XCTAssertEqual(screen.stack.frame, CGRect(x: 75, y: 20, width: 702, height: 182))
        assertNoDiagnostics(window)
    }

    func testRotatingTheWindowMovesTheForm() {
        let screen = LoginViewController()
        let window = host(screen, on: .iPhone15)
        window.orientation = .landscape
        window.layoutIfNeeded()
        XCTAssertEqual(screen.view.frame, CGRect(x: 0, y: 0, width: 852, height: 393))
        XCTAssertEqual(screen.stack.frame, CGRect(x: 75, y: 20, width: 702, height: 182))
    }
}

final class SettingsRowScreenTests: XCTestCase {
    func testTheTitleStretchesBetweenIconAndValueOnAnIPhone15() {
        let screen = SettingsViewController()
        let window = host(screen, on: .iPhone15)
        let row = screen.row
        // row height 8 + 29 + 8 = 45, at the safe top 59
        XCTAssertEqual(row.frame, CGRect(x: 0, y: 59, width: 393, height: 45))
        XCTAssertEqual(row.stack.frame, CGRect(x: 16, y: 8, width: 361, height: 29))
        // title: 361 − 29 − 12 − 12 − 32 = 276 wide, centred: (29 − 17) / 2 = 6
        XCTAssertEqual(row.icon.frame, CGRect(x: 0, y: 0, width: 29, height: 29))
        XCTAssertEqual(row.titleLabel.frame, CGRect(x: 41, y: 6, width: 276, height: 17))
        XCTAssertEqual(row.valueLabel.frame, CGRect(x: 329, y: 6, width: 32, height: 17))
        assertNoDiagnostics(window)
    }

    func testInLandscapeTheRowsMarginsGrowByItsSafeArea() {
        let screen = SettingsViewController()
        let window = host(screen, on: .iPhone15, .landscape)
        let row = screen.row
        // the row runs edge to edge: its safe area is 59 at each side, so its margins are 16 + 59 = 75
        XCTAssertEqual(row.safeAreaInsets, UIEdgeInsets(top: 0, left: 59, bottom: 0, right: 59))
        XCTAssertEqual(row.frame, CGRect(x: 0, y: 0, width: 852, height: 45))
        XCTAssertEqual(row.stack.frame, CGRect(x: 75, y: 8, width: 702, height: 29))
        // title: 702 − 29 − 12 − 12 − 32 = 617; value at 41 + 617 + 12 = 670
        XCTAssertEqual(row.titleLabel.frame, CGRect(x: 41, y: 6, width: 617, height: 17))
        XCTAssertEqual(row.valueLabel.frame, CGRect(x: 670, y: 6, width: 32, height: 17))
        assertNoDiagnostics(window)
    }
}

final class ProfileHeaderScreenTests: XCTestCase {
    func testTheHeaderSitsBelowTheStatusBarOfAnIPhoneSE() {
        let screen = ProfileViewController()
        let window = host(screen, on: .iPhoneSE)
        let header = screen.header
        // height 8 + 64 + 8 = 80; avatar in the 8-point margins; name 8 after it: 8 + 64 + 8 = 80
        XCTAssertEqual(header.frame, CGRect(x: 0, y: 20, width: 375, height: 80))
        XCTAssertEqual(header.avatar.frame, CGRect(x: 8, y: 8, width: 64, height: 64))
        // "Ada Lovelace": 12 × 8 = 96; 12 below the avatar's top: 20
        XCTAssertEqual(header.nameLabel.frame, CGRect(x: 80, y: 20, width: 96, height: 17))
        // "Mathematician": 13 × 8 = 104; 20 + 17 + 4 = 41
        XCTAssertEqual(header.subtitleLabel.frame, CGRect(x: 80, y: 41, width: 104, height: 17))
        assertNoDiagnostics(window)
    }

    func testInLandscapeTheAvatarClearsTheSensorHousing() {
        let screen = ProfileViewController()
        let window = host(screen, on: .iPhone15, .landscape)
        let header = screen.header
        // margins 8 + safe area 59 = 67 on the left
        XCTAssertEqual(header.frame, CGRect(x: 0, y: 0, width: 852, height: 80))
        XCTAssertEqual(header.avatar.frame, CGRect(x: 67, y: 8, width: 64, height: 64))
        XCTAssertEqual(header.nameLabel.frame, CGRect(x: 139, y: 20, width: 96, height: 17))
        XCTAssertEqual(header.subtitleLabel.frame, CGRect(x: 139, y: 41, width: 104, height: 17))
        assertNoDiagnostics(window)
    }
}

final class ToolbarScreenTests: XCTestCase {
    func testFourButtonsShareTheWidthAboveTheHomeIndicatorOfAnIPhone15() {
        let screen = ToolbarViewController()
        let window = host(screen, on: .iPhone15)
        // y = 852 − 34 − 44 = 774; 393 / 4 = 98.25 each
        XCTAssertEqual(screen.toolbar.frame, CGRect(x: 0, y: 774, width: 393, height: 44))
        XCTAssertEqual(screen.buttons.map(\.frame), [
            CGRect(x: 0, y: 0, width: 98.25, height: 44), CGRect(x: 98.25, y: 0, width: 98.25, height: 44),
            CGRect(x: 196.5, y: 0, width: 98.25, height: 44), CGRect(x: 294.75, y: 0, width: 98.25, height: 44),
        ])
        assertNoDiagnostics(window)
    }

    func testOnAnIPadAirTheButtonsAre205Wide() {
        let screen = ToolbarViewController()
        let window = host(screen, on: .iPadAir)
        // y = 1180 − 20 − 44 = 1116; 820 / 4 = 205 each
        XCTAssertEqual(screen.toolbar.frame, CGRect(x: 0, y: 1116, width: 820, height: 44))
        XCTAssertEqual(screen.buttons.map(\.frame.minX), [0, 205, 410, 615])
        XCTAssertEqual(screen.buttons.map(\.frame.width), [205, 205, 205, 205])
        assertNoDiagnostics(window)
    }
}

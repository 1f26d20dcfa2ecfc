#if canImport(UIKit)
import UIKit
#else
import StackKitUIKit
#endif
import XCTest

/// The samples of Docs/Porting.md and the README's porting section, verbatim.
final class DocSamplePortingTests: XCTestCase {
    func testTheReadmeHostsAScreenInADeviceWindow() {
        let screen = LoginViewController()
        let window = UIWindow(device: .iPhone15, orientation: .portrait)
        window.rootViewController = screen
        window.makeKeyAndVisible()
        print(screen.stack.frame)      // (16, 79, 361, 182): 59 safe + 20 below it
        XCTAssertEqual(screen.stack.frame, CGRect(x: 16, y: 79, width: 361, height: 182))
    }

    func testPortingSnapshotsAScreenOnEveryPhone() {
        for device in Device.all where device.portraitSize.width < 500 {
            let window = UIWindow(device: device, orientation: .portrait)
            window.rootViewController = LoginViewController()
            window.makeKeyAndVisible()
            XCTAssertFalse(window.snapshot().isEmpty)
        }
    }

    func testPortingRotatesAWindow() {
        let screen = LoginViewController()
        let window = UIWindow(device: .iPhone15, orientation: .portrait)
        window.rootViewController = screen
        window.makeKeyAndVisible()
        window.orientation = .landscape
        window.layoutIfNeeded()
        XCTAssertEqual(screen.stack.frame.minX, 75)   // 59 safe + 16 margin
    }
}

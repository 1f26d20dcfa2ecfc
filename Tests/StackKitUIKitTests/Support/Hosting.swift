import StackKitUIKit
import XCTest

/// Shows `controller` in a window of `device` held `orientation` and lays it out;
/// diagnostics are kept in the window's engine, not printed.
func host(_ controller: UIViewController, on device: Device,
          _ orientation: Device.Orientation = .portrait) -> UIWindow {
    let window = UIWindow(device: device, orientation: orientation)
    window.layoutEngine.diagnosticHandler = { _ in }
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return window
}

/// Fails when the window's layout reported anything.
func assertNoDiagnostics(_ window: UIWindow, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(window.layoutEngine.diagnostics.map(\.description), [], file: file, line: line)
}

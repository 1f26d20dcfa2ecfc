import XCTest
import StackKit

final class LayoutPriorityTests: XCTestCase {
    func testUIKitNamedLevels() {
        XCTAssertEqual(LayoutPriority.required.rawValue, 1000)
        XCTAssertEqual(LayoutPriority.defaultHigh.rawValue, 750)
        XCTAssertEqual(LayoutPriority.defaultLow.rawValue, 250)
        XCTAssertEqual(LayoutPriority.fittingSizeLevel.rawValue, 50)
    }
}

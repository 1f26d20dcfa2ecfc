import XCTest
import StackKit
import StackKitUIKit

/// A UILabel keeps fixed metrics until `usesFontMetrics` is on, so screens written before
/// fonts keep their numbers.
final class UILabelFontTests: XCTestCase {
    func testAUILabelMeasuresWithFixedMetricsByDefault() {
        let label = UILabel()
        label.text = "Hello"
        label.font = .preferredFont(forTextStyle: .headline)
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 40, height: 17))
    }

    func testAUILabelUsingFontMetricsMeasuresWithItsFont() {
        // 4667 / 128 = 36.4609375 → 37; 2355 / 128 = 18.3984375 → 19
        let label = UILabel()
        label.text = "Hello"
        label.font = .systemFont(ofSize: 16)
        label.usesFontMetrics = true
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 37, height: 19))
    }

    func testUIKitsNamesOfTheTextTypes() {
        let label = UILabel()
        label.numberOfLines = 0
        label.lineBreakMode = NSLineBreakMode.byWordWrapping
        label.textAlignment = NSTextAlignment.center
        XCTAssertEqual(label.font, UIFont.systemFont(ofSize: 17))
        XCTAssertEqual(label.lineBreakMode, .byWordWrapping)
    }
}

import XCTest
import StackKit

/// The samples of Docs/Text.md, verbatim, with what the page says.
final class DocSampleTextTests: XCTestCase {
    func testAMeasurerOfYourOwn() {
        struct TenPerCharacter: TextMeasuring {
            func width(of text: Substring, in font: Font) -> CGFloat { CGFloat(text.count) * 10 }
            func lineHeight(of font: Font) -> CGFloat { 20 }
            func ascender(of font: Font) -> CGFloat { 15 }
        }
        let label = Label("Hello")
        label.font = .systemFont(ofSize: 17)
        label.measurer = TenPerCharacter()      // intrinsic size 50 × 20
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 50, height: 20))
        XCTAssertEqual(label.firstBaselineOffsetFromTop, 15)
    }

    func testAWrappedIntrinsicSize() {
        let body = Label("The quick brown fox jumps over the lazy dog")
        body.font = .systemFont(ofSize: 16)
        body.numberOfLines = 0
        body.preferredMaxLayoutWidth = 100      // 4 lines: intrinsic size 87 × 74
        XCTAssertEqual(body.intrinsicContentSize, CGSize(width: 87, height: 74))
    }

    func testTheHeightOfACellForAWidth() throws {
        let cell = View()
        let body = Label("The quick brown fox jumps over the lazy dog")
        body.font = .systemFont(ofSize: 16)
        body.numberOfLines = 0
        body.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(body)
        try LayoutConstraint.activate([body.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
                                       body.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
                                       body.topAnchor.constraint(equalTo: cell.topAnchor, constant: 16),
                                       body.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -16)])
        let height = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0),
                                                  withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel).height
        // 343 points hold the whole sentence (316.6 points): one line of 19, + 32
        XCTAssertEqual(height, 51)
    }
}

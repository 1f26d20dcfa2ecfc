import XCTest
import StackKit

/// Intrinsic sizes in the system font at 16 points (one font unit = 1/128 point; a line is
/// 2355 / 128 = 18.3984375 points). Sizes are rounded up to whole points.
final class LabelIntrinsicSizeTests: XCTestCase {
    private let sentence = "The quick brown fox jumps over the lazy dog"

    private func label(_ text: String, lines: Int = 1) -> Label {
        let label = Label(text)
        label.font = .systemFont(ofSize: 16)
        label.numberOfLines = lines
        return label
    }

    func testFixedMetricsRemainTheDefault() {
        XCTAssertNil(Label("Hello").font)
        XCTAssertEqual(Label("Hello").intrinsicContentSize, CGSize(width: 40, height: 17))
    }

    func testASingleLineIsItsTextsWidthByOneLineRoundedUp() {
        // 4667 / 128 = 36.4609375 → 37; 18.3984375 → 19
        XCTAssertEqual(label("Hello").intrinsicContentSize, CGSize(width: 37, height: 19))
    }

    func testAnEmptyLabelHasNoSize() {
        XCTAssertEqual(label("", lines: 0).intrinsicContentSize, .zero)
    }

    func testAMultiLineLabelWithoutAWidthTakesOneLinePerParagraph() {
        // 9 words 35 973 + 8 spaces 4552 = 40 525 units; / 128 = 316.6015625 → 317
        XCTAssertEqual(label(sentence, lines: 0).intrinsicContentSize, CGSize(width: 317, height: 19))
        // "there" = t 569 + h 1139 + e 1139 + r 682 + e 1139 = 4668 → 36.46875 → 37; 2 lines 36.796875 → 37
        XCTAssertEqual(label("Hi\nthere", lines: 0).intrinsicContentSize, CGSize(width: 37, height: 37))
    }

    func testPreferredMaxLayoutWidthWrapsTheIntrinsicSize() {
        // Lines at 100: The quick 8879, brown fox 8879, jumps over 10 016, the lazy dog 11 044 (widest)
        // 11 044 / 128 = 86.28125 → 87; 4 × 18.3984375 = 73.59375 → 74
        let wrapped = label(sentence, lines: 0)
        wrapped.preferredMaxLayoutWidth = 100
        XCTAssertEqual(wrapped.intrinsicContentSize, CGSize(width: 87, height: 74))
    }

    func testNumberOfLinesLimitsTheIntrinsicHeight() {
        // "The quick" 8879 and "brown fox j…" 9903 + 2048 = 11 951 → 93.3671875 → 94; 2 lines → 37
        let wrapped = label(sentence, lines: 2)
        wrapped.preferredMaxLayoutWidth = 100
        XCTAssertEqual(wrapped.intrinsicContentSize, CGSize(width: 94, height: 37))
    }

    func testASingleLineIgnoresPreferredMaxLayoutWidth() {
        let single = label(sentence)
        single.preferredMaxLayoutWidth = 100
        XCTAssertEqual(single.intrinsicContentSize, CGSize(width: 317, height: 19))
    }

    func testFixedMetricsWrapToo() {
        // At 80: The quick / brown fox / jumps over / the lazy / dog: 10 characters at most, 5 lines of 17
        let fixed = Label(sentence)
        fixed.numberOfLines = 0
        fixed.lineBreakMode = .byWordWrapping
        fixed.preferredMaxLayoutWidth = 80
        XCTAssertEqual(fixed.intrinsicContentSize, CGSize(width: 80, height: 85))
    }

    func testSizeThatFitsWrapsAMultiLineLabelAtTheGivenWidth() {
        XCTAssertEqual(label(sentence, lines: 0).sizeThatFits(CGSize(width: 100, height: 0)), CGSize(width: 87, height: 74))
        XCTAssertEqual(label(sentence).sizeThatFits(CGSize(width: 100, height: 0)), CGSize(width: 317, height: 19))
    }

    func testTheBaselinesOfAWrappedLabelAreThoseOfItsFirstAndLastLines() {
        // first: ascender 1854 / 128 = 14.484375
        // last: 74 − 14.484375 − 3 × 18.3984375 = 4.3203125 above the bottom
        let wrapped = label(sentence, lines: 0)
        wrapped.preferredMaxLayoutWidth = 100
        XCTAssertEqual(wrapped.firstBaselineOffsetFromTop, 14.484375)
        XCTAssertEqual(wrapped.lastBaselineOffsetFromBottom, 4.3203125)
    }

    func testCenteredLinesSitInTheMiddleOfTheWidth() {
        // "The quick" 69.3671875 wide: (100 − 69.3671875) / 2 = 15.31640625; the second line 18.3984375 lower
        let wrapped = label(sentence, lines: 0)
        wrapped.lineBreakMode = .byWordWrapping
        wrapped.textAlignment = .center
        let lines = wrapped.lines(in: CGSize(width: 100, height: 74))
        XCTAssertEqual(lines.map(\.text), ["The quick", "brown fox", "jumps over", "the lazy dog"])
        XCTAssertEqual(lines[0].frame, CGRect(x: 15.31640625, y: 0, width: 69.3671875, height: 18.3984375))
        XCTAssertEqual(lines[1].frame.minY, 18.3984375)
    }

    func testNaturalAlignmentPlacesLinesAtTheLeftForNow() {
        let wrapped = label(sentence, lines: 0)
        XCTAssertEqual(wrapped.lines(in: CGSize(width: 100, height: 74)).map(\.frame.minX), [0, 0, 0, 0])
    }
}

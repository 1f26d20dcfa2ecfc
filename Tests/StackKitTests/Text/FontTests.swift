import XCTest
import StackKit

/// The font table is Liberation Sans 2.1.5: 2048 units per em, ascent 1854, descent 434,
/// line gap 67. At 16 points one unit is 16 / 2048 = 1/128 point, so widths are exact.
final class FontTests: XCTestCase {
    func testSystemFontHasTheSizeAndWeightAsked() {
        XCTAssertEqual(Font.systemFont(ofSize: 15, weight: .medium), Font(pointSize: 15, weight: .medium))
        XCTAssertEqual(Font.boldSystemFont(ofSize: 12).weight, .bold)
        XCTAssertEqual(Font.systemFont(ofSize: 17).weight, .regular)
    }

    func testPreferredFontsHaveTheDefaultDynamicTypeSizes() {
        let sizes: [(Font.TextStyle, CGFloat)] = [(.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20),
                                                  (.headline, 17), (.subheadline, 15), (.body, 17), (.callout, 16),
                                                  (.footnote, 13), (.caption1, 12), (.caption2, 11)]
        for (style, size) in sizes {
            XCTAssertEqual(Font.preferredFont(forTextStyle: style).pointSize, size, style.rawValue)
        }
        XCTAssertEqual(Font.preferredFont(forTextStyle: .headline).weight, .semibold)
        XCTAssertEqual(Font.preferredFont(forTextStyle: .body).weight, .regular)
    }

    func testVerticalMetricsScaleTheTableBySizeOverUnitsPerEm() {
        let font = Font.systemFont(ofSize: 16)
        XCTAssertEqual(font.ascender, 14.484375)       // 1854 / 128
        XCTAssertEqual(font.descender, -3.390625)      // −434 / 128
        XCTAssertEqual(font.leading, 0.5234375)        // 67 / 128
        XCTAssertEqual(font.lineHeight, 18.3984375)    // (1854 + 434 + 67) / 128 = 2355 / 128
    }

    func testTheTableMeasuresAWordAsTheSumOfItsAdvances() {
        // H 1479 + e 1139 + l 455 + l 455 + o 1139 = 4667 units; 4667 / 128 = 36.4609375
        XCTAssertEqual(FontTableMeasurer().width(of: "Hello", in: .systemFont(ofSize: 16)), 36.4609375)
    }

    func testBoldWeightsMeasureWithTheBoldFace() {
        // Bold: H 1479 + e 1139 + l 569 + l 569 + o 1251 = 5007 units; 5007 / 128 = 39.1171875
        XCTAssertEqual(FontTableMeasurer().width(of: "Hello", in: .boldSystemFont(ofSize: 16)), 39.1171875)
        XCTAssertEqual(FontTableMeasurer().width(of: "Hello", in: .systemFont(ofSize: 16, weight: .semibold)), 39.1171875)
        XCTAssertEqual(FontTableMeasurer().width(of: "Hello", in: .systemFont(ofSize: 16, weight: .medium)), 36.4609375)
    }

    func testACharacterOutsideTheTableTakesTheFallbackAdvance() {
        // .notdef is 1536 units in Liberation Sans Regular: 1536 / 128 = 12
        XCTAssertEqual(FontTableMeasurer().width(of: "\u{4E2D}", in: .systemFont(ofSize: 16)), 12)
    }

    func testWidthsAreTheSameHoweverTheTextIsSplit() {
        let font = Font.systemFont(ofSize: 17)
        let measurer = FontTableMeasurer()
        XCTAssertEqual(measurer.width(of: "The quick", in: font),
                       measurer.width(of: "The ", in: font) + measurer.width(of: "quick", in: font), accuracy: 1e-12)
    }
}

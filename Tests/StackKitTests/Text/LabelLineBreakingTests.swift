import XCTest
import StackKit

/// Line breaks of a sample sentence in the system font at 16 points, where one font unit
/// is 1/128 point. Words in units (Liberation Sans Regular): The 3529, quick 4781,
/// brown 5578, fox 2732, jumps 5463, over 3984, the 2847, lazy 3642, dog 3417; a space
/// 569, a hyphen 682, "…" 2048. 100 points are 12 800 units, 200 points 25 600.
final class LabelLineBreakingTests: XCTestCase {
    private let sentence = "The quick brown fox jumps over the lazy dog"

    private func label(_ text: String, lines: Int = 0, mode: LineBreakMode = .byWordWrapping) -> Label {
        let label = Label(text)
        label.font = .systemFont(ofSize: 16)
        label.numberOfLines = lines
        label.lineBreakMode = mode
        return label
    }

    func testWordWrappingAt100PointsBreaksAfterTheLastWordThatFits() {
        // The quick = 3529 + 569 + 4781 = 8879; + " brown" = 15 026 > 12 800
        // brown fox = 5578 + 569 + 2732 = 8879; + " jumps" = 14 911 > 12 800
        // jumps over = 5463 + 569 + 3984 = 10 016; + " the" = 13 432 > 12 800
        // the lazy dog = 2847 + 569 + 3642 + 569 + 3417 = 11 044 ≤ 12 800
        XCTAssertEqual(label(sentence).lineTexts(width: 100), ["The quick", "brown fox", "jumps over", "the lazy dog"])
    }

    func testWordWrappingAt200Points() {
        // The quick brown fox jumps = 8879 + 569 + 5578 + 569 + 2732 + 569 + 5463 = 24 359 ≤ 25 600;
        // + " over" = 28 912 > 25 600
        XCTAssertEqual(label(sentence).lineTexts(width: 200), ["The quick brown fox jumps", "over the lazy dog"])
    }

    func testWordWrappingAtTheExactWidthOfALineKeepsItWhole() {
        // "The quick" is 8879 / 128 = 69.3671875 points: it fits exactly, " brown" does not.
        XCTAssertEqual(label(sentence).lineTexts(width: 69.3671875).first, "The quick")
        XCTAssertEqual(label(sentence).lineTexts(width: 69.36).first, "The")
    }

    func testTheSpacesAtTheEndOfALineTakeNoWidth() {
        // "The quick   brown": the line "The quick" (8879) ends with its three spaces hanging.
        XCTAssertEqual(label("The quick   brown").lineTexts(width: 70), ["The quick", "brown"])
    }

    func testAWordLongerThanTheLineIsBrokenBetweenCharacters() {
        // 40 points = 5120 units. jumps 5463 > 5120: "jump" = 455 + 1139 + 1706 + 1139 = 4439 fits, "s" follows.
        XCTAssertEqual(label("jumps").lineTexts(width: 40), ["jump", "s"])
    }

    func testALineMayBreakAfterAHyphen() {
        // 50 points = 6400 units. well-known = 4210 + 5920 = 10 130 > 6400:
        // "well-" (w 1479 + e 1139 + l 455 + l 455 + - 682 = 4210) ends the first line;
        // known 5920 fits, " fact" (569 + 3301) does not.
        XCTAssertEqual(label("well-known fact").lineTexts(width: 50), ["well-", "known", "fact"])
    }

    func testANewlineAlwaysEndsALine() {
        XCTAssertEqual(label("Hi\nthere").lineTexts(width: nil), ["Hi", "there"])
        XCTAssertEqual(label("Hi\n\nthere").lineTexts(width: 200), ["Hi", "", "there"])
    }

    func testCharacterWrappingFillsEachLineWithCharacters() {
        // The quick bro = 8879 + 569 + b 1139 + r 682 + o 1139 = 12 408; + w 1479 > 12 800
        // wn fox jumps = 1479 + 1139 + 569 + 2732 + 569 + 5463 = 11 951; the space hangs, + o > 12 800
        // over the lazy = 3984 + 569 + 2847 + 569 + 3642 = 11 611; the space hangs, + d > 12 800
        XCTAssertEqual(label(sentence, mode: .byCharWrapping).lineTexts(width: 100),
                       ["The quick bro", "wn fox jumps", "over the lazy", "dog"])
    }

    func testNumberOfLinesKeepsTheFirstLinesWhenWrappingByWords() {
        XCTAssertEqual(label(sentence, lines: 2).lineTexts(width: 100), ["The quick", "brown fox"])
    }

    func testTruncatingTailEndsTheLastLineWithAnEllipsis() {
        // Second line: "brown fox jumps over the lazy dog" does not fit in 12 800; with "…" (2048)
        // the text may take 10 752: brown fox j = 8879 + 569 + 455 = 9903, + u 1139 = 11 042 > 10 752.
        XCTAssertEqual(label(sentence, lines: 2, mode: .byTruncatingTail).lineTexts(width: 100),
                       ["The quick", "brown fox j…"])
    }

    func testTruncatingTailOnOneLine() {
        // 12 800 − "…" 2048 = 10 752 for the text:
        // "The quick b" = 8879 + 569 + 1139 = 10 587 ≤ 10 752; + r 682 = 11 269 > 10 752.
        XCTAssertEqual(label(sentence, lines: 1, mode: .byTruncatingTail).lineTexts(width: 100), ["The quick b…"])
    }

    func testTruncatingHeadStartsTheLastLineWithAnEllipsis() {
        // From the end, within 10 752: "he lazy dog" = 11 044 − 569 (t) = 10 475; "the lazy dog" = 11 044 > 10 752.
        XCTAssertEqual(label(sentence, lines: 1, mode: .byTruncatingHead).lineTexts(width: 100), ["…he lazy dog"])
    }

    func testTruncatingMiddleTakesCharactersFromBothEndsInTurn() {
        // Within 10 752, front first: T 1251, g 1139, h 1139, o 1139, e 1139, d 1139, space 569, space 569,
        // q 1139, y 1024 → 10 247; u 1139 would make 11 386.
        XCTAssertEqual(label(sentence, lines: 1, mode: .byTruncatingMiddle).lineTexts(width: 100), ["The q…y dog"])
    }

    func testATruncatingLastLineThatFitsIsNotTruncated() {
        XCTAssertEqual(label(sentence, lines: 4, mode: .byTruncatingTail).lineTexts(width: 100),
                       ["The quick", "brown fox", "jumps over", "the lazy dog"])
    }

    func testATruncatingLastLineFollowedByAParagraphEndsWithAnEllipsis() {
        // "Hi" (H 1479 + i 455 = 1934) + "…" 2048 = 3982 ≤ 12 800.
        XCTAssertEqual(label("Hi\nthere", lines: 1, mode: .byTruncatingTail).lineTexts(width: 100), ["Hi…"])
    }

    func testClippingOnOneLineKeepsTheWholeText() {
        XCTAssertEqual(label(sentence, lines: 1, mode: .byClipping).lineTexts(width: 100), [sentence])
    }

    func testClippingOnSeveralLinesWrapsAndKeepsTheRestOnTheLastLine() {
        XCTAssertEqual(label(sentence, lines: 2, mode: .byClipping).lineTexts(width: 100),
                       ["The quick", "brown fox jumps over the lazy dog"])
    }

    func testFixedMetricsWrapEightPointsPerCharacter() {
        // 80 points hold 10 characters: "The quick " hangs its space; "brown fox " likewise.
        let fixed = Label(sentence)
        fixed.numberOfLines = 0
        fixed.lineBreakMode = .byWordWrapping
        XCTAssertEqual(fixed.lineTexts(width: 80), ["The quick", "brown fox", "jumps over", "the lazy", "dog"])
    }
}

import LayoutFile
import StackKit
import XCTest

/// The constraint grammar of layout files.
final class ConstraintParserTests: XCTestCase {
    private func parse(_ text: String) throws -> ConstraintText { try ConstraintParser.parse(text) }

    private func error(_ text: String) -> ConstraintSyntaxError? {
        do {
            _ = try ConstraintParser.parse(text)
            return nil
        } catch {
            return error
        }
    }

    func testAnchorToAnchorWithConstantAndPriority() throws {
        let c = try parse("title.leading == avatar.trailing + 8 @750")
        XCTAssertEqual(c.first.item, "title")
        XCTAssertEqual(c.first.attribute, .leading)
        XCTAssertEqual(c.relation, .equal)
        XCTAssertEqual(c.second?.item, "avatar")
        XCTAssertEqual(c.second?.attribute, .trailing)
        XCTAssertEqual(c.multiplier, 1)
        XCTAssertEqual(c.constant, 8)
        XCTAssertEqual(c.priority, 750)
        XCTAssertEqual(c.priorityOffset, 38)
    }

    func testMultiplierBeforeTheAnchor() throws {
        let c = try parse("box.width == 2 * box.height")
        XCTAssertEqual(c.multiplier, 2)
        XCTAssertEqual(c.second?.attribute, .height)
        XCTAssertEqual(c.constant, 0)
        XCTAssertNil(c.priority)
    }

    func testMultiplierAfterTheAnchorAndANegativeConstant() throws {
        let c = try parse("image.height == image.width * 0.5625 - 4")
        XCTAssertEqual(c.multiplier, 0.5625)
        XCTAssertEqual(c.constant, -4)
    }

    func testConstantOnly() throws {
        let c = try parse("box.width >= 40")
        XCTAssertEqual(c.relation, .greaterThanOrEqual)
        XCTAssertNil(c.second)
        XCTAssertEqual(c.constant, 40)
    }

    func testNegativeConstantOnly() throws {
        XCTAssertEqual(try parse("box.width <= -1.5").constant, -1.5)
    }

    func testNamedPriorities() throws {
        XCTAssertEqual(try parse("a.width == 1 @required").priority, 1000)
        XCTAssertEqual(try parse("a.width == 1 @high").priority, 750)
        XCTAssertEqual(try parse("a.width == 1 @low").priority, 250)
        XCTAssertEqual(try parse("a.width == 1 @fittingSizeLevel").priority, 50)
    }

    func testNamesMayContainHyphensAndAttributesEndBeforeAMinus() throws {
        let c = try parse("free-ship.leading == row.trailing-8")
        XCTAssertEqual(c.first.item, "free-ship")
        XCTAssertEqual(c.second?.item, "row")
        XCTAssertEqual(c.constant, -8)
    }

    func testWithoutSpaces() throws {
        let c = try parse("a.top>=b.bottom+12@999")
        XCTAssertEqual(c.relation, .greaterThanOrEqual)
        XCTAssertEqual(c.constant, 12)
        XCTAssertEqual(c.priority, 999)
    }

    func testMarginAndBaselineAttributes() throws {
        let c = try parse("a.firstBaseline == b.lastBaseline")
        XCTAssertEqual(c.first.attribute, .firstBaseline)
        XCTAssertEqual(try parse("a.leading == superview.leadingMargin").second?.attribute, .leadingMargin)
    }

    func testOffsetsOfTheParts() throws {
        let c = try parse("title.leading == avatar.trailing")
        XCTAssertEqual([c.first.itemOffset, c.first.attributeOffset, c.second?.itemOffset, c.second?.attributeOffset], [0, 6, 17, 24])
    }

    func testSingleEqualsSign() {
        XCTAssertEqual(error("a.width = 4"), ConstraintSyntaxError(message: "unexpected character '=' (relations are ==, >= and <=)", offset: 8))
    }

    func testMissingAttribute() {
        XCTAssertEqual(error("a == 4"), ConstraintSyntaxError(message: "expected '.' and an attribute after \"a\", found '=='", offset: 2))
    }

    func testUnknownAttribute() {
        XCTAssertEqual(error("a.wide == 4")?.offset, 2)
        XCTAssertTrue(error("a.wide == 4")?.message.hasPrefix("unknown attribute \"wide\" (expected one of: left, right,") ?? false)
    }

    func testMissingRelation() {
        XCTAssertEqual(error("a.width 4"), ConstraintSyntaxError(message: "expected a relation (==, >=, <=), found 4", offset: 8))
    }

    func testConstantWithoutAnAnchorCannotHaveAMultiplier() {
        XCTAssertEqual(error("a.width == 2 * 3"), ConstraintSyntaxError(message: "expected a view name, found 3", offset: 15))
    }

    func testUnknownPriorityName() {
        XCTAssertEqual(error("a.width == 2 @urgent")?.offset, 14)
    }

    func testTwoConstants() {
        XCTAssertEqual(error("a.width == b.width + 2 + 3"), ConstraintSyntaxError(message: "expected '@' or the end, found '+'", offset: 23))
    }

    func testTwoTermsWithoutAnOperator() {
        XCTAssertEqual(error("a.width == b.width 3"), ConstraintSyntaxError(message: "expected '+', '-', '@' or the end, found 3", offset: 19))
    }

    func testEmptyText() {
        XCTAssertEqual(error(""), ConstraintSyntaxError(message: "expected a view name, found the end", offset: 0))
    }

    func testMalformedNumber() {
        XCTAssertEqual(error("a.width == 1.2.3"), ConstraintSyntaxError(message: "invalid number \"1.2.3\"", offset: 11))
    }
}

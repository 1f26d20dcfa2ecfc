import LayoutFile
import StackKit
import XCTest

/// Layout files with extreme but accepted numbers (issue 25): each one lays out with
/// every required constraint holding, or is refused with a message; none traps.
final class NumericLayoutFileTests: XCTestCase {
    private func build(_ text: String) throws -> LayoutBuild { try LayoutDocument.read(text).build() }

    private func frame(_ build: LayoutBuild, _ id: String) -> CGRect { build.views[id]?.frame ?? .null }

    // Reproducer 2: the same pivot trap as the solver's reproducer 1, from a file.
    func testAPivotOnAMillionFoldCoefficientLaysOut() throws {
        let b = try build("""
        {"views":[{"id":"a"},{"id":"b"}],"constraints":[
          "a.height >= 1000000 * a.height @1",
          "b.height >= 2 * root.height + 999999.5",
          "b.height >= 0.001 * a.height + 1000000 @250"]}
        """)
        // 2 · 667 + 999 999.5; a.height ≤ 0 satisfies the @1 constraint, and 0 is nearest.
        XCTAssertEqual(frame(b, "b").size.height, 1_001_333.5)
        XCTAssertEqual(frame(b, "a").size.height, 0)
    }

    // Reproducer 3: `a.width <= 1000 * a.height - 10` held with 0.01 ≤ −2 before.
    func testARequiredConstraintBesideAMillionFoldOptionalOneHolds() throws {
        let b = try build("""
        {"views":[{"id":"a"}],"constraints":[
          "a.right >= 1000000 * a.centerX + 999999.5 @1",
          "a.height <= a.width @250",
          "a.width <= 1000 * a.height - 10"]}
        """)
        // @250 holds (h ≤ w ≤ 1000h − 10, so h ≥ 10/999); @1 wants w as small as it can:
        // w = h = 10/999.
        let a = frame(b, "a")
        XCTAssertEqual(a.size.width, 10.0 / 999, accuracy: 1e-12)
        XCTAssertEqual(a.size.height, 10.0 / 999, accuracy: 1e-12)
        XCTAssertLessThanOrEqual(a.size.width, 1000 * a.size.height - 10 + 1e-9)
    }

    // Reproducer 8: required constraints that hold together were refused as a conflict
    // with nobody, because a sum near 1e12 left rounding noise above an absolute 1e-8.
    func testRequiredConstraintsWithValuesNearATrillionAreNotAFalseConflict() throws {
        let b = try build("""
        {"views":[{"id":"a"},{"id":"b"}],"constraints":["a.left == root.left + 10","a.top == root.top",
          "b.left == root.left","b.top == root.top + 10","a.width == 0.000001 * b.width + 1000000",
          "a.height <= 6.8083 * a.height - 1000000 @750","b.leading == 584025 * a.centerX + 0.154201 @999.5",
          "b.width == 2.21002 * a.width + 3650.11","a.height >= 313153 * a.height + 10"]}
        """)
        // a.w = 1e-6·b.w + 1e6 and b.w = 2.21002·a.w + 3650.11:
        // a.w = (1e6 + 1e-6 · 3650.11) / (1 − 1e-6 · 2.21002) = 1 000 002.2136750022;
        // a.h ≥ 313153·a.h + 10 ⇒ a.h ≤ −10/313152, where @750 (which wants a.h ≥ 172 167) leaves it.
        let a = frame(b, "a"), bf = frame(b, "b")
        XCTAssertEqual(a.size.width, 1_000_002.2136750022, accuracy: 1e-9 * 1e6)
        XCTAssertEqual(bf.size.width, 2_213_675.0022660284, accuracy: 1e-9 * 2.2e6)
        // a.h is computed from numbers near 172 167 (where @750 first put it), so it carries
        // rounding errors near 1e-16 of that.
        XCTAssertEqual(a.size.height, -10.0 / 313_152, accuracy: 1e-9)
        XCTAssertEqual(a.origin, CGPoint(x: 10, y: 0))
        XCTAssertEqual(bf.origin, CGPoint(x: 0, y: 10))
    }
}

/// The outputs of `stackkit render` at extreme values (issue 25, reproducers 4–7 and 9):
/// valid JSON, one number and one rule for every format, escaped control characters.
final class NumericOutputTests: XCTestCase {
    private func build(_ text: String) throws -> LayoutBuild { try LayoutDocument.read(text).build() }

    private func buildError(_ text: String) -> LayoutFileError? {
        do {
            _ = try build(text)
            return nil
        } catch {
            return error as? LayoutFileError
        }
    }

    // Reproducer 4: 1e18 printed as `1000000000000000000.`, which is not JSON.
    func testAWidthOfAQuintillionIsAValidJSONNumber() throws {
        let b = try build("""
        {"views":[{"id":"a"},{"id":"b"},{"id":"c"}],"constraints":[
          "c.width == 1000000 * b.width", "a.width == 1000000 * c.width", "b.width == 1000000"]}
        """)
        let json = FrameTreeJSON.render(b.root)
        XCTAssertTrue(json.contains("\"width\": 1000000000000000000,"), json)
        let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let a = (parsed?["subviews"] as? [[String: Any]])?.first
        XCTAssertEqual((a?["frame"] as? [String: Double])?["width"], 1e18)
        XCTAssertTrue(b.root.snapshot().contains("View 'a' (0, 0, 1000000000000000000, 0)"))
    }

    func testAWholeNumberBeyondAQuadrillionPrintsWithoutAPoint() {
        XCTAssertEqual(SnapshotNumber.format(1e18), "1000000000000000000")
        XCTAssertEqual(SnapshotNumber.format(-2.5e15), "-2500000000000000")
        XCTAssertEqual(SnapshotNumber.format(1.25), "1.25")
    }

    // Reproducer 5: text printed (0, 0, -5, -3), JSON x −5, y −3, width 5, height 3.
    func testANegativeSizePrintsAsSetInTextAndJSON() throws {
        let b = try build("""
        {"views":[{"id":"a"}],"constraints":["a.width == -5", "a.height == -3"]}
        """)
        XCTAssertTrue(b.root.snapshot().contains("View 'a' (0, 0, -5, -3)"))
        XCTAssertTrue(FrameTreeJSON.render(b.root).contains(#""frame": {"x": 0, "y": 0, "width": -5, "height": -3}"#))
    }

    // Reproducer 6: a NUL in an identifier went raw into the text snapshot.
    func testAControlCharacterInAnIdentifierIsEscapedInEveryOutput() throws {
        let b = try build(#"{"views":[{"id":"a\u0000b"},{"label":"x\u001By"}]}"#)
        let text = b.root.snapshot()
        XCTAssertTrue(text.contains(#"View 'a\0b' (0, 0, 0, 0)"#), text)
        XCTAssertTrue(text.contains(#""x\u{1B}y""#), text)
        let svg = b.root.svgSnapshot()
        XCTAssertTrue(svg.contains(#"<title>View 'a\0b' (0, 0, 0, 0)</title>"#), svg)
        XCTAssertTrue(svg.contains(#">x\u{1B}y</text>"#), svg)
        let json = FrameTreeJSON.render(b.root)
        XCTAssertTrue(json.contains(#""id": "a\u0000b""#), json)
        for output in [text, svg, json] {
            XCTAssertFalse(output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        }
    }

    func testAControlCharacterInAMessageIsEscaped() {
        let error = buildError(#"{"views":[{"id":"a\u0007"}],"constraints":["b.width == 1"]}"#)
        XCTAssertEqual(error.map { $0.description.unicodeScalars.contains { $0.value < 0x20 } }, false)
        XCTAssertTrue(error?.description.contains(#"a\u{7}"#) ?? false, "\(String(describing: error))")
    }

    // Reproducer 7: the duplicate-key check compared every key with every earlier one.
    func testADuplicateKeyAfterAHundredThousandKeysIsFound() {
        let keys = (0..<100_000).map { "\"k\($0)\": 0" }.joined(separator: ",")
        let text = "{" + keys + ", \"k99999\": 1}"
        do {
            _ = try JSONReader.parse(text)
            XCTFail("a duplicate key was accepted")
        } catch {
            XCTAssertTrue(error.message.hasPrefix("duplicate key \"k99999\""), error.message)
        }
    }

    // Reproducer 9: reported as "which conflicts with " followed by nothing.
    func testAConstraintThatCanNeverHoldSaysWhatItReducesTo() {
        let error = buildError(#"{"views":[{"id":"a"}],"constraints":["a.left >= 2 * a.left + 5"]}"#)
        XCTAssertEqual(error?.message,
                       "required constraint <LayoutConstraint a.left >= 2*a.left + 5> can never hold: it reduces to 0 >= 5; "
                       + "StackKit left it out")
        XCTAssertEqual(error?.path, "constraints[0]")
    }
}

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

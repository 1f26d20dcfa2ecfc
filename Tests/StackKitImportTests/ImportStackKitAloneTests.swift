import StackKit
import XCTest

/// The samples of ReadmeFirstScreen.swift, which imports StackKit alone, run: they compiled.
final class ImportStackKitAloneTests: XCTestCase {
    func testTheReadmeFirstSampleCompilesWithImportStackKitAloneAndPrintsTheReadmeOutput() throws {
        XCTAssertEqual(try readmeFirstScreen().snapshot(), """
            View (0, 0, 320, 150)
              StackView (16, 16, 192, 98) vertical fill leading spacing 12
                StackView (0, 0, 144, 40) horizontal fill center spacing 8
                  View (0, 0, 40, 40)
                  StackView (48, 3, 96, 34) vertical fill fill spacing 0
                    Label (0, 0, 96, 17) "Ada Lovelace"
                    Label (0, 17, 96, 17) "Engineer"
                Label (0, 52, 192, 17) "Wrote the first program."
                StackView (0, 81, 56, 17) horizontal fill fill spacing 8
                  Label (0, 0, 0, 17) hidden "Follow"
                  Label (0, 0, 56, 17) "Message"

            """)
    }

    func testTheReadmeLayoutEngineSampleCompilesWithImportStackKitAlone() throws {
        XCTAssertEqual(try readmeLayoutEngineBox().frame, CGRect(x: 110, y: 20, width: 100, height: 100))
    }

    func testTheGeometryTypesComeWithImportStackKit() {
        XCTAssertEqual(cardContentWidth(inside: CGRect(x: 0, y: 0, width: 320, height: 150), margin: 16), 288)
    }
}

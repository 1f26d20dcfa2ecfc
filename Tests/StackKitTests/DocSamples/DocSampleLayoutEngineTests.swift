import XCTest
import StackKit

/// The samples of Docs/LayoutEngine.md; its opening sample is the README's, in
/// ReadmeExampleTests.
final class DocSampleLayoutEngineTests: XCTestCase {
    func testQuietDiagnostics() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let wide = box.widthAnchor.constraint(equalToConstant: 100)
        let narrow = box.widthAnchor.constraint(equalToConstant: 50)
        wide.isActive = true
        root.layoutIfNeeded()
        narrow.isActive = true
        root.layoutEngine.diagnosticHandler = { _ in }   // quiet; the list still fills
        root.layoutIfNeeded()
        let broken = root.layoutEngine.diagnostics.compactMap(\.brokenConstraint)
        XCTAssertEqual(broken.count, 1)
        XCTAssertTrue(broken.first === narrow)
    }
}

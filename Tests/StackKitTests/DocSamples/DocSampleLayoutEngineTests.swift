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

    /// "Right to left".
    func testRightToLeft() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        root.traitOverrides.layoutDirection = .rightToLeft
        let badge = View()
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        try LayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            badge.topAnchor.constraint(equalTo: root.topAnchor),
            badge.widthAnchor.constraint(equalToConstant: 100),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()   // badge.frame == (204, 0, 100, 20): 16 in from the right edge
        XCTAssertEqual(badge.frame, CGRect(x: 204, y: 0, width: 100, height: 20))
    }
}

import Foundation
import StackKit
import StackKitTesting
import Testing
import XCTest

/// Golden-file names that cannot collide: the tests below are written the ways that used
/// to share one file (two suites with a `layout()`, two classes with a `testLayout`, the
/// cases of a parameterized test, a name with `/` and `:`). Each snapshots a different
/// card, so a shared file would fail one of them on every run; `SnapshotNamingTests`
/// checks the files they own, beside this file under `__Snapshots__/SnapshotNamingTests/`.
func namingCard(_ title: String, width: CGFloat = 200) -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: width, height: 60))
    root.identifier = title
    let label = Label(title)
    let row = StackView(arrangedSubviews: [label])
    row.frame = CGRect(x: 8, y: 8, width: width - 16, height: 17)
    root.addSubview(row)
    return root
}

@Suite struct LightCardSnapshots {
    @Test func layout() {
        assertSnapshot(of: namingCard("Light"))
    }
}

@Suite struct DarkCardSnapshots {
    @Test func layout() {
        assertSnapshot(of: namingCard("Dark"))
    }
}

final class NarrowCardSnapshotTests: XCTestCase {
    func testLayout() {
        assertSnapshot(of: namingCard("Narrow", width: 120))
    }
}

final class WideCardSnapshotTests: XCTestCase {
    func testLayout() {
        assertSnapshot(of: namingCard("Wide", width: 320))
    }
}

@Test(arguments: [CGFloat(240), 320])
func cardWidths(width: CGFloat) {
    assertSnapshot(of: namingCard("Card", width: width))
}

@Test func unsafeCharacters() {
    assertSnapshot(of: namingCard("Large"), named: "dark/large: 2x")
}

final class SnapshotNamingTests: XCTestCase {
    private let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/SnapshotNamingTests")

    private func golden(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    func testTwoSuitesWithALayoutTestInOneFileEachHaveAFileNamedAfterTheSuite() throws {
        XCTAssertEqual(try golden("LightCardSnapshots.layout.snapshot.txt"), namingCard("Light").snapshot())
        XCTAssertEqual(try golden("DarkCardSnapshots.layout.snapshot.txt"), namingCard("Dark").snapshot())
    }

    func testTwoClassesWithATestLayoutInOneFileEachHaveAFileNamedAfterTheClass() throws {
        XCTAssertEqual(try golden("NarrowCardSnapshotTests.testLayout.snapshot.txt"), namingCard("Narrow", width: 120).snapshot())
        XCTAssertEqual(try golden("WideCardSnapshotTests.testLayout.snapshot.txt"), namingCard("Wide", width: 320).snapshot())
    }

    func testEachArgumentSetOfAParameterizedTestHasAFileNamedAfterItsArguments() throws {
        XCTAssertEqual(try golden("cardWidths(width=240.0).snapshot.txt"), namingCard("Card", width: 240).snapshot())
        XCTAssertEqual(try golden("cardWidths(width=320.0).snapshot.txt"), namingCard("Card", width: 320).snapshot())
    }

    func testCharactersThatAreNotFileSystemSafeArePercentEncoded() throws {
        XCTAssertEqual(try golden("unsafeCharacters.dark%2Flarge%3A%202x.txt"), namingCard("Large").snapshot())
    }

    func testTheFolderHoldsNoOtherFile() throws {
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), [
            "DarkCardSnapshots.layout.snapshot.txt",
            "LightCardSnapshots.layout.snapshot.txt",
            "NarrowCardSnapshotTests.testLayout.snapshot.txt",
            "WideCardSnapshotTests.testLayout.snapshot.txt",
            "aSecondAssertionOnTheSameFileFailsNamingBoth.shared.txt",
            "cardWidths(width=240.0).snapshot.txt",
            "cardWidths(width=320.0).snapshot.txt",
            "unsafeCharacters.dark%2Flarge%3A%202x.txt",
        ])
    }
}

/// Through `assertSnapshot` itself: the second assertion on one file fails, naming both.
@Test func aSecondAssertionOnTheSameFileFailsNamingBoth() {
    assertSnapshot(of: namingCard("First"), named: "shared")
    withKnownIssue {
        assertSnapshot(of: namingCard("Second"), named: "shared")
    } matching: { issue in
        issue.comments.map(\.rawValue).joined().hasPrefix("Two snapshot assertions resolve to the golden file ")
    }
}

import Foundation
import Testing
import XCTest
import StackKit
import StackKitTesting

/// The samples of Docs/Snapshots.md, verbatim, with the output the page shows.
final class DocSampleSnapshotsTests: XCTestCase {
    private let doc = "Docs/Snapshots.md"

    func testTheTextFormat() throws {
        let root = try makeProfile()
        XCTAssertEqual(root.snapshot(), try DocSample.outputBlock(in: doc, after: "print(root.snapshot())"))
    }

    func testDisplayScale() throws {
        let thirds = StackView(arrangedSubviews: [View(), View(), View()])
        thirds.distribution = .fillEqually
        thirds.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
        print(thirds.snapshot())
        print(thirds.snapshot(SnapshotOptions(displayScale: 2)))
        XCTAssertEqual(thirds.snapshot() + "\n" + thirds.snapshot(SnapshotOptions(displayScale: 2)),
                       try DocSample.outputBlock(in: doc, after: "print(thirds.snapshot(SnapshotOptions(displayScale: 2)))"))
    }

    func testConstraintsAndDiagnostics() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.identifier = "root"
        root.layoutEngine.diagnosticHandler = { _ in }
        let box = View()
        box.identifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        box.widthAnchor.constraint(equalToConstant: 60).isActive = true
        print(root.snapshot(SnapshotOptions(includesDiagnostics: true)))
        XCTAssertEqual(root.snapshot(SnapshotOptions(includesDiagnostics: true)),
                       try DocSample.outputBlock(in: doc, after: "print(root.snapshot(SnapshotOptions(includesDiagnostics: true)))"))
    }

    func testTheSVG() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        let row = StackView(arrangedSubviews: [Label("OK"), Label("Cancel")])
        row.identifier = "buttons"
        row.spacing = 8
        row.frame = CGRect(x: 10, y: 10, width: 72, height: 17)
        root.addSubview(row)
        let svg = root.svgSnapshot()
        print(svg)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("stackkit-buttons-\(UUID().uuidString).svg")
        try svg.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), svg)
        XCTAssertEqual(svg, try DocSample.outputBlock(in: doc, after: "let svg = root.svgSnapshot()"))
    }

    func testTheInspectorPage() throws {
        let root = try makeProfile()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("stackkit-profile-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: url) }
        let page = root.inspectorHTML()
        try page.write(to: url, atomically: true, encoding: .utf8)
        let written = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(written.contains("<section id=\"canvas\">\n" + root.svgSnapshot() + "</section>"))
        XCTAssertTrue(written.contains("<span>6 views · 0 diagnostics · 0 ambiguous</span>"), written)
    }

    /// Docs/images/profile.diff.svg is the picture the failure above writes.
    func testTheFailureAboveDrawsTheDocsPicture() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stackkit-doc-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let golden = directory.appendingPathComponent("testProfile.profile.txt")
        let profile = try makeProfile()
        _ = try verifySnapshot(profile.snapshot(), at: golden, mode: .missing)     // records
        (profile.subviews[0] as? StackView)?.spacing = 12
        _ = try verifySnapshot(profile.snapshot(), at: golden, mode: .never)
        let picture = try String(contentsOf: snapshotDiffPictureURL(for: golden), encoding: .utf8)
        let url = DocSample.packageRoot.appendingPathComponent("Docs/images/profile.diff.svg")
        XCTAssertNil(try verifySnapshot(picture, at: url, mode: .current).failureMessage)
    }

    func testAMismatchPrintsALineDiff() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stackkit-doc-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let golden = directory.appendingPathComponent("testProfile.profile.txt")
        let profile = try makeProfile()
        _ = try verifySnapshot(profile.snapshot(), at: golden, mode: .missing)     // records
        (profile.subviews[0] as? StackView)?.spacing = 12
        let outcome = try verifySnapshot(profile.snapshot(), at: golden, mode: .never)
        print(outcome.failureMessage ?? "matched")
        let test = SnapshotTest(module: "StackKitTests", types: ["ProfileSnapshotTests"], function: "testProfile()", isXCTest: true)
        let message = try XCTUnwrap(outcome.failureMessage(recording: SnapshotRecording(mode: .missing, source: .defaultMode),
                                                           testFilter: test.filter))
            .replacingOccurrences(of: golden.path, with: "…/testProfile.profile.txt")
            .replacingOccurrences(of: snapshotDiffPictureURL(for: golden).path, with: "…/testProfile.profile.diff.svg")
        XCTAssertEqual(message + "\n", try DocSample.outputBlock(in: doc, after: "## Reviewing a failure"))
    }
}

/// Snapshots.md's profile screen.
func makeProfile() throws -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    root.identifier = "screen"
    let avatar = View()
    avatar.identifier = "avatar"
    avatar.intrinsicContentSize = CGSize(width: 64, height: 64)
    let name = Label("Ada Lovelace"), handle = Label("@ada"), bio = Label("Mathematician")
    bio.identifier = "bio"
    let column = StackView(arrangedSubviews: [avatar, name, handle, bio])
    column.identifier = "profile"
    column.axis = .vertical
    column.alignment = .center
    column.spacing = 8
    column.isLayoutMarginsRelativeArrangement = true
    column.layoutMargins = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    bio.isHidden = true
    column.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(column)
    try LayoutConstraint.activate([
        column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        column.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        column.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    print(root.snapshot())
    return root
}

final class ProfileSnapshotTests: XCTestCase {
    func testProfile() throws {
        assertSnapshot(of: try makeProfile(), named: "profile")
    }
}

/// Snapshots.md, "Both layout directions".
final class ProfileDirectionSnapshotTests: XCTestCase {
    func testProfileInBothDirections() throws {
        let profile = try makeProfile()
        for direction in [TraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
            profile.traitOverrides.layoutDirection = direction
            assertSnapshot(of: profile, named: "profile-\(direction)")
        }
    }
}

@Test func profile() throws {
    assertSnapshot(of: try makeProfile(), named: "profile")
}

import XCTest
import Foundation
import Solver
import StackKit
import StackKitTesting

/// The README's code samples, verbatim, so that they compile and do what the README says.
final class ReadmeExampleTests: XCTestCase {
    func testSolverSample() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = SimplexSolver()
        try solver.add(x >= 0)
        try solver.add(y == x + 10)
        try solver.add((x == 100).priority(250))      // optional constraint
        try solver.addEditVariable(x, priority: 750)
        try solver.suggestValue(x, 42)
        solver.updateVariables()                       // x.value == 42, y.value == 52
        XCTAssertEqual(x.value, 42)
        XCTAssertEqual(y.value, 52)
    }

    func testLayoutEngineSample() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        try LayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalTo: box.widthAnchor),
        ])
        root.layoutIfNeeded()      // box.frame == (110, 20, 100, 100)
        XCTAssertEqual(box.frame, CGRect(x: 110, y: 20, width: 100, height: 100))
    }

    /// The first example: a card of nested stacks with a hidden button.
    private func card() throws -> View {
        let screen = View(frame: CGRect(x: 0, y: 0, width: 320, height: 150))
        let avatar = View()
        avatar.intrinsicContentSize = CGSize(width: 40, height: 40)
        let names = StackView(arrangedSubviews: [Label("Ada Lovelace"), Label("Engineer")])
        names.axis = .vertical
        let header = StackView(arrangedSubviews: [avatar, names])
        header.spacing = 8
        header.alignment = .center
        let follow = Label("Follow"), message = Label("Message")
        let actions = StackView(arrangedSubviews: [follow, message])
        actions.spacing = 8
        let card = StackView(arrangedSubviews: [header, Label("Wrote the first program."), actions])
        card.axis = .vertical
        card.alignment = .leading
        card.spacing = 12
        card.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(card)
        try LayoutConstraint.activate([card.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 16),
                                       card.topAnchor.constraint(equalTo: screen.topAnchor, constant: 16)])
        follow.isHidden = true      // already followed: the button and the gap after it go
        print(screen.snapshot())
        return screen
    }

    func testFirstExamplePrintsTheSnapshotTheReadmeShows() throws {
        let screen = try card()
        XCTAssertEqual(screen.snapshot(), try DocSample.outputBlock(in: "README.md", after: "print(screen.snapshot())"))
    }

    func testFirstExampleDrawsTheReadmePicture() throws {
        let url = DocSample.packageRoot.appendingPathComponent("Docs/images/readme-example.svg")
        let outcome = try verifySnapshot(try card().svgSnapshot(), at: url, mode: .current)
        XCTAssertNil(outcome.failureMessage)
    }

    /// The manifest lines of "Install" name the package and products Package.swift declares.
    func testInstallNamesRealProducts() throws {
        let manifest = try String(contentsOf: DocSample.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let install = try DocSample.outputBlock(in: "README.md", after: "## Install")
        XCTAssertTrue(manifest.hasPrefix("// swift-tools-version:6.0"))
        XCTAssertTrue(manifest.contains("name: \"StackKit\""))
        XCTAssertTrue(install.contains(".package(path: \"../StackKit\")"))
        let products = install.components(separatedBy: "\n").compactMap { line -> String? in
            guard let start = line.range(of: ".product(name: \""), line.contains("package: \"StackKit\")") else { return nil }
            return String(line[start.upperBound...].prefix { $0 != "\"" })
        }
        XCTAssertEqual(products, ["StackKit", "StackKitTesting"])
        for product in products { XCTAssertTrue(manifest.contains(".library(name: \"\(product)\""), product) }
    }

    /// The test target of "Install" excludes its golden files, so SwiftPM does not warn.
    func testInstallExcludesTheGoldenFilesOfTheTestTarget() throws {
        let install = try DocSample.outputBlock(in: "README.md", after: "## Install")
        XCTAssertTrue(install.contains("], exclude: [\"__Snapshots__\"]),"), install)
    }
}

import Foundation
import StackKit

/// Prints a scenario's steps and writes their SVGs: `NAME-<n>-<step>.svg` for each step
/// and `NAME.svg` for the last one.
final class DemoRecorder {
    let scenario: DemoScenario
    let directory: URL
    private var stepCount = 0
    private var lastSVG: String?
    /// The files written, in order, by name.
    private(set) var writtenFiles: [String] = []

    init(scenario: DemoScenario, directory: URL) {
        self.scenario = scenario
        self.directory = directory
    }

    /// Prints a heading, the view's text snapshot (with `options`) and any notes, and
    /// writes the view's SVG.
    func step(_ slug: String, _ title: String, _ view: View, options: SnapshotOptions = SnapshotOptions(),
              notes: [String] = []) throws {
        stepCount += 1
        print("\n-- \(scenario.name) step \(stepCount): \(title)")
        print(view.snapshot(options), terminator: "")
        for note in notes { print(note) }
        let svg = view.svgSnapshot()
        try write(svg, to: "\(scenario.name)-\(stepCount)-\(slug).svg")
        lastSVG = svg
    }

    /// Writes the last step's picture as `NAME.svg`.
    func finish() throws {
        if let lastSVG { try write(lastSVG, to: "\(scenario.name).svg") }
    }

    private func write(_ svg: String, to name: String) throws {
        let url = directory.appendingPathComponent(name)
        do {
            try svg.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            throw CommandFailure("cannot write \(url.path): \(error.localizedDescription)")
        }
        writtenFiles.append(name)
    }
}

import Foundation

/// `stackkit demo [NAME] [--out DIR]`: runs the scenarios and writes their SVGs.
enum DemoCommand {
    static func run(_ arguments: [String]) throws(CommandFailure) {
        let parsed = try CommandArguments.parse(arguments, valueOptions: ["out"], usage: Usage.demo)
        if parsed.wantsHelp { return print(Usage.demo) }
        guard parsed.positionals.count <= 1 else {
            throw .usage("demo takes at most one scenario name, got \(parsed.positionals.count)", Usage.demo)
        }
        var scenarios = DemoScenario.all
        if let name = parsed.positionals.first {
            guard let scenario = DemoScenario.named(name) else {
                throw .usage("unknown scenario '\(name)' (valid names: \(DemoScenario.all.map(\.name).joined(separator: ", ")))",
                             Usage.demo)
            }
            scenarios = [scenario]
        }
        let directory = URL(fileURLWithPath: parsed.options["out"] ?? "stackkit-output")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure("cannot create the output folder \(directory.path): \(error.localizedDescription)")
        }
        for (i, scenario) in scenarios.enumerated() {
            print("\(i == 0 ? "" : "\n")== \(scenario.name): \(scenario.summary)")
            let recorder = DemoRecorder(scenario: scenario, directory: directory)
            do {
                try scenario.run(recorder)
                try recorder.finish()
            } catch let failure as CommandFailure {
                throw failure
            } catch {
                throw CommandFailure("scenario \(scenario.name) failed: \(error)")
            }
            print("\nwrote \(recorder.writtenFiles.count) SVG files to \(parsed.options["out"] ?? "stackkit-output"): "
                + recorder.writtenFiles.joined(separator: ", "))
        }
    }
}

/// One scenario of Docs/Scenarios.md that `stackkit demo NAME` runs: a name for the
/// command line, a one-line summary, and the steps.
struct DemoScenario: Sendable {
    let name: String
    let summary: String
    let run: @Sendable (DemoRecorder) throws -> Void

    /// Every scenario, in the order `stackkit demo` runs them.
    static let all: [DemoScenario] = [.tagRow, .nineGrid, .expandCollapse, .entryBar, .feed, .debugging, .deviceWindow,
                                       .postCell]

    static func named(_ name: String) -> DemoScenario? { all.first { $0.name == name } }
}

// Checking a workload's expected results after its timed runs.

/// Collects the failed expectations of one workload at one size and prints them as
/// `VERIFY FAIL` lines (the first few; then a count). Never aborts.
struct Verifier {
    let reporter: Reporter
    let context: String
    private(set) var failures = 0
    private let printLimit = 6

    init(_ reporter: Reporter, _ context: String) {
        self.reporter = reporter
        self.context = context
    }

    /// Equality up to rounding: 1e-7 relative, at least 1e-7 absolute.
    static func close(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= 1e-7 * max(1, abs(a), abs(b))
    }

    mutating func that(_ condition: Bool, _ what: @autoclosure () -> String) {
        guard !condition else { return }
        failures += 1
        if failures <= printLimit { reporter.fail(context, what()) }
    }

    mutating func equal(_ actual: Double, _ expected: Double, _ what: @autoclosure () -> String) {
        guard !Verifier.close(actual, expected) else { return }
        failures += 1
        if failures <= printLimit {
            reporter.fail(context, "\(what()) = \(actual), expected \(expected)")
        }
    }

    /// Reports the outcome; call once at the end.
    func finish() {
        if failures > printLimit {
            reporter.fail(context, "… and \(failures - printLimit) more failed expectations")
        }
        reporter.verified(context, passed: failures == 0)
    }
}

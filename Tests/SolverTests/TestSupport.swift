import XCTest
@testable import Solver

/// Helpers shared by the solver tests.

/// Asserts that the solver gives `variable` the value `expected`, both through
/// `value(of:)` and through `updateVariables()` followed by `Variable.value`.
func assertValue(
    _ solver: SimplexSolver, _ variable: Variable, _ expected: Double, accuracy: Double = 1e-9,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
    guard let v = solver.value(of: variable) else {
        XCTFail("\(variable) is unknown to the solver. \(message())", file: file, line: line)
        return
    }
    XCTAssertEqual(v, expected, accuracy: accuracy, "value(of: \(variable)). \(message())", file: file, line: line)
    solver.updateVariables()
    XCTAssertEqual(variable.value, expected, accuracy: accuracy,
                   "\(variable).value after updateVariables(). \(message())", file: file, line: line)
}

/// Everything observable about a solver's state for a set of variables.
struct SolverSnapshot: Equatable {
    /// `value(of:)` for each variable (nil when unknown).
    var queried: [Double?]
    /// `Variable.value` after `updateVariables()` (only meaningful for known variables).
    var updated: [Double?]
    var statistics: SolverStatistics
    var constraintIDs: [ObjectIdentifier]
    var editVariables: [Bool]
}

func snapshot(_ solver: SimplexSolver, _ variables: [Variable]) -> SolverSnapshot {
    let queried = variables.map { solver.value(of: $0) }
    solver.updateVariables()
    let updated = variables.enumerated().map { i, v in queried[i] == nil ? nil : v.value }
    return SolverSnapshot(
        queried: queried, updated: updated, statistics: solver.statistics,
        constraintIDs: solver.constraints.map { ObjectIdentifier($0) },
        editVariables: variables.map { solver.containsEditVariable($0) })
}

/// Runs `body`, which must throw; returns the error (or fails and returns nil).
func expectError(
    _ body: () throws(SolverError) -> Void, file: StaticString = #filePath, line: UInt = #line
) -> SolverError? {
    do {
        try body()
    } catch {
        return error
    }
    XCTFail("expected a SolverError, but the call succeeded", file: file, line: line)
    return nil
}

/// Runs a call that must fail, and checks that the solver's observable state is exactly
/// the same before and after. Returns the error for the caller to pattern-match.
func expectAtomicFailure(
    _ solver: SimplexSolver, watching variables: [Variable],
    _ body: () throws(SolverError) -> Void, file: StaticString = #filePath, line: UInt = #line
) -> SolverError? {
    let before = snapshot(solver, variables)
    let error = expectError(body, file: file, line: line)
    let after = snapshot(solver, variables)
    XCTAssertEqual(before.queried, after.queried, "value(of:) changed by a failed call", file: file, line: line)
    XCTAssertEqual(before.updated, after.updated, "updateVariables() values changed by a failed call",
                   file: file, line: line)
    XCTAssertEqual(before.statistics, after.statistics, "statistics changed by a failed call",
                   file: file, line: line)
    XCTAssertEqual(before.constraintIDs, after.constraintIDs, "constraints changed by a failed call",
                   file: file, line: line)
    XCTAssertEqual(before.editVariables, after.editVariables, "edit variables changed by a failed call",
                   file: file, line: line)
    return error
}

/// Whether `list` holds `constraint` (by identity).
func containsIdentical(_ list: [Constraint], _ constraint: Constraint) -> Bool {
    list.contains { $0 === constraint }
}

/// A small deterministic pseudo-random generator (SplitMix64), so that randomized tests
/// are reproducible from their seed on every platform.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

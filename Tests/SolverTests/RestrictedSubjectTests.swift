import XCTest
@testable import Solver

/// Which slack or error a new row with a zero constant and no unrestricted symbol is
/// solved for (Docs/Solver.md, "The subject"): a slack, which no level prices, else the
/// error of the lowest priority, so that no level above it has to hand the row down.
final class RestrictedSubjectTests: XCTestCase {
    /// Ten lengths, each a share of a total at its own priority (999 down to 990), then
    /// the required `Σ wᵢ == t` that closes them. The shares sum to one, so the closing
    /// row is redundant with them: it names only their errors. Solved for the error of
    /// 999, the primal simplex handed it down the nine levels below, one pivot each.
    func testClosingLengthsThatAreSharesAtTheirOwnLevelsTakesNoPivot() throws {
        let solver = SimplexSolver()
        let total = Variable("t")
        let lengths = (0..<10).map { Variable("w\($0)", subjectPreference: 1) }
        // Length i is (i + 1)/55 of the total: 1 + 2 + … + 10 = 55.
        for (i, length) in lengths.enumerated() {
            try solver.add((length == Double(i + 1) / 55 * total).priority(Priority(Float(999 - i))))
        }
        try solver.add(total == 550)
        let pivotsBefore = solver.statistics.pivots
        let sum = lengths.dropFirst().reduce(Expression(lengths[0])) { $0 + $1 }
        try solver.add(sum == total)
        XCTAssertEqual(solver.statistics.pivots - pivotsBefore, 0)
        // 550 · (i + 1)/55 = 10 · (i + 1).
        for (i, length) in lengths.enumerated() {
            XCTAssertEqual(try XCTUnwrap(solver.value(of: length)), Double(10 * (i + 1)), accuracy: 1e-9)
        }
    }

    func testARowOfErrorsIsSolvedForTheErrorOfTheLowestPriority() throws {
        let (solver, errors) = try Self.solverWithErrorsAt([999, 751, 900])
        let row = Self.zeroConstantRow(naming: errors)
        XCTAssertEqual(solver.core.cheapestRestrictedSubject(in: row), errors[1])
    }

    func testErrorsOfOneLevelGiveWayToTheLowestId() throws {
        let (solver, errors) = try Self.solverWithErrorsAt([500, 500])
        let row = Self.zeroConstantRow(naming: errors.reversed())
        XCTAssertEqual(solver.core.cheapestRestrictedSubject(in: row), errors.min())
    }

    func testASlackIsPreferredToAnyError() throws {
        let (solver, errors) = try Self.solverWithErrorsAt([1])
        let x = Variable("x")
        let bound = x >= 0
        try solver.add(bound)
        let slack = try XCTUnwrap(solver.core.records[Int(try XCTUnwrap(solver.core.recordSlot(of: bound)))]).marker
        XCTAssertEqual(solver.core.tableau.kind(slack), .slack)
        let row = Self.zeroConstantRow(naming: errors + [slack])
        XCTAssertEqual(solver.core.cheapestRestrictedSubject(in: row), slack)
    }

    func testARowOfDummiesHasNoRestrictedSubject() throws {
        let solver = SimplexSolver()
        let x = Variable("x")
        let pin = x == 3
        try solver.add(pin)
        let dummy = try XCTUnwrap(solver.core.records[Int(try XCTUnwrap(solver.core.recordSlot(of: pin)))]).marker
        XCTAssertNil(solver.core.cheapestRestrictedSubject(in: Self.zeroConstantRow(naming: [dummy])))
    }

    /// A solver holding one optional `xᵢ == i` per priority, and the first error of each.
    static func solverWithErrorsAt(_ priorities: [Float]) throws -> (SimplexSolver, [Int32]) {
        let solver = SimplexSolver()
        var errors: [Int32] = []
        for (i, priority) in priorities.enumerated() {
            let constraint = (Variable("x\(i)") == Double(i)).priority(Priority(priority))
            try solver.add(constraint)
            let record = try XCTUnwrap(solver.core.records[Int(try XCTUnwrap(solver.core.recordSlot(of: constraint)))])
            XCTAssertEqual(solver.core.tableau.kind(record.marker), .error)
            errors.append(record.marker)
        }
        return (solver, errors)
    }

    /// `0 = s₁ − s₂ + s₃ − …` over `symbols`, sorted as a row keeps them.
    static func zeroConstantRow<S: Sequence<Int32>>(naming symbols: S) -> SparseRow {
        var row = SparseRow(constant: 0)
        for (i, s) in symbols.enumerated() { _ = row.add(s, i.isMultiple(of: 2) ? 1 : -1) }
        return row
    }
}

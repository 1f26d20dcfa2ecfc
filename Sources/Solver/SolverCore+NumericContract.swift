// The numeric contract (Docs/Solver.md, "Numeric contract"): which numbers the solver
// decides reliably, which it refuses, and the check that every required constraint holds.

/// The limits and tolerances of the numeric contract.
enum NumericContract {
    /// The largest magnitude of a coefficient, a constant, a suggestion or a new
    /// constant: beyond 1e15 a double no longer holds every integer, and sums lose
    /// whole units.
    static let magnitudeLimit = 1e15
    /// The largest ratio between two coefficients of one constraint: a wider span leaves
    /// the smaller one below the rounding error of the larger one's products.
    static let spanLimit = 1e12
    /// A required constraint holds when its violation is at most this fraction of the
    /// magnitudes summed (`|constant| + Σ|aᵢ·xᵢ|`); see ``tolerance(magnitude:coefficients:)``.
    /// Ordinary layouts hold to 1e-12 and better; a system whose coefficients span 1e11
    /// loses up to that factor of the 1e-16 a double carries, hence the margin.
    static let holdTolerance = 1e-7

    /// How far a required constraint may be from holding: ``holdTolerance`` of the
    /// magnitudes summed, plus ``Tableau/epsilon`` (the accuracy of a value) times its
    /// coefficients, since a value 1e-8 off moves `1e6 · x` by 0.01.
    static func tolerance(magnitude: Double, coefficients: Double) -> Double {
        holdTolerance * magnitude + Tableau.epsilon * (1 + coefficients)
    }

    /// Whether a violation (see ``SolverCore/violation(of:constant:)``) is within the
    /// tolerance; a NaN one (values that overflowed) is not.
    static func holds(_ violation: (amount: Double, magnitude: Double, coefficients: Double)) -> Bool {
        violation.amount <= tolerance(magnitude: violation.magnitude, coefficients: violation.coefficients)
    }
}

extension SolverCore {
    /// Refuses numbers beyond the contract: a coefficient or constant beyond
    /// ``NumericContract/magnitudeLimit``, or coefficients spanning more than
    /// ``NumericContract/spanLimit``.
    func checkNumericRange(_ constraint: Constraint) throws(SolverError) {
        let expression = constraint.expression
        if abs(expression.constant) > NumericContract.magnitudeLimit {
            throw .numericallyUnstable(constraint, reason: "the constant \(NumberFormat.short(expression.constant))"
                + " is beyond ±1e15")
        }
        var smallest = Double.infinity
        var largest = 0.0
        for term in expression.terms where term.coefficient != 0 {
            let a = abs(term.coefficient)
            smallest = min(smallest, a)
            largest = max(largest, a)
        }
        if largest > NumericContract.magnitudeLimit {
            throw .numericallyUnstable(constraint, reason: "the coefficient \(NumberFormat.short(largest))"
                + " is beyond ±1e15")
        }
        if largest > NumericContract.spanLimit * smallest {
            throw .numericallyUnstable(constraint, reason: "the coefficients of this constraint span more than 1e12"
                + " (from \(NumberFormat.short(smallest)) to \(NumberFormat.short(largest)))")
        }
    }

    /// A new constant or suggestion beyond ``NumericContract/magnitudeLimit`` is refused.
    func checkNumericRange(_ value: Double, of constraint: Constraint, what: String) throws(SolverError) {
        guard abs(value) > NumericContract.magnitudeLimit else { return }
        throw .numericallyUnstable(constraint, reason: "the \(what) \(NumberFormat.short(value)) is beyond ±1e15")
    }

}

extension Constraint {
    /// The false statement about numbers this constraint reduces to when its variables
    /// cancel out (`x >= 2 * x + 5 - x` reduces to `0 >= 5`), or `nil` when it does not
    /// reduce to one. Such a constraint can never hold, whatever the others say.
    public var contradiction: String? {
        SolverCore.contradiction(expression, relation)
    }
}

extension SolverCore {
    /// See ``Constraint/contradiction``.
    static func contradiction(_ expression: Expression, _ relation: Relation) -> String? {
        let c = expression.constant
        let holds: Bool
        switch relation {
        case .equal: holds = c == 0
        case .lessThanOrEqual: holds = c <= 0
        case .greaterThanOrEqual: holds = c >= 0
        }
        if holds || !variablesCancel(expression.terms) { return nil }
        return "0 \(relation) \(NumberFormat.short(-c + 0))"
    }

    /// Whether every variable's coefficients sum to nothing (up to cancellation noise).
    /// - Complexity: O(n²) comparisons of identities for n terms, without allocating:
    ///   expressions are short, and the first variable that stays answers for most.
    static func variablesCancel(_ terms: [Term]) -> Bool {
        for term in terms where term.coefficient != 0 {
            var sum = 0.0
            var magnitude = 0.0
            for other in terms where other.variable === term.variable {
                sum += other.coefficient
                magnitude = max(magnitude, abs(other.coefficient))
            }
            if !SparseRow.cancels(sum, magnitude, 0) { return false }
        }
        return true
    }

    /// How far the current solution is from satisfying `constraint` (0 when it holds),
    /// and the magnitude of the sum it is (`|constant| + Σ|aᵢ·xᵢ|`); with `constant`, as
    /// if its expression had that constant.
    func violation(of constraint: Constraint, constant: Double? = nil)
        -> (amount: Double, magnitude: Double, coefficients: Double) {
        Self.violation(of: constraint, constant: constant) { existingSymbol(for: $0).map { tableau.value(of: $0) } ?? 0 }
    }

    /// The same, with the variables' values memoised as they are read (see
    /// ``Tableau/memoisedTableauValue(of:)``): after a change, the report reads them again,
    /// and the one-off reading resolved long chains of rows anew through a dictionary.
    mutating func memoisingViolation(of constraint: Constraint, constant: Double? = nil)
        -> (amount: Double, magnitude: Double, coefficients: Double) {
        Self.violation(of: constraint, constant: constant) { variable in
            guard let s = existingSymbol(for: variable) else { return 0 }
            return tableau.shift[Int(s)] + tableau.memoisedTableauValue(of: s)
        }
    }

    /// `constraint`'s violation with the values `valueOf` gives its variables.
    private static func violation(of constraint: Constraint, constant: Double?, valueOf: (Variable) -> Double)
        -> (amount: Double, magnitude: Double, coefficients: Double) {
        let expression = constraint.expression
        var value = constant ?? expression.constant
        var magnitude = abs(value)
        var coefficients = 0.0
        for term in expression.terms {
            let x = valueOf(term.variable)
            value += term.coefficient * x
            magnitude += abs(term.coefficient * x)
            coefficients += abs(term.coefficient)
        }
        let amount: Double
        switch constraint.relation {
        case .equal: amount = abs(value)
        case .lessThanOrEqual: amount = max(0, value)
        case .greaterThanOrEqual: amount = max(0, -value)
        }
        return (amount, magnitude, coefficients)
    }

    /// Whether the current solution satisfies `constraint` within the contract's tolerance.
    func holds(_ constraint: Constraint, constant: Double? = nil) -> Bool {
        NumericContract.holds(violation(of: constraint, constant: constant))
    }

    /// The required constraints the current solution does not satisfy: always none.
    /// - Complexity: O(terms of all held constraints).
    func brokenRequiredConstraints() -> [Constraint] {
        records.compactMap { record in
            guard let record, record.level == nil, !holds(record.constraint) else { return nil }
            return record.constraint
        }
    }

    /// Whether debug builds check the required constraints (see
    /// ``assertRequiredConstraintsHold()``). Only a test that counts violations itself,
    /// such as the differential test at extreme ratios, turns it off, for its run:
    /// `SolverCore.$checksRequiredConstraints.withValue(false) { … }`. A task-local value,
    /// not a global one, so that solvers on other threads keep checking meanwhile.
    @TaskLocal static var checksRequiredConstraints = true

    /// In debug builds, traps when a required constraint does not hold: a violation is
    /// a bug, never a log line.
    func assertRequiredConstraintsHold() {
        assert(!SolverCore.checksRequiredConstraints || brokenRequiredConstraints().isEmpty,
               "required constraints broken by the solution: \(brokenRequiredConstraints())")
    }
}

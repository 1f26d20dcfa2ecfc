// The W2 "stack" system, shared by W2, W3 and W4: N items in a row with spacing 8.

import Solver

/// Items i = 0 … N−1 with intrinsic width c_i = 10 + 5·(i mod 7), variables minX_i and
/// width_i, and per item (in insertion order) compression (750), hugging (250) and
/// position (required); then the trailing `minX_{N−1} + width_{N−1} == total`.
final class StackSystem {
    let n: Int
    let intrinsic: [Double]
    let minX: [Variable]
    let width: [Variable]
    /// `width_i >= c_i` at 750 (kiwi 750 000).
    let compression: [Constraint]
    /// `width_i <= c_i` at 250 (kiwi 250 000).
    let hugging: [Constraint]
    /// `minX_0 == 0`; `minX_i == minX_{i−1} + width_{i−1} + 8`.
    let position: [Constraint]
    /// `minX_{N−1} + width_{N−1} == Wn` (W2, W4) or `== W` (W3).
    let trailing: Constraint
    /// W, the variable total of W3; `nil` when the total is the constant Wn.
    let total: Variable?
    /// Wn = Σ c_i + 8·(N − 1).
    let natural: Double

    static let spacing = 8.0

    static func intrinsicWidth(_ i: Int) -> Double { 10 + 5 * Double(i % 7) }

    init(n: Int, variableTotal: Bool = false) {
        precondition(n >= 1)
        self.n = n
        let intrinsic = (0..<n).map(StackSystem.intrinsicWidth)
        self.intrinsic = intrinsic
        natural = intrinsic.reduce(0, +) + StackSystem.spacing * Double(n - 1)
        var minX: [Variable] = [], width: [Variable] = []
        minX.reserveCapacity(n)
        width.reserveCapacity(n)
        for _ in 0..<n {
            minX.append(Variable())
            width.append(Variable())
        }
        var compression: [Constraint] = [], hugging: [Constraint] = [], position: [Constraint] = []
        compression.reserveCapacity(n)
        hugging.reserveCapacity(n)
        position.reserveCapacity(n)
        for i in 0..<n {
            compression.append(Constraint(Expression(width[i]), .greaterThanOrEqual, Expression(intrinsic[i]),
                                          priority: .defaultHigh))
            hugging.append(Constraint(Expression(width[i]), .lessThanOrEqual, Expression(intrinsic[i]),
                                      priority: .defaultLow))
            if i == 0 {
                position.append(minX[0] == 0)
            } else {
                position.append(minX[i] == minX[i - 1] + width[i - 1] + StackSystem.spacing)
            }
        }
        let last = minX[n - 1] + width[n - 1]
        if variableTotal {
            let w = Variable("W")
            total = w
            trailing = last == w
        } else {
            total = nil
            trailing = last == natural
        }
        self.minX = minX
        self.width = width
        self.compression = compression
        self.hugging = hugging
        self.position = position
    }

    /// Adds the 3N + 1 constraints in the workload's order.
    func add(to solver: SimplexSolver) throws(SolverError) {
        for i in 0..<n {
            try solver.add(compression[i])
            try solver.add(hugging[i])
            try solver.add(position[i])
        }
        try solver.add(trailing)
    }

    /// Checks the position constraints against the variables' current values.
    func verifyPositions(_ verify: inout Verifier) {
        verify.equal(minX[0].value, 0, "minX_0")
        for i in 1..<max(n, 1) {
            verify.equal(minX[i].value, minX[i - 1].value + width[i - 1].value + StackSystem.spacing,
                         "minX_\(i) vs minX_\(i - 1) + width_\(i - 1) + 8")
        }
    }

    /// Checks that every width is its intrinsic width and the positions follow.
    func verifyNatural(_ verify: inout Verifier) {
        var x = 0.0
        for i in 0..<n {
            verify.equal(width[i].value, intrinsic[i], "width_\(i)")
            verify.equal(minX[i].value, x, "minX_\(i)")
            x += intrinsic[i] + StackSystem.spacing
        }
    }

    /// Σ width_i + 8(N − 1) from the current values.
    var occupiedLength: Double {
        width.reduce(0) { $0 + $1.value } + StackSystem.spacing * Double(n - 1)
    }
}

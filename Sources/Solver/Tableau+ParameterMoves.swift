// Dual simplex steps that move a parameter instead of pivoting.
//
// When an infeasible row holds a non-basic unrestricted symbol with no cost at any level
// (a *parameter*, such as a position in a long chain), the dual simplex's best ratio is
// zero, and moving that parameter until the row reaches zero is the same step as
// pivoting it in: the same new values, the same reduced costs. But the basis stays, so
// no row fills in. Hiding one item of a 1 000-item stack moves every later position by
// the same amount; by moves, each position is one cheap step touching its own few rows,
// where pivots would rewrite each later position through all earlier sizes.
//
// Which parameter to move is the question: closing the gap of a hidden item can move
// the items before it or the items after it, and only one side is free (the other is
// pinned to the stack's edge). A local rule cannot see the pin, so the first broken row
// tries each of its parameters in turn, moving only parameters; a try that would need a
// pivot is undone, exactly, from a log of the constants and shifts it changed. When no
// try succeeds, the ordinary dual simplex runs (still moving parameters where it can).

extension Tableau {
    /// What a parameter-only repair changed, to undo a try that fails.
    struct MoveLog {
        var constants: [(slot: Int32, old: Double)] = []
        var shifts: [(symbol: Int32, old: Double)] = []
    }

    /// How many parameters of the first broken row are tried before giving up.
    static let parameterTries = 3

    /// Starts a dual simplex run: every parameter may move once again.
    mutating func beginParameterRun() {
        movedParameters.removeAll(symbolCount: kinds.count)
    }

    /// Restores feasibility by moving parameters only, trying each parameter of the first
    /// broken row as the first move. Returns whether it succeeded; if not, the tableau
    /// and the queue of infeasible rows are as they were.
    ///
    /// - Complexity: O(t·m) for t tries of m moves, each touching the rows of one
    ///   parameter; no pivot, no fill-in.
    mutating func repairByMovingParameters() -> Bool {
        let pending = infeasible
        guard let first = lowestBrokenRow() else {
            infeasible.removeAll(keepingCapacity: true)
            return true
        }
        if kinds[Int(basicOf[Int(first)])] == .dummy { return false }
        var tried: [Int32] = []
        // The log keeps its capacity from call to call: a hide in a long stack logs a
        // move per later item, and growing the arrays from empty every time cost more
        // than the moves' own bookkeeping.
        var log = moveLog
        moveLog = MoveLog()
        defer { moveLog = log }
        while tried.count < Self.parameterTries {
            beginParameterRun()
            for s in tried { movedParameters.insert(s) }
            guard let (start, _) = parameterMove(slot: first) else { break }
            tried.append(start)
            infeasible = pending
            log.constants.removeAll(keepingCapacity: true)
            log.shifts.removeAll(keepingCapacity: true)
            if moveParametersUntilFeasible(log: &log) { return true }
            for (slot, old) in log.constants.reversed() {
                forgetResolvedValue(ofRowIn: slot)
                rows[Int(slot)].constant = old
            }
            for (s, old) in log.shifts.reversed() { shift[Int(s)] = old }
        }
        infeasible = pending
        return false
    }

    /// The slot of the lowest queued basic symbol whose row is infeasible, if any.
    mutating func lowestBrokenRow() -> Int32? {
        var best: Int32 = -1
        var bestBasic = Int32.max
        for basic in infeasible where basic < bestBasic {
            let slot = rowOf[Int(basic)]
            guard slot >= 0 else { continue }
            let constant = rows[Int(slot)].constant
            let tolerance = constantTolerance
            let broken = kinds[Int(basic)] == .dummy ? abs(constant) > tolerance
                : kinds[Int(basic)].isRestricted && isInfeasible(basic, constant: constant, tolerance: tolerance)
            if broken { best = slot; bestBasic = basic }
        }
        return best >= 0 ? best : nil
    }

    /// Works through the queue of infeasible rows, lowest basic id first, by parameter
    /// moves alone. Returns `false` as soon as a row would need a pivot.
    mutating func moveParametersUntilFeasible(log: inout MoveLog) -> Bool {
        while let basic = infeasible.popLowest() {
            let slot = rowOf[Int(basic)]
            if slot < 0 { continue }
            let constant = rows[Int(slot)].constant
            let tolerance = constantTolerance
            if kinds[Int(basic)] == .dummy {
                if abs(constant) > tolerance { return false }
                continue
            }
            if !kinds[Int(basic)].isRestricted || !isInfeasible(basic, constant: constant, tolerance: tolerance) { continue }
            guard let (parameter, amount) = parameterMove(slot: slot) else { return false }
            moveParameter(parameter, by: amount, log: &log, logging: true)
        }
        return true
    }

    /// The parameter to move to bring the row in `slot` to zero, and by how much: the
    /// best ranked (see ``parameterRank(_:)``) non-basic unrestricted symbol of the row
    /// with no cost at any level, not moved yet in this run, that is in no redundant
    /// required equality (which any move would break). `nil` if there is none.
    mutating func parameterMove(slot: Int32) -> (Int32, Double)? {
        let row = rows[Int(slot)]
        var best: Int32 = -1
        var bestCoefficient = 0.0
        var bestRank = (Int.min, Int32.min)
        // From the highest id down, so that a symbol ranks above the best so far only
        // through a shorter column: among equal columns the first one met wins. Upwards,
        // every later symbol of an equal column ranked higher and paid the tests below,
        // in a pinned stack's absorbing row (an external per item) each time.
        for i in stride(from: row.count - 1, through: 0, by: -1) {
            let cell = row.cell(at: i)
            guard abs(cell.coefficient) > Self.epsilon else { continue }
            let s = cell.symbol
            guard kinds[Int(s)] == .external else { continue }
            // The rank first: the costlier tests (a search in every level, a walk of the
            // column) only for a symbol that would be chosen.
            let rank = (parameterRank(s), s)
            guard rank > bestRank, !movedParameters.contains(s), isCostless(s, above: levels.count),
                  !touchesRedundantEquality(s) else { continue }
            best = s
            bestCoefficient = cell.coefficient
            bestRank = rank
        }
        guard best >= 0 else { return nil }
        return (best, -row.constant / bestCoefficient)
    }

    /// Prefers the parameter in the fewest rows (each may need a later move), then the
    /// highest id: the newest variables, in a stack the trailing items, which are free
    /// more often than the leading ones (a stack is usually pinned by its leading edge).
    @inline(__always)
    func parameterRank(_ s: Int32) -> Int { -Int(columns[Int(s)].length) }

    /// Whether `s` occurs in a row whose basic symbol is a dummy (a redundant copy of a
    /// required equality).
    func touchesRedundantEquality(_ s: Int32) -> Bool {
        // Walking the column costs a cache miss per row in a long stack (11 % of an
        // unpinned stack's hide and show at N = 1 000), for an answer that is no when no
        // row is a dummy's.
        guard basicDummyCount > 0 else { return false }
        var node = columns[Int(s)].head
        while node >= 0 {
            let slot = nodes[Int(node)].slot
            if kinds[Int(basicOf[Int(slot)])] == .dummy { return true }
            node = nodes[Int(node)].next
        }
        return false
    }

    /// Moves the parameter `s` by `amount`: its shift changes, and so does the value of
    /// every row that holds it. Rows that turn infeasible are queued.
    /// With `logging`, the old constants and shift go to `log`.
    mutating func moveParameter(_ s: Int32, by amount: Double, log: inout MoveLog, logging: Bool) {
        movedParameters.insert(s)
        moveCount += 1
        if logging { log.shifts.append((s, shift[Int(s)])) }
        setShift(s, shift[Int(s)] + amount)
        noteMagnitude(shift[Int(s)])
        var node = columns[Int(s)].head
        while node >= 0 {
            let slot = nodes[Int(node)].slot
            node = nodes[Int(node)].next
            let si = Int(slot)
            touchConstant(slot)
            forgetResolvedValue(ofRowIn: slot)
            if logging { log.constants.append((slot, rows[si].constant)) }
            rows[si].constant += rows[si].coefficient(of: s) * amount
            let basic = basicOf[si]
            // Rows within the tolerance are queued too when it is looser than epsilon,
            // for ``roundedBounds``.
            if kinds[Int(basic)].isRestricted, rows[si].constant < -Self.epsilon { infeasible.append(basic) }
        }
    }
}

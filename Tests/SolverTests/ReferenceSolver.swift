@testable import Solver

/// A constraint for the brute-force reference: `a·x + constant (relation) 0` at a priority
/// (1000 = required) with a weight inside its level.
struct ReferenceConstraint: CustomStringConvertible {
    var coefficients: [Double]
    var constant: Double
    var relation: Relation
    var priority: Float
    var weight: Double

    var isRequired: Bool { priority == 1000 }

    func value(at x: [Double]) -> Double {
        var v = constant
        for i in coefficients.indices { v += coefficients[i] * x[i] }
        return v
    }

    /// How far `x` is from satisfying the constraint (0 when it holds).
    func violation(at x: [Double]) -> Double {
        let v = value(at: x)
        switch relation {
        case .equal: return abs(v)
        case .lessThanOrEqual: return max(0, v)
        case .greaterThanOrEqual: return max(0, -v)
        }
    }

    /// A magnitude for relative tolerances at `x`.
    func scale(at x: [Double]) -> Double {
        var s = 1 + abs(constant)
        for i in coefficients.indices { s += abs(coefficients[i] * x[i]) }
        return s
    }

    /// Σ|aᵢ|.
    var coefficientSum: Double { coefficients.reduce(0) { $0 + abs($1) } }

    func holds(at x: [Double], tolerance: Double = 1e-7) -> Bool {
        violation(at: x) <= tolerance * scale(at: x)
    }

    var description: String {
        var parts: [String] = []
        for (i, a) in coefficients.enumerated() where a != 0 {
            parts.append("\(NumberFormat.short(a))*x\(i)")
        }
        if parts.isEmpty { parts.append("0") }
        var text = parts.joined(separator: " + ") + " + \(NumberFormat.short(constant)) \(relation) 0"
        if !isRequired { text += " @\(Priority(priority))" }
        if weight != 1 { text += " w\(NumberFormat.short(weight))" }
        return text
    }
}

/// Brute-force lexicographic minimisation, independent of the simplex solver.
///
/// For each optional priority from highest to lowest, the optimum minimises the weighted
/// sum of that level's violations while keeping every higher level at its optimum, subject
/// to the required constraints. Below all real levels the reference adds its own levels
/// |x₀|, |x₁|, …, so that its optimum is always a single point.
///
/// Each level's objective is convex and piecewise linear with kinks only on the hyperplanes
/// `a·x + c = 0` of the constraints (and `xᵢ = 0` for the reference's own levels); the set
/// of optima after each level is therefore a union of faces of the arrangement of those
/// hyperplanes together with the required ones, and the final single optimum is a vertex
/// of that arrangement. So the exact optimum is the lexicographically least of the
/// arrangement's vertices that satisfy the required constraints: the reference enumerates
/// every choice of n linearly independent hyperplanes.
enum ReferenceSolver {
    struct Optimum {
        var point: [Double]
        /// The optimal weighted violation of each optional priority level, highest first.
        var levels: [(priority: Float, value: Double)]
    }

    /// Distinct hyperplanes `a·x + c = 0`: the constraints' own, then `xᵢ = 0`.
    static func hyperplanes(n: Int, _ constraints: [ReferenceConstraint]) -> [([Double], Double)] {
        var planes: [([Double], Double)] = []
        func add(_ a: [Double], _ c: Double) {
            guard let lead = a.firstIndex(where: { $0 != 0 }) else { return }
            let k = a[lead]
            let na = a.map { $0 / k }, nc = c / k
            for (pa, pc) in planes where abs(pc - nc) <= 1e-12 * max(1, abs(nc)) {
                if zip(pa, na).allSatisfy({ abs($0 - $1) <= 1e-12 }) { return }
            }
            planes.append((na, nc))
        }
        for c in constraints { add(c.coefficients, c.constant) }
        for i in 0..<n {
            var a = Array(repeating: 0.0, count: n)
            a[i] = 1
            add(a, 0)
        }
        return planes
    }

    /// Calls `visit` with every vertex of the arrangement until it returns false.
    static func forEachVertex(n: Int, planes: [([Double], Double)], _ visit: ([Double]) -> Bool) {
        var chosen: [Int] = []
        var stop = false
        var matrix = Array(repeating: Array(repeating: 0.0, count: n + 1), count: n)
        // Solves the chosen planes, then refines: elimination through coefficients that
        // span 1e12 leaves residuals of 1e-6 in the planes with small ones (a vertex of
        // `565425·x1 = 0` came out at x1 = 5.7e-12), so the residual of each plane is
        // solved for again and subtracted, twice, as the solver itself refines.
        func solve() -> [Double]? {
            guard var x = eliminate(rhs: chosen.map { -planes[$0].1 }) else { return nil }
            for _ in 0..<2 {
                var residual: [Double] = []
                var needed = false
                for p in chosen {
                    var r = planes[p].1
                    var magnitude = abs(planes[p].1)
                    for j in 0..<n {
                        r += planes[p].0[j] * x[j]
                        magnitude += abs(planes[p].0[j] * x[j])
                    }
                    residual.append(-r)
                    if abs(r) > 1e-15 * magnitude { needed = true }
                }
                guard needed, let d = eliminate(rhs: residual) else { break }
                for j in 0..<n { x[j] += d[j] }
            }
            return x
        }
        func eliminate(rhs: [Double]) -> [Double]? {
            for (r, p) in chosen.enumerated() {
                for j in 0..<n { matrix[r][j] = planes[p].0[j] }
                matrix[r][n] = rhs[r]
            }
            for col in 0..<n {
                var pivot = col
                for r in col..<n where abs(matrix[r][col]) > abs(matrix[pivot][col]) { pivot = r }
                if abs(matrix[pivot][col]) < 1e-9 { return nil }
                if pivot != col { matrix.swapAt(pivot, col) }
                for r in 0..<n where r != col {
                    let f = matrix[r][col] / matrix[col][col]
                    if f == 0 { continue }
                    for j in col...n { matrix[r][j] -= f * matrix[col][j] }
                }
            }
            return (0..<n).map { matrix[$0][n] / matrix[$0][$0] }
        }
        func recurse(_ start: Int) {
            if stop { return }
            if chosen.count == n {
                if let x = solve(), !visit(x) { stop = true }
                return
            }
            var i = start
            while i <= planes.count - (n - chosen.count) {
                chosen.append(i)
                recurse(i + 1)
                chosen.removeLast()
                if stop { return }
                i += 1
            }
        }
        recurse(0)
    }

    /// Whether the required constraints among `constraints` can all hold.
    static func isFeasible(n: Int, _ constraints: [ReferenceConstraint], tolerance: Double = 1e-7) -> Bool {
        let required = constraints.filter(\.isRequired)
        // Constraints without variables hold or fail on their own.
        for c in required where c.coefficients.allSatisfy({ $0 == 0 }) {
            if !c.holds(at: Array(repeating: 0, count: n), tolerance: tolerance) { return false }
        }
        var found = false
        forEachVertex(n: n, planes: hyperplanes(n: n, required)) { x in
            if required.allSatisfy({ $0.holds(at: x, tolerance: tolerance) }) { found = true; return false }
            return true
        }
        return found
    }

    /// The lexicographic optimum, or nil when the required constraints cannot all hold.
    /// `tolerance` is how far, relative to its magnitudes, a vertex may miss a required
    /// constraint and still count as holding it.
    static func optimum(n: Int, _ constraints: [ReferenceConstraint], tolerance: Double = 1e-7) -> Optimum? {
        let required = constraints.filter(\.isRequired)
        let optional = constraints.filter { !$0.isRequired }
        let priorities = Array(Set(optional.map(\.priority))).sorted(by: >)
        let byLevel = priorities.map { p in optional.filter { $0.priority == p } }
        for c in required where c.coefficients.allSatisfy({ $0 == 0 }) {
            if !c.holds(at: Array(repeating: 0, count: n), tolerance: tolerance) { return nil }
        }
        func objective(_ x: [Double]) -> [Double] {
            var values = byLevel.map { level in level.reduce(0) { $0 + $1.weight * $1.violation(at: x) } }
            for i in 0..<n { values.append(abs(x[i])) }
            return values
        }
        var best: [Double]? = nil
        var bestObjective: [Double] = []
        forEachVertex(n: n, planes: hyperplanes(n: n, constraints)) { x in
            guard required.allSatisfy({ $0.holds(at: x, tolerance: tolerance) }) else { return true }
            let o = objective(x)
            if best == nil || lexicographicallyLess(o, bestObjective) {
                best = x
                bestObjective = o
            }
            return true
        }
        guard let point = best else { return nil }
        return Optimum(point: point, levels: priorities.enumerated().map { ($1, bestObjective[$0]) })
    }

    /// For each variable, whether the optimal set (after every real priority level, without
    /// the reference's own |xᵢ| levels) holds points with different values of it; nil when
    /// the required constraints cannot hold or the optimum lies too far out to decide.
    ///
    /// The optimal set is a union of faces of the arrangement, so its intersection with the
    /// box |xᵢ| ≤ `box` is a polytope whose vertices are vertices of the arrangement plus the
    /// box's planes: the least and greatest xᵢ over them are those over the optimal set
    /// within the box.
    static func ambiguity(n: Int, _ constraints: [ReferenceConstraint], box: Double = 1000) -> [Bool]? {
        guard let optimum = optimum(n: n, constraints),
              optimum.point.allSatisfy({ abs($0) < box / 2 }) else { return nil }
        let required = constraints.filter(\.isRequired)
        let byLevel = optimum.levels.map { level in constraints.filter { $0.priority == level.priority } }
        var planes = hyperplanes(n: n, constraints)
        for i in 0..<n {
            var a = Array(repeating: 0.0, count: n)
            a[i] = 1
            planes.append((a, -box))
            planes.append((a, box))
        }
        var low = Array(repeating: Double.infinity, count: n)
        var high = Array(repeating: -Double.infinity, count: n)
        forEachVertex(n: n, planes: planes) { x in
            guard x.allSatisfy({ abs($0) <= box * (1 + 1e-12) }),
                  required.allSatisfy({ $0.holds(at: x) }) else { return true }
            for (k, level) in byLevel.enumerated() {
                let value = level.reduce(0) { $0 + $1.weight * $1.violation(at: x) }
                if abs(value - optimum.levels[k].value) > 1e-7 * max(1, abs(optimum.levels[k].value)) {
                    return true
                }
            }
            for i in 0..<n {
                low[i] = min(low[i], x[i])
                high[i] = max(high[i], x[i])
            }
            return true
        }
        return (0..<n).map { high[$0] - low[$0] > 1e-6 }
    }

    static func lexicographicallyLess(_ a: [Double], _ b: [Double]) -> Bool {
        for k in a.indices {
            let tolerance = 1e-9 * max(1, abs(a[k]), abs(b[k]))
            if a[k] < b[k] - tolerance { return true }
            if a[k] > b[k] + tolerance { return false }
        }
        return false
    }
}

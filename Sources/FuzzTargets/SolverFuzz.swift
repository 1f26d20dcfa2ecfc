import Solver

/// Target 3, the solver alone: bytes become add, remove, setConstant, edit variables and
/// suggestions on four variables. After every call: a refused call (a thrown error) left
/// every value, constraint and edit variable as it was; the required constraints hold.
public enum SolverFuzz {
    public static func problems(_ bytes: [UInt8]) -> [String] {
        var input = ByteStream(bytes)
        let solver = SimplexSolver()
        let variables = (0..<4).map { Variable("x\($0)") }
        var made: [Constraint] = []
        var log: [String] = []
        var steps = 0
        // Past the numeric contract (1e-2…1e2 solved exactly) required constraints may hold
        // only approximately: once such a number is accepted, only atomicity is checked.
        var extreme = false
        while !input.isAtEnd && steps < 64 {
            steps += 1
            let before = state(solver, variables)
            let variable = variables[input.choice(variables.count)]
            let call: String
            var refused = false
            var numbers: [Double] = []
            do {
                switch input.choice(7) {
                case 0, 1:
                    var expression = Expression(constant: input.number())
                    numbers.append(expression.constant)
                    for _ in 0...input.choice(3) {
                        expression.terms.append(Term(variables[input.choice(variables.count)], coefficient(&input)))
                        numbers.append(expression.terms.last!.coefficient)
                    }
                    let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][input.choice(3)]
                    let c = Constraint(expression, relation, priority: priority(&input))
                    made.append(c)
                    call = "add \(c)"
                    try solver.add(c)
                case 2:
                    guard let c = pick(made, &input) else { continue }
                    call = "remove \(c)"
                    try solver.remove(c)
                case 3:
                    guard let c = pick(made, &input) else { continue }
                    let constant = input.number()
                    numbers.append(constant)
                    call = "setConstant \(constant) of \(c)"
                    try solver.setConstant(constant, of: c)
                case 4:
                    let p = priority(&input)
                    call = "addEditVariable \(variable) \(p)"
                    try solver.addEditVariable(variable, priority: p)
                case 5:
                    call = "removeEditVariable \(variable)"
                    try solver.removeEditVariable(variable)
                default:
                    let value = input.number()
                    numbers.append(value)
                    call = "suggestValue \(variable) \(value)"
                    try solver.suggestValue(variable, value)
                }
            } catch {
                refused = true
                log.append("refused: \(error)")
            }
            log.append(call)
            let after = state(solver, variables)
            if refused && after != before {
                return ["a refused call changed the solver: \(before) -> \(after)"] + log
            }
            if !refused && numbers.contains(where: { ByteStream.isExtreme($0) || abs($0) >= 100 }) { extreme = true }
            let broken = extreme ? [] : solver.brokenRequiredConstraints()
            if !broken.isEmpty {
                return ["required constraints broken: \(broken)"] + log
            }
        }
        return []
    }

    /// Values (as exact text, NaN-safe), the constraints held, the edit variables.
    static func state(_ solver: SimplexSolver, _ variables: [Variable]) -> String {
        let values = variables.map { solver.value(of: $0).map { "\($0)" } ?? "-" }
        let edits = variables.map { solver.containsEditVariable($0) ? "e" : "." }.joined()
        let held = solver.constraints.map { "\(ObjectIdentifier($0).hashValue):\($0.expression.constant)" }
        return "\(values) \(edits) \(held)"
    }

    static func coefficient(_ input: inout ByteStream) -> Double {
        let table: [Double] = [1, -1, 2, -2, 0.5, 3, 10, 0, 100, 0.01, .nan, .infinity]
        return table[input.choice(table.count)]
    }

    static func priority(_ input: inout ByteStream) -> Priority {
        let table: [Float] = [1000, 1000, 1000, 750, 250, 999, 1, 50, 0, -1, 1001, .nan]
        return Priority(table[input.choice(table.count)])
    }

    static func pick<T>(_ list: [T], _ input: inout ByteStream) -> T? {
        list.isEmpty ? nil : list[input.choice(list.count)]
    }
}

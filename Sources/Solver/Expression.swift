/// A variable times a coefficient: one term of an ``Expression``.
public struct Term: CustomStringConvertible {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String {
        coefficient == 1 ? variable.description : "\(NumberFormat.short(coefficient))*\(variable)"
    }
}

/// A linear expression: a sum of terms plus a constant.
///
/// Build expressions with the arithmetic operators, and constraints from them with
/// `==`, `<=` and `>=`:
///
/// ```swift
/// let right = left + width          // an Expression
/// try solver.add(right <= 320)
/// ```
public struct Expression: CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init(terms: [Term(variable)]) }
    public init(_ constant: Double) { self.init(terms: [], constant: constant) }

    /// The expression's value from the variables' current ``Variable/value``s.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    public var description: String {
        var parts: [String] = []
        for term in terms {
            if parts.isEmpty {
                parts.append(term.description)
            } else if term.coefficient < 0 {
                parts.append("- " + Term(term.variable, -term.coefficient).description)
            } else {
                parts.append("+ " + term.description)
            }
        }
        if constant != 0 || parts.isEmpty {
            if parts.isEmpty {
                parts.append(NumberFormat.short(constant))
            } else {
                parts.append((constant < 0 ? "- " : "+ ") + NumberFormat.short(abs(constant)))
            }
        }
        return parts.joined(separator: " ")
    }
}

/// Short, stable number text for descriptions: integers without a fraction.
enum NumberFormat {
    static func short(_ value: Double) -> String {
        // Whole numbers print as integers as far as Int64 goes (2e15 as 2000000000000000).
        if abs(value) < 9e18, value == value.rounded() { return String(Int64(value)) }
        return String(value)
    }
}

// Arithmetic that builds expressions. Overloads are kept to Expression, Variable and
// Double on each side so that the type checker stays fast on long expressions.

extension Expression {
    static func scaled(_ e: Expression, _ k: Double) -> Expression {
        Expression(terms: e.terms.map { Term($0.variable, $0.coefficient * k) }, constant: e.constant * k)
    }

    static func sum(_ a: Expression, _ b: Expression) -> Expression {
        Expression(terms: a.terms + b.terms, constant: a.constant + b.constant)
    }
}

public prefix func - (e: Expression) -> Expression { .scaled(e, -1) }
public prefix func - (v: Variable) -> Expression { Expression(terms: [Term(v, -1)]) }

public func + (a: Expression, b: Expression) -> Expression { .sum(a, b) }
public func + (a: Expression, b: Variable) -> Expression { .sum(a, Expression(b)) }
public func + (a: Variable, b: Expression) -> Expression { .sum(Expression(a), b) }
public func + (a: Variable, b: Variable) -> Expression { .sum(Expression(a), Expression(b)) }
public func + (a: Expression, b: Double) -> Expression { .sum(a, Expression(b)) }
public func + (a: Double, b: Expression) -> Expression { .sum(Expression(a), b) }
public func + (a: Variable, b: Double) -> Expression { .sum(Expression(a), Expression(b)) }
public func + (a: Double, b: Variable) -> Expression { .sum(Expression(a), Expression(b)) }

public func - (a: Expression, b: Expression) -> Expression { .sum(a, -b) }
public func - (a: Expression, b: Variable) -> Expression { .sum(a, -b) }
public func - (a: Variable, b: Expression) -> Expression { .sum(Expression(a), -b) }
public func - (a: Variable, b: Variable) -> Expression { .sum(Expression(a), -b) }
public func - (a: Expression, b: Double) -> Expression { .sum(a, Expression(-b)) }
public func - (a: Double, b: Expression) -> Expression { .sum(Expression(a), -b) }
public func - (a: Variable, b: Double) -> Expression { .sum(Expression(a), Expression(-b)) }
public func - (a: Double, b: Variable) -> Expression { .sum(Expression(a), -b) }

public func * (a: Expression, k: Double) -> Expression { .scaled(a, k) }
public func * (k: Double, a: Expression) -> Expression { .scaled(a, k) }
public func * (v: Variable, k: Double) -> Expression { Expression(terms: [Term(v, k)]) }
public func * (k: Double, v: Variable) -> Expression { Expression(terms: [Term(v, k)]) }

public func / (a: Expression, k: Double) -> Expression { .scaled(a, 1 / k) }
public func / (v: Variable, k: Double) -> Expression { Expression(terms: [Term(v, 1 / k)]) }

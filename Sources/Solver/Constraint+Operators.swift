// `==`, `<=` and `>=` between expressions, variables and numbers build required
// constraints; `.priority(_:)` makes them optional. Neither Expression nor Variable
// is Equatable, so these operators never compete with equality tests.

public func == (a: Expression, b: Expression) -> Constraint { Constraint(a, .equal, b) }
public func == (a: Expression, b: Variable) -> Constraint { Constraint(a, .equal, Expression(b)) }
public func == (a: Variable, b: Expression) -> Constraint { Constraint(Expression(a), .equal, b) }
public func == (a: Variable, b: Variable) -> Constraint { Constraint(Expression(a), .equal, Expression(b)) }
public func == (a: Expression, b: Double) -> Constraint { Constraint(a, .equal, Expression(b)) }
public func == (a: Double, b: Expression) -> Constraint { Constraint(Expression(a), .equal, b) }
public func == (a: Variable, b: Double) -> Constraint { Constraint(Expression(a), .equal, Expression(b)) }
public func == (a: Double, b: Variable) -> Constraint { Constraint(Expression(a), .equal, Expression(b)) }

public func <= (a: Expression, b: Expression) -> Constraint { Constraint(a, .lessThanOrEqual, b) }
public func <= (a: Expression, b: Variable) -> Constraint { Constraint(a, .lessThanOrEqual, Expression(b)) }
public func <= (a: Variable, b: Expression) -> Constraint { Constraint(Expression(a), .lessThanOrEqual, b) }
public func <= (a: Variable, b: Variable) -> Constraint { Constraint(Expression(a), .lessThanOrEqual, Expression(b)) }
public func <= (a: Expression, b: Double) -> Constraint { Constraint(a, .lessThanOrEqual, Expression(b)) }
public func <= (a: Double, b: Expression) -> Constraint { Constraint(Expression(a), .lessThanOrEqual, b) }
public func <= (a: Variable, b: Double) -> Constraint { Constraint(Expression(a), .lessThanOrEqual, Expression(b)) }
public func <= (a: Double, b: Variable) -> Constraint { Constraint(Expression(a), .lessThanOrEqual, Expression(b)) }

public func >= (a: Expression, b: Expression) -> Constraint { Constraint(a, .greaterThanOrEqual, b) }
public func >= (a: Expression, b: Variable) -> Constraint { Constraint(a, .greaterThanOrEqual, Expression(b)) }
public func >= (a: Variable, b: Expression) -> Constraint { Constraint(Expression(a), .greaterThanOrEqual, b) }
public func >= (a: Variable, b: Variable) -> Constraint { Constraint(Expression(a), .greaterThanOrEqual, Expression(b)) }
public func >= (a: Expression, b: Double) -> Constraint { Constraint(a, .greaterThanOrEqual, Expression(b)) }
public func >= (a: Double, b: Expression) -> Constraint { Constraint(Expression(a), .greaterThanOrEqual, b) }
public func >= (a: Variable, b: Double) -> Constraint { Constraint(Expression(a), .greaterThanOrEqual, Expression(b)) }
public func >= (a: Double, b: Variable) -> Constraint { Constraint(Expression(a), .greaterThanOrEqual, Expression(b)) }

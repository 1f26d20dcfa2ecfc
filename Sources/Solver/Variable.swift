/// An unknown of a constraint system, such as the left edge of a view.
///
/// A variable has identity: two variables with the same name are different unknowns.
/// Its ``value`` is written by ``SimplexSolver/updateVariables()``.
///
/// ```swift
/// let x = Variable("x")
/// try solver.add(x == 42)
/// solver.updateVariables()    // x.value == 42
/// ```
///
/// The class is open so that a client can attach what a variable belongs to (a layout
/// engine subclasses it to find a view from a changed variable); its members are final.
open class Variable: CustomStringConvertible {
    /// A name for diagnostics; need not be unique.
    public let name: String

    /// The value from the last ``SimplexSolver/updateVariables()`` of a solver using it.
    // Written for every variable on every update: no dynamic exclusivity check (a
    // variable belongs to one thread at a time, and no access overlaps another).
    @exclusivity(unchecked) public final internal(set) var value: Double = 0

    /// The solver that registered this variable first, and the variable's symbol there:
    /// that solver's registry entry, so that its lookups never hash. The token is held
    /// strongly so that its identity cannot be reused while this cache refers to it.
    @exclusivity(unchecked) final var cachedOwner: SolverToken?
    @exclusivity(unchecked) final var cachedSymbol: Int32 = -1

    /// Which unknown a new equation should define, when the solver may choose: higher
    /// first. A layout engine gives sizes a higher preference than positions, so that in
    /// a long chain (`x₁ = x₀ + w₀ + 8`, …) sizes become basic and positions stay
    /// parameters, which keeps the tableau sparse. It never changes the solution.
    @exclusivity(unchecked) public final var subjectPreference: Int = 0

    /// Creates a variable with a name for diagnostics and a ``subjectPreference``.
    // One designated initialiser: a subclass in another module that set the preference
    // after `super.init` paid a run-time exclusivity check for it (the attribute above
    // does not reach across modules).
    public init(_ name: String = "", subjectPreference: Int = 0) {
        self.name = name
        self.subjectPreference = subjectPreference
    }

    public final var description: String { name.isEmpty ? "Variable" : name }
}

/// The identity of one solver, compared by reference.
final class SolverToken {}

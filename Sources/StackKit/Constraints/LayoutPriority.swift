import Solver

/// The priority of a layout constraint: the solver's ``Solver/Priority``, a value in
/// `(0, 1000]` with UIKit's named levels (`.required`, `.defaultHigh`, `.defaultLow`,
/// `.fittingSizeLevel`).
public typealias LayoutPriority = Solver.Priority

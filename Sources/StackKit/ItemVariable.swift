import Solver

/// A solver variable that knows the layout item it belongs to, so that the engine can go
/// from the variables the solver reports as changed to the frames it must rewrite.
///
/// The back-reference is neither strong (the item owns its variables, which would make
/// a cycle) nor weak (each weak load costs a side-table access on the layout path). It
/// is cleared in the item's `deinit`, before the item's memory can be reused, so it is
/// either the live item or `nil`.
///
/// ```swift
/// for variable in solver.takeChangedVariables() {
///     guard let item = (variable as? ItemVariable)?.item else { continue }
///     // rewrite item's frame
/// }
/// ```
final class ItemVariable: Variable {
    unowned(unsafe) var item: LayoutItem?
}

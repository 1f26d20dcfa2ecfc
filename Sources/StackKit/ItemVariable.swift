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
    /// The item, or `nil` once it is gone.
    var item: LayoutItem? {
        get { unmanagedItem?.takeUnretainedValue() }
        set { unmanagedItem = newValue.map { Unmanaged.passUnretained($0) } }
    }
    private var unmanagedItem: Unmanaged<LayoutItem>?

    /// Whether this is the item's `minX` or `minY`: when it changes, the frames of the
    /// item's subviews and guides (relative to its origin) change too.
    var isOrigin = false

    /// Calls `body` with the item, if it is alive, without retaining it.
    @inline(__always)
    func withItem(_ body: (LayoutItem) -> Void) {
        unmanagedItem?._withUnsafeGuaranteedRef(body)
    }
}

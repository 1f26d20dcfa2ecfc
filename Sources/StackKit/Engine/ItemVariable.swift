import Solver

/// A solver variable that knows the layout item it belongs to, so that the engine can go
/// from the variables the solver reports as changed to the frames it must rewrite.
///
/// The back-reference is neither strong (the item owns its variables, which would make
/// a cycle) nor weak (a weakly referenced object takes the slow side-table path on every
/// retain and release, and the frame pass visits every item that moved). It is
/// unretained and cleared in the item's `deinit`, before the item's memory can be
/// reused, so it is either the live item or `nil`.
///
/// ```swift
/// solver.takeChangedValues { variable, value in
///     ItemVariable.unchecked(variable).withItem { item in
///         // write value into item's frame
///     }
/// }
/// ```
final class ItemVariable: Variable {
    @exclusivity(unchecked) private var unmanagedItem: Unmanaged<LayoutItem>?

    /// Which of the item's four unknowns this is.
    enum Role {
        case minX, minY, width, height
    }

    let role: Role

    /// Whether this is the item's `minX` or `minY`: when it changes, the frames of the
    /// item's subviews and guides (relative to its origin) change too.
    var isOrigin: Bool { role == .minX || role == .minY }

    init(_ name: String, role: Role, subjectPreference: Int) {
        self.role = role
        super.init(name, subjectPreference: subjectPreference)
    }

    /// Points the variable at its item (`nil` when the item goes away).
    func attach(to item: LayoutItem?) {
        unmanagedItem = item.map { Unmanaged.passUnretained($0) }
    }

    /// `variable` as an item variable, without a dynamic cast. Every variable an engine
    /// gives its solver is created by a ``LayoutItem`` (the engine makes no others), so
    /// every variable the solver reports is one; debug builds check it.
    @inline(__always)
    static func unchecked(_ variable: Variable) -> ItemVariable {
        assert(variable is ItemVariable, "the solver reported \(variable.name), which no layout item owns")
        return unsafeDowncast(variable, to: ItemVariable.self)
    }

    /// Calls `body` with the item, if it is alive, without retaining it.
    @inline(__always)
    func withItem(_ body: (LayoutItem) -> Void) {
        unmanagedItem?._withUnsafeGuaranteedRef(body)
    }
}

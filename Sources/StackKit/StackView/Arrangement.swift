import Foundation

/// One half of a stack view's generated constraints (the distribution along the axis,
/// the alignment across it), kept as named families of constraints.
///
/// ```swift
/// stack.distributionArrangement.families.map(\.name)   // ["canvas-connection", "spacing", …]
/// ```
protocol Arrangement: AnyObject {
    /// Every family, in the order introspection lists them.
    static var familyPaths: [ReferenceWritableKeyPath<Self, ConstraintFamily>] { get }
}

extension Arrangement {
    /// The families, in the order introspection lists them.
    var families: [ConstraintFamily] { Self.familyPaths.map { self[keyPath: $0] } }

    /// Deactivates every generated constraint, for a rebuild from scratch.
    func removeAll() {
        for path in Self.familyPaths { self[keyPath: path].removeAll() }
    }
}

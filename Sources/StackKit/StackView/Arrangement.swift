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

    /// Brings the generated constraints up to date: for every item, or, with a `window`,
    /// only for the items in it.
    func update(_ ctx: StackContext, window: Range<Int>?)

    /// Whether an update may be limited to windows of items around items whose `isHidden`
    /// changed (see ``StackView/hidingWindows(_:)``).
    func canUpdateLocally(_ ctx: StackContext) -> Bool

    /// The part of an update limited to windows that depends on every item (a stack's
    /// shares of its length), done once before the windows of a pass, however many.
    func updateShared(_ ctx: StackContext)
}

extension Arrangement {
    /// An update limited to `windows`, or a full one without them.
    func update(_ ctx: StackContext, windows: [Range<Int>]?) {
        guard let windows else { return update(ctx, window: nil) }
        updateShared(ctx)
        for window in windows { update(ctx, window: window) }
    }

    func updateShared(_ ctx: StackContext) {}

    /// The families, in the order introspection lists them.
    var families: [ConstraintFamily] { Self.familyPaths.map { self[keyPath: $0] } }

    /// Deactivates every generated constraint, for a rebuild from scratch.
    func removeAll() {
        for path in Self.familyPaths { self[keyPath: path].removeAll() }
    }
}

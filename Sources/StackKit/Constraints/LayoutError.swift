import Solver

/// Why a layout call was refused. After any of these errors nothing has changed: the
/// view tree, the constraints and the last layout are as they were.
public enum LayoutError: Error, @unchecked Sendable, CustomStringConvertible {
    /// The two attributes lie on different axes (`leading == top`), pair a position with
    /// a size (`left == width`), or mix leading/trailing with left/right
    /// (`leading == left`), which UIKit refuses too.
    case incompatibleAttributes(LayoutConstraint.Attribute, LayoutConstraint.Attribute)
    /// A position attribute needs a second item (`left == 20` means nothing) and a
    /// non-zero multiplier.
    case positionWithoutReference(LayoutConstraint.Attribute)
    /// A second attribute without a second item, or a second item without an attribute.
    case missingSecondItem
    /// The constraint's items are in different view trees (no common ancestor), or an
    /// item is a layout guide that no view owns.
    case noCommonAncestor(LayoutConstraint)
    /// A NaN or infinite number; `what` says where.
    case invalidNumber(Double, what: String)
    /// A priority outside `(0, 1000]`, or NaN.
    case invalidPriority(LayoutPriority)
    /// Adding a view to itself or to one of its own descendants (the views' names; the
    /// error does not keep the views alive).
    case viewCycle(String, into: String)
    /// An index outside the valid range.
    case indexOutOfRange(Int, count: Int)
    /// The distribute helpers need at least two views, all with the same superview.
    case cannotDistribute(String)
    /// A view named as a sibling (`insertSubview(_:aboveSubview:)`) is not a subview of
    /// the receiver (the views' names).
    case notASubview(String, of: String)
    /// A visual format that cannot be read: the reason, as UIKit words it, the format,
    /// and the position (in characters) where reading stopped.
    case invalidVisualFormat(String, format: String, position: Int)

    public var description: String {
        switch self {
        case let .incompatibleAttributes(a, b) where a.mixesDirectionalAndPhysical(with: b):
            return "cannot relate \(a) to \(b): use leading/trailing for both or neither"
        case let .incompatibleAttributes(a, b):
            return "cannot relate \(a) to \(b): attributes must share an axis, and positions relate only to positions"
        case let .positionWithoutReference(a):
            return "the position attribute \(a) needs a second item and a non-zero multiplier"
        case .missingSecondItem:
            return "a second attribute needs a second item, and a second item needs an attribute"
        case let .noCommonAncestor(c):
            return "the items of \(c) have no common ancestor"
        case let .invalidNumber(x, what):
            return "invalid number \(x) for \(what)"
        case let .invalidPriority(p):
            return "priority \(p.rawValue) is outside (0, 1000]"
        case let .viewCycle(view, into):
            return "cannot add \(view) to \(into): it would become its own ancestor"
        case let .indexOutOfRange(index, count):
            return "index \(index) is outside 0...\(count)"
        case let .cannotDistribute(reason):
            return "cannot distribute: \(reason)"
        case let .notASubview(view, parent):
            return "\(view) is not a subview of \(parent)"
        case let .invalidVisualFormat(reason, format, position):
            let caret = String(repeating: " ", count: max(0, position)) + "^"
            return "Unable to parse constraint format: \n\(reason) \n\(format) \n\(caret)"
        }
    }
}

import Foundation

/// How a view takes part in layout: the one rule that every way of hiding reads.
///
/// Three switches hide a view's space: `isHidden` (stack views collapse hidden items),
/// ``View/visibility`` `.gone(edges)` (for views placed with plain constraints) and
/// ``View/isCollapsed`` (for a chosen list of constraints). Stack arrangements, the
/// engine's gone-size constraints and every constraint's effective constant all ask this
/// value, so that the rules below hold everywhere alike:
///
/// ```swift
/// badge.visibility = .gone(.horizontal)
/// badge.layoutPresence.isArranged                    // false: a stack leaves it out
/// badge.layoutPresence.collapsesSize(on: .horizontal) // true: its width acts as 0
/// badge.layoutPresence.collapses(.leading)            // true: gaps to its leading edge close
/// ```
///
/// The distribute helpers place every view of their group, hidden or not, as Masonry
/// does; a gone view among them collapses through the constraints on its gone edges.
struct LayoutPresence: Equatable {
    /// The view's `isHidden` (also true while it is gone).
    let isHidden: Bool
    /// The edges on which the view is gone (empty unless `visibility` is `.gone`).
    let goneEdges: VisibilityEdges
    /// Whether the constraints registered in ``View/collapsibleConstraints`` act as 0.
    let isCollapsed: Bool

    /// Whether an arranging container gives the view a place among its items: a stack
    /// view leaves out every hidden item, invisible or gone, on both axes (as UIKit).
    var isArranged: Bool { View.isArranged(hidden: isHidden) }

    /// Whether the view's own size on `axis` collapses to 0 (a `size == 0` constraint
    /// at 999.999, as a stack's hiding): it is gone on an edge of that axis.
    func collapsesSize(on axis: LayoutConstraint.Axis) -> Bool {
        axis == .horizontal ? goneEdges.collapsesHorizontally : goneEdges.collapsesVertically
    }

    /// Whether a constraint attached to `attribute` of the view acts with constant 0:
    /// the attribute lies on a gone edge, or is the size of a collapsed axis. `direction`
    /// is the view's own: in right to left its leading edge is the right one, so
    /// `.gone(.leading)` collapses `right`. Constraints pass their physical attribute
    /// (their leading resolved in their own direction).
    func collapses(_ attribute: LayoutConstraint.Attribute,
                   in direction: UserInterfaceLayoutDirection = .leftToRight) -> Bool {
        guard !goneEdges.isEmpty else { return false }
        let leftEdge: VisibilityEdges = direction == .leftToRight ? .leading : .trailing
        let rightEdge: VisibilityEdges = direction == .leftToRight ? .trailing : .leading
        switch attribute {
        case .leading, .leadingMargin: return goneEdges.contains(.leading)
        case .trailing, .trailingMargin: return goneEdges.contains(.trailing)
        case .left, .leftMargin: return goneEdges.contains(leftEdge)
        case .right, .rightMargin: return goneEdges.contains(rightEdge)
        case .top, .topMargin: return goneEdges.contains(.top)
        case .bottom, .bottomMargin: return goneEdges.contains(.bottom)
        case .width: return collapsesSize(on: .horizontal)
        case .height: return collapsesSize(on: .vertical)
        default: return false
        }
    }
}

extension View {
    /// ``LayoutPresence/isArranged``'s rule, for a view that is or is not hidden.
    @inline(__always)
    static func isArranged(hidden: Bool) -> Bool { !hidden }

    /// Whether a stack gives the view a place (``LayoutPresence/isArranged``), read
    /// without building the whole value: the arrangements ask it for every item.
    @inline(__always)
    var isArrangedInStack: Bool { View.isArranged(hidden: isHidden) }

    /// How the view takes part in layout now (see ``LayoutPresence``).
    var layoutPresence: LayoutPresence {
        LayoutPresence(isHidden: isHidden, goneEdges: goneEdges, isCollapsed: isCollapsed)
    }
}

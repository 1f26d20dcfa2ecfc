import Foundation

extension View {
    /// Whether the view shows and takes space (see ``Visibility``).
    ///
    /// `.gone(edges)` hides the view, collapses its size on the axes of `edges` (a
    /// `size == 0` constraint at 999.999, like a stack view's hiding), and makes every
    /// constraint attached to those edges (on the view, its superview or anywhere in the
    /// tree; size and intrinsic-size constraints for a collapsed axis too) act as if its
    /// constant were 0. `.visible` restores exactly what the app set, including constants
    /// it changed in the meantime. Setting the same value again does nothing.
    ///
    /// ```swift
    /// badge.visibility = .gone(.leading)   // the 8-point gap before it closes too
    /// ```
    public var visibility: Visibility {
        get {
            if !goneEdges.isEmpty { return .gone(goneEdges) }
            return isHidden ? .invisible : .visible
        }
        set {
            switch newValue {
            case .visible:
                goneEdges = []
                isHidden = false
            case .invisible:
                goneEdges = []
                isHidden = true
            case let .gone(edges):
                goneEdges = edges
                isHidden = true
            }
        }
    }

    func visibilityEdgesChanged() {
        for c in referencingConstraints { c.needsSync() }
        for c in ownInternalConstraints { c.needsSync() }
        contentSizeChanged()   // the gone-size constraints are the view's own
    }

    func collapsibleConstraintsChanged(from old: [LayoutConstraint]) {
        for c in old where c.collapsingView === self {
            c.collapsingView = nil
            c.needsSync()
        }
        for c in collapsibleConstraints {
            c.collapsingView = self
            c.needsSync()
        }
    }

    /// Brings the gone-size constraints (`size == 0` per collapsed axis) up to date.
    func syncGoneConstraints() {
        for axis in [LayoutConstraint.Axis.horizontal, .vertical] {
            let wanted = layoutPresence.collapsesSize(on: axis)
            if wanted, engineState[axis].gone == nil {
                let attribute: LayoutConstraint.Attribute = axis == .horizontal ? .width : .height
                let c = LayoutConstraint(unchecked: self, attribute, .equal, nil, .notAnAttribute, 1, 0, priority: 999.999)
                c.identifier = "SK-gone"
                c.owner = .contentSize
                engineState[axis].gone = c
                c.activateInternal(on: self)
            } else if !wanted, let c = engineState[axis].gone {
                c.deactivateInternal()
                engineState[axis].gone = nil
            }
        }
    }
}

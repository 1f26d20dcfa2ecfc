import Foundation

extension View {
    /// The active constraints installed on this view: those whose items' nearest common
    /// ancestor is this view. The engine's own constraints (content size, autoresizing
    /// mask, margins) are not listed.
    public var constraints: [LayoutConstraint] { installedConstraints }

    /// Activates a constraint (it is installed on its items' nearest common ancestor,
    /// which UIKit requires to be this view or an ancestor of it).
    public func addConstraint(_ constraint: LayoutConstraint) { constraint.isActive = true }

    public func addConstraints(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates a constraint installed on this view.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        if constraint.installedView === self { constraint.isActive = false }
    }

    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for c in constraints { removeConstraint(c) }
    }

    /// The engine of the view's tree (its root's), created at first use.
    public var layoutEngine: LayoutEngine {
        let root = rootView
        if let engine = root.existingEngine { return engine }
        let engine = LayoutEngine(root: root)
        root.existingEngine = engine
        return engine
    }
}

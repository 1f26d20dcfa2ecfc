import Foundation
import Solver

/// Writing the solution into frames after a solve, and choosing whose `layoutSubviews`
/// runs.
///
/// After the first pass, and after any pass that did not change the shape of the tree,
/// only the frames of items whose variables the solver reports as changed are written
/// (with the subviews and guides of views whose origin moved, since their frames are
/// relative to it). Hiding one item of a long stack then costs the items that actually
/// move, not a walk over every view, and the views whose `layoutSubviews` runs are the
/// same as a full walk finds: those whose size changed, whose subviews moved, or that
/// asked with `setNeedsLayout()`.
extension LayoutEngine {
    /// Writes the frames the last solve changed and returns the views to lay out,
    /// parents first, in the order a depth-first walk of the tree meets them.
    /// - Complexity: O(variables) to find what changed (flat array comparisons), then
    ///   O(changed items + their subviews); a full walk when the tree changed shape.
    func writeChangedFrames() -> [View] {
        let changed = solver.takeChangedVariables()
        let requested = viewsRequestingLayout
        let setByHand = viewsWithSetFrames
        viewsRequestingLayout.removeAll()
        viewsWithSetFrames.removeAll()
        var toLayOut: [View] = []
        if needsFullFrameWalk {
            needsFullFrameWalk = false
            root.writeSolvedFrames(engine: self, parent: nil, parentOrigin: .zero, into: &toLayOut)
            return toLayOut
        }

        framePassMark &+= 1
        if framePassMark == 0 { framePassMark = 1 }
        let mark = framePassMark
        var views: [View] = []
        var guides: [LayoutGuide] = []
        func queue(_ item: LayoutItem) {
            guard item.framePassMark != mark else { return }
            item.framePassMark = mark
            if let view = item as? View { views.append(view) } else if let guide = item as? LayoutGuide { guides.append(guide) }
        }
        for variable in changed {
            // Every variable of this engine's solver belongs to a layout item.
            let itemVariable = unsafeDowncast(variable, to: ItemVariable.self)
            guard let item = itemVariable.item else { continue }
            queue(item)
            if let view = item as? View, itemVariable === view.minX || itemVariable === view.minY {
                for subview in view.subviews { queue(subview) }
                if let guide = view.storedMarginsGuide { queue(guide) }
                for guide in view.layoutGuides { queue(guide) }
            }
        }
        for entry in setByHand { if let view = entry.view { queue(view) } }

        // Each view once, and only while it needs layout (nothing clears that in a pass).
        framePassMark &+= 1
        if framePassMark == 0 { framePassMark = 1 }
        let listed = framePassMark
        func list(_ view: View) {
            guard view.needsLayout, view.framePassMark != listed else { return }
            view.framePassMark = listed
            toLayOut.append(view)
        }
        for view in views {
            let parent = view.superview
            let parentOrigin = parent.map { CGPoint(x: solvedValue($0.minX), y: solvedValue($0.minY)) } ?? .zero
            let (moved, resized) = view.writeSolvedFrame(engine: self, parent: parent, parentOrigin: parentOrigin)
            if moved, let parent { list(parent) }
            if resized { list(view) }
        }
        for guide in guides {
            guard let owner = guide.owningView else { continue }
            guide.writeSolvedFrame(engine: self, ownerOrigin: CGPoint(x: solvedValue(owner.minX), y: solvedValue(owner.minY)))
        }
        for entry in requested { if let view = entry.view { list(view) } }
        if toLayOut.count > 16 {
            // Sorting compares paths to the root and scans siblings; for many views one
            // walk of the tree puts them in order for less.
            toLayOut.removeAll(keepingCapacity: true)
            root.forEachViewInSubtree { view in if view.framePassMark == listed { toLayOut.append(view) } }
        } else if toLayOut.count > 1 {
            toLayOut.sort(by: View.precedesInTree)
        }
        return toLayOut
    }
}

extension View {
    /// Writes this view's frame (relative to `parent`, whose origin in root coordinates
    /// is `parentOrigin`) and reports whether it moved or changed size; a change asks
    /// the parent for layout, and a new size asks this view too.
    func writeSolvedFrame(engine: LayoutEngine, parent: View?, parentOrigin: CGPoint) -> (changed: Bool, resized: Bool) {
        let size = CGSize(width: engine.solvedValue(width), height: engine.solvedValue(height))
        let newFrame = parent == nil
            ? CGRect(origin: storedFrame.origin, size: size)
            : CGRect(x: engine.solvedValue(minX) - parentOrigin.x, y: engine.solvedValue(minY) - parentOrigin.y,
                     width: size.width, height: size.height)
        guard newFrame != storedFrame else { return (false, false) }
        let resized = newFrame.size != storedFrame.size
        storedFrame = newFrame
        if let parent, !parent.needsLayout { parent.needsLayout = true }
        if resized { needsLayout = true }
        return (true, resized)
    }

    /// Writes the frames of this view, its guides and every descendant, and collects
    /// the views whose `layoutSubviews` must run (those that asked, whose size changed,
    /// or whose subviews moved), parents first.
    func writeSolvedFrames(engine: LayoutEngine, parent: View?, parentOrigin: CGPoint, into toLayOut: inout [View]) {
        _ = writeSolvedFrame(engine: engine, parent: parent, parentOrigin: parentOrigin)
        let origin = CGPoint(x: engine.solvedValue(minX), y: engine.solvedValue(minY))
        if let guide = storedMarginsGuide { guide.writeSolvedFrame(engine: engine, ownerOrigin: origin) }
        for guide in layoutGuides { guide.writeSolvedFrame(engine: engine, ownerOrigin: origin) }
        let index = toLayOut.count
        for subview in subviews { subview.writeSolvedFrames(engine: engine, parent: self, parentOrigin: origin, into: &toLayOut) }
        if needsLayout { toLayOut.insert(self, at: index) }
    }

    /// Whether a depth-first walk of the tree meets `a` before `b` (both in one tree).
    /// - Complexity: O(depth), plus a scan of one view's subviews when neither is an
    ///   ancestor of the other.
    static func precedesInTree(_ a: View, _ b: View) -> Bool {
        if a === b { return false }
        let pathA = a.ancestry, pathB = b.ancestry
        var i = 0
        while i < pathA.count, i < pathB.count, pathA[i] === pathB[i] { i += 1 }
        if i == pathA.count { return true }     // a is an ancestor of b
        if i == pathB.count { return false }    // b is an ancestor of a
        // The two branches part below their common ancestor: its subviews' order decides.
        let x = pathA[i], y = pathB[i]
        for sibling in pathA[i - 1].subviews {
            if sibling === x { return true }
            if sibling === y { return false }
        }
        return false
    }

    /// The views from the root down to this one.
    var ancestry: [View] {
        var path: [View] = [self]
        var view = self
        while let parent = view.superview {
            path.append(parent)
            view = parent
        }
        return path.reversed()
    }
}

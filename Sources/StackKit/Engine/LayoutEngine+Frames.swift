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
    ///   O(changed items + their subviews); a full walk when the tree changed shape (or
    ///   is small, to order the views to lay out).
    func writeChangedFrames() -> [View] {
        let requested = viewsRequestingLayout
        let setByHand = viewsWithSetFrames
        viewsRequestingLayout.removeAll()
        viewsWithSetFrames.removeAll()
        for entry in setByHand { entry.view?.engineState.frameSetByHand = false }
        var toLayOut: [View] = []
        if needsFullFrameWalk {
            needsFullFrameWalk = false
            // The walk reads every value; the report is taken so that the next one starts here.
            solver.takeChangedValues { _, _ in }
            root.writeSolvedFrames(engine: self, parentOrigin: nil, into: &toLayOut)
            return toLayOut
        }

        framePassMark &+= 1
        if framePassMark == 0 { framePassMark = 1 }
        let mark = framePassMark
        // Views and guides are reached without retaining them (`withItem`, unchecked casts):
        // this loop runs over every item that moved.
        func list(_ view: View) {
            // Once, and only while it needs layout (nothing clears that during a pass).
            guard view.needsLayout, view.engineState.layoutListMark != mark else { return }
            view.engineState.layoutListMark = mark
            toLayOut.append(view)
        }
        let parentOrigins = FrameParentOrigins(engine: self)
        func noteChange(of view: View, _ change: (changed: Bool, resized: Bool)) {
            if change.changed { view.withFrameParent { list($0) } }
            if change.resized { list(view) }
        }
        // An item's whole frame, from the solution.
        func rewrite(_ item: LayoutItem) {
            guard item.framePassMark != mark else { return }
            item.framePassMark = mark
            let origin = parentOrigins.origin(of: item)
            if item.isView {
                let view = item.uncheckedView
                noteChange(of: view, view.writeSolvedFrame(engine: self, parentOrigin: origin))
            } else if let origin {
                item.uncheckedGuide.writeSolvedFrame(engine: self, ownerOrigin: origin)
            }
        }
        // Frames set by hand are written whole, first: the values below are then theirs already.
        for entry in setByHand { if let view = entry.view { rewrite(view) } }
        // One reported value into its item's frame: the other fields already hold their
        // variables' values (see ``View/writeSolvedValue(_:of:parentOrigin:engine:)``).
        solver.takeChangedValues { variable, value in
            let itemVariable = ItemVariable.unchecked(variable)
            itemVariable.withItem { item in
                // An item rewritten whole this pass already shows every value.
                if item.framePassMark != mark {
                    let solved = Self.withoutNoise(value ?? 0)
                    let origin = parentOrigins.origin(of: item)
                    if item.isView {
                        let view = item.uncheckedView
                        noteChange(of: view, view.writeSolvedValue(solved, of: itemVariable.role, parentOrigin: origin,
                                                                   engine: self))
                    } else if let origin {
                        item.uncheckedGuide.writeSolvedValue(solved, of: itemVariable.role, ownerOrigin: origin)
                    }
                }
                // Frames are relative to the superview: a moved view moves its subviews' frames.
                guard itemVariable.isOrigin, item.isView else { return }
                let view = item.uncheckedView
                for subview in view.subviews { rewrite(subview) }
                if let guide = view.storedMarginsGuide { rewrite(guide) }
                view.forEachInsetGuide { rewrite($0) }
                for guide in view.layoutGuides { rewrite(guide) }
            }
        }
        for entry in requested { if let view = entry.view { list(view) } }
        if toLayOut.count > 16 || (toLayOut.count > 1 && viewCount <= Self.smallTreeViewCount) {
            // Sorting compares paths to the root and scans siblings; for many views, or
            // in a small tree, one walk of the tree puts them in order for less.
            toLayOut.removeAll(keepingCapacity: true)
            root.forEachViewInSubtree { view in if view.engineState.layoutListMark == mark { toLayOut.append(view) } }
        } else if toLayOut.count > 1 {
            // A few views: sort them by their paths of subview indices from the root.
            let paths = toLayOut.map(\.indexPathInTree)
            toLayOut = zip(toLayOut, paths).sorted { $0.1.lexicographicallyPrecedes($1.1) }.map(\.0)
        }
        return toLayOut
    }
}

/// The solved origins of the frame parents met while frames are written, remembering
/// the last one: the items that move are mostly siblings (a stack's arranged views and
/// gap guides), and each would read the same two values. The solution does not change
/// while frames are written.
///
/// A class with unchecked fields rather than local variables captured by the writing
/// closures: those were checked for exclusive access at run time, at every item, which
/// cost as much as writing the frames.
private final class FrameParentOrigins {
    unowned(unsafe) let engine: LayoutEngine
    @exclusivity(unchecked) private var lastParent: Unmanaged<View>?
    @exclusivity(unchecked) private var lastOrigin = CGPoint.zero

    init(engine: LayoutEngine) { self.engine = engine }

    /// The origin in root coordinates of `item`'s frame parent; `nil` for a root.
    @inline(__always)
    func origin(of item: LayoutItem) -> CGPoint? {
        guard let parent = item.frameParent else { return nil }
        if parent.toOpaque() != lastParent?.toOpaque() {
            lastParent = parent
            lastOrigin = parent._withUnsafeGuaranteedRef { $0.solvedFrameOrigin(engine: engine) }
        }
        return lastOrigin
    }
}

extension LayoutEngine {
    /// The largest tree whose views to lay out are put in order by a walk of the tree
    /// even when they are few: a walk of a table cell's 20 views costs less than
    /// building and sorting the paths of 3 of them.
    static let smallTreeViewCount = 64
}

extension View {
    /// Writes this view's frame (relative to its superview, whose origin in root
    /// coordinates is `parentOrigin`; a root, with no `parentOrigin`, keeps its origin)
    /// and reports whether it moved or changed size; a change asks the superview for
    /// layout, and a new size asks this view too.
    func writeSolvedFrame(engine: LayoutEngine, parentOrigin: CGPoint?) -> (changed: Bool, resized: Bool) {
        let size = CGSize(width: engine.solvedValue(width), height: engine.solvedValue(height))
        var newFrame = parentOrigin.map {
            CGRect(x: engine.solvedValue(minX) - $0.x, y: engine.solvedValue(minY) - $0.y,
                   width: size.width, height: size.height)
        } ?? CGRect(origin: storedFrame.origin, size: size)
        if engineState.hasAlignmentInsets {
            // The variables are the alignment rectangle; the frame reaches beyond it.
            let i = engineState.alignmentInsets
            newFrame = CGRect(x: newFrame.minX - (parentOrigin == nil ? 0 : i.left),
                              y: newFrame.minY - (parentOrigin == nil ? 0 : i.top),
                              width: newFrame.width + i.left + i.right, height: newFrame.height + i.top + i.bottom)
        }
        return store(newFrame)
    }

    /// Writes one solved value (without noise) into this view's frame, as
    /// ``writeSolvedFrame(engine:parentOrigin:)`` would write it, and reports the change
    /// the same way. The other fields keep the values of their variables from the last
    /// write, which is right because every change of a variable is reported (and a change
    /// of the tree's shape or of alignment insets rewrites every frame): a hide in a long
    /// stack then reads one value per moved item instead of four.
    ///
    /// A frame reaching beyond its alignment rectangle mixes the fields, and is written
    /// whole instead.
    func writeSolvedValue(_ value: CGFloat, of role: ItemVariable.Role, parentOrigin: CGPoint?,
                          engine: LayoutEngine) -> (changed: Bool, resized: Bool) {
        guard !engineState.hasAlignmentInsets else { return writeSolvedFrame(engine: engine, parentOrigin: parentOrigin) }
        var newFrame = storedFrame
        switch role {
        case .width: newFrame.size.width = value
        case .height: newFrame.size.height = value
        case .minX:
            // A root keeps its origin.
            guard let parentOrigin else { return (false, false) }
            newFrame.origin.x = value - parentOrigin.x
        case .minY:
            guard let parentOrigin else { return (false, false) }
            newFrame.origin.y = value - parentOrigin.y
        }
        return store(newFrame)
    }

    /// Stores a newly solved frame, if it differs, and asks for the layout it calls for.
    ///
    /// Fields are compared one by one: `CGRect`'s `==` compares standardised rectangles,
    /// so a solved (5, 0, −5, 3) would have left (0, 0, 5, 3) in place, and the frame would
    /// no longer hold its variables' values (which ``writeSolvedValue(_:of:parentOrigin:engine:)``
    /// relies on, and the frame as set, which every output prints, would not be the solution).
    private func store(_ newFrame: CGRect) -> (changed: Bool, resized: Bool) {
        let old = storedFrame
        guard newFrame.origin != old.origin || newFrame.size != old.size else { return (false, false) }
        let resized = newFrame.size != old.size
        storedFrame = newFrame
        withFrameParent { $0.needsLayout = true }
        if resized { needsLayout = true }
        return (true, resized)
    }

    /// Writes the frames of this view, its guides and every descendant, and collects
    /// the views whose `layoutSubviews` must run (those that asked, whose size changed,
    /// or whose subviews moved), parents first.
    func writeSolvedFrames(engine: LayoutEngine, parentOrigin: CGPoint?, into toLayOut: inout [View]) {
        _ = writeSolvedFrame(engine: engine, parentOrigin: parentOrigin)
        let origin = solvedFrameOrigin(engine: engine)
        if let guide = storedMarginsGuide { guide.writeSolvedFrame(engine: engine, ownerOrigin: origin) }
        forEachInsetGuide { $0.writeSolvedFrame(engine: engine, ownerOrigin: origin) }
        for guide in layoutGuides { guide.writeSolvedFrame(engine: engine, ownerOrigin: origin) }
        let index = toLayOut.count
        for subview in subviews { subview.writeSolvedFrames(engine: engine, parentOrigin: origin, into: &toLayOut) }
        if needsLayout { toLayOut.insert(self, at: index) }
    }

    /// The origin of the view's frame in root coordinates, from the solved alignment
    /// rectangle: what its subviews' and guides' frames are relative to.
    @inline(__always)
    func solvedFrameOrigin(engine: LayoutEngine) -> CGPoint {
        let origin = CGPoint(x: engine.solvedValue(minX), y: engine.solvedValue(minY))
        guard engineState.hasAlignmentInsets else { return origin }
        return CGPoint(x: origin.x - engineState.alignmentInsets.left, y: origin.y - engineState.alignmentInsets.top)
    }

    /// The index of each view on the way down from the root to this one among its
    /// superview's subviews: a depth-first walk meets views in the lexicographic order of
    /// these paths, and an ancestor's path is a prefix of its descendants'.
    /// - Complexity: O(depth × siblings on the way).
    var indexPathInTree: [Int] {
        var path: [Int] = []
        var view = self
        while let parent = view.superview {
            path.append(parent.subviews.firstIndex { $0 === view } ?? 0)
            view = parent
        }
        path.reverse()
        return path
    }
}

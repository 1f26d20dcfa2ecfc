import Foundation
import Solver

extension View {
    /// The size the view's constraints give it when they may choose it freely, as close
    /// as they allow to `targetSize` (UIKit's semantics, at `fittingSizeLevel` on both
    /// axes: pass ``layoutFittingCompressedSize`` for the smallest size).
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it, with its width pulled towards
    /// `targetSize.width` at `horizontalFittingPriority` and its height towards
    /// `targetSize.height` at `verticalFittingPriority` (`.required` fixes it).
    ///
    /// ```swift
    /// let height = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0),
    ///     withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
    /// ```
    ///
    /// Only the view's subtree takes part (constraints to views outside it are ignored);
    /// the current layout is not disturbed.
    /// - Complexity: builds a solver for the subtree on each call.
    public func systemLayoutSizeFitting(_ targetSize: CGSize,
                                        withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
                                        verticalFittingPriority: LayoutPriority) -> CGSize {
        // Bring the tree's own constraints up to date first (without laying it out).
        updateConstraintsIfNeeded()
        var solver = fittingSolver(targetSize, horizontalFittingPriority, verticalFittingPriority)
        // Height-for-width: a multi-line label wraps at the width it was given, and the
        // size is solved again with its new height (a few rounds at most); the labels'
        // widths from layout are put back afterwards.
        let labels = labelsFollowingWidth()
        let layoutWidths = labels.map(\.layoutWidth)
        for _ in 0..<View.maximumLayoutPasses {
            var changed = false
            for label in labels {
                let width = LayoutEngine.withoutNoise(solver.value(of: label.width) ?? 0)
                guard width > 0, width != label.layoutWidth else { continue }
                let before = label.intrinsicContentSize
                label.layoutWidth = width
                if label.intrinsicContentSize != before { label.textLayoutChanged(); changed = true }
            }
            if !changed { break }
            solver = fittingSolver(targetSize, horizontalFittingPriority, verticalFittingPriority)
        }
        for (label, width) in zip(labels, layoutWidths) where label.layoutWidth != width {
            let before = label.intrinsicContentSize
            label.layoutWidth = width
            if label.intrinsicContentSize != before { label.textLayoutChanged() }
        }
        return CGSize(width: LayoutEngine.withoutNoise(solver.value(of: width) ?? 0),
                      height: LayoutEngine.withoutNoise(solver.value(of: height) ?? 0))
    }

    /// A solver holding this subtree's constraints, with the size pulled towards the target.
    private func fittingSolver(_ targetSize: CGSize, _ horizontalFittingPriority: LayoutPriority,
                               _ verticalFittingPriority: LayoutPriority) -> SimplexSolver {
        var constraints: [LayoutConstraint] = []
        forEachViewInSubtree { view in
            view.syncInternalConstraintsForFitting()
            if view !== self { constraints += view.engineState.frameConstraints }
            constraints += view.engineState.sizeConstraints
            if let guide = view.storedMarginsGuide { constraints += guide.marginConstraints }
            view.forEachInsetGuide { constraints += $0.marginConstraints }
            constraints += view.installedConstraints
        }
        let solver = SimplexSolver()
        let engine = rootView.layoutEngine
        for c in constraints {
            guard let first = c.firstItem?.anchorView, first.isDescendant(of: self) else { continue }
            if let second = c.secondItem {
                guard let view = second.anchorView, view.isDescendant(of: self) else { continue }
            }
            let sc = Solver.Constraint(engine.expression(for: c), engine.solverRelation(c.relation), priority: c.priority)
            try? solver.add(sc)   // a conflicting constraint is left out, as in layout
        }
        try? solver.add(minX == 0)
        try? solver.add(minY == 0)
        for (variable, target, priority) in [(width, targetSize.width, horizontalFittingPriority),
                                             (height, targetSize.height, verticalFittingPriority)] {
            guard target.isFinite, priority.isValid else { continue }
            try? solver.add((variable == Double(target)).priority(priority))
        }
        return solver
    }

    /// Brings the content-size and autoresizing constraints up to date for a fitting
    /// calculation (they are queued for the engine as usual).
    func syncInternalConstraintsForFitting() {
        if engineState.dirtyInEngine != nil || existingEngineOfTree == nil { syncInternalConstraints() }
    }

    var existingEngineOfTree: LayoutEngine? { rootView.existingEngine }
}

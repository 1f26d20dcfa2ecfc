import Foundation
import Solver

extension View {
    /// Moves a view whose layout is ambiguous to another solution that satisfies its
    /// constraints equally well, as UIKit's `exerciseAmbiguityInLayout()`; a view whose
    /// layout is fully determined does not move.
    ///
    /// ```swift
    /// box.hasAmbiguousLayout             // true: nothing fixes its x
    /// box.exerciseAmbiguityInLayout()    // box.frame.minX moves; call again to move back
    /// ```
    ///
    /// Deterministic: each ambiguous edge or length (x, then y, width, height) is pulled
    /// 100 points further, or as far as the constraints allow, by a constraint weaker
    /// than any other; successive
    /// calls pull in alternate directions, and a view already at the end of its range is
    /// pulled the other way. Where the new solution lies inside a range (not at one of
    /// its ends) the pull stays until the next call, and the view then reads as not
    /// ambiguous; at an end the pull is taken out and the view stays ambiguous. An edge
    /// no constraint mentions at all has no solution to move along and stays.
    /// - Complexity: one layout pass with the pulls, one without.
    public func exerciseAmbiguityInLayout() {
        layoutIfNeeded()
        let before = frame
        let forward = !engineState.exercisedForward
        engineState.exercisedForward = forward
        // The pulls an earlier call had to leave in place go first: the solution they
        // held gives way to another, which is this call's move.
        if !engineState.exercisePulls.isEmpty {
            for pull in engineState.exercisePulls { pull.deactivateInternal() }
            engineState.exercisePulls = []
            layoutIfNeeded()
            if frame != before { return }
        }
        // Pull one way; a view already at that end of its range is pulled the other way.
        if !pull(by: forward ? 100 : -100) || frame == before { _ = pull(by: forward ? -100 : 100) }
    }

    /// Pulls each ambiguous edge or length `step` points away, lays out, and takes the
    /// pulls out again. Returns whether anything was ambiguous.
    private func pull(by step: CGFloat) -> Bool {
        let engine = layoutEngine
        let solver = engine.solver
        let variables: [(Variable, LayoutConstraint.Attribute)] = [(minX, .left), (minY, .top), (width, .width),
                                                                     (height, .height)]
        var pulls: [LayoutConstraint] = []
        for (variable, attribute) in variables where solver.isAmbiguous(variable) {
            let target = engine.solvedValue(variable) + step
            let pull = LayoutConstraint(unchecked: self, attribute, .equal, nil, .notAnAttribute, 1,
                                        attribute.isDimension ? max(0, target) : target,
                                        priority: View.exercisePriority)
            pull.identifier = "SK-exercise-ambiguity"
            pull.activateInternal(on: self)
            pulls.append(pull)
        }
        guard !pulls.isEmpty else { return false }
        let before = frame
        layoutIfNeeded()
        let pulled = frame
        for pull in pulls { pull.deactivateInternal() }
        // At a corner of the solutions the view stays where the pulls left it; in the
        // middle of a range the solver would go back to a corner, so the pulls stay
        // (until the next call) and keep the other solution.
        layoutIfNeeded()
        if pulled != before, frame != pulled {
            for pull in pulls { pull.activateInternal(on: self) }
            engineState.exercisePulls = pulls
            layoutIfNeeded()
        }
        return true
    }

    /// Weaker than any priority a layout uses, so a pull only chooses among solutions
    /// that are equally good at every other level.
    static let exercisePriority = LayoutPriority(rawValue: 0.001)
}

import Foundation

/// What the layout engine keeps on a view for itself: the constraints it maintains for
/// the view, and its bookkeeping between passes. Only the engine and the files that feed
/// it read or write these; none of it is part of the UIKit-facing surface of ``View``.
///
/// ```swift
/// view.engineState[.horizontal].compressionResistance   // width >= intrinsic @750
/// view.engineState.frameConstraints                       // a root's or an autoresizing view's frame
/// ```
struct ViewEngineState {
    /// The constraints the engine maintains for one axis of the view.
    struct AxisConstraints {
        /// `size >= intrinsic` at the compression-resistance priority, while the view has
        /// an intrinsic size on this axis.
        var compressionResistance: LayoutConstraint?
        /// `size <= intrinsic` at the hugging priority, likewise.
        var hugging: LayoutConstraint?
        /// `size == 0` while the view is gone on this axis (``Visibility/gone(_:)``).
        var gone: LayoutConstraint?
    }

    var horizontal = AxisConstraints()
    var vertical = AxisConstraints()

    subscript(axis: LayoutConstraint.Axis) -> AxisConstraints {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }

    /// The content-size and gone constraints in use, in the order the engine has always
    /// added them (content sizes of both axes, then gone sizes), which keeps ties stable.
    var sizeConstraints: [LayoutConstraint] {
        [horizontal.compressionResistance, horizontal.hugging, vertical.compressionResistance, vertical.hugging,
         horizontal.gone, vertical.gone].compactMap { $0 }
    }

    /// The frame pinned by required constraints: `left, top, width, height`, relative to
    /// the superview for a view that translates its autoresizing mask, absolute for a root.
    var frameConstraints: [LayoutConstraint] = []
    /// Whether ``frameConstraints`` are a root's (absolute) rather than autoresizing ones.
    var frameConstraintsAreRoot = false

    /// Set by a stack view for its items: the weight of the content constraints inside
    /// their priority levels, so that among equal priorities the first item grows and
    /// shrinks first (deterministic ties).
    var contentTieBreakWeight: Double = 1

    /// The engine whose list of dirty views holds this view, if any.
    @Unretained var dirtyInEngine: LayoutEngine?
    /// The engine that found this view in its tree (see `LayoutEngine.isInTree`); only
    /// compared, never dereferenced, and forgotten whenever the view joins or leaves a tree.
    var memberOfEngine: ObjectIdentifier?
    /// The frame was set by hand since the last pass (the view is on its engine's list).
    var frameSetByHand = false
    /// The view's ``View/alignmentRectInsets`` as last read at a pass, and whether any is
    /// non-zero: the frame pass looks at the flag only, so views without insets (all of
    /// them by default) cost nothing more.
    var alignmentInsets = EdgeInsets.zero
    var hasAlignmentInsets = false
    /// The direction of the last ``View/exerciseAmbiguityInLayout()``: calls alternate.
    var exercisedForward = false
    /// The pulls of the last ``View/exerciseAmbiguityInLayout()`` that hold a solution
    /// inside a range (see there); empty otherwise.
    var exercisePulls: [LayoutConstraint] = []
    /// The frame pass that last listed this view for `layoutSubviews`.
    var layoutListMark: UInt32 = 0
}

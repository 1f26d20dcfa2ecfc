import Foundation

// The constraints the engine maintains for a view: its content size, and its frame when
// it is a root or translates its autoresizing mask into constraints.

extension LayoutConstraint {
    func activateInternal(on view: View) {
        installedView = view
        needsSync()
    }

    func deactivateInternal() {
        let engine = solverEngine ?? installedView?.rootView.existingEngine
        installedView = nil
        engine?.enqueue(self)
    }
}

extension View {
    /// The engine-maintained constraints currently in use.
    var ownInternalConstraints: [LayoutConstraint] {
        engineState.sizeConstraints + engineState.frameConstraints
    }

    /// Sets the weight of the view's content constraints inside their priority levels
    /// (stack views number their items so that the first one grows and shrinks first).
    func setContentTieBreakWeight(_ weight: Double) {
        guard engineState.contentTieBreakWeight != weight else { return }
        engineState.contentTieBreakWeight = weight
        contentSizeChanged()
    }

    func frameConstraintsChanged() {
        rootView.existingEngine?.noteDirty(self)
    }

    func contentSizeChanged() {
        rootView.existingEngine?.noteDirty(self)
    }

    /// Brings the content-size and frame constraints up to date (at the engine's pass).
    func syncInternalConstraints() {
        syncAlignmentInsets()
        syncFrameConstraints()
        syncContentConstraints()
        syncGoneConstraints()
    }

    private func syncFrameConstraints() {
        let isRoot = superview == nil
        guard isRoot || translatesAutoresizingMaskIntoConstraints else {
            for c in engineState.frameConstraints { c.deactivateInternal() }
            engineState.frameConstraints = []
            return
        }
        if !engineState.frameConstraints.isEmpty, engineState.frameConstraintsAreRoot == isRoot,
           isRoot || engineState.frameConstraints[0].secondItem === superview {
            // Same kind: constant changes only.
            let constants = frameConstraintConstants(isRoot: isRoot)
            for (c, constant) in zip(engineState.frameConstraints, constants) { c.constant = constant }
            return
        }
        let constants = frameConstraintConstants(isRoot: isRoot)
        for c in engineState.frameConstraints { c.deactivateInternal() }
        engineState.frameConstraintsAreRoot = isRoot
        if isRoot {
            engineState.frameConstraints = [
                LayoutConstraint(unchecked: self, .left, .equal, nil, .notAnAttribute, 1, constants[0]),
                LayoutConstraint(unchecked: self, .top, .equal, nil, .notAnAttribute, 1, constants[1]),
                LayoutConstraint(unchecked: self, .width, .equal, nil, .notAnAttribute, 1, constants[2]),
                LayoutConstraint(unchecked: self, .height, .equal, nil, .notAnAttribute, 1, constants[3]),
            ]
        } else {
            let parent = superview!
            engineState.frameConstraints = [
                LayoutConstraint(unchecked: self, .left, .equal, parent, .left, 1, constants[0]),
                LayoutConstraint(unchecked: self, .top, .equal, parent, .top, 1, constants[1]),
                LayoutConstraint(unchecked: self, .width, .equal, nil, .notAnAttribute, 1, constants[2]),
                LayoutConstraint(unchecked: self, .height, .equal, nil, .notAnAttribute, 1, constants[3]),
            ]
        }
        for c in engineState.frameConstraints {
            c.identifier = isRoot ? "SK-root-frame" : "SK-autoresizing-mask"
            c.owner = isRoot ? .rootFrame : .autoresizing
            c.activateInternal(on: self)
        }
    }

    /// The constants of the frame constraints (left, top, width, height). Constraints
    /// act on alignment rectangles, so the frame is inset by the view's alignment insets,
    /// and it is placed from the superview's frame, not its alignment rectangle.
    private func frameConstraintConstants(isRoot: Bool) -> [CGFloat] {
        let f = storedFrame
        guard engineState.hasAlignmentInsets || superview?.engineState.hasAlignmentInsets == true else {
            return isRoot ? [0, 0, f.width, f.height] : [f.minX, f.minY, f.width, f.height]
        }
        let own = engineState.alignmentInsets
        let parent = superview?.engineState.alignmentInsets ?? .zero
        let origin = isRoot ? CGPoint.zero : f.origin
        return [origin.x + own.left - parent.left, origin.y + own.top - parent.top,
                f.width - own.left - own.right, f.height - own.top - own.bottom]
    }

    /// Reads ``alignmentRectInsets`` (once per pass in which the view is dirty). New
    /// insets move the frame around the same alignment rectangle and re-place the
    /// subviews that translate their frames, so every frame is written again.
    private func syncAlignmentInsets() {
        let insets = alignmentRectInsets
        guard insets != engineState.alignmentInsets, insets.isFinite else { return }
        engineState.alignmentInsets = insets
        engineState.hasAlignmentInsets = insets != .zero
        for subview in subviews { subview.frameConstraintsChanged() }
        rootView.existingEngine?.needsFullFrameWalk = true
    }

    private func syncContentConstraints() {
        let size = intrinsicContentSize
        for axis in [LayoutConstraint.Axis.horizontal, .vertical] {
            var value = axis == .horizontal ? size.width : size.height
            if !value.isFinite {
                rootView.layoutEngine.report(.refused(.invalidNumber(Double(value),
                                                                     what: "intrinsic \(axis) size of \(debugName)")))
                value = View.noIntrinsicMetric
            }
            // Fields are read and written one at a time, not through a copy of the axis's
            // value or key paths: this runs for every dirty view of every pass.
            guard value >= 0 else {
                if axis == .horizontal {
                    engineState.horizontal.compressionResistance?.deactivateInternal()
                    engineState.horizontal.hugging?.deactivateInternal()
                    engineState.horizontal.compressionResistance = nil
                    engineState.horizontal.hugging = nil
                } else {
                    engineState.vertical.compressionResistance?.deactivateInternal()
                    engineState.vertical.hugging?.deactivateInternal()
                    engineState.vertical.compressionResistance = nil
                    engineState.vertical.hugging = nil
                }
                continue
            }
            let compression = compressionPriorities[axis.rawValue], hugging = huggingPriorities[axis.rawValue]
            if axis == .horizontal {
                engineState.horizontal.compressionResistance = contentConstraint(
                    engineState.horizontal.compressionResistance, .width, .greaterThanOrEqual, value, compression)
                engineState.horizontal.hugging = contentConstraint(
                    engineState.horizontal.hugging, .width, .lessThanOrEqual, value, hugging)
            } else {
                engineState.vertical.compressionResistance = contentConstraint(
                    engineState.vertical.compressionResistance, .height, .greaterThanOrEqual, value, compression)
                engineState.vertical.hugging = contentConstraint(
                    engineState.vertical.hugging, .height, .lessThanOrEqual, value, hugging)
            }
        }
    }

    /// A content-size constraint (`size >= intrinsic` or `size <= intrinsic`) brought up
    /// to date, or made and activated when there is none yet.
    private func contentConstraint(_ existing: LayoutConstraint?, _ attribute: LayoutConstraint.Attribute,
                                   _ relation: LayoutConstraint.Relation, _ value: CGFloat,
                                   _ priority: LayoutPriority) -> LayoutConstraint {
        let weight = engineState.contentTieBreakWeight
        if let c = existing {
            c.constant = value
            c.priority = priority
            c.weight = weight
            return c
        }
        let c = LayoutConstraint(unchecked: self, attribute, relation, nil, .notAnAttribute, 1, value, priority: priority)
        c.weight = weight
        c.identifier = relation == .greaterThanOrEqual ? "SK-content-compression" : "SK-content-hugging"
        c.owner = .contentSize
        c.activateInternal(on: self)
        return c
    }
}

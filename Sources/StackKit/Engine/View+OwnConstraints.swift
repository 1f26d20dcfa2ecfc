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
        let f = storedFrame
        if !engineState.frameConstraints.isEmpty, engineState.frameConstraintsAreRoot == isRoot,
           isRoot || engineState.frameConstraints[0].secondItem === superview {
            // Same kind: constant changes only.
            let constants = isRoot ? [0, 0, f.width, f.height] : [f.minX, f.minY, f.width, f.height]
            for (c, constant) in zip(engineState.frameConstraints, constants) { c.constant = constant }
            return
        }
        for c in engineState.frameConstraints { c.deactivateInternal() }
        engineState.frameConstraintsAreRoot = isRoot
        if isRoot {
            engineState.frameConstraints = [
                LayoutConstraint(unchecked: self, .left, .equal, nil, .notAnAttribute, 1, 0),
                LayoutConstraint(unchecked: self, .top, .equal, nil, .notAnAttribute, 1, 0),
                LayoutConstraint(unchecked: self, .width, .equal, nil, .notAnAttribute, 1, f.width),
                LayoutConstraint(unchecked: self, .height, .equal, nil, .notAnAttribute, 1, f.height),
            ]
        } else {
            let parent = superview!
            engineState.frameConstraints = [
                LayoutConstraint(unchecked: self, .left, .equal, parent, .left, 1, f.minX),
                LayoutConstraint(unchecked: self, .top, .equal, parent, .top, 1, f.minY),
                LayoutConstraint(unchecked: self, .width, .equal, nil, .notAnAttribute, 1, f.width),
                LayoutConstraint(unchecked: self, .height, .equal, nil, .notAnAttribute, 1, f.height),
            ]
        }
        for c in engineState.frameConstraints {
            c.identifier = isRoot ? "SK-root-frame" : "SK-autoresizing-mask"
            c.owner = isRoot ? .rootFrame : .autoresizing
            c.activateInternal(on: self)
        }
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
            var axisConstraints = engineState[axis]
            defer { engineState[axis] = axisConstraints }
            guard value >= 0 else {
                axisConstraints.compressionResistance?.deactivateInternal()
                axisConstraints.hugging?.deactivateInternal()
                axisConstraints.compressionResistance = nil
                axisConstraints.hugging = nil
                continue
            }
            let attribute: LayoutConstraint.Attribute = axis == .horizontal ? .width : .height
            let weight = engineState.contentTieBreakWeight
            let wanted: [(WritableKeyPath<ViewEngineState.AxisConstraints, LayoutConstraint?>,
                          LayoutConstraint.Relation, LayoutPriority)] = [
                (\.compressionResistance, .greaterThanOrEqual, compressionPriorities[axis.rawValue]),
                (\.hugging, .lessThanOrEqual, huggingPriorities[axis.rawValue]),
            ]
            for (slot, relation, priority) in wanted {
                if let c = axisConstraints[keyPath: slot] {
                    c.constant = value
                    c.priority = priority
                    c.weight = weight
                } else {
                    let c = LayoutConstraint(unchecked: self, attribute, relation, nil, .notAnAttribute, 1, value,
                                             priority: priority)
                    c.weight = weight
                    c.identifier = relation == .greaterThanOrEqual ? "SK-content-compression" : "SK-content-hugging"
                    c.owner = .contentSize
                    axisConstraints[keyPath: slot] = c
                    c.activateInternal(on: self)
                }
            }
        }
    }
}

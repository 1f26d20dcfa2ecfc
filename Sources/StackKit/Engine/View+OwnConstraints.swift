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
        contentConstraints.compactMap { $0 } + goneConstraints.compactMap { $0 } + frameConstraints
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
            for c in frameConstraints { c.deactivateInternal() }
            frameConstraints = []
            return
        }
        let f = storedFrame
        if !frameConstraints.isEmpty, frameConstraintsAreRoot == isRoot,
           isRoot || frameConstraints[0].secondItem === superview {
            // Same kind: constant changes only.
            let constants = isRoot ? [0, 0, f.width, f.height] : [f.minX, f.minY, f.width, f.height]
            for (c, constant) in zip(frameConstraints, constants) { c.constant = constant }
            return
        }
        for c in frameConstraints { c.deactivateInternal() }
        frameConstraintsAreRoot = isRoot
        if isRoot {
            frameConstraints = [
                LayoutConstraint(unchecked: self, .left, .equal, nil, .notAnAttribute, 1, 0),
                LayoutConstraint(unchecked: self, .top, .equal, nil, .notAnAttribute, 1, 0),
                LayoutConstraint(unchecked: self, .width, .equal, nil, .notAnAttribute, 1, f.width),
                LayoutConstraint(unchecked: self, .height, .equal, nil, .notAnAttribute, 1, f.height),
            ]
        } else {
            let parent = superview!
            frameConstraints = [
                LayoutConstraint(unchecked: self, .left, .equal, parent, .left, 1, f.minX),
                LayoutConstraint(unchecked: self, .top, .equal, parent, .top, 1, f.minY),
                LayoutConstraint(unchecked: self, .width, .equal, nil, .notAnAttribute, 1, f.width),
                LayoutConstraint(unchecked: self, .height, .equal, nil, .notAnAttribute, 1, f.height),
            ]
        }
        for c in frameConstraints {
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
            let compression = 2 * axis.rawValue, hugging = compression + 1
            guard value >= 0 else {
                contentConstraints[compression]?.deactivateInternal()
                contentConstraints[hugging]?.deactivateInternal()
                contentConstraints[compression] = nil
                contentConstraints[hugging] = nil
                continue
            }
            let attribute: LayoutConstraint.Attribute = axis == .horizontal ? .width : .height
            let wanted: [(Int, LayoutConstraint.Relation, LayoutPriority)] = [
                (compression, .greaterThanOrEqual, compressionPriorities[axis.rawValue]),
                (hugging, .lessThanOrEqual, huggingPriorities[axis.rawValue]),
            ]
            for (index, relation, priority) in wanted {
                if let c = contentConstraints[index] {
                    c.constant = value
                    c.priority = priority
                    c.weight = contentTieBreakWeight
                } else {
                    let c = LayoutConstraint(unchecked: self, attribute, relation, nil, .notAnAttribute, 1, value,
                                             priority: priority)
                    c.weight = contentTieBreakWeight
                    c.identifier = relation == .greaterThanOrEqual ? "SK-content-compression" : "SK-content-hugging"
                    c.owner = .contentSize
                    contentConstraints[index] = c
                    c.activateInternal(on: self)
                }
            }
        }
    }
}

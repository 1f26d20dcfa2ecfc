import Foundation
import StackKit

extension LayoutDocument {
    /// Builds the views, activates the constraints, sizes the root (`width`/`height`
    /// override the file's) and lays it out.
    /// - Throws: ``LayoutFileError`` for a constraint naming an unknown view or relating
    ///   attributes StackKit refuses, and for required constraints that conflict (StackKit's
    ///   report, placed at the file's constraint it concerns).
    public func build(width: Length? = nil, height: Length? = nil) throws(LayoutFileError) -> LayoutBuild {
        let root = View()
        root.identifier = self.root.identifier
        // Problems are collected and reported as one error, not printed as they happen.
        root.layoutEngine.diagnosticHandler = { _ in }
        if let margins = self.root.layoutMargins { root.layoutMargins = margins }
        if let direction = self.root.layoutDirection {
            root.traitOverrides.layoutDirection = direction == .rightToLeft ? .rightToLeft : .leftToRight
        }
        var views = ["root": root]
        views[self.root.identifier] = root
        var spacings: [(stack: StackView, item: View, spacing: Double)] = []
        var visibilities: [(View, Visibility)] = []
        for item in self.views {
            let view = makeView(item, views: &views, spacings: &spacings, visibilities: &visibilities)
            root.addSubview(view)
        }
        for (stack, item, spacing) in spacings { stack.setCustomSpacing(CGFloat(spacing), after: item) }
        var made: [ObjectIdentifier: LayoutDocument.Constraint] = [:]
        for entry in constraints {
            let constraint = try entry.make(views: views)
            made[ObjectIdentifier(constraint)] = entry
        }
        for (view, visibility) in visibilities { view.visibility = visibility }
        try size(root, width: width ?? self.root.width, height: height ?? self.root.height)
        root.layoutIfNeeded()
        if let diagnostic = root.layoutEngine.diagnostics.first {
            throw Self.error(for: diagnostic, constraints: made)
        }
        return LayoutBuild(root: root, views: views)
    }

    private func makeView(_ item: Item, views: inout [String: View], spacings: inout [(stack: StackView, item: View, spacing: Double)],
                          visibilities: inout [(View, Visibility)]) -> View {
        let view: View
        switch item.kind {
        case let .view(width, height):
            view = View()
            if width != nil || height != nil {
                view.intrinsicContentSize = CGSize(width: width ?? Double(View.noIntrinsicMetric),
                                                   height: height ?? Double(View.noIntrinsicMetric))
            }
        case let .label(text):
            view = Label(text)
        case let .stack(spec):
            let stack = StackView()
            stack.axis = spec.axis
            stack.distribution = spec.distribution
            stack.alignment = spec.alignment
            stack.spacing = CGFloat(spec.spacing)
            stack.isLayoutMarginsRelativeArrangement = spec.isLayoutMarginsRelativeArrangement
            stack.isBaselineRelativeArrangement = spec.isBaselineRelativeArrangement
            for arranged in spec.arrangedSubviews {
                let child = makeView(arranged, views: &views, spacings: &spacings, visibilities: &visibilities)
                stack.addArrangedSubview(child)
                if let spacing = arranged.customSpacingAfter { spacings.append((stack, child, spacing)) }
            }
            view = stack
        }
        view.identifier = item.identifier
        if let id = item.identifier { views[id] = view }
        view.translatesAutoresizingMaskIntoConstraints = false
        for (axis, p) in item.hugging { view.setContentHuggingPriority(LayoutPriority(p), for: axis) }
        for (axis, p) in item.compressionResistance { view.setContentCompressionResistancePriority(LayoutPriority(p), for: axis) }
        if let margins = item.layoutMargins { view.layoutMargins = margins }
        if let attribute = item.semanticContentAttribute { view.semanticContentAttribute = attribute }
        view.isHidden = item.isHidden
        if let visibility = item.visibility { visibilities.append((view, visibility)) }
        for sub in item.subviews {
            view.addSubview(makeView(sub, views: &views, spacings: &spacings, visibilities: &visibilities))
        }
        return view
    }

    /// Gives the root its size; "fit" on an axis takes the fitting size there (the other
    /// axis held at its given size).
    private func size(_ root: View, width: Length, height: Length) throws(LayoutFileError) {
        func points(_ length: Length) -> CGFloat {
            if case let .points(p) = length { return CGFloat(p) }
            return 0
        }
        var size = CGSize(width: points(width), height: points(height))
        if width == .fit || height == .fit {
            let fitting = root.systemLayoutSizeFitting(
                size, withHorizontalFittingPriority: width == .fit ? .fittingSizeLevel : .required,
                verticalFittingPriority: height == .fit ? .fittingSizeLevel : .required)
            if width == .fit { size.width = fitting.width }
            if height == .fit { size.height = fitting.height }
        }
        root.frame = CGRect(origin: .zero, size: size)
    }

    /// One message for StackKit's first report, at the file's constraint it concerns: the
    /// one left out if the file wrote it, else the first conflicting one the file wrote.
    static func error(for diagnostic: LayoutDiagnostic, constraints: [ObjectIdentifier: Constraint]) -> LayoutFileError {
        guard let broken = diagnostic.brokenConstraint else {
            return LayoutFileError("StackKit refused a change: \(diagnostic.error.map { "\($0)" } ?? diagnostic.description)", at: nil)
        }
        let involved = [broken] + diagnostic.conflictingConstraints
        let entry = involved.lazy.compactMap { constraints[ObjectIdentifier($0)] }.first
        if diagnostic.conflictingConstraints.isEmpty {
            // Nothing else is involved: the constraint cannot hold by itself.
            let reduction = entry.flatMap { $0.text.contradiction }.map { ": it reduces to \($0)" } ?? " by itself"
            return LayoutFileError("required constraint \(broken) can never hold\(reduction); StackKit left it out",
                                   at: entry?.source.location, path: entry?.path.description ?? "")
        }
        let others = diagnostic.conflictingConstraints.map { "\($0)" }.joined(separator: ", ")
        return LayoutFileError("required constraints conflict; StackKit left out \(broken), which conflicts with \(others)",
                               at: entry?.source.location, path: entry?.path.description ?? "")
    }
}

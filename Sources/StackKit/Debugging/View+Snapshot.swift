import Foundation

/// What a text snapshot shows beyond the views themselves.
public struct SnapshotOptions: Sendable {
    /// Rounds frames to pixels of this scale, as UIKit does on a 2x or 3x screen
    /// (`nil`: exact points, without rounding noise).
    public var displayScale: CGFloat?
    /// Adds each stack view's generated constraints, family by family.
    public var includesConstraints: Bool
    /// Adds the engine's diagnostics.
    public var includesDiagnostics: Bool

    public init(displayScale: CGFloat? = nil, includesConstraints: Bool = false, includesDiagnostics: Bool = false) {
        self.displayScale = displayScale
        self.includesConstraints = includesConstraints
        self.includesDiagnostics = includesDiagnostics
    }
}

extension View {
    /// A stable text picture of the view's subtree, for golden files: one line per view,
    /// indented by depth, with its type and identifier, its frame relative to its
    /// superview, `hidden`, and for stack views their configuration. There are no
    /// addresses, and numbers print the same everywhere (no `-0`, no rounding noise).
    /// Lays out first.
    ///
    /// ```
    /// View 'root' (0, 0, 320, 480)
    ///   StackView 'row' (16, 16, 92, 20) horizontal fill center spacing 8
    ///     View 'icon' (0, 0, 20, 20)
    ///     Label 'title' (28, 1.5, 40, 17) "Inbox"
    ///     Label 'badge' (68, 1.5, 0, 17) hidden "12"
    /// ```
    public func snapshot(_ options: SnapshotOptions = SnapshotOptions()) -> String {
        layoutIfNeeded()
        var lines: [String] = []
        appendSnapshotLines(depth: 0, options: options, to: &lines)
        if options.includesConstraints {
            forEachViewInSubtree { view in
                guard let stack = view as? StackView else { return }
                lines.append("")
                lines.append("constraints of \(stack.snapshotName):")
                for (family, constraints) in stack.arrangementConstraints() {
                    lines.append("  \(family):")
                    for c in constraints { lines.append("    " + c.snapshotDescription) }
                }
            }
        }
        if options.includesDiagnostics {
            let diagnostics = layoutEngine.diagnostics
            lines.append("")
            lines.append("diagnostics: \(diagnostics.count)")
            for d in diagnostics { lines.append(d.description) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The view's line and its subviews', indented by `depth`. A view whose direction
    /// differs from what it inherits (a right-to-left root, a view forced either way) says so.
    func appendSnapshotLines(depth: Int, options: SnapshotOptions, to lines: inout [String],
                             inheritedDirection: UserInterfaceLayoutDirection = .leftToRight) {
        let f = storedFrame
        let numbers = [f.origin.x, f.origin.y, f.size.width, f.size.height]
            .map { SnapshotNumber.format($0, scale: options.displayScale) }
        var line = String(repeating: "  ", count: depth) + snapshotName + " (" + numbers.joined(separator: ", ") + ")"
        if isHidden { line += " hidden" }
        let direction = effectiveUserInterfaceLayoutDirection
        if direction != inheritedDirection { line += " \(direction)" }
        if let stack = self as? StackView {
            // `spacingUseSystem` prints as UIKit code names it, with the points it stands for.
            let system = stack.spacing == StackView.spacingUseSystem
            let spacing = SnapshotNumber.format(system ? systemSpacing : stack.spacing, scale: nil)
            line += " \(stack.axis) \(stack.distribution) \(stack.alignment) spacing "
                + (system ? "system (\(spacing))" : spacing)
            if stack.isLayoutMarginsRelativeArrangement { line += " margins-relative" }
            if stack.isBaselineRelativeArrangement { line += " baseline-relative" }
        }
        if let label = self as? Label { line += " \"\(SnapshotText.escaped(label.text))\"" }
        lines.append(line)
        for subview in subviews {
            subview.appendSnapshotLines(depth: depth + 1, options: options, to: &lines, inheritedDirection: direction)
        }
    }

    var snapshotName: String {
        let type = String(describing: Swift.type(of: self))
        return identifier.map { "\(type) '\(SnapshotText.escaped($0))'" } ?? type
    }
}

extension LayoutConstraint {
    /// The constraint without its class name, for snapshots.
    var snapshotDescription: String {
        let text = description
        return String(text.dropFirst("<LayoutConstraint ".count).dropLast())
    }
}

/// Numbers as snapshots print them: integers without a fraction, others with at most
/// three decimals, never `-0`. Public so that other outputs (the `stackkit render` JSON)
/// print the same numbers.
///
/// ```swift
/// SnapshotNumber.format(1.5, scale: nil)     // "1.5"
/// SnapshotNumber.format(-0.0, scale: nil)    // "0"
/// SnapshotNumber.format(0.3, scale: 2)       // "0.5"
/// ```
public enum SnapshotNumber {
    /// `value` as snapshots print it, rounded to pixels of `scale` first when given.
    public static func format(_ value: CGFloat, scale: CGFloat? = nil) -> String {
        var v = Double(value)
        if let scale, scale > 0 { v = (v * Double(scale)).rounded() / Double(scale) }
        v = (v * 1000).rounded() / 1000
        if v == 0 { return "0" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        var text = String(format: "%.3f", v)
        while text.hasSuffix("0") { text.removeLast() }
        // A whole number beyond 1e15 leaves a bare point, which JSON does not allow.
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}

/// Text of identifiers and labels as every output prints it: control characters (a NUL,
/// a line break) are written as Swift escapes (`\0`, `\n`, `\u{1B}`), so that one view
/// is always one line and no output carries raw control bytes.
public enum SnapshotText {
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\0": result += "\\0"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if isControl(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}

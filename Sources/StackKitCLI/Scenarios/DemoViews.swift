import Foundation
import StackKit

/// Small builders the scenarios share, so each scenario file shows only its layout.
enum DemoViews {
    /// A root view of the given size whose engine collects diagnostics without printing
    /// them (the scenarios print them in their snapshots where they matter).
    static func root(_ width: CGFloat, _ height: CGFloat, _ identifier: String = "root") -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.identifier = identifier
        root.layoutEngine.diagnosticHandler = { _ in }
        return root
    }

    /// A plain view with an intrinsic size, as images and buttons are here.
    static func box(_ width: CGFloat, _ height: CGFloat, _ identifier: String) -> View {
        let view = View()
        view.identifier = identifier
        view.intrinsicContentSize = CGSize(width: width, height: height)
        return view
    }

    static func label(_ text: String, _ identifier: String) -> Label {
        let label = Label(text)
        label.identifier = identifier
        return label
    }

    static func stack(_ identifier: String, _ items: [View], axis: LayoutConstraint.Axis = .horizontal,
                      spacing: CGFloat = 0, alignment: StackView.Alignment = .fill) -> StackView {
        let stack = StackView(arrangedSubviews: items)
        stack.identifier = identifier
        stack.axis = axis
        stack.spacing = spacing
        stack.alignment = alignment
        return stack
    }

    /// Adds `child` to `parent` for placement by constraints.
    static func add(_ child: View, to parent: View) {
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
    }

    /// Activates constraints that keep `child`'s four edges `inset` inside `parent`'s.
    static func pinEdges(of child: View, to parent: View, inset: CGFloat) throws {
        try LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: inset),
            child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -inset),
            child.topAnchor.constraint(equalTo: parent.topAnchor, constant: inset),
            child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -inset),
        ])
    }
}

import Foundation

extension View {
    /// One self-contained HTML page to inspect the laid-out tree in a browser, as Xcode's
    /// view debugger does: the wireframe (``svgSnapshot(_:)``), the view tree beside it,
    /// and, for the view under the pointer or selected (in the tree or the picture), its
    /// frame, whether its layout is ambiguous, the constraints that place it (identifier,
    /// priority, and the stack view and family that generated it) and the engine's
    /// diagnostics that involve it. No network access: CSS, script and data are inline.
    /// The same tree always gives the same bytes. Lays out first.
    ///
    /// `#select=3` at the end of the page's address selects the view `v3` (the fourth
    /// line of the text snapshot) when the page opens.
    ///
    /// ```swift
    /// try root.inspectorHTML().write(toFile: "inbox.html", atomically: true, encoding: .utf8)
    /// ```
    public func inspectorHTML(_ options: SnapshotOptions = SnapshotOptions()) -> String {
        let picture = wireframe(options)
        let views = subtreeViews()
        var json = InspectorJSON()
        let data = json.document(views: views, wireframe: picture, root: self, scale: options.displayScale)
        var tree: [String] = []
        func list(_ index: Int) {
            let element = picture.elements[index]
            let children = picture.elements.filter { $0.parent == index }
            tree.append("<li><button type=\"button\" data-view=\"\(index)\" class=\"\(element.isHidden ? "hidden" : "")\">"
                + "\(SVGWriter.escaped(element.name))</button>")
            if !children.isEmpty {
                tree.append("<ul>")
                for child in children { list(child.index) }
                tree.append("</ul>")
            }
            tree.append("</li>")
        }
        list(0)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>StackKit inspector: \(SVGWriter.escaped(snapshotName))</title>
            <style>
            \(InspectorPage.css)
            </style>
            </head>
            <body>
            <header><h1>\(SVGWriter.escaped(snapshotName))</h1><span>\(views.count) views · \(SVGWriter.escaped(json.summary))</span></header>
            <main>
            <section id="canvas">
            \(picture.svg)</section>
            <nav id="tree"><ul>
            \(tree.joined(separator: "\n"))
            </ul></nav>
            <aside id="details"><p class="hint">Point at a view or select it in the tree.</p></aside>
            </main>
            <script type="application/json" id="stackkit-data">\(data)</script>
            <script>
            \(InspectorPage.script)
            </script>
            </body>
            </html>

            """
    }

    /// The views of the subtree, depth first, in the order of the text snapshot.
    func subtreeViews() -> [View] {
        var views: [View] = []
        func visit(_ view: View) {
            views.append(view)
            view.subviews.forEach(visit)
        }
        visit(self)
        return views
    }
}

/// The inspector's data: one object per view, and the diagnostics.
struct InspectorJSON {
    private(set) var summary = ""

    mutating func document(views: [View], wireframe: Wireframe, root: View, scale: CGFloat?) -> String {
        let index = Dictionary(views.enumerated().map { (ObjectIdentifier($1), $0) }, uniquingKeysWith: { a, _ in a })
        var generatedBy: [ObjectIdentifier: String] = [:]
        for case let stack as StackView in views {
            for (family, constraints) in stack.arrangementConstraints() {
                for c in constraints { generatedBy[ObjectIdentifier(c)] = "\(stack.snapshotName) · \(family)" }
            }
        }
        let engine = root.layoutEngine
        let ambiguous = Set(engine.solver.ambiguousVariables().map(ObjectIdentifier.init))
        let diagnostics = engine.diagnostics
        func viewIndex(_ item: LayoutItem?) -> Int? {
            guard let item else { return nil }
            if let view = item as? View { return index[ObjectIdentifier(view)] }
            return (item as? LayoutGuide)?.owningView.flatMap { index[ObjectIdentifier($0)] }
        }
        let diagnosticViews: [[Int]] = diagnostics.map { d in
            let constraints = d.brokenConstraint.map { [$0] + d.conflictingConstraints } ?? []
            return Array(Set(constraints.flatMap { [viewIndex($0.firstItem), viewIndex($0.secondItem)].compactMap { $0 } })).sorted()
        }
        let n = { (value: CGFloat) in SnapshotNumber.format(value, scale: scale) }
        var objects: [String] = []
        var ambiguousCount = 0
        for (i, view) in views.enumerated() {
            let element = wireframe.elements[i]
            let f = element.frame
            let variables = zip(["minX", "minY", "width", "height"], [view.minX, view.minY, view.width, view.height])
                .filter { engine.solver.value(of: $1) == nil || ambiguous.contains(ObjectIdentifier($1)) }.map(\.0)
            if !variables.isEmpty { ambiguousCount += 1 }
            let constraints = (view.constraintsAffectingLayout(for: .horizontal).map { ($0, "horizontal") }
                + view.constraintsAffectingLayout(for: .vertical).map { ($0, "vertical") }).map { c, axis in
                Self.object([
                    ("text", Self.string(c.snapshotDescription)),
                    ("identifier", c.identifier.map(Self.string) ?? "null"),
                    ("priority", Self.string(n(CGFloat(c.priority.rawValue)))),
                    ("axis", Self.string(axis)),
                    ("generatedBy", generatedBy[ObjectIdentifier(c)].map(Self.string) ?? "null"),
                ])
            }
            objects.append(Self.object([
                ("name", Self.string(element.name)),
                ("line", Self.string(element.line)),
                ("frame", Self.string("(\(n(f.minX)), \(n(f.minY)), \(n(f.width)), \(n(f.height)))")),
                ("hidden", element.isHidden ? "true" : "false"),
                ("ambiguous", "[" + variables.map(Self.string).joined(separator: ",") + "]"),
                ("constraints", "[" + constraints.joined(separator: ",") + "]"),
                ("diagnostics", "[" + diagnosticViews.indices.filter { diagnosticViews[$0].contains(i) }.map(String.init)
                    .joined(separator: ",") + "]"),
            ]))
        }
        summary = "\(diagnostics.count) diagnostic\(diagnostics.count == 1 ? "" : "s") · \(ambiguousCount) ambiguous"
        let diagnosticTexts = diagnostics.map { Self.string($0.description) }
        return "{\"views\":[\n" + objects.joined(separator: ",\n") + "\n],\"diagnostics\":[" + diagnosticTexts.joined(separator: ",") + "]}"
    }

    static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\"\($0)\":\($1)" }.joined(separator: ",") + "}"
    }

    /// A JSON string that is also safe inside a `<script>` element.
    static func string(_ text: String) -> String { JSONText.quoted(text, insideScript: true) }
}

import StackKit

extension LayoutDocument {
    /// Reads a layout file's text.
    /// - Throws: ``LayoutFileError`` for the first problem: JSON syntax, an unknown key, a
    ///   value of the wrong type, an unknown name, a negative size, a repeated identifier,
    ///   a constraint that does not parse.
    public static func read(_ text: String) throws(LayoutFileError) -> LayoutDocument {
        let node = try JSONReader.parse(text)
        var reader = DocumentReader()
        return try reader.document(node)
    }
}

/// The keys of each object of the format, in the order the documentation lists them.
enum LayoutKeys {
    static let document = ["root", "views", "constraints"]
    static let root = ["id", "width", "height", "layoutMargins", "layoutDirection"]
    static let item = ["id", "label", "stack", "size", "hugging", "compressionResistance", "hidden", "visibility",
                       "layoutMargins", "semanticContentAttribute", "customSpacingAfter", "subviews"]
    static let stack = ["axis", "distribution", "alignment", "spacing", "isLayoutMarginsRelativeArrangement",
                        "isBaselineRelativeArrangement", "arrangedSubviews"]
    static let size = ["width", "height"]
    static let axes = ["horizontal", "vertical"]
    static let insets = ["top", "left", "bottom", "right"]
    static let gone = ["gone"]
}

/// Walks the JSON tree of a layout file; remembers identifiers to refuse repeats.
struct DocumentReader {
    private var identifiers: [String: SourceLocation] = [:]

    mutating func document(_ node: JSONNode) throws(LayoutFileError) -> LayoutDocument {
        let object = try ObjectReader(node, path: .document, keys: LayoutKeys.document)
        var document = LayoutDocument()
        if let (rootNode, rootPath) = object.value("root") { document.root = try root(rootNode, rootPath) }
        // The root answers to "root" in constraints whatever its identifier.
        let rootLocation = object.value("root")?.node.location ?? node.location
        for name in Set([document.root.identifier, "root"]).sorted() { try claim(name, at: rootLocation, path: .document.key("root")) }
        for (element, path) in try object.array("views") ?? [] {
            document.views.append(try item(element, path, arranged: false))
        }
        for (element, path) in try object.array("constraints") ?? [] {
            document.constraints.append(try constraint(element, path))
        }
        return document
    }

    private mutating func root(_ node: JSONNode, _ path: JSONPath) throws(LayoutFileError) -> LayoutDocument.Root {
        let object = try ObjectReader(node, path: path, keys: LayoutKeys.root)
        var root = LayoutDocument.Root()
        if let id = try object.string("id") { root.identifier = id }
        if let (n, p) = object.value("width") { root.width = try length(n, p) }
        if let (n, p) = object.value("height") { root.height = try length(n, p) }
        if let (n, p) = object.value("layoutMargins") { root.layoutMargins = try insets(n, p) }
        root.layoutDirection = try object.choice("layoutDirection", "layout direction",
                                                 ["leftToRight": .leftToRight, "rightToLeft": .rightToLeft])
        return root
    }

    /// A root length: a size in points or "fit".
    private func length(_ node: JSONNode, _ path: JSONPath) throws(LayoutFileError) -> LayoutDocument.Length {
        if case .string = node.value {
            return try ObjectReader.choice(node, path, "length", ["fit": LayoutDocument.Length.fit])
        }
        guard case .number = node.value else { throw ObjectReader.mismatch("a number or \"fit\"", node, path) }
        return .points(try ObjectReader.size(node, path))
    }

    private mutating func item(_ node: JSONNode, _ path: JSONPath, arranged: Bool) throws(LayoutFileError) -> LayoutDocument.Item {
        let object = try ObjectReader(node, path: path, keys: LayoutKeys.item)
        var item = LayoutDocument.Item()
        if let id = try object.string("id") {
            try claim(id, at: object.value("id")!.node.location, path: path.key("id"))
            item.identifier = id
        }
        if object.has("label") && object.has("stack") {
            throw LayoutFileError("a view is a label or a stack, not both", at: object.location(of: "stack"), path: path.key("stack").description)
        }
        if object.has("size") && (object.has("label") || object.has("stack")) {
            throw LayoutFileError("only a plain view has a \"size\" (a label's comes from its text, a stack's from its items)",
                                  at: object.location(of: "size"), path: path.key("size").description)
        }
        if let text = try object.string("label") {
            item.kind = .label(text)
        } else if let (n, p) = object.value("stack") {
            item.kind = .stack(try stack(n, p))
        } else if let (n, p) = object.value("size") {
            let size = try ObjectReader(n, path: p, keys: LayoutKeys.size)
            item.kind = .view(width: try size.size("width"), height: try size.size("height"))
        }
        if let (n, p) = object.value("hugging") { item.hugging = try priorities(n, p) }
        if let (n, p) = object.value("compressionResistance") { item.compressionResistance = try priorities(n, p) }
        if object.has("hidden") && object.has("visibility") {
            throw LayoutFileError("give either \"hidden\" or \"visibility\", not both", at: object.location(of: "visibility"),
                                  path: path.key("visibility").description)
        }
        item.isHidden = try object.bool("hidden") ?? false
        if let (n, p) = object.value("visibility") { item.visibility = try visibility(n, p) }
        if let (n, p) = object.value("layoutMargins") { item.layoutMargins = try insets(n, p) }
        item.semanticContentAttribute = try object.choice("semanticContentAttribute", "semantic content attribute", [
            "unspecified": .unspecified, "playback": .playback, "spatial": .spatial,
            "forceLeftToRight": .forceLeftToRight, "forceRightToLeft": .forceRightToLeft,
        ])
        if let (n, p) = object.value("customSpacingAfter") {
            guard arranged else {
                throw LayoutFileError("\"customSpacingAfter\" applies only to a stack's arranged subviews", at: object.location(of: "customSpacingAfter"),
                                      path: p.description)
            }
            item.customSpacingAfter = try ObjectReader.number(n, p)
        }
        for (element, p) in try object.array("subviews") ?? [] {
            item.subviews.append(try self.item(element, p, arranged: false))
        }
        return item
    }

    private mutating func stack(_ node: JSONNode, _ path: JSONPath) throws(LayoutFileError) -> LayoutDocument.Stack {
        let object = try ObjectReader(node, path: path, keys: LayoutKeys.stack)
        var stack = LayoutDocument.Stack()
        stack.axis = try object.choice("axis", "axis", ["horizontal": .horizontal, "vertical": .vertical]) ?? .horizontal
        stack.distribution = try object.choice("distribution", "distribution", [
            "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
            "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
        ]) ?? .fill
        stack.alignment = try object.choice("alignment", "alignment", [
            "fill": .fill, "leading": .leading, "top": .top, "firstBaseline": .firstBaseline, "center": .center,
            "trailing": .trailing, "bottom": .bottom, "lastBaseline": .lastBaseline,
        ]) ?? .fill
        stack.spacing = try object.number("spacing") ?? 0
        stack.isLayoutMarginsRelativeArrangement = try object.bool("isLayoutMarginsRelativeArrangement") ?? false
        stack.isBaselineRelativeArrangement = try object.bool("isBaselineRelativeArrangement") ?? false
        for (element, p) in try object.array("arrangedSubviews") ?? [] {
            stack.arrangedSubviews.append(try item(element, p, arranged: true))
        }
        return stack
    }

    /// A priority for both axes (a number) or per axis (`{"horizontal": 251}`).
    private func priorities(_ node: JSONNode, _ path: JSONPath) throws(LayoutFileError) -> [LayoutConstraint.Axis: Float] {
        if case .number = node.value {
            let p = try priority(node, path)
            return [.horizontal: p, .vertical: p]
        }
        guard case .object = node.value else { throw ObjectReader.mismatch("a number or an object", node, path) }
        let object = try ObjectReader(node, path: path, keys: LayoutKeys.axes)
        var result: [LayoutConstraint.Axis: Float] = [:]
        for (key, axis) in [("horizontal", LayoutConstraint.Axis.horizontal), ("vertical", .vertical)] {
            if let (n, p) = object.value(key) { result[axis] = try priority(n, p) }
        }
        return result
    }

    private func priority(_ node: JSONNode, _ path: JSONPath) throws(LayoutFileError) -> Float {
        let p = try ObjectReader.number(node, path)
        guard p > 0, p <= 1000 else {
            throw LayoutFileError("priority \(LayoutNumber.format(p)) is outside (0, 1000]", at: node.location, path: path.description)
        }
        return Float(p)
    }

    /// Margins for every side (a number) or per side (`{"top": 8, "left": 16}`, others 0).
    private func insets(_ node: JSONNode, _ path: JSONPath) throws(LayoutFileError) -> EdgeInsets {
        if case .number = node.value { return EdgeInsets(all: try ObjectReader.number(node, path)) }
        guard case .object = node.value else { throw ObjectReader.mismatch("a number or an object", node, path) }
        let object = try ObjectReader(node, path: path, keys: LayoutKeys.insets)
        return EdgeInsets(top: try object.number("top") ?? 0, left: try object.number("left") ?? 0,
                          bottom: try object.number("bottom") ?? 0, right: try object.number("right") ?? 0)
    }

    /// `"visible"`, `"invisible"`, `"gone"` (every edge) or `{"gone": ["leading", …]}`.
    private func visibility(_ node: JSONNode, _ path: JSONPath) throws(LayoutFileError) -> Visibility {
        if case .string = node.value {
            return try ObjectReader.choice(node, path, "visibility", ["visible": .visible, "invisible": .invisible, "gone": .gone(.all)])
        }
        guard case .object = node.value else { throw ObjectReader.mismatch("a string or an object", node, path) }
        let object = try ObjectReader(node, path: path, keys: LayoutKeys.gone)
        guard let elements = try object.array("gone") else {
            throw LayoutFileError("expected the key \"gone\" with a list of edges", at: node.location, path: path.description)
        }
        var edges: VisibilityEdges = []
        for (n, p) in elements {
            edges.formUnion(try ObjectReader.choice(n, p, "edge", [
                "leading": VisibilityEdges.leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
                "left": .left, "right": .right, "horizontal": .horizontal, "vertical": .vertical, "all": .all,
            ]))
        }
        return .gone(edges)
    }

    private func constraint(_ node: JSONNode, _ path: JSONPath) throws(LayoutFileError) -> LayoutDocument.Constraint {
        let text = try ObjectReader.string(node, path)
        do {
            return LayoutDocument.Constraint(text: try ConstraintParser.parse(text), source: node, path: path)
        } catch {
            throw LayoutFileError(error.message, at: node.location(ofCharacterAt: error.offset), path: path.description)
        }
    }

    /// Records an identifier; a second view with the same one is an error, since
    /// constraints name views by it.
    private mutating func claim(_ id: String, at location: SourceLocation, path: JSONPath) throws(LayoutFileError) {
        if let first = identifiers[id] {
            throw LayoutFileError("duplicate identifier \"\(id)\" (first used at \(first))", at: location, path: path.description)
        }
        guard !["superview"].contains(id) else {
            throw LayoutFileError("\"superview\" is reserved in constraints and cannot be an identifier", at: location, path: path.description)
        }
        identifiers[id] = location
    }
}

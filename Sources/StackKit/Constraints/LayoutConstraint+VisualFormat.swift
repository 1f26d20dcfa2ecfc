import Foundation

// The visual format language, as UIKit's
// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`.

extension LayoutConstraint {
    /// How the views of a visual format line up across its axis, as UIKit's
    /// `NSLayoutConstraint.FormatOptions`: each view after the first gets `attribute ==`
    /// the first view's.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)

        static let attributes: [(FormatOptions, Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
            (.alignAllFirstBaseline, .firstBaseline),
        ]
    }

    /// The constraints a visual format describes, inactive, as UIKit's
    /// `constraints(withVisualFormat:options:metrics:views:)`.
    ///
    /// ```swift
    /// let views = ["icon": icon, "title": title]
    /// let row = try LayoutConstraint.constraints(withVisualFormat: "H:|-[icon(40)]-gap-[title(>=80@750)]-|",
    ///                                            options: [.alignAllCenterY], metrics: ["gap": 12],
    ///                                            views: views)
    /// try LayoutConstraint.activate(row)
    /// ```
    ///
    /// `H:` (the default) or `V:`; `|` is the superview; `-` alone is the standard
    /// spacing (8 between views, 20 to the superview's edge); `-n-` or `-(>=n@p)-` a
    /// spacing with a relation and a priority; `[view(predicates)]` a view with size
    /// predicates (numbers, metric names or other views, comma-separated).
    /// - Throws: ``LayoutError/invalidVisualFormat(_:format:position:)`` naming what is
    ///   wrong and where (an unknown view or metric, a syntax error, an option along the
    ///   format's own axis, `|` for a view without a superview), or
    ///   ``LayoutError/invalidNumber(_:what:)`` for a NaN or infinite metric.
    /// - Complexity: O(length of the format).
    public static func constraints(withVisualFormat format: String, options: FormatOptions = [],
                                   metrics: [String: CGFloat]? = nil,
                                   views: [String: View]) throws(LayoutError) -> [LayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
        return try parser.parse(options: options)
    }
}

/// A recursive-descent reader of one visual format.
private struct VisualFormatParser {
    let format: String
    let chars: [Character]
    let metrics: [String: CGFloat]
    let views: [String: View]
    var index = 0

    init(format: String, metrics: [String: CGFloat], views: [String: View]) {
        self.format = format
        chars = Array(format)
        self.metrics = metrics
        self.views = views
    }

    /// One `relation object @priority` of a connection or a size.
    struct Predicate {
        var relation: LayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: View?
        var priority: LayoutPriority = .required
    }

    /// The spacing between two elements: none (adjacent), standard, or predicates.
    enum Connection {
        case adjacent, standard
        case predicates([Predicate])
    }

    func error(_ reason: String, at position: Int? = nil) -> LayoutError {
        .invalidVisualFormat(reason, format: format, position: position ?? index)
    }

    var current: Character? { index < chars.count ? chars[index] : nil }

    mutating func consume(_ c: Character) -> Bool {
        guard current == c else { return false }
        index += 1
        return true
    }

    mutating func expect(_ c: Character) throws(LayoutError) {
        guard consume(c) else { throw error("Expected '\(c)'") }
    }

    mutating func parse(options: LayoutConstraint.FormatOptions) throws(LayoutError) -> [LayoutConstraint] {
        var axis = LayoutConstraint.Axis.horizontal
        if chars.count >= 2, chars[1] == ":", chars[0] == "H" || chars[0] == "V" {
            axis = chars[0] == "H" ? .horizontal : .vertical
            index = 2
        }
        let (lead, trail, size) = axis == .horizontal
            ? (LayoutConstraint.Attribute.leading, LayoutConstraint.Attribute.trailing, LayoutConstraint.Attribute.width)
            : (.top, .bottom, .height)
        var constraints: [LayoutConstraint] = []
        var placed: [View] = []
        // The element before the next connection: the superview (at `|`) or a view.
        var previous: (view: View?, isSuperview: Bool, position: Int)? = nil
        var pending: Connection? = nil
        if consume("|") {
            previous = (nil, true, index - 1)
            pending = try parseConnection()
            if current == nil { throw error("Expected a view") }
        }
        while current != nil {
            let start = index
            guard consume("[") else { throw error("Expected a view") }
            let name = parseIdentifier()
            guard !name.isEmpty else { throw error("Expected a view name", at: start + 1) }
            guard let view = views[name] else {
                throw error("\(name) is not a key in the views dictionary.", at: start + 1)
            }
            // The spacing before the view comes first, then its size, as the format reads.
            var sizes: [LayoutConstraint] = []
            if consume("(") {
                for p in try parsePredicates(allowViews: true) {
                    sizes.append(LayoutConstraint(unchecked: view, size, p.relation, p.view,
                                                  p.view == nil ? .notAnAttribute : size, 1, p.constant,
                                                  priority: p.priority))
                }
                try expect(")")
            }
            try expect("]")
            if let prev = previous {
                let from: View
                if prev.isSuperview {
                    guard let superview = view.superview else {
                        throw error("Unable to interpret '|' character, because the related view doesn't have a superview",
                                    at: prev.position)
                    }
                    from = superview
                } else {
                    from = prev.view!
                }
                let fromAttribute = prev.isSuperview ? lead : trail
                constraints += spacing(pending ?? .adjacent, first: view, lead, second: from, fromAttribute,
                                       toSuperview: prev.isSuperview)
            }
            constraints += sizes
            placed.append(view)
            previous = (view, false, start)
            pending = nil
            guard current != nil else { break }
            if current == "|" { break }
            pending = try parseConnection()
            if current == "|" { break }
            if current == nil { throw error("Expected a view or '|'") }
        }
        if let bar = current, bar == "|" {
            let position = index
            index += 1
            guard let last = placed.last else { throw error("Expected a view", at: position) }
            guard let superview = last.superview else {
                throw error("Unable to interpret '|' character, because the related view doesn't have a superview",
                            at: position)
            }
            constraints += spacing(pending ?? .adjacent, first: superview, trail, second: last, trail, toSuperview: true)
            if current != nil { throw error("Expected the end of the format") }
        } else if pending != nil {
            throw error("Expected a view or '|'")
        }
        guard placed.count > 0 else { throw error("Expected a view", at: 0) }
        constraints += try alignment(options, of: placed, axis: axis)
        return constraints
    }

    /// `first.a (relation) second.b + constant` for each predicate of a connection.
    func spacing(_ connection: Connection, first: View, _ a: LayoutConstraint.Attribute, second: View,
                 _ b: LayoutConstraint.Attribute, toSuperview: Bool) -> [LayoutConstraint] {
        let predicates: [Predicate]
        switch connection {
        case .adjacent: predicates = [Predicate()]
        case .standard: predicates = [Predicate(constant: toSuperview ? 20 : 8)]
        case let .predicates(list): predicates = list
        }
        return predicates.map {
            LayoutConstraint(unchecked: first, a, $0.relation, second, b, 1, $0.constant, priority: $0.priority)
        }
    }

    func alignment(_ options: LayoutConstraint.FormatOptions, of views: [View],
                   axis: LayoutConstraint.Axis) throws(LayoutError) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        for (option, attribute) in LayoutConstraint.FormatOptions.attributes where options.contains(option) {
            guard attribute.axis != axis else {
                let edge = axis == .horizontal ? "horizontal" : "vertical"
                throw error("Options mask required views to be aligned on a \(edge) edge, which is not allowed "
                            + "for layout that is also \(edge).", at: 0)
            }
            for view in views.dropFirst() {
                result.append(LayoutConstraint(unchecked: view, attribute, .equal, views[0], attribute, 1, 0))
            }
        }
        return result
    }

    /// After a view or `|`: `-`, `-n-`, `-(…)-`, or nothing before `[`.
    mutating func parseConnection() throws(LayoutError) -> Connection {
        guard consume("-") else { return .adjacent }
        if current == "[" || current == "|" { return .standard }
        let predicates: [Predicate]
        if consume("(") {
            predicates = try parsePredicates(allowViews: false)
            try expect(")")
        } else {
            predicates = [try parsePredicate(allowViews: false)]
        }
        try expect("-")
        return .predicates(predicates)
    }

    mutating func parsePredicates(allowViews: Bool) throws(LayoutError) -> [Predicate] {
        var list = [try parsePredicate(allowViews: allowViews)]
        while consume(",") { list.append(try parsePredicate(allowViews: allowViews)) }
        return list
    }

    mutating func parsePredicate(allowViews: Bool) throws(LayoutError) -> Predicate {
        var p = Predicate()
        if consume("=") { try expect("="); p.relation = .equal }
        else if consume("<") { try expect("="); p.relation = .lessThanOrEqual }
        else if consume(">") { try expect("="); p.relation = .greaterThanOrEqual }
        let start = index
        if let number = parseNumber() {
            p.constant = number
        } else {
            let name = parseIdentifier()
            guard !name.isEmpty else { throw error("Expected a number, a metric or a view name") }
            if let value = metrics[name] {
                p.constant = try finite(value, name)
            } else if allowViews, let view = views[name] {
                p.view = view
            } else {
                throw error("\(name) is not a key in the metrics dictionary.", at: start)
            }
        }
        if consume("@") {
            let at = index
            if let number = parseNumber() {
                p.priority = LayoutPriority(rawValue: Float(number))
            } else {
                let name = parseIdentifier()
                guard let value = metrics[name] else {
                    throw error(name.isEmpty ? "Expected a priority" : "\(name) is not a key in the metrics dictionary.",
                                at: at)
                }
                p.priority = LayoutPriority(rawValue: Float(try finite(value, name)))
            }
            guard p.priority.isValid else { throw .invalidPriority(p.priority) }
        }
        return p
    }

    func finite(_ value: CGFloat, _ name: String) throws(LayoutError) -> CGFloat {
        guard value.isFinite else { throw .invalidNumber(Double(value), what: "metric \(name)") }
        return value
    }

    mutating func parseIdentifier() -> String {
        let start = index
        while let c = current, c.isLetter || c == "_" || (index > start && c.isNumber) { index += 1 }
        return String(chars[start..<index])
    }

    mutating func parseNumber() -> CGFloat? {
        let start = index
        if current == "-" { index += 1 }
        while let c = current, c.isNumber || c == "." { index += 1 }
        guard index > start, let value = Double(String(chars[start..<index])) else {
            index = start
            return nil
        }
        return CGFloat(value)
    }
}

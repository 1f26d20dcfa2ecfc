import StackKit

/// Parses the constraint grammar of layout files (Docs/LayoutFiles.md):
///
///     constraint := anchor relation expression [ "@" priority ]
///     anchor     := NAME "." ATTRIBUTE
///     relation   := "==" | ">=" | "<="
///     expression := term [ ("+" | "-") NUMBER ] | [ "-" ] NUMBER
///     term       := [ NUMBER "*" ] anchor | anchor [ "*" NUMBER ]
///     priority   := NUMBER | "required" | "high" | "low" | …
public struct ConstraintParser {
    private enum Token: Equatable {
        case name(String)
        case number(Double)
        case dot, plus, minus, star, at
        case relation(LayoutConstraint.Relation)
        case end
    }

    private var tokens: [(token: Token, offset: Int)] = []
    private var position = 0

    public static func parse(_ text: String) throws(ConstraintSyntaxError) -> ConstraintText {
        var parser = ConstraintParser()
        parser.tokens = try tokenize(text)
        return try parser.parseConstraint()
    }

    // MARK: Grammar

    private mutating func parseConstraint() throws(ConstraintSyntaxError) -> ConstraintText {
        let first = try parseAnchor()
        guard case let .relation(relation) = current else { throw unexpected("a relation (==, >=, <=)") }
        position += 1
        var result = ConstraintText(first: first, relation: relation, second: nil, multiplier: 1, constant: 0,
                                    priority: nil, priorityOffset: nil)
        let couldTakeAConstant = try parseExpression(into: &result)
        if current == .at {
            position += 1
            result.priorityOffset = offset
            switch current {
            case let .number(p): result.priority = Float(p)
            case let .name(name):
                guard let p = ConstraintText.priorityNames.first(where: { $0.key == name })?.value else {
                    let names = ConstraintText.priorityNames.map(\.key).joined(separator: ", ")
                    throw ConstraintSyntaxError(message: "unknown priority \"\(name)\" (a number or one of: \(names))", offset: offset)
                }
                result.priority = p
            default: throw unexpected("a priority after '@'")
            }
            position += 1
        }
        guard current == .end else {
            throw unexpected(result.priority != nil ? "the end" : couldTakeAConstant ? "'+', '-', '@' or the end" : "'@' or the end")
        }
        return result
    }

    /// Returns whether the expression ended where a constant could still follow.
    private mutating func parseExpression(into result: inout ConstraintText) throws(ConstraintSyntaxError) -> Bool {
        switch current {
        case .minus:
            position += 1
            guard case let .number(n) = current else { throw unexpected("a number after '-'") }
            position += 1
            result.constant = -n
            return false
        case let .number(n):
            position += 1
            if current == .star {
                position += 1
                result.multiplier = n
                result.second = try parseAnchor()
            } else {
                result.constant = n
                return false
            }
        case .name:
            result.second = try parseAnchor()
            if current == .star {
                position += 1
                guard case let .number(n) = current else { throw unexpected("a multiplier after '*'") }
                position += 1
                result.multiplier = n
            }
        default:
            throw unexpected("a view's attribute or a number")
        }
        guard current == .plus || current == .minus else { return true }
        let sign: Double = current == .minus ? -1 : 1
        position += 1
        guard case let .number(n) = current else { throw unexpected("a number after '\(sign < 0 ? "-" : "+")'") }
        position += 1
        result.constant = sign * n
        return false
    }

    private mutating func parseAnchor() throws(ConstraintSyntaxError) -> ConstraintText.Anchor {
        guard case let .name(item) = current else { throw unexpected("a view name") }
        let itemOffset = offset
        position += 1
        guard current == .dot else { throw unexpected("'.' and an attribute after \"\(item)\"") }
        position += 1
        guard case let .name(attributeName) = current else { throw unexpected("an attribute after \"\(item).\"") }
        guard let attribute = ConstraintText.attributes[attributeName] else {
            let names = LayoutConstraint.Attribute.allCases.filter { $0 != .notAnAttribute }.map(\.description)
            throw ConstraintSyntaxError(message: "unknown attribute \"\(attributeName)\" (expected one of: \(names.joined(separator: ", ")))",
                                        offset: offset)
        }
        let attributeOffset = offset
        position += 1
        return ConstraintText.Anchor(item: item, attribute: attribute, itemOffset: itemOffset, attributeOffset: attributeOffset)
    }

    private var current: Token { tokens[position].token }
    private var offset: Int { tokens[position].offset }

    private func unexpected(_ expected: String) -> ConstraintSyntaxError {
        let found: String
        switch current {
        case .end: found = "the end"
        case let .name(n): found = "\"\(n)\""
        case let .number(n): found = LayoutNumber.format(n)
        case .dot: found = "'.'"
        case .plus: found = "'+'"
        case .minus: found = "'-'"
        case .star: found = "'*'"
        case .at: found = "'@'"
        case let .relation(r): found = "'\(r)'"
        }
        return ConstraintSyntaxError(message: "expected \(expected), found \(found)", offset: offset)
    }

    // MARK: Tokens

    private static func tokenize(_ text: String) throws(ConstraintSyntaxError) -> [(token: Token, offset: Int)] {
        let s = Array(text.unicodeScalars)
        var tokens: [(token: Token, offset: Int)] = []
        var i = 0
        func isNameStart(_ c: Unicode.Scalar) -> Bool { c.properties.isAlphabetic || c == "_" }
        func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }
        while i < s.count {
            let c = s[i], start = i
            if c == " " || c == "\t" { i += 1; continue }
            if isNameStart(c) {
                // A view name may contain '-' (identifiers like "free-ship"); an attribute,
                // the name after '.', may not, so that "box.trailing-8" reads as a subtraction.
                let afterDot = tokens.last?.token == .dot
                while i < s.count, isNameStart(s[i]) || isDigit(s[i]) || (!afterDot && s[i] == "-" && i + 1 < s.count && (isNameStart(s[i + 1]) || isDigit(s[i + 1]))) {
                    i += 1
                }
                tokens.append((.name(String(String.UnicodeScalarView(s[start..<i]))), start))
                continue
            }
            if isDigit(c) || (c == "." && i + 1 < s.count && isDigit(s[i + 1])) {
                while i < s.count, isDigit(s[i]) || s[i] == "." { i += 1 }
                let literal = String(String.UnicodeScalarView(s[start..<i]))
                guard let n = Double(literal), n.isFinite else {
                    throw ConstraintSyntaxError(message: "invalid number \"\(literal)\"", offset: start)
                }
                tokens.append((.number(n), start))
                continue
            }
            let two = i + 1 < s.count ? String(String.UnicodeScalarView([c, s[i + 1]])) : ""
            switch two {
            case "==": tokens.append((.relation(.equal), start)); i += 2; continue
            case ">=": tokens.append((.relation(.greaterThanOrEqual), start)); i += 2; continue
            case "<=": tokens.append((.relation(.lessThanOrEqual), start)); i += 2; continue
            default: break
            }
            let single: [Unicode.Scalar: Token] = [".": .dot, "+": .plus, "-": .minus, "*": .star, "@": .at]
            guard let token = single[c] else {
                let hint = c == "=" || c == "<" || c == ">" ? " (relations are ==, >= and <=)" : ""
                throw ConstraintSyntaxError(message: "unexpected character '\(c)'\(hint)", offset: start)
            }
            tokens.append((token, start))
            i += 1
        }
        tokens.append((.end, s.count))
        return tokens
    }
}

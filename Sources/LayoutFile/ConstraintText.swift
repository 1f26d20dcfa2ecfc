import StackKit

/// A constraint as a layout file writes it, parsed but not yet tied to views:
/// `title.leading == avatar.trailing + 8 @750`, `box.width == 2 * box.height`,
/// `box.width >= 40`.
public struct ConstraintText: Equatable, Sendable {
    /// `name.attribute`, with the offsets of both parts in the text (for messages).
    public struct Anchor: Equatable, Sendable {
        public var item: String
        public var attribute: LayoutConstraint.Attribute
        public var itemOffset: Int
        public var attributeOffset: Int
    }

    public var first: Anchor
    public var relation: LayoutConstraint.Relation
    /// `nil` for a constant (`box.width >= 40`).
    public var second: Anchor?
    public var multiplier: Double
    public var constant: Double
    /// `nil` when the text gives none (required).
    public var priority: Float?
    /// Where the priority's value starts, when there is one.
    public var priorityOffset: Int?

    /// The names a constraint may use for a priority, besides a number.
    public static let priorityNames: KeyValuePairs<String, Float> = [
        "required": 1000, "defaultHigh": 750, "high": 750, "defaultLow": 250, "low": 250, "fittingSizeLevel": 50,
    ]

    /// The attribute names, as StackKit prints them (`leading`, `centerX`, `firstBaseline`, …).
    public static let attributes: [String: LayoutConstraint.Attribute] = Dictionary(
        uniqueKeysWithValues: LayoutConstraint.Attribute.allCases.filter { $0 != .notAnAttribute }.map { ($0.description, $0) })
}

/// A syntax error inside a constraint's text, at a character offset.
public struct ConstraintSyntaxError: Error, Equatable, Sendable {
    public var message: String
    /// Characters (Unicode scalars) from the start of the text.
    public var offset: Int

    public init(message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }
}

extension ConstraintText {
    /// The false statement about numbers the constraint reduces to when both sides name
    /// the same attribute of the same view and the view's variables cancel out, as StackKit
    /// relates them (`a.left >= 2 * a.left + 5`: `0 >= 5`, since a position is measured
    /// from the view's own edge when both sides are the view's); `nil` otherwise.
    var contradiction: String? {
        guard let second, second.item == first.item, second.attribute == first.attribute,
              multiplier == 1 || [.left, .leading, .top].contains(first.attribute) else { return nil }
        // first (rel) m·first + k reduces to 0 (rel) k.
        let holds: Bool
        switch relation {
        case .equal: holds = constant == 0
        case .lessThanOrEqual: holds = 0 <= constant
        case .greaterThanOrEqual: holds = 0 >= constant
        }
        return holds ? nil : "0 \(relation) \(LayoutNumber.format(constant))"
    }
}

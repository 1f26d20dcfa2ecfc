extension LayoutConstraint {
    /// The part of an item's layout a constraint refers to, as UIKit's
    /// `NSLayoutConstraint.Attribute`. `leading` and `trailing` are `left` and `right` in a
    /// left-to-right layout, `right` and `left` in a right-to-left one; `left` and `right`
    /// never flip.
    public enum Attribute: Int, Sendable, CaseIterable, CustomStringConvertible {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// The axis the attribute lies on; `nil` for `notAnAttribute`.
        public var axis: Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX,
                 .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
                .horizontal
            case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline,
                 .topMargin, .bottomMargin, .centerYWithinMargins:
                .vertical
            case .notAnAttribute:
                nil
            }
        }

        /// Whether the attribute is a size (`width`, `height`) rather than a position.
        public var isDimension: Bool { self == .width || self == .height }

        /// Whether the attribute refers to the item's layout margins.
        var isMargin: Bool {
            switch self {
            case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
                 .centerXWithinMargins, .centerYWithinMargins:
                true
            default:
                false
            }
        }

        /// Whether the attribute names the leading or trailing side (edge or margin), whose
        /// physical side depends on the layout direction.
        var isDirectional: Bool {
            switch self {
            case .leading, .trailing, .leadingMargin, .trailingMargin: true
            default: false
            }
        }

        /// Whether one of the two names leading or trailing and the other left or right: a
        /// constraint between them has no meaning once right to left flips one pair only.
        func mixesDirectionalAndPhysical(with other: Attribute) -> Bool {
            func isPhysical(_ a: Attribute) -> Bool {
                switch a {
                case .left, .right, .leftMargin, .rightMargin: true
                default: false
                }
            }
            return (isDirectional && isPhysical(other)) || (isPhysical(self) && other.isDirectional)
        }

        /// The physical attribute this one stands for in `direction`: leading is left (right
        /// to left: right), trailing is right (right to left: left), margins likewise;
        /// every other attribute is itself.
        func physical(in direction: UserInterfaceLayoutDirection) -> Attribute {
            let leftToRight = direction == .leftToRight
            switch self {
            case .leading: return leftToRight ? .left : .right
            case .trailing: return leftToRight ? .right : .left
            case .leadingMargin: return leftToRight ? .leftMargin : .rightMargin
            case .trailingMargin: return leftToRight ? .rightMargin : .leftMargin
            default: return self
            }
        }

        /// The edge attribute a margin attribute stands for on the margins guide.
        var withoutMargin: Attribute {
            switch self {
            case .leftMargin: .left
            case .rightMargin: .right
            case .topMargin: .top
            case .bottomMargin: .bottom
            case .leadingMargin: .leading
            case .trailingMargin: .trailing
            case .centerXWithinMargins: .centerX
            case .centerYWithinMargins: .centerY
            default: self
            }
        }

        public var description: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }
    }

    /// How the two sides of a constraint relate, as UIKit's `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable, CustomStringConvertible {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

        public var description: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// A layout axis, as UIKit's `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable, CustomStringConvertible {
        case horizontal = 0, vertical = 1

        public var description: String { self == .horizontal ? "horizontal" : "vertical" }
    }
}

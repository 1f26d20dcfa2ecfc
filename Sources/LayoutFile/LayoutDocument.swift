import StackKit

/// A layout file, read and checked: the root's size, the tree of views, and the extra
/// constraints. Every part remembers where it was written, for the errors found when the
/// views are built.
public struct LayoutDocument: Sendable {
    /// A root length: a number of points, or the fitting size on that axis.
    public enum Length: Equatable, Sendable {
        case points(Double)
        case fit
    }

    public struct Root: Sendable {
        public var identifier = "root"
        public var width: Length = .points(375)
        public var height: Length = .points(667)
        public var layoutMargins: EdgeInsets?
        /// The direction the tree reads in (the root's `traitOverrides.layoutDirection`).
        public var layoutDirection: UserInterfaceLayoutDirection?
    }

    /// One view of the tree.
    public struct Item: Sendable {
        public enum Kind: Sendable {
            /// A plain view with an intrinsic size per axis (`nil`: none).
            case view(width: Double?, height: Double?)
            case label(String)
            case stack(Stack)
        }

        public var kind: Kind = .view(width: nil, height: nil)
        public var identifier: String?
        public var hugging: [LayoutConstraint.Axis: Float] = [:]
        public var compressionResistance: [LayoutConstraint.Axis: Float] = [:]
        public var isHidden = false
        public var visibility: Visibility?
        public var layoutMargins: EdgeInsets?
        public var semanticContentAttribute: SemanticContentAttribute?
        /// The stack's custom spacing after this item (arranged items only).
        public var customSpacingAfter: Double?
        /// Plain subviews (not arranged), placed by constraints.
        public var subviews: [Item] = []
    }

    public struct Stack: Sendable {
        public var axis: LayoutConstraint.Axis = .horizontal
        public var distribution: StackView.Distribution = .fill
        public var alignment: StackView.Alignment = .fill
        public var spacing: Double = 0
        public var isLayoutMarginsRelativeArrangement = false
        public var isBaselineRelativeArrangement = false
        public var arrangedSubviews: [Item] = []
    }

    /// A constraint and where it was written.
    public struct Constraint: Sendable {
        public var text: ConstraintText
        public var source: JSONNode
        public var path: JSONPath
    }

    public var root = Root()
    public var views: [Item] = []
    public var constraints: [Constraint] = []
}

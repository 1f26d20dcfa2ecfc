extension StackView {
    /// How a stack sizes and positions its items along its axis, as
    /// `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable, CaseIterable, CustomStringConvertible {
        /// Items fill the stack; hugging and compression resistance decide who gives.
        case fill
        /// Items fill the stack with equal lengths.
        case fillEqually
        /// Items fill the stack in proportion to their intrinsic lengths.
        case fillProportionally
        /// Items keep their lengths; the gaps between them are equal.
        case equalSpacing
        /// Items keep their lengths; their centers are equally spaced.
        case equalCentering

        public var description: String {
            switch self {
            case .fill: "fill"
            case .fillEqually: "fillEqually"
            case .fillProportionally: "fillProportionally"
            case .equalSpacing: "equalSpacing"
            case .equalCentering: "equalCentering"
            }
        }

        /// Whether the spacing between items is a minimum rather than exact.
        var spacingIsMinimum: Bool { self == .equalSpacing || self == .equalCentering }
    }

    /// How a stack positions its items across its axis, as `UIStackView.Alignment`.
    /// `top` is `leading` and `bottom` is `trailing` (as in UIKit, where they share values).
    public enum Alignment: Int, Sendable, CaseIterable, CustomStringConvertible {
        case fill
        case leading
        case firstBaseline
        case center
        case trailing
        case lastBaseline

        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing

        public var description: String {
            switch self {
            case .fill: "fill"
            case .leading: "leading"
            case .firstBaseline: "firstBaseline"
            case .center: "center"
            case .trailing: "trailing"
            case .lastBaseline: "lastBaseline"
            }
        }
    }
}

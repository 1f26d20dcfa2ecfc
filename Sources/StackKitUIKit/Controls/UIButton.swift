import StackKit

/// UIKit's `UIControl`: the states a control's values are set for; `isEnabled` and
/// `isSelected` are kept.
open class UIControl: View {
    /// A control state, as UIKit's `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([]), highlighted = State(rawValue: 1), disabled = State(rawValue: 2)
        public static let selected = State(rawValue: 4)
    }

    public var isEnabled = true
    public var isSelected = false
    public var isHighlighted = false
}

/// UIKit's `UIButton`: its intrinsic size is its title's (as a ``Label`` measures it),
/// plus its image's width, plus ``contentEdgeInsets``.
///
/// ```swift
/// let save = UIButton(type: .system)
/// save.setTitle("Save", for: .normal)            // 32 × 17
/// save.contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)   // 64 × 33
/// ```
open class UIButton: UIControl {
    /// A button's kind, as UIKit's `UIButton.ButtonType`; kept, not used.
    public enum ButtonType: Sendable { case custom, system, detailDisclosure, close }

    public let buttonType: ButtonType
    /// The label that measures the title of the normal state.
    public let titleLabel: UILabel? = UILabel()
    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]

    /// Space around the title and image, added to the intrinsic size.
    public var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { if contentEdgeInsets != oldValue { invalidateIntrinsicContentSize() } }
    }

    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }

    public override init(frame: CGRect = .zero) {
        buttonType = .custom
        super.init(frame: frame)
    }

    public func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        if state == .normal {
            titleLabel?.text = title ?? ""
            invalidateIntrinsicContentSize()
        }
    }

    public func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }

    public func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        if state == .normal { invalidateIntrinsicContentSize() }
    }

    public func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }

    /// Accepted and ignored.
    public func setTitleColor(_ color: UIColor?, for state: State) { _ = (color, state) }

    open override var intrinsicContentSize: CGSize {
        get {
            let title = titleLabel?.intrinsicContentSize ?? .zero
            let image = images[0]?.size ?? .zero
            let insets = contentEdgeInsets
            return CGSize(width: title.width + image.width + insets.left + insets.right,
                          height: max(title.height, image.height) + insets.top + insets.bottom)
        }
        set { super.intrinsicContentSize = newValue }
    }
}

import StackKit

/// UIKit's `UIImageView`: its intrinsic size is its image's size (none without an image).
///
/// ```swift
/// let icon = UIImageView(image: UIImage(size: CGSize(width: 24, height: 24)))
/// icon.contentMode = .scaleAspectFit     // accepted and ignored
/// ```
open class UIImageView: View {
    /// The image; a new one changes the intrinsic size.
    open var image: UIImage? {
        didSet { if image !== oldValue { invalidateIntrinsicContentSize() } }
    }

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    public override init(frame: CGRect = .zero) {
        image = nil
        super.init(frame: frame)
    }

    open override var intrinsicContentSize: CGSize {
        get { image?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        set { super.intrinsicContentSize = newValue }
    }
}

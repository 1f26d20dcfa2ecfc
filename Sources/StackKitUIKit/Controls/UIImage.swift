import StackKit

/// An image: only its size matters to layout. Images named in an asset catalogue or by
/// SF Symbol have no pixels here and are 0 × 0; ``init(size:)`` makes one of a size.
///
/// ```swift
/// let avatar = UIImageView(image: UIImage(size: CGSize(width: 64, height: 64)))   // intrinsic 64 × 64
/// ```
public final class UIImage: Sendable {
    /// The size in points.
    public let size: CGSize
    /// The asset or symbol name, if any.
    public let name: String?

    /// An image of `size` points (StackKitUIKit only; on iOS images come from assets).
    public init(size: CGSize, name: String? = nil) {
        self.size = size
        self.name = name
    }

    /// An asset-catalogue image: 0 × 0 here.
    public convenience init?(named name: String) { self.init(size: .zero, name: name) }
    /// An SF Symbol: 0 × 0 here.
    public convenience init?(systemName name: String) { self.init(size: .zero, name: name) }
}

import StackKit

// Properties UIKit code sets on every view that mean nothing without rendering. They are
// accepted and ignored: setting one does nothing, reading one gives UIKit's default.

extension View {
    /// How a view fills its bounds with its content, as UIKit's `UIView.ContentMode`.
    public enum ContentMode: Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// Accepted and ignored; reads `nil`.
    public var backgroundColor: UIColor? { get { nil } set { _ = newValue } }
    /// Accepted and ignored; reads `.tintColor`.
    public var tintColor: UIColor! { get { .tintColor } set { _ = newValue } }
    /// Accepted and ignored; reads `false`.
    public var clipsToBounds: Bool { get { false } set { _ = newValue } }
    /// Accepted and ignored; reads `true`.
    public var isOpaque: Bool { get { true } set { _ = newValue } }
    /// Accepted and ignored; reads `true`.
    public var isUserInteractionEnabled: Bool { get { true } set { _ = newValue } }
    /// Accepted and ignored; reads `.scaleToFill`.
    public var contentMode: ContentMode { get { .scaleToFill } set { _ = newValue } }
    /// A new layer at each read: what is set on it is ignored.
    public var layer: CALayer { CALayer() }
    /// Accepted and ignored; reads `nil`.
    public var accessibilityLabel: String? { get { nil } set { _ = newValue } }
    /// Accepted and ignored; reads `nil`.
    public var accessibilityHint: String? { get { nil } set { _ = newValue } }
    /// Accepted and ignored; reads `nil`. (``View/identifier`` names a view in snapshots.)
    public var accessibilityIdentifier: String? { get { nil } set { _ = newValue } }
    /// Accepted and ignored; reads `false`.
    public var isAccessibilityElement: Bool { get { false } set { _ = newValue } }
}

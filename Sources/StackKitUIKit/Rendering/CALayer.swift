import StackKit

/// UIKit's `CALayer`, with the properties screens set for rounded corners, borders and
/// shadows. A view's ``View/layer`` is a new layer at each read: values set on it are
/// accepted and ignored (StackKit does not render).
///
/// ```swift
/// avatar.layer.cornerRadius = 28
/// avatar.layer.masksToBounds = true
/// ```
public final class CALayer {
    public var cornerRadius: CGFloat = 0
    public var masksToBounds = false
    public var borderWidth: CGFloat = 0
    public var borderColor: CGColor?
    public var shadowColor: CGColor?
    public var shadowOpacity: Float = 0
    public var shadowRadius: CGFloat = 3
    public var shadowOffset = CGSize(width: 0, height: -3)

    public init() {}
}

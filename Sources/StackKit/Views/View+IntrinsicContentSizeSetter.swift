import Foundation

/// Lets code set a plain view's intrinsic content size without subclassing, while
/// ``View/intrinsicContentSize`` stays read-only so that UIKit's
/// `override var intrinsicContentSize: CGSize { … }` compiles.
///
/// ```swift
/// let icon = View()
/// icon.intrinsicContentSize = CGSize(width: 20, height: 20)   // reads back as CGSize
/// icon.intrinsicContentSize = nil                              // no intrinsic size again
/// ```
///
/// Reading `view.intrinsicContentSize` always picks the view's own (overridable)
/// `CGSize` property; an assignment, which that read-only property cannot take, lands
/// here. A subclass that overrides the size ignores what is assigned, as its getter
/// decides.
public protocol IntrinsicContentSizeSettable: AnyObject {}

extension View: IntrinsicContentSizeSettable {}

extension IntrinsicContentSizeSettable where Self: View {
    /// The intrinsic content size to report; `nil` means ``View/noIntrinsicMetric`` on
    /// both axes. Reading it gives the view's current ``View/intrinsicContentSize``.
    public var intrinsicContentSize: CGSize? {
        get { currentIntrinsicContentSize }
        set { setStoredIntrinsicContentSize(newValue) }
    }
}

extension View {
    /// The view's (possibly overridden) intrinsic content size.
    var currentIntrinsicContentSize: CGSize { intrinsicContentSize }
}

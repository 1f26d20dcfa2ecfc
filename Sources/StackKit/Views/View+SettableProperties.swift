import Foundation

/// Lets code set a plain view's intrinsic content size and alignment-rectangle insets
/// without subclassing, while ``View/intrinsicContentSize`` and
/// ``View/alignmentRectInsets`` stay read-only so that UIKit's overrides compile:
///
/// ```swift
/// final class Badge: View {
///     override var intrinsicContentSize: CGSize { CGSize(width: 24, height: 16) }
/// }
/// let icon = View()
/// icon.intrinsicContentSize = CGSize(width: 20, height: 20)   // reads back as CGSize
/// icon.intrinsicContentSize = nil                              // no intrinsic size again
/// ```
///
/// Reading `view.intrinsicContentSize` always picks the view's own (overridable)
/// property; an assignment, which that read-only property cannot take, lands here. A
/// subclass that overrides the property ignores what is assigned, as its getter decides.
public protocol SettableViewProperties: AnyObject {}

extension View: SettableViewProperties {}

extension SettableViewProperties where Self: View {
    /// The intrinsic content size to report; `nil` means ``View/noIntrinsicMetric`` on
    /// both axes. Reading it gives the view's current ``View/intrinsicContentSize``.
    public var intrinsicContentSize: CGSize? {
        get { currentIntrinsicContentSize }
        set { setStoredIntrinsicContentSize(newValue) }
    }

    /// The alignment-rectangle insets to report; `nil` means zero. NaN or infinite
    /// insets are refused with a diagnostic. Reading it gives the view's current
    /// ``View/alignmentRectInsets``.
    public var alignmentRectInsets: EdgeInsets? {
        get { currentAlignmentRectInsets }
        set { setStoredAlignmentRectInsets(newValue ?? .zero) }
    }
}

extension View {
    /// The view's (possibly overridden) intrinsic content size.
    var currentIntrinsicContentSize: CGSize { intrinsicContentSize }

    /// The view's (possibly overridden) alignment-rectangle insets.
    var currentAlignmentRectInsets: EdgeInsets { alignmentRectInsets }

    /// Sets the size a view reports as ``intrinsicContentSize`` unless a subclass
    /// overrides it; `nil` means no intrinsic size on either axis.
    func setStoredIntrinsicContentSize(_ size: CGSize?) {
        let newValue = size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        guard newValue != storedIntrinsicContentSize else { return }
        storedIntrinsicContentSize = newValue
        invalidateIntrinsicContentSize()
    }

    func setStoredAlignmentRectInsets(_ insets: EdgeInsets) {
        if let error = insets.invalidNumberError("alignmentRectInsets") {
            return rootView.layoutEngine.report(.refused(error))
        }
        guard insets != storedAlignmentRectInsets else { return }
        storedAlignmentRectInsets = insets
        invalidateIntrinsicContentSize()
    }
}

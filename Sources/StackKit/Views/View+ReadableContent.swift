import Foundation

extension View {
    /// The widest a line of text should be, as UIKit's readable content guide at the
    /// default text size: 672 points.
    public static let readableContentWidth: CGFloat = 672

    /// An area for text that stays readable on wide screens: the ``layoutMarginsGuide``,
    /// narrowed to at most ``readableContentWidth`` and centred in it.
    ///
    /// ```swift
    /// body.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor).isActive = true
    /// body.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor).isActive = true
    /// // in a 1024-wide root with margins of 20: x 176, width 672
    /// ```
    public var readableContentGuide: LayoutGuide {
        if let guide = storedReadableContentGuide { return guide }
        let guide = makeInsetGuide("readableContentGuide")
        storedReadableContentGuide = guide
        guide.setInsets(readableContentInsets, identifier: "SK-readableContent")
        return guide
    }

    /// The insets of ``readableContentGuide``: the margins, with the extra width beyond
    /// ``readableContentWidth`` split between the two sides.
    var readableContentInsets: EdgeInsets {
        var m = effectiveLayoutMargins
        let extra = storedFrame.width - m.left - m.right - View.readableContentWidth
        if extra > 0 {
            m.left += extra / 2
            m.right += extra / 2
        }
        return m
    }
}

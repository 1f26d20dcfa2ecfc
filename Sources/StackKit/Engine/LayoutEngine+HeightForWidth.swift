import Foundation

// Height-for-width, as Auto Layout does it: a multi-line label's intrinsic height depends
// on the width layout gives it. After the frames of a round are written, each resized
// multi-line label takes its new width; if its intrinsic size changes, it is invalidated
// and the layout loop runs another round with the width known. The loop is bounded
// (`View.maximumLayoutPasses`), and a label's size at the width it was given wraps to
// the same lines, so it settles in the next round.

extension LayoutEngine {
    /// Hands each resized view of a round its new width (labels only, for now).
    static func followWidths(of resized: [View]) {
        for case let label as Label in resized { label.followLayoutWidth(label.bounds.width) }
    }
}

extension Label {
    /// Whether the label's height follows the width layout gives it: several lines and
    /// no ``preferredMaxLayoutWidth``.
    var heightFollowsWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 && !text.isEmpty }

    /// Takes `width` as the width to wrap at; invalidates the intrinsic size if that
    /// changes it. A width of 0 (a label collapsed or not laid out) is not taken.
    func followLayoutWidth(_ width: CGFloat) {
        guard heightFollowsWidth, width > 0, width != layoutWidth else { return }
        let before = intrinsicContentSize
        layoutWidth = width
        if intrinsicContentSize != before { textLayoutChanged() }
    }
}

extension View {
    /// For fitting: the multi-line labels of this subtree whose height follows their width.
    func labelsFollowingWidth() -> [Label] {
        var labels: [Label] = []
        forEachViewInSubtree { view in
            if let label = view as? Label, label.heightFollowsWidth { labels.append(label) }
        }
        return labels
    }
}

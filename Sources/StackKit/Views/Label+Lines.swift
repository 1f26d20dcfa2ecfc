import Foundation

extension Label {
    /// One line of a label as drawn: its text and where it sits in the label's bounds.
    public struct Line: Hashable, Sendable {
        public var text: String
        public var frame: CGRect
    }

    /// The lines as the label draws them in its current bounds: wrapped at its width,
    /// placed by ``textAlignment`` from the top.
    public var lines: [Line] { lines(in: bounds.size) }

    /// The lines as the label draws them in a `size`: wrapped at its width, placed by
    /// ``textAlignment`` (natural and justified lines start at the left for now; natural
    /// will follow the layout direction), one ``lineHeight`` apart from the top.
    public func lines(in size: CGSize) -> [Line] {
        let texts = lineTexts(width: size.width)
        return texts.enumerated().map { index, text in
            let width = min(textWidth(Substring(text)), size.width)
            let x: CGFloat
            switch resolvedTextAlignment {
            case .center: x = (size.width - width) / 2
            case .right: x = size.width - width
            case .left, .justified, .natural: x = 0
            }
            return Line(text: text, frame: CGRect(x: x, y: CGFloat(index) * lineHeight, width: width, height: lineHeight))
        }
    }

    /// The alignment lines are placed with: ``textAlignment`` with `.natural` resolved.
    /// The seam for right-to-left text: natural is left for now.
    var resolvedTextAlignment: TextAlignment {
        textAlignment == .natural ? .left : textAlignment
    }
}

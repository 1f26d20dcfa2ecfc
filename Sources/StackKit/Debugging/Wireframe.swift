import Foundation

/// A view tree as a picture a reviewer reads at a glance: every view's box in the root's
/// coordinates, the text of labels, hidden views ghosted where they are parked, and
/// captions (type and identifier) placed so that none overlaps another, covers a label's
/// text, or leaves the canvas. A caption that finds no room is shortened to the
/// identifier, then to a number that a legend under the picture explains; every view
/// also carries its snapshot line as a tooltip. ``svg`` draws it; the same tree always
/// gives the same wireframe and the same bytes.
///
/// ```swift
/// let picture = root.wireframe()
/// for caption in picture.captions { print(caption.text, caption.box) }
/// ```
public struct Wireframe: Sendable {
    /// What a view is drawn as.
    public enum Kind: String, Sendable {
        case view, stack, label
    }

    /// One view of the tree, depth first from the root (index 0).
    public struct Element: Sendable {
        public var index: Int
        public var parent: Int?
        /// Levels below the root (the root is 0).
        public var depth: Int
        public var kind: Kind
        /// The type and identifier, as the text snapshot writes them (`Label 'title'`).
        public var name: String
        /// The view's line of the text snapshot, without indentation: the tooltip.
        public var line: String
        /// The frame in the root's coordinates (the root at the origin).
        public var frame: CGRect
        /// Hidden itself, or inside a hidden view.
        public var isHidden: Bool
        /// A label's text and metrics.
        public var text: String?
        public var textMetrics: Label.Metrics?
        /// A label's lines as it draws them in its frame (``Label/lines``), wrapped,
        /// truncated and aligned; empty for other views and for an empty or zero-sized label.
        public var textLines: [TextLine] = []
        /// The size a label's glyphs are drawn at (its font's point size, or the fixed
        /// metrics' ascent) and its first baseline below a line's top.
        public var textFontSize: CGFloat?
        public var textAscent: CGFloat?
        /// Whether the view has no subviews.
        public var isLeaf: Bool
        /// The frames of its margins (when they differ from its bounds) and layout guides,
        /// in the root's coordinates.
        public var guides: [CGRect]
        /// A stack view's main axis.
        public var axis: LayoutConstraint.Axis?
    }

    /// One drawn line of a label: its text, where it starts in the label's bounds, and
    /// its width on one line (wider than the label when it is clipped).
    public struct TextLine: Sendable, Equatable {
        public var text: String
        public var origin: CGPoint
        public var width: CGFloat

        public init(text: String, origin: CGPoint, width: CGFloat) {
            self.text = text
            self.origin = origin
            self.width = width
        }
    }

    /// A caption or a legend line: its text and its box in the picture.
    public struct Caption: Sendable, Equatable {
        /// The element it names.
        public var element: Int
        public var text: String
        public var box: CGRect

        public init(element: Int, text: String, box: CGRect) {
            self.element = element
            self.text = text
            self.box = box
        }
    }

    /// The view's bounds: the part of the picture the views are drawn in.
    public var size: CGSize
    /// The whole picture: the views' canvas and, under it, the legend (as wide as its
    /// longest line when that is wider than the view).
    public var canvas: CGRect
    public var elements: [Element]
    /// The captions drawn on the views' canvas.
    public var captions: [Caption]
    /// The legend's lines under the canvas: the views whose caption did not fit.
    public var legend: [Caption]
    public var metrics: CaptionMetrics
    /// Pixels of this scale that numbers are rounded to (the snapshot's `displayScale`).
    public var displayScale: CGFloat?
}

extension View {
    /// The view's subtree as a ``Wireframe``. Lays out first.
    public func wireframe(_ options: SnapshotOptions = SnapshotOptions()) -> Wireframe {
        layoutIfNeeded()
        var lines: [String] = []
        appendSnapshotLines(depth: 0, options: options, to: &lines)
        var elements: [Wireframe.Element] = []
        collectWireframeElements(parent: nil, origin: .zero, depth: 0, hiddenAbove: false, lines: lines, into: &elements)
        return Wireframe(size: bounds.size, elements: elements, displayScale: options.displayScale)
    }

    private func collectWireframeElements(parent: Int?, origin: CGPoint, depth: Int, hiddenAbove: Bool, lines: [String],
                                          into elements: inout [Wireframe.Element]) {
        let index = elements.count
        let isRoot = parent == nil
        let frame = isRoot ? CGRect(origin: .zero, size: bounds.size)
            : CGRect(x: origin.x + storedFrame.minX, y: origin.y + storedFrame.minY,
                     width: abs(storedFrame.width), height: abs(storedFrame.height))
        var guides: [CGRect] = []
        if let margins = storedMarginsGuide, margins.layoutFrame != CGRect(origin: .zero, size: bounds.size) {
            guides.append(margins.layoutFrame)
        }
        guides += layoutGuides.map(\.layoutFrame)
        let label = self as? Label
        var element = Wireframe.Element(
            index: index, parent: parent, depth: depth,
            kind: self is StackView ? .stack : label != nil ? .label : .view,
            name: snapshotName, line: lines[index].trimmingCharacters(in: .whitespaces), frame: frame,
            isHidden: hiddenAbove || (!isRoot && isHidden), text: label?.text, textMetrics: label?.metrics,
            isLeaf: subviews.isEmpty,
            guides: guides.map { $0.offsetBy(dx: frame.minX, dy: frame.minY) },
            axis: (self as? StackView)?.axis)
        if let label, !label.text.isEmpty, frame.width > 0, frame.height > 0 {
            // The lines as the label draws them in its frame: wrapped, truncated, aligned.
            element.textLines = label.lines(in: frame.size).map {
                Wireframe.TextLine(text: $0.text, origin: $0.frame.origin, width: label.textWidth(Substring($0.text)))
            }
            element.textFontSize = label.measuresWithFont ? label.font?.pointSize : label.metrics.ascent
            element.textAscent = label.firstBaselineOffsetFromTop
        }
        elements.append(element)
        for subview in subviews {
            subview.collectWireframeElements(parent: index, origin: frame.origin, depth: depth + 1,
                                             hiddenAbove: elements[index].isHidden, lines: lines, into: &elements)
        }
    }
}

extension Wireframe {
    init(size: CGSize, elements: [Element], displayScale: CGFloat?, metrics: CaptionMetrics = .standard) {
        let area = CGRect(origin: .zero, size: size)
        var placer = CaptionPlacer(canvas: area, metrics: metrics)
        placer.keepOut = elements.compactMap { element in
            guard let box = element.textBox else { return nil }
            return (element.index, box)
        }
        var captions: [Caption] = []
        var unplaced: [Element] = []
        // The smallest views first: they have the fewest places to put a caption.
        let order = elements.dropFirst().filter(\.wantsCaption)
            .sorted { ($0.frame.width * $0.frame.height, $0.index) < ($1.frame.width * $1.frame.height, $1.index) }
        for element in order {
            let short = element.name.firstIndex(of: "'").map { String(element.name[$0...]) } ?? element.name
            let suffix = element.isHidden ? " hidden" : ""
            let texts = [element.name + suffix, short + suffix, short].reduce(into: [String]()) {
                if !$0.contains($1) { $0.append($1) }
            }
            if let (text, box) = placer.place(texts, about: element.frame, owner: element.index) {
                captions.append(Caption(element: element.index, text: text, box: box))
            } else {
                unplaced.append(element)
            }
        }
        // What did not fit gets a number on the picture when there is room for one, and
        // a line in the legend.
        var entries: [(element: Int, text: String)] = []
        unplaced.sort { $0.index < $1.index }
        for (i, element) in unplaced.enumerated() {
            let number = "\(i + 1)"
            if let (text, box) = placer.place([number], about: element.frame, owner: element.index) {
                captions.append(Caption(element: element.index, text: text, box: box))
            }
            entries.append((element.index, "\(number) \(element.line)"))
        }
        let top = size.height + (entries.isEmpty ? 0 : 4)
        let lines = LegendLayout.lines(entries.map(\.text), top: top, metrics: metrics)
        let legend = zip(entries, lines).map { Caption(element: $0.element, text: $1.text, box: $1.box) }
        self.size = size
        // The legend widens the picture rather than cut a line.
        self.canvas = CGRect(x: 0, y: 0, width: legend.map(\.box.maxX).reduce(size.width, max),
                             height: legend.last?.box.maxY ?? size.height)
        self.elements = elements
        self.captions = captions.sorted { $0.element < $1.element }
        self.legend = legend
        self.metrics = metrics
        self.displayScale = displayScale
    }
}

extension Wireframe.Element {
    /// Whether the element gets a caption: labels show their text instead, unless they
    /// are hidden or empty.
    var wantsCaption: Bool {
        kind != .label || isHidden || (text ?? "").isEmpty
    }

    /// Where a shown label's text is drawn: from its first line's start to its widest
    /// line's end, as far as the label allows, the label's height.
    var textBox: CGRect? {
        guard kind == .label, !isHidden, let text, !text.isEmpty, !textLines.isEmpty else { return nil }
        let start = max(0, textLines.map(\.origin.x).min() ?? 0)
        let end = min(frame.width, textLines.map { $0.origin.x + $0.width }.max() ?? 0)
        guard end > start, frame.height > 0 else { return nil }
        return CGRect(x: frame.minX + start, y: frame.minY, width: end - start, height: frame.height)
    }
}

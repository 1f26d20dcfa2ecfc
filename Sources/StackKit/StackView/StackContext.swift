import Foundation

/// What both arrangements need to know about their stack for one update: the items, the
/// visible ones, the canvas, and the attributes of each axis.
struct StackContext {
    unowned let stack: StackView
    let items: [View]
    /// The first and last visible items, and how many are visible: found from the ends,
    /// so that an update limited to a window of items never scans the whole stack.
    let firstVisible: View?
    let lastVisible: View?
    let visibleShape: VisibleShape

    /// How many items are visible, as far as the arrangements' case analysis cares.
    enum VisibleShape: Equatable {
        case none, one, several
    }
    /// The stack, or its margins guide when the arrangement is margins-relative.
    let canvas: LayoutItem
    let main: AxisAttributes
    let cross: AxisAttributes

    /// min, max, center and dimension attributes of one axis.
    struct AxisAttributes {
        let min: LayoutConstraint.Attribute
        let max: LayoutConstraint.Attribute
        let center: LayoutConstraint.Attribute
        let dimension: LayoutConstraint.Attribute

        init(_ axis: LayoutConstraint.Axis) {
            if axis == .horizontal {
                (min, max, center, dimension) = (.leading, .trailing, .centerX, .width)
            } else {
                (min, max, center, dimension) = (.top, .bottom, .centerY, .height)
            }
        }
    }

    init(stack: StackView) {
        self.stack = stack
        let items = stack.arrangedSubviews
        self.items = items
        let first = items.firstIndex { $0.isArrangedInStack }
        let last = items.lastIndex { $0.isArrangedInStack }
        firstVisible = first.map { items[$0] }
        lastVisible = last.map { items[$0] }
        visibleShape = first == nil ? .none : first == last ? .one : .several
        canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        main = AxisAttributes(stack.axis)
        cross = AxisAttributes(stack.axis == .horizontal ? .vertical : .horizontal)
    }

    /// The visible items, in order.
    /// - Complexity: O(n).
    var visible: [View] { items.filter { $0.isArrangedInStack } }

    /// For each item of `range`, the nearest visible item before it and after it (the
    /// item itself excluded).
    ///
    /// - Complexity: O(w + h) for w items in the range and h hidden items next to it.
    func visibleNeighbours(in range: Range<Int>) -> (previous: [View?], next: [View?]) {
        var previous: [View?] = []
        var next: [View?] = Array(repeating: nil, count: range.count)
        previous.reserveCapacity(range.count)
        var last: View? = nil
        var i = range.lowerBound - 1
        while i >= 0 {
            if items[i].isArrangedInStack { last = items[i]; break }
            i -= 1
        }
        for index in range {
            previous.append(last)
            if items[index].isArrangedInStack { last = items[index] }
        }
        var following: View? = nil
        i = range.upperBound
        while i < items.count {
            if items[i].isArrangedInStack { following = items[i]; break }
            i += 1
        }
        for index in range.reversed() {
            next[index - range.lowerBound] = following
            if items[index].isArrangedInStack { following = items[index] }
        }
        return (previous, next)
    }

    func spec(_ first: LayoutItem, _ a: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation,
              _ second: LayoutItem?, _ b: LayoutConstraint.Attribute = .notAnAttribute,
              multiplier: CGFloat = 1, constant: CGFloat = 0, priority: LayoutPriority = .required,
              _ identifier: String) -> ConstraintSpec {
        ConstraintSpec(first: first, firstAttribute: a, relation: relation, second: second, secondAttribute: b,
                       multiplier: multiplier, constant: constant, priority: priority, identifier: identifier)
    }
}

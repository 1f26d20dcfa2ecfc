import XCTest
import StackKit

/// Seeded random sequences of stack operations (hide/show, insert/remove, spacing, custom
/// spacing, distribution, alignment, axis, margins, resize) end in the same frames as a
/// stack built fresh in the final state, and every layout on the way keeps the stack's
/// invariants. Hidden items are left out of the comparison: parked with `>=` in the equal
/// spacing distributions, their position is legitimately free.
final class StackRandomOperationsTests: XCTestCase {
    struct Item {
        var size: CGSize
        var hidden = false
        var customSpacing: CGFloat?
    }

    struct Model {
        var items: [Item] = []
        var axis = LayoutConstraint.Axis.horizontal
        var distribution = StackView.Distribution.fill
        var alignment = StackView.Alignment.fill
        var spacing: CGFloat = 8
        var marginsRelative = false
        var length: CGFloat = 300
    }

    struct Generator {
        var state: UInt64
        mutating func int(_ range: Range<Int>) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return range.lowerBound + Int((state >> 33) % UInt64(range.count))
        }
    }

    /// A stack of `model`'s items whose main length is pinned to `model.length` and whose
    /// cross size is free.
    final class Built {
        let root = View(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let stack = StackView()
        var views: [View] = []
        var lengthConstraint: LayoutConstraint!

        init(_ model: Model) {
            root.layoutEngine.diagnosticHandler = { _ in }
            stack.translatesAutoresizingMaskIntoConstraints = false
            stack.layoutMargins = EdgeInsets(top: 3, left: 5, bottom: 7, right: 11)
            root.addSubview(stack)
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
            stack.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
            for item in model.items { add(item, at: views.count) }
            apply(model)
        }

        func add(_ item: Item, at index: Int) {
            let view = View()
            view.intrinsicContentSize = item.size
            views.insert(view, at: index)
            stack.insertArrangedSubview(view, at: index)
        }

        func apply(_ model: Model) {
            stack.axis = model.axis
            stack.distribution = model.distribution
            stack.alignment = model.alignment
            stack.spacing = model.spacing
            stack.isLayoutMarginsRelativeArrangement = model.marginsRelative
            for (view, item) in zip(views, model.items) {
                view.isHidden = item.hidden
                stack.setCustomSpacing(item.customSpacing ?? StackView.spacingUseDefault, after: view)
            }
            lengthConstraint?.isActive = false
            lengthConstraint = model.axis == .horizontal
                ? stack.widthAnchor.constraint(equalToConstant: model.length)
                : stack.heightAnchor.constraint(equalToConstant: model.length)
            lengthConstraint.isActive = true
        }
    }

    func invariantProblems(_ built: Built, _ model: Model) -> [String] {
        var problems: [String] = []
        let horizontal = model.axis == .horizontal
        // Raw origin and size: a squeezed item may have a negative length (the first item
        // takes all the compression), and CGRect's minX/maxX would standardise it.
        func mainLength(_ r: CGRect) -> CGFloat { horizontal ? r.size.width : r.size.height }
        func mainMin(_ r: CGRect) -> CGFloat { horizontal ? r.origin.x : r.origin.y }
        func mainMax(_ r: CGRect) -> CGFloat { mainMin(r) + mainLength(r) }
        let visible = zip(built.views, model.items).filter { !$0.1.hidden }.map(\.0)
        for (view, item) in zip(built.views, model.items) where item.hidden && abs(mainLength(view.frame)) > 1e-6 {
            problems.append("hidden item has main length \(mainLength(view.frame))")
        }
        if model.distribution == .fillEqually, let first = visible.first {
            for view in visible where abs(mainLength(view.frame) - mainLength(first.frame)) > 1e-6 {
                problems.append("fillEqually lengths differ: \(mainLength(view.frame)) vs \(mainLength(first.frame))")
            }
        }
        if model.distribution == .equalSpacing || model.distribution == .equalCentering {
            for (p, f) in zip(visible, visible.dropFirst()) {
                let i = built.views.firstIndex { $0 === p }!
                let gap = model.items[i].customSpacing ?? model.spacing
                if mainMin(f.frame) - mainMax(p.frame) < gap - 1e-6 {
                    problems.append("gap \(mainMin(f.frame) - mainMax(p.frame)) below spacing \(gap)")
                }
            }
        }
        return problems
    }

    func run(seed: UInt64) {
        var g = Generator(state: seed)
        var model = Model()
        for _ in 0..<4 { model.items.append(Item(size: CGSize(width: 10 * g.int(1..<5), height: 10 * g.int(1..<4)))) }
        let built = Built(model)
        var log: [String] = []
        for step in 0..<40 {
            switch g.int(0..<10) {
            case 0, 1:
                guard !model.items.isEmpty else { break }
                let i = g.int(0..<model.items.count)
                model.items[i].hidden.toggle()
                built.views[i].isHidden = model.items[i].hidden
                log.append("\(step): toggle \(i)")
            case 2:
                guard model.items.count < 6 else { break }
                let item = Item(size: CGSize(width: 10 * g.int(1..<5), height: 10 * g.int(1..<4)))
                let at = g.int(0..<(model.items.count + 1))
                model.items.insert(item, at: at)
                built.add(item, at: at)
                log.append("\(step): insert at \(at)")
            case 3:
                guard model.items.count > 1 else { break }
                let i = g.int(0..<model.items.count)
                model.items.remove(at: i)
                built.views.remove(at: i).removeFromSuperview()
                log.append("\(step): remove \(i)")
            case 4:
                model.spacing = CGFloat(g.int(0..<4) * 4)
                built.stack.spacing = model.spacing
                log.append("\(step): spacing \(model.spacing)")
            case 5:
                guard !model.items.isEmpty else { break }
                let i = g.int(0..<model.items.count)
                model.items[i].customSpacing = g.int(0..<2) == 0 ? nil : CGFloat(g.int(0..<5) * 3)
                built.stack.setCustomSpacing(model.items[i].customSpacing ?? StackView.spacingUseDefault, after: built.views[i])
                log.append("\(step): custom spacing after \(i) = \(String(describing: model.items[i].customSpacing))")
            case 6:
                model.distribution = StackView.Distribution.allCases[g.int(0..<5)]
                model.alignment = StackView.Alignment.allCases[g.int(0..<6)]
                built.stack.distribution = model.distribution
                built.stack.alignment = model.alignment
                log.append("\(step): \(model.distribution) \(model.alignment)")
            case 7:
                model.axis = model.axis == .horizontal ? .vertical : .horizontal
                model.marginsRelative = g.int(0..<2) == 0
                built.apply(model)
                log.append("\(step): axis \(model.axis), margins \(model.marginsRelative)")
            case 8:
                model.length = CGFloat(60 + 20 * g.int(0..<15))
                built.lengthConstraint.constant = model.length
                log.append("\(step): length \(model.length)")
            default:
                built.root.layoutIfNeeded()
                let problems = invariantProblems(built, model)
                if !problems.isEmpty {
                    let diagnostics = built.root.layoutEngine.diagnostics.map(\.description).joined(separator: "\n")
                    XCTFail("seed \(seed) step \(step): \(problems)\n" + log.joined(separator: "\n")
                            + "\nframes: \(built.views.map(\.frame)) stack \(built.stack.frame)\n" + diagnostics)
                    return
                }
            }
        }
        built.root.layoutIfNeeded()
        let fresh = Built(model)
        fresh.root.layoutIfNeeded()
        for (i, item) in model.items.enumerated() where !item.hidden {
            let a = built.views[i].frame, b = fresh.views[i].frame
            let deviation = [a.origin.x - b.origin.x, a.origin.y - b.origin.y,
                             a.size.width - b.size.width, a.size.height - b.size.height].map(abs).max()!
            if deviation > 1e-6 {
                XCTFail("seed \(seed): item \(i) \(a) != fresh \(b)\n" + log.joined(separator: "\n"))
                return
            }
        }
    }

    func testRandomStackOperationsEndAsAFreshStackAndKeepTheInvariants() {
        for seed in UInt64(1)...UInt64(200) { run(seed: seed) }
    }
}

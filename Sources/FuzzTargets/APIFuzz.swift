import StackKit

/// Target 2, the public API: bytes become a program of calls on one tree (views, stacks,
/// constraints with any numbers and priorities, hide, show, insert, remove, axis,
/// distribution, alignment, spacing, margins, priorities, layout, fitting sizes). After
/// every call: a refused call (a thrown error or a `.refused` diagnostic) leaves every frame
/// as it was; after every layout, hidden arranged items have zero length on the stack's
/// axis. The same program run twice gives the same frames.
public enum APIFuzz {
    public static func problems(_ bytes: [UInt8]) -> [String] {
        let first = Program(bytes)
        if let problem = first.run() { return [problem] + first.log }
        let second = Program(bytes)
        _ = second.run()
        if first.trace != second.trace {
            let i = zip(first.trace, second.trace).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(first.trace.count, second.trace.count)
            let a = i < first.trace.count ? first.trace[i] : "-", b = i < second.trace.count ? second.trace[i] : "-"
            return ["the same program gave different frames after layout \(i): \(a) vs \(b)"] + first.log
        }
        return []
    }

    final class Program {
        var input: ByteStream
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var views: [View]
        var stacks: [StackView] = []
        var constraints: [LayoutConstraint] = []
        var log: [String] = []
        /// The frames after every layout, as exact text.
        var trace: [String] = []
        /// Set once a number outside the numeric contract is accepted: the hidden-length
        /// check then allows rounding.
        var extreme = false
        /// Views given a required hugging or compression resistance.
        var requiredContent: Set<ObjectIdentifier> = []
        var checksHiddenLengths = true
        /// A broken promise found inside a step (a visual-format error's caret).
        var stepProblem: String?

        init(_ bytes: [UInt8]) {
            input = ByteStream(bytes)
            views = [root]
            root.layoutEngine.diagnosticHandler = { _ in }
        }

        func frames() -> [String] {
            views.map { "(\($0.frame.origin.x), \($0.frame.origin.y), \($0.frame.size.width), \($0.frame.size.height))" }
        }

        func run(maximumSteps: Int = 32) -> String? {
            var steps = 0
            while !input.isAtEnd && steps < maximumSteps {
                steps += 1
                root.layoutIfNeeded()
                let before = frames()
                let refusalsBefore = refusals()
                var threw = false
                do { try step() } catch {
                    threw = true
                    log.append("  threw: \(error)")
                }
                for engine in engines() { engine.diagnosticHandler = { _ in } }
                if let stepProblem { return stepProblem }
                let refused = threw || refusals() > refusalsBefore
                if refused {
                    root.layoutIfNeeded()
                    if frames() != before { return "a refused call changed frames: \(before) -> \(frames())" }
                }
                if let problem = layoutAndCheck() { return problem }
            }
            return nil
        }

        /// Refusals reported so far, by the engines of every tree (a removed view has its own).
        func refusals() -> Int {
            engines().reduce(0) { $0 + $1.diagnostics.filter { $0.error != nil && $0.brokenConstraint == nil }.count }
        }

        func engines() -> [LayoutEngine] {
            var seen: Set<ObjectIdentifier> = []
            return views.map(\.layoutEngine).filter { seen.insert(ObjectIdentifier($0)).inserted }
        }

        func number() -> CGFloat {
            let x = input.number()
            return CGFloat(x)
        }

        /// Notes an accepted number outside the contract.
        func note(_ xs: CGFloat...) { if xs.contains(where: { ByteStream.isExtreme(Double($0)) }) { extreme = true } }

        func pickView() -> View { views[input.choice(views.count)] }
        /// Any view but the root: the root stays the root, so that its frames and
        /// diagnostics are those of one tree.
        func pickChild() -> View? { views.count < 2 ? nil : views[1 + input.choice(views.count - 1)] }
        func pickStack() -> StackView? { stacks.isEmpty ? nil : stacks[input.choice(stacks.count)] }
        func size() -> CGSize? { input.choice(4) == 0 ? nil : CGSize(width: CGFloat(input.choice(80)), height: CGFloat(input.choice(50))) }
        func priority() -> LayoutPriority {
            let table: [Float] = [1000, 1000, 999, 750, 751, 250, 249, 50, 1, 0, 1001, .nan]
            return LayoutPriority(table[input.choice(table.count)])
        }

        func step() throws {
            // Op bytes 252...255 (none in the inputs kept before this op existed) read a visual format.
            let op = input.byte()
            if op >= 252 { return try visualFormat() }
            switch Int(op) % 18 {
            case 0:
                let view = View()
                view.intrinsicContentSize = size()
                view.translatesAutoresizingMaskIntoConstraints = input.bool()
                let parent = pickView()
                log.append("addSubview v\(views.count) to v\(index(parent))")
                views.append(view)
                view.layoutEngine.diagnosticHandler = { _ in }
                parent.addSubview(view)
            case 1:
                let stack = StackView()
                stack.translatesAutoresizingMaskIntoConstraints = false
                let parent = pickView()
                log.append("addSubview stack v\(views.count) to v\(index(parent))")
                views.append(stack)
                stacks.append(stack)
                stack.layoutEngine.diagnosticHandler = { _ in }
                parent.addSubview(stack)
            case 2:
                guard let stack = pickStack(), let view = pickChild() else { return }
                log.append("addArrangedSubview v\(index(view)) to v\(index(stack))")
                stack.addArrangedSubview(view)
            case 3:
                guard let stack = pickStack(), let view = pickChild() else { return }
                let at = input.choice(stack.arrangedSubviews.count + 3) - 1
                log.append("insertArrangedSubview v\(index(view)) into v\(index(stack)) at \(at)")
                stack.insertArrangedSubview(view, at: at)
            case 4:
                guard let stack = pickStack() else { return }
                let view = pickView()
                log.append("removeArrangedSubview v\(index(view)) from v\(index(stack))")
                stack.removeArrangedSubview(view)
            case 5:
                let view = pickView()
                log.append("removeFromSuperview v\(index(view))")
                view.removeFromSuperview()
            case 6:
                let view = pickView()
                log.append("isHidden toggle v\(index(view))")
                view.isHidden.toggle()
            case 7:
                guard let stack = pickStack() else { return }
                let axis: LayoutConstraint.Axis = input.bool() ? .horizontal : .vertical
                let distribution = StackView.Distribution.allCases[input.choice(StackView.Distribution.allCases.count)]
                let alignment = StackView.Alignment.allCases[input.choice(StackView.Alignment.allCases.count)]
                log.append("v\(index(stack)): \(axis) \(distribution) \(alignment)")
                stack.axis = axis
                stack.distribution = distribution
                stack.alignment = alignment
            case 8:
                guard let stack = pickStack() else { return }
                let spacing = number()
                log.append("v\(index(stack)).spacing = \(spacing)")
                stack.spacing = spacing
                note(stack.spacing)
            case 9:
                let view = pickView()
                let insets = EdgeInsets(top: number(), left: number(), bottom: number(), right: number())
                log.append("v\(index(view)).layoutMargins = \(insets)")
                view.layoutMargins = insets
                note(view.layoutMargins.top, view.layoutMargins.left, view.layoutMargins.bottom, view.layoutMargins.right)
            case 10:
                guard let stack = pickStack() else { return }
                log.append("v\(index(stack)) margins relative toggle")
                stack.isLayoutMarginsRelativeArrangement.toggle()
            case 11, 12:
                let attributes = LayoutConstraint.Attribute.allCases
                let item = pickView(), a = attributes[input.choice(attributes.count)]
                let other: View? = input.choice(4) == 0 ? nil : pickView()
                let b = other == nil ? LayoutConstraint.Attribute.notAnAttribute : attributes[input.choice(attributes.count)]
                let relation = [LayoutConstraint.Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][input.choice(3)]
                let multiplier = [1, 1, 2, 0.5, 0, -1][input.choice(6)] as CGFloat
                let constant = number(), p = priority()
                log.append("constraint v\(index(item)).\(a) \(relation) \(other.map { "v\(index($0))" } ?? "-").\(b) * \(multiplier) + \(constant) @\(p)")
                let c = try LayoutConstraint(item: item, attribute: a, relatedBy: relation, toItem: other, attribute: b,
                                             multiplier: multiplier, constant: constant)
                constraints.append(c)
                let refusalsBefore = refusals()
                c.priority = p
                // One call per step: a refused priority ends it (the check sees the refusal).
                guard refusals() == refusalsBefore else { return }
                c.isActive = true
                if c.isActive { note(c.constant) }
            case 13:
                guard !constraints.isEmpty else { return }
                let c = constraints[input.choice(constraints.count)]
                let constant = number()
                log.append("c.constant = \(constant)")
                c.constant = constant
                if c.isActive { note(c.constant) }
            case 14:
                guard !constraints.isEmpty else { return }
                let c = constraints[input.choice(constraints.count)]
                let p = priority()
                log.append("c.priority = \(p)")
                c.priority = p
            case 15:
                guard !constraints.isEmpty else { return }
                let c = constraints[input.choice(constraints.count)]
                log.append("c.isActive toggle")
                c.isActive.toggle()
            case 16:
                let view = pickView()
                let axis: LayoutConstraint.Axis = input.bool() ? .horizontal : .vertical
                let p = priority()
                log.append("v\(index(view)) hugging/resistance \(axis) \(p)")
                if p.isRequired { requiredContent.insert(ObjectIdentifier(view)) }
                if input.bool() { view.setContentHuggingPriority(p, for: axis) } else { view.setContentCompressionResistancePriority(p, for: axis) }
            default:
                let view = pickView()
                log.append("fitting v\(index(view))")
                _ = view.systemLayoutSizeFitting(CGSize(width: number(), height: number()))
            }
        }

        /// A visual format from an alphabet of its tokens, over up to three views; a thrown
        /// error's caret must lie inside the format.
        func visualFormat() throws {
            let alphabet = Array("HV:|-[]()=<>@,0123456789abcm ")
            let format = String((0..<input.choice(24)).map { _ in alphabet[input.choice(alphabet.count)] })
            var named: [String: View] = [:]
            for name in ["a", "b", "c"] { if let view = pickChild() { named[name] = view } }
            log.append("visual format \"\(format)\" over \(named.mapValues { index($0) }.sorted { $0.key < $1.key })")
            do {
                let made = try LayoutConstraint.constraints(withVisualFormat: format, metrics: ["m": 8], views: named)
                constraints += made
                try LayoutConstraint.activate(made)
                for c in made where c.isActive { note(c.constant) }
            } catch {
                if case let .invalidVisualFormat(_, _, position) = error, !(0...format.count).contains(position) {
                    stepProblem = "the visual format error's caret \(position) is outside the format (\(format.count) characters)"
                }
                throw error
            }
        }

        func index(_ view: View) -> Int { views.firstIndex { $0 === view } ?? -1 }

        /// Lays out, records the frames, checks the hidden arranged items.
        func layoutAndCheck() -> String? {
            root.layoutIfNeeded()
            trace.append(frames().joined(separator: " "))
            // The hidden item's length constraint is required; while required constraints
            // conflict the engine breaks one of them, which may be it.
            let conflicts = root.layoutEngine.diagnostics.contains { $0.brokenConstraint != nil }
            guard !conflicts && checksHiddenLengths else { return nil }
            for stack in stacks {
                guard isInTree(stack) else { continue }
                for view in stack.arrangedSubviews where view.isHidden && !holdsOwnLength(view, stack.axis) {
                    let length = stack.axis == .horizontal ? view.frame.size.width : view.frame.size.height
                    let tolerance: CGFloat = extreme ? 1e-3 * max(1, abs(stack.frame.size.width) + abs(stack.frame.size.height)) : 1e-6
                    if !(abs(length) <= tolerance) {
                        return "hidden arranged v\(index(view)) of v\(index(stack)) has length \(length) on the \(stack.axis) axis"
                    }
                }
            }
            return nil
        }

        /// Whether the item may keep a length while hidden (Docs/Hiding.md: the hiding
        /// constraint, at 999.999, gives way to the item's own required constraints): it has
        /// subviews, a required content priority, an active required constraint of its own
        /// on the axis, or it is a margin-relative stack.
        func holdsOwnLength(_ view: View, _ axis: LayoutConstraint.Axis) -> Bool {
            if !view.subviews.isEmpty || requiredContent.contains(ObjectIdentifier(view)) { return true }
            // A margin-relative stack spans at least its margins (its ordering guide is `>= 0`
            // required), even when empty.
            if let stack = view as? StackView, stack.isLayoutMarginsRelativeArrangement { return true }
            return constraints.contains { c in
                c.isActive && c.priority.isRequired && (c.firstItem === view || c.secondItem === view)
                    && (c.firstAttribute.axis == axis || c.secondAttribute.axis == axis)
            }
        }

        func isInTree(_ view: View) -> Bool {
            var v: View? = view
            while let current = v { if current === root { return true }; v = current.superview }
            return false
        }
    }
}

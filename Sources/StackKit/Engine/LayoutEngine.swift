import Foundation
import Solver

/// The bridge between one view tree and its solver: one engine per root view, created
/// at first use.
///
/// Changes to constraints, content sizes and frames are queued and applied at the next
/// layout pass as one batch (removals first, then constant changes, then additions), so
/// a transient conflict between an old and a new set of constraints is never reported.
/// Constant changes use the solver's constant fast path; nothing is rebuilt.
///
/// Unsatisfiable required constraints never stop layout: the engine leaves the offending
/// constraint out, records a ``LayoutDiagnostic`` (``diagnostics``), hands it to
/// ``diagnosticHandler`` (which prints it in UIKit's shape by default), and tries the
/// constraint again when constraints change.
public final class LayoutEngine: LifetimeTracked {
    unowned let root: View
    let solver = SimplexSolver()
    /// Stands for the engine in the constraints and views that refer to it without
    /// keeping it alive (``LayoutConstraint/solverEngine``, ``LayoutConstraint/queuedIn``,
    /// ``ViewEngineState/dirtyInEngine``).
    let lifetimeToken = LifetimeToken()

    /// Constraints whose state in the solver may differ from what they ask for.
    @exclusivity(unchecked) var queue: [LayoutConstraint] = []
    /// Views whose content-size or frame constraints must be brought up to date, held
    /// weakly: the root owns the engine, so a strong list would keep the tree alive.
    @exclusivity(unchecked) var dirtyViews: [ViewReference] = []

    /// A view held weakly (through its lifetime token, see ``Unretained``).
    struct ViewReference {
        @Unretained var view: View?
    }
    /// Constraints left out because they conflicted; retried when anything changes.
    @exclusivity(unchecked) var broken: [LayoutConstraint] = []
    /// Whether a layout pass has anything to do.
    var layoutRequested = true
    /// Whether the next pass must write every frame: no pass has run yet, or views or
    /// guides were added, removed or reordered since the last one.
    var needsFullFrameWalk = true
    /// The views in the tree (counted as they join and leave): whether walking the tree
    /// or sorting paths puts the views to lay out in order for less.
    var viewCount = 0
    /// Some view of the tree uses a safe area, readable content or preserved margins:
    /// each pass ends by refreshing the insets of those guides (View+SafeArea.swift).
    var tracksInsetGuides = false
    /// Views that called `setNeedsLayout()` since the last pass, each once (a view that
    /// already needs layout is not added again), held weakly like `dirtyViews`.
    @exclusivity(unchecked) var viewsRequestingLayout: [ViewReference] = []
    /// Views whose frame was set by hand since the last pass: the solution overrides it.
    @exclusivity(unchecked) var viewsWithSetFrames: [ViewReference] = []
    /// The number of the current frame pass (see `LayoutItem.framePassMark`).
    @exclusivity(unchecked) var framePassMark: UInt32 = 0
    /// Solver constraint → layout constraint, to name conflicts.
    @exclusivity(unchecked) var layoutConstraintOf: [ObjectIdentifier: LayoutConstraint] = [:]

    /// What the engine asked of its solver since it was created: a layout change should
    /// cost a few operations, never a rebuild.
    public struct Statistics: Equatable, Sendable {
        public var additions = 0
        public var removals = 0
        public var constantChanges = 0
        /// Constraints whose multipliers changed in place (a stack's equal share).
        public var coefficientChanges = 0
        /// Optional constraints moved to another optional priority in place.
        public var priorityChanges = 0
    }

    @exclusivity(unchecked) public private(set) var statistics = Statistics()

    /// Every diagnostic since the engine was created (or since ``removeAllDiagnostics()``).
    public private(set) var diagnostics: [LayoutDiagnostic] = []

    /// Receives each diagnostic as it happens. By default it prints it to standard error.
    public var diagnosticHandler: (LayoutDiagnostic) -> Void = { diagnostic in
        FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
    }

    public func removeAllDiagnostics() { diagnostics.removeAll() }

    init(root: View) {
        self.root = root
        lifetimeToken.begin(self)
        adopt(root)
    }

    deinit { lifetimeToken.end() }

    func report(_ diagnostic: LayoutDiagnostic) {
        diagnostics.append(diagnostic)
        diagnosticHandler(diagnostic)
    }

    // MARK: - Queueing

    func enqueue(_ c: LayoutConstraint) {
        layoutRequested = true
        guard c.queuedIn !== self else { return }
        c.queuedIn = self
        queue.append(c)
    }

    func noteDirty(_ view: View) {
        layoutRequested = true
        guard view.engineState.dirtyInEngine !== self else { return }
        view.engineState.dirtyInEngine = self
        dirtyViews.append(ViewReference(view: view))
    }

    /// Takes a subtree that joined this tree: its constraints and its views' own
    /// constraints are queued for the next pass.
    func adopt(_ subtree: View) {
        needsFullFrameWalk = true
        subtree.forEachViewInSubtree { view in
            viewCount += 1
            view.engineState.memberOfEngine = nil
            // On no list of this engine yet; the full walk writes its frame anyway.
            view.engineState.frameSetByHand = false
            noteDirty(view)
            for c in view.installedConstraints { enqueue(c) }
            for c in view.ownInternalConstraints { enqueue(c) }
            if let guide = view.storedMarginsGuide { for c in guide.marginConstraints { enqueue(c) } }
            view.forEachInsetGuide { for c in $0.marginConstraints { enqueue(c) } }
        }
    }

    /// Removes a subtree's constraints from the solver at once: the subtree is leaving.
    func detach(subtree: View) {
        needsFullFrameWalk = true
        subtree.forEachViewInSubtree { view in
            viewCount -= 1
            view.engineState.memberOfEngine = nil
            for c in view.installedConstraints { uninstall(c) }
            for c in view.ownInternalConstraints { uninstall(c) }
            if let guide = view.storedMarginsGuide { for c in guide.marginConstraints { uninstall(c) } }
            view.forEachInsetGuide { for c in $0.marginConstraints { uninstall(c) } }
        }
    }

    /// Forgets every constraint: the root joined another tree.
    func detachAll() { detach(subtree: root) }

    func uninstall(_ c: LayoutConstraint) {
        if c.solverEngine === self, let sc = c.solverConstraint {
            try? solver.remove(sc)
            statistics.removals += 1
            layoutConstraintOf[ObjectIdentifier(sc)] = nil
        }
        if c.solverEngine === self {
            c.solverConstraint = nil
            c.solverEngine = nil
        }
        if c.isBroken, let i = broken.firstIndex(where: { $0 === c }) {
            broken.remove(at: i)
            c.isBroken = false
        }
    }

    // MARK: - The batch

    /// Applies every queued change to the solver. Returns whether anything changed.
    @discardableResult
    func applyChanges() -> Bool {
        var changed = false
        // Views' own constraints first: they enqueue what changed.
        while !dirtyViews.isEmpty {
            let views = dirtyViews
            dirtyViews.removeAll()
            for entry in views {
                guard let view = entry.view, view.engineState.dirtyInEngine === self else { continue }
                view.engineState.dirtyInEngine = nil
                view.syncInternalConstraints()
            }
        }
        var additions: [LayoutConstraint] = []
        var constantChanges: [(LayoutConstraint, Double)] = []
        var coefficientChanges: [(LayoutConstraint, Solver.Expression)] = []
        var priorityChanges: [LayoutConstraint] = []
        while !queue.isEmpty {
            let batch = queue
            queue.removeAll()
            for c in batch {
                // A constraint that moved to another tree's queue meanwhile keeps that
                // queue's mark; here it is only taken out if this engine holds it.
                if c.queuedIn === self { c.queuedIn = nil }
                let installed = c.solverEngine === self ? c.solverConstraint : nil
                guard wants(c) else {
                    if installed != nil || c.isBroken { uninstall(c); changed = true }
                    continue
                }
                if c.isBroken {
                    additions.append(c)
                    continue
                }
                guard let installed else {
                    additions.append(c)
                    continue
                }
                let expression = self.expression(for: c)
                if installed.priority.isRequired != c.priority.isRequired || installed.weight != c.weight
                    || installed.relation != solverRelation(c.relation)
                    || !sameVariables(installed.expression, expression) {
                    uninstall(c)
                    additions.append(c)
                    changed = true
                    continue
                }
                if installed.priority != c.priority { priorityChanges.append(c) }
                if !sameTerms(installed.expression, expression) {
                    coefficientChanges.append((c, expression))
                } else if installed.expression.constant != expression.constant {
                    constantChanges.append((c, expression.constant))
                }
            }
        }
        // An optional constraint moved to another optional priority keeps its rows: only
        // the objective changes (an equal-centering stack renumbers its gap priorities
        // whenever an item is hidden or shown).
        for c in priorityChanges {
            guard let applied = changeInPlace(c, additions: &additions, { sc throws(SolverError) in
                try solver.setPriority(c.priority, of: sc)
            }) else { continue }
            if applied { statistics.priorityChanges += 1 }
            changed = true
        }
        // Changes that loosen a constraint go first. A label that grows raises its
        // hugging bound before its compression bound; the other way round, the raised
        // compression first pushes against the old hugging, the solver's cheap repair
        // (moving the chain below) cannot trade one against the other, and the dual
        // simplex pivots the positions above into the basis, filling the tableau: a
        // 100-cell feed of wrapping labels took 1.6 s instead of 67 ms (S7).
        var loosening: [(LayoutConstraint, Double)] = [], tightening: [(LayoutConstraint, Double)] = []
        for change in constantChanges {
            if loosens(change.0, to: change.1) { loosening.append(change) } else { tightening.append(change) }
        }
        constantChanges = loosening + tightening
        for (c, constant) in constantChanges {
            guard let applied = changeInPlace(c, additions: &additions, { sc throws(SolverError) in
                try solver.setConstant(constant, of: sc)
            }) else { continue }
            if applied { statistics.constantChanges += 1 }
            changed = true
        }
        // A multiplier changed in place (a stack's equal share): the solver updates the
        // rows that name the constraint's marker instead of removing it.
        for (c, expression) in coefficientChanges {
            guard let applied = changeInPlace(c, additions: &additions, { sc throws(SolverError) in
                try solver.setExpression(expression, of: sc)
            }) else { continue }
            if applied { statistics.coefficientChanges += 1 }
            changed = true
        }
        if !additions.isEmpty || changed {
            // Constraints left out earlier may fit now.
            for c in broken where !additions.contains(where: { $0 === c }) && wants(c) { additions.append(c) }
        }
        // Frames first: a root's size and autoresizing masks win over other required
        // constraints, as a window's size does in UIKit. Stable: within a rank, in the
        // order they were queued (one bucket per rank, no sort).
        // Every addition passed `wants` above, and installing changes no tree.
        if !additions.isEmpty {
            // Grown once, not doubling (and rehashing) through a first layout's thousands.
            layoutConstraintOf.reserveCapacity(layoutConstraintOf.count + additions.count)
            var buckets: [[LayoutConstraint]] = [[], [], [], []]
            for c in additions { buckets[rank(c)].append(c) }
            for bucket in buckets {
                for c in bucket { install(c) }
            }
            changed = true
        }
        return changed
    }

    /// Whether giving `c` the constant `constant` makes it easier to satisfy at any
    /// values: a larger constant of `expression >= 0`, a smaller one of `<= 0`.
    private func loosens(_ c: LayoutConstraint, to constant: Double) -> Bool {
        guard let installed = c.solverConstraint else { return false }
        switch installed.relation {
        case .greaterThanOrEqual: return constant > installed.expression.constant
        case .lessThanOrEqual: return constant < installed.expression.constant
        case .equal: return false
        }
    }

    /// Installation order: frames, then content sizes (optional, so they never conflict;
    /// sizes known first keep a long chain of positions sparse in the solver), then
    /// margins, then everything else.
    private func rank(_ c: LayoutConstraint) -> Int {
        switch c.owner {
        case .rootFrame?, .autoresizing?: 0
        case .contentSize?: 1
        case .marginsGuide?: 2
        default: 3
        }
    }

    /// Whether the constraint should be in this engine's solver now.
    func wants(_ c: LayoutConstraint) -> Bool {
        guard let view = c.installedView, isInTree(view),
              let first = c.firstItem?.anchorView, isInTree(first) else { return false }
        if let second = c.secondItem {
            guard let secondView = second.anchorView, isInTree(secondView) else { return false }
        } else if c.secondAttribute != .notAnAttribute {
            return false  // the second item is gone
        }
        if c.firstOrigin != nil || c.secondOrigin != nil {
            for origin in [c.firstOrigin, c.secondOrigin].compactMap({ $0 }) {
                guard let view = origin.item?.anchorView, isInTree(view) else { return false }
            }
        }
        return true
    }

    /// Whether `view` is in this engine's tree. A yes is remembered in every view on the
    /// way up until the view joins or leaves a tree (`adopt` and `detach` forget it), so
    /// checking every constraint of a pass costs about one step per view, not a walk to
    /// the root (with a weak load per step) per constraint.
    func isInTree(_ view: View) -> Bool {
        let me = ObjectIdentifier(self)
        var top = view
        while top.engineState.memberOfEngine != me, let parent = top.superview { top = parent }
        guard top.engineState.memberOfEngine == me || top === root else { return false }
        var current = view
        while current.engineState.memberOfEngine != me {
            current.engineState.memberOfEngine = me
            guard let parent = current.superview else { break }
            current = parent
        }
        return true
    }

    func install(_ c: LayoutConstraint) {
        // Never twice: a second solver constraint would outlive its layout constraint.
        if c.solverEngine === self, c.solverConstraint != nil { return }
        let sc = Solver.Constraint(expression(for: c), solverRelation(c.relation), priority: c.priority,
                                   weight: c.weight)
        do {
            try solver.add(sc)
            statistics.additions += 1
            c.solverConstraint = sc
            c.solverEngine = self
            layoutConstraintOf[ObjectIdentifier(sc)] = c
            if c.isBroken, let i = broken.firstIndex(where: { $0 === c }) { broken.remove(at: i) }
            c.isBroken = false
        } catch {
            if c.owner == .rootFrame || c.owner == .autoresizing,
               case let .unsatisfiableConstraint(_, others) = error, breakOneForFrame(c, conflicting: others) {
                install(c)
                return
            }
            if !c.isBroken {
                c.isBroken = true
                broken.append(c)
                var conflicting: [LayoutConstraint] = []
                if case let .unsatisfiableConstraint(sc, others) = error {
                    // Nothing to list: the constraint contradicts itself (`0 >= 5` once its terms cancel).
                    if others.isEmpty, let statement = sc.contradiction {
                        report(LayoutDiagnostic(kind: .neverHolds(broken: c, reducesTo: statement)))
                        return
                    }
                    conflicting = others.compactMap { layoutConstraintOf[ObjectIdentifier($0)] }
                }
                report(LayoutDiagnostic(kind: .unsatisfiable(broken: c, conflicting: conflicting)))
            }
        }
    }

    /// A frame constraint must hold: the first other required constraint it conflicts
    /// with is left out instead (and reported), and the frame is tried again. Returns
    /// whether one was.
    private func breakOneForFrame(_ frame: LayoutConstraint, conflicting: [Solver.Constraint]) -> Bool {
        for sc in conflicting {
            guard let other = layoutConstraintOf[ObjectIdentifier(sc)], other.owner != .rootFrame,
                  other.owner != .autoresizing else { continue }
            uninstall(other)
            other.isBroken = true
            broken.append(other)
            report(LayoutDiagnostic(kind: .unsatisfiable(broken: other, conflicting: [frame])))
            return true
        }
        return false
    }

    func solverRelation(_ relation: LayoutConstraint.Relation) -> Solver.Relation {
        switch relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    /// Makes one change to an installed constraint in place through `change`. When the
    /// solver refuses (a new constant or coefficient that cannot hold), the constraint
    /// is taken out and goes to `additions`, where the conflict is reported. Returns
    /// whether the change was made, or nil when the constraint is not installed.
    private func changeInPlace(_ c: LayoutConstraint, additions: inout [LayoutConstraint],
                               _ change: (Solver.Constraint) throws(SolverError) -> Void) -> Bool? {
        guard let sc = c.solverConstraint else { return nil }
        do {
            try change(sc)
            return true
        } catch {
            uninstall(c)
            additions.append(c)
            return false
        }
    }

    /// Whether two expressions name the same variables in the same order.
    func sameVariables(_ a: Solver.Expression, _ b: Solver.Expression) -> Bool {
        guard a.terms.count == b.terms.count else { return false }
        return zip(a.terms, b.terms).allSatisfy { $0.variable === $1.variable }
    }

    func sameTerms(_ a: Solver.Expression, _ b: Solver.Expression) -> Bool {
        guard a.terms.count == b.terms.count else { return false }
        for (x, y) in zip(a.terms, b.terms) where x.variable !== y.variable || x.coefficient != y.coefficient {
            return false
        }
        return true
    }

    // MARK: - Values

    /// A variable's solved value (0 when no constraint mentions it), with rounding noise
    /// removed: a value within 10⁻⁹ of a multiple of 1/1024 point is that multiple, so
    /// that 70 never shows as 69.99999999999999. Genuine fractions are never that close.
    func solvedValue(_ variable: Variable) -> CGFloat {
        Self.withoutNoise(solver.value(of: variable) ?? 0)
    }

    static func withoutNoise(_ value: Double) -> CGFloat {
        let snapped = (value * 1024).rounded() / 1024
        return CGFloat(abs(snapped - value) < 1e-9 ? snapped + 0 : value)
    }

    // MARK: - Expressions

    /// `first − (multiplier × second + constant)`, the solver's `expression (relation) 0`.
    ///
    /// Positions are measured in the coordinates of the view the constraint is installed
    /// on (its items' nearest common ancestor), as in UIKit: with a multiplier other than
    /// 1, `child.trailing == 0.5 × container.trailing` means half the container's width
    /// wherever the container sits. Variables are in root coordinates, so the ancestor's
    /// origin is taken out: `(first − o) − m·(second − o) − c`.
    ///
    /// `leading` and `trailing` resolve against the layout direction of that same view. In
    /// right to left such a constraint measures along the reading direction, as UIKit's
    /// do: its positions are mirrored (leading is −right, trailing −left, centerX
    /// −centerX) and its constant keeps its sign, so `b.leading == a.trailing + 8` puts b
    /// 8 points to the left of a. (A constraint naming leading or trailing names no left,
    /// right or size: activation refuses those mixes.)
    func expression(for c: LayoutConstraint) -> Solver.Expression {
        // Built straight into one array of terms, in the order (and with the coefficients)
        // of `first − origin − multiplier × (second − origin) + ancestor's origin ×
        // (multiplier − 1)`: no intermediate expressions (issue #17).
        let direction = c.layoutDirection
        var e = ExpressionBuilder()
        var constant = e.add(c.firstItem!, c.firstAttribute.physical(in: direction), 1)
        if let origin = c.firstOrigin, let item = origin.item {
            constant = constant + e.add(item, origin.attribute.physical(in: direction), -1) * -1
        }
        if let second = c.secondItem {
            let m = Double(c.multiplier)
            var secondConstant = e.add(second, c.secondAttribute.physical(in: direction), -m)
            if let origin = c.secondOrigin, let item = origin.item {
                secondConstant = secondConstant + e.add(item, origin.attribute.physical(in: direction), m) * -1
            }
            constant = constant + (secondConstant * m) * -1
            // A distance is a length: no origin to take out.
            if !c.firstAttribute.isDimension, c.firstOrigin == nil, c.multiplier != 1, let ancestor = c.installedView {
                let origin = c.firstAttribute.axis == .horizontal ? ancestor.minX : ancestor.minY
                e.terms.append(Term(origin, m - 1))
                constant = constant + 0
            }
        }
        if direction == .rightToLeft {
            for i in e.terms.indices { e.terms[i].coefficient = e.terms[i].coefficient * -1 }
            constant = constant * -1
        }
        return Expression(terms: e.terms, constant: constant - Double(c.effectiveConstant))
    }

    /// The terms of a constraint's expression being built: appended in order, into one
    /// array.
    struct ExpressionBuilder {
        var terms: [Term] = []

        init() { terms.reserveCapacity(4) }

        /// Appends the terms of `attribute` of `item`, each coefficient multiplied by
        /// `k`, and returns the attribute's own constant (a baseline's offset), not
        /// multiplied: the caller combines constants as the operator form does, so the
        /// expression is the one `first − (multiplier × second + constant)` gives, bit for
        /// bit. A physical attribute (see `Attribute.physical(in:)`): `leading` and
        /// `trailing` here are left to right.
        mutating func add(_ item: LayoutItem, _ attribute: LayoutConstraint.Attribute, _ k: Double) -> Double {
            var item = item
            var attribute = attribute
            if attribute.isMargin {
                if item.isView { item = item.uncheckedView.layoutMarginsGuide }
                attribute = attribute.withoutMargin
            }
            switch attribute {
            case .left, .leading:
                terms.append(Term(item.minX, k))
            case .right, .trailing:
                terms.append(Term(item.minX, k))
                terms.append(Term(item.width, k))
            case .top:
                terms.append(Term(item.minY, k))
            case .bottom:
                terms.append(Term(item.minY, k))
                terms.append(Term(item.height, k))
            case .width:
                terms.append(Term(item.width, k))
            case .height:
                terms.append(Term(item.height, k))
            case .centerX:
                terms.append(Term(item.minX, k))
                terms.append(Term(item.width, 0.5 * k))
            case .centerY:
                terms.append(Term(item.minY, k))
                terms.append(Term(item.height, 0.5 * k))
            case .firstBaseline:
                // A view may pass its baseline on (a stack view to its first item): the
                // source's variables are in root coordinates too, so the expression stays linear.
                guard item.isView else {
                    terms.append(Term(item.minY, k))
                    return 0
                }
                let source = item.uncheckedView.firstBaselineSource
                terms.append(Term(source.minY, k))
                return 0 + Double(source.firstBaselineOffsetFromTop ?? 0)
            case .lastBaseline:
                guard item.isView else {
                    terms.append(Term(item.minY, k))
                    terms.append(Term(item.height, k))
                    return 0
                }
                let source = item.uncheckedView.lastBaselineSource
                terms.append(Term(source.minY, k))
                terms.append(Term(source.height, k))
                return 0 + -Double(source.lastBaselineOffsetFromBottom ?? 0)
            default:
                break
            }
            return 0
        }
    }
}

import Foundation
import Solver

/// A relation between two layout attributes, as UIKit's `NSLayoutConstraint`:
/// `firstItem.firstAttribute (relation) multiplier × secondItem.secondAttribute + constant`.
///
/// ```swift
/// let gap = LayoutConstraint.make(title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8))
/// gap.isActive = true
/// gap.constant = 12          // cheap: a constant change in the solver, at the next layout
/// ```
///
/// Changes take effect at the next layout pass, as one batch: deactivating one set and
/// activating another in any order never reports a transient conflict. Changing
/// ``constant`` is a constant change in the solver, not a remove and add. Unlike UIKit,
/// ``priority`` may change between required and optional on an active constraint.
///
/// Items are held weakly, as in UIKit, so constraints never keep views alive (through the
/// items' lifetime tokens, ``Unretained``, rather than Swift's `weak`).
public final class LayoutConstraint: CustomStringConvertible {
    public var firstItem: LayoutItem? { storedFirstItem }
    public let firstAttribute: Attribute
    public let relation: Relation
    public var secondItem: LayoutItem? { storedSecondItem }
    public let secondAttribute: Attribute
    /// Read-only, as in UIKit. A stack view changes the multiplier of one of its own
    /// generated constraints in place: its equal share of the canvas, when the number of
    /// visible items changes.
    @exclusivity(unchecked) public internal(set) var multiplier: CGFloat {
        didSet { if multiplier != oldValue { needsSync() } }
    }
    /// The items, held weakly through their lifetime tokens (``Unretained``).
    @Unretained private var storedFirstItem: LayoutItem?
    @Unretained private var storedSecondItem: LayoutItem?

    /// For a constraint made from ``LayoutAnchor/anchorWithOffset(to:)``: the anchor each
    /// side is measured from (a side is then `item.attribute − origin`, a distance).
    @exclusivity(unchecked) var firstOrigin: AnchorTerm?
    @exclusivity(unchecked) var secondOrigin: AnchorTerm?

    /// The constant added to the second side. Setting NaN or infinity is refused (the
    /// value stays, and a diagnostic is reported).
    @exclusivity(unchecked) public var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            if !constant.isFinite {
                let refused = constant
                constant = oldValue
                report(.invalidNumber(refused, what: "constant of \(self)"))
                return
            }
            needsSync()
        }
    }

    /// The priority, `(0, 1000]`. An invalid value is refused (the old one stays, and a
    /// diagnostic is reported).
    @exclusivity(unchecked) public var priority: LayoutPriority {
        didSet {
            guard priority != oldValue else { return }
            if !priority.isValid {
                let refused = priority
                priority = oldValue
                report(.invalidPriority(refused))
                return
            }
            needsSync()
        }
    }

    /// A name for diagnostics (UIKit's logs show it the same way).
    @exclusivity(unchecked) public var identifier: String?

    /// The view whose ``View/collapsibleConstraints`` include this constraint.
    @Unretained var collapsingView: View?

    /// The constant the engine uses: 0 while the constraint is collapsed, or attached to
    /// a gone edge of one of its views; ``constant`` otherwise. The app's constant is
    /// never overwritten, so making the view visible restores exactly what it set.
    var effectiveConstant: CGFloat {
        if let view = collapsingView, view.layoutPresence.isCollapsed { return 0 }
        // A gone view's edges are its own leading and trailing: the constraint's side,
        // resolved in the constraint's direction, is matched in the view's.
        // `isView`, not a dynamic cast: this runs for every constraint the engine installs.
        if let item = firstItem, item.isView, case let view = item.uncheckedView, !view.goneEdges.isEmpty,
           view.layoutPresence.collapses(firstAttribute.physical(in: layoutDirection),
                                         in: view.effectiveUserInterfaceLayoutDirection) { return 0 }
        if let item = secondItem, item.isView, case let view = item.uncheckedView, !view.goneEdges.isEmpty,
           view.layoutPresence.collapses(secondAttribute.physical(in: layoutDirection),
                                         in: view.effectiveUserInterfaceLayoutDirection) { return 0 }
        return constant
    }

    /// Whether the constraint names leading or trailing: what it means then depends on
    /// the layout direction of the view it is installed on.
    var dependsOnLayoutDirection: Bool { firstAttribute.isDirectional || secondAttribute.isDirectional }

    /// The direction the constraint's leading and trailing resolve against: that of the
    /// view it is installed on (its items' nearest common ancestor), left to right for a
    /// constraint that names neither.
    var layoutDirection: UserInterfaceLayoutDirection {
        guard dependsOnLayoutDirection, let view = installedView else { return .leftToRight }
        return view.effectiveUserInterfaceLayoutDirection
    }

    /// The error's weight inside its priority level (1 unless a stack view breaks ties
    /// between its items with tiny index-based weights).
    @exclusivity(unchecked) var weight: Double = 1 {
        didSet { if weight != oldValue { needsSync() } }
    }

    // MARK: Engine state

    /// Where the constraint is installed while active: its items' nearest common ancestor.
    @Unretained var installedView: View?
    /// What the engine built for it, and in which engine.
    @exclusivity(unchecked) var solverConstraint: Solver.Constraint?
    @Unretained var solverEngine: LayoutEngine?
    /// The engine whose queue holds the constraint for its next pass, if any.
    @Unretained var queuedIn: LayoutEngine?
    /// Left out of the solver because it conflicted with required constraints.
    @exclusivity(unchecked) var isBroken = false
    /// Why the constraint can never be activated: it was made without throwing
    /// (``init(reportingItem:attribute:relatedBy:toItem:attribute:multiplier:constant:)``)
    /// from an invalid combination.
    @exclusivity(unchecked) var invalidReason: LayoutError?
    /// The engine maintains it for a view (content size, autoresizing, margins guide,
    /// root size); it is not in any view's `constraints`.
    @exclusivity(unchecked) var owner: InternalConstraintOwner?

    enum InternalConstraintOwner {
        case contentSize, autoresizing, marginsGuide, rootFrame
    }

    /// Creates a constraint, as UIKit's initializer; invalid combinations throw instead
    /// of raising an exception.
    /// - Throws: ``LayoutError/incompatibleAttributes(_:_:)`` for attributes of different
    ///   axes or a position related to a size, ``LayoutError/positionWithoutReference(_:)``
    ///   for a position without a second item or with multiplier 0,
    ///   ``LayoutError/missingSecondItem`` and ``LayoutError/invalidNumber(_:what:)``.
    /// (Disfavoured so that StackKitUIKit's non-throwing initializer wins where both are seen.)
    @_disfavoredOverload
    public convenience init(item: LayoutItem, attribute: Attribute, relatedBy relation: Relation,
                            toItem: LayoutItem?, attribute secondAttribute: Attribute,
                            multiplier: CGFloat, constant: CGFloat) throws(LayoutError) {
        try Self.validate(first: attribute, second: secondAttribute, hasSecondItem: toItem != nil,
                          multiplier: multiplier, constant: constant)
        self.init(unchecked: item, attribute, relation, toItem, secondAttribute, multiplier, constant)
    }

    init(unchecked item: LayoutItem, _ attribute: Attribute, _ relation: Relation, _ toItem: LayoutItem?,
         _ secondAttribute: Attribute, _ multiplier: CGFloat, _ constant: CGFloat,
         priority: LayoutPriority = .required) {
        storedFirstItem = item
        firstAttribute = attribute
        self.relation = relation
        storedSecondItem = toItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }

    static func validate(first: Attribute, second: Attribute, hasSecondItem: Bool,
                         multiplier: CGFloat, constant: CGFloat) throws(LayoutError) {
        guard multiplier.isFinite else { throw .invalidNumber(Double(multiplier), what: "multiplier") }
        guard constant.isFinite else { throw .invalidNumber(Double(constant), what: "constant") }
        guard first != .notAnAttribute else { throw .incompatibleAttributes(first, second) }
        if hasSecondItem != (second != .notAnAttribute) { throw .missingSecondItem }
        if first.mixesDirectionalAndPhysical(with: second) { throw .incompatibleAttributes(first, second) }
        if !first.isDimension {
            guard hasSecondItem, multiplier != 0 else { throw .positionWithoutReference(first) }
            guard !second.isDimension, first.axis == second.axis else {
                throw .incompatibleAttributes(first, second)
            }
        } else if hasSecondItem, !second.isDimension {
            throw .incompatibleAttributes(first, second)
        }
    }

    /// Whether the constraint takes part in layout. Activating installs it on its items'
    /// nearest common ancestor; a constraint whose items share no ancestor, or with an
    /// invalid number or priority, stays inactive and a diagnostic is reported.
    public var isActive: Bool {
        get { installedView != nil }
        set {
            if newValue {
                do { try activate() } catch { report(error) }
            } else {
                deactivate()
            }
        }
    }

    /// Activates every constraint, or none: the first invalid one throws and nothing
    /// changes. (Disfavoured so that StackKitUIKit's non-throwing `activate` wins where
    /// both are seen.)
    @_disfavoredOverload
    public static func activate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        var targets: [View] = []
        for c in constraints {
            guard !c.isActive else { targets.append(c.installedView!); continue }
            targets.append(try c.installationTarget())
        }
        for (c, view) in zip(constraints, targets) where !c.isActive { c.install(on: view) }
    }

    /// Deactivates every constraint.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.deactivate() }
    }

    func activate() throws(LayoutError) {
        guard !isActive else { return }
        install(on: try installationTarget())
    }

    /// The nearest common ancestor of the items' views, after checking the numbers.
    func installationTarget() throws(LayoutError) -> View {
        if let invalidReason { throw invalidReason }
        guard constant.isFinite else { throw .invalidNumber(Double(constant), what: "constant of \(self)") }
        guard multiplier.isFinite else { throw .invalidNumber(Double(multiplier), what: "multiplier of \(self)") }
        guard priority.isValid else { throw .invalidPriority(priority) }
        // Anchors of one type allow `leadingAnchor == leftAnchor`; UIKit refuses it on use.
        if firstAttribute.mixesDirectionalAndPhysical(with: secondAttribute) {
            throw .incompatibleAttributes(firstAttribute, secondAttribute)
        }
        guard let first = firstItem?.anchorView else { throw .noCommonAncestor(self) }
        var common = first
        if firstOrigin != nil || secondOrigin != nil {
            // The origins of distances count among the items.
            for term in [firstOrigin, secondOrigin].compactMap({ $0 }) {
                guard let view = term.item?.anchorView, let ancestor = common.nearestCommonAncestor(with: view) else {
                    throw .noCommonAncestor(self)
                }
                common = ancestor
            }
        }
        guard let secondItem else {
            // A second attribute without its item: the item went away.
            if secondAttribute != .notAnAttribute { throw .noCommonAncestor(self) }
            return common
        }
        guard let second = secondItem.anchorView, let ancestor = common.nearestCommonAncestor(with: second) else {
            throw .noCommonAncestor(self)
        }
        return ancestor
    }

    /// The items of the constraint other than ``firstItem`` and ``secondItem``: the
    /// origins of its distances, if any.
    var originItems: [LayoutItem] { [firstOrigin?.item, secondOrigin?.item].compactMap { $0 } }

    func install(on view: View) {
        // Margin attributes stand for the margins guide: make sure it exists (and its
        // constraints are queued) before the engine sees this constraint.
        if firstAttribute.isMargin { _ = (firstItem as? View)?.layoutMarginsGuide }
        if secondAttribute.isMargin { _ = (secondItem as? View)?.layoutMarginsGuide }
        installedView = view
        view.installedConstraints.append(self)
        firstItem?.noteReferencing(self)
        if let second = secondItem, second !== firstItem { second.noteReferencing(self) }
        if firstOrigin != nil || secondOrigin != nil {
            for item in originItems where item !== firstItem && item !== secondItem { item.noteReferencing(self) }
        }
        needsSync()
    }

    func deactivate() {
        guard let view = installedView else { return }
        // The engine that holds it, or left it out, must forget it at its next pass.
        let engine = solverEngine ?? view.rootView.existingEngine
        // From the end: what goes is most often what came last (a stack view holds
        // thousands, and a hide removes what the last show installed), and the search
        // then visits no more constraints than `remove(at:)` moves.
        if let i = view.installedConstraints.lastIndex(where: { $0 === self }) {
            view.installedConstraints.remove(at: i)
        }
        firstItem?.forgetReferencing(self)
        if let second = secondItem, second !== firstItem { second.forgetReferencing(self) }
        if firstOrigin != nil || secondOrigin != nil {
            for item in originItems where item !== firstItem && item !== secondItem { item.forgetReferencing(self) }
        }
        installedView = nil
        engine?.enqueue(self)
    }

    /// Queues the constraint for its engine's next pass.
    func needsSync() {
        if let engine = installedView?.rootView.existingEngine { engine.enqueue(self) }
        else if let engine = solverEngine { engine.enqueue(self) }
    }

    /// Reports a refused change to the engine of the first item's tree.
    func report(_ error: LayoutError) {
        (firstItem?.anchorView ?? installedView)?.rootView.layoutEngine.report(.refused(error))
    }

    public var description: String {
        var text = "<LayoutConstraint"
        if let identifier { text += " '\(identifier)'" }
        text += " \(Self.side(firstItem, firstAttribute, from: firstOrigin)) \(relation) "
        var rhs: [String] = []
        if let secondItem {
            let factor = multiplier == 1 ? "" : "\(Self.number(multiplier))*"
            rhs.append("\(factor)\(Self.side(secondItem, secondAttribute, from: secondOrigin))")
        }
        if constant != 0 || rhs.isEmpty {
            if rhs.isEmpty {
                rhs.append(Self.number(constant))
            } else {
                rhs.append(constant < 0 ? "- \(Self.number(-constant))" : "+ \(Self.number(constant))")
            }
        }
        text += rhs.joined(separator: " ")
        if !priority.isRequired { text += " @\(priority)" }
        return text + ">"
    }

    /// `item.attribute`, or `(item.attribute - origin.attribute)` for a distance.
    static func side(_ item: LayoutItem?, _ attribute: Attribute, from origin: AnchorTerm?) -> String {
        let name = "\(item?.debugName ?? "nil").\(attribute)"
        guard let origin else { return name }
        return "(\(name) - \(origin.item?.debugName ?? "nil").\(origin.attribute))"
    }

    static func number(_ value: CGFloat) -> String {
        if abs(value) < 1e15, value == CGFloat(Int64(value)) { return String(Int64(value)) }
        return String(Double(value))
    }
}

/// One anchor (an item, held weakly through ``Unretained``, and an attribute): the origin a distance is measured from.
struct AnchorTerm {
    @Unretained var item: LayoutItem?
    let attribute: LayoutConstraint.Attribute
}

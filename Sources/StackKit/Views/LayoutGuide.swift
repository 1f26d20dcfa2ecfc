import Foundation

/// A rectangle that takes part in layout without being a view, as UIKit's
/// `UILayoutGuide`: spacers, margins, the helpers a stack view uses.
///
/// ```swift
/// let spacer = LayoutGuide()
/// container.addLayoutGuide(spacer)
/// spacer.widthAnchor.constraint(equalTo: other.widthAnchor).isActive = true
/// ```
open class LayoutGuide: LayoutItem, CustomStringConvertible {
    /// The view that owns the guide; its constraints live in that view's tree. Held
    /// unretained (``LayoutItem/frameParent``): the owner clears it in its `deinit`, so it
    /// reads `nil` once the owner is gone, as a weak reference would.
    public internal(set) var owningView: View? {
        get { frameParent?.takeUnretainedValue() }
        set { frameParent = newValue.map { Unmanaged.passUnretained($0) } }
    }

    /// Names the guide in snapshots and diagnostics.
    public var identifier: String?

    /// Whether this is a view's ``View/layoutMarginsGuide``.
    var isMarginsGuide = false
    /// The four constraints that inset a margins guide from its view.
    var marginConstraints: [LayoutConstraint] = []

    public init() {
        super.init(kind: .guide)
    }

    /// The guide's rectangle in its owning view's coordinates, from the last layout.
    // Written for every guide that moves, in the frame pass: no run-time exclusivity check.
    @exclusivity(unchecked) public internal(set) var layoutFrame: CGRect = .zero

    override var anchorView: View? { owningView }
    override var debugName: String {
        let name = identifier ?? "LayoutGuide"
        if let owner = owningView { return "\(owner.debugName).\(name)" }
        return name
    }

    public var description: String {
        "<\(type(of: self))\(identifier.map { " '\($0)'" } ?? "") layoutFrame=\(layoutFrame)>"
    }

    /// Writes `layoutFrame` from the solution, relative to the owning view's origin.
    func writeSolvedFrame(engine: LayoutEngine, ownerOrigin origin: CGPoint) {
        layoutFrame = CGRect(x: engine.solvedValue(minX) - origin.x, y: engine.solvedValue(minY) - origin.y,
                             width: engine.solvedValue(width), height: engine.solvedValue(height))
    }

    /// Writes one solved value (without noise) into `layoutFrame`, as
    /// ``writeSolvedFrame(engine:ownerOrigin:)`` would write it: the other fields keep
    /// their variables' values from the last write (see ``View/writeSolvedValue(_:of:parentOrigin:engine:)``).
    func writeSolvedValue(_ value: CGFloat, of role: ItemVariable.Role, ownerOrigin origin: CGPoint) {
        switch role {
        case .width: layoutFrame.size.width = value
        case .height: layoutFrame.size.height = value
        case .minX: layoutFrame.origin.x = value - origin.x
        case .minY: layoutFrame.origin.y = value - origin.y
        }
    }

    /// Creates or updates the margins guide's constraints: its edges are the view's
    /// edges inset by the view's margins (``View/effectiveLayoutMargins``).
    func marginsChanged() {
        guard isMarginsGuide, let view = owningView else { return }
        setInsets(view.effectiveLayoutMargins, identifier: "SK-layoutMargins")
    }
}

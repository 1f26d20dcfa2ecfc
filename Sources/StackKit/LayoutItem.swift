import Foundation
import Solver

/// Something constraints can position: a ``View`` or a ``LayoutGuide``.
///
/// Each item owns four solver variables, its frame in the coordinates of its root view:
/// `minX`, `minY`, `width` and `height`. Every attribute is an expression of them
/// (`centerX = minX + width / 2`, `firstBaseline = minY + offset`, …).
///
/// `LayoutItem` cannot be subclassed outside StackKit; subclass ``View`` instead.
open class LayoutItem {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable

    init(kind: String) {
        minX = Variable("\(kind).minX")
        minY = Variable("\(kind).minY")
        // Sizes are preferred subjects: chains of positions stay parameters, so the
        // tableau of a long stack stays sparse.
        width = Variable("\(kind).width", subjectPreference: 1)
        height = Variable("\(kind).height", subjectPreference: 1)
    }

    /// The view whose tree the item belongs to: the view itself, or a guide's owner.
    var anchorView: View? { fatalError("LayoutItem is abstract") }

    /// A name for snapshots and diagnostics.
    var debugName: String { fatalError("LayoutItem is abstract") }

    /// Active constraints that refer to this item.
    var referencingConstraints: [LayoutConstraint] = []

    func noteReferencing(_ c: LayoutConstraint) { referencingConstraints.append(c) }

    func forgetReferencing(_ c: LayoutConstraint) {
        if let i = referencingConstraints.lastIndex(where: { $0 === c }) { referencingConstraints.remove(at: i) }
    }
}

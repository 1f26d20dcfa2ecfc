import XCTest
import StackKit

// Helpers shared by the layout-engine specification tests.

/// A root view with an identifier whose engine does not print diagnostics.
func quietRoot(_ frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480), id: String = "root") -> View {
    let root = View(frame: frame)
    root.identifier = id
    root.layoutEngine.diagnosticHandler = { _ in }
    return root
}

/// A subview laid out by constraints only (translatesAutoresizingMaskIntoConstraints == false).
@discardableResult
func autoLayoutChild(of parent: View, _ id: String? = nil) -> View {
    let view = View()
    view.identifier = id
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}

/// Constraints giving `view` (or a guide) an exact frame in `parent` (leading, top, width, height).
func frameConstraints(_ view: LayoutItem, in parent: View, _ rect: CGRect) -> [LayoutConstraint] {
    [
        view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: rect.minX),
        view.topAnchor.constraint(equalTo: parent.topAnchor, constant: rect.minY),
        view.widthAnchor.constraint(equalToConstant: rect.width),
        view.heightAnchor.constraint(equalToConstant: rect.height),
    ]
}

/// Runs `body` and returns the LayoutError it threw, or nil.
func thrownLayoutError(_ body: () throws -> Void) -> LayoutError? {
    do {
        try body()
        return nil
    } catch let error as LayoutError {
        return error
    } catch {
        XCTFail("unexpected error type \(error)")
        return nil
    }
}

/// A constraint with a priority, for building lists inline.
func prioritized(_ c: LayoutConstraint, _ p: LayoutPriority) -> LayoutConstraint {
    c.priority = p
    return c
}

/// Identity-based membership for constraint lists.
func containsIdentical(_ list: [LayoutConstraint], _ c: LayoutConstraint) -> Bool {
    list.contains { $0 === c }
}

func sameConstraints(_ a: [LayoutConstraint], _ b: [LayoutConstraint]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
}

extension LayoutError {
    var isViewCycle: Bool { if case .viewCycle = self { return true }; return false }
    var isNoCommonAncestor: Bool { if case .noCommonAncestor = self { return true }; return false }
    var isInvalidPriority: Bool { if case .invalidPriority = self { return true }; return false }
    var isInvalidNumber: Bool { if case .invalidNumber = self { return true }; return false }
    var isIncompatibleAttributes: Bool { if case .incompatibleAttributes = self { return true }; return false }
    var isPositionWithoutReference: Bool { if case .positionWithoutReference = self { return true }; return false }
    var isMissingSecondItem: Bool { if case .missingSecondItem = self { return true }; return false }
}

/// A view that records its layout-cycle calls in a shared log (no global state).
final class CycleLog {
    var entries: [String] = []
}

class RecordingView: View {
    let log: CycleLog
    var onUpdateConstraints: ((RecordingView) -> Void)?
    var onLayoutSubviews: ((RecordingView) -> Void)?

    init(_ id: String, log: CycleLog, frame: CGRect = .zero) {
        self.log = log
        super.init(frame: frame)
        identifier = id
    }

    override func updateConstraints() {
        log.entries.append("update \(identifier ?? "?")")
        onUpdateConstraints?(self)
        super.updateConstraints()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        log.entries.append("layout \(identifier ?? "?")")
        onLayoutSubviews?(self)
    }
}

/// A view whose intrinsic content size comes from an overridden getter, as UIKit subclasses do.
final class ContentView: View {
    var content: CGSize

    init(content: CGSize) {
        self.content = content
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    override var intrinsicContentSize: CGSize {
        get { content }
        set { content = newValue }
    }
}

/// A view with its own baselines.
final class BaselineView: View {
    var first: CGFloat?
    var last: CGFloat?

    init(first: CGFloat?, last: CGFloat?) {
        self.first = first
        self.last = last
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    override var firstBaselineOffsetFromTop: CGFloat? { first }
    override var lastBaselineOffsetFromBottom: CGFloat? { last }
}

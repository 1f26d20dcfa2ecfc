import Foundation

/// Something the layout engine had to tell: a required constraint it left out, or a
/// change it refused.
///
/// ```swift
/// root.layoutEngine.diagnosticHandler = { _ in }     // silence the default printing
/// root.layoutIfNeeded()
/// for d in root.layoutEngine.diagnostics { print(d.brokenConstraint?.identifier ?? "-") }
/// ```
public struct LayoutDiagnostic: CustomStringConvertible {
    public enum Kind {
        /// Required constraints conflict; `broken` was left out of the layout, and is
        /// tried again when constraints change.
        case unsatisfiable(broken: LayoutConstraint, conflicting: [LayoutConstraint])
        /// A required constraint that can never hold by itself: its terms cancel and what
        /// is left is false (`a.left >= 2 × a.left + 5` within `a`'s bounds reduces to
        /// `0 >= 5`). It is left out, as an unsatisfiable one is.
        case neverHolds(broken: LayoutConstraint, reducesTo: String)
        /// A call or property change was refused; nothing changed.
        case refused(LayoutError)
        /// `updateConstraints()` or `layoutSubviews()` changed the layout on every pass;
        /// the pass was stopped after `passes` rounds. `views` names the views whose
        /// `updateConstraints()` or `layoutSubviews()` ran in the last round, parents first.
        case layoutLoop(views: [String], passes: Int)
    }

    public let kind: Kind

    /// The constraint left out, for an unsatisfiable layout.
    public var brokenConstraint: LayoutConstraint? {
        switch kind {
        case let .unsatisfiable(broken, _), let .neverHolds(broken, _): return broken
        default: return nil
        }
    }

    /// The required constraints that conflict with the broken one.
    public var conflictingConstraints: [LayoutConstraint] {
        if case let .unsatisfiable(_, conflicting) = kind { return conflicting }
        return []
    }

    /// The error, for a refused change.
    public var error: LayoutError? {
        if case let .refused(error) = kind { return error }
        return nil
    }

    static func refused(_ error: LayoutError) -> LayoutDiagnostic { LayoutDiagnostic(kind: .refused(error)) }

    /// UIKit's familiar shape, so people who know its logs can read ours.
    public var description: String {
        switch kind {
        case let .unsatisfiable(broken, conflicting):
            let list = ([broken] + conflicting).map { "    \"\($0)\"" }.joined(separator: ",\n")
            return """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(broken)
            """
        case let .neverHolds(broken, statement):
            return """
            [LayoutConstraints] A constraint can never hold: it reduces to \(statement).
            Will attempt to recover by breaking constraint
            \(broken)
            """
        case let .refused(error):
            return "[LayoutConstraints] Refused: \(error)"
        case let .layoutLoop(views, passes):
            return "[LayoutConstraints] Layout did not settle after \(passes) passes: updateConstraints() or "
                + "layoutSubviews() changed the layout on every pass. Views involved: \(views.joined(separator: ", "))"
        }
    }
}

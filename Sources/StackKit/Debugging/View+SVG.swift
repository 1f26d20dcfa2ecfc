import Foundation

extension View {
    /// The view's subtree as an SVG picture for a reviewer: the ``Wireframe`` of the
    /// tree, on a canvas the size of this view's bounds (and a legend under it when a
    /// caption found no room). Boxes are coloured by nesting depth, labels draw their
    /// text, hidden views are ghosted where they are parked, and every view's snapshot
    /// line is its tooltip. The same tree always gives the same bytes. Lays out first.
    ///
    /// ```swift
    /// try root.svgSnapshot().write(toFile: "inbox.svg", atomically: true, encoding: .utf8)
    /// ```
    public func svgSnapshot(_ options: SnapshotOptions = SnapshotOptions()) -> String {
        wireframe(options).svg
    }
}

import StackKit

extension LayoutPriority {
    /// `510`, UIKit's level for a drag that may resize a window's scene.
    public static let dragThatCanResizeScene = LayoutPriority(510)
    /// `500`, UIKit's level at which a scene keeps its size.
    public static let sceneSizeStayPut = LayoutPriority(500)
    /// `490`, UIKit's level for a drag that may not resize a scene.
    public static let dragThatCannotResizeScene = LayoutPriority(490)

    /// UIKit's arithmetic: `.defaultLow - 1` is 249. (Solver declares the same operators,
    /// but they are not visible to a file that imports StackKitUIKit alone.)
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    /// `.defaultHigh - 1` is 749.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }
}

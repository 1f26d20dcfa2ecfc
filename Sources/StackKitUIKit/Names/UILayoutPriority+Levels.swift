import StackKit

extension LayoutPriority {
    /// `510`, UIKit's level for a drag that may resize a window's scene.
    public static let dragThatCanResizeScene = LayoutPriority(510)
    /// `500`, UIKit's level at which a scene keeps its size.
    public static let sceneSizeStayPut = LayoutPriority(500)
    /// `490`, UIKit's level for a drag that may not resize a scene.
    public static let dragThatCannotResizeScene = LayoutPriority(490)
}

import StackKit

/// A layout file turned into views: the root, laid out at the file's size, and the views
/// by identifier (the root also as `root`).
public final class LayoutBuild {
    public let root: View
    public let views: [String: View]

    init(root: View, views: [String: View]) {
        self.root = root
        self.views = views
    }
}

// The geometry types of StackKit's API, re-exported so that `import StackKit` is enough to
// write a layout, as `import UIKit` is for CoreGraphics' types. On Linux they are
// Foundation's; only these four declarations are re-exported, not the rest of Foundation.
@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
@_exported import struct Foundation.CGRect
@_exported import struct Foundation.CGSize

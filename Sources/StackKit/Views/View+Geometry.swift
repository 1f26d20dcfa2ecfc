import Foundation

// UIKit's geometry conveniences: center, alignment rectangles, fitting sizes and
// conversions between the coordinate spaces of views.

extension View {
    /// The center of ``frame``, in the superview's coordinates; setting it moves the
    /// frame and keeps its size, as UIKit's `center`.
    ///
    /// ```swift
    /// box.center = CGPoint(x: 160, y: 240)   // a 100 × 50 box: frame (110, 215, 100, 50)
    /// ```
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            let f = frame
            frame = CGRect(x: newValue.x - f.width / 2, y: newValue.y - f.height / 2, width: f.width, height: f.height)
        }
    }

    /// The frame whose alignment rectangle is `alignmentRect`: the rectangle grown by
    /// ``alignmentRectInsets``, as UIKit's `frame(forAlignmentRect:)`.
    public func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return CGRect(x: alignmentRect.minX - i.left, y: alignmentRect.minY - i.top,
                      width: alignmentRect.width + i.left + i.right, height: alignmentRect.height + i.top + i.bottom)
    }

    /// The alignment rectangle of a view with frame `frame`: the frame inset by
    /// ``alignmentRectInsets``, as UIKit's `alignmentRect(forFrame:)`.
    public func alignmentRect(forFrame frame: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return CGRect(x: frame.minX + i.left, y: frame.minY + i.top,
                      width: frame.width - i.left - i.right, height: frame.height - i.top - i.bottom)
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its
    /// origin, as UIKit's `sizeToFit()`.
    ///
    /// ```swift
    /// let title = Label("Hello")
    /// title.sizeToFit()                 // frame (0, 0, 40, 17)
    /// ```
    public func sizeToFit() {
        frame = CGRect(origin: frame.origin, size: sizeThatFits(bounds.size))
    }

    // MARK: Converting coordinates

    /// `point`, given in this view's bounds, in `view`'s bounds (the root's when `view`
    /// is nil, as UIKit's window), as UIKit's `convert(_:to:)`. Each view on the way adds
    /// its frame's origin and takes away its bounds' origin. Views of different trees
    /// meet in the space their roots' frames are given in.
    /// - Complexity: O(depth of both views).
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        (view ?? rootView).pointFromOuterSpace(pointInOuterSpace(point))
    }

    /// `point`, given in `view`'s bounds (the root's when nil), in this view's bounds,
    /// as UIKit's `convert(_:from:)`.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        pointFromOuterSpace((view ?? rootView).pointInOuterSpace(point))
    }

    /// `rect`, given in this view's bounds, in `view`'s bounds (the root's when nil), as
    /// UIKit's `convert(_:to:)`: views have no transforms, so only the origin moves.
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `rect`, given in `view`'s bounds (the root's when nil), in this view's bounds.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// A point of this view's bounds in the space the root's frame is given in.
    private func pointInOuterSpace(_ point: CGPoint) -> CGPoint {
        var p = point
        var view: View? = self
        while let v = view {
            p.x += v.frame.minX - v.storedBoundsOrigin.x
            p.y += v.frame.minY - v.storedBoundsOrigin.y
            view = v.superview
        }
        return p
    }

    /// The inverse of ``pointInOuterSpace(_:)``.
    private func pointFromOuterSpace(_ point: CGPoint) -> CGPoint {
        let outer = pointInOuterSpace(.zero)
        return CGPoint(x: point.x - outer.x, y: point.y - outer.y)
    }
}

import Foundation

extension View: CustomDebugStringConvertible {
    /// The view in UIKit's `debugDescription` shape: the class, the address, the frame as
    /// `(x y; width height)`, then only what differs from the defaults (bounds origin,
    /// hidden, alpha, tag; a label's text). There is no layer.
    ///
    /// ```swift
    /// box.debugDescription   // "<View: 0x600000c04000; frame = (10 20; 100 50); tag = 3>"
    /// ```
    public var debugDescription: String {
        let address = String(UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()), radix: 16)
        var fields = ["frame = (\(Self.debugNumber(frame.minX)) \(Self.debugNumber(frame.minY)); "
                      + "\(Self.debugNumber(frame.width)) \(Self.debugNumber(frame.height)))"]
        if let label = self as? Label { fields.append("text = '\(label.text)'") }
        if storedBoundsOrigin != .zero {
            fields.append("bounds = (\(Self.debugNumber(storedBoundsOrigin.x)) \(Self.debugNumber(storedBoundsOrigin.y)); "
                          + "\(Self.debugNumber(frame.width)) \(Self.debugNumber(frame.height)))")
        }
        if isHidden { fields.append("hidden = YES") }
        if alpha != 1 { fields.append("alpha = \(Self.debugNumber(alpha))") }
        if tag != 0 { fields.append("tag = \(tag)") }
        return "<\(type(of: self)): 0x\(address); \(fields.joined(separator: "; "))>"
    }

    /// A number as UIKit's `%g` prints it in descriptions: `10`, `10.5`.
    private static func debugNumber(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}

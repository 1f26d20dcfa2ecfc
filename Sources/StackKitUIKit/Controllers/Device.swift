import StackKit

/// A device screen to host a controller in: its size in points, its safe-area insets
/// and the system's minimum layout margins of a controller's view, in portrait and in
/// landscape. The catalogue is constants.
///
/// ```swift
/// let window = UIWindow(device: .iPhone15, orientation: .landscape)   // 852 × 393
/// window.safeAreaInsets                     // {0, 59, 21, 59}
/// ```
///
/// Sizes are those of Apple's Human Interface Guidelines (Layout, "Device screen sizes
/// and orientations"); safe areas are the values UIKit reports for a full-screen view
/// controller with the status bar shown in portrait (hidden on iPhones in landscape).
/// Minimum margins are 16 in compact width and 20 in regular width.
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// Which way up the device is held.
    public enum Orientation: Hashable, Sendable { case portrait, landscape }

    public let name: String
    /// The screen in portrait, in points.
    public let portraitSize: CGSize
    public let portraitSafeArea: EdgeInsets
    public let landscapeSafeArea: EdgeInsets
    /// The leading and trailing minimum margins of a controller's view, per orientation.
    public let portraitMargin: CGFloat
    public let landscapeMargin: CGFloat

    public init(name: String, portraitSize: CGSize, portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets,
                portraitMargin: CGFloat, landscapeMargin: CGFloat) {
        self.name = name
        self.portraitSize = portraitSize
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.portraitMargin = portraitMargin
        self.landscapeMargin = landscapeMargin
    }

    /// The screen's size held this way.
    public func size(_ orientation: Orientation) -> CGSize {
        orientation == .portrait ? portraitSize : CGSize(width: portraitSize.height, height: portraitSize.width)
    }

    public func safeAreaInsets(_ orientation: Orientation) -> EdgeInsets {
        orientation == .portrait ? portraitSafeArea : landscapeSafeArea
    }

    /// A controller's view's minimum margins: 0 top and bottom, 16 or 20 at the sides.
    public func systemMinimumLayoutMargins(_ orientation: Orientation) -> DirectionalEdgeInsets {
        let side = orientation == .portrait ? portraitMargin : landscapeMargin
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    public var description: String { name }

    private static func phone(_ name: String, _ w: CGFloat, _ h: CGFloat, top: CGFloat, side: CGFloat,
                              bottom: CGFloat, landscapeMargin: CGFloat = 16) -> Device {
        Device(name: name, portraitSize: CGSize(width: w, height: h),
               portraitSafeArea: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
               landscapeSafeArea: EdgeInsets(top: 0, left: side, bottom: bottom > 0 ? 21 : 0, right: side),
               portraitMargin: 16, landscapeMargin: landscapeMargin)
    }

    private static func pad(_ name: String, _ w: CGFloat, _ h: CGFloat, top: CGFloat, bottom: CGFloat) -> Device {
        let insets = EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
        return Device(name: name, portraitSize: CGSize(width: w, height: h), portraitSafeArea: insets,
                      landscapeSafeArea: insets, portraitMargin: 20, landscapeMargin: 20)
    }

    /// iPhone SE (2nd and 3rd generation), iPhone 8: 375 × 667, status bar 20.
    public static let iPhoneSE = phone("iPhone SE", 375, 667, top: 20, side: 0, bottom: 0)
    /// iPhone 8 Plus: 414 × 736, status bar 20; regular width in landscape.
    public static let iPhone8Plus = phone("iPhone 8 Plus", 414, 736, top: 20, side: 0, bottom: 0, landscapeMargin: 20)
    /// iPhone X, XS, 11 Pro: 375 × 812; 44 top, 34 bottom; 44 sides and 21 bottom in landscape.
    public static let iPhone11Pro = phone("iPhone 11 Pro", 375, 812, top: 44, side: 44, bottom: 34)
    /// iPhone XR, 11: 414 × 896; 48 top, 34 bottom; regular width in landscape.
    public static let iPhone11 = phone("iPhone 11", 414, 896, top: 48, side: 48, bottom: 34, landscapeMargin: 20)
    /// iPhone 12, 13, 14: 390 × 844; 47 top, 34 bottom.
    public static let iPhone13 = phone("iPhone 13", 390, 844, top: 47, side: 47, bottom: 34)
    /// iPhone 14 Pro, 15, 15 Pro: 393 × 852 with the Dynamic Island; 59 top, 34 bottom.
    public static let iPhone15 = phone("iPhone 15", 393, 852, top: 59, side: 59, bottom: 34)
    /// iPhone 15 Pro Max: 430 × 932; 59 top, 34 bottom; regular width in landscape.
    public static let iPhone15ProMax = phone("iPhone 15 Pro Max", 430, 932, top: 59, side: 59, bottom: 34,
                                             landscapeMargin: 20)
    /// iPad (9th generation), with a home button: 810 × 1080, status bar 20.
    public static let iPad = pad("iPad", 810, 1080, top: 20, bottom: 0)
    /// iPad Air, iPad (10th generation): 820 × 1180; 24 top, 20 bottom.
    public static let iPadAir = pad("iPad Air", 820, 1180, top: 24, bottom: 20)
    /// iPad Pro 11-inch: 834 × 1194; 24 top, 20 bottom.
    public static let iPadPro11 = pad("iPad Pro 11-inch", 834, 1194, top: 24, bottom: 20)
    /// iPad Pro 12.9-inch: 1024 × 1366; 24 top, 20 bottom.
    public static let iPadPro12_9 = pad("iPad Pro 12.9-inch", 1024, 1366, top: 24, bottom: 20)

    /// Every device of the catalogue, phones first, smallest first.
    public static let all: [Device] = [.iPhoneSE, .iPhone8Plus, .iPhone11Pro, .iPhone11, .iPhone13, .iPhone15,
                                       .iPhone15ProMax, .iPad, .iPadAir, .iPadPro11, .iPadPro12_9]
}

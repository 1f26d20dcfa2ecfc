import Foundation

// UIKit's animation calls, for code that ports with them: StackKit draws nothing, so the
// animations block runs at once and the completion follows with `true` (frames only).

extension View {
    /// Options of the animation calls, as UIKit's `UIView.AnimationOptions`; accepted
    /// and ignored, since nothing is drawn.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }

    /// Runs `animations` now, as UIKit's `animate(withDuration:animations:)` would end.
    ///
    /// ```swift
    /// View.animate(withDuration: 0.3) {
    ///     badge.isHidden = true
    ///     root.layoutIfNeeded()          // the frames are final when this returns
    /// }
    /// ```
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void) {
        animations()
    }

    /// Runs `animations`, then `completion` with `true`, at once.
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void,
                               completion: ((Bool) -> Void)?) {
        animations()
        completion?(true)
    }

    /// Runs `animations`, then `completion` with `true`, at once; the delay and the
    /// options are ignored.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               options: AnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// The spring variant: runs `animations`, then `completion` with `true`, at once.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat,
                               initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Runs `actionsWithoutAnimation` now, as UIKit's `performWithoutAnimation(_:)`.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }
}

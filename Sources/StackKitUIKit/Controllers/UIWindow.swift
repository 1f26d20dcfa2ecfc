import StackKit

/// UIKit's `UIWindow`, sized as a device: it is a root view whose safe area is the
/// device's, and it hosts a root view controller's view over its whole bounds.
///
/// ```swift
/// let window = UIWindow(device: .iPhone15, orientation: .portrait)
/// window.rootViewController = LoginViewController()
/// window.makeKeyAndVisible()               // lays out: the form sits below the 59-point inset
/// window.orientation = .landscape          // 852 × 393, safe area {0, 59, 21, 59}
/// window.layoutIfNeeded()
/// ```
open class UIWindow: UIView {
    /// The device the window stands for (`nil` for a window made with a frame).
    public let device: Device?

    /// Which way up the device is held: setting it resizes the window and sets its safe
    /// area and its root controller's minimum margins.
    public var orientation: Device.Orientation {
        didSet { if orientation != oldValue { applyDevice() } }
    }

    public private(set) var isKeyWindow = false

    /// A window of the device's size held this way, with its safe area.
    public init(device: Device, orientation: Device.Orientation = .portrait) {
        self.device = device
        self.orientation = orientation
        super.init(frame: .zero)
        applyDevice()
    }

    /// A window with no safe area, as UIKit's `init(frame:)`.
    public override init(frame: CGRect = .zero) {
        device = nil
        orientation = .portrait
        super.init(frame: frame)
    }

    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            guard let controller = rootViewController else { return }
            if let device { controller.systemMinimumLayoutMargins = device.systemMinimumLayoutMargins(orientation) }
            let view: UIView = controller.view
            view.translatesAutoresizingMaskIntoConstraints = true
            view.frame = bounds
            addSubview(view)
        }
    }

    open override var frame: CGRect {
        didSet { rootViewController?.viewIfLoaded?.frame = bounds }
    }

    /// Makes the window key and lays it out, telling the root controller it appears.
    public func makeKeyAndVisible() {
        isKeyWindow = true
        let controller = rootViewController
        _ = controller?.view
        controller?.beginAppearance()
        layoutIfNeeded()
        controller?.endAppearance()
    }

    private func applyDevice() {
        guard let device else { return }
        frame = CGRect(origin: .zero, size: device.size(orientation))
        additionalSafeAreaInsets = device.safeAreaInsets(orientation)
        rootViewController?.systemMinimumLayoutMargins = device.systemMinimumLayoutMargins(orientation)
    }
}

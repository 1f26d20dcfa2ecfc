import Foundation
import StackKit

/// UIKit's `UIViewController`: owns a view made on first use (``loadView()``, then
/// ``viewDidLoad()``), is told around its view's layout (``viewWillLayoutSubviews()``,
/// ``viewDidLayoutSubviews()``), contains child controllers, and adds
/// ``additionalSafeAreaInsets`` to its view's safe area.
///
/// ```swift
/// final class Hello: UIViewController {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         let title = UILabel()
///         title.text = "Hello"
///         title.translatesAutoresizingMaskIntoConstraints = false
///         view.addSubview(title)
///         NSLayoutConstraint.activate([
///             title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
///             title.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
///         ])
///     }
/// }
/// ```
///
/// The view's margins start as ``systemMinimumLayoutMargins`` (0 top and bottom, 16 at the
/// sides; a window sets its device's), before ``viewDidLoad()``, which may change them.
open class UIViewController: ViewLayoutObserver {
    private var storedView: UIView?
    private var lastSafeAreaInsets = UIEdgeInsets.zero
    private var lastLayoutMargins: UIEdgeInsets?

    public init() {}
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { _ = (nibNameOrNil, nibBundleOrNil) }

    /// The controller's view, loaded on first use.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set {
            storedView?.layoutObserver = nil
            storedView = newValue
            newValue?.layoutObserver = self
        }
    }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: UIView? { storedView }
    public var isViewLoaded: Bool { storedView != nil }

    /// Makes the view: the default makes a plain view. Override to build the view
    /// yourself, and assign ``view``.
    open func loadView() { view = UIView() }

    /// Called once the view is loaded.
    open func viewDidLoad() {}

    /// Loads the view now if it is not loaded.
    public func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadView()
        if storedView == nil { view = UIView() }
        storedView?.directionalLayoutMargins = systemMinimumLayoutMargins
        storedView?.additionalSafeAreaInsets = additionalSafeAreaInsets
        viewDidLoad()
    }

    /// Called before the view's `layoutSubviews`, once its frame is final.
    open func viewWillLayoutSubviews() {}
    /// Called after the view's `layoutSubviews`.
    open func viewDidLayoutSubviews() {}
    /// Called from the view's layout when its safe-area insets changed.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called from the view's layout when its margins changed.
    open func viewLayoutMarginsDidChange() {}

    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}

    /// Called by ``UIWindow/makeKeyAndVisible()`` on the window's root controller.
    func beginAppearance() { viewWillAppear(false) }
    func endAppearance() { viewDidAppear(false) }

    public func viewWillLayoutSubviews(_ view: View) {
        let insets = view.safeAreaInsets
        if insets != lastSafeAreaInsets {
            lastSafeAreaInsets = insets
            viewSafeAreaInsetsDidChange()
        }
        if view.layoutMargins != lastLayoutMargins {
            lastLayoutMargins = view.layoutMargins
            viewLayoutMarginsDidChange()
        }
        viewWillLayoutSubviews()
    }

    public func viewDidLayoutSubviews(_ view: View) { viewDidLayoutSubviews() }

    // MARK: Safe area and margins

    /// Insets added to the view's safe area (for bars the controller draws itself).
    public var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { storedView?.additionalSafeAreaInsets = additionalSafeAreaInsets }
    }

    /// The margins the view starts with; a window sets its device's. A view already
    /// loaded whose margins are still the old minimum takes the new one.
    public var systemMinimumLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16) {
        didSet {
            guard systemMinimumLayoutMargins != oldValue else { return }
            if let view = storedView, view.directionalLayoutMargins == oldValue {
                view.directionalLayoutMargins = systemMinimumLayoutMargins
            }
            for child in children { child.systemMinimumLayoutMargins = systemMinimumLayoutMargins }
        }
    }

    /// Kept; StackKit does not raise the view's margins to the minimum after
    /// ``viewDidLoad()`` changed them.
    public var viewRespectsSystemMinimumLayoutMargins = true

    public var title: String?

    // MARK: Children

    public private(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController?

    /// Adds a child controller (calls `willMove(toParent:)`; call `didMove(toParent:)`
    /// once its view is in place, as in UIKit).
    open func addChild(_ child: UIViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
        child.systemMinimumLayoutMargins = systemMinimumLayoutMargins
    }

    /// Removes the controller from its parent (calls `didMove(toParent: nil)`).
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}
}

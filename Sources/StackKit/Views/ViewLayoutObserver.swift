import Foundation

/// Something told before and after a view's ``View/layoutSubviews()``, as a UIKit view
/// controller is told `viewWillLayoutSubviews` and `viewDidLayoutSubviews`.
///
/// ```swift
/// final class Owner: ViewLayoutObserver {
///     var passes = 0
///     func viewWillLayoutSubviews(_ view: View) {}
///     func viewDidLayoutSubviews(_ view: View) { passes += 1 }
/// }
/// let owner = Owner()
/// root.layoutObserver = owner          // held weakly
/// ```
public protocol ViewLayoutObserver: AnyObject {
    /// The view is about to run ``View/layoutSubviews()``: its frame is already final.
    func viewWillLayoutSubviews(_ view: View)
    /// The view ran ``View/layoutSubviews()``.
    func viewDidLayoutSubviews(_ view: View)
}

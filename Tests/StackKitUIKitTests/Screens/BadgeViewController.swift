#if canImport(UIKit)
import UIKit
#else
import StackKitUIKit
#endif

/// A badge placed with `NSLayoutConstraint(item:attribute:…)`, as older code does.
final class BadgeViewController: UIViewController {
    let badge = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(badge)
        view.addConstraints([
            NSLayoutConstraint(item: badge, attribute: .top, relatedBy: .equal,
                               toItem: view.safeAreaLayoutGuide, attribute: .top, multiplier: 1, constant: 8),
            NSLayoutConstraint(item: badge, attribute: .centerX, relatedBy: .equal,
                               toItem: view, attribute: .centerX, multiplier: 1, constant: 0),
        ])
        NSLayoutConstraint(item: badge, attribute: .width, relatedBy: .equal,
                           toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 120).isActive = true
        NSLayoutConstraint(item: badge, attribute: .height, relatedBy: .equal,
                           toItem: badge, attribute: .width, multiplier: 0.25, constant: 0).isActive = true
    }
}

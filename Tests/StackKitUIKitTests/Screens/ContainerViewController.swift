#if canImport(UIKit)
import UIKit
#else
import StackKitUIKit
#endif

/// A banner controller: a label along the top of its view's margins.
final class BannerViewController: UIViewController {
    let message = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        message.text = "Offline"
        message.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(message)
        NSLayoutConstraint.activate([
            message.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
            message.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            message.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}

/// A container that embeds the banner controller below the top of its safe area.
final class ContainerViewController: UIViewController {
    let banner = BannerViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(banner)
        banner.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(banner.view)
        NSLayoutConstraint.activate([
            banner.view.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            banner.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            banner.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            banner.view.heightAnchor.constraint(equalToConstant: 100),
        ])
        banner.didMove(toParent: self)
    }
}

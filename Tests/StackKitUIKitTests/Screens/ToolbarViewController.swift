#if canImport(UIKit)
import UIKit
#else
import StackKitUIKit
#endif

/// A toolbar of four buttons of equal width above the home indicator.
final class ToolbarViewController: UIViewController {
    let buttons: [UIButton] = ["Reply", "Forward", "Archive", "Delete"].map { title in
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        return button
    }
    lazy var toolbar = UIStackView(arrangedSubviews: buttons)

    override func viewDidLoad() {
        super.viewDidLoad()
        toolbar.axis = .horizontal
        toolbar.distribution = .fillEqually
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(toolbar)
        NSLayoutConstraint.activate([
            toolbar.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
            toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            toolbar.heightAnchor.constraint(equalToConstant: 44),
        ])
    }
}

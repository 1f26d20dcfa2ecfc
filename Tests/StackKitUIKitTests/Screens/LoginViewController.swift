#if canImport(UIKit)
import UIKit
#else
import StackKitUIKit
#endif

/// A login form: a vertical stack pinned below the safe area's top, between the margins.
final class LoginViewController: UIViewController {
    let titleLabel = UILabel()
    let emailField = UIView()
    let passwordField = UIView()
    let loginButton = UIButton(type: .system)
    let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = "Sign in"
        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        emailField.layer.cornerRadius = 8
        emailField.accessibilityLabel = "Email"
        loginButton.setTitle("Log in", for: .normal)
        loginButton.contentEdgeInsets = UIEdgeInsets(top: 12, left: 0, bottom: 12, right: 0)

        stack.axis = .vertical
        stack.spacing = 12
        for item in [titleLabel, emailField, passwordField, loginButton] { stack.addArrangedSubview(item) }
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)

        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            emailField.heightAnchor.constraint(equalToConstant: 44),
            passwordField.heightAnchor.constraint(equalToConstant: 44),
        ])
    }
}

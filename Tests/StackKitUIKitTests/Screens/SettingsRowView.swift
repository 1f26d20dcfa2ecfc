#if canImport(UIKit)
import UIKit
#else
import StackKitUIKit
#endif

/// A settings row: icon, title and value in a stack inside the row's margins.
final class SettingsRowView: UIView {
    let icon = UIImageView(image: UIImage(systemName: "wifi"))
    let titleLabel = UILabel()
    let valueLabel = UILabel()
    let stack: UIStackView

    init(title: String, value: String) {
        stack = UIStackView(arrangedSubviews: [icon, titleLabel, valueLabel])
        super.init(frame: .zero)
        titleLabel.text = title
        valueLabel.text = value
        valueLabel.textColor = .secondaryLabel
        valueLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        icon.contentMode = .scaleAspectFit
        stack.axis = .horizontal
        stack.alignment = .center
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        addSubview(stack)
        NSLayoutConstraint.activate([
            icon.widthAnchor.constraint(equalToConstant: 29),
            icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
            stack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// A screen with one settings row at the top of the safe area, edge to edge.
final class SettingsViewController: UIViewController {
    let row = SettingsRowView(title: "Wi-Fi", value: "Home")

    override func viewDidLoad() {
        super.viewDidLoad()
        row.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(row)
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            row.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }
}

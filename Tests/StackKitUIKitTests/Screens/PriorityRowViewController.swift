#if canImport(UIKit)
import UIKit
#else
import StackKitUIKit
#endif

/// A row whose title gives way first when space is short and stretches when there is
/// room, by priorities with arithmetic.
final class PriorityRowViewController: UIViewController {
    let titleLabel = UILabel()
    let detailLabel = UILabel()
    lazy var row = UIStackView(arrangedSubviews: [titleLabel, detailLabel])

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "A rather long title for a row."
        detailLabel.text = "Not connected"
        titleLabel.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        titleLabel.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        detailLabel.setContentHuggingPriority(UILayoutPriority(rawValue: UILayoutPriority.defaultLow.rawValue + 1),
                                              for: .horizontal)
        row.spacing = 8
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(row)
        let height = row.heightAnchor.constraint(equalToConstant: 44)
        height.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            row.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            height,
        ])
    }
}

#if canImport(UIKit)
import UIKit
#else
import StackKitUIKit
#endif

/// A card: a stack with a custom spacing after the title and a footer that can hide.
final class CardViewController: UIViewController {
    let card = UIView()
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let bodyLabel = UILabel()
    let footerLabel = UILabel()
    lazy var stack = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel, bodyLabel, footerLabel])

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Title"
        subtitleLabel.text = "Sub"
        bodyLabel.text = "Body text"
        footerLabel.text = "Footer"
        card.layer.cornerRadius = 12
        card.layer.shadowOpacity = 0.2
        card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 8
        stack.setCustomSpacing(16, after: titleLabel)
        stack.translatesAutoresizingMaskIntoConstraints = false
        card.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(stack)
        view.addSubview(card)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
        ])
    }

    func showsFooter(_ shown: Bool) {
        footerLabel.isHidden = !shown
    }
}

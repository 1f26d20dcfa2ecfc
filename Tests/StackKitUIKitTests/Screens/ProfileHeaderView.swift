#if canImport(UIKit)
import UIKit
#else
import StackKitUIKit
#endif

/// A profile header: an avatar and two labels beside it, inside the header's margins.
final class ProfileHeaderView: UIView {
    let avatar = UIImageView(image: UIImage(named: "avatar"))
    let nameLabel = UILabel()
    let subtitleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        avatar.layer.cornerRadius = 32
        avatar.clipsToBounds = true
        nameLabel.text = "Ada Lovelace"
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        subtitleLabel.text = "Mathematician"
        subtitleLabel.textColor = .secondaryLabel
        for view in [avatar, nameLabel, subtitleLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            avatar.widthAnchor.constraint(equalToConstant: 64),
            avatar.heightAnchor.constraint(equalToConstant: 64),
            avatar.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            avatar.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            nameLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 1),
            nameLabel.topAnchor.constraint(equalTo: avatar.topAnchor, constant: 12),
            subtitleLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            subtitleLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 4),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// A screen with the profile header at the top of the safe area, edge to edge.
final class ProfileViewController: UIViewController {
    let header = ProfileHeaderView(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        header.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(header)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }
}

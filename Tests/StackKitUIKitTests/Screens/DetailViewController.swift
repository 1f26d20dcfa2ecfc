#if canImport(UIKit)
import UIKit
#else
import StackKitUIKit
#endif

/// A screen built in `viewDidLoad` against the view's margins guide: a caption and a
/// box half as tall as it is wide below it.
final class DetailViewController: UIViewController {
    let caption = UILabel()
    let box = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        caption.text = "Details"
        box.backgroundColor = .secondarySystemBackground
        let margins = view.layoutMarginsGuide
        for subview in [caption, box] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            caption.topAnchor.constraint(equalTo: margins.topAnchor),
            caption.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            caption.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            box.topAnchor.constraint(equalToSystemSpacingBelow: caption.bottomAnchor, multiplier: 1),
            box.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
        ])
    }
}

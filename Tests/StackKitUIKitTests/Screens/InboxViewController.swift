#if canImport(UIKit)
import UIKit
#else
import StackKitUIKit
#endif

/// A screen whose view is a stack, built in `loadView`, arranged inside its margins.
final class InboxViewController: UIViewController {
    let header = UILabel()
    let content = UIView()

    override func loadView() {
        header.text = "Inbox"
        let stack = UIStackView(arrangedSubviews: [header, content])
        stack.axis = .vertical
        stack.isLayoutMarginsRelativeArrangement = true
        view = stack
    }
}

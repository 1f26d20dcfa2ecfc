import StackKit

extension DemoScenario {
    /// A screen in an iPhone 15 window (393 × 852; safe area 59 at the top and 34 at the
    /// bottom in portrait, 59 at the sides and 21 at the bottom in landscape, as
    /// `StackKitUIKit`'s `Device.iPhone15` has it): a form pinned to the safe area's top
    /// and the margins, in portrait, in landscape, and in a right-to-left language
    /// (Docs/Porting.md shows the same screen written with UIKit's names).
    static let deviceWindow = DemoScenario(name: "device-window",
                                           summary: "a form in an iPhone 15 window, pinned to the safe area") { r in
        let window = DemoViews.root(393, 852, "window")
        window.additionalSafeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        window.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        let labels = [("Sign in", "title"), ("Email", "email"), ("Password", "password")].map { DemoViews.label($0.0, $0.1) }
        let form = DemoViews.stack("form", labels, axis: .vertical, spacing: 8, alignment: .leading)
        DemoViews.add(form, to: window)
        try LayoutConstraint.activate([
            form.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 16),
            form.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
        ])
        try r.step("portrait", "portrait: below the 59-point status area, inside the 16-point margins", window)
        window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
        window.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        try r.step("landscape", "landscape: between the 59-point side insets, plus the margins", window)
        window.traitOverrides.layoutDirection = .rightToLeft
        try r.step("right-to-left", "landscape, right to left: the labels start at the right margin", window)
    }
}

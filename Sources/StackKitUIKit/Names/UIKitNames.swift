// UIKit's names for StackKit's types, so that a file of UIKit layout code compiles on
// Linux with `import StackKitUIKit` in place of `import UIKit`. Where the shapes already
// match, the name is an alias of StackKit's type: the behaviour is StackKit's.
@_exported import StackKit
// UIView subclasses declare `required init?(coder: NSCoder)`, as UIKit asks.
@_exported import class Foundation.NSCoder

/// UIKit's `UIView`: StackKit's ``View``.
public typealias UIView = View
/// UIKit's `UIStackView`: StackKit's ``StackView``.
public typealias UIStackView = StackView
/// UIKit's `UILayoutGuide`: StackKit's ``LayoutGuide``.
public typealias UILayoutGuide = LayoutGuide
/// UIKit's `NSLayoutConstraint`: StackKit's ``LayoutConstraint``, with UIKit's
/// non-throwing `activate` and initializer (NSLayoutConstraint+UIKit.swift).
public typealias NSLayoutConstraint = LayoutConstraint
/// UIKit's `NSLayoutAnchor`.
public typealias NSLayoutAnchor = LayoutAnchor
/// UIKit's `NSLayoutXAxisAnchor`.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// UIKit's `NSLayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// UIKit's `NSLayoutDimension`.
public typealias NSLayoutDimension = LayoutDimension
/// UIKit's `UILayoutPriority`: a value in `(0, 1000]` with named levels and `+`/`-`.
public typealias UILayoutPriority = LayoutPriority
/// UIKit's `UIEdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets
/// UIKit's `NSDirectionalEdgeInsets`: leading is left, or right in a right-to-left layout.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// UIKit's `UISemanticContentAttribute`.
public typealias UISemanticContentAttribute = SemanticContentAttribute
/// UIKit's `UIUserInterfaceLayoutDirection`.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
/// UIKit's `UITraitEnvironmentLayoutDirection`.
public typealias UITraitEnvironmentLayoutDirection = TraitEnvironmentLayoutDirection
/// UIKit's `UITraitCollection` (only the layout direction affects layout here).
public typealias UITraitCollection = TraitCollection

extension EdgeInsets {
    /// All zero, as `UIEdgeInsets()`.
    public init() { self.init(all: 0) }
}

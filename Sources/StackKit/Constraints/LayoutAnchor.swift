import Foundation

/// A factory for constraints on one attribute of an item, as UIKit's `NSLayoutAnchor`.
/// Anchors are typed by axis and kind, so `leadingAnchor.constraint(equalTo: topAnchor)`
/// does not compile.
///
/// ```swift
/// title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8).isActive = true
/// avatar.widthAnchor.constraint(equalToConstant: 40).isActive = true
/// ```
public class LayoutAnchor<AnchorType: AnyObject> {
    let item: LayoutItem
    let attribute: LayoutConstraint.Attribute
    /// For a distance (``anchorWithOffset(to:)``), the anchor it is measured from.
    let origin: AnchorTerm?

    init(_ item: LayoutItem, _ attribute: LayoutConstraint.Attribute, from origin: AnchorTerm? = nil) {
        self.item = item
        self.attribute = attribute
        self.origin = origin
    }

    func make(_ relation: LayoutConstraint.Relation, _ other: LayoutAnchor<AnchorType>?,
              multiplier: CGFloat = 1, constant: CGFloat = 0) -> LayoutConstraint {
        let c = LayoutConstraint(unchecked: item, attribute, relation, other?.item,
                                 other?.attribute ?? .notAnAttribute, multiplier, constant)
        c.firstOrigin = origin
        c.secondOrigin = other?.origin
        return c
    }

    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.equal, anchor)
    }
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor)
    }
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor)
    }
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, constant: c)
    }
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }
}

/// The system spacing between siblings: 8 points, as UIKit's standard spacing.
let systemSpacing: CGFloat = 8

/// A horizontal position anchor: leading, trailing, left, right, centerX.
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// The distance from this anchor to `otherAnchor` (`other − self`), as a dimension
    /// that constraints can fix or relate, as UIKit's `anchorWithOffset(to:)`.
    ///
    /// ```swift
    /// // The gap between a and b equals the gap between b and c.
    /// a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
    ///     .constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)).isActive = true
    /// ```
    public func anchorWithOffset(to otherAnchor: LayoutXAxisAnchor) -> LayoutDimension {
        LayoutDimension(otherAnchor.item, otherAnchor.attribute, from: AnchorTerm(item: item, attribute: attribute))
    }

    /// `self == anchor + multiplier × 8`: the system spacing after `anchor`.
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor,
                           multiplier: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor,
                           multiplier: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

/// A vertical position anchor: top, bottom, centerY, firstBaseline, lastBaseline.
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// The distance from this anchor down to `otherAnchor` (`other − self`), as a
    /// dimension, as UIKit's `anchorWithOffset(to:)`.
    public func anchorWithOffset(to otherAnchor: LayoutYAxisAnchor) -> LayoutDimension {
        LayoutDimension(otherAnchor.item, otherAnchor.attribute, from: AnchorTerm(item: item, attribute: attribute))
    }

    /// `self == anchor + multiplier × 8`: the system spacing below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor,
                           multiplier: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor,
                           multiplier: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

/// A size anchor: width or height. Sizes may relate across axes (`width == 2 × height`).
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    public func constraint(equalToConstant c: CGFloat) -> LayoutConstraint { make(.equal, nil, constant: c) }
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }
    public func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, multiplier: m)
    }
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m)
    }
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m)
    }
    public func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat,
                           constant c: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat,
                           constant c: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

extension LayoutItem {
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
}

extension View {
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }
}

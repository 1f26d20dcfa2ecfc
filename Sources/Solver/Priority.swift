/// The strength of a constraint: a value in `(0, 1000]`, where `1000` is required.
///
/// Optional priorities are strictly lexicographic: a solver never accepts any error at
/// a higher priority to reduce errors at lower ones, however many lower-priority
/// constraints there are. Every distinct value is its own level, fractional ones
/// included, so `999.5` always beats `999`, and `51` always beats `50`.
///
/// ```swift
/// let hug: Priority = .defaultLow + 1     // 251: beats every 250 constraint
/// try solver.add((width == 80).priority(hug))
/// ```
///
/// Values outside `(0, 1000]`, and NaN, can be written but are rejected with
/// ``SolverError/invalidPriority(_:)`` when a constraint or edit variable uses them.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
    /// The numeric value, `(0, 1000]` when valid.
    public var rawValue: Float

    /// Creates a priority from its numeric value.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// Creates a priority from its numeric value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public init(floatLiteral value: Float) { self.rawValue = value }
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// `1000`: the constraint must hold.
    public static let required = Priority(1000)
    /// `750`: UIKit's default compression resistance.
    public static let defaultHigh = Priority(750)
    /// `250`: UIKit's default content hugging.
    public static let defaultLow = Priority(250)
    /// `50`: the level at which fitting-size calculations hold a dimension.
    public static let fittingSizeLevel = Priority(50)

    /// Whether this is the required priority, `1000`.
    public var isRequired: Bool { rawValue == 1000 }

    /// Whether the value lies in `(0, 1000]` (NaN does not).
    public var isValid: Bool { rawValue > 0 && rawValue <= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    public static func + (lhs: Priority, rhs: Float) -> Priority { Priority(lhs.rawValue + rhs) }
    public static func - (lhs: Priority, rhs: Float) -> Priority { Priority(lhs.rawValue - rhs) }

    public var description: String {
        abs(rawValue) < 1e7 && rawValue == Float(Int(rawValue)) ? String(Int(rawValue)) : String(rawValue)
    }
}

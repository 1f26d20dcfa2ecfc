/// What a tableau symbol stands for. Symbols are small integers; their kinds live in a
/// parallel array of the ``Tableau``.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality (or an artificial variable): never negative.
    case slack
    /// The error of an optional constraint: never negative, and costed in its level.
    case error
    /// The marker of a required equality: always zero, never enters the basis.
    case dummy
    /// A released id waiting to be reused.
    case unused

    /// Whether the symbol may never be negative (slack, error, artificial, dummy).
    @inline(__always) var isRestricted: Bool { self != .external }
}

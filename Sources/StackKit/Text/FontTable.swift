import Foundation

/// The advance widths and vertical metrics of one face, in font design units, generated
/// from Liberation Sans by `Scripts/generate-font-table.py` (``FontTable+Generated.swift``).
/// Nothing is read at run time: the same text measures the same on every machine.
struct FontTable: Sendable {
    let unitsPerEm: Int
    let ascent: Int
    let descent: Int
    let lineGap: Int
    /// The advance of a character the table does not cover (the font's `.notdef`).
    let fallbackAdvance: Int
    /// One advance per entry of ``codePoints``.
    let advances: [Int]

    /// Where each covered code point's advance is in ``advances``.
    static let index: [UInt32: Int] = Dictionary(uniqueKeysWithValues: codePoints.enumerated().map { ($1, $0) })

    /// Where the advance of each code point below 256 is in ``advances``, or -1: most text
    /// is Latin-1, and an array read is far cheaper than hashing each character.
    static let latin1Index: [Int] = (0..<256).map { index[UInt32($0)] ?? -1 }

    /// The advance of `scalar`, in design units.
    func advance(of scalar: Unicode.Scalar) -> Int {
        if scalar.value < 256 {
            let slot = FontTable.latin1Index[Int(scalar.value)]
            return slot >= 0 ? advances[slot] : fallbackAdvance
        }
        return FontTable.index[scalar.value].map { advances[$0] } ?? fallbackAdvance
    }

    /// The advance of `text`, in design units: the sum of its scalars' advances
    /// (kerning is ignored).
    func advance<S: StringProtocol>(of text: S) -> Int {
        text.unicodeScalars.reduce(0) { $0 + advance(of: $1) }
    }
}

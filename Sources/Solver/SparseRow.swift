/// A sparse linear form `constant + Σ coefficient·symbol`, its symbols sorted ascending.
///
/// Sorted parallel arrays keep lookups at O(log n), merges linear and memory compact;
/// a merge writes into scratch buffers that are then swapped in, so that steady-state
/// pivots allocate nothing.
struct SparseRow {
    var constant: Double
    var symbols: [Int32]
    var coefficients: [Double]

    /// Coefficients at or below this magnitude are zero.
    static let epsilon = 1e-8

    init(constant: Double = 0) {
        self.constant = constant
        symbols = []
        coefficients = []
    }

    var isEmpty: Bool { symbols.isEmpty }
    var count: Int { symbols.count }

    /// The position of `symbol`, or `nil`.
    /// - Complexity: O(log n).
    @inline(__always)
    func index(of symbol: Int32) -> Int? {
        var low = 0
        var high = symbols.count
        while low < high {
            let mid = (low + high) >> 1
            let s = symbols[mid]
            if s == symbol { return mid }
            if s < symbol { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    /// The coefficient of `symbol`, zero when absent.
    @inline(__always)
    func coefficient(of symbol: Int32) -> Double {
        if let i = index(of: symbol) { return coefficients[i] }
        return 0
    }

    /// Adds `coefficient·symbol`; drops the entry when the sum becomes zero.
    /// Returns `true` when the symbol was not in the row before and is now.
    @discardableResult
    mutating func add(_ symbol: Int32, _ coefficient: Double) -> Bool {
        var low = 0
        var high = symbols.count
        while low < high {
            let mid = (low + high) >> 1
            if symbols[mid] < symbol { low = mid + 1 } else { high = mid }
        }
        if low < symbols.count, symbols[low] == symbol {
            let sum = coefficients[low] + coefficient
            if abs(sum) <= Self.epsilon {
                symbols.remove(at: low)
                coefficients.remove(at: low)
            } else {
                coefficients[low] = sum
            }
            return false
        }
        if abs(coefficient) <= Self.epsilon { return false }
        symbols.insert(symbol, at: low)
        coefficients.insert(coefficient, at: low)
        return true
    }

    /// Removes `symbol` and returns its coefficient (zero when absent).
    @discardableResult
    mutating func remove(_ symbol: Int32) -> Double {
        guard let i = index(of: symbol) else { return 0 }
        symbols.remove(at: i)
        return coefficients.remove(at: i)
    }

    /// Multiplies the constant and every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        for i in coefficients.indices { coefficients[i] *= factor }
    }

    /// Adds `factor·other` (constant included), with a linear merge.
    mutating func add(_ other: SparseRow, times factor: Double) {
        var scratchSymbols: [Int32] = []
        var scratchCoefficients: [Double] = []
        var inserted: [Int32] = []
        SparseRow.merge(into: &self, adding: other, times: factor, eliminating: -1,
                        scratchSymbols: &scratchSymbols, scratchCoefficients: &scratchCoefficients,
                        inserted: &inserted, recordInsertions: false)
    }

    /// `target += factor·source`, dropping `eliminated` from `target` (the symbol whose
    /// definition `source` is). Symbols new to `target` are appended to `inserted`
    /// when `recordInsertions` is set. The scratch buffers end up holding `target`'s old
    /// storage, ready for reuse.
    /// - Complexity: O(target.count + source.count).
    static func merge(
        into target: inout SparseRow, adding source: SparseRow, times factor: Double,
        eliminating eliminated: Int32,
        scratchSymbols: inout [Int32], scratchCoefficients: inout [Double],
        inserted: inout [Int32], recordInsertions: Bool
    ) {
        scratchSymbols.removeAll(keepingCapacity: true)
        scratchCoefficients.removeAll(keepingCapacity: true)
        let n = target.symbols.count
        let m = source.symbols.count
        scratchSymbols.reserveCapacity(n + m)
        scratchCoefficients.reserveCapacity(n + m)
        target.symbols.withUnsafeBufferPointer { ts in
            target.coefficients.withUnsafeBufferPointer { tc in
                source.symbols.withUnsafeBufferPointer { ss in
                    source.coefficients.withUnsafeBufferPointer { sc in
                        var i = 0
                        var j = 0
                        while i < n || j < m {
                            let a = i < n ? ts[i] : Int32.max
                            let b = j < m ? ss[j] : Int32.max
                            if a < b {
                                if a != eliminated {
                                    scratchSymbols.append(a)
                                    scratchCoefficients.append(tc[i])
                                }
                                i += 1
                            } else if b < a {
                                let v = factor * sc[j]
                                if abs(v) > epsilon {
                                    scratchSymbols.append(b)
                                    scratchCoefficients.append(v)
                                    if recordInsertions { inserted.append(b) }
                                }
                                j += 1
                            } else {
                                let v = tc[i] + factor * sc[j]
                                if abs(v) > epsilon {
                                    scratchSymbols.append(a)
                                    scratchCoefficients.append(v)
                                }
                                i += 1
                                j += 1
                            }
                        }
                    }
                }
            }
        }
        target.constant += factor * source.constant
        swap(&target.symbols, &scratchSymbols)
        swap(&target.coefficients, &scratchCoefficients)
    }
}

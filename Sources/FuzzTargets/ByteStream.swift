/// The fuzzer's bytes read as a program: small choices and numbers, zero once the bytes run out.
public struct ByteStream {
    private let bytes: [UInt8]
    private var index = 0

    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    public var isAtEnd: Bool { index >= bytes.count }

    public mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    /// A choice in `0..<count` (`count` > 0).
    public mutating func choice(_ count: Int) -> Int { Int(byte()) % count }

    public mutating func bool() -> Bool { byte() & 1 == 1 }

    /// Numbers the contract covers (small integers and simple fractions) most of the time,
    /// and now and then one it must refuse or keep finite (NaN, ±infinity, huge, tiny).
    public mutating func number() -> Double {
        let b = byte()
        switch b {
        case 0..<200: return Double(Int(b) - 40)
        case 200..<230: return [0.5, 0.25, 1.5, 2.5, 0.1, 0.01, -0.5, 100, 320, 480][Int(b - 200) % 10]
        default: return Self.extremes[Int(b - 230) % Self.extremes.count]
        }
    }

    public static let extremes: [Double] = [.nan, .infinity, -.infinity, 1e6, -1e6, 1e-6, 1e12, -1e300,
                                            .greatestFiniteMagnitude, .leastNonzeroMagnitude, -0.0]

    /// Whether `x` lies outside the range the numeric contract solves exactly.
    public static func isExtreme(_ x: Double) -> Bool { !x.isFinite || abs(x) > 1e4 || (x != 0 && abs(x) < 1e-3) }
}

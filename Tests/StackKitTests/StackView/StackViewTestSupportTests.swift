import XCTest
import StackKit

// Helpers shared by the StackView specification tests (Docs/StackView.md). Everything
// here is prefixed `sv` / `SV` so it cannot clash with the engine tests' helpers.

typealias SVAxis = LayoutConstraint.Axis

/// A view with a fixed intrinsic content size.
func svBox(_ width: CGFloat, _ height: CGFloat, _ id: String) -> View {
    let view = View()
    view.identifier = id
    view.intrinsicContentSize = CGSize(width: width, height: height)
    return view
}

/// A box measured along a stack's axis: `length` on the main axis, `thickness` across it.
func svItem(_ axis: SVAxis, _ length: CGFloat, _ thickness: CGFloat, _ id: String) -> View {
    axis == .horizontal ? svBox(length, thickness, id) : svBox(thickness, length, id)
}

/// A rectangle given along an axis: `main`/`length` on it, `cross`/`thickness` across it.
func svRect(_ axis: SVAxis, main: CGFloat, cross: CGFloat, length: CGFloat, thickness: CGFloat) -> CGRect {
    axis == .horizontal
        ? CGRect(x: main, y: cross, width: length, height: thickness)
        : CGRect(x: cross, y: main, width: thickness, height: length)
}

/// A label identified by name.
func svLabel(_ text: String, _ id: String) -> Label {
    let label = Label(text)
    label.identifier = id
    return label
}

/// A view with an intrinsic size and its own baselines (offset from the top for the first,
/// from the bottom for the last).
final class SVBaselineBox: View {
    let firstOffset: CGFloat
    let lastOffset: CGFloat

    init(_ width: CGFloat, _ height: CGFloat, first: CGFloat, last: CGFloat, _ id: String) {
        firstOffset = first
        lastOffset = last
        super.init(frame: .zero)
        identifier = id
        intrinsicContentSize = CGSize(width: width, height: height)
    }

    override var firstBaselineOffsetFromTop: CGFloat? { firstOffset }
    override var lastBaselineOffsetFromBottom: CGFloat? { lastOffset }
}

/// A 1000×1000 root whose engine fails the test on any diagnostic.
func svStrictRoot(_ size: CGSize = CGSize(width: 1000, height: 1000), file: StaticString = #filePath,
                  line: UInt = #line) -> View {
    let root = View(frame: CGRect(origin: .zero, size: size))
    root.identifier = "root"
    root.layoutEngine.diagnosticHandler = { d in XCTFail("unexpected diagnostic: \(d)", file: file, line: line) }
    return root
}

/// A stack in a strict root, its leading and top edges pinned to the root's at (0, 0);
/// optionally its main length and its thickness fixed by required constraints.
final class SVFixture {
    let root: View
    let stack: StackView
    let items: [View]

    init(_ items: [View], axis: SVAxis = .horizontal, distribution: StackView.Distribution = .fill,
         alignment: StackView.Alignment = .fill, spacing: CGFloat = 0, length: CGFloat? = nil,
         thickness: CGFloat? = nil, file: StaticString = #filePath, line: UInt = #line) {
        root = svStrictRoot(file: file, line: line)
        self.items = items
        stack = StackView(arrangedSubviews: items)
        stack.identifier = "S"
        stack.axis = axis
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = spacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        var constraints = [stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                           stack.topAnchor.constraint(equalTo: root.topAnchor)]
        let mainAnchor = axis == .horizontal ? stack.widthAnchor : stack.heightAnchor
        let crossAnchor = axis == .horizontal ? stack.heightAnchor : stack.widthAnchor
        if let length { constraints.append(mainAnchor.constraint(equalToConstant: length)) }
        if let thickness { constraints.append(crossAnchor.constraint(equalToConstant: thickness)) }
        try! LayoutConstraint.activate(constraints)
    }

    /// Lays the tree out and returns the items' frames.
    @discardableResult
    func layout() -> [CGRect] {
        root.layoutIfNeeded()
        return items.map(\.frame)
    }

    var frames: [CGRect] { items.map(\.frame) }
}

/// Total solver operations between two statistics snapshots.
func svOperations(_ before: LayoutEngine.Statistics, _ after: LayoutEngine.Statistics) -> Int {
    (after.additions - before.additions) + (after.removals - before.removals)
        + (after.constantChanges - before.constantChanges)
}

// MARK: - Describing generated constraints

func svNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e12 { return String(Int64(value)) }
    return String(value)
}

func svPriority(_ p: LayoutPriority) -> String {
    let raw = p.rawValue
    if raw == raw.rounded() { return String(Int(raw)) }
    return "\(raw)"
}

/// Every constraint the stack generated, written as
/// `IDENTIFIER first.attr REL [m*]second.attr [± c] @priority`, sorted. Items are named by
/// identifier; the stack's margins guide is `M`; the spanning guide `G`; the ordering guide
/// `O`; the gap guide after item X `gap(X)`.
func svDescriptions(of stack: StackView) -> [String] {
    let all = stack.arrangementConstraints().flatMap(\.constraints)
    return svDescriptions(all, in: stack).sorted()
}

func svDescriptions(_ constraints: [LayoutConstraint], in stack: StackView) -> [String] {
    let all = stack.arrangementConstraints().flatMap(\.constraints)
    let mainMin: LayoutConstraint.Attribute = stack.axis == .horizontal ? .leading : .top
    let mainDimension: LayoutConstraint.Attribute = stack.axis == .horizontal ? .width : .height
    var roles: [ObjectIdentifier: String] = [:]
    func plainName(_ item: LayoutItem?) -> String {
        if let view = item as? View { return view.identifier ?? "?" }
        return "?"
    }
    for c in all {
        guard let guide = c.firstItem as? LayoutGuide else { continue }
        switch c.identifier {
        case "SKSV-distributing-edge" where c.firstAttribute == mainMin:
            roles[ObjectIdentifier(guide)] = "gap(\(plainName(c.secondItem)))"
        case "SKSV-spanning-boundary":
            roles[ObjectIdentifier(guide)] = "G"
        case "SKSV-spanning-fit":
            roles[ObjectIdentifier(guide)] = c.firstAttribute == mainDimension ? "O" : "G"
        default:
            break
        }
    }
    func name(_ item: LayoutItem?) -> String {
        guard let item else { return "nil" }
        if let view = item as? View { return view.identifier ?? "?" }
        if let guide = item as? LayoutGuide {
            if let role = roles[ObjectIdentifier(guide)] { return role }
            if stack.isLayoutMarginsRelativeArrangement, guide === stack.layoutMarginsGuide { return "M" }
            return "guide?"
        }
        return "?"
    }
    return constraints.map { c in
        var text = "\(c.identifier ?? "-") \(name(c.firstItem)).\(c.firstAttribute) \(c.relation) "
        if c.secondItem != nil || c.secondAttribute != .notAnAttribute {
            let m = c.multiplier == 1 ? "" : "\(svNumber(Double(c.multiplier)))*"
            text += "\(m)\(name(c.secondItem)).\(c.secondAttribute)"
            if c.constant != 0 {
                text += c.constant < 0 ? " - \(svNumber(Double(-c.constant)))" : " + \(svNumber(Double(c.constant)))"
            }
        } else {
            text += svNumber(Double(c.constant))
        }
        return text + " @\(svPriority(c.priority))"
    }
}

// MARK: - Deterministic randomness

/// SplitMix64: a small seeded generator, so random sequences replay exactly.
struct SVRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

// MARK: - Frame comparison

/// The largest coordinate difference between two lists of frames (infinity when the
/// counts differ): tells floating-point noise from a wrong layout in failure messages.
func svMaxDeviation(_ a: [CGRect], _ b: [CGRect]) -> CGFloat {
    guard a.count == b.count else { return .infinity }
    var result: CGFloat = 0
    for (x, y) in zip(a, b) {
        for (p, q) in [(x.minX, y.minX), (x.minY, y.minY), (x.width, y.width), (x.height, y.height)] {
            result = max(result, abs(p - q))
        }
    }
    return result
}

/// Frame equality up to rounding (1e-9 points), for layouts reached along different paths:
/// a stack changed step by step and the same stack built fresh round the last bits of
/// fractional values differently.
func svAssertFramesClose(_ actual: [CGRect], _ expected: [CGRect], _ message: @autoclosure () -> String = "",
                         file: StaticString = #filePath, line: UInt = #line) {
    guard actual.count != expected.count || svMaxDeviation(actual, expected) > 1e-9 else { return }
    XCTFail("frames differ (max deviation \(svMaxDeviation(actual, expected))): \(actual) != \(expected) \(message())",
            file: file, line: line)
}

/// Exact frame equality, with the largest deviation in the failure message.
func svAssertFrames(_ actual: [CGRect], _ expected: [CGRect], _ message: @autoclosure () -> String = "",
                    file: StaticString = #filePath, line: UInt = #line) {
    guard actual != expected else { return }
    XCTFail("frames differ (max deviation \(svMaxDeviation(actual, expected))): \(actual) != \(expected) \(message())",
            file: file, line: line)
}

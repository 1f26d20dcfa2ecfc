import XCTest
@testable import StackKit

/// Toggling `isHidden` regenerates only the constraints around the toggled items; the
/// result must be exactly what a full regeneration gives: the same constraints, family by
/// family, and the same frames, for every distribution and alignment.
final class StackViewIncrementalHidingTests: XCTestCase {
    struct Generator {
        var state: UInt64
        mutating func int(_ range: Range<Int>) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return range.lowerBound + Int((state >> 33) % UInt64(range.count))
        }
    }

    func makeStack(count: Int, hidden: Set<Int>, distribution: StackView.Distribution,
                   alignment: StackView.Alignment) -> (View, StackView) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 2000, height: 200))
        root.identifier = "root"
        root.layoutEngine.diagnosticHandler = { _ in }
        let items = (0..<count).map { i -> View in
            let view = View()
            view.identifier = "item\(i)"
            view.intrinsicContentSize = CGSize(width: 10 + 5 * (i % 7), height: 10 + 3 * (i % 5))
            view.isHidden = hidden.contains(i)
            return view
        }
        let stack = StackView(arrangedSubviews: items)
        stack.identifier = "stack"
        stack.spacing = 8
        stack.distribution = distribution
        stack.alignment = alignment
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        stack.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        return (root, stack)
    }

    /// The generated constraints, family by family, and the frames of the visible items.
    func picture(_ root: View) -> String {
        root.snapshot(SnapshotOptions(includesConstraints: true))
            .split(separator: "\n").filter { !$0.contains(" hidden") }.joined(separator: "\n")
    }

    func testRandomToggleBatchesMatchAFullRegeneration() {
        var random = Generator(state: 20261123)
        let distributions: [StackView.Distribution] = [.fill, .fillEqually, .equalSpacing]
        let alignments: [StackView.Alignment] = [.fill, .center, .leading, .trailing, .firstBaseline]
        for distribution in distributions {
            for alignment in alignments {
                let count = 12
                var hidden: Set<Int> = []
                let (root, stack) = makeStack(count: count, hidden: hidden, distribution: distribution,
                                              alignment: alignment)
                root.layoutIfNeeded()
                for step in 0..<30 {
                    for _ in 0..<random.int(1..<4) {
                        let i = random.int(0..<count)
                        if hidden.contains(i) { hidden.remove(i) } else { hidden.insert(i) }
                        stack.arrangedSubviews[i].isHidden = hidden.contains(i)
                    }
                    let (fresh, _) = makeStack(count: count, hidden: hidden, distribution: distribution,
                                               alignment: alignment)
                    XCTAssertEqual(picture(root), picture(fresh),
                                   "\(distribution) \(alignment) step \(step), hidden \(hidden.sorted())")
                }
            }
        }
    }

    /// Above 32 visible items an `equalSpacing` stack keeps only its binding spacing; a
    /// toggle that leaves it with the same item updates a window, one that moves it (or
    /// crosses 32) updates everything. Either way, the constraints a full regeneration
    /// makes, family by family (compared without laying out: the frames are the solver's).
    func testRandomToggleBatchesOfALongEqualSpacingStackGenerateAFullRegenerationsConstraints() {
        for seed in [20261126, 7, 1_000_003] as [UInt64] {
            var random = Generator(state: seed)
            let count = 40
            var hidden: Set<Int> = []
            let (_, stack) = makeStack(count: count, hidden: hidden, distribution: .equalSpacing, alignment: .center)
            _ = stack.arrangementConstraints()
            for step in 0..<40 {
                for _ in 0..<random.int(1..<4) {
                    let i = random.int(0..<count)
                    if hidden.contains(i) { hidden.remove(i) } else { hidden.insert(i) }
                    stack.arrangedSubviews[i].isHidden = hidden.contains(i)
                }
                let (_, fresh) = makeStack(count: count, hidden: hidden, distribution: .equalSpacing, alignment: .center)
                XCTAssertEqual(svDescriptions(of: stack), svDescriptions(of: fresh),
                               "seed \(seed) step \(step), hidden \(hidden.sorted())")
            }
        }
    }

    /// Hides and shows item 500 of a 1 000-item stack, laid out each time; returns the
    /// solver operations it took (additions, removals, constant changes) and the stack,
    /// after checking that its frames are a fresh stack's.
    private func hideAndShowTheMiddleItem(_ distribution: StackView.Distribution,
                                          file: StaticString = #filePath, line: UInt = #line) -> (Int, StackView) {
        let (root, stack) = makeStack(count: 1000, hidden: [], distribution: distribution, alignment: .center)
        root.layoutIfNeeded()
        let before = root.layoutEngine.statistics
        stack.arrangedSubviews[500].isHidden = true
        root.layoutIfNeeded()
        stack.arrangedSubviews[500].isHidden = false
        root.layoutIfNeeded()
        let after = root.layoutEngine.statistics
        let operations = after.additions + after.removals + after.constantChanges
            - before.additions - before.removals - before.constantChanges
        let (fresh, freshStack) = makeStack(count: 1000, hidden: [], distribution: distribution, alignment: .center)
        fresh.layoutIfNeeded()
        XCTAssertEqual(stack.arrangedSubviews.map(\.frame), freshStack.arrangedSubviews.map(\.frame),
                       file: file, line: line)
        return (operations, stack)
    }

    func testHidingOneItemOfALongStackChangesAFewConstraints() {
        let (operations, stack) = hideAndShowTheMiddleItem(.fill)
        XCTAssertEqual(operations, 20)
        XCTAssertEqual(stack.arrangedSubviews[999].frame, CGRect(x: 32_942, y: 0, width: 35, height: 22))
    }

    /// In a long `equalSpacing` stack a hide changes the item's length and parking, ends
    /// the gap before it at the next item, drops the item's own gap (its edges and equal
    /// length) and its cross-axis constraints, about a dozen; the show reverses them. The
    /// kept spacing, after the first item, stays.
    func testHidingOneItemOfALongEqualSpacingStackChangesAFewConstraints() {
        let (operations, _) = hideAndShowTheMiddleItem(.equalSpacing)
        XCTAssertLessThan(operations, 40)
    }
}

import XCTest
import StackKit

/// Scenario 4 (Docs/Scenarios.md, "4. Entry bar: entries come and go, their order stays"):
/// a 60-point bar holds up to three 40×40 entries on its trailing side, 10 apart and 10
/// from the trailing edge, vertically centred; entries appear and go at any time but always
/// in the order 1, 2, 3. A trailing-anchored horizontal stack of hidden/visible items: no
/// frame arithmetic in the app.
final class ScenarioEntryBarTests: XCTestCase {
    private final class EntryBar {
        let bar = svStrictRoot(CGSize(width: 320, height: 60))
        let entries = (1...3).map { svBox(40, 40, "entry\($0)") }
        let stack: StackView

        init(visible mask: Int = 0b111) {
            stack = StackView(arrangedSubviews: entries)
            stack.identifier = "entries"
            stack.spacing = 10
            stack.alignment = .center
            stack.translatesAutoresizingMaskIntoConstraints = false
            bar.addSubview(stack)
            try! LayoutConstraint.activate([stack.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -10),
                                            stack.centerYAnchor.constraint(equalTo: bar.centerYAnchor)])
            show(mask)
        }

        func show(_ mask: Int) {
            for (i, entry) in entries.enumerated() { entry.isHidden = mask & (1 << i) == 0 }
        }
    }

    /// Visible entries sit 50 apart, the last one 10 from the bar's trailing edge, 10 from
    /// its top; in the bar's coordinates the k-th visible of n is at 320 − 10 − 50·(n − k) + 10.
    private func assertLayout(_ b: EntryBar, mask: Int, _ context: String = "",
                              file: StaticString = #filePath, line: UInt = #line) {
        let visible = b.entries.indices.filter { mask & (1 << $0) != 0 }
        let width: CGFloat = visible.isEmpty ? 0 : CGFloat(50 * visible.count - 10)
        let stackFrame = visible.isEmpty ? CGRect(x: 310, y: 30, width: 0, height: 0)
            : CGRect(x: 310 - width, y: 10, width: width, height: 40)
        let expected = visible.indices.map { CGRect(x: CGFloat(50 * $0), y: 0, width: 40, height: 40) }
        svAssertFrames(visible.map { b.entries[$0].frame } + [b.stack.frame], expected + [stackFrame],
                       "mask \(String(mask, radix: 2)) \(context)", file: file, line: line)
        let barXs = visible.map { b.entries[$0].frame.minX + b.stack.frame.minX }
        XCTAssertEqual(barXs, barXs.sorted(), "fixed order 1, 2, 3", file: file, line: line)
    }

    func testThreeEntries() {
        let b = EntryBar()
        b.bar.layoutIfNeeded()
        XCTAssertEqual(b.stack.frame, CGRect(x: 170, y: 10, width: 140, height: 40))
        XCTAssertEqual(b.entries.map(\.frame), [CGRect(x: 0, y: 0, width: 40, height: 40),
                                                CGRect(x: 50, y: 0, width: 40, height: 40),
                                                CGRect(x: 100, y: 0, width: 40, height: 40)])
    }

    func testOnlyTheSecondEntrySitsAtTheTrailingEdge() {
        let b = EntryBar(visible: 0b010)
        b.bar.layoutIfNeeded()
        XCTAssertEqual(b.stack.frame, CGRect(x: 270, y: 10, width: 40, height: 40))
        XCTAssertEqual(b.entries[1].frame, CGRect(x: 0, y: 0, width: 40, height: 40))
    }

    func testNoEntriesLeavesAnEmptyStackAtTheTrailingInset() {
        let b = EntryBar(visible: 0)
        b.bar.layoutIfNeeded()
        XCTAssertEqual(b.stack.frame, CGRect(x: 310, y: 30, width: 0, height: 0))
    }

    func testEverySubsetOfEntries() {
        for mask in 0..<8 {
            let b = EntryBar(visible: mask)
            b.bar.layoutIfNeeded()
            assertLayout(b, mask: mask)
        }
    }

    func testEntriesShownInReverseOrderStillAppearInFixedOrder() {
        let b = EntryBar(visible: 0)
        b.bar.layoutIfNeeded()
        b.entries[2].isHidden = false
        b.bar.layoutIfNeeded()
        assertLayout(b, mask: 0b100)
        b.entries[0].isHidden = false
        b.bar.layoutIfNeeded()
        assertLayout(b, mask: 0b101)
        b.entries[1].isHidden = false
        b.bar.layoutIfNeeded()
        assertLayout(b, mask: 0b111)
    }

    func testEntriesAppearAndGoAtRandomTimes() {
        var rng = SVRandom(seed: 2024)
        let b = EntryBar(visible: 0)
        b.bar.layoutIfNeeded()
        var mask = 0
        var log: [String] = []
        for step in 0..<150 {
            let i = Int.random(in: 0..<3, using: &rng)
            mask ^= 1 << i
            b.entries[i].isHidden = mask & (1 << i) == 0
            log.append("\(i + 1)\(mask & (1 << i) == 0 ? "-" : "+")")
            if Bool.random(using: &rng) {   // sometimes several changes land in one layout pass
                b.bar.layoutIfNeeded()
                assertLayout(b, mask: mask, "step \(step): \(log.suffix(6).joined(separator: " "))")
            }
        }
    }
}

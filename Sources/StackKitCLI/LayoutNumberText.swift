import Foundation
import LayoutFile

/// Numbers in the command's own notes, printed as the snapshots print them.
enum LayoutNumberText {
    static func format(_ value: CGFloat) -> String { LayoutNumber.format(Double(value)) }
}

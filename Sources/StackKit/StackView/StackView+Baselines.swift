import Foundation

// A stack view's baselines are its items', as UIKit's: a nested column aligned by
// `firstBaseline` in a row lines up its first label's baseline, not its top.

extension StackView {
    /// After an arrangement update: when the views giving the stack's baselines changed
    /// (an item hidden, added, removed or moved), the constraints on the stack's
    /// baselines, and on those of the stacks that pass it on, are re-read.
    func noteBaselineSources() {
        let first = forFirstBaselineLayout, last = forLastBaselineLayout
        guard first !== baselineSources.first || last !== baselineSources.last else { return }
        let hadSources = baselineSources.first != nil
        baselineSources = BaselineSources(first: first, last: last)
        if hadSources || first !== self || last !== self { invalidateBaselines() }
    }
}

/// The views that gave a stack its baselines at its last arrangement update, held weakly
/// (through their lifetime tokens, see ``Unretained``).
struct BaselineSources {
    @Unretained var first: View?
    @Unretained var last: View?
}

// kiwi's reference figures (Docs/Performance.md, "Reference figures"): lowest median over
// four runs, constraint objects built in advance.

enum KiwiReference {
    /// kiwi's time in seconds for a workload, variant and size, or `nil` when kiwi was
    /// not measured there.
    static func seconds(_ workload: String, _ variant: String, _ n: Int) -> Double? {
        let us = 1e-6, ms = 1e-3
        switch (workload, variant, n) {
        // W1 chain, add all + update
        case ("W1", "interleaved", 100): return 370 * us
        case ("W1", "interleaved", 1000): return 53.0 * ms
        case ("W1", "interleaved", 10000): return 39.9
        case ("W1", "required-first", 100): return 332 * us
        case ("W1", "required-first", 1000): return 49.9 * ms
        case ("W1", "required-first", 10000): return 35.3
        // W2 stack, add all + update; updateVariables alone
        case ("W2", "add+update", 10): return 18.0 * us
        case ("W2", "add+update", 100): return 1.77 * ms
        case ("W2", "add+update", 1000): return 904 * ms
        case ("W2", "update only", 100): return 1.05 * us
        case ("W2", "update only", 1000): return 13.4 * us
        case ("W2", "update only", 3000): return 275 * us
        // W3 edit
        case ("W3", "sweep mean/step", 10): return 0.41 * us
        case ("W3", "sweep mean/step", 100): return 107 * us
        case ("W3", "sweep mean/step", 1000): return 81.8 * ms
        case ("W3", "sweep median step", 10): return 0.16 * us
        case ("W3", "sweep median step", 100): return 2.25 * us
        case ("W3", "sweep median step", 1000): return 66 * us
        case ("W3", "sweep max step", 10): return 0.08 * ms
        case ("W3", "sweep max step", 100): return 11.6 * ms
        case ("W3", "sweep max step", 1000): return 9.2
        case ("W3", "jump mean/step", 10): return 23.8 * us
        case ("W3", "jump mean/step", 100): return 9.05 * ms
        case ("W3", "jump mean/step", 300): return 207 * ms
        case ("W3", "jump mean/step", 1000): return 7.34
        // W4 toggle, steady state per cycle
        case ("W4a", "steady cycle", 100): return 55.4 * us
        case ("W4a", "steady cycle", 1000): return 3.89 * ms
        case ("W4a", "steady cycle", 3000): return 41.8 * ms
        case ("W4b", "steady cycle", 100): return 5.86 * us
        case ("W4b", "steady cycle", 1000): return 125 * us
        case ("W4b", "steady cycle", 3000): return 1.25 * ms
        case ("W4c", "steady cycle", 100): return 3.89 * ms
        case ("W4c", "steady cycle", 1000): return 2.21
        // W4 first cycle after a fresh build (kiwi's figure does not say which variant)
        case ("W4a", "first cycle", 100), ("W4b", "first cycle", 100), ("W4c", "first cycle", 100):
            return 1.7 * ms
        case ("W4a", "first cycle", 1000), ("W4b", "first cycle", 1000), ("W4c", "first cycle", 1000):
            return 1.21
        case ("W4a", "first cycle", 3000), ("W4b", "first cycle", 3000), ("W4c", "first cycle", 3000):
            return 36.4
        // W5 enaml
        case ("W5", "build", _): return 264 * us
        case ("W5", _, _) where variant.hasPrefix("resize"): return 0.56 * us
        default: return nil
        }
    }
}

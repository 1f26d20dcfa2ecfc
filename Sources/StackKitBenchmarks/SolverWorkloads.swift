// The solver workloads W1–W5 (Docs/Performance.md, "The workloads"), in order.

enum SolverWorkloads {
    static func run(_ bench: Bench) {
        bench.reporter.note("StackKit solver workloads W1–W5 (Docs/Performance.md); times are medians over runs, "
            + "kiwi = reference figure from the document, ours/kiwi = median / kiwi"
            + (bench.quick ? " [--quick: fewer repetitions]" : ""))
        if bench.wants("W1") { ChainWorkload.run(bench) }
        if bench.wants("W2") { StackWorkload.run(bench) }
        if bench.wants("W3") { EditWorkload.run(bench) }
        if bench.wants("W4") || bench.wants("W4a") || bench.wants("W4b") || bench.wants("W4c") {
            ToggleWorkload.run(bench)
        }
        if bench.wants("W5") { EnamlWorkload.run(bench) }
    }
}

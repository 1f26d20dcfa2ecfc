// stackkit-bench [solver|stack|all] [--quick] [--filter W2[,W4a]] [--n 100,1000] [--timeout S] [--no-fork]
//                [--chart PATH]
//
// Runs the performance workloads (Docs/Performance.md, "The workloads") in release mode:
//   swift build -c release --product stackkit-bench && .build/release/stackkit-bench solver
//
// --chart PATH writes an SVG chart of time against N for W2, S1 and S2 (issue #8) from the
// figures of this run, after it; Docs/images/performance-vs-n.svg is made with
//   swift run -c release stackkit-bench all --filter W2,S1,S2 --chart Docs/images/performance-vs-n.svg

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

let usage = """
    usage: stackkit-bench [solver|stack|all] [--quick] [--filter W2[,W4a,...]] [--n 100[,1000,...]]
                          [--timeout S] [--no-fork] [--chart PATH]
      solver       the solver workloads W1–W5
      stack        the StackKit layout workloads S1–S5, S7, and the pinned stacks S3x, S6, S6d
      all          both (the default)
      --quick      fewer repetitions
      --filter     only workloads whose name starts with one of these (W4 = W4a–W4c)
      --n          only these sizes
      --timeout S  kill a case (one workload at one size) after S seconds and report
                   TIMEOUT; 0 waits for ever (default 60)
      --no-fork    run every case in this process (no time limit, a crash ends the run)
      --chart PATH after the run, write an SVG chart of time against N for W2, S1 and S2
                   (those that ran) to PATH; exit status 2, and no file, when none ran
    """

var mode = "all"
var quick = false
var filters: [String] = []
var sizes: [Int] = []
var timeLimit = 60.0
var isolate = true
var chartPath: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "solver", "stack", "all":
        mode = argument
    case "--quick":
        quick = true
    case "--filter":
        guard let value = arguments.popFirst() else {
            print("--filter needs a value\n\(usage)")
            exit(2)
        }
        filters += value.split(separator: ",").map(String.init).filter { !$0.isEmpty }
    case "--n":
        guard let value = arguments.popFirst() else {
            print("--n needs a value\n\(usage)")
            exit(2)
        }
        let parsed = value.split(separator: ",").map { Int($0) }
        guard !parsed.isEmpty, !parsed.contains(nil) else {
            print("--n needs sizes such as 100,1000\n\(usage)")
            exit(2)
        }
        sizes += parsed.compactMap { $0 }
    case "--timeout":
        guard let value = arguments.popFirst(), let seconds = Double(value), seconds >= 0 else {
            print("--timeout needs a number of seconds\n\(usage)")
            exit(2)
        }
        timeLimit = seconds
    case "--no-fork":
        isolate = false
    case "--chart":
        guard let value = arguments.popFirst(), !value.isEmpty else {
            print("--chart needs a file path\n\(usage)")
            exit(2)
        }
        chartPath = value
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        if argument.hasPrefix("--filter=") {
            filters += argument.dropFirst("--filter=".count).split(separator: ",").map(String.init)
        } else if argument.hasPrefix("--chart="), argument.count > "--chart=".count {
            chartPath = String(argument.dropFirst("--chart=".count))
        } else {
            print("unknown argument \(argument)\n\(usage)")
            exit(2)
        }
    }
}

// A chart that cannot be written is found out now, not after a run of minutes.
if let chartPath {
    let slash = chartPath.lastIndex(of: "/")
    let folder = slash.map { $0 == chartPath.startIndex ? "/" : String(chartPath[..<$0]) } ?? "."
    if access(folder, W_OK) != 0 {
        print("--chart: cannot write into \(folder): \(String(cString: strerror(errno)))")
        exit(2)
    }
}

let bench = Bench(quick: quick, filters: filters, sizes: sizes, isolate: isolate, timeLimit: timeLimit)
let total = Stopwatch()
if mode == "solver" || mode == "all" { SolverWorkloads.run(bench) }
if mode == "stack" || mode == "all" { StackLayoutWorkloads.run(bench) }
// One JSON line per result of either section, and the verification summary, at the end.
bench.reporter.finish(seconds: total.elapsed)
// Forked cases have sent their results to this process's reporter, so the chart sees them all.
if let chartPath {
    guard let chart = bench.reporter.timeChart(quick: quick) else {
        print("--chart: no figure of W2, S1 or S2 in this run (filtered out, or every case failed); "
            + "nothing written to \(chartPath)")
        exit(2)
    }
    if let reason = Reporter.writeFile(chart.svg(), to: chartPath) {
        print("--chart: cannot write \(chartPath): \(reason)")
        exit(1)
    }
    print("chart written to \(chartPath)")
}

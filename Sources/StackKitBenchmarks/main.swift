// stackkit-bench [solver|stack|all] [--quick] [--filter W2[,W4a]] [--n 100,1000] [--timeout S] [--no-fork]
//
// Runs the performance workloads of docs/performance.md in release mode:
//   swift build -c release --product stackkit-bench && .build/release/stackkit-bench solver

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

let usage = """
    usage: stackkit-bench [solver|stack|all] [--quick] [--filter W2[,W4a,...]] [--n 100[,1000,...]]
                          [--timeout S] [--no-fork]
      solver       the solver workloads W1–W5
      stack        the StackKit layout workloads S1–S5
      all          both (the default)
      --quick      fewer repetitions
      --filter     only workloads whose name starts with one of these (W4 = W4a–W4c)
      --n          only these sizes
      --timeout S  kill a case (one workload at one size) after S seconds and report
                   TIMEOUT; 0 waits for ever (default 60)
      --no-fork    run every case in this process (no time limit, a crash ends the run)
    """

var mode = "all"
var quick = false
var filters: [String] = []
var sizes: [Int] = []
var timeLimit = 60.0
var isolate = true
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
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        if argument.hasPrefix("--filter=") {
            filters += argument.dropFirst("--filter=".count).split(separator: ",").map(String.init)
        } else {
            print("unknown argument \(argument)\n\(usage)")
            exit(2)
        }
    }
}

let bench = Bench(quick: quick, filters: filters, sizes: sizes, isolate: isolate, timeLimit: timeLimit)
let total = Stopwatch()
if mode == "solver" || mode == "all" { SolverWorkloads.run(bench) }
if mode == "stack" || mode == "all" { StackLayoutWorkloads.run(bench) }
// One JSON line per result of either section, and the verification summary, at the end.
bench.reporter.finish(seconds: total.elapsed)

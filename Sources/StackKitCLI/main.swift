import Solver
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `stackkit`: the command-line tool. For now it shows the solver at work; the layout
/// demos join it with the layout engine.
let arguments = Array(CommandLine.arguments.dropFirst())

func printUsage() {
    print("""
    usage: stackkit <command>

    commands:
      demo     solve a small constraint system and print the result
      help     show this text
    """)
}

func runSolverDemo() throws {
    let left = Variable("left"), width = Variable("width"), right = Variable("right")
    let solver = SimplexSolver()
    try solver.add(left >= 0)
    try solver.add(right == left + width)
    try solver.add(right <= 320)
    try solver.add((width >= 200).priority(.defaultHigh))   // compression resistance
    try solver.add((width <= 120).priority(.defaultLow))    // hugging: loses to 750
    try solver.add((left == 16).priority(.defaultLow))
    solver.updateVariables()
    print("left = \(left.value), width = \(width.value), right = \(right.value)")
}

switch arguments.first {
case "demo":
    do { try runSolverDemo() } catch {
        print("stackkit: \(error)")
        exit(1)
    }
case nil, "help", "--help", "-h":
    printUsage()
default:
    print("stackkit: unknown command '\(arguments[0])'")
    printUsage()
    exit(2)
}

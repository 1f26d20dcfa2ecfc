#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// `stackkit`: runs the scenarios (`demo`) and lays out layout files (`render`).
let arguments = Array(CommandLine.arguments.dropFirst())

do {
    switch arguments.first {
    case "demo":
        try DemoCommand.run(Array(arguments.dropFirst()))
    case "render":
        try RenderCommand.run(Array(arguments.dropFirst()))
    case nil, "help", "--help", "-h":
        print(Usage.main)
    case let option? where option.hasPrefix("-"):
        throw CommandFailure.usage("unknown option '\(option)'", Usage.main)
    case let command?:
        throw CommandFailure.usage("unknown command '\(command)'", Usage.main)
    }
} catch let failure as CommandFailure {
    var text = "stackkit: \(failure.message)\n"
    if let usage = failure.usage { text += "\n\(usage)\n" }
    FileHandle.standardError.write(Data(text.utf8))
    exit(failure.status)
} catch {
    FileHandle.standardError.write(Data("stackkit: \(error)\n".utf8))
    exit(1)
}

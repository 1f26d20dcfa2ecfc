/// A command's arguments split into positionals and options: `--name VALUE` or
/// `--name=VALUE` for the options that take a value, `-h`/`--help` anywhere, `--` ends
/// the options.
struct CommandArguments {
    var positionals: [String] = []
    var options: [String: String] = [:]
    var wantsHelp = false

    /// - Parameters:
    ///   - valueOptions: the options that take a value, without their dashes.
    ///   - usage: the command's usage, printed with an error.
    static func parse(_ arguments: [String], valueOptions: [String], usage: String) throws(CommandFailure) -> CommandArguments {
        var result = CommandArguments()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--" { result.positionals += rest; break }
            if argument == "-h" || argument == "--help" { result.wantsHelp = true; continue }
            guard argument.hasPrefix("-"), argument != "-" else { result.positionals.append(argument); continue }
            let body = argument.drop { $0 == "-" }
            let name = String(body.prefix { $0 != "=" })
            guard argument.hasPrefix("--"), valueOptions.contains(name) else {
                throw .usage("unknown option '\(argument.prefix { $0 != "=" })'", usage)
            }
            guard result.options[name] == nil else { throw .usage("option '--\(name)' given twice", usage) }
            if body.contains("=") {
                result.options[name] = String(body.drop { $0 != "=" }.dropFirst())
            } else if let value = rest.popFirst() {
                result.options[name] = value
            } else {
                throw .usage("option '--\(name)' needs a value", usage)
            }
        }
        return result
    }
}

/// A failure the command reports on standard error: one line, then the usage when an
/// argument was wrong. Exit status 2 when the user's input is at fault (an argument, a
/// layout file), 1 otherwise.
struct CommandFailure: Error {
    let message: String
    let status: Int32
    /// The usage text to print after the message, for a wrong argument.
    let usage: String?

    init(_ message: String, status: Int32 = 1, usage: String? = nil) {
        self.message = message
        self.status = status
        self.usage = usage
    }

    /// A wrong command, option or argument: the message, the usage, status 2.
    static func usage(_ message: String, _ usage: String) -> CommandFailure { CommandFailure(message, status: 2, usage: usage) }

    /// Bad input (a layout file): the message alone, status 2.
    static func input(_ message: String) -> CommandFailure { CommandFailure(message, status: 2) }
}

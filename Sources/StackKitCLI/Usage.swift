/// The usage texts of `stackkit` and its commands.
enum Usage {
    static let main = """
    usage: stackkit <command> [options]

    commands:
      demo [NAME]      run the scenarios StackKit exists for: print each step's frames
                       and write its SVG
      render FILE      lay out a layout file (Docs/LayoutFiles.md) and print the frames
      help             show this text

    Run 'stackkit <command> --help' for a command's options.
    """

    static let demo = """
    usage: stackkit demo [NAME] [--out DIR]

    Runs one of the scenarios StackKit exists for, or all of them in this order:
    \(DemoScenario.all.map { "  " + $0.name.padding(toLength: 17, withPad: " ", startingAt: 0) + $0.summary }.joined(separator: "\n"))

    Each step prints a heading and the text snapshot of the view tree, and writes an SVG
    picture to DIR:
      NAME-<n>-<step>.svg   step n of the scenario (e.g. tag-row-2-first-and-fourth.svg)
      NAME.svg              the scenario's last step

    options:
      --out DIR     where to write the SVG files (default ./stackkit-output, created if
                    missing)
      -h, --help    show this text
    """

    static let render = """
    usage: stackkit render FILE.json [--width W] [--height H] [--format text|json|svg|html] [--out PATH]

    Lays out the views of a layout file (format: Docs/LayoutFiles.md) and prints them.

    options:
      --width W      the root's width in points, or 'fit' (overrides the file)
      --height H     the root's height in points, or 'fit' (overrides the file)
      --format F     text: the text snapshot (default); json: a tree of identifiers and
                     frames; svg: an SVG picture; html: an inspector page (the
                     picture, the view tree, each view's constraints)
      --out PATH     write to PATH instead of standard output
      -h, --help     show this text

    A file that cannot be laid out gets one message on standard error, with its line,
    column and JSON path, and exit status 2.
    """
}

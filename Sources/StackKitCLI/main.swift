#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Solver
import StackKit

/// `stackkit`: the command-line tool. `demo` shows the solver, the layout engine and a
/// stack view at work; the full scenario demos and `render` come with the snapshots.
let arguments = Array(CommandLine.arguments.dropFirst())

func printUsage() {
    print("""
    usage: stackkit <command>

    commands:
      demo     solve a small constraint system, lay out a card at two widths, and a
               row of tags as some are hidden
      help     show this text
    """)
}

func runSolverDemo() throws {
    print("== solver: a field that wants 200 points but may only use 320 − 16")
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

func runLayoutDemo() throws {
    print("\n== layout engine: an avatar, a title and a subtitle in a card")
    let card = View(frame: CGRect(x: 0, y: 0, width: 320, height: 64))
    card.identifier = "card"
    let avatar = View(), title = Label("StackKit"), subtitle = Label("Stack layout, Linux first")
    avatar.identifier = "avatar"
    title.identifier = "title"
    subtitle.identifier = "subtitle"
    for view in [avatar, title, subtitle] {
        view.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(view)
    }
    try LayoutConstraint.activate([
        avatar.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
        avatar.centerYAnchor.constraint(equalTo: card.centerYAnchor),
        avatar.widthAnchor.constraint(equalToConstant: 40),
        avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
        title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8),
        title.trailingAnchor.constraint(lessThanOrEqualTo: card.layoutMarginsGuide.trailingAnchor),
        title.topAnchor.constraint(equalTo: avatar.topAnchor),
        subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
        subtitle.trailingAnchor.constraint(lessThanOrEqualTo: card.layoutMarginsGuide.trailingAnchor),
        subtitle.firstBaselineAnchor.constraint(equalTo: title.lastBaselineAnchor, constant: 18),
    ])
    for width in [320.0, 180.0] {
        card.frame = CGRect(x: 0, y: 0, width: width, height: 64)
        card.layoutIfNeeded()
        print("at width \(Int(width)):")
        print(card.layoutTrace())
    }
}

func runStackDemo() throws {
    print("\n== stack view: a tag row; hidden tags leave no gaps (scenario 1)")
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    root.identifier = "cell"
    let tags = ["swift", "linux", "layout", "stack"].map { text -> Label in
        let tag = Label(text)
        tag.identifier = text
        return tag
    }
    let row = StackView(arrangedSubviews: tags)
    row.identifier = "tags"
    row.spacing = 8
    row.alignment = .center
    row.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(row)
    try LayoutConstraint.activate([
        row.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        row.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ])
    for hidden in [[], ["linux"], ["swift", "stack"]] {
        for tag in tags { tag.isHidden = hidden.contains(tag.identifier ?? "") }
        root.layoutIfNeeded()
        print(hidden.isEmpty ? "all tags shown:" : "hidden \(hidden.joined(separator: ", ")):")
        print(root.layoutTrace())
    }
}

switch arguments.first {
case "demo":
    do {
        try runSolverDemo()
        try runLayoutDemo()
        try runStackDemo()
    } catch {
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

import StackKit

// This file imports StackKit and nothing else, as the README's first sample does: it
// compiles only if `import StackKit` gives the sample every type it uses (`CGRect`,
// `CGSize`, `CGFloat`). Swift's imports are per file, so the other files of this target
// cannot lend it theirs.

/// The README's first sample, verbatim, returning the screen.
func readmeFirstScreen() throws -> View {
    let screen = View(frame: CGRect(x: 0, y: 0, width: 320, height: 150))
    let avatar = View()
    avatar.intrinsicContentSize = CGSize(width: 40, height: 40)
    let names = StackView(arrangedSubviews: [Label("Ada Lovelace"), Label("Engineer")])
    names.axis = .vertical
    let header = StackView(arrangedSubviews: [avatar, names])
    header.spacing = 8
    header.alignment = .center
    let follow = Label("Follow"), message = Label("Message")
    let actions = StackView(arrangedSubviews: [follow, message])
    actions.spacing = 8
    let card = StackView(arrangedSubviews: [header, Label("Wrote the first program."), actions])
    card.axis = .vertical
    card.alignment = .leading
    card.spacing = 12
    card.translatesAutoresizingMaskIntoConstraints = false
    screen.addSubview(card)
    try LayoutConstraint.activate([card.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 16),
                                   card.topAnchor.constraint(equalTo: screen.topAnchor, constant: 16)])
    follow.isHidden = true      // already followed: the button and the gap after it go
    print(screen.snapshot())
    return screen
}

/// The README's layout-engine sample (also the first of Docs/LayoutEngine.md), verbatim.
func readmeLayoutEngineBox() throws -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    try LayoutConstraint.activate([
        box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
        box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        box.widthAnchor.constraint(equalToConstant: 100),
        box.heightAnchor.constraint(equalTo: box.widthAnchor),
    ])
    root.layoutIfNeeded()      // box.frame == (110, 20, 100, 100)
    return box
}

/// A width computed with the geometry types alone: `CGFloat` arithmetic and `CGPoint`.
func cardContentWidth(inside frame: CGRect, margin: CGFloat) -> CGFloat {
    let origin = CGPoint(x: frame.minX + margin, y: frame.minY + margin)
    return frame.maxX - margin - origin.x
}

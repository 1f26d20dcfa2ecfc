import XCTest
import StackKit

/// The classic self-sizing cell: a name (headline), a wrapping body (body style, 17 points)
/// and a grid of 0–9 square images (rows of three, 4 apart), in a vertical stack 8 apart,
/// 16 inside the cell's edges. Its height is asked with a required width.
///
/// At 17 points a line is 2355 × 17 / 2048 = 19.548… points: 1 line 20, 3 lines 58.645 → 59,
/// 8 lines 156.387 → 157, 9 lines 175.935 → 176, 10 lines 195.483 → 196.
/// "word" is 4439 units and each further " word" 5008; the content width (cell − 32) holds
/// 288 × 2048 / 17 = 34 695.5 units at 320 (7 words: 4439 + 6 × 5008 = 34 487),
/// 41 321.4 at 375 (8 words: 39 495) and 46 019.8 at 414 (9 words: 44 503).
/// An image is (content width − 2 × 4) / 3: 280/3 at 320, 335/3 at 375, 374/3 at 414.
/// Height = 16 + name 20 + 8 + body + (images: 8 + rows × side + (rows − 1) × 4) + 16.
final class SelfSizingPostCellTests: XCTestCase {
    private static func words(_ count: Int) -> String {
        Array(repeating: "word", count: count).joined(separator: " ")
    }

    /// 1 line at every width: 2 words.
    static let oneLineBody = words(2)
    /// 3 lines at every width: 20 words are 7 + 7 + 6, 8 + 8 + 4, 9 + 9 + 2.
    static let threeLineBody = words(20)
    /// 10 lines at every width: three 3-line paragraphs and a 1-line one.
    static let tenLineBody = [words(20), words(20), words(20), words(1)].joined(separator: "\n")

    private func postCell(body text: String, images: Int) -> View {
        let cell = View()
        let name = Label("Ada Lovelace")
        name.font = .preferredFont(forTextStyle: .headline)
        let body = Label(text)
        body.font = .preferredFont(forTextStyle: .body)
        body.numberOfLines = 0
        var rows: [View] = []
        for row in 0..<((images + 2) / 3) {
            let slots = (0..<3).map { column -> View in
                let slot = View()
                if row * 3 + column < images {
                    slot.heightAnchor.constraint(equalTo: slot.widthAnchor).isActive = true
                }
                return slot
            }
            let rowStack = StackView(arrangedSubviews: slots)
            rowStack.distribution = .fillEqually
            rowStack.spacing = 4
            rows.append(rowStack)
        }
        let grid = StackView(arrangedSubviews: rows)
        grid.axis = .vertical
        grid.spacing = 4
        grid.isHidden = images == 0
        let stack = StackView(arrangedSubviews: [name, body, grid])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(stack)
        activateAll([
            stack.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: cell.topAnchor, constant: 16),
            stack.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -16),
        ])
        return cell
    }

    private func activateAll(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// A post cell pinned to the top and sides of a root `width` points wide.
    private func cellInRoot(width: CGFloat, body: String, images: Int) -> (root: View, cell: View) {
        let root = quietRoot(CGRect(x: 0, y: 0, width: width, height: 800))
        let cell = postCell(body: body, images: images)
        cell.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(cell)
        activateAll([cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                     cell.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                     cell.topAnchor.constraint(equalTo: root.topAnchor)])
        return (root, cell)
    }

    private func fittingHeight(_ cell: View, width: CGFloat) -> CGFloat {
        cell.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                     verticalFittingPriority: .fittingSizeLevel).height
    }

    /// (cell width, images, heights for the 1-, 3- and 10-line bodies)
    private let expected: [(CGFloat, Int, [CGFloat])] = [
        (320, 0, [80, 119, 256]),                       // 60 + 20, 59, 196
        (320, 1, [544.0 / 3, 661.0 / 3, 1072.0 / 3]),   // + 8 + 280/3
        (320, 4, [836.0 / 3, 953.0 / 3, 1364.0 / 3]),   // + 8 + 2 × 280/3 + 4
        (320, 9, [376, 415, 552]),                      // + 8 + 280 + 8
        (375, 0, [80, 119, 256]),
        (375, 1, [599.0 / 3, 716.0 / 3, 1127.0 / 3]),   // + 8 + 335/3
        (375, 4, [946.0 / 3, 1063.0 / 3, 1474.0 / 3]),  // + 8 + 2 × 335/3 + 4
        (375, 9, [431, 470, 607]),                      // + 8 + 335 + 8
        (414, 0, [80, 119, 256]),
        (414, 1, [638.0 / 3, 755.0 / 3, 1166.0 / 3]),   // + 8 + 374/3
        (414, 4, [1024.0 / 3, 1141.0 / 3, 1552.0 / 3]), // + 8 + 2 × 374/3 + 4
        (414, 9, [470, 509, 646]),                      // + 8 + 374 + 8
    ]

    func testTheFittingHeightAt320375And414PointsFor0149ImagesAnd1310LineBodies() {
        let bodies = [Self.oneLineBody, Self.threeLineBody, Self.tenLineBody]
        for (width, images, heights) in expected {
            for (body, height) in zip(bodies, heights) {
                XCTAssertEqual(fittingHeight(postCell(body: body, images: images), width: width), height, accuracy: 1e-9,
                               "\(width) points, \(images) images, \(body.split(separator: " ").count) words")
            }
        }
    }

    func testABodyOf70WordsTakes10LinesAt320ButFewerWhenWider() {
        // 70 words: 10 lines of 7 at 320 (196), 9 of 8 at 375 (176), 8 of 9 at 414 (157); no images.
        let body = Self.words(70)
        XCTAssertEqual(fittingHeight(postCell(body: body, images: 0), width: 320), 60 + 196)
        XCTAssertEqual(fittingHeight(postCell(body: body, images: 0), width: 375), 60 + 176)
        XCTAssertEqual(fittingHeight(postCell(body: body, images: 0), width: 414), 60 + 157)
    }

    func testTheCellLaidOutInATreeHasItsFittingHeight() {
        // 375 points, 4 images, 3-line body: 1063/3
        let (root, cell) = cellInRoot(width: 375, body: Self.threeLineBody, images: 4)
        root.layoutIfNeeded()
        XCTAssertEqual(cell.frame.height, 1063.0 / 3, accuracy: 1e-9)
    }

    func testFittingDoesNotDisturbTheCellsLayout() {
        // 70 words: 9 lines at 375 (60 + 176), 10 at 320 (60 + 196)
        let (root, cell) = cellInRoot(width: 375, body: Self.words(70), images: 0)
        root.layoutIfNeeded()
        XCTAssertEqual(fittingHeight(cell, width: 320), 256)
        root.layoutIfNeeded()
        XCTAssertEqual(cell.frame.height, 236)
    }
}

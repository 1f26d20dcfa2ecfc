import XCTest

/// `stackkit render FILE.json` on the files under Examples/, in the three formats.
final class RenderCommandTests: XCTestCase {
    private static let examples = ["entry-bar.json", "feed-cell.json", "margins-and-custom-spacing.json", "nine-grid.json",
                                   "tag-row.json"]

    private func render(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let result = try StackKitProcess.run(["render"] + arguments, file: file, line: line)
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        XCTAssertEqual(result.stderr, "", file: file, line: line)
        return result.stdout
    }

    func testTheExamplesFolderHoldsTheDocumentedExamples() throws {
        let folder = StackKitProcess.packageRoot.appendingPathComponent("Examples")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertEqual(files, Self.examples)
    }

    func testTagRowAsText() throws {
        XCTAssertEqual(try render(["Examples/tag-row.json"]), """
        View 'root' (0, 0, 320, 60)
          StackView 'cell' (10, 10, 102, 38) vertical fill leading spacing 4
            Label 'title' (0, 0, 40, 17) "Title"
            StackView 'tags' (0, 21, 102, 17) horizontal fill center spacing 6
              Label 'new' (0, 0, 24, 17) "New"
              Label 'hot' (27, 0, 0, 17) hidden "Hot"
              Label 'sale' (27, 0, 0, 17) hidden "Sale"
              Label 'free' (30, 0, 72, 17) "Free ship"

        """)
    }

    func testEntryBarAsText() throws {
        XCTAssertEqual(try render(["Examples/entry-bar.json", "--format", "text"]), """
        View 'bar' (0, 0, 320, 60)
          StackView 'entries' (220, 10, 90, 40) horizontal fill center spacing 10
            View 'entry1' (0, 0, 40, 40)
            View 'entry2' (45, 0, 0, 40) hidden
            View 'entry3' (50, 0, 40, 40)

        """)
    }

    func testMarginsAndCustomSpacingAsText() throws {
        XCTAssertEqual(try render(["Examples/margins-and-custom-spacing.json"]), """
        View 'root' (0, 0, 320, 200)
          StackView 'form' (0, 0, 320, 136) vertical fill fill spacing 4 margins-relative
            Label 'heading' (16, 12, 288, 17) "Sign in"
            Label 'email' (16, 45, 288, 17) "Email"
            Label 'password' (16, 66, 288, 17) "Password"
            StackView 'buttons' (16, 107, 288, 17) horizontal fillEqually fill spacing 8
              Label 'cancel' (0, 0, 140, 17) "Cancel"
              Label 'ok' (148, 0, 140, 17) "OK"
          View 'badge' (284, 12, 20, 20)

        """)
    }

    func testNineGridFitsItsHeight() throws {
        let text = try render(["Examples/nine-grid.json"])
        XCTAssertTrue(text.hasPrefix("View 'cell' (0, 0, 375, 238)\n"), text)
        XCTAssertTrue(text.contains("\n    View 'panel' (0, 188, 120, 30)\n"), text)
    }

    func testFeedCellFitsItsHeightWithTheImageAspectRatio() throws {
        let text = try render(["Examples/feed-cell.json"])
        XCTAssertTrue(text.hasPrefix("View 'item' (0, 0, 375, 319.438)\n"), text)
        XCTAssertTrue(text.contains("\n    View 'image' (0, 73, 351, 197.438)\n"), text)
    }

    func testEntryBarAsJSON() throws {
        XCTAssertEqual(try render(["Examples/entry-bar.json", "--format", "json"]), """
        {
          "type": "View",
          "id": "bar",
          "frame": {"x": 0, "y": 0, "width": 320, "height": 60},
          "hidden": false,
          "subviews": [
            {
              "type": "StackView",
              "id": "entries",
              "frame": {"x": 220, "y": 10, "width": 90, "height": 40},
              "hidden": false,
              "subviews": [
                {
                  "type": "View",
                  "id": "entry1",
                  "frame": {"x": 0, "y": 0, "width": 40, "height": 40},
                  "hidden": false,
                  "subviews": []
                },
                {
                  "type": "View",
                  "id": "entry2",
                  "frame": {"x": 45, "y": 0, "width": 0, "height": 40},
                  "hidden": true,
                  "subviews": []
                },
                {
                  "type": "View",
                  "id": "entry3",
                  "frame": {"x": 50, "y": 0, "width": 40, "height": 40},
                  "hidden": false,
                  "subviews": []
                }
              ]
            }
          ]
        }

        """)
    }

    func testEveryExampleAsJSONIsValidJSONWithTheRootFirst() throws {
        for example in Self.examples {
            let text = try render(["Examples/\(example)", "--format", "json"])
            let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            XCTAssertNotNil(object?["frame"], example)
            XCTAssertNotNil(object?["subviews"] as? [Any], example)
        }
    }

    func testLabelsCarryTheirTextInJSON() throws {
        let text = try render(["Examples/tag-row.json", "--format", "json"])
        XCTAssertTrue(text.contains("""
                      "type": "Label",
                      "id": "free",
                      "frame": {"x": 30, "y": 0, "width": 72, "height": 17},
                      "hidden": false,
                      "text": "Free ship",
                      "subviews": []
        """), text)
    }

    func testEveryExampleAsSVGIsWellFormed() throws {
        let folder = try StackKitProcess.temporaryDirectory(self)
        for example in Self.examples {
            let svg = try render(["Examples/\(example)", "--format", "svg"])
            XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""), example)
            let url = folder.appendingPathComponent(example + ".svg")
            try svg.write(to: url, atomically: true, encoding: .utf8)
            XCTAssertGreaterThan(SVGCheck.assertWellFormed(url), 2, example)
        }
    }

    func testEveryExampleAsTextStartsWithTheRoot() throws {
        for example in Self.examples {
            let text = try render(["Examples/\(example)"])
            XCTAssertTrue(text.hasPrefix("View '"), example)
        }
    }

    func testOutWritesTheOutputToAFileAndNothingToStandardOutput() throws {
        let path = try StackKitProcess.temporaryDirectory(self).appendingPathComponent("bar.svg").path
        XCTAssertEqual(try render(["Examples/entry-bar.json", "--format", "svg", "--out", path]), "")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), try render(["Examples/entry-bar.json", "--format", "svg"]))
    }

    func testWidthAndHeightOverrideTheRootSize() throws {
        let text = try render(["Examples/entry-bar.json", "--width", "400", "--height", "80"])
        XCTAssertTrue(text.hasPrefix("View 'bar' (0, 0, 400, 80)\n  StackView 'entries' (300, 20, 90, 40)"), text)
    }

    func testAWidthOverrideKeepsTheFilesFittingHeight() throws {
        let text = try render(["Examples/feed-cell.json", "--width", "414"])
        XCTAssertTrue(text.hasPrefix("View 'item' (0, 0, 414, 341.375)\n"), text)
    }

    func testAHeightOverrideReplacesFit() throws {
        let text = try render(["Examples/nine-grid.json", "--height", "400"])
        XCTAssertTrue(text.hasPrefix("View 'cell' (0, 0, 375, 400)\n"), text)
    }
}

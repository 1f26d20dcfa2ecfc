import XCTest

/// `stackkit demo [NAME] [--out DIR]`: each scenario's steps, frames and SVG files.
final class DemoCommandTests: XCTestCase {
    private func demo(_ name: String?, file: StaticString = #filePath, line: UInt = #line) throws -> (CommandResult, URL) {
        let out = try StackKitProcess.temporaryDirectory(self)
        let result = try StackKitProcess.run(["demo"] + (name.map { [$0] } ?? []) + ["--out", out.path], file: file, line: line)
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        XCTAssertEqual(result.stderr, "", file: file, line: line)
        return (result, out)
    }

    private func svgFiles(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    private func assertLines(_ lines: [String], in output: String, file: StaticString = #filePath, line: UInt = #line) {
        let printed = Set(output.components(separatedBy: "\n"))
        for expected in lines { XCTAssertTrue(printed.contains(expected), "missing line: \(expected)", file: file, line: line) }
    }

    func testTagRowShowsAllThenFirstAndFourthThenNoneThenThePlainConstraintVariant() throws {
        let (result, _) = try demo("tag-row")
        XCTAssertTrue(result.stdout.hasPrefix("== tag-row: a tag row, any subset of tags shown (scenario 1)\n"))
        assertLines([
            "-- tag-row step 1: stack: all four tags",
            "      Label 'free' (98, 0, 72, 17) \"Free ship\"",
            "-- tag-row step 2: stack: only the 1st and 4th tags (isHidden on the others)",
            "    StackView 'row' (0, 21, 102, 17) horizontal fill center spacing 6",
            "      Label 'free' (30, 0, 72, 17) \"Free ship\"",
            "-- tag-row step 3: stack: no tags; the empty row takes no space",
            "  StackView 'cell' (10, 10, 40, 21) vertical fill leading spacing 4",
            "-- tag-row step 5: plain constraints: 2nd and 3rd .gone(.leading), their gaps collapse",
            "  Label 'hot' (82, 10, 0, 17) hidden \"Hot\"",
            "  Label 'free' (90, 10, 72, 17) \"Free ship\"",
        ], in: result.stdout)
    }

    func testTagRowWritesOneSVGPerStepAndOneForTheLastStep() throws {
        let (_, out) = try demo("tag-row")
        XCTAssertEqual(try svgFiles(in: out), ["tag-row-1-all.svg", "tag-row-2-first-and-fourth.svg", "tag-row-3-none.svg",
                                               "tag-row-4-plain-all.svg", "tag-row-5-plain-first-and-fourth.svg", "tag-row.svg"])
        XCTAssertEqual(try Data(contentsOf: out.appendingPathComponent("tag-row.svg")),
                       try Data(contentsOf: out.appendingPathComponent("tag-row-5-plain-first-and-fourth.svg")))
    }

    func testNineGridFitsTheCellToZeroOneFourAndNineImages() throws {
        let (result, out) = try demo("nine-grid")
        assertLines([
            "-- nine-grid step 1: 0 images", "fitting height at width 375: 75",
            "-- nine-grid step 2: 1 image", "    View 'single' (0, 25, 200, 200)", "fitting height at width 375: 283",
            "-- nine-grid step 3: 4 images", "      StackView 'row1' (0, 80, 75, 75) horizontal fill fill spacing 5",
            "fitting height at width 375: 238",
            "-- nine-grid step 4: 9 images", "    View 'panel' (0, 268, 120, 30)", "fitting height at width 375: 318",
        ], in: result.stdout)
        XCTAssertEqual(try svgFiles(in: out), ["nine-grid-1-0-images.svg", "nine-grid-2-1-images.svg", "nine-grid-3-4-images.svg",
                                               "nine-grid-4-9-images.svg", "nine-grid.svg"])
    }

    func testExpandCollapseSwitchesBothWaysWithoutDiagnostics() throws {
        let (result, out) = try demo("expand-collapse")
        let steps = result.stdout.components(separatedBy: "\n-- ").dropFirst()
        XCTAssertEqual(steps.count, 5)
        for (i, step) in steps.enumerated() {
            let collapsed = i % 2 == 1
            XCTAssertTrue(step.contains(collapsed ? "  View 'body' (0, 44, 320, 0)\n  View 'footer' (0, 52, 320, 30)\n"
                                                  : "  View 'body' (0, 52, 320, 200)\n  View 'footer' (0, 260, 320, 30)\n"), step)
            XCTAssertTrue(step.contains("\ndiagnostics: 0\n"), step)
        }
        XCTAssertEqual(try svgFiles(in: out).count, 6)
    }

    func testEntryBarKeepsTheOrderWhateverTheOrderOfAppearance() throws {
        let (result, _) = try demo("entry-bar")
        assertLines([
            "  StackView 'entries' (310, 30, 0, 0) horizontal fill center spacing 10",
            "-- entry-bar step 2: entry 3 appears: at the trailing inset",
            "  StackView 'entries' (270, 10, 40, 40) horizontal fill center spacing 10",
            "-- entry-bar step 3: entry 1 appears: before entry 3",
            "    View 'entry3' (50, 0, 40, 40)",
            "  StackView 'entries' (170, 10, 140, 40) horizontal fill center spacing 10",
            "    View 'entry2' (50, 0, 40, 40)",
            "  View 'button2' (140, 10, 40, 40)",
        ], in: result.stdout)
    }

    func testDeviceWindowPinsTheFormToTheSafeAreaInEveryOrientationAndDirection() throws {
        // Portrait: top 59 + 16 = 75, margins 0 + 16 on each side: 361 wide; 3 × 17 + 2 × 8 = 67 tall.
        // Landscape: sides 59 + 16 = 75, 852 − 150 = 702 wide, top 0 + 16. Right to left the
        // leading-aligned labels end at the form's right edge: 702 − 56, 702 − 40, 702 − 64.
        let (result, _) = try demo("device-window")
        assertLines([
            "  StackView 'form' (16, 75, 361, 67) vertical fill leading spacing 8",
            "  StackView 'form' (75, 16, 702, 67) vertical fill leading spacing 8",
            "View 'window' (0, 0, 852, 393) rightToLeft",
            "    Label 'title' (646, 0, 56, 17) \"Sign in\"",
            "    Label 'email' (662, 25, 40, 17) \"Email\"",
            "    Label 'password' (638, 50, 64, 17) \"Password\"",
        ], in: result.stdout)
    }

    func testEntryBarRightToLeftPutsTheEntriesOnTheLeftInReadingOrder() throws {
        // Entries 1 and 2 shown: the stack is 40 + 10 + 40 = 90 wide, its trailing (left)
        // edge 10 from the bar's: x = 10; entry 1 leads from the right (x = 50), entry 2 at 0,
        // and the hidden entry 3 is parked after it, 0 wide at x = 0.
        let (result, _) = try demo("entry-bar")
        assertLines([
            "-- entry-bar step 7: right to left: the entries sit on the left, entry 1 rightmost",
            "View 'bar' (0, 0, 320, 60) rightToLeft",
            "  StackView 'entries' (10, 10, 90, 40) horizontal fill center spacing 10",
            "    View 'entry1' (50, 0, 40, 40)",
            "    View 'entry2' (0, 0, 40, 40)",
            "    View 'entry3' (0, 0, 0, 40) hidden",
        ], in: result.stdout)
    }

    func testFeedLaysOutTheItemAt375And414() throws {
        let (result, out) = try demo("feed")
        assertLines([
            "-- feed step 1: at 375, every part shown", "    View 'image' (0, 73, 351, 197.438)",
            "fitting height at width 375: 351.438",
            "-- feed step 2: at 414, without image, time and comment row", "View 'item' (0, 0, 414, 114)",
            "      Label 'options' (366, 11.5, 24, 17) \"...\"", "fitting height at width 414: 114",
        ], in: result.stdout)
        XCTAssertEqual(try svgFiles(in: out), ["feed-1-375-all-shown.svg", "feed-2-414-parts-hidden.svg", "feed.svg"])
    }

    func testPostCellFitsTheCellAt320And414WithTheBodyWrapped() throws {
        // Body font 17: a line 2355 × 17 / 2048 = 19.548…; 4 lines 78.19 → 79 at 320 (288 of
        // text), 3 lines 58.65 → 59 at 414 (382). Images (width − 8) / 3: 280/3, 374/3.
        // Height 16 + 20 + 8 + body + 8 + 2 × image + 4 + 16: 1013/3 at 320, 1141/3 at 414.
        let (result, _) = try demo("post-cell")
        assertLines([
            "-- post-cell step 1: at 320: the body wraps to 4 lines",
            "View 'cell' (0, 0, 320, 337.667)",
            "    Label 'body' (0, 28, 288, 79) \"Spent the afternoon by the harbour. The light on the water was perfect, "
                + "so here are a few pictures from the walk back to town.\"",
            "    StackView 'grid' (0, 115, 288, 190.667) vertical fill fill spacing 4",
            "        View 'photo4' (0, 0, 93.333, 93.333)",
            "fitting height at width 320: 337.667",
            "-- post-cell step 2: at 414: the body wraps to 3 lines, the images grow",
            "    Label 'body' (0, 28, 382, 59) \"Spent the afternoon by the harbour. The light on the water was perfect, "
                + "so here are a few pictures from the walk back to town.\"",
            "        View 'photo3' (257.333, 0, 124.667, 124.667)",
            "fitting height at width 414: 380.333",
        ], in: result.stdout)
    }

    func testPostCellPrintsTheBodysLinesAtEachWidth() throws {
        // Liberation Sans widths at 17 points: 268.4, 282.5, 278.7 and 100.2 of 288 at 320;
        // 362.0, 366.6 and 206.0 of 382 at 414 (each next word would not fit).
        let (result, _) = try demo("post-cell")
        assertLines([
            "body lines: \"Spent the afternoon by the harbour.\" | \"The light on the water was perfect, so\" | "
                + "\"here are a few pictures from the walk\" | \"back to town.\"",
            "body lines: \"Spent the afternoon by the harbour. The light on\" | "
                + "\"the water was perfect, so here are a few pictures\" | \"from the walk back to town.\"",
        ], in: result.stdout)
    }

    func testPostCellWritesItsSVGsWithTheBodyDrawnLineByLine() throws {
        let (_, out) = try demo("post-cell")
        XCTAssertEqual(try svgFiles(in: out), ["post-cell-1-320.svg", "post-cell-2-414.svg", "post-cell.svg"])
        let svg = try String(contentsOf: out.appendingPathComponent("post-cell-1-320.svg"), encoding: .utf8)
        // The body at (16, 44): 4 texts, one 19.548… below the other, baselines 15.39 below
        // their tops (1854 × 17 / 2048), each stretched to its measured width.
        XCTAssertTrue(svg.contains("<svg x=\"16\" y=\"44\" width=\"288\" height=\"79\" overflow=\"hidden\">"
            + "<text x=\"0\" y=\"15.39\" font-size=\"17\" textLength=\"268.414\" lengthAdjust=\"spacingAndGlyphs\" "
            + "fill=\"#202124\">Spent the afternoon by the harbour.</text>"), svg)
        XCTAssertTrue(svg.contains("<text x=\"0\" y=\"74.035\" font-size=\"17\" textLength=\"100.166\" "
            + "lengthAdjust=\"spacingAndGlyphs\" fill=\"#202124\">back to town.</text></svg>"), svg)
        XCTAssertEqual(svg.components(separatedBy: "font-size=\"17\"").count - 1, 5)     // name + 4 body lines
        XCTAssertEqual(try Data(contentsOf: out.appendingPathComponent("post-cell.svg")),
                       try Data(contentsOf: out.appendingPathComponent("post-cell-2-414.svg")))
    }

    func testDebuggingReportsTheConflictWithStackIdentifiersAmbiguityAndATrace() throws {
        let (result, _) = try demo("debugging")
        assertLines([
            "    'SKSV-fill-equally' second.width == first.width",
            "diagnostics: 1",
            "    \"<LayoutConstraint 'SKSV-fill-equally' second.width == first.width>\"",
            "Will attempt to recover by breaking constraint",
            "<LayoutConstraint 'second-width' second.width == 150>",
            "badge.hasAmbiguousLayout: true",
            "row.hasAmbiguousLayout: false",
            "  View 'badge' (292, 0, 20, 20) AMBIGUOUS minY",
        ], in: result.stdout)
    }

    func testEveryScenarioRunsInOrderWithoutAName() throws {
        let (result, out) = try demo(nil)
        let headings = result.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("== ") }
            .map { String($0.dropFirst(3).prefix { $0 != ":" }) }
        XCTAssertEqual(headings, ["tag-row", "nine-grid", "expand-collapse", "entry-bar", "feed", "debugging", "device-window",
                                  "post-cell"])
        for name in ["tag-row", "nine-grid", "expand-collapse", "entry-bar", "feed", "debugging", "device-window", "post-cell"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("\(name).svg").path), name)
        }
    }

    func testEverySVGWrittenIsWellFormed() throws {
        let (_, out) = try demo(nil)
        let files = try svgFiles(in: out)
        XCTAssertEqual(files.count, 39)
        for name in files { XCTAssertGreaterThan(SVGCheck.assertWellFormed(out.appendingPathComponent(name)), 1, name) }
    }

    func testOutCreatesAMissingNestedFolder() throws {
        let out = try StackKitProcess.temporaryDirectory(self).appendingPathComponent("a/b")
        let result = try StackKitProcess.run(["demo", "feed", "--out=\(out.path)"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try svgFiles(in: out), ["feed-1-375-all-shown.svg", "feed-2-414-parts-hidden.svg", "feed.svg"])
    }

    func testWithoutOutTheFilesGoToStackKitOutputInTheCurrentFolder() throws {
        let cwd = try StackKitProcess.temporaryDirectory(self)
        let result = try StackKitProcess.run(["demo", "entry-bar"], in: cwd)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasSuffix("wrote 8 SVG files to stackkit-output: entry-bar-1-none.svg, entry-bar-2-entry3.svg, "
            + "entry-bar-3-entry1-and-entry3.svg, entry-bar-4-all.svg, entry-bar-5-entry1-and-entry2.svg, "
            + "entry-bar-6-distributed.svg, entry-bar-7-right-to-left.svg, entry-bar.svg\n"), result.stdout)
        XCTAssertEqual(try svgFiles(in: cwd.appendingPathComponent("stackkit-output")).count, 8)
    }

    func testUnknownScenarioListsTheValidNamesWithStatus2() throws {
        let out = try StackKitProcess.temporaryDirectory(self)
        let result = try StackKitProcess.run(["demo", "grid", "--out", out.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.hasPrefix("stackkit: unknown scenario 'grid' (valid names: tag-row, nine-grid, "
            + "expand-collapse, entry-bar, feed, debugging, device-window, post-cell)\n"), result.stderr)
        XCTAssertEqual(try svgFiles(in: out), [])
    }

    func testOutThatIsAFileIsReportedWithStatus1() throws {
        let file = try StackKitProcess.temporaryDirectory(self).appendingPathComponent("taken")
        try Data().write(to: file)
        let result = try StackKitProcess.run(["demo", "feed", "--out", file.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.hasPrefix("stackkit: cannot create the output folder \(file.path): "), result.stderr)
        XCTAssertEqual(result.stdout, "")
    }

    func testTheSameDemoPrintsTheSameBytesTwice() throws {
        let (first, _) = try demo("debugging")
        let (second, _) = try demo("debugging")
        XCTAssertEqual(first.stdout.components(separatedBy: "\nwrote ").first, second.stdout.components(separatedBy: "\nwrote ").first)
    }
}

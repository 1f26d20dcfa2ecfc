import XCTest

/// `stackkit help`, `--help` and `-h` on each command, and wrong commands or options.
final class HelpTests: XCTestCase {
    func testHelpPrintsTheCommandsAndExitsZero() throws {
        let result = try StackKitProcess.run(["help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.hasPrefix("usage: stackkit <command> [options]\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("  demo [NAME]"), result.stdout)
        XCTAssertTrue(result.stdout.contains("  render FILE"), result.stdout)
        XCTAssertEqual(result.stderr, "")
    }

    func testDashDashHelpAndDashHAndNoArgumentsPrintTheSameUsage() throws {
        let help = try StackKitProcess.run(["help"]).stdout
        for arguments in [["--help"], ["-h"], []] {
            let result = try StackKitProcess.run(arguments)
            XCTAssertEqual(result.status, 0, "\(arguments)")
            XCTAssertEqual(result.stdout, help, "\(arguments)")
        }
    }

    func testDemoHelpListsTheScenariosAndTheSVGNames() throws {
        let result = try StackKitProcess.run(["demo", "--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.hasPrefix("usage: stackkit demo [NAME] [--out DIR]\n"), result.stdout)
        for name in ["tag-row", "nine-grid", "expand-collapse", "entry-bar", "feed", "debugging", "device-window", "post-cell"] {
            XCTAssertTrue(result.stdout.contains("\n  \(name) "), name)
        }
        XCTAssertTrue(result.stdout.contains("NAME-<n>-<step>.svg"), result.stdout)
        XCTAssertTrue(result.stdout.contains("default ./stackkit-output"), result.stdout)
    }

    func testDemoDashHIsDemoHelp() throws {
        XCTAssertEqual(try StackKitProcess.run(["demo", "-h"]).stdout, try StackKitProcess.run(["demo", "--help"]).stdout)
    }

    func testRenderHelpListsTheOptions() throws {
        let result = try StackKitProcess.run(["render", "--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.hasPrefix(
            "usage: stackkit render FILE.json [--width W] [--height H] [--format text|json|svg|html] [--out PATH]\n"), result.stdout)
        for option in ["--width W", "--height H", "--format F", "--out PATH", "-h, --help"] {
            XCTAssertTrue(result.stdout.contains(option), option)
        }
    }

    func testRenderDashHIsRenderHelp() throws {
        XCTAssertEqual(try StackKitProcess.run(["render", "-h"]).stdout, try StackKitProcess.run(["render", "--help"]).stdout)
    }

    func testUnknownCommandPrintsMessageAndUsageOnStandardErrorWithStatus2() throws {
        let result = try StackKitProcess.run(["draw"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.hasPrefix("stackkit: unknown command 'draw'\n\nusage: stackkit <command> [options]\n"), result.stderr)
    }

    func testUnknownOptionBeforeACommandPrintsMessageAndUsageWithStatus2() throws {
        let result = try StackKitProcess.run(["--verbose"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("stackkit: unknown option '--verbose'\n\nusage: stackkit <command> [options]\n"),
                      result.stderr)
    }

    func testUnknownDemoOptionPrintsMessageAndDemoUsageWithStatus2() throws {
        let result = try StackKitProcess.run(["demo", "--output", "x"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("stackkit: unknown option '--output'\n\nusage: stackkit demo [NAME] [--out DIR]\n"),
                      result.stderr)
    }

    func testUnknownRenderOptionPrintsMessageAndRenderUsageWithStatus2() throws {
        let result = try StackKitProcess.run(["render", "Examples/tag-row.json", "-w", "10"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("stackkit: unknown option '-w'\n\nusage: stackkit render FILE.json"), result.stderr)
    }

    func testOptionWithoutValueIsAnError() throws {
        let result = try StackKitProcess.run(["demo", "tag-row", "--out"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("stackkit: option '--out' needs a value\n"), result.stderr)
    }

    func testRenderWithoutAFileIsAnError() throws {
        let result = try StackKitProcess.run(["render"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("stackkit: render needs a layout file\n"), result.stderr)
    }

    func testUnknownFormatIsAnError() throws {
        let result = try StackKitProcess.run(["render", "Examples/tag-row.json", "--format", "png"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("stackkit: unknown format 'png' (expected one of: text, json, svg, html)\n"), result.stderr)
    }

    func testNegativeWidthOptionIsAnError() throws {
        let result = try StackKitProcess.run(["render", "Examples/tag-row.json", "--width=-5"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("stackkit: --width needs a size in points (0 or more) or 'fit', got '-5'\n"),
                      result.stderr)
    }
}

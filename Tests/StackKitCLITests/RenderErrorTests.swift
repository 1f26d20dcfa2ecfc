import XCTest

/// A layout file that cannot be laid out gets exactly one line on standard error, with
/// the line, column and JSON path of the problem, nothing on standard output, and status 2.
final class RenderErrorTests: XCTestCase {
    /// Renders `text` saved as `bad.json` and returns standard error.
    private func renderError(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let folder = try StackKitProcess.temporaryDirectory(self)
        try text.write(to: folder.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        return try renderError(["bad.json"], in: folder, file: file, line: line)
    }

    private func renderError(_ arguments: [String], in folder: URL, file: StaticString = #filePath,
                             line: UInt = #line) throws -> String {
        let result = try StackKitProcess.run(["render"] + arguments, in: folder, file: file, line: line)
        XCTAssertEqual(result.status, 2, file: file, line: line)
        XCTAssertEqual(result.stdout, "", file: file, line: line)
        XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, "one line: \(result.stderr)", file: file, line: line)
        return result.stderr
    }

    // MARK: The file

    func testMissingFile() throws {
        let folder = try StackKitProcess.temporaryDirectory(self)
        XCTAssertEqual(try renderError(["missing.json"], in: folder), "stackkit: cannot read missing.json: no such file\n")
    }

    func testFolderInsteadOfFile() throws {
        let folder = try StackKitProcess.temporaryDirectory(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("dir.json"), withIntermediateDirectories: false)
        XCTAssertTrue(try renderError(["dir.json"], in: folder).hasPrefix("stackkit: cannot read dir.json: "))
    }

    func testFileThatIsNotUTF8() throws {
        let folder = try StackKitProcess.temporaryDirectory(self)
        try Data([0x7B, 0xFF, 0xFE, 0x7D]).write(to: folder.appendingPathComponent("bad.json"))
        // The line and column of the first bad byte, and its byte offset (issue #20).
        XCTAssertEqual(try renderError(["bad.json"], in: folder),
                       "stackkit: bad.json:1:2: the file is not UTF-8 text: byte 0xFF at byte offset 1 does not begin a valid UTF-8 sequence\n")
    }

    // MARK: JSON syntax

    func testEmptyFile() throws {
        XCTAssertEqual(try renderError(""), "stackkit: bad.json:1:1: unexpected end of file, expected a value\n")
    }

    func testTrailingCommaInAnObject() throws {
        XCTAssertEqual(try renderError("{\n  \"views\": [ { \"id\": \"a\", } ]\n}\n"),
                       "stackkit: bad.json:2:27: expected a key in double quotes\n")
    }

    func testMissingCommaBetweenElements() throws {
        XCTAssertEqual(try renderError("{ \"views\": [ {} {} ] }"),
                       "stackkit: bad.json:1:17: expected ',' or ']' after an element\n")
    }

    func testUnterminatedString() throws {
        XCTAssertEqual(try renderError("{ \"views\": [ { \"id\": \"a } ] }"),
                       "stackkit: bad.json:1:22: unterminated string\n")
    }

    func testRepeatedKeyInAnObject() throws {
        XCTAssertEqual(try renderError("{\n  \"views\": [],\n  \"views\": []\n}"),
                       "stackkit: bad.json:3:3: duplicate key \"views\"\n")
    }

    func testNumberTooLargeForADouble() throws {
        XCTAssertEqual(try renderError("{ \"root\": { \"width\": 1e999 } }"),
                       "stackkit: bad.json:1:22: number 1e999 is too large\n")
    }

    func testTextAfterTheDocument() throws {
        XCTAssertEqual(try renderError("{}\n}"), "stackkit: bad.json:2:1: unexpected character '}' after the end of the document\n")
    }

    // MARK: The format

    func testDocumentThatIsNotAnObject() throws {
        XCTAssertEqual(try renderError("[]"), "stackkit: bad.json:1:1: expected an object, found an array\n")
    }

    func testUnknownKeyListsTheValidKeys() throws {
        XCTAssertEqual(try renderError("{\n  \"views\": [ { \"id\": \"a\", \"sise\": {} } ]\n}\n"),
                       "stackkit: bad.json:2:27: views[0].sise: unknown key \"sise\" (expected one of: id, label, stack, size, "
                       + "hugging, compressionResistance, hidden, visibility, layoutMargins, semanticContentAttribute, customSpacingAfter, subviews)\n")
    }

    func testUnknownKeyInAStack() throws {
        XCTAssertEqual(try renderError("{ \"views\": [ { \"stack\": { \"spacng\": 8 } } ] }"),
                       "stackkit: bad.json:1:27: views[0].stack.spacng: unknown key \"spacng\" (expected one of: axis, distribution, "
                       + "alignment, spacing, isLayoutMarginsRelativeArrangement, isBaselineRelativeArrangement, arrangedSubviews)\n")
    }

    func testWrongTypeNamesThePathOfTheValue() throws {
        let text = """
        {
          "views": [
            { "id": "a", "size": { "width": 10, "height": 10 } },
            { "id": "b", "stack": { "spacing": "8" } }
          ]
        }
        """
        XCTAssertEqual(try renderError(text), "stackkit: bad.json:4:40: views[1].stack.spacing: expected a number, found a string\n")
    }

    func testWrongTypeInsideArrangedSubviews() throws {
        XCTAssertEqual(try renderError("{ \"views\": [ { \"stack\": { \"arrangedSubviews\": [ { \"hidden\": 1 } ] } } ] }"),
                       "stackkit: bad.json:1:61: views[0].stack.arrangedSubviews[0].hidden: expected a boolean, found a number\n")
    }

    func testUnknownEnumValueListsTheValidNames() throws {
        XCTAssertEqual(try renderError("{\n  \"views\": [ { \"id\": \"a\", \"stack\": { \"axis\": \"diagonal\" } } ]\n}\n"),
                       "stackkit: bad.json:2:46: views[0].stack.axis: unknown axis \"diagonal\" (expected one of: horizontal, vertical)\n")
    }

    func testUnknownAlignment() throws {
        XCTAssertTrue(try renderError("{ \"views\": [ { \"stack\": { \"alignment\": \"middle\" } } ] }")
            .hasPrefix("stackkit: bad.json:1:40: views[0].stack.alignment: unknown alignment \"middle\" (expected one of: fill, "))
    }

    func testUnknownVisibilityEdge() throws {
        XCTAssertTrue(try renderError("{ \"views\": [ { \"visibility\": { \"gone\": [\"up\"] } } ] }")
            .hasPrefix("stackkit: bad.json:1:41: views[0].visibility.gone[0]: unknown edge \"up\" (expected one of: leading, "))
    }

    func testDuplicateIdentifierSaysWhereTheFirstOneIs() throws {
        XCTAssertEqual(try renderError("{\n  \"views\": [ { \"id\": \"a\" }, { \"id\": \"a\" } ]\n}\n"),
                       "stackkit: bad.json:2:37: views[1].id: duplicate identifier \"a\" (first used at 2:22)\n")
    }

    func testIdentifierRootIsTakenByTheRoot() throws {
        XCTAssertEqual(try renderError("{ \"views\": [ { \"id\": \"root\" } ] }"),
                       "stackkit: bad.json:1:22: views[0].id: duplicate identifier \"root\" (first used at 1:1)\n")
    }

    func testNegativeSize() throws {
        XCTAssertEqual(try renderError("{\n  \"views\": [ { \"id\": \"a\", \"size\": { \"width\": -4 } } ]\n}\n"),
                       "stackkit: bad.json:2:46: views[0].size.width: a size cannot be negative (-4)\n")
    }

    func testNegativeRootHeight() throws {
        XCTAssertEqual(try renderError("{ \"root\": { \"height\": -1 } }"),
                       "stackkit: bad.json:1:23: root.height: a size cannot be negative (-1)\n")
    }

    func testLengthBeyondTheLimit() throws {
        XCTAssertEqual(try renderError("{ \"views\": [ { \"stack\": { \"spacing\": 1e308 } } ] }"),
                       "stackkit: bad.json:1:38: views[0].stack.spacing: 1e+308 is beyond the limit of ±1000000 for a layout file\n")
    }

    func testConstraintConstantBeyondTheLimit() throws {
        XCTAssertEqual(try renderError("{ \"views\": [ { \"id\": \"a\" } ], \"constraints\": [ \"a.width == 2000000\" ] }"),
                       "stackkit: bad.json:1:48: constraints[0]: 2000000 is beyond the limit of ±1000000 for a layout file\n")
    }

    func testPriorityOutOfRange() throws {
        XCTAssertEqual(try renderError("{ \"views\": [ { \"hugging\": { \"vertical\": 1001 } } ] }"),
                       "stackkit: bad.json:1:41: views[0].hugging.vertical: priority 1001 is outside (0, 1000]\n")
    }

    func testLabelAndStackTogether() throws {
        XCTAssertEqual(try renderError("{ \"views\": [ { \"label\": \"x\", \"stack\": {} } ] }"),
                       "stackkit: bad.json:1:30: views[0].stack: a view is a label or a stack, not both\n")
    }

    func testSizeOnALabel() throws {
        XCTAssertTrue(try renderError("{ \"views\": [ { \"label\": \"x\", \"size\": {} } ] }")
            .hasPrefix("stackkit: bad.json:1:30: views[0].size: only a plain view has a \"size\""))
    }

    func testCustomSpacingOutsideAStack() throws {
        XCTAssertEqual(try renderError("{ \"views\": [ { \"customSpacingAfter\": 8 } ] }"),
                       "stackkit: bad.json:1:16: views[0].customSpacingAfter: \"customSpacingAfter\" applies only to a stack's "
                       + "arranged subviews\n")
    }

    // MARK: Constraints

    func testUnknownViewInAConstraintPointsAtTheName() throws {
        XCTAssertEqual(try renderError("{\n  \"views\": [ { \"id\": \"a\" } ],\n  \"constraints\": [ \"a.width == bb.width\" ]\n}\n"),
                       "stackkit: bad.json:3:32: constraints[0]: unknown view \"bb\" (known: a, root)\n")
    }

    func testSingleEqualsSign() throws {
        XCTAssertEqual(try renderError("{\n  \"views\": [ { \"id\": \"a\" } ],\n  \"constraints\": [ \"a.width = 10\" ]\n}\n"),
                       "stackkit: bad.json:3:29: constraints[0]: unexpected character '=' (relations are ==, >= and <=)\n")
    }

    func testUnknownAttribute() throws {
        XCTAssertTrue(try renderError("{ \"views\": [ { \"id\": \"a\" } ], \"constraints\": [ \"a.size == 10\" ] }")
            .hasPrefix("stackkit: bad.json:1:51: constraints[0]: unknown attribute \"size\" (expected one of: left, right, "))
    }

    func testMissingRightHandSide() throws {
        XCTAssertEqual(try renderError("{ \"views\": [ { \"id\": \"a\" } ], \"constraints\": [ \"a.width >=\" ] }"),
                       "stackkit: bad.json:1:59: constraints[0]: expected a view's attribute or a number, found the end\n")
    }

    func testTextAfterThePriority() throws {
        XCTAssertEqual(try renderError("{ \"views\": [ { \"id\": \"a\" } ], \"constraints\": [ \"a.width == 4 @750 x\" ] }"),
                       "stackkit: bad.json:1:67: constraints[0]: expected the end, found \"x\"\n")
    }

    func testConstraintThatIsNotAString() throws {
        XCTAssertEqual(try renderError("{ \"constraints\": [ 4 ] }"),
                       "stackkit: bad.json:1:20: constraints[0]: expected a string, found a number\n")
    }

    func testConstraintPriorityOutOfRange() throws {
        XCTAssertEqual(try renderError("{ \"views\": [ { \"id\": \"a\" } ], \"constraints\": [ \"a.width == 4 @0\" ] }"),
                       "stackkit: bad.json:1:63: constraints[0]: priority 0 is outside (0, 1000]\n")
    }

    func testAttributesOnDifferentAxesAreRefusedByStackKit() throws {
        XCTAssertEqual(try renderError("{\n  \"views\": [ { \"id\": \"a\" } ],\n  \"constraints\": [ \"a.leading == a.top\" ]\n}\n"),
                       "stackkit: bad.json:3:20: constraints[0]: StackKit refused the constraint: cannot relate leading to top: "
                       + "attributes must share an axis, and positions relate only to positions\n")
    }

    func testSuperviewOfTheRootDoesNotExist() throws {
        XCTAssertEqual(try renderError("{ \"constraints\": [ \"root.width == superview.width\" ] }"),
                       "stackkit: bad.json:1:35: constraints[0]: \"root\" has no superview\n")
    }

    func testConflictingRequiredConstraintsReportStackKitsChoice() throws {
        let text = "{\n  \"views\": [ { \"id\": \"a\" } ],\n  \"constraints\": [ \"a.width == 10\", \"a.width == 20\" ]\n}\n"
        XCTAssertEqual(try renderError(text),
                       "stackkit: bad.json:3:37: constraints[1]: required constraints conflict; StackKit left out "
                       + "<LayoutConstraint a.width == 20>, which conflicts with <LayoutConstraint a.width == 10>\n")
    }

    func testConflictWithAStacksOwnConstraintNamesItsIdentifier() throws {
        let text = """
        {
          "views": [ { "id": "row", "stack": { "distribution": "fillEqually", "arrangedSubviews": [ { "id": "a" }, { "id": "b" } ] } } ],
          "constraints": [ "a.width == 10", "b.width == 20" ]
        }
        """
        XCTAssertEqual(try renderError(text),
                       "stackkit: bad.json:3:20: constraints[0]: required constraints conflict; StackKit left out "
                       + "<LayoutConstraint 'SKSV-fill-equally' b.width == a.width>, which conflicts with "
                       + "<LayoutConstraint a.width == 10>, <LayoutConstraint b.width == 20>\n")
    }
}

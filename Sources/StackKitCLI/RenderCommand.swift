import Foundation
import LayoutFile
import StackKit

/// `stackkit render FILE.json [--width W] [--height H] [--format text|json|svg|html] [--out PATH]`.
enum RenderCommand {
    enum Format: String, CaseIterable {
        case text, json, svg, html
    }

    static func run(_ arguments: [String]) throws(CommandFailure) {
        let parsed = try CommandArguments.parse(arguments, valueOptions: ["width", "height", "format", "out"], usage: Usage.render)
        if parsed.wantsHelp { return print(Usage.render) }
        guard parsed.positionals.count == 1, let file = parsed.positionals.first else {
            throw .usage(parsed.positionals.isEmpty ? "render needs a layout file"
                         : "render takes one layout file, got \(parsed.positionals.count)", Usage.render)
        }
        let format = try parsed.options["format"].map { (name) throws(CommandFailure) -> Format in
            guard let format = Format(rawValue: name) else {
                throw .usage("unknown format '\(name)' (expected one of: text, json, svg, html)", Usage.render)
            }
            return format
        } ?? .text
        let width = try length(parsed.options["width"], option: "width")
        let height = try length(parsed.options["height"], option: "height")

        let bytes: [UInt8]
        do {
            bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
        } catch {
            throw .input("cannot read \(file): \(Self.reason(error))")
        }
        let build: LayoutBuild
        do {
            // Bytes, not text: bad UTF-8 gets the line, column and byte offset of the first bad byte.
            build = try LayoutDocument.read(bytes: bytes).build(width: width, height: height)
        } catch {
            throw .input(error.description(file: file))
        }
        let output: String
        switch format {
        case .text: output = build.root.snapshot()
        case .json: output = FrameTreeJSON.render(build.root)
        case .svg: output = build.root.svgSnapshot()
        case .html: output = build.root.inspectorHTML()
        }
        if let path = parsed.options["out"] {
            do {
                try output.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                throw CommandFailure("cannot write \(path): \(Self.reason(error))")
            }
        } else {
            print(output, terminator: "")
        }
    }

    /// A `--width`/`--height` value: points (not negative) or `fit`.
    private static func length(_ value: String?, option: String) throws(CommandFailure) -> LayoutDocument.Length? {
        guard let value else { return nil }
        if value == "fit" { return .fit }
        guard let points = Double(value), points.isFinite, points >= 0 else {
            throw .usage("--\(option) needs a size in points (0 or more) or 'fit', got '\(value)'", Usage.render)
        }
        return .points(points)
    }

    /// Foundation's reason for a file error, without its long wrapper text.
    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        if nsError.domain == NSCocoaErrorDomain {
            switch nsError.code {
            case NSFileReadNoSuchFileError: return "no such file"
            case NSFileReadNoPermissionError: return "permission denied"
            case NSFileReadInapplicableStringEncodingError: return "the file is not UTF-8 text"
            default: break
            }
        }
        return nsError.localizedDescription
    }
}

import LayoutFile
import StackKit

/// Target 1, the layout-file reader and `render` end to end: bytes in, then every output.
/// Any outcome is fine but a crash, a hang (the fuzzer's timeout) or an error without a location.
public enum LayoutFileFuzz {
    public static func problems(_ bytes: [UInt8]) -> [String] {
        // The size the command line would pass: none, `fit`, or points, chosen by the length.
        let sizes: [LayoutDocument.Length?] = [nil, .fit, .points(320)]
        let size = sizes[bytes.count % sizes.count]
        let build: LayoutBuild
        do {
            build = try LayoutDocument.read(bytes: bytes).build(width: size, height: size)
        } catch {
            return error.location == nil ? ["an error without a location: \(error.description(file: "fuzz.json"))"] : []
        }
        build.root.layoutEngine.diagnosticHandler = { _ in }
        _ = build.root.snapshot()
        _ = FrameTreeJSON.render(build.root)
        _ = build.root.svgSnapshot()
        _ = build.root.inspectorHTML()
        return []
    }
}

import Foundation
import StackKit
import XCTest

/// Every picture `stackkit demo` draws can be read: no caption covers another or leaves
/// the picture, whatever the scenario (Docs/Snapshots.md, "The SVG").
final class DemoCaptionTests: XCTestCase {
    private func demoPictures() throws -> [(name: String, captions: CaptionCheck)] {
        let out = try StackKitProcess.temporaryDirectory(self)
        let result = try StackKitProcess.run(["demo", "--out", out.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        return try FileManager.default.contentsOfDirectory(atPath: out.path).sorted().map {
            ($0, try CaptionCheck.read(out.appendingPathComponent($0)))
        }
    }

    func testNoCaptionOfADemoPictureOverlapsAnotherOrLeavesTheCanvas() throws {
        let pictures = try demoPictures()
        XCTAssertEqual(pictures.count, 39)
        var captionCount = 0
        for (name, picture) in pictures {
            let captions = picture.captions
            captionCount += captions.count
            for caption in captions {
                XCTAssertTrue(picture.canvas.contains(caption.box), "\(name): '\(caption.text)' \(caption.box) leaves \(picture.canvas)")
            }
            for (i, a) in captions.enumerated() {
                for b in captions[(i + 1)...] where a.box.intersection(b.box).width > 0 && a.box.intersection(b.box).height > 0 {
                    XCTFail("\(name): '\(a.text)' \(a.box) overlaps '\(b.text)' \(b.box)")
                }
            }
        }
        XCTAssertGreaterThan(captionCount, 100)
    }

    func testEachCaptionIsDrawnAsWideAsTheMetricsSay() throws {
        for (name, picture) in try demoPictures() {
            for caption in picture.captions {
                XCTAssertEqual(caption.textLength, CGFloat(caption.text.count) * 5, "\(name): '\(caption.text)'")
            }
        }
    }
}

import StackKitUIKit
import XCTest

/// UIKit's non-throwing signatures report refusals as diagnostics and corrupt nothing.
final class UIKitSignatureTests: XCTestCase {
    private func root() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.layoutEngine.diagnosticHandler = { _ in }
        return root
    }

    func testActivateReportsAConstraintBetweenTwoTreesAndActivatesTheRest() {
        let root = root()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let stranger = UIView()
        NSLayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 100),
            box.leadingAnchor.constraint(equalTo: stranger.leadingAnchor),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.size, CGSize(width: 100, height: 50))
        XCTAssertEqual(root.layoutEngine.diagnostics.count, 1)
        XCTAssertTrue(root.layoutEngine.diagnostics[0].description.contains("Refused"))
    }

    func testAnInvalidItemConstraintIsReportedAndNeverActivates() {
        let root = root()
        let box = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        root.addSubview(box)
        root.layoutIfNeeded()
        let c = NSLayoutConstraint(item: box, attribute: .leading, relatedBy: .equal,
                                   toItem: root, attribute: .top, multiplier: 1, constant: 0)
        c.isActive = true
        root.layoutIfNeeded()
        XCTAssertFalse(c.isActive)
        XCTAssertEqual(box.frame, CGRect(x: 10, y: 20, width: 30, height: 40))
        // one report when made, one when activation was refused
        XCTAssertEqual(root.layoutEngine.diagnostics.count, 2)
    }

    func testAnImageViewTakesItsImagesSize() {
        let icon = UIImageView(image: UIImage(size: CGSize(width: 24, height: 16)))
        XCTAssertEqual(icon.intrinsicContentSize, CGSize(width: 24, height: 16))
        icon.image = nil
        XCTAssertEqual(icon.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    func testAButtonIsItsTitlePlusItsContentInsets() {
        let save = UIButton(type: .system)
        save.setTitle("Save", for: .normal)
        // "Save": 4 × 8 = 32 by 17
        XCTAssertEqual(save.intrinsicContentSize, CGSize(width: 32, height: 17))
        save.contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        XCTAssertEqual(save.intrinsicContentSize, CGSize(width: 64, height: 33))
    }

    func testRenderingPropertiesAreAcceptedAndIgnored() {
        let view = UIView()
        view.backgroundColor = .red
        view.layer.cornerRadius = 8
        view.clipsToBounds = true
        view.accessibilityLabel = "Card"
        XCTAssertNil(view.backgroundColor)
        XCTAssertEqual(view.layer.cornerRadius, 0)
        XCTAssertFalse(view.clipsToBounds)
    }

    func testEveryDeviceIsWiderInLandscape() {
        for device in Device.all {
            let portrait = device.size(.portrait), landscape = device.size(.landscape)
            XCTAssertEqual(portrait.width, landscape.height, device.name)
            XCTAssertLessThan(portrait.width, portrait.height, device.name)
        }
    }

    func testTheViewControllerIsToldAroundItsViewsLayout() {
        final class Counting: UIViewController {
            var events: [String] = []
            override func viewDidLoad() { events.append("load") }
            override func viewSafeAreaInsetsDidChange() { events.append("safe") }
            override func viewWillLayoutSubviews() { events.append("will") }
            override func viewDidLayoutSubviews() { events.append("did") }
        }
        let controller = Counting()
        _ = host(controller, on: .iPhone15)
        XCTAssertEqual(controller.events, ["load", "safe", "will", "did"])
    }
}

import Foundation
import LayoutTesting
import Testing
import UIKitCompat

/// A controller whose label ("Hello", 39 points wide in the body font) follows Dynamic
/// Type, pinned to the safe area's leading edge.
final class GreetingViewController: UIViewController {
    let label = UILabel()
    private(set) var traitChanges = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        label.text = "Hello"
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
        ])
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        traitChanges += 1
    }
}

@MainActor @Suite struct LayoutHostTests {
    @Test func aControllerIsLaidOutInTheDevicesSafeArea() {
        let host = LayoutHost(LayoutEnvironment(device: .iPhone15))
        let controller = GreetingViewController()
        host.host(controller)
        #expect(host.window.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(host.hostedView === controller.view)
        #expect(controller.label.frame == CGRect(x: 16, y: 67, width: 116.0 / 3, height: 61.0 / 3))
        #expect(host.reports.isEmpty)
    }

    @Test func changingTheTextSizeTellsTheControllerAndRelaysOut() {
        let host = LayoutHost(LayoutEnvironment(device: .iPhone15))
        let controller = GreetingViewController()
        host.host(controller)
        let before = controller.traitChanges
        host.change { $0.contentSize = .accessibilityExtraExtraExtraLarge }
        #expect(controller.traitChanges > before)
        #expect(controller.label.font.pointSize == 53)
        #expect(controller.label.frame.origin == CGPoint(x: 16, y: 67))
        #expect(controller.label.frame.height == 190.0 / 3)
    }

    @Test func rightToLeftPutsLeadingOnTheRight() {
        let host = LayoutHost(LayoutEnvironment(device: .iPhone15, direction: .rightToLeft))
        let controller = GreetingViewController()
        host.host(controller)
        #expect(controller.label.frame == CGRect(x: 1015.0 / 3, y: 67, width: 116.0 / 3, height: 61.0 / 3))
    }

    @Test func rotatingUsesTheLandscapeSafeArea() {
        let host = LayoutHost(LayoutEnvironment(device: .iPhone15))
        let controller = GreetingViewController()
        host.host(controller)
        host.change { $0.orientation = .landscape }
        #expect(host.window.bounds.size == CGSize(width: 852, height: 393))
        #expect(controller.view.frame.size == CGSize(width: 852, height: 393))
        #expect(controller.label.frame.origin == CGPoint(x: 59 + 16, y: 8))
    }

    @Test func aViewFittingTheWidthTakesTheHeightOfItsConstraints() {
        let card = UIView()
        let title = UILabel()
        title.text = "Card"
        title.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(title)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            title.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
        ])
        let host = LayoutHost(LayoutEnvironment(device: .iPhoneSE))
        host.host(card, sizing: .fittingWidth)
        #expect(card.frame == CGRect(x: 0, y: 0, width: 375, height: 44.5))
        #expect(title.frame == CGRect(x: 16, y: 12, width: 37.5, height: 20.5))
    }

    @Test func theMatrixNamesEveryCombination() {
        let names = LayoutEnvironment.matrix(
            devices: [.iPhoneSE, .iPhone15ProMax], sizes: [.large, .accessibilityExtraExtraExtraLarge],
            directions: [.leftToRight, .rightToLeft]
        ).map(\.name)
        #expect(
            names == [
                "iPhoneSE3-portrait-L-ltr", "iPhoneSE3-portrait-L-rtl", "iPhoneSE3-portrait-AccessibilityXXXL-ltr",
                "iPhoneSE3-portrait-AccessibilityXXXL-rtl", "iPhone15ProMax-portrait-L-ltr",
                "iPhone15ProMax-portrait-L-rtl", "iPhone15ProMax-portrait-AccessibilityXXXL-ltr",
                "iPhone15ProMax-portrait-AccessibilityXXXL-rtl",
            ])
        #expect(
            LayoutEnvironment(device: .iPad10, orientation: .landscape, contentSize: .small).description
                == "iPad (10th generation), landscape, text size small, left to right")
    }
}

// App-style code for gestures, touches and the app's environment, written as app targets
// write it (Swift 6, the main actor as default isolation). UIKit's selectors are the one
// change: actions are closures (docs/uikit-compat.md, "Gestures, touches and the app's
// environment").
import Foundation
import Testing
import UIKit

/// A controller as apps write one: a tap on its view, a delegate that lets the tap run
/// alongside other gestures, a keyboard observer, a touch override and an idiom check.
final class CardController: UIViewController, UIGestureRecognizerDelegate {
    private(set) var taps = 0
    private(set) var keyboardHeight: CGFloat = 0
    private(set) var touchesSeen = 0
    private var observers: [any NSObjectProtocol] = []

    var columns: Int { UIDevice.current.userInterfaceIdiom == .pad ? 3 : 1 }

    override func viewDidLoad() {
        super.viewDidLoad()
        let tap = UITapGestureRecognizer { [weak self] _ in self?.taps += 1 }
        tap.cancelsTouchesInView = false
        tap.delegate = self
        view.addGestureRecognizer(tap)
        let observer = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
        ) { [weak self] notification in
            guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            else { return }
            MainActor.assumeIsolated { self?.keyboardHeight = frame.height }
        }
        observers.append(observer)
    }

    func stopObserving() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchesSeen += touches.count
        super.touchesBegan(touches, with: event)
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }

    func openSettings() {
        if let url = URL(string: UIApplication.openSettingsURLString) {
            UIApplication.shared.open(url, options: [:], completionHandler: nil)
        }
    }

    func copyCode() {
        UIPasteboard.general.string = "CODE-7"
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
    }
}

/// A recognizer that interprets touches itself, as apps write one with UIKit's subclass
/// header: it sets `state` from its touch overrides.
final class TwoFingerRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        state = touches.count == 2 ? .began : .failed
    }

    override func reset() {
        super.reset()
    }
}

@Suite struct GesturesAndEnvironmentTests {
    @Test func aControllersGesturesObserversAndServicesWork() {
        let controller = CardController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        defer { controller.stopObserving() }
        controller.view.gestureRecognizers?.first?.simulate(.recognized, at: CGPoint(x: 10, y: 10))
        #expect(controller.taps == 1)
        UIApplication.shared.simulateKeyboard(showing: true, frame: CGRect(x: 0, y: 180, width: 320, height: 300))
        #expect(controller.keyboardHeight == 300)
        controller.view.touchesBegan([UITouch(location: .zero, in: controller.view)], with: nil)
        #expect(controller.touchesSeen == 1)
        #expect(controller.columns == 1)
        controller.openSettings()
        #expect(UIApplication.shared.openedURLs.last == URL(string: "app-settings:"))
        controller.copyCode()
        #expect(UIPasteboard.general.string == "CODE-7")
        #expect(UIFeedbackGenerator.allOccurrences.last == .impact(.light, intensity: 1))

        var states: [UIGestureRecognizer.State] = []
        let custom = TwoFingerRecognizer { states.append($0.state) }
        custom.touchesBegan([UITouch(), UITouch()], with: UIEvent())
        #expect(states == [.began])
    }
}

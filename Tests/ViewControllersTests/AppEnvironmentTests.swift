import Foundation
import Testing
import UIKitCompat

/// Collects the names of the notifications it observes, in order.
@MainActor
private final class NotificationLog {
    var names: [Notification.Name] = []
    var userInfos: [[AnyHashable: Any]] = []
    private var tokens: [any NSObjectProtocol] = []

    init(_ names: [Notification.Name]) {
        for name in names {
            let token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
                [weak self] note in
                let name = note.name
                nonisolated(unsafe) let info = note.userInfo ?? [:]
                MainActor.assumeIsolated {
                    self?.names.append(name)
                    self?.userInfos.append(info)
                }
            }
            tokens.append(token)
        }
    }

    func stop() {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
}

@MainActor @Suite struct AppEnvironmentTests {
    @Test func openRecordsTheURLAndCallsBackWithFalse() async {
        let app = UIApplication.shared
        let url = URL(string: "https://example.com/help")!
        let before = app.openedURLs.count
        nonisolated(unsafe) var answers: [Bool] = []
        app.open(url, options: [.universalLinksOnly: true]) { opened in answers.append(opened) }
        #expect(answers == [false])
        #expect(app.openedURLs.count == before + 1)
        #expect(app.openedURLs.last == url)
        let settings = URL(string: UIApplication.openSettingsURLString)!
        #expect(await app.open(settings) == false)
        #expect(app.openedURLs.last == settings)
        #expect(!app.canOpenURL(url))
        #expect(
            UIApplication.OpenExternalURLOptionsKey.universalLinksOnly.rawValue
                == "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    @Test func theAppIsActiveAndPostsUIKitsNotificationsWhenItMoves() {
        let app = UIApplication.shared
        #expect(app.applicationState == .active)
        #expect(!app.isIdleTimerDisabled)
        #expect(app.applicationIconBadgeNumber == 0)
        #expect([UIApplication.State.active, .inactive, .background].map(\.rawValue) == [0, 1, 2])
        let log = NotificationLog([
            UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
            UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification,
        ])
        defer { log.stop() }
        app.simulateEnterBackground()
        #expect(app.applicationState == .background)
        app.simulateEnterForeground()
        #expect(app.applicationState == .active)
        #expect(
            log.names.map(\.rawValue) == [
                "UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification",
                "UIApplicationWillEnterForegroundNotification", "UIApplicationDidBecomeActiveNotification",
            ])
    }

    @Test func notificationNamesAndKeysHaveUIKitsRawStrings() {
        let names: [Notification.Name] = [
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
            UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
            UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
            UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
            UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification,
            UIApplication.willTerminateNotification, UIApplication.didReceiveMemoryWarningNotification,
            UIDevice.orientationDidChangeNotification,
        ]
        #expect(
            names.map(\.rawValue) == [
                "UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification", "UIKeyboardWillHideNotification",
                "UIKeyboardDidHideNotification", "UIKeyboardWillChangeFrameNotification",
                "UIKeyboardDidChangeFrameNotification", "UIApplicationDidBecomeActiveNotification",
                "UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification",
                "UIApplicationWillEnterForegroundNotification", "UIApplicationWillTerminateNotification",
                "UIApplicationDidReceiveMemoryWarningNotification", "UIDeviceOrientationDidChangeNotification",
            ])
        // Declared on UIResponder, read through UIApplication too, as in UIKit.
        #expect(UIApplication.keyboardWillShowNotification == UIResponder.keyboardWillShowNotification)
        let keys = [
            UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardFrameEndUserInfoKey,
            UIResponder.keyboardAnimationDurationUserInfoKey, UIResponder.keyboardAnimationCurveUserInfoKey,
            UIResponder.keyboardIsLocalUserInfoKey,
        ]
        #expect(
            keys == [
                "UIKeyboardFrameBeginUserInfoKey", "UIKeyboardFrameEndUserInfoKey",
                "UIKeyboardAnimationDurationUserInfoKey", "UIKeyboardAnimationCurveUserInfoKey",
                "UIKeyboardIsLocalUserInfoKey",
            ])
        #expect(UIApplication.openSettingsURLString == "app-settings:")
    }

    @Test func aSimulatedKeyboardPostsItsFrames() {
        let log = NotificationLog([
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
            UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
            UIResponder.keyboardWillHideNotification,
        ])
        defer { log.stop() }
        let frame = CGRect(x: 0, y: 516, width: 393, height: 336)
        UIApplication.shared.simulateKeyboard(showing: true, frame: frame)
        #expect(
            log.names == [
                UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
                UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification,
            ])
        let info = log.userInfos.first ?? [:]
        #expect((info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == frame)
        let begin = (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
        #expect(begin == frame.offsetBy(dx: 0, dy: 336))
        #expect(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
        UIApplication.shared.simulateKeyboard(showing: false, frame: frame)
        #expect(log.names.last == UIResponder.keyboardDidChangeFrameNotification)
        #expect(log.names.dropLast().last == UIResponder.keyboardWillHideNotification)
    }

    @Test func theDeviceIsThePadOrPhoneTheScreenWasSetUpWith() {
        let previous = UIScreen.main
        defer { UIScreen.use(previous.device, orientation: previous.orientation) }
        let device = UIDevice.current
        UIScreen.use(.iPad10)
        #expect(device.userInterfaceIdiom == .pad)
        #expect(device.model == "iPad")
        #expect(device.name == "iPad")
        UIScreen.use(.iPhone15, orientation: .landscape)
        #expect(device.userInterfaceIdiom == .phone)
        #expect(device.model == "iPhone")
        #expect(device.orientation == .landscapeLeft)
        #expect(device.orientation.isLandscape)
        UIScreen.use(.iPhoneSE)
        #expect(device.orientation == .portrait)
        #expect(device.systemName == "iOS")
        #expect(device.systemVersion == "17.0")
        #expect(!device.isBatteryMonitoringEnabled)
        #expect(device.batteryLevel == -1)
        #expect(device.batteryState == .unknown)
        #expect(device.identifierForVendor == UIDevice.current.identifierForVendor)
        let idioms: [UIUserInterfaceIdiom] = [.unspecified, .phone, .pad, .tv, .carPlay, .mac, .vision]
        #expect(idioms.map(\.rawValue) == [-1, 0, 1, 2, 3, 5, 6])
        #expect(UIDeviceOrientation.faceUp.rawValue == 5)
    }

    @Test func thePasteboardGivesBackWhatWasCopied() {
        let general = UIPasteboard.general
        let changes = general.changeCount
        general.string = "Order #42"
        #expect(general.string == "Order #42")
        #expect(general.hasStrings)
        #expect(general.changeCount == changes + 1)

        let board = UIPasteboard()
        #expect(!board.hasStrings)
        #expect(board.string == nil)
        board.strings = ["a", "b"]
        #expect(board.numberOfItems == 2)
        #expect(board.string == "a")
        let url = URL(string: "https://example.com")!
        board.url = url
        #expect(board.url == url)
        #expect(board.hasURLs)
        #expect(!board.hasStrings)
        #expect(board.items.count == 1)
        let image = UIImage(size: CGSize(width: 4, height: 4))
        board.image = image
        #expect(board.image === image)
        board.string = nil
        #expect(board.items.isEmpty)
        #expect(board.changeCount == 4)
    }

    @Test func feedbackGeneratorsRecordWhatTheyPlayed() {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        #expect(impact.preparationCount == 1)
        #expect(impact.occurrences == [.impact(.heavy, intensity: 1), .impact(.heavy, intensity: 0.5)])
        #expect(UIImpactFeedbackGenerator().style == .medium)
        let outcome = UINotificationFeedbackGenerator()
        outcome.notificationOccurred(.error)
        let selection = UISelectionFeedbackGenerator()
        selection.selectionChanged()
        #expect(outcome.occurrences == [.notification(.error)])
        #expect(
            Array(UIFeedbackGenerator.allOccurrences.suffix(4)) == [
                .impact(.heavy, intensity: 1), .impact(.heavy, intensity: 0.5), .notification(.error),
                .selectionChanged,
            ])
        let types: [UINotificationFeedbackGenerator.FeedbackType] = [.success, .warning, .error]
        #expect(types.map(\.rawValue) == [0, 1, 2])
        let styles: [UIImpactFeedbackGenerator.FeedbackStyle] = [.light, .medium, .heavy, .soft, .rigid]
        #expect(styles.map(\.rawValue) == [0, 1, 2, 3, 4])
    }
}

import AutoLayout
import Foundation

/// The running app (UIKit's `UIApplication`,
/// https://developer.apple.com/documentation/uikit/uiapplication): one object,
/// ``shared``, that app code asks about its state and asks to open URLs.
///
/// Nothing leaves the process here: ``open(_:options:completionHandler:)`` records the URL
/// in ``openedURLs`` for tests to read and reports that it was not opened. The app is
/// active until a test calls ``simulateEnterBackground()``, which posts UIKit's
/// notifications in UIKit's order, as ``simulateEnterForeground()`` does on the way back.
@MainActor
open class Application: Responder {
    /// The states of an app (UIKit's `UIApplication.State`, with its raw values,
    /// https://developer.apple.com/documentation/uikit/uiapplication/state).
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// Keys of the options of ``open(_:options:completionHandler:)`` (UIKit's
    /// `UIApplication.OpenExternalURLOptionsKey`,
    /// https://developer.apple.com/documentation/uikit/uiapplication/openexternalurloptionskey).
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        /// A key from its raw string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open the URL only as a universal link (UIKit's
        /// `UIApplicationOpenURLOptionUniversalLinksOnly`).
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The app (main-actor state, as UIKit's `UIApplication.shared` is).
    public static let shared = Application()

    /// Creates the app object; ``shared`` is the only one, as in UIKit.
    override init() {
        super.init()
    }

    /// Apps are not archived.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Whether the app is active, inactive or in the background (`.active` unless a test
    /// simulates otherwise).
    public private(set) var applicationState = State.active

    /// The URLs app code asked to open, oldest first.
    public private(set) var openedURLs: [URL] = []

    /// Whether the screen stays on while the app runs (`false` unless set); kept.
    open var isIdleTimerDisabled = false
    /// The number on the app's icon (0 unless set); kept.
    open var applicationIconBadgeNumber = 0
    /// The direction of the app's interface: left to right.
    open var userInterfaceLayoutDirection: UserInterfaceLayoutDirection { .leftToRight }

    /// Asks to open `url` (UIKit's `open(_:options:completionHandler:)`,
    /// https://developer.apple.com/documentation/uikit/uiapplication/open(_:options:completionhandler:)):
    /// the URL is added to ``openedURLs`` and `completion`, if any, is called at once with
    /// `false`, since nothing here can open a URL.
    open func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        openedURLs.append(url)
        completion?(false)
    }

    /// Asks to open `url` and returns whether it was opened (the `async` form UIKit gives
    /// the same method): the URL is added to ``openedURLs``; the answer is `false`.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        openedURLs.append(url)
        return false
    }

    /// Whether an app could open `url`: `false`, since no app is installed here.
    open func canOpenURL(_ url: URL) -> Bool { false }

    /// Forgets the URLs recorded so far.
    public func removeAllOpenedURLs() { openedURLs.removeAll() }

    /// Moves the app to the background as pressing the Home button does: it resigns active
    /// (posting ``willResignActiveNotification``) and enters the background (posting
    /// ``didEnterBackgroundNotification``).
    public func simulateEnterBackground() {
        guard applicationState != .background else { return }
        if applicationState == .active { changeState(to: .inactive, posting: Self.willResignActiveNotification) }
        changeState(to: .background, posting: Self.didEnterBackgroundNotification)
    }

    /// Brings the app back: ``willEnterForegroundNotification``, then
    /// ``didBecomeActiveNotification``.
    public func simulateEnterForeground() {
        guard applicationState != .active else { return }
        if applicationState == .background {
            changeState(to: .inactive, posting: Self.willEnterForegroundNotification)
        }
        changeState(to: .active, posting: Self.didBecomeActiveNotification)
    }

    private func changeState(to state: State, posting name: Notification.Name) {
        applicationState = state
        NotificationCenter.default.post(name: name, object: self)
    }

    /// Posted when the app becomes active (`UIApplicationDidBecomeActiveNotification`,
    /// https://developer.apple.com/documentation/uikit/uiapplication/didbecomeactivenotification).
    nonisolated public static let didBecomeActiveNotification = Notification.Name(
        "UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active
    /// (`UIApplicationWillResignActiveNotification`,
    /// https://developer.apple.com/documentation/uikit/uiapplication/willresignactivenotification).
    nonisolated public static let willResignActiveNotification = Notification.Name(
        "UIApplicationWillResignActiveNotification")
    /// Posted when the app enters the background (`UIApplicationDidEnterBackgroundNotification`,
    /// https://developer.apple.com/documentation/uikit/uiapplication/didenterbackgroundnotification).
    nonisolated public static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to leave the background
    /// (`UIApplicationWillEnterForegroundNotification`,
    /// https://developer.apple.com/documentation/uikit/uiapplication/willenterforegroundnotification).
    nonisolated public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to end (`UIApplicationWillTerminateNotification`,
    /// https://developer.apple.com/documentation/uikit/uiapplication/willterminatenotification).
    nonisolated public static let willTerminateNotification = Notification.Name(
        "UIApplicationWillTerminateNotification")
    /// Posted when memory runs low (`UIApplicationDidReceiveMemoryWarningNotification`,
    /// https://developer.apple.com/documentation/uikit/uiapplication/didreceivememorywarningnotification).
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    /// The URL that opens the app's page in Settings (`app-settings:`,
    /// https://developer.apple.com/documentation/uikit/uiapplication/opensettingsurlstring).
    nonisolated public static let openSettingsURLString = "app-settings:"
}

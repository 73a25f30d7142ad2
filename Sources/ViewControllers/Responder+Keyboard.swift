import AutoLayout
import Foundation

/// The keyboard's notifications and the keys of their `userInfo`, which UIKit declares on
/// `UIResponder` (so that `UIResponder.keyboardWillShowNotification` and
/// `UIApplication.keyboardWillShowNotification` both read them), with UIKit's raw strings
/// (https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillshownotification).
///
/// No keyboard appears here; ``Application/simulateKeyboard(showing:frame:duration:)`` posts
/// them as UIKit does when a text field becomes the first responder.
extension Responder {
    /// Posted before the keyboard appears (`UIKeyboardWillShowNotification`).
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard appeared (`UIKeyboardDidShowNotification`).
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard disappears (`UIKeyboardWillHideNotification`).
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard disappeared (`UIKeyboardDidHideNotification`).
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes (`UIKeyboardWillChangeFrameNotification`).
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed (`UIKeyboardDidChangeFrameNotification`).
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
        "UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before the change, in screen coordinates
    /// (`UIKeyboardFrameBeginUserInfoKey`; an `NSValue` of a `CGRect`, as in UIKit: read it
    /// with `cgRectValue`).
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change, in screen coordinates
    /// (`UIKeyboardFrameEndUserInfoKey`; an `NSValue` of a `CGRect`, as in UIKit).
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// How long the keyboard's animation lasts, in seconds
    /// (`UIKeyboardAnimationDurationUserInfoKey`; a `Double`).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The keyboard's animation curve (`UIKeyboardAnimationCurveUserInfoKey`; an `Int`,
    /// UIKit's `UIView.AnimationCurve` raw value).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app (`UIKeyboardIsLocalUserInfoKey`; a `Bool`).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension Application {
    /// Posts what UIKit posts when the keyboard appears (`showing`) or disappears:
    /// will-change-frame, will-show (or will-hide), did-change-frame and did-show (or
    /// did-hide), each with the frames, the duration, the curve (7, the value UIKit reports
    /// for the keyboard's own curve) and `true` for the local-keyboard key.
    ///
    /// - Parameters:
    ///   - showing: whether the keyboard appears.
    ///   - frame: the keyboard's frame on screen when shown; a hidden keyboard's frame is
    ///     this one moved below the screen.
    ///   - duration: the animation's duration (0.25 s unless given).
    public func simulateKeyboard(showing: Bool, frame: CGRect, duration: Double = 0.25) {
        let below = CGRect(
            x: frame.origin.x, y: frame.origin.y + frame.height, width: frame.width, height: frame.height)
        let info: [AnyHashable: Any] = [
            Self.keyboardFrameBeginUserInfoKey: NSValue(cgRect: showing ? below : frame),
            Self.keyboardFrameEndUserInfoKey: NSValue(cgRect: showing ? frame : below),
            Self.keyboardAnimationDurationUserInfoKey: duration,
            Self.keyboardAnimationCurveUserInfoKey: 7,
            Self.keyboardIsLocalUserInfoKey: true,
        ]
        let names = [
            Self.keyboardWillChangeFrameNotification,
            showing ? Self.keyboardWillShowNotification : Self.keyboardWillHideNotification,
            Self.keyboardDidChangeFrameNotification,
            showing ? Self.keyboardDidShowNotification : Self.keyboardDidHideNotification,
        ]
        for name in names { NotificationCenter.default.post(name: name, object: nil, userInfo: info) }
    }
}

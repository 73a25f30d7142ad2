import AutoLayout
import Controls
import Foundation

/// The look of a bar's background and shadow (UIKit's `UIBarAppearance`), kept for code and
/// tests to read: bars are not drawn here.
///
/// The `configureWith…` methods set the background colour, the blur effect and the shadow
/// colour. UIKit does not publish the colours it picks; these are the package's: opaque is
/// the system background with a black shadow at 30 %, default is the chrome material blur
/// with the same shadow, transparent has neither background nor shadow.
/// https://developer.apple.com/documentation/uikit/uibarappearance
@MainActor
open class BarAppearance {
    /// The background colour (drawn over the effect).
    open var backgroundColor: Color?
    /// The blur behind the bar.
    open var backgroundEffect: BlurEffect?
    /// The background image.
    open var backgroundImage: Image?
    /// The colour of the line under (or over) the bar; `nil` for none.
    open var shadowColor: Color?
    /// The image of that line.
    open var shadowImage: Image?

    /// An appearance with the default background, as UIKit's `init()` makes.
    /// https://developer.apple.com/documentation/uikit/uibarappearance/init()
    public init() { configureWithDefaultBackground() }

    /// A translucent background: the chrome material blur and a shadow.
    /// https://developer.apple.com/documentation/uikit/uibarappearance/configurewithdefaultbackground()
    open func configureWithDefaultBackground() {
        configure(color: nil, effect: BlurEffect(style: .systemChromeMaterial), shadow: Self.shadow)
    }

    /// An opaque background of the system background colour and a shadow.
    /// https://developer.apple.com/documentation/uikit/uibarappearance/configurewithopaquebackground()
    open func configureWithOpaqueBackground() {
        configure(color: .systemBackground, effect: nil, shadow: Self.shadow)
    }

    /// No background and no shadow.
    /// https://developer.apple.com/documentation/uikit/uibarappearance/configurewithtransparentbackground()
    open func configureWithTransparentBackground() {
        configure(color: nil, effect: nil, shadow: nil)
    }

    private static let shadow = Color(white: 0, alpha: 0.3)

    private func configure(color: Color?, effect: BlurEffect?, shadow: Color?) {
        backgroundColor = color
        backgroundEffect = effect
        backgroundImage = nil
        shadowColor = shadow
        shadowImage = nil
    }
}

/// A navigation bar's look (UIKit's `UINavigationBarAppearance`): the background of
/// ``BarAppearance`` and the title attributes.
/// https://developer.apple.com/documentation/uikit/uinavigationbarappearance
@MainActor
open class NavigationBarAppearance: BarAppearance {
    /// The attributes of the standard title.
    /// https://developer.apple.com/documentation/uikit/uinavigationbarappearance/titletextattributes
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of the large title.
    /// https://developer.apple.com/documentation/uikit/uinavigationbarappearance/largetitletextattributes
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// A tab bar's look (UIKit's `UITabBarAppearance`): the background of ``BarAppearance``.
/// https://developer.apple.com/documentation/uikit/uitabbarappearance
@MainActor
open class TabBarAppearance: BarAppearance {}

/// The style of a bar (UIKit's `UIBarStyle`); the raw values are UIKit's.
/// https://developer.apple.com/documentation/uikit/uibarstyle
public enum BarStyle: Int, Sendable {
    /// The default, light style.
    case `default` = 0
    /// The dark style.
    case black = 1
}

/// The sizes of a bar that background images are set for (UIKit's `UIBarMetrics`); the raw
/// values are UIKit's.
/// https://developer.apple.com/documentation/uikit/uibarmetrics
public enum BarMetrics: Int, Sendable {
    case `default` = 0
    case compact = 1
    case defaultPrompt = 101
    case compactPrompt = 102
}

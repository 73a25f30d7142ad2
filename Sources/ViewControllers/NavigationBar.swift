import AutoLayout
import Controls
import Foundation

/// A navigation controller's bar (UIKit's `UINavigationBar`).
///
/// Its height is modelled (the navigation controller makes it 44 points, or 96 with
/// ``prefersLargeTitles`` for a controller whose item does not say never); its look is kept
/// for code and tests to read, as bars are not drawn here.
/// https://developer.apple.com/documentation/uikit/uinavigationbar
@MainActor
open class NavigationBar: View {
    /// The look of a bar of standard height (a default-background appearance unless set).
    /// https://developer.apple.com/documentation/uikit/uinavigationbar/standardappearance
    open var standardAppearance = NavigationBarAppearance()
    /// The look when content scrolls to the bar's edge (`nil`: UIKit uses a transparent
    /// version of the standard one).
    /// https://developer.apple.com/documentation/uikit/uinavigationbar/scrolledgeappearance
    open var scrollEdgeAppearance: NavigationBarAppearance?
    /// The look of a compact-height bar (`nil`: the standard one).
    /// https://developer.apple.com/documentation/uikit/uinavigationbar/compactappearance
    open var compactAppearance: NavigationBarAppearance?
    /// The look of a compact-height bar at the scroll edge.
    /// https://developer.apple.com/documentation/uikit/uinavigationbar/compactscrolledgeappearance
    open var compactScrollEdgeAppearance: NavigationBarAppearance?
    /// The bar's background tint (`nil` unless set).
    /// https://developer.apple.com/documentation/uikit/uinavigationbar/bartintcolor
    open var barTintColor: Color?
    /// The attributes of the title (`nil` unless set).
    /// https://developer.apple.com/documentation/uikit/uinavigationbar/titletextattributes
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The attributes of the large title (`nil` unless set).
    /// https://developer.apple.com/documentation/uikit/uinavigationbar/largetitletextattributes
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// Whether the bar is translucent (`true` unless set, as in UIKit).
    /// https://developer.apple.com/documentation/uikit/uinavigationbar/istranslucent
    open var isTranslucent = true
    /// Whether the bar shows large titles (`false` unless set): the bar is then 96 points
    /// high (44 + 52) for controllers whose item does not say never.
    /// https://developer.apple.com/documentation/uikit/uinavigationbar/preferslargetitles
    open var prefersLargeTitles = false { didSet { heightMayChange?() } }
    /// The bar's style (`.default` unless set).
    /// https://developer.apple.com/documentation/uikit/uinavigationbar/barstyle
    open var barStyle = BarStyle.default
    /// The image of the line under the bar (`nil`: the default line).
    /// https://developer.apple.com/documentation/uikit/uinavigationbar/shadowimage
    open var shadowImage: Image?
    /// The back button's chevron (`nil`: the default one).
    /// https://developer.apple.com/documentation/uikit/uinavigationbar/backindicatorimage
    open var backIndicatorImage: Image?
    /// The mask of the chevron during transitions.
    /// https://developer.apple.com/documentation/uikit/uinavigationbar/backindicatortransitionmaskimage
    open var backIndicatorTransitionMaskImage: Image?
    /// What the navigation controller does when the bar's height may change.
    var heightMayChange: (() -> Void)?
    private var backgroundImages: [BarMetrics: Image] = [:]

    /// Sets the background image for bars of `barMetrics`.
    /// https://developer.apple.com/documentation/uikit/uinavigationbar/setbackgroundimage(_:for:)
    open func setBackgroundImage(_ backgroundImage: Image?, for barMetrics: BarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
    }

    /// The background image set for bars of `barMetrics`.
    /// https://developer.apple.com/documentation/uikit/uinavigationbar/backgroundimage(for:)
    open func backgroundImage(for barMetrics: BarMetrics) -> Image? { backgroundImages[barMetrics] }
}

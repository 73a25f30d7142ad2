import AutoLayout
import Foundation

extension Button {
    /// Sets the title colour for a state; the normal one shows when a state has none.
    public func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state.rawValue] = color
        showTitle()
    }

    /// The title colour for a state: the one set for it, the normal one, or the default (the
    /// tint colour for system buttons, white for custom ones, as in UIKit).
    public func titleColor(for state: State) -> Color? {
        titleColors[state.rawValue] ?? titleColors[0] ?? (buttonType == .custom ? .white : tintColor)
    }

    /// The title colour shown.
    public var currentTitleColor: Color { titleColor(for: currentState) ?? .white }

    /// Sets the background image for a state. Without a title or an image, the button is
    /// the background image's size; with them, at least its size.
    public func setBackgroundImage(_ image: Image?, for state: State) {
        backgroundImages[state.rawValue] = image
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The background image set for a state, or the normal one.
    public func backgroundImage(for state: State) -> Image? {
        backgroundImages[state.rawValue] ?? backgroundImages[0]
    }

    /// The background image shown.
    public var currentBackgroundImage: Image? { backgroundImage(for: currentState) }

    /// Sets a styled title for a state; it shows instead of the plain title, measured with
    /// its attributes.
    public func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title.map { NSAttributedString(attributedString: $0) }
        showTitle()
    }

    /// The styled title set for a state, or the normal one.
    public func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[0]
    }

    /// The styled title shown, if any.
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: currentState) }

    /// Shows the current title (styled if one is set) in the current title colour.
    func showTitle() {
        guard configuration == nil else { return }
        if let styled = currentAttributedTitle {
            titleView.attributedText = styled
        } else {
            titleView.text = currentTitle
        }
        titleView.textColor = currentTitleColor
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}

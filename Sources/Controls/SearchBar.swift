import AutoLayout
import Foundation

/// A bar with a search field (UIKit's `UISearchBar`,
/// https://developer.apple.com/documentation/uikit/uisearchbar).
///
/// Its intrinsic height is 56 points and it has no intrinsic width, so it stretches to the
/// width it is given. Apple's documentation does not give the height: 56 points is the
/// height a default search bar measures on iOS 11 and later, kept in
/// ``SearchBar/defaultHeight``. No field or button is drawn; the text, the buttons' state
/// and the keyboard settings are kept, and the `simulate` methods do what the user's typing
/// and taps do, delegate calls included.
@MainActor
open class SearchBar: View, TextInputTraits {
    /// The looks of a search bar (UIKit's `UISearchBar.Style`,
    /// https://developer.apple.com/documentation/uikit/uisearchbar/style).
    public enum Style: UInt, Sendable, Hashable {
        case `default`, prominent, minimal
    }

    /// What a search controller hears from its bar.
    package enum Event { case beganEditing, textChanged, cancelled }

    /// The intrinsic height: 56 points (see the type's notes).
    public static let defaultHeight: CGFloat = 56

    /// The search text (`nil` until set or typed; UIKit's `text`). Setting it tells no one.
    open var text: String?
    /// The text shown while the field is empty (UIKit's `placeholder`), kept.
    open var placeholder: String?
    /// A line above the bar (UIKit's `prompt`), kept.
    open var prompt: String?
    /// The delegate, held weakly (UIKit's `delegate`).
    open weak var delegate: (any SearchBarDelegate)?
    /// The look (`.default` unless set; UIKit's `searchBarStyle`), kept.
    open var searchBarStyle = Style.default
    /// Whether the cancel button shows (`false` unless set; UIKit's `showsCancelButton`), kept.
    open var showsCancelButton = false
    /// Whether the bookmark button shows (`false` unless set), kept.
    open var showsBookmarkButton = false
    /// Whether the scope bar shows (`false` unless set), kept.
    open var showsScopeBar = false
    /// The titles of the scope buttons (`nil` unless set), kept.
    open var scopeButtonTitles: [String]?
    /// The selected scope button (0 unless set).
    open var selectedScopeButtonIndex = 0
    /// The bar's tint (`nil` unless set), kept.
    open var barTintColor: Color?
    /// Whether the bar is translucent (`true` unless set), kept.
    open var isTranslucent = true
    /// What a search controller that owns the bar hears.
    package var eventHandler: ((SearchBar, Event) -> Void)?
    var traits = TextInputTraitValues()

    /// A search bar with a frame.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Creates a search bar (views are not archived).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// No intrinsic width; 56 points high.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: Self.defaultHeight)
    }

    /// The bar edits its text: it can become the first responder.
    open override var canBecomeFirstResponder: Bool { true }

    /// Begins editing: asks the delegate, becomes the first responder and tells the
    /// delegate (and an owning search controller).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        enterEditing(
            shouldBegin: { delegate?.searchBarShouldBeginEditing(self) ?? true },
            become: { super.becomeFirstResponder() },
            didBegin: {
                delegate?.searchBarTextDidBeginEditing(self)
                eventHandler?(self, .beganEditing)
            })
    }

    /// Ends editing: asks the delegate (unless forced by ``View/endEditing(_:)``), resigns
    /// and tells the delegate.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        leaveEditing(
            shouldEnd: { delegate?.searchBarShouldEndEditing(self) ?? true },
            resign: { super.resignFirstResponder() },
            didEnd: { delegate?.searchBarTextDidEndEditing(self) })
    }

    /// Shows or hides the cancel button (UIKit's `setShowsCancelButton(_:animated:)`), at once.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }
}

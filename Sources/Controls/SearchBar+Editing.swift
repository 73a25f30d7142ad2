import AutoLayout
import Foundation

extension SearchBar {
    /// The keyboard (`.default` unless set; UIKit's `keyboardType`).
    public var keyboardType: KeyboardType {
        get { traits.keyboardType }
        set { traits.keyboardType = newValue }
    }
    /// When capitals turn on (`.sentences` unless set; UIKit's `autocapitalizationType`).
    public var autocapitalizationType: TextAutocapitalizationType {
        get { traits.autocapitalizationType }
        set { traits.autocapitalizationType = newValue }
    }
    /// Whether autocorrection is on (`.default` unless set).
    public var autocorrectionType: TextAutocorrectionType {
        get { traits.autocorrectionType }
        set { traits.autocorrectionType = newValue }
    }
    /// Whether spell checking is on (`.default` unless set).
    public var spellCheckingType: TextSpellCheckingType {
        get { traits.spellCheckingType }
        set { traits.spellCheckingType = newValue }
    }
    /// The return key's title (`.default` unless set).
    public var returnKeyType: ReturnKeyType {
        get { traits.returnKeyType }
        set { traits.returnKeyType = newValue }
    }
    /// Whether copying is off (`false` unless set), kept.
    public var isSecureTextEntry: Bool {
        get { traits.isSecureTextEntry }
        set { traits.isSecureTextEntry = newValue }
    }
    /// What the text holds (`nil` unless set).
    public var textContentType: TextContentType! {
        get { traits.textContentType }
        set { traits.textContentType = newValue }
    }
    /// The keyboard's look (`.default` unless set).
    public var keyboardAppearance: KeyboardAppearance {
        get { traits.keyboardAppearance }
        set { traits.keyboardAppearance = newValue }
    }
    /// Whether the return key is off while the bar is empty (`false` unless set).
    public var enablesReturnKeyAutomatically: Bool {
        get { traits.enablesReturnKeyAutomatically }
        set { traits.enablesReturnKeyAutomatically = newValue }
    }

    /// Types `string` at the end of the text, as a user would: the bar first becomes the
    /// first responder (nothing is typed if it cannot); for each character the delegate's
    /// ``SearchBarDelegate/searchBar(_:shouldChangeTextIn:replacementText:)`` is asked and,
    /// if it agrees, the character is appended and
    /// ``SearchBarDelegate/searchBar(_:textDidChange:)`` is called (and an owning search
    /// controller updates its results).
    public func simulateTyping(_ string: String) {
        guard becomeFirstResponder() else { return }
        for character in string {
            let current = text ?? ""
            let range = NSRange(location: current.utf16.count, length: 0)
            let typed = String(character)
            guard delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: typed) ?? true else { continue }
            text = current + typed
            delegate?.searchBar(self, textDidChange: current + typed)
            eventHandler?(self, .textChanged)
        }
    }

    /// Taps the search key: tells the delegate.
    public func simulateSearchButtonClick() { delegate?.searchBarSearchButtonClicked(self) }

    /// Taps the cancel button: tells the delegate (and an owning search controller, which
    /// deactivates).
    public func simulateCancelButtonClick() {
        delegate?.searchBarCancelButtonClicked(self)
        eventHandler?(self, .cancelled)
    }

    /// Taps a scope button: selects it and tells the delegate.
    public func simulateScopeButtonTap(_ index: Int) {
        guard index != selectedScopeButtonIndex else { return }
        selectedScopeButtonIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
    }
}

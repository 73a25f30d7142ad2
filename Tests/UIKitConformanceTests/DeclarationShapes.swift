// Members UIKit declares as separate overloads, named the way apps name them, including
// unapplied references that only compile when the overload exists on its own.
import UIKit

/// Animations as apps write them.
func animateTheWayAppsDo(_ view: UIView) {
    _ = UIView.animate(withDuration:animations:completion:)
    _ = UIView.animate(withDuration:animations:)
    _ = UIView.animate(withDuration:delay:options:animations:completion:)
    UIView.animate(withDuration: 0.25) { view.alpha = 0 }
    UIView.animate(withDuration: 0.25, animations: { view.alpha = 1 }) { _ in view.removeFromSuperview() }
    UIView.animate(withDuration: 0.25, delay: 0.1, options: [.curveEaseOut], animations: { view.alpha = 0.5 })
    UIView.animate(withDuration: 0.25, delay: 0, animations: { view.layoutIfNeeded() }, completion: nil)
    UIView.animate(
        withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5,
        animations: { view.transform = .identity })
}

/// Images, their data and their sizes.
func imagesTheWayAppsDo() -> [Data?] {
    let initializer: (String) -> UIImage? = UIImage.init(systemName:)
    let configured: (String, UIImage.SymbolConfiguration?) -> UIImage? = UIImage.init(systemName:withConfiguration:)
    let named: (String, Bundle?, UITraitCollection?) -> UIImage? = UIImage.init(named:in:compatibleWith:)
    let icon = initializer("star") ?? configured("star", nil) ?? UIImage()
    let badge = named("badge", Bundle.main, nil) ?? UIImage(named: "badge", in: nil, compatibleWith: nil)
    let png: () -> Data? = icon.pngData
    return [
        png(), badge?.pngData(), icon.jpegData(compressionQuality: 0.9), UIImage(data: Data(), scale: 2)?.pngData(),
    ]
}

/// Scaled custom fonts and labels that shrink to fit.
func fontsTheWayAppsDo(_ label: UILabel, traits: UITraitCollection) {
    let metrics = UIFontMetrics(forTextStyle: .headline)
    let custom = UIFont.systemFont(ofSize: 17, weight: .semibold)
    label.font = metrics.scaledFont(for: custom)
    label.font = metrics.scaledFont(for: custom, compatibleWith: traits)
    label.font = UIFontMetrics.default.scaledFont(for: custom, compatibleWith: nil)
    let spacing: CGFloat = metrics.scaledValue(for: 8)
    label.frame.size.height += spacing
    label.adjustsFontForContentSizeCategory = true
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.5
}

/// A designable view with its own accessibility order and keyboard shortcuts.
final class ShortcutView: UIView {
    private let title = UILabel()
    private let action = UIButton(type: .system)

    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        title.text = "Preview"
        accessibilityElements = [title, action]
    }

    override var keyCommands: [UIKeyCommand]? {
        let search = UIKeyCommand(
            title: "Search", action: { [weak self] _ in self?.search() }, input: "f", modifierFlags: [.command],
            discoverabilityTitle: "Search Items")
        let close = UIKeyCommand(input: "w", modifierFlags: [.command, .shift]) { [weak self] _ in self?.close() }
        return [search, close]
    }

    private func search() { title.text = "Searching" }
    private func close() { removeFromSuperview() }
}

/// The selection of text inputs, as text-formatting code reads and moves it.
func selectionTheWayAppsDo(_ field: UITextField, _ textView: UITextView) -> Int {
    guard let range: UITextRange = field.selectedTextRange else { return 0 }
    let start: UITextPosition = range.start
    let offset = field.offset(from: field.beginningOfDocument, to: start)
    if let next = field.position(from: start, offset: 1) {
        field.selectedTextRange = field.textRange(from: next, to: next)
    }
    textView.selectedTextRange = textView.textRange(from: textView.beginningOfDocument, to: textView.endOfDocument)
    let length = textView.offset(from: textView.beginningOfDocument, to: textView.endOfDocument)
    return offset + length + (range.isEmpty ? 0 : range.end is UITextPosition ? 1 : 0)
}

/// A table that edits and cells configured with content configurations.
func tablesTheWayAppsDo(_ tableView: UITableView, _ cell: UITableViewCell) {
    tableView.setEditing(!tableView.isEditing, animated: true)
    tableView.isEditing = false
    var content = cell.defaultContentConfiguration()
    content.text = "Title"
    content.secondaryText = "Detail"
    cell.contentConfiguration = content
    let configuration: (any UIContentConfiguration)? = cell.contentConfiguration
    _ = configuration
}

/// Colours for light and dark, and the appearance of every label.
func coloursTheWayAppsDo(_ view: UIView) -> UIColor {
    let accent = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.9, alpha: 1) : UIColor(white: 0.1, alpha: 1)
    }
    let provider: (@escaping (UITraitCollection) -> UIColor) -> UIColor = UIColor.init(dynamicProvider:)
    UILabel.appearance().textColor = accent
    UIView.appearance().tintColor = provider { _ in .systemBlue }
    return accent.resolvedColor(with: view.traitCollection)
}

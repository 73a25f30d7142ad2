import AutoLayout

/// A view a list keeps for reuse: collection-view cells and supplementary views, table
/// cells.
@MainActor
protocol ReusableView: View {
    /// How the list makes a registered class (the reusable classes declare it `required`).
    init()
    var reuseIdentifier: String? { get set }
    func prepareForReuse()
}

extension CollectionReusableView: ReusableView {}
extension TableViewCell: ReusableView {}

/// Reusable views by identifier, with the classes registered for them.
@MainActor
struct ReusePool<Element: ReusableView> {
    var classes: [String: Element.Type] = [:]
    var idle: [String: [Element]] = [:]

    /// An idle view for the identifier (prepared for reuse), a new one of the registered
    /// class, or `nil` when nothing is registered.
    mutating func dequeue(_ identifier: String) -> Element? {
        // Popped in place (a copy of the list taken out and written back would copy it).
        if let view = idle[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        guard let type = classes[identifier] else { return nil }
        let view = type.init()
        view.reuseIdentifier = identifier
        view.awakeFromNib()
        return view
    }

    mutating func enqueue(_ view: Element) {
        guard let identifier = view.reuseIdentifier else { return }
        idle[identifier, default: []].append(view)
    }
}

import AutoLayout
import Controls
import Foundation

extension ViewController {
    /// A bar button item that reads Edit (plain) while the controller is not editing and Done
    /// (bold) while it is; tapping it calls ``setEditing(_:animated:)`` with the other state.
    /// Made on first use and the same item afterwards.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/editbuttonitem
    public var editButtonItem: BarButtonItem {
        if let item = extras.editButtonItem { return item }
        let item = BarButtonItem(
            title: nil, image: nil,
            primaryAction: Action { [weak self] _ in
                guard let self else { return }
                self.setEditing(!self.isEditing, animated: true)
            })
        extras.editButtonItem = item
        updateEditButton()
        return item
    }

    /// What ``setEditing(_:animated:)`` does: keeps the state and retitles the edit button.
    func applyEditing(_ editing: Bool) {
        extras.isEditing = editing
        updateEditButton()
    }

    private func updateEditButton() {
        guard let item = extras.editButtonItem else { return }
        item.title = extras.isEditing ? "Done" : "Edit"
        item.style = extras.isEditing ? .done : .plain
    }
}

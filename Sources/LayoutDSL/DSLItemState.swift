import AutoLayout

/// What the DSL keeps for one view or guide, attached to the item's layout node (SnapKit
/// keeps the same as associated objects): the constraints it activated for the item, for
/// `updateConstraints`, `remakeConstraints` and `removeConstraints`, and the label
/// descriptions print in place of the view's address.
///
/// The handles refer to their item through its layout node, never to the item itself, so
/// the state does not keep the item alive; the node lets go of the state when the item is
/// deinitialised.
@MainActor
final class DSLItemState {
    /// The active handles made for the item, oldest first.
    private(set) var constraints: [Constraint] = []
    /// The name set with `snp.setLabel(_:)`.
    var label: String?

    /// The item's state, made on first use.
    static func of(_ item: any LayoutItem) -> DSLItemState {
        item.layoutNode.attachment(DSLItemState.self) { DSLItemState() }
    }

    /// The item's state, if the DSL has kept any.
    static func existing(_ item: any LayoutItem) -> DSLItemState? { item.layoutNode.attachment(DSLItemState.self) }

    /// The handles kept for `item`.
    static func constraints(of item: any LayoutItem) -> [Constraint] { existing(item)?.constraints ?? [] }

    /// Keeps `constraint` for `item`, once.
    static func add(_ constraint: Constraint, to item: (any LayoutItem)?) {
        guard let item else { return }
        let state = of(item)
        guard !state.constraints.contains(where: { $0 === constraint }) else { return }
        state.constraints.append(constraint)
    }

    /// Forgets `constraint` for `item`.
    static func remove(_ constraint: Constraint, from item: (any LayoutItem)?) {
        guard let item, let state = existing(item) else { return }
        state.constraints.removeAll { $0 === constraint }
    }
}

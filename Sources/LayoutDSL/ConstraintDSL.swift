import AutoLayout

/// The DSL of a view or layout guide: `view.snp.makeConstraints { ... }` and the right-hand
/// attributes `view.snp.top`.
@MainActor
public protocol ConstraintDSL: ConstraintAttributesDSL {}

extension ConstraintDSL {
    /// Makes and activates the constraints the closure describes.
    ///
    /// ```swift
    /// label.snp.makeConstraints {
    ///     $0.top.equalToSuperview().offset(8)
    ///     $0.leading.trailing.equalToSuperview().inset(12)
    /// }
    /// ```
    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        for constraint in ConstraintMaker.prepare(layoutItem, closure) { constraint.activate() }
    }

    /// Deactivates every constraint the DSL made for this item, then makes new ones.
    public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        removeConstraints()
        makeConstraints(closure)
    }

    /// Updates the constants of the constraints that match (same attributes, targets,
    /// relation, priority and multiplier) and makes the others: SnapKit's update, which
    /// also makes what it cannot match instead of trapping.
    ///
    /// As in SnapKit, each attribute matches on its own: `top` updates the top of an
    /// earlier `top.left` or `edges` statement.
    public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        let existing = DSLItemState.constraints(of: layoutItem).filter(\.isActive)
        let parts = existing.flatMap(\.layoutConstraints)
        for constraint in ConstraintMaker.prepare(layoutItem, closure) {
            if let match = existing.first(where: { $0.matches(constraint) }) {
                match.takeConstants(of: constraint)
                continue
            }
            let matched = constraint.layoutConstraints.map { new in
                parts.first { Constraint.sameButForConstant($0, new) }
            }
            guard matched.allSatisfy({ $0 != nil }) else {
                constraint.activate()
                continue
            }
            for (old, new) in zip(matched, constraint.layoutConstraints) { old?.constant = new.constant }
        }
    }

    /// Deactivates every constraint the DSL made for this item.
    public func removeConstraints() {
        for constraint in DSLItemState.constraints(of: layoutItem) { constraint.deactivate() }
    }

    /// Makes the constraints the closure describes without activating them.
    @discardableResult
    public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        ConstraintMaker.prepare(layoutItem, closure)
    }
}

/// A view's DSL (`view.snp`).
public struct ConstraintViewDSL: ConstraintDSL {
    /// The view.
    public let view: View
    /// The view, as a layout item.
    public var layoutItem: any LayoutItem { view }

    /// Names the view in DSL descriptions in place of its address.
    public func setLabel(_ label: String?) { DSLItemState.of(view).label = label }
    /// The name set with ``setLabel(_:)``.
    public func label() -> String? { DSLItemState.existing(view)?.label }

    /// The horizontal content-hugging priority.
    public var contentHuggingHorizontalPriority: Float {
        get { view.contentHuggingPriority(for: .horizontal).rawValue }
        nonmutating set { view.setContentHuggingPriority(LayoutPriority(newValue), for: .horizontal) }
    }
    /// The vertical content-hugging priority.
    public var contentHuggingVerticalPriority: Float {
        get { view.contentHuggingPriority(for: .vertical).rawValue }
        nonmutating set { view.setContentHuggingPriority(LayoutPriority(newValue), for: .vertical) }
    }
    /// The horizontal compression-resistance priority.
    public var contentCompressionResistanceHorizontalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .horizontal).rawValue }
        nonmutating set { view.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .horizontal) }
    }
    /// The vertical compression-resistance priority.
    public var contentCompressionResistanceVerticalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .vertical).rawValue }
        nonmutating set { view.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .vertical) }
    }
}

/// A layout guide's DSL (`guide.snp`).
public struct ConstraintLayoutGuideDSL: ConstraintDSL {
    /// The guide.
    public let guide: LayoutGuide
    /// The guide, as a layout item.
    public var layoutItem: any LayoutItem { guide }
}

extension View {
    /// The DSL: `view.snp.makeConstraints { $0.edges.equalToSuperview() }`.
    public var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}

extension LayoutGuide {
    /// The DSL: `guide.snp.makeConstraints { $0.width.equalTo(20) }`.
    public var snp: ConstraintLayoutGuideDSL { ConstraintLayoutGuideDSL(guide: self) }
}

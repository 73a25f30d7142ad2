import AutoLayout
import Foundation

/// The handle of one DSL statement and the layout constraints it made (SnapKit's
/// `Constraint`), for activating, deactivating and updating them later.
///
/// Beyond SnapKit, everything about it can change in place while it is active: the
/// multiplier, the relation, the target, and the priority across the required boundary.
@MainActor
public final class Constraint {
    /// The layout constraints, one per attribute on the left.
    public private(set) var layoutConstraints: [LayoutConstraint]
    /// The item's layout node: the handle must not keep the item alive (the item keeps
    /// its handles, see ``DSLItemState``).
    private let itemNode: LayoutNode
    /// The view or guide the statement constrains, `nil` once it is gone.
    var item: (any LayoutItem)? { itemNode.item }
    let attributes: ConstraintAttributes
    private(set) var related: ConstraintItem
    private(set) var relation: LayoutRelation
    private(set) var multiplier: CGFloat
    private(set) var constant: ConstantValue
    private(set) var priority: Float
    /// Where the statement was written: `File.swift#42`.
    public let sourceLocation: String

    init(_ description: ConstraintDescription) throws(LayoutError) {
        itemNode = description.item.layoutNode
        attributes = description.attributes
        related = description.related ?? ConstraintItem(target: nil, attributes: .none)
        relation = description.relation ?? .equal
        multiplier = description.multiplier
        constant = description.constant
        priority = description.priority
        sourceLocation = description.location
        layoutConstraints = []
        guard LayoutPriority(priority).rawValue >= 1, priority <= 1000 else {
            throw located(.priorityOutOfRange(priority))
        }
        for plan in try located(plans(of: description.item)) {
            let made: LayoutConstraint
            do {
                made = try SnapKitLayoutConstraint(
                    location: sourceLocation, item: description.item, attribute: plan.attribute,
                    relatedBy: relation, toItem: plan.toItem, attribute: plan.toAttribute,
                    multiplier: multiplier, constant: plan.constant)
            } catch {
                throw located(error)
            }
            try? made.setPriority(LayoutPriority(priority))
            made.identifier = description.label
            layoutConstraints.append(made)
        }
    }

    private init(empty description: ConstraintDescription) {
        itemNode = description.item.layoutNode
        attributes = description.attributes
        related = ConstraintItem(target: nil, attributes: .none)
        relation = .equal
        multiplier = 1
        constant = .scalar(0)
        priority = 1000
        sourceLocation = description.location
        layoutConstraints = []
    }

    /// A handle with no constraints, for a statement that could not make any.
    static func empty(_ description: ConstraintDescription) -> Constraint { Constraint(empty: description) }

    private func plans(of item: any LayoutItem) throws(LayoutError) -> [ConstraintPlan] {
        let missing =
            ConstraintPlan.missingAttributes(of: item, in: attributes.layoutAttributes)
            + ConstraintPlan.missingAttributes(
                of: related.target,
                in: related.attributes.isEmpty ? attributes.layoutAttributes : related.attributes.layoutAttributes)
        if let attribute = missing.first {
            throw .invalidDSLStatement(
                message: "A layout guide has no `\(attribute)` attribute (guides have no baselines or margins).",
                location: sourceLocation)
        }
        return try ConstraintPlan.plans(from: item, attributes: attributes, to: related, constant: constant)
    }

    /// The error with this statement's location.
    private func located(_ error: LayoutError) -> LayoutError {
        if case .invalidDSLStatement(let message, _) = error {
            return .invalidDSLStatement(message: message, location: sourceLocation)
        }
        return .invalidDSLStatement(message: error.description, location: sourceLocation)
    }

    private func located<T>(_ body: @autoclosure () throws(LayoutError) -> T) throws(LayoutError) -> T {
        do { return try body() } catch { throw located(error) }
    }

    func storePriority(_ value: Float) { priority = value }
    func storeConstant(_ value: ConstantValue) { constant = value }
    func storeConfiguration(relation: LayoutRelation, related: ConstraintItem, multiplier: CGFloat) {
        self.relation = relation
        self.related = related
        self.multiplier = multiplier
    }

    // MARK: Activation

    /// Whether the constraints take part in layout.
    public var isActive: Bool {
        get { layoutConstraints.contains { $0.isActive } }
        set { newValue ? activate() : deactivate() }
    }

    /// Activates the constraints and remembers them for the item's `updateConstraints`,
    /// `remakeConstraints` and `removeConstraints`.
    ///
    /// Once the item is gone this does nothing (SnapKit warns that activation is a no-op).
    public func activate() {
        guard item != nil else { return }
        LayoutConstraint.activate(layoutConstraints)
        DSLItemState.add(self, to: item)
    }

    /// Deactivates the constraints.
    public func deactivate() {
        LayoutConstraint.deactivate(layoutConstraints)
        DSLItemState.remove(self, from: item)
    }

    /// Deactivates `old` and activates `new` as one change of the engine.
    static func switchConstraints(deactivating old: [Constraint], activating new: [Constraint]) {
        for constraint in old { DSLItemState.remove(constraint, from: constraint.item) }
        LayoutConstraint.switchConstraints(
            deactivating: old.flatMap(\.layoutConstraints), activating: new.flatMap(\.layoutConstraints))
        for constraint in new { DSLItemState.add(constraint, to: constraint.item) }
    }

    // MARK: Matching (updateConstraints)

    /// Whether `other` says the same as this one but for constants: same attributes,
    /// targets, relation, priority and multiplier. (`updateConstraints` asks active
    /// constraints only.)
    func matches(_ other: Constraint) -> Bool {
        guard layoutConstraints.count == other.layoutConstraints.count else { return false }
        return zip(layoutConstraints, other.layoutConstraints).allSatisfy(Self.sameButForConstant)
    }

    /// Whether two layout constraints differ at most in their constants (SnapKit's test
    /// for the constraint an update changes).
    static func sameButForConstant(_ a: LayoutConstraint, _ b: LayoutConstraint) -> Bool {
        a.firstAttribute == b.firstAttribute && a.secondAttribute == b.secondAttribute && a.firstItem === b.firstItem
            && a.secondItem === b.secondItem && a.relation == b.relation && a.priority == b.priority
            && a.multiplier == b.multiplier
    }

    /// Takes the constants of a matching statement.
    func takeConstants(of other: Constraint) {
        constant = other.constant
        for (mine, theirs) in zip(layoutConstraints, other.layoutConstraints) { mine.constant = theirs.constant }
    }

    // MARK: Updates

    /// Sets the constant of every constraint, as `offset(_:)` does.
    @discardableResult
    public func update(offset amount: ConstraintOffsetTarget) -> Constraint {
        update(constant: amount.constantValue)
    }

    /// Sets the constants from insets, with the signs of `inset(_:)`.
    @discardableResult
    public func update(inset amount: ConstraintInsetTarget) -> Constraint {
        if case .scalar(let value) = amount.constantValue {
            return update(constant: .insets(EdgeInsets(top: value, left: value, bottom: value, right: value)))
        }
        return update(constant: amount.constantValue)
    }

    /// Sets the constants from directional insets.
    @discardableResult
    public func update(inset amount: ConstraintDirectionalInsetTarget) -> Constraint {
        update(constant: amount.constantValue)
    }

    private func update(constant value: ConstantValue) -> Constraint {
        constant = value
        for layoutConstraint in layoutConstraints {
            let attribute =
                layoutConstraint.secondAttribute == .notAnAttribute
                ? layoutConstraint.firstAttribute : layoutConstraint.secondAttribute
            layoutConstraint.constant = value.value(for: attribute)
        }
        return self
    }
}

import AutoLayout
import Foundation

extension Constraint {
    /// Sets the priority of every constraint, even between required and optional while
    /// active (SnapKit skips such changes because UIKit refuses them; this engine re-solves).
    /// A priority outside 1...1000 is reported and changes nothing.
    @discardableResult
    public func update(priority amount: ConstraintPriority) -> Constraint {
        setPriority(amount.value)
    }

    /// Sets the priority from a number or a ``LayoutPriority``.
    @discardableResult
    public func update(priority amount: ConstraintPriorityTarget) -> Constraint {
        setPriority(amount.constraintPriorityTargetValue)
    }

    private func setPriority(_ value: Float) -> Constraint {
        do {
            for layoutConstraint in layoutConstraints { try layoutConstraint.forcePriority(LayoutPriority(value)) }
            storePriority(value)
        } catch {
            LayoutErrors.report(.invalidDSLStatement(message: error.description, location: sourceLocation))
        }
        return self
    }

    /// Sets the multiplier in place (SnapKit cannot).
    @discardableResult
    public func update(multiplier amount: ConstraintMultiplierTarget) -> Constraint {
        reconfigure(relation: relation, to: related, multiplier: amount.constraintMultiplierTargetValue)
    }

    /// Sets the relation in place (SnapKit cannot).
    @discardableResult
    public func update(relation newRelation: LayoutRelation) -> Constraint {
        reconfigure(relation: newRelation, to: related, multiplier: multiplier)
    }

    /// Relates the same attributes to another target in place (SnapKit cannot): another
    /// item's attribute, a view or guide, or a constant.
    @discardableResult
    public func update(to target: ConstraintRelatableTarget) -> Constraint {
        guard let item else { return self }
        let probe = ConstraintDescription(item: item, attributes: attributes)
        probe.relate(relation, to: target, file: sourceLocation, line: 0)
        if let error = probe.error {
            LayoutErrors.report(.invalidDSLStatement(message: error.description, location: sourceLocation))
            return self
        }
        if probe.related?.isConstant == true { storeConstant(probe.constant) }
        return reconfigure(relation: relation, to: probe.related ?? related, multiplier: multiplier)
    }

    private func reconfigure(
        relation newRelation: LayoutRelation, to target: ConstraintItem, multiplier factor: CGFloat
    )
        -> Constraint
    {
        guard let item else { return self }
        do {
            let plans = try ConstraintPlan.plans(from: item, attributes: attributes, to: target, constant: constant)
            for (layoutConstraint, plan) in zip(layoutConstraints, plans) {
                try layoutConstraint.reconfigure(
                    relation: newRelation, toItem: plan.toItem, attribute: plan.toAttribute, multiplier: factor)
                layoutConstraint.constant = plan.constant
            }
            storeConfiguration(relation: newRelation, related: target, multiplier: factor)
        } catch {
            LayoutErrors.report(.invalidDSLStatement(message: error.description, location: sourceLocation))
        }
        return self
    }
}

/// A set of DSL statements by name, one set active at a time; switching deactivates the
/// old set and activates the new one as one change of the engine, so the two never
/// conflict halfway (for example compact and regular width layouts).
///
/// ```swift
/// let layouts = ConstraintSets<String>()
/// layouts.define("compact", title.snp.prepareConstraints { $0.top.leading.equalToSuperview().inset(8) })
/// layouts.define("regular", title.snp.prepareConstraints { $0.center.equalToSuperview() })
/// layouts.activate("compact")
/// ```
@MainActor
public final class ConstraintSets<Key: Hashable> {
    private var sets: [Key: [Constraint]] = [:]
    /// The set that is active, if any.
    public private(set) var active: Key?

    /// Creates an empty collection of sets.
    public init() {}

    /// Defines (or replaces) the statements of a set; a set that is active is switched to
    /// its new statements at once.
    public func define(_ key: Key, _ constraints: [Constraint]) {
        let old = sets[key] ?? []
        sets[key] = constraints
        if active == key { Constraint.switchConstraints(deactivating: old, activating: constraints) }
    }

    /// The statements of a set.
    public func constraints(for key: Key) -> [Constraint] { sets[key] ?? [] }

    /// Makes `key` the active set: the active set's constraints leave the engine and the new
    /// set's arrive, in one change.
    public func activate(_ key: Key) {
        guard active != key else { return }
        let old = active.flatMap { sets[$0] } ?? []
        active = key
        Constraint.switchConstraints(deactivating: old, activating: sets[key] ?? [])
    }

    /// Deactivates the active set.
    public func deactivate() {
        guard let key = active else { return }
        active = nil
        Constraint.switchConstraints(deactivating: sets[key] ?? [], activating: [])
    }
}

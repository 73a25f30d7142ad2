import Cassowary
import Foundation

/// A linear relation between two attributes of views or layout guides:
/// `first.attribute <relation> multiplier * second.attribute + constant`
/// (UIKit's `NSLayoutConstraint`).
///
/// A constraint does nothing until it is active. Its ``constant`` and ``priority`` can be
/// changed while it is active; the engine then re-solves incrementally.
///
/// ```swift
/// let top = LayoutConstraint(item: label, attribute: .top, relatedBy: .equal,
///                            toItem: cell, attribute: .top, multiplier: 1, constant: 8)
/// top.isActive = true
/// ```
@MainActor
open class LayoutConstraint: @MainActor CustomStringConvertible, Hashable {
    var first: AnchorSource
    var second: AnchorSource?
    /// How the two sides relate.
    public internal(set) var relation: LayoutRelation
    /// The factor applied to the second attribute.
    public internal(set) var multiplier: CGFloat
    private let addressNumber = DebugAddress.object()
    /// The fake memory address printed in descriptions.
    package var address: String { DebugAddress.text(addressNumber) }
    /// The order in which constraints were activated; older ones are broken first.
    var sequence = LayoutSequence.next()
    /// The view the constraint is installed on while active.
    var installedOn: View? {
        get { installedOnLink?.view }
        set { installedOnLink = newValue?.link }
    }
    @exclusivity(unchecked) private var installedOnLink: ViewLink?
    /// Why UIKit would refuse this constraint, if it would.
    var invalidReason: LayoutError?
    var storedConstant: CGFloat {
        get { constantWithinLimits }
        set { constantWithinLimits = Self.withinInternalLimits(newValue) }
    }
    /// The constant as the engine solves with it (see ``largestConstant``).
    private var constantWithinLimits: CGFloat
    var storedPriority: LayoutPriority = .required
    /// What one point of this constraint's error costs against the other constraints of
    /// its priority (1 for every constraint an app makes). The engine scales the relation
    /// by it, which is the weight of the Cassowary formulation: among constraints of one
    /// priority, the solver gives way where a point costs least. Arrangements of many
    /// views use it to break ties by index within one priority instead of one per view.
    var objectiveWeight = 1.0

    /// A name shown in quotes in descriptions and reports.
    public var identifier: String?

    init(
        first: AnchorSource, relation: LayoutRelation, second: AnchorSource?, multiplier: CGFloat,
        constant: CGFloat, priority: LayoutPriority = .required, validating: Bool = true
    ) {
        self.first = first
        self.second = second
        self.relation = relation
        self.multiplier = multiplier
        constantWithinLimits = Self.withinInternalLimits(constant)
        storedPriority = priority
        guard validating else { return }
        invalidReason = validationError()
        if let error = invalidReason { LayoutErrors.report(error) }
    }

    /// Creates `item.attribute <relation> multiplier * toItem.attribute + constant`,
    /// required and inactive.
    ///
    /// Arguments UIKit refuses (a location attribute related to a constant or with a
    /// multiplier of 0, a location related to a size, attributes on different axes, a
    /// non-finite multiplier or constant) are reported with UIKit's message through
    /// ``LayoutErrors``, and the constraint will refuse to activate; use
    /// ``validated(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`` to get
    /// the error thrown instead.
    ///
    /// This is the designated initializer subclasses call (a constraint class of your own).
    public init(
        item: any LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem: (any LayoutItem)?, attribute secondAttribute: LayoutAttribute,
        multiplier: CGFloat, constant: CGFloat
    ) {
        first = .attribute(item.layoutNode, attribute)
        second = toItem.flatMap { other in
            secondAttribute == .notAnAttribute ? nil : AnchorSource.attribute(other.layoutNode, secondAttribute)
        }
        self.relation = relation
        self.multiplier = multiplier
        constantWithinLimits = Self.withinInternalLimits(constant)
        invalidReason = validationError()
        if let error = invalidReason { LayoutErrors.report(error) }
    }

    /// The same as ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)``,
    /// but arguments UIKit refuses are thrown as a ``LayoutError`` and not reported.
    public static func validated(
        item: any LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem: (any LayoutItem)?, attribute secondAttribute: LayoutAttribute,
        multiplier: CGFloat, constant: CGFloat
    ) throws -> LayoutConstraint {
        if let error = validationError(
            item: item, attribute: attribute, toItem: toItem, attribute: secondAttribute, multiplier: multiplier,
            constant: constant)
        {
            throw error
        }
        return LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: toItem, attribute: secondAttribute,
            multiplier: multiplier, constant: constant)
    }

    /// The error UIKit would refuse these arguments with, if any.
    package static func validationError(
        item: any LayoutItem, attribute: LayoutAttribute, toItem: (any LayoutItem)?,
        attribute secondAttribute: LayoutAttribute, multiplier: CGFloat, constant: CGFloat
    ) -> LayoutError? {
        let second = toItem.flatMap { other in
            secondAttribute == .notAnAttribute ? nil : AnchorSource.attribute(other.layoutNode, secondAttribute)
        }
        return validationError(.attribute(item.layoutNode, attribute), second, multiplier, constant)
    }

    /// UIKit's description (see ``uiKitDescription``); subclasses may print their own.
    open var description: String { uiKitDescription }

    // MARK: Properties

    /// The first item (a view or guide); `nil` for a side made by `anchorWithOffset(to:)`.
    public var firstItem: (any LayoutItem)? { first.node?.item }
    /// The first attribute.
    public var firstAttribute: LayoutAttribute { first.attribute }
    /// The second item, `nil` when the constraint relates the first to a constant.
    public var secondItem: (any LayoutItem)? { second?.node?.item }
    /// The second attribute, ``LayoutAttribute/notAnAttribute`` when there is none.
    public var secondAttribute: LayoutAttribute { second?.attribute ?? .notAnAttribute }

    /// The constant added to the second side. Setting a NaN or infinite value is reported
    /// with UIKit's message and changes nothing.
    public var constant: CGFloat {
        get { storedConstant }
        set { try? setConstant(newValue, reporting: true) }
    }

    /// Sets the constant, throwing UIKit's error for a NaN or infinite value.
    public func setConstant(_ value: CGFloat) throws { try setConstant(value, reporting: false) }

    private func setConstant(_ value: CGFloat, reporting: Bool) throws {
        guard value.isFinite else {
            let error = LayoutError.nonFiniteConstant(
                value, first: firstAnchorDescription, second: secondAnchorDescription)
            if reporting { LayoutErrors.report(error) }
            throw error
        }
        let value = Self.withinInternalLimits(value)
        guard value != storedConstant else { return }
        guard let view = installedOn else {
            storedConstant = value
            return
        }
        moveConstant(to: value, on: view)
    }

    /// Stores a new constant, moves it in place in the engine of `view`'s tree (which
    /// re-solves) and asks `view` for layout; returns whether an engine took the change.
    /// (The engine is looked up only here, for a change: finding it may walk to the root.)
    @discardableResult func moveConstant(to value: CGFloat, on view: View) -> Bool {
        let (old, engine) = (storedConstant, view.root.hostedEngine)
        storedConstant = value
        engine?.updateConstant(self, from: old)
        view.setNeedsLayout()
        return engine != nil
    }

    /// The priority, 1...1000. While the constraint is active it cannot move between
    /// required and optional (UIKit's rule); doing so, or leaving 1...1000, is reported
    /// with UIKit's message and changes nothing.
    public var priority: LayoutPriority {
        get { storedPriority }
        set { try? setPriority(newValue, reporting: true) }
    }

    /// Sets the priority, throwing UIKit's error where it would raise one.
    public func setPriority(_ value: LayoutPriority) throws { try setPriority(value, reporting: false) }

    private func setPriority(_ value: LayoutPriority, reporting: Bool) throws {
        var error: LayoutError?
        if !value.isValid {
            error = .priorityOutOfRange(value.rawValue)
        } else if isActive, value.isRequired != storedPriority.isRequired {
            error = .requiredPriorityMutation(passed: value.rawValue, existing: storedPriority.rawValue)
        }
        if let error {
            if reporting { LayoutErrors.report(error) }
            throw error
        }
        guard value != storedPriority else { return }
        storedPriority = value
        engineDidChange()
    }

    /// Whether the constraint takes part in layout. Activating installs it on the nearest
    /// common ancestor of its items; items without one are reported with UIKit's message.
    public var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue { LayoutConstraint.activate([self]) } else { LayoutConstraint.deactivate([self]) }
        }
    }

    /// Whether the engine broke this constraint to resolve a conflict; it then holds as
    /// nearly as it can, above every optional priority.
    public var isBroken: Bool { installedOn?.root.hostedEngine?.isBroken(self) ?? false }

    /// Whether the system made the constraint (autoresizing, intrinsic size, guides,
    /// containers' arrangements, encapsulated sizes). Conflicts break app constraints first.
    open var isSystemGenerated: Bool {
        guard let identifier else { return false }
        return identifier.hasPrefix("UI") || identifier.hasPrefix("NS") || identifier.hasPrefix("_UI")
    }

    /// What decides whether a conflict breaks this constraint rather than another.
    public var breakingKeys: BreakingKeys {
        BreakingKeys(appMade: !isSystemGenerated, firstAttribute: firstAttribute, hasSecondItem: second != nil)
    }

    /// The class name UIKit prints for this kind of constraint (`NSLayoutConstraint`).
    public var debugClassName: String { className }
    var className: String { "NSLayoutConstraint" }
    /// Whether the subclass's own settings (mask, hugging) match; see `hasSameShape(as:)`.
    func shapeDetailsMatch(_ other: LayoutConstraint) -> Bool {
        switch (visualForm, other.visualForm) {
        case (nil, nil): true
        case (let a?, let b?): a.matches(b)
        default: false
        }
    }

    /// The relation as UIKit prints it, without class, address and state.
    public var equationDescription: String { body }
    var body: String { visualForm?.body(of: self) ?? defaultEquationDescription }
    /// How to print the constraint in the visual format, for those UIKit prints that way.
    var visualForm: VisualForm?

    // MARK: Engine

    /// The solver constraints this constraint stands for.
    func lowered() -> [LinearConstraint] {
        let mirrored = isRightToLeft
        let (first, second) = resolvedSources()
        var expression = first.expression(mirrored: mirrored)
        if let second { expression = expression - Double(multiplier) * second.expression(mirrored: mirrored) }
        expression = expression - Double(storedConstant)
        // Margins and offsets add to the constant; their sum is held to the limits too.
        expression.constant = Double(Self.withinInternalLimits(CGFloat(expression.constant)))
        if objectiveWeight != 1 { expression = objectiveWeight * expression }
        return [LinearConstraint(expression, relation.solverRelation, priority: storedPriority.solverPriority)]
    }

    /// The two sides, with a scroll view's edges replaced by its content's when the other
    /// side is one of its descendants (UIKit's rule: edges attach to the content, sizes
    /// and centres to the frame).
    private func resolvedSources() -> (AnchorSource, AnchorSource?) {
        func substitute(_ source: AnchorSource, other: AnchorSource?) -> AnchorSource {
            guard case .attribute(let node, let attribute) = source, Self.edgeAttributes.contains(attribute),
                let scroll = node.item as? ScrollView,
                let content = scroll.contentNode(forConstraintWith: other?.node)
            else { return source }
            return .attribute(content, attribute)
        }
        guard let second else { return (substitute(first, other: nil), nil) }
        return (substitute(first, other: second), substitute(second, other: first))
    }

    /// The attributes of a scroll view that attach to its content.
    private static let edgeAttributes: Set<LayoutAttribute> = [.left, .right, .top, .bottom, .leading, .trailing]

    /// Whether the constraint relates leading or trailing edges in a right-to-left layout
    /// (decided by the first item's view): its x positions are then mirrored.
    var isRightToLeft: Bool {
        guard first.isDirectional || second?.isDirectional == true else { return false }
        let view = nodes.lazy.compactMap(\.view).first
        return view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// Re-solves after a change of constant or priority.
    func engineDidChange() {
        guard let view = installedOn else { return }
        view.root.hostedEngine?.update(self)
        view.setNeedsLayout()
    }

    /// The items the constraint refers to.
    var nodes: [LayoutNode] { first.nodes + (second?.nodes ?? []) }

    func references(nodes ids: Set<ObjectIdentifier>) -> Bool {
        nodes.contains { ids.contains(ObjectIdentifier($0)) }
    }

    func references(viewsIn ids: Set<ObjectIdentifier>) -> Bool {
        nodes.contains { node in node.view.map { ids.contains(ObjectIdentifier($0)) } ?? false }
    }

    /// Whether two handles are the same constraint.
    nonisolated public static func == (lhs: LayoutConstraint, rhs: LayoutConstraint) -> Bool { lhs === rhs }
    /// Hashes the identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension LayoutRelation {
    var solverRelation: Relation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}

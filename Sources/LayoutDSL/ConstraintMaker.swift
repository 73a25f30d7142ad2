import AutoLayout
import Foundation

/// The `$0` of `makeConstraints { ... }`: each attribute starts a statement.
@MainActor
public final class ConstraintMaker {
    let item: any LayoutItem
    var descriptions: [ConstraintDescription] = []

    init(item: any LayoutItem) { self.item = item }

    private func start(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        let description = ConstraintDescription(item: item, attributes: attributes)
        descriptions.append(description)
        return ConstraintMakerExtendable(description)
    }

    /// Starts a statement on the left edge.
    public var left: ConstraintMakerExtendable { start(.left) }
    /// Starts a statement on the top edge.
    public var top: ConstraintMakerExtendable { start(.top) }
    /// Starts a statement on the bottom edge.
    public var bottom: ConstraintMakerExtendable { start(.bottom) }
    /// Starts a statement on the right edge.
    public var right: ConstraintMakerExtendable { start(.right) }
    /// Starts a statement on the leading edge (left in a left-to-right layout).
    public var leading: ConstraintMakerExtendable { start(.leading) }
    /// Starts a statement on the trailing edge (right in a left-to-right layout).
    public var trailing: ConstraintMakerExtendable { start(.trailing) }
    /// Starts a statement on the width.
    public var width: ConstraintMakerExtendable { start(.width) }
    /// Starts a statement on the height.
    public var height: ConstraintMakerExtendable { start(.height) }
    /// Starts a statement on the horizontal center.
    public var centerX: ConstraintMakerExtendable { start(.centerX) }
    /// Starts a statement on the vertical center.
    public var centerY: ConstraintMakerExtendable { start(.centerY) }
    /// Starts a statement on the baseline of the last line of text.
    public var lastBaseline: ConstraintMakerExtendable { start(.lastBaseline) }
    /// Starts a statement on the baseline of the first line of text.
    public var firstBaseline: ConstraintMakerExtendable { start(.firstBaseline) }
    /// Starts a statement on the left edge of the layout margins.
    public var leftMargin: ConstraintMakerExtendable { start(.leftMargin) }
    /// Starts a statement on the right edge of the layout margins.
    public var rightMargin: ConstraintMakerExtendable { start(.rightMargin) }
    /// Starts a statement on the top edge of the layout margins.
    public var topMargin: ConstraintMakerExtendable { start(.topMargin) }
    /// Starts a statement on the bottom edge of the layout margins.
    public var bottomMargin: ConstraintMakerExtendable { start(.bottomMargin) }
    /// Starts a statement on the leading edge of the layout margins.
    public var leadingMargin: ConstraintMakerExtendable { start(.leadingMargin) }
    /// Starts a statement on the trailing edge of the layout margins.
    public var trailingMargin: ConstraintMakerExtendable { start(.trailingMargin) }
    /// Starts a statement on the horizontal center of the layout margins.
    public var centerXWithinMargins: ConstraintMakerExtendable { start(.centerXWithinMargins) }
    /// Starts a statement on the vertical center of the layout margins.
    public var centerYWithinMargins: ConstraintMakerExtendable { start(.centerYWithinMargins) }
    /// Starts a statement on the four edges: left, top, right and bottom.
    public var edges: ConstraintMakerExtendable { start(.edges) }
    /// Starts a statement on the left and right edges.
    public var horizontalEdges: ConstraintMakerExtendable { start(.horizontalEdges) }
    /// Starts a statement on the top and bottom edges.
    public var verticalEdges: ConstraintMakerExtendable { start(.verticalEdges) }
    /// Starts a statement on the leading, top, trailing and bottom edges.
    public var directionalEdges: ConstraintMakerExtendable { start(.directionalEdges) }
    /// Starts a statement on the leading and trailing edges.
    public var directionalHorizontalEdges: ConstraintMakerExtendable { start(.directionalHorizontalEdges) }
    /// Starts a statement on the top and bottom edges.
    public var directionalVerticalEdges: ConstraintMakerExtendable { start(.directionalVerticalEdges) }
    /// Starts a statement on the width and the height.
    public var size: ConstraintMakerExtendable { start(.size) }
    /// Starts a statement on both centers.
    public var center: ConstraintMakerExtendable { start(.center) }
    /// Starts a statement on the four edges of the layout margins.
    public var margins: ConstraintMakerExtendable { start(.margins) }
    /// Starts a statement on the leading, top, trailing and bottom edges of the layout margins.
    public var directionalMargins: ConstraintMakerExtendable { start(.directionalMargins) }
    /// Starts a statement on both centers of the layout margins.
    public var centerWithinMargins: ConstraintMakerExtendable { start(.centerWithinMargins) }

    /// Runs the closure and turns its statements into constraint handles (not active). A
    /// view the DSL touches stops translating its autoresizing mask, as in SnapKit.
    static func prepare(_ item: any LayoutItem, _ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        (item as? View)?.translatesAutoresizingMaskIntoConstraints = false
        let maker = ConstraintMaker(item: item)
        closure(maker)
        return maker.descriptions.compactMap { description in
            if let made = description.made { return made.layoutConstraints.isEmpty ? nil : made }
            description.made = description.makeConstraint()
            return description.made
        }
    }
}

/// The end of a statement: a label, or the handle.
@MainActor
public class ConstraintMakerFinalizable {
    let description: ConstraintDescription
    init(_ description: ConstraintDescription) { self.description = description }

    /// Names the constraints (their `identifier`); descriptions print the label in place of
    /// the address.
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable {
        description.label = label
        return self
    }

    /// The handle of the statement's constraints, for later updates. It is made when the
    /// statement is complete (the closure's end); reading it earlier makes it then.
    public var constraint: Constraint {
        if let made = description.made { return made }
        let made = description.makeConstraint() ?? Constraint.empty(description)
        description.made = made
        return made
    }
}

/// A statement that can take a priority.
@MainActor
public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
    /// The priority: `.required`, `.high`, `.medium`, `.low`, or any value in 1...1000.
    @discardableResult
    public func priority(_ amount: ConstraintPriority) -> ConstraintMakerFinalizable {
        description.priority = amount.value
        return self
    }

    /// The priority as a number or a ``LayoutPriority``.
    @discardableResult
    public func priority(_ amount: ConstraintPriorityTarget) -> ConstraintMakerFinalizable {
        description.priority = amount.constraintPriorityTargetValue
        return self
    }
}

/// A statement whose constant and multiplier can still change.
@MainActor
public class ConstraintMakerEditable: ConstraintMakerPrioritizable {
    /// Adds `amount` to every constraint of the statement.
    @discardableResult
    public func offset(_ amount: ConstraintOffsetTarget) -> ConstraintMakerEditable {
        description.constant = amount.constantValue
        return self
    }

    /// Insets every edge by `amount`, with SnapKit's signs (the right and bottom move in by
    /// a negative constant, sizes shrink by both sides).
    @discardableResult
    public func inset(_ amount: ConstraintInsetTarget) -> ConstraintMakerEditable {
        if case .scalar(let value) = amount.constantValue {
            description.constant = .insets(EdgeInsets(top: value, left: value, bottom: value, right: value))
        } else {
            description.constant = amount.constantValue
        }
        return self
    }

    /// Insets by leading and trailing edge.
    @discardableResult
    public func inset(_ amount: ConstraintDirectionalInsetTarget) -> ConstraintMakerEditable {
        description.constant = amount.constantValue
        return self
    }

    /// Multiplies the second side.
    @discardableResult
    public func multipliedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        description.multiplier = amount.constraintMultiplierTargetValue
        return self
    }

    /// Divides the second side.
    @discardableResult
    public func dividedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        description.multiplier = 1 / amount.constraintMultiplierTargetValue
        return self
    }
}

import Foundation

/// How UIKit prints a constraint in the visual format language:
/// `V:|-(8)-[UILayoutGuide:0x600000001230'UIViewLayoutMarginsGuide']`, `H:[A]-(>=8@750)-[B]`,
/// `H:[UIView:0x7fa000001200(100)]`.
@MainActor
struct VisualForm {
    enum Shape {
        /// A gap between two items; `nil` stands for the superview's edge, `|`.
        case spacing(from: LayoutNode?, to: LayoutNode?)
        /// The size of an item, as a constant or equal to another item's.
        case size(LayoutNode, other: LayoutNode?)
    }

    var axis: LayoutAxis
    var shape: Shape
    /// The superview the bars stand for, named after the description.
    var superview: View? { superviewLink?.view }
    private var superviewLink: ViewLink?
    /// Whether the gap is directional: printed with `(LTR)` or `(RTL)`.
    var direction: UserInterfaceLayoutDirection?
    /// Whether the gap is the standard spacing, printed `NSSpace(8)`.
    var isStandardSpacing = false

    init(
        axis: LayoutAxis, shape: Shape, superview: View? = nil, direction: UserInterfaceLayoutDirection? = nil,
        isStandardSpacing: Bool = false
    ) {
        self.axis = axis
        self.shape = shape
        superviewLink = superview?.link
        self.direction = direction
        self.isStandardSpacing = isStandardSpacing
    }

    /// The formula for a constraint with this shape.
    func body(of constraint: LayoutConstraint) -> String {
        let orientation = axis == .horizontal ? "H:" : "V:"
        var predicate = constraint.relation == .equal ? "" : "\(constraint.relation)"
        switch shape {
        case .spacing(let from, let to):
            predicate += isStandardSpacing ? "NSSpace(\(format(constraint.constant)))" : format(constraint.constant)
            if !constraint.priority.isRequired { predicate += "@\(constraint.priority)" }
            let left = from.map { "[\($0.debugName)]" } ?? "|"
            let right = to.map { "[\($0.debugName)]" } ?? "|"
            let suffix = direction.map { $0 == .leftToRight ? "(LTR)" : "(RTL)" } ?? ""
            return "\(orientation)\(left)-(\(predicate))-\(right)\(suffix)"
        case .size(let node, let other):
            predicate += other?.debugName ?? format(constraint.constant)
            if !constraint.priority.isRequired { predicate += "@\(constraint.priority)" }
            return "\(orientation)[\(node.debugName)(\(predicate))]"
        }
    }

    /// Whether `other` prints the same way for a constraint with the same numbers.
    func matches(_ other: VisualForm) -> Bool {
        guard axis == other.axis, superview === other.superview, direction == other.direction,
            isStandardSpacing == other.isStandardSpacing
        else { return false }
        switch (shape, other.shape) {
        case (.spacing(let a, let b), .spacing(let c, let d)): return a === c && b === d
        case (.size(let a, let b), .size(let c, let d)): return a === c && b === d
        default: return false
        }
    }

    /// `'|':UIView:0x7fa000001200` when a bar stands for the superview.
    var names: String? {
        guard case .spacing(let from, let to) = shape, from == nil || to == nil, let superview else { return nil }
        return "'|':\(superview.debugName)"
    }
}

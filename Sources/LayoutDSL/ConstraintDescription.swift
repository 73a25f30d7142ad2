import AutoLayout
import Foundation

/// One DSL statement while it is written: `$0.top.equalToSuperview().offset(8)`.
@MainActor
final class ConstraintDescription {
    let item: any LayoutItem
    var attributes: ConstraintAttributes
    var relation: LayoutRelation?
    var related: ConstraintItem?
    var multiplier: CGFloat = 1
    var constant: ConstantValue = .scalar(0)
    var priority: Float = 1000
    var label: String?
    var location = ""
    /// Why the statement cannot make a constraint, if it cannot.
    var error: LayoutError?
    /// The handle, once made.
    var made: Constraint?

    init(item: any LayoutItem, attributes: ConstraintAttributes) {
        self.item = item
        self.attributes = attributes
    }

    /// Records a relation to a target, as SnapKit's `relatedTo` does.
    func relate(_ relation: LayoutRelation, to target: ConstraintRelatableTarget, file: String, line: UInt) {
        self.relation = relation
        location = "\((file as NSString).lastPathComponent)#\(line)"
        switch target {
        case let item as ConstraintItem:
            related = item
        case let view as View:
            related = ConstraintItem(target: view, attributes: .none)
        case let guide as LayoutGuide:
            related = ConstraintItem(target: guide, attributes: .none)
        case let value as ConstraintConstantTarget:
            related = ConstraintItem(target: nil, attributes: .none)
            constant = value.constantValue
        default:
            fail("Cannot relate to \(type(of: target))")
        }
    }

    /// Records a relation to the superview, or the error when there is none.
    func relateToSuperview(
        _ relation: LayoutRelation, file: String, line: UInt, map: ((View) -> ConstraintRelatableTarget)?
    ) {
        let owner = item.owningView
        guard let owner else {
            location = "\((file as NSString).lastPathComponent)#\(line)"
            self.relation = relation
            return fail("Expected superview but found nil when attempting make constraint `equalToSuperview`.")
        }
        relate(relation, to: map?(owner) ?? owner, file: file, line: line)
    }

    func fail(_ message: String) {
        guard error == nil else { return }
        error = .invalidDSLStatement(message: message, location: location)
    }

    /// The finished statement as a constraint handle, or `nil` (with the error reported)
    /// when it cannot make one.
    func makeConstraint() -> Constraint? {
        if relation == nil { fail("The statement names attributes but no relation (equalTo, ...).") }
        if let error {
            LayoutErrors.report(error)
            return nil
        }
        do {
            return try Constraint(self)
        } catch {
            LayoutErrors.report(error)
            return nil
        }
    }
}

import AutoLayout
import Cassowary
import Foundation

/// Listed constraints rebuilt as solver constraints: each item becomes an unknown frame
/// (x, y, and a width and height that are never negative, unless `sizesMayBeNegative`).
/// Margin attributes sit 8 points inside the edges (UIKit's default margins); baselines at
/// the bottom; a scroll view's content width and height (`contentHeight{id: 9}`) are never
/// negative; other engine variables are free unknowns. Views are told apart by class and
/// address only.
struct StatementModel {
    private var frames: [String: (x: Variable, y: Variable, w: Variable, h: Variable)] = [:]
    private var extras: [String: Variable] = [:]
    let sizesMayBeNegative: Bool

    init(sizesMayBeNegative: Bool = false) { self.sizesMayBeNegative = sizesMayBeNegative }

    /// The items met so far, in the order they were met (as ``key(_:)`` names them).
    private(set) var items: [String] = []
    /// The name each item was first printed with, preview included.
    private(set) var printedNames: [String: String] = [:]

    /// The view an item names: `Class:0xADDR` without the text preview UIKit may print
    /// differently each time (`UITextView:0x7f…'Hello wor…'`); other names as they are.
    static func key(_ item: String) -> String {
        guard let colon = item.firstIndex(of: ":"), item[item.index(after: colon)...].hasPrefix("0x"),
            let quote = item.firstIndex(of: "'"), quote > colon
        else { return item }
        return String(item[..<quote])
    }

    mutating func frame(_ name: String) -> (x: Variable, y: Variable, w: Variable, h: Variable) {
        let item = Self.key(name)
        if let frame = frames[item] { return frame }
        let made = (
            Variable("\(item).minX"), Variable("\(item).minY"),
            Variable("\(item).width", isNonNegative: !sizesMayBeNegative),
            Variable("\(item).height", isNonNegative: !sizesMayBeNegative)
        )
        frames[item] = made
        items.append(item)
        printedNames[item] = name
        return made
    }

    /// The expression of one side.
    mutating func expression(_ side: ConstraintStatement.Side) -> LinearExpression {
        let f = frame(side.item)
        let x = LinearExpression(f.x)
        let y = LinearExpression(f.y)
        let w = LinearExpression(f.w)
        let h = LinearExpression(f.h)
        switch side.attribute {
        case "left", "leading", "minX": return x
        case "right", "trailing", "maxX": return x + w
        case "top", "minY": return y
        case "bottom", "maxY", "firstBaseline", "lastBaseline", "baseline": return y + h
        case "width", "Width": return w
        case "height", "Height": return h
        case "centerX", "midX": return x + 0.5 * w
        case "centerY", "midY": return y + 0.5 * h
        case "leftMargin", "leadingMargin": return x + 8
        case "rightMargin", "trailingMargin": return x + w - 8
        case "topMargin": return y + 8
        case "bottomMargin": return y + h - 8
        case "centerXWithinMargins": return x + 0.5 * w
        case "centerYWithinMargins": return y + 0.5 * h
        default:
            let key = "\(Self.key(side.item)).\(side.attribute)"
            if let variable = extras[key] { return LinearExpression(variable) }
            // A scroll view's content size (`contentHeight{id: 178}`) is never negative.
            let isSize = side.attribute.hasPrefix("content") && !sizesMayBeNegative
            let variable = Variable(key, isNonNegative: isSize)
            extras[key] = variable
            return LinearExpression(variable)
        }
    }

    /// `first - multiplier * second`: the side the constant is compared with.
    mutating func variablePart(_ statement: ConstraintStatement) -> LinearExpression {
        var e = expression(statement.first)
        if let second = statement.second { e = e - statement.multiplier * expression(second) }
        return e
    }

    /// The solver constraints for a statement: one (two for a content-size constraint, at
    /// its hugging and compression-resistance priorities).
    /// A constant beyond the layout engine's limits is held to them, as UIKit's engine
    /// substitutes a smaller value for it (see ``LayoutConstraint/largestConstant``).
    mutating func constraints(_ statement: ConstraintStatement) -> [LinearConstraint] {
        let e = variablePart(statement) - Double(LayoutConstraint.heldToLimits(CGFloat(statement.constant)))
        if let hug = statement.hugging {
            let resistance = statement.compressionResistance ?? 750
            return [
                LinearConstraint(e, .lessThanOrEqual, priority: Priority(clamp(hug))),
                LinearConstraint(e, .greaterThanOrEqual, priority: Priority(clamp(resistance))),
            ]
        }
        let relation: Relation =
            switch statement.relation {
            case "<=": .lessThanOrEqual
            case ">=": .greaterThanOrEqual
            default: .equal
            }
        return [LinearConstraint(e, relation, priority: Priority(clamp(statement.priority)))]
    }

    private func clamp(_ p: Double) -> Double { p.isFinite ? min(1000, max(1, p)) : 1000 }
}

/// Which listed constraints cannot hold together: the first minimal conflicting set found
/// when adding them in order, as indexes into the list (sorted), or nil when they all hold.
func firstConflict(_ statements: [ConstraintStatement], sizesMayBeNegative: Bool = false) -> [Int]? {
    var model = StatementModel(sizesMayBeNegative: sizesMayBeNegative)
    var solver = Solver()
    var owner: [LinearConstraint: Int] = [:]
    for (index, statement) in statements.enumerated() {
        let made = model.constraints(statement)
        for constraint in made { owner[constraint] = index }
        do {
            try solver.add(made)
        } catch SolverError.unsatisfiableConstraint(_, let conflict) {
            return Array(Set(conflict.compactMap { owner[$0] })).sorted()
        } catch {
            continue
        }
    }
    return nil
}

/// The smallest and largest value an expression can take under some constraints (nil for
/// unbounded), found by pulling it down and up at a low priority.
func range(
    of statement: ConstraintStatement, under others: [ConstraintStatement], sizesMayBeNegative: Bool = false
) -> (low: Double?, high: Double?)? {
    var model = StatementModel(sizesMayBeNegative: sizesMayBeNegative)
    var solver = Solver()
    for other in others {
        guard (try? solver.add(model.constraints(other))) != nil else { return nil }
    }
    let e = model.variablePart(statement)
    let far = 1e9
    func extreme(_ target: Double) -> Double? {
        var probe = solver
        guard (try? probe.add(LinearConstraint(e - target, .equal, priority: .fittingSizeLevel))) != nil else {
            return nil
        }
        let value = e.evaluate { probe.value(of: $0) }
        return abs(value) > far / 2 ? nil : value
    }
    return (extreme(-far), extreme(far))
}

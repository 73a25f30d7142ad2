import Cassowary
import Foundation

extension LayoutEngine {
    /// Whether `expression` can move by one point either way without any constraint
    /// holding less well: the constraints leave it free.
    func canVary(_ expression: LinearExpression) -> Bool {
        let value = expression.evaluate { self.value(of: $0) }
        for delta in [1.0, -1.0] where moves(expression, to: value + delta) {
            return true
        }
        return false
    }

    /// Pulls `expression` towards `target` at a level below every priority and reports
    /// whether it moved; the pull is removed again, leaving any new solution in place.
    func moves(_ expression: LinearExpression, to target: Double) -> Bool {
        let before = expression.evaluate { self.value(of: $0) }
        let probe = LinearConstraint(expression - target, .equal, priority: .probe)
        structureChanged()
        guard (try? solver.addBelowEveryPriority(probe)) != nil else { return false }
        let after = expression.evaluate { self.value(of: $0) }
        try? solver.remove(probe)
        return abs(after - before) > 1e-7
    }
}

extension LayoutEngine {
    /// Holds `expression` at `target` at a level below every priority and below the probes,
    /// replacing the previous hold: where the constraints leave it free, it goes there.
    func hold(_ expression: LinearExpression, at target: Double) {
        structureChanged()
        if let previous = heldPosition { try? solver.remove(previous) }
        let hold = LinearConstraint(expression - target, .equal, priority: .hold)
        heldPosition = (try? solver.addBelowEveryPriority(hold)) != nil ? hold : nil
    }
}

extension LayoutNode {
    /// The frame's four unknowns relative to `parent` (a view's superview, a guide's owning
    /// view): x, y, width, height.
    func relativeUnknowns(to parent: LayoutNode?) -> [(name: String, expression: LinearExpression)] {
        let x = LinearExpression(minX) - (parent.map { LinearExpression($0.minX) } ?? LinearExpression(0))
        let y = LinearExpression(minY) - (parent.map { LinearExpression($0.minY) } ?? LinearExpression(0))
        return [
            ("minX{id: \(minX.id)}", x), ("minY{id: \(minY.id)}", y),
            ("Width{id: \(width.id)}", LinearExpression(width)),
            ("Height{id: \(height.id)}", LinearExpression(height)),
        ]
    }
}

extension View {
    /// The frame's four unknowns relative to the superview: x, y, width, height. A view
    /// that hosts its own engine inside a superview (a cell) has none: its superview sets
    /// its frame, outside that engine, as UIKit's lists set their cells' frames.
    private var relativeUnknowns: [(name: String, expression: LinearExpression)] {
        if isLayoutEngineRoot && superview != nil { return [] }
        return layoutNode.relativeUnknowns(to: superview?.layoutNode)
    }

    /// The frame's unknowns the constraints leave free: their axis, whether each is a
    /// position (else a size), and UIKit's name for it.
    package func freeUnknowns() -> [(axis: LayoutAxis, isPosition: Bool, name: String)] {
        root.layoutIfNeeded()
        let engine = root.ensureEngine()
        let kinds: [(LayoutAxis, Bool)] = [
            (.horizontal, true), (.vertical, true), (.horizontal, false), (.vertical, false),
        ]
        return zip(relativeUnknowns, kinds).filter { engine.canVary($0.0.expression) }.map { unknown, kind in
            (kind.0, kind.1, "\(debugName).\(unknown.name)")
        }
    }

    /// The names of the frame's unknowns that the constraints leave free, as UIKit's trace
    /// names them: `UIView:0x7fa000001200.minX{id: 12}`.
    func ambiguousUnknowns() -> [String] {
        let engine = root.ensureEngine()
        return relativeUnknowns.filter { engine.canVary($0.expression) }.map { "\(debugName).\($0.name)" }
    }

    /// Whether the constraints allow another frame for this view relative to its superview
    /// that satisfies them equally well (a missing constraint, or equal optional priorities
    /// pulling against each other).
    public var hasAmbiguousLayout: Bool {
        root.layoutIfNeeded()
        return !ambiguousUnknowns().isEmpty
    }

    /// Moves an ambiguous view to another frame that satisfies the constraints equally well,
    /// so that the ambiguity shows; does nothing to a view whose layout is not ambiguous.
    public func exerciseAmbiguityInLayout() {
        root.layoutIfNeeded()
        let engine = root.ensureEngine()
        for unknown in relativeUnknowns where engine.canVary(unknown.expression) {
            let value = unknown.expression.evaluate { engine.value(of: $0) }
            let step = max(20, abs(value) / 2)
            engine.hold(unknown.expression, at: value + step)
            if unknown.expression.evaluate({ engine.value(of: $0) }) == value {
                engine.hold(unknown.expression, at: value - step)
            }
            break
        }
        for view in root.engineSubtree { view.layoutSubviews() }
    }

    /// A text trace of the view tree, as UIKit's `_autolayoutTrace` prints it: one line per
    /// view indented with `|   `, `•` for the root that hosts the engine, `*` for views laid
    /// out by constraints, `+` for views that translate their autoresizing mask, and
    /// `- AMBIGUOUS LAYOUT for ...` naming the free unknowns of each ambiguous view.
    ///
    /// Below ``traceIndentLimit`` levels the indent stops growing and the line says its
    /// depth (`[depth 5000] `), so that the text of a tree is linear in its size, however deep.
    public func autolayoutTrace() -> String {
        let root = self.root
        root.layoutIfNeeded()
        var lines: [String] = []
        // Depth first, parents before children, with a stack (no depth of tree is too deep).
        var pending: [(view: View, depth: Int)] = [(root, 0)]
        while let (view, depth) = pending.popLast() {
            let mark = view === root ? "•" : view.translatesAutoresizingMaskIntoConstraints ? "+" : "*"
            var line = Self.traceIndent(depth) + mark + view.debugName
            let free = view.ambiguousUnknowns()
            if !free.isEmpty { line += "- AMBIGUOUS LAYOUT for " + free.joined(separator: ", ") }
            lines.append(line)
            for child in view.subviews.reversed() { pending.append((child, depth + 1)) }
        }
        return lines.joined(separator: "\n")
    }

    /// The deepest level ``autolayoutTrace()`` indents: 128.
    public static let traceIndentLimit = 128

    /// The indent of a line of the trace at `depth`.
    static func traceIndent(_ depth: Int) -> String {
        guard depth > traceIndentLimit else { return String(repeating: "|   ", count: depth) }
        return String(repeating: "|   ", count: traceIndentLimit) + "[depth \(depth)] "
    }
}

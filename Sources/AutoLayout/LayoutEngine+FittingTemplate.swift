import Cassowary

/// A self-sizing cell is measured again and again with the same change: its size pins
/// lifted and the same fitting constraints put in their place, only the constants (its
/// text's size, the target size) differing from one measurement to the next. The engine
/// then keeps a copy of its solver with that change made, a template, and measures by
/// moving the template's constants to the engine's: each is a shift of the dual simplex,
/// often with no pivot, where a measurement made and rolled back in the engine's own
/// solver re-solves on the way in and undoes it on the way out.
struct FittingTemplate {
    /// What a measurement changes, less the constants: the engine's state (its
    /// ``LayoutEngine/revision``), the lifted layout constraints and the fitting pieces.
    struct Shape: Equatable {
        var revision: Int
        var lifted: [ObjectIdentifier]
        var fitting: [(terms: [Term], relation: Relation, priority: Priority)]

        init(revision: Int, lifted: [LayoutConstraint], fitting: [LinearConstraint]) {
            self.revision = revision
            self.lifted = lifted.map(ObjectIdentifier.init)
            self.fitting = fitting.map { ($0.expression.terms, $0.relation, $0.priority) }
        }

        static func == (a: Shape, b: Shape) -> Bool {
            a.revision == b.revision && a.lifted == b.lifted
                && a.fitting.elementsEqual(b.fitting) { $0.0 == $1.0 && $0.1 == $1.1 && $0.2 == $1.2 }
        }
    }

    /// How many constant changes may wait for the next measurement before the template is
    /// dropped instead (an engine whose constants move often between measurements).
    static let pendingLimit = 256

    let shape: Shape
    /// The engine's solver with the lifted pieces removed and `fitting` added.
    var solver: Solver
    /// The template's fitting pieces, in the order of the shape.
    var fitting: [LinearConstraint]
    /// The engine's constant changes since the template last caught up, in order.
    var pending: [(old: LinearConstraint, new: LinearConstraint)] = []

    /// A template made from the engine's solver, or `nil` when the change cannot be made
    /// (a fitting constraint that conflicts: the engine's measurement handles it).
    init?(shape: Shape, from solver: Solver, removing lifted: [LinearConstraint], adding fitting: [LinearConstraint]) {
        var copy = solver
        do {
            try copy.remove(lifted)
            try copy.add(fitting)
        } catch {
            return nil
        }
        self.shape = shape
        self.solver = copy
        self.fitting = fitting
    }

    /// Brings the template up to the engine's constants and `fitting`'s, then reads
    /// `variables`; `nil` when a constant cannot move in place (the template is then
    /// unusable).
    /// - Complexity: a dual-simplex shift per constant changed since the last measurement.
    mutating func measure(fitting wanted: [LinearConstraint], reading variables: [Variable]) -> [Double]? {
        do {
            // A lifted piece is not in the template: the fitting constraints stand for it.
            for (old, new) in pending where solver.contains(old) { try solver.changeConstant(of: old, to: new) }
            pending.removeAll(keepingCapacity: true)
            for i in fitting.indices where fitting[i].expression.constant != wanted[i].expression.constant {
                try solver.changeConstant(of: fitting[i], to: wanted[i])
                fitting[i] = wanted[i]
            }
        } catch {
            return nil
        }
        return variables.map { solver.valueInPlace(of: $0) }
    }
}

extension LayoutEngine {
    /// Notes that the engine changed other than by a constant: a template no longer
    /// follows it.
    func structureChanged() {
        revision &+= 1
        fittingTemplate = nil
    }

    /// Notes a piece's constant change for the template, which replays it when it next
    /// measures.
    func constantChanged(_ old: LinearConstraint, to new: LinearConstraint) {
        guard fittingTemplate != nil else { return }
        if fittingTemplate!.pending.count >= FittingTemplate.pendingLimit {
            fittingTemplate = nil
            lastMeasurement = nil
            return
        }
        fittingTemplate!.pending.append((old, new))
    }

    /// The measurement through the template when one of this shape exists; `nil` when it
    /// does not, or cannot follow (then it is dropped).
    func measureWithTemplate(_ shape: FittingTemplate.Shape, fitting: [LinearConstraint], reading variables: [Variable])
        -> [Double]?
    {
        guard fittingTemplate?.shape == shape, var template = fittingTemplate.take() else { return nil }
        templateMeasurements += 1
        guard let values = template.measure(fitting: fitting, reading: variables) else {
            lastMeasurement = nil
            return nil
        }
        fittingTemplate = template
        return values
    }

    /// After a measurement in the engine's own solver: a second one of the same shape in a
    /// row makes a template for the next.
    func noteMeasurement(
        _ shape: FittingTemplate.Shape, removing lifted: [LinearConstraint], adding fitting: [LinearConstraint]
    ) {
        guard lastMeasurement == shape else {
            lastMeasurement = shape
            return
        }
        fittingTemplate = FittingTemplate(shape: shape, from: solver, removing: lifted, adding: fitting)
    }
}

extension View {
    /// How many fitting measurements of this view's tree its engine's template made (a
    /// count for tests).
    package var fittingTemplateMeasurements: Int { root.hostedEngine?.templateMeasurements ?? 0 }
}

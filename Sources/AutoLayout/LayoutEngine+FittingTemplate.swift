import Cassowary
import Foundation

/// One axis of a fit: the size the view is pulled towards, and how hard.
struct FittingTarget {
    var attribute: LayoutAttribute
    var size: CGFloat
    var priority: LayoutPriority
}

/// A self-sizing cell is measured again and again with the same change: its size pins
/// lifted and the same fitting constraints put in their place, only the constants (its
/// text's size, the target size) differing from one measurement to the next. The engine
/// then keeps a copy of its solver with that change made, a template, and measures by
/// moving the template's constants to the engine's: each is a shift of the dual simplex,
/// often with no pivot, where a measurement made and rolled back in the engine's own
/// solver re-solves on the way in and undoes it on the way out.
///
/// (A class: the engine reaches it through one reference, with no copy of the solver in
/// and out of the engine's property for each measurement. Its tables are private and
/// only its own methods touch them, one at a time: `@exclusivity(unchecked)`, see
/// docs/layout-pass.md, "Run-time checks".)
@MainActor
final class FittingTemplate {
    /// What a measurement changes, less the target sizes: the engine's state (its
    /// ``LayoutEngine/revision``), the lifted layout constraints and the fitting axes.
    struct Shape: Equatable {
        var revision: Int
        var lifted: [ObjectIdentifier]
        var axes: [Axis]

        struct Axis: Equatable {
            var attribute: LayoutAttribute
            var priority: LayoutPriority
        }

        init(revision: Int, lifted: [LayoutConstraint], targets: [FittingTarget]) {
            self.revision = revision
            self.lifted = lifted.map(ObjectIdentifier.init)
            self.axes = targets.map { Axis(attribute: $0.attribute, priority: $0.priority) }
        }

        /// Whether a measurement is of this shape (compared in place, making no shape).
        func matches(revision: Int, lifted: [LayoutConstraint], targets: [FittingTarget]) -> Bool {
            revision == self.revision && lifted.count == self.lifted.count && targets.count == axes.count
                && zip(lifted, self.lifted).allSatisfy { ObjectIdentifier($0) == $1 }
                && zip(targets, axes).allSatisfy { $0.attribute == $1.attribute && $0.priority == $1.priority }
        }
    }

    /// How many constant changes may wait for the next measurement before the template is
    /// dropped instead (an engine whose constants move often between measurements).
    static let pendingLimit = 256

    let shape: Shape
    /// The engine's solver with the lifted pieces removed and `fitting` added.
    @exclusivity(unchecked) private var solver: Solver
    /// The template's fitting pieces and the target sizes they pull towards, in the order
    /// of the shape's axes.
    @exclusivity(unchecked) private var fitting: [LinearConstraint]
    @exclusivity(unchecked) private var sizes: [CGFloat]
    /// The engine's constant changes since the template last caught up, in order.
    /// (Two lists of references rather than one of pairs: emptied keeping their storage,
    /// they cost nothing per measurement.)
    @exclusivity(unchecked) private var pendingOld: [LinearConstraint] = []
    @exclusivity(unchecked) private var pendingNew: [LinearConstraint] = []

    /// A template made from the engine's solver, or `nil` when the change cannot be made
    /// (a fitting constraint that conflicts: the engine's measurement handles it).
    init?(
        shape: Shape, from solver: Solver, removing lifted: [LinearConstraint], adding fitting: [LinearConstraint],
        sizes: [CGFloat]
    ) {
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
        self.sizes = sizes
    }

    /// Notes an engine piece's constant change, to replay at the next measurement;
    /// `false` when too many wait (the template should be dropped).
    func note(_ old: LinearConstraint, _ new: LinearConstraint) -> Bool {
        guard pendingOld.count < Self.pendingLimit else { return false }
        pendingOld.append(old)
        pendingNew.append(new)
        return true
    }

    /// Brings the template up to the engine's constants and to `targets`' sizes (the
    /// pieces of a new size lowered from `view`'s fitting constraint), then reads
    /// `variables`; `nil` when a constant cannot move in place (the template is then
    /// unusable).
    /// - Complexity: a dual-simplex shift per constant changed since the last measurement.
    func measure(_ targets: [FittingTarget], of view: View, reading variables: [Variable]) -> [Double]? {
        do {
            // A lifted piece is not in the template: the fitting constraints stand for it.
            for (old, new) in zip(pendingOld, pendingNew) where solver.containsInPlace(old) {
                try solver.changeConstantLeavingValues(of: old, to: new)
            }
            pendingOld.removeAll(keepingCapacity: true)
            pendingNew.removeAll(keepingCapacity: true)
            for i in targets.indices where targets[i].size != sizes[i] {
                let new = view.fittingConstraint(targets[i]).lowered()[0]
                try solver.changeConstantLeavingValues(of: fitting[i], to: new)
                fitting[i] = new
                sizes[i] = targets[i].size
            }
        } catch {
            return nil
        }
        var values: [Double] = []
        values.reserveCapacity(variables.count)
        for variable in variables { values.append(solver.valueInPlace(of: variable)) }
        return values
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
        guard let template = fittingTemplate, !template.note(old, new) else { return }
        fittingTemplate = nil
        lastMeasurement = nil
    }

    /// The measurement through the template when one of this shape exists; `nil` when it
    /// does not, or cannot follow (then it is dropped).
    func measureWithTemplate(
        lifted: [LayoutConstraint], _ targets: [FittingTarget], of view: View, reading variables: [Variable]
    ) -> [Double]? {
        guard let template = fittingTemplate,
            template.shape.matches(revision: revision, lifted: lifted, targets: targets)
        else { return nil }
        templateMeasurements += 1
        guard let values = template.measure(targets, of: view, reading: variables) else {
            fittingTemplate = nil
            lastMeasurement = nil
            return nil
        }
        return values
    }

    /// After a measurement in the engine's own solver: a second one of the same shape in a
    /// row makes a template for the next.
    func noteMeasurement(
        _ shape: FittingTemplate.Shape, removing lifted: [LinearConstraint], adding fitting: [LinearConstraint],
        sizes: [CGFloat]
    ) {
        guard lastMeasurement == shape else {
            lastMeasurement = shape
            return
        }
        fittingTemplate = FittingTemplate(shape: shape, from: solver, removing: lifted, adding: fitting, sizes: sizes)
    }
}

extension View {
    /// How many fitting measurements of this view's tree its engine's template made (a
    /// count for tests).
    package var fittingTemplateMeasurements: Int { root.hostedEngine?.templateMeasurements ?? 0 }
}

import Cassowary
import Foundation

/// The solver of one view tree, hosted by the tree's root view: it holds every active
/// constraint of the tree, lowered to solver constraints, and handles conflicts among
/// required constraints as UIKit does.
@MainActor
final class LayoutEngine {
    // `@exclusivity(unchecked)` marks: see docs/layout-pass.md, "Run-time checks".
    @exclusivity(unchecked) var solver = Solver()
    /// The solver constraints of each layout constraint in the engine.
    @exclusivity(unchecked) private(set) var pieces: [ObjectIdentifier: [LinearConstraint]] = [:]
    /// The layout constraints in the engine, by identity (their solver constraints change
    /// with every constant; a conflict finds a solver constraint's owner through `pieces`).
    @exclusivity(unchecked) private(set) var members: [ObjectIdentifier: LayoutConstraint] = [:]
    @exclusivity(unchecked) private var broken: Set<ObjectIdentifier> = []
    /// The pull that `exerciseAmbiguityInLayout()` left, below every priority.
    var heldPosition: LinearConstraint?
    /// Counts the engine's changes other than constants (see
    /// LayoutEngine+FittingTemplate.swift).
    var revision = 0
    /// The solver copy that repeated measurements of one shape use.
    var fittingTemplate: FittingTemplate?
    /// The shape of the last measurement made in the solver itself.
    var lastMeasurement: FittingTemplate.Shape?
    /// How many measurements the template made (a count for tests).
    var templateMeasurements = 0
    /// The constraints a fit of a non-root view lifts, by view, for ``boundaryRevision``
    /// (LayoutEngine+Boundary.swift).
    var boundaries: [ObjectIdentifier: Boundary] = [:]
    var boundaryRevision = -1
    /// Whether the host's own size constraints were left out (an engine a fit built); the
    /// next layout pass adds them.
    var lacksHostSize = false

    /// Builds the engine for the tree under `host`, adding its constraints in the order
    /// they were activated (so conflicts break the same constraints a live engine would).
    /// `withoutHostSize` leaves out the host's own size constraints (its autoresizing or
    /// temporary ones), for an engine a fit builds: the fit would lift them, and the next
    /// layout pass adds them (``View/addHostSizeConstraints(to:)``).
    convenience init(host: View, withoutHostSize: Bool = false) {
        self.init(host: host) { host in
            var all: [LayoutConstraint] = []
            for view in host.engineSubtree {
                view.refreshSystemConstraints()
                all += view.engineConstraints
            }
            guard withoutHostSize else { return all }
            let size = Set((host.autoresizingConstraints + host.temporarySizeConstraints).map(ObjectIdentifier.init))
            return all.filter { !size.contains(ObjectIdentifier($0)) }
        }
        lacksHostSize = withoutHostSize
    }

    /// Builds an engine for the constraints `collect` gives, with `host` at the origin.
    init(host: View, collecting collect: (View) -> [LayoutConstraint]) {
        let pins = [
            LinearConstraint(LinearExpression(host.layoutNode.minX), .equal),
            LinearConstraint(LinearExpression(host.layoutNode.minY), .equal),
        ]
        try? solver.add(pins)
        add(LayoutConstraint.inActivationOrder(collect(host)))
    }

    /// The value the solver found for a variable (read in place: see
    /// `Solver.valueInPlace(of:)`).
    func value(of variable: Variable) -> Double { solver.valueInPlace(of: variable) }

    /// Whether `constraint` is in the engine.
    func contains(_ constraint: LayoutConstraint) -> Bool { pieces[ObjectIdentifier(constraint)] != nil }

    /// Whether the engine broke `constraint` to resolve a conflict.
    func isBroken(_ constraint: LayoutConstraint) -> Bool { broken.contains(ObjectIdentifier(constraint)) }

    /// Adds a constraint. A required one that conflicts with the engine's required
    /// constraints is handled as UIKit handles it: see ``resolveConflict(adding:conflict:)``.
    func add(_ constraint: LayoutConstraint) {
        guard !contains(constraint) else { return }
        add(constraint, lowered: constraint.lowered())
    }

    /// ``add(_:)`` for a constraint already in the solver's form.
    private func add(_ constraint: LayoutConstraint, lowered: [LinearConstraint]) {
        structureChanged()
        do {
            try solver.add(lowered)
            record(constraint, lowered)
        } catch SolverError.unsatisfiableConstraint(_, let conflict) {
            resolveConflict(adding: constraint, lowered: lowered, conflict: conflict)
        } catch {
            // A number that reached the engine without a constraint's validation (a NaN
            // frame, intrinsic size, margin, metric or fitting size): refused as UIKit
            // refuses it, with the message it raises.
            LayoutErrors.report(constraint.unsolvableNumberError(lowered))
        }
    }

    /// Adds constraints in one solver transaction when they can all hold together; when
    /// they cannot, one at a time, each conflict handled as ``add(_:)`` handles it.
    func add(_ constraints: [LayoutConstraint]) {
        let fresh = constraints.filter { !contains($0) }
        if fresh.isEmpty { return }
        structureChanged()
        let lowered = fresh.map { $0.lowered() }
        if (try? solver.addIfSatisfiable(lowered.flatMap { $0 })) == true {
            for (constraint, pieces) in zip(fresh, lowered) { record(constraint, pieces) }
        } else {
            for (constraint, pieces) in zip(fresh, lowered) where !contains(constraint) {
                add(constraint, lowered: pieces)
            }
        }
    }

    /// The values of `variables` with `lifted` taken out of the engine and `view` pulled
    /// towards `targets` by its fitting constraints, for a measurement that leaves the
    /// engine exactly as it is (the solver makes the change in a transaction and rolls it
    /// back, see `Solver.measure(removing:adding:reading:)`). `nil` when the change cannot
    /// be made (a conflict, which the caller handles in the engine itself). The second
    /// measurement of one shape in a row makes a template for the next ones (see
    /// LayoutEngine+FittingTemplate.swift).
    ///
    /// - Complexity: proportional to what the change touches, plus a copy of the solver's
    ///   constraint records when the change writes them; through a template, a shift of the
    ///   dual simplex per constant changed since the last measurement.
    func measure(
        without lifted: [LayoutConstraint], fitting targets: [FittingTarget], of view: View,
        reading variables: [Variable]
    ) -> [Double]? {
        if let values = measureWithTemplate(lifted: lifted, targets, of: view, reading: variables) { return values }
        let added = targets.flatMap { view.fittingConstraint($0).lowered() }
        let removed = lifted.flatMap { pieces[ObjectIdentifier($0)] ?? [] }
        guard
            let values = try? solver.measure(
                removing: removed, adding: added, reading: variables, searchingConflicts: false)
        else { return nil }
        let shape = FittingTemplate.Shape(revision: revision, lifted: lifted, targets: targets)
        noteMeasurement(shape, removing: removed, adding: added, sizes: targets.map(\.size))
        return values
    }

    /// Removes a constraint (broken or not).
    func remove(_ constraint: LayoutConstraint) {
        guard let lowered = pieces.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        structureChanged()
        try? solver.remove(lowered)
        members[ObjectIdentifier(constraint)] = nil
        broken.remove(ObjectIdentifier(constraint))
    }

    /// Re-solves after a constraint's constant, priority or relation changed. A change of
    /// constants alone is made in place (the solver's dual simplex, as for a suggested
    /// value), and so is a change of priority alone to an optional one (the primal simplex
    /// from the current basis); anything else, or a constant that makes required
    /// constraints conflict, goes through removing and adding the constraint.
    func update(_ constraint: LayoutConstraint) {
        let id = ObjectIdentifier(constraint)
        guard var current = pieces[id] else { return }
        if !broken.contains(id) {
            let fresh = constraint.lowered()
            if fresh.count == current.count {
                var done = true
                for i in fresh.indices {
                    guard changeInPlace(current[i], to: fresh[i]) else {
                        done = false
                        break
                    }
                    current[i] = fresh[i]
                }
                pieces[id] = current
                if done { return }
            }
        }
        remove(constraint)
        add(constraint)
    }

    /// Re-solves after only a constraint's constant changed, from `old`: each of its solver
    /// constraints keeps its expression with the constant moved by the difference, times
    /// the constraint's weight (no new lowering: every lowering subtracts the constant
    /// once and scales by the weight), changed in place as
    /// ``update(_:)`` changes it.
    func updateConstant(_ constraint: LayoutConstraint, from old: CGFloat) {
        let id = ObjectIdentifier(constraint)
        guard let entry = pieces.index(forKey: id), !broken.contains(id) else { return update(constraint) }
        let delta = Double(constraint.storedConstant - old) * constraint.objectiveWeight
        // Each piece is replaced where it is stored (no copy of the list, no second look-up).
        for i in pieces.values[entry].indices {
            let piece = pieces.values[entry][i]
            let fresh = piece.withConstant(piece.expression.constant - delta)
            guard (try? solver.changeConstantLeavingValues(of: piece, to: fresh)) != nil else {
                return update(constraint)
            }
            constantChanged(piece, to: fresh)
            pieces.values[entry][i] = fresh
        }
    }

    /// Changes a solver constraint's constant (dual simplex) or its priority (primal
    /// simplex) in place; `false` when neither can be done, with the solver unchanged.
    private func changeInPlace(_ current: LinearConstraint, to fresh: LinearConstraint) -> Bool {
        if fresh.priority == current.priority {
            guard (try? solver.changeConstantLeavingValues(of: current, to: fresh)) != nil else { return false }
            constantChanged(current, to: fresh)
            return true
        }
        structureChanged()
        return (try? solver.changePriority(of: current, to: fresh)) != nil
    }

    private func record(_ constraint: LayoutConstraint, _ lowered: [LinearConstraint]) {
        pieces[ObjectIdentifier(constraint)] = lowered
        members[ObjectIdentifier(constraint)] = constraint
    }

    /// The layout constraint a solver constraint stands for (a scan: only conflicts ask).
    private func owner(of piece: LinearConstraint) -> LayoutConstraint? {
        pieces.first { $0.value.contains { $0 === piece } }.flatMap { members[$0.key] }
    }

    /// UIKit's recovery: report the mutually exclusive constraints in the order they entered
    /// the engine, break one (``BreakingKeys``: the largest keys, the oldest of a tie), keep
    /// it as a soft constraint at 1100, and try again until the new constraint is in. The
    /// victims are broken in the same solver call that adds the new constraint, so the
    /// simplex goes from the old solution to the new one directly.
    private func resolveConflict(
        adding constraint: LayoutConstraint, lowered: [LinearConstraint], conflict: [LinearConstraint]
    ) {
        var conflict = conflict
        var victims: [LayoutConstraint] = []
        for _ in 0..<64 {
            let members = conflictMembers(conflict, adding: constraint, lowered: lowered)
            let victim = Self.constraintToBreak(among: members) ?? constraint
            ConflictReporting.deliver(ConflictReport(constraints: members, brokenConstraint: victim))
            if victim === constraint { break }
            victims.append(victim)
            do {
                try add(lowered, breaking: &victims)
                record(constraint, lowered)
                return
            } catch SolverError.unsatisfiableConstraint(_, let next) {
                conflict = next
            } catch {
                break
            }
        }
        for victim in victims { breakConstraint(victim) }
        breakConstraint(constraint)
    }

    /// The layout constraints a solver conflict names, in the order they entered the engine.
    private func conflictMembers(
        _ conflict: [LinearConstraint], adding constraint: LayoutConstraint, lowered: [LinearConstraint]
    ) -> [LayoutConstraint] {
        var members: [LayoutConstraint] = []
        for piece in conflict {
            guard let owner = lowered.contains(piece) ? constraint : owner(of: piece) else { continue }
            if !members.containsIdentical(owner) { members.append(owner) }
        }
        return LayoutConstraint.inActivationOrder(members)
    }

    /// Adds `lowered` with `victims` broken, in one solver call. A victim the solver cannot
    /// relax in place is broken on its own first (``breakConstraint(_:)``). On success
    /// `victims` is emptied (each is broken); on an error it holds the victims not yet
    /// broken, and the solver is as it was but for those broken on their own.
    private func add(_ lowered: [LinearConstraint], breaking victims: inout [LayoutConstraint]) throws {
        while true {
            structureChanged()
            do {
                try solver.add(lowered, breaking: victims.flatMap { pieces[ObjectIdentifier($0)] ?? [] })
                for victim in victims { broken.insert(ObjectIdentifier(victim)) }
                victims.removeAll()
                return
            } catch SolverError.notInPlace(let piece, _) {
                guard let i = victims.firstIndex(where: { pieces[ObjectIdentifier($0)]?.contains(piece) ?? false })
                else { throw SolverError.notInPlace(piece, .differentConstraint) }
                breakConstraint(victims.remove(at: i))
            }
        }
    }

    /// Turns `constraint` into a broken one: in the solver at level 1100.
    private func breakConstraint(_ constraint: LayoutConstraint) {
        structureChanged()
        let lowered = pieces[ObjectIdentifier(constraint)] ?? constraint.lowered()
        if contains(constraint) { try? solver.remove(lowered) }
        for piece in lowered { try? solver.addBroken(piece) }
        record(constraint, lowered)
        broken.insert(ObjectIdentifier(constraint))
    }

    /// The constraint UIKit would break: the one with the largest ``BreakingKeys``, the
    /// earliest of those tied; `members` are in the order they entered the engine.
    static func constraintToBreak(among members: [LayoutConstraint]) -> LayoutConstraint? {
        BreakingKeys.choice(members.map(\.breakingKeys)).map { members[$0] }
    }
}

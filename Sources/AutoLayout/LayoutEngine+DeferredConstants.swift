import Cassowary

/// Constant changes the engine's own solver has not taken yet. While the engine has a
/// fitting template, a new constant (a label's new text size, typically) goes to the
/// template at once and waits here for the engine's solver, which takes every waiting
/// change before anything reads or changes it (as UIKit's engine takes content-size
/// changes at its next update, not at each `invalidateIntrinsicContentSize()`). A cell
/// measured again and again then moves each constant in one solver, not two.
///
/// A constraint changed several times waits once, with its latest pieces, so what waits is
/// bounded by the number of constraints in the engine.
struct DeferredConstants {
    /// The latest solver pieces of each waiting constraint.
    private var latest: [ObjectIdentifier: [LinearConstraint]] = [:]
    /// The waiting constraints in the order of their first change.
    private var order: [ObjectIdentifier] = []

    /// Whether nothing waits.
    var isEmpty: Bool { latest.isEmpty }

    /// The latest pieces of a waiting constraint.
    func pieces(of id: ObjectIdentifier) -> [LinearConstraint]? { latest[id] }

    /// Notes a constraint's latest pieces.
    mutating func set(_ pieces: [LinearConstraint], for id: ObjectIdentifier) {
        if latest.updateValue(pieces, forKey: id) == nil { order.append(id) }
    }

    /// Every waiting change, in the order of the first changes; nothing waits afterwards.
    mutating func takeAll() -> [(id: ObjectIdentifier, pieces: [LinearConstraint])] {
        var all: [(id: ObjectIdentifier, pieces: [LinearConstraint])] = []
        all.reserveCapacity(latest.count)
        for id in order { all.append((id, latest[id]!)) }
        latest.removeAll(keepingCapacity: true)
        order.removeAll(keepingCapacity: true)
        return all
    }
}

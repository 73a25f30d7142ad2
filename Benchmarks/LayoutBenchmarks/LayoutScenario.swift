import AutoLayout

/// A layout-level scenario with a first layout and a change: its tree laid out and
/// checked, changed and checked again, then timed (the first layout of fresh trees, and
/// the change made and taken back in turn on the checked tree, each with the layout
/// after it).
@MainActor
struct LayoutScenario<Tree> {
    var name: String
    /// The change's suffix in its measurement's name, and what one timed change does.
    var change: (suffix: String, operation: String)
    /// Makes a fresh tree.
    var make: () -> Tree
    /// The view whose `layoutIfNeeded()` lays the tree out.
    var root: (Tree) -> View
    /// Checks a laid-out tree's frames, with the change made or not.
    var verify: (Tree, _ changed: Bool, _ scenario: String) throws -> Void
    /// Makes the change (`true`) or takes it back (`false`).
    var apply: (Tree, _ changed: Bool) -> Void

    /// The two measurements, after the checks.
    func measure(runs: Int) throws -> [Measurement] {
        let probe = make()
        root(probe).layoutIfNeeded()
        try verify(probe, false, name)
        apply(probe, true)
        root(probe).layoutIfNeeded()
        try verify(probe, true, name + " " + change.suffix)
        let (layout, layoutRuns) = medianNanoseconds(runs: runs) {
            let tree = make()
            return (time { root(tree).layoutIfNeeded() }, 1)
        }
        var changed = true  // the probe is changed: the first timed change takes it back
        let (changing, changeRuns) = medianNanoseconds(runs: runs) {
            changed.toggle()
            return (time { apply(probe, changed); root(probe).layoutIfNeeded() }, 1)
        }
        return [
            Measurement(scenario: name, nanoseconds: layout, operation: "first layout", runs: layoutRuns),
            Measurement(
                scenario: name + " " + change.suffix, nanoseconds: changing, operation: change.operation,
                runs: changeRuns),
        ]
    }
}

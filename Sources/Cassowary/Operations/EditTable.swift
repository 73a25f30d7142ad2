/// The solver's edit variables: each one's edit constraint and last suggested value, found
/// by the variable's integer key (an ``IntKeyedMap`` look-up, without hashing a
/// ``Variable``), in a dense array that a removal fills by moving the last entry.
struct EditTable: Sendable {
    private var index = IntKeyedMap<Int32>()
    private var entries: [(variable: Variable, info: Solver.EditInfo)] = []

    /// The number of edit variables.
    var count: Int { entries.count }

    /// The entries, in no particular order.
    var all: [(variable: Variable, info: Solver.EditInfo)] { entries }

    /// Where `variable`'s entry is, or nil when it is not an edit variable. O(1) expected.
    @inline(__always) func position(of variable: Variable) -> Int? {
        index[variable.key].map { Int($0) }
    }

    /// The entry at `position` (from ``position(of:)``, valid until the next insertion or
    /// removal).
    @inline(__always) subscript(position position: Int) -> Solver.EditInfo {
        // Read and changed in place: a copy would count a reference to its constraint.
        _read { yield entries[position].info }
        _modify { yield &entries[position].info }
    }

    /// `variable`'s entry; assigning nil removes it. O(1) expected.
    subscript(variable: Variable) -> Solver.EditInfo? {
        get { position(of: variable).map { entries[$0].info } }
        set {
            if let info = newValue {
                if let i = position(of: variable) {
                    entries[i].info = info
                } else {
                    index.insertNew(variable.key, Int32(entries.count))
                    entries.append((variable, info))
                }
            } else if let i = index.removeValue(forKey: variable.key).map({ Int($0) }) {
                let last = entries.removeLast()
                if i < entries.count {
                    entries[i] = last
                    index[last.variable.key] = Int32(i)
                }
            }
        }
    }
}

/// The solver's constraints, found by identity: an ``IntKeyedMap`` from a constraint's
/// serial number to a slot of a dense array, so that growing the map moves small integers
/// rather than records.
struct RecordTable: Sendable {
    private var index = IntKeyedMap<Int32>()
    private var slots: [Solver.Record?] = []
    private var free: [Int32] = []

    /// The record of the constraint with this key. Assigning nil removes it. O(1) expected.
    subscript(key: Int) -> Solver.Record? {
        get { index[key].flatMap { slots[Int($0)] } }
        set {
            if let record = newValue {
                if let slot = index[key] {
                    slots[Int(slot)] = record
                } else {
                    insertNew(record, key: key)
                }
            } else if let slot = index.removeValue(forKey: key) {
                slots[Int(slot)] = nil
                free.append(slot)
            }
        }
    }

    /// The tag of the constraint with this key, read without copying its record. O(1)
    /// expected.
    @inline(__always) func tag(forKey key: Int) -> Solver.Tag? {
        guard let slot = index[key] else { return nil }
        return slots[Int(slot)]?.tag
    }

    /// Adds the record of a constraint that is not in the table yet (one probe of the map).
    /// The record is taken (moved into the table, not copied).
    mutating func insertNew(_ record: consuming Solver.Record, key: Int) {
        if let slot = free.popLast() {
            slots[Int(slot)] = record
            index.insertNew(key, slot)
        } else {
            index.insertNew(key, Int32(slots.count))
            slots.append(record)
        }
    }

    /// Moves the record of the constraint keyed `old` to `constraint` (keyed `new`, not in
    /// the table, or `old` itself), in its slot: one removal and one insertion in the map
    /// (none for the same key), and the record changed in place rather than copied out and
    /// back. O(1) expected.
    mutating func rekey(from old: Int, to new: Int, constraint: LinearConstraint) {
        guard let slot = old == new ? index[old] : index.removeValue(forKey: old) else { return }
        if old != new { index.insertNew(new, slot) }
        slots[Int(slot)]!.constraint = constraint
    }

    func contains(_ key: Int) -> Bool { index.contains(key) }

    /// Whether `constraint` itself holds the record of its key (a constraint that another,
    /// made from it by `withConstant(_:)`, has replaced does not).
    @inline(__always) func contains(_ constraint: LinearConstraint) -> Bool { slot(holding: constraint) != nil }

    /// The record `constraint` itself holds (nil for one it does not, as ``contains(_:)``).
    @inline(__always) func record(of constraint: LinearConstraint) -> Solver.Record? {
        slot(holding: constraint).flatMap { slots[$0] }
    }

    /// The slot of the record `constraint` itself holds (read in place, no record copied).
    @inline(__always) private func slot(holding constraint: LinearConstraint) -> Int? {
        guard let slot = index[constraint.key], slots[Int(slot)]?.constraint === constraint else { return nil }
        return Int(slot)
    }

    /// Every record, in no particular order.
    var values: [Solver.Record] { slots.compactMap { $0 } }
}

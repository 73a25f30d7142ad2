/// The objective's priority levels: one slot per optional priority in use, in the order the
/// objective compares them (highest first). Slots are stable while in use, since every
/// coefficient array is indexed by slot; a retired slot is reused for the next new level.
struct ObjectiveLevels: Sendable {
    /// Priority of each slot.
    private(set) var priorities: [Double] = []
    /// How many constraints use each slot.
    private(set) var users: [Int] = []
    /// The slots in use, highest priority first.
    private(set) var order: [Int] = []
    private var free: [Int] = []

    /// How many slots have been made (in use or free).
    var slotCount: Int { priorities.count }

    /// The slot in use for `priority`, if any.
    /// - Complexity: O(levels).
    func slot(for priority: Double) -> Int? {
        order.first { priorities[$0] == priority }
    }

    /// Adds `delta` to slot `l`'s user count.
    @inline(__always) mutating func addUsers(_ delta: Int, to l: Int) { users[l] += delta }

    /// Puts `priority` in use with one user, in a free slot or a new one (`isNew`).
    /// - Complexity: O(levels).
    mutating func open(_ priority: Double) -> (slot: Int, isNew: Bool) {
        let l: Int
        let isNew = free.isEmpty
        if let reused = free.popLast() {
            l = reused
            priorities[l] = priority
            users[l] = 1
        } else {
            l = priorities.count
            priorities.append(priority)
            users.append(1)
        }
        let at = order.firstIndex { priorities[$0] < priority } ?? order.count
        order.insert(l, at: at)
        return (l, isNew)
    }

    /// Takes slot `l`, which has no users left, out of use.
    mutating func retire(_ l: Int) {
        order.removeAll { $0 == l }
        free.append(l)
    }
}

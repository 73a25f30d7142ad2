/// A hash map from integer keys (variable ids, constraint serial numbers) to integer values
/// (indices into the caller's arrays), made for keys that come in runs: a solver's variables
/// and constraints are made one after another and get consecutive ids.
///
/// Keys are grouped in blocks of 64 consecutive keys (`key >> 6`). The table hashes blocks,
/// not keys: a slot holds a block number, a mask of the keys of the block that are present,
/// and where the block's 64 values sit in a dense array of values (`store`). A run of keys
/// costs one slot per 64 keys and its values side by side, so that the table of a solver
/// with a hundred thousand variables is small enough to stay in cache (a slot for each key,
/// scattered by the hash, missed the cache on most new keys of a large solver), and growing
/// it touches little fresh memory. Scattered keys cost more: a slot and 64 values each, at
/// worst.
package struct IntKeyedMap<Value: FixedWidthInteger & Sendable>: Sendable {
    private static var vacant: Int { Int.min }
    private static var lanes: Int { 64 }

    /// One block's place in the table. `block == vacant` marks an empty slot.
    private struct Slot: Sendable {
        var block: Int
        /// Where the block's values start in `store`.
        var base: Int32
        /// Bit `i` set when the block's key `i` is present.
        var present: UInt64
    }

    private var slots: [Slot]
    /// The values, 64 for each block in the table; the groups of vacated blocks are in
    /// `freeBases`.
    private var store: [Value] = []
    private var freeBases: [Int32] = []
    /// 64 minus the number of bits of a slot's index: the table holds 2^(64 - shift) slots.
    private var shift = 60
    /// The number of blocks in the table.
    private var blocks = 0
    /// The number of keys.
    package private(set) var count = 0

    package init() {
        slots = [Slot](repeating: Slot(block: Self.vacant, base: 0, present: 0), count: 16)
    }

    /// A block's home slot: the top bits of its number times 2^64/φ (Fibonacci hashing,
    /// which spreads consecutive blocks evenly at every table size).
    @inline(__always) private static func home(_ block: Int, shift: Int) -> Int {
        Int(bitPattern: (UInt(bitPattern: block) &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    /// The slot holding `key`'s block, or the empty slot where it would go.
    @inline(__always) private func probe(block: Int) -> (index: Int, found: Bool) {
        let mask = slots.count - 1
        var i = Self.home(block, shift: shift)
        while true {
            let b = slots[i].block
            if b == block { return (i, true) }
            if b == Self.vacant { return (i, false) }
            i = (i + 1) & mask
        }
    }

    /// Where `key`'s value is in `store`, or nil when the key is absent.
    @inline(__always) private func position(of key: Int) -> Int? {
        let (i, found) = probe(block: key >> 6)
        guard found else { return nil }
        let slot = slots[i]
        let lane = key & 63
        return slot.present & (1 << UInt64(lane)) != 0 ? Int(slot.base) + lane : nil
    }

    /// The value for `key`; assigning nil removes it. O(1) expected.
    package subscript(key: Int) -> Value? {
        get { position(of: key).map { store[$0] } }
        set {
            guard let value = newValue else {
                removeValue(forKey: key)
                return
            }
            insert(key, value, isNew: false)
        }
    }

    /// Adds `key`, which must not be in the map yet. O(1) expected.
    package mutating func insertNew(_ key: Int, _ value: Value) {
        insert(key, value, isNew: true)
    }

    /// Sets `key`'s value, adding the key (and its block) when absent; `isNew` says the key
    /// must be absent.
    private mutating func insert(_ key: Int, _ value: Value, isNew: Bool) {
        let block = key >> 6
        let lane = key & 63
        let bit = UInt64(1) << UInt64(lane)
        var (i, found) = probe(block: block)
        if !found {
            if (blocks + 1) * 2 > slots.count {
                grow()
                i = probe(block: block).index
            }
            slots[i] = Slot(block: block, base: takeBase(), present: 0)
            blocks += 1
        }
        let slot = slots[i]
        precondition(!isNew || slot.present & bit == 0, "IntKeyedMap.insertNew: the key is already present")
        store[Int(slot.base) + lane] = value
        if slot.present & bit == 0 {
            slots[i].present = slot.present | bit
            count += 1
        }
    }

    /// Room for a new block's values: a vacated group, or 64 more at the end.
    private mutating func takeBase() -> Int32 {
        if let base = freeBases.popLast() { return base }
        let base = Int32(store.count)
        // A plain loop: `append(contentsOf: repeatElement(...))` is not specialised and
        // goes through the generic sequence witnesses (docs/performance-history.md).
        // (No `reserveCapacity` per block: an exact reservation each time would defeat the
        // array's geometric growth and copy the whole store for every new block.)
        for _ in 0..<Self.lanes { store.append(0) }
        return base
    }

    /// How many slots past its home slot `key`'s block sits (its probe length), or nil when
    /// the key is absent: for tests of the hash's spread.
    package func displacement(of key: Int) -> Int? {
        guard position(of: key) != nil else { return nil }
        let block = key >> 6
        return (probe(block: block).index - Self.home(block, shift: shift)) & (slots.count - 1)
    }

    /// Whether `key` is in the map (without copying its value).
    package func contains(_ key: Int) -> Bool { position(of: key) != nil }

    /// Removes `key`; a block left without keys leaves the table, shifting later blocks of
    /// its probe run back (no tombstones).
    @discardableResult
    package mutating func removeValue(forKey key: Int) -> Value? {
        let (found, hit) = probe(block: key >> 6)
        guard hit else { return nil }
        let slot = slots[found]
        let bit = UInt64(1) << UInt64(key & 63)
        guard slot.present & bit != 0 else { return nil }
        let removed = store[Int(slot.base) + (key & 63)]
        count -= 1
        slots[found].present = slot.present & ~bit
        if slot.present == bit { vacate(found) }
        return removed
    }

    /// Empties slot `found`, whose block has no keys left.
    private mutating func vacate(_ found: Int) {
        freeBases.append(slots[found].base)
        blocks -= 1
        let mask = slots.count - 1
        var hole = found
        var i = (found + 1) & mask
        while slots[i].block != Self.vacant {
            let h = Self.home(slots[i].block, shift: shift)
            // Move the block back if its home lies cyclically outside (hole, i].
            if (i > hole && (h <= hole || h > i)) || (i < hole && h <= hole && h > i) {
                slots[hole] = slots[i]
                hole = i
            }
            i = (i + 1) & mask
        }
        slots[hole] = Slot(block: Self.vacant, base: 0, present: 0)
    }

    /// The values, in no particular order.
    package var values: [Value] {
        var result: [Value] = []
        result.reserveCapacity(count)
        for slot in slots where slot.block != Self.vacant {
            for lane in 0..<Self.lanes where slot.present & (1 << UInt64(lane)) != 0 {
                result.append(store[Int(slot.base) + lane])
            }
        }
        return result
    }

    /// Doubles the table and puts every block back, through unchecked buffers (a block moved
    /// is known to be absent from the new table). Values stay where they are.
    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Slot(block: Self.vacant, base: 0, present: 0), count: old.count * 2)
        shift -= 1
        let mask = slots.count - 1
        let shift = self.shift
        slots.withUnsafeMutableBufferPointer { table in
            old.withUnsafeBufferPointer { old in
                for slot in old where slot.block != Self.vacant {
                    var i = Self.home(slot.block, shift: shift)
                    while table[i].block != Self.vacant { i = (i + 1) & mask }
                    table[i] = slot
                }
            }
        }
    }
}

extension Variable {
    /// The key of this variable in an ``IntKeyedMap``.
    @inline(__always) var key: Int { id }
}

extension LinearConstraint {
    /// The key of this constraint in an ``IntKeyedMap``: its serial number.
    @inline(__always) var key: Int { serial }
}

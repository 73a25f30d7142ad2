/// A hash map from integer keys (variable ids, constraint serial numbers) to values: open
/// addressing with linear probing and a hash that keeps consecutive keys in consecutive
/// slots while scattering blocks of them. Building a row looks a variable up for every
/// term; variables made one after another have consecutive ids, so their look-ups stay in
/// cache, where `Dictionary`'s seeded SipHash scatters them (and costs more to compute).
///
/// Values are integers (indices into the caller's arrays), stored without an optional
/// wrapper: an entry is one key and one value side by side, 16 bytes for `Int32` and `Int`.
package struct IntKeyedMap<Value: FixedWidthInteger & Sendable>: Sendable {
    private static var empty: Int { Int.min }
    /// A key and its value side by side, so that a look-up touches one cache line. An
    /// entry whose key is `empty` is vacant and its value meaningless.
    private struct Entry: Sendable {
        var key: Int
        var value: Value
    }
    private var entries: [Entry]
    /// 64 minus the number of bits of a block's place: the table holds `entries.count / 8`
    /// blocks.
    private var shift = 63
    /// The number of keys.
    package private(set) var count = 0

    package init() {
        entries = [Entry](repeating: Entry(key: Self.empty, value: 0), count: 16)
    }

    /// Keys are taken in blocks of 8 (two cache lines of entries): a block lands at a
    /// scattered place, the top bits of its number times 2^64/φ (Fibonacci hashing, which
    /// spreads consecutive blocks evenly at every table size), and the keys of one block
    /// stay side by side within it.
    @inline(__always) private func home(_ key: Int) -> Int { Self.home(key, shift: shift) }

    @inline(__always) private static func home(_ key: Int, shift: Int) -> Int {
        let block = UInt(bitPattern: key >> 3) &* 0x9E37_79B9_7F4A_7C15
        return Int(bitPattern: (block >> UInt(shift)) << 3) | (key & 7)
    }

    /// The slot holding `key`, or the empty slot where it would go.
    @inline(__always) private func probe(_ key: Int) -> (index: Int, found: Bool) {
        let mask = entries.count - 1
        var i = home(key)
        while true {
            let k = entries[i].key
            if k == key { return (i, true) }
            if k == Self.empty { return (i, false) }
            i = (i + 1) & mask
        }
    }

    /// The value for `key`; assigning nil removes it. O(1) expected.
    package subscript(key: Int) -> Value? {
        get {
            let (i, found) = probe(key)
            return found ? entries[i].value : nil
        }
        set {
            guard let value = newValue else {
                removeValue(forKey: key)
                return
            }
            let (i, found) = probe(key)
            entries[i].value = value
            if !found {
                entries[i].key = key
                count += 1
                if count * 2 > entries.count { grow() }
            }
        }
    }

    /// Adds `key`, which must not be in the map yet, with one probe. O(1) expected.
    package mutating func insertNew(_ key: Int, _ value: Value) {
        let (i, found) = probe(key)
        precondition(!found, "IntKeyedMap.insertNew: the key is already present")
        entries[i] = Entry(key: key, value: value)
        count += 1
        if count * 2 > entries.count { grow() }
    }

    /// How many slots past its home slot `key` sits (its probe length), or nil when absent:
    /// for tests of the hash's spread.
    package func displacement(of key: Int) -> Int? {
        let (i, found) = probe(key)
        return found ? (i - home(key)) & (entries.count - 1) : nil
    }

    /// Whether `key` is in the map (without copying its value).
    package func contains(_ key: Int) -> Bool { probe(key).found }

    /// Removes `key`, shifting later keys of its probe run back (no tombstones).
    @discardableResult
    package mutating func removeValue(forKey key: Int) -> Value? {
        let (found, hit) = probe(key)
        guard hit else { return nil }
        let removed: Value? = entries[found].value
        let mask = entries.count - 1
        var hole = found
        var i = (found + 1) & mask
        while entries[i].key != Self.empty {
            let h = home(entries[i].key)
            // Move the key back if its home lies cyclically outside (hole, i].
            if (i > hole && (h <= hole || h > i)) || (i < hole && h <= hole && h > i) {
                entries[hole] = entries[i]
                hole = i
            }
            i = (i + 1) & mask
        }
        entries[hole] = Entry(key: Self.empty, value: 0)
        count -= 1
        return removed
    }

    /// The values, in no particular order.
    package var values: [Value] { entries.filter { $0.key != Self.empty }.map(\.value) }

    /// Doubles the table and puts every key back, through unchecked buffers (a key moved
    /// is known to be absent from the new table: no look-up, no count).
    private mutating func grow() {
        let old = entries
        entries = [Entry](repeating: Entry(key: Self.empty, value: 0), count: old.count * 2)
        shift -= 1
        let mask = entries.count - 1
        let shift = self.shift
        entries.withUnsafeMutableBufferPointer { table in
            old.withUnsafeBufferPointer { old in
                for entry in old where entry.key != Self.empty {
                    var i = Self.home(entry.key, shift: shift)
                    while table[i].key != Self.empty { i = (i + 1) & mask }
                    table[i] = entry
                }
            }
        }
    }
}

extension Variable {
    /// The key of this variable in an ``IntKeyedMap``.
    @inline(__always) var key: Int { id }
}

extension Constraint {
    /// The key of this constraint in an ``IntKeyedMap``: its serial number.
    @inline(__always) var key: Int { serial }
}

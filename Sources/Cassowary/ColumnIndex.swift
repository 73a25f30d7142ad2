/// The column index: for each symbol, the row slots that mention it, kept as linked lists
/// in one pool of nodes, so that a new symbol or a new mention allocates nothing.
///
/// Lists are unordered (a mention is pushed at the front); every choice made from them
/// breaks ties by symbol, so their order never shows in a result.
struct ColumnIndex: Sendable {
    private var head: [Int32] = []
    private var length: [Int32] = []
    private var nodeSlot: [Int32] = []
    private var nodeNext: [Int32] = []
    private var freeNode: Int32 = -1

    /// The number of symbols indexed.
    var symbolCount: Int { head.count }

    /// Starts an empty list for the next symbol.
    mutating func appendSymbol() {
        head.append(-1)
        length.append(0)
    }

    /// Forgets the symbols from `count` on (their lists go back to the pool).
    mutating func truncate(to count: Int) {
        guard head.count > count else { return }
        for s in count..<head.count { removeAll(Symbol(s)) }
        head.removeLast(head.count - count)
        length.removeLast(length.count - count)
    }

    /// How many rows mention `s`.
    @inline(__always) func count(_ s: Symbol) -> Int { Int(length[Int(s)]) }

    /// Whether no row mentions `s`.
    @inline(__always) func isEmpty(_ s: Symbol) -> Bool { head[Int(s)] < 0 }

    /// Records that the row in `slot` mentions `s`. O(1).
    @inline(__always) mutating func insert(_ s: Symbol, _ slot: Int32) {
        let node: Int32
        if freeNode >= 0 {
            node = freeNode
            freeNode = nodeNext[Int(node)]
            nodeSlot[Int(node)] = slot
            nodeNext[Int(node)] = head[Int(s)]
        } else {
            node = Int32(nodeSlot.count)
            nodeSlot.append(slot)
            nodeNext.append(head[Int(s)])
        }
        head[Int(s)] = node
        length[Int(s)] += 1
    }

    /// Records that the row in `slot` no longer mentions `s`. O(mentions of `s`).
    mutating func remove(_ s: Symbol, _ slot: Int32) {
        var previous: Int32 = -1
        var node = head[Int(s)]
        while node >= 0 {
            if nodeSlot[Int(node)] == slot {
                let following = nodeNext[Int(node)]
                if previous < 0 { head[Int(s)] = following } else { nodeNext[Int(previous)] = following }
                nodeNext[Int(node)] = freeNode
                freeNode = node
                length[Int(s)] -= 1
                return
            }
            previous = node
            node = nodeNext[Int(node)]
        }
    }

    /// Empties `s`'s list.
    mutating func removeAll(_ s: Symbol) {
        var node = head[Int(s)]
        while node >= 0 {
            let following = nodeNext[Int(node)]
            nodeNext[Int(node)] = freeNode
            freeNode = node
            node = following
        }
        head[Int(s)] = -1
        length[Int(s)] = 0
    }

    /// The slots whose rows mention `s`, to iterate while the index is not changed.
    func slots(_ s: Symbol) -> Slots { Slots(slots: nodeSlot, links: nodeNext, node: head[Int(s)]) }

    /// The slots whose rows mention `s`, as an array.
    func array(_ s: Symbol) -> [Int32] {
        var result: [Int32] = []
        result.reserveCapacity(count(s))
        for slot in slots(s) { result.append(slot) }
        return result
    }

    /// The slots of one list.
    struct Slots: Sequence, IteratorProtocol {
        let slots: [Int32]
        let links: [Int32]
        var node: Int32

        mutating func next() -> Int32? {
            guard node >= 0 else { return nil }
            defer { node = links[Int(node)] }
            return slots[Int(node)]
        }
    }
}

/// The column index: for each symbol, the row slots that mention it, kept as linked lists
/// in one pool of nodes, so that a new symbol or a new mention allocates nothing.
///
/// Lists are unordered (a mention is pushed at the front); every choice made from them
/// breaks ties by symbol, so their order never shows in a result.
struct ColumnIndex: Sendable {
    /// One symbol's list: its first node (-1 for none) and its length.
    private struct List: Sendable {
        var head: Int32 = -1
        var length: Int32 = 0
    }

    /// One mention: the slot, and the next node of the same list (-1 at the end).
    fileprivate struct Node: Sendable {
        var slot: Int32
        var next: Int32
    }

    private var lists: [List] = []
    private var nodes: [Node] = []
    private var freeNode: Int32 = -1

    /// The number of symbols indexed.
    var symbolCount: Int { lists.count }

    /// Starts an empty list for the next symbol.
    mutating func appendSymbol() { lists.append(List()) }

    /// Forgets the symbols from `count` on (their lists go back to the pool).
    mutating func truncate(to count: Int) {
        guard lists.count > count else { return }
        for s in count..<lists.count { removeAll(Symbol(s)) }
        lists.removeLast(lists.count - count)
    }

    /// How many rows mention `s`.
    @inline(__always) func count(_ s: Symbol) -> Int { Int(lists[Int(s)].length) }

    /// Whether no row mentions `s`.
    @inline(__always) func isEmpty(_ s: Symbol) -> Bool { lists[Int(s)].head < 0 }

    /// Records that the row in `slot` mentions `s`. O(1).
    @inline(__always) mutating func insert(_ s: Symbol, _ slot: Int32) {
        let head = lists[Int(s)].head
        let node: Int32
        if freeNode >= 0 {
            node = freeNode
            freeNode = nodes[Int(node)].next
            nodes[Int(node)] = Node(slot: slot, next: head)
        } else {
            node = Int32(nodes.count)
            nodes.append(Node(slot: slot, next: head))
        }
        lists[Int(s)] = List(head: node, length: lists[Int(s)].length + 1)
    }

    /// Records that the row in `slot` mentions each symbol of `cells` (a row put into the
    /// tableau). O(cells), with the pool grown once and written through unchecked buffers.
    mutating func insert(_ cells: [Cell], slot: Int32) {
        cells.withUnsafeBufferPointer { cells in insert(count: cells.count, slot: slot) { cells[$0].symbol } }
    }

    /// Records that the row in `slot` now mentions the symbols of `added` and no longer
    /// those of `removed` (a substitution's changes to one row). One uniqueness check for
    /// each of the index's two arrays, however many symbols change.
    /// - Complexity: O(added + the mentions of each removed symbol).
    mutating func update(slot: Int32, adding added: ScratchList<Symbol>, removing removed: ScratchList<Symbol>) {
        if !added.isEmpty {
            added.withUnsafeBufferPointer { added in insert(count: added.count, slot: slot) { added[$0] } }
        }
        guard !removed.isEmpty else { return }
        var freeNode = self.freeNode
        lists.withUnsafeMutableBufferPointer { lists in
            nodes.withUnsafeMutableBufferPointer { nodes in
                removed.withUnsafeBufferPointer { removed in
                    for s in removed { ColumnIndex.unlink(slot, from: &lists[Int(s)], nodes, free: &freeNode) }
                }
            }
        }
        self.freeNode = freeNode
    }

    /// Pushes a node for `slot` on the lists of `count` symbols (`symbol(k)` for k below
    /// `count`): the pool is grown first, so that the nodes are written unchecked.
    @inline(__always) private mutating func insert(count: Int, slot: Int32, _ symbol: (Int) -> Symbol) {
        var free = 0
        var node = freeNode
        while node >= 0 && free < count {
            free += 1
            node = nodes[Int(node)].next
        }
        for _ in free..<count { nodes.append(Node(slot: slot, next: -1)) }
        var fresh = Int32(nodes.count - (count - free))
        var freeNode = self.freeNode
        lists.withUnsafeMutableBufferPointer { lists in
            nodes.withUnsafeMutableBufferPointer { nodes in
                for k in 0..<count {
                    let n: Int32
                    if freeNode >= 0 {
                        n = freeNode
                        freeNode = nodes[Int(n)].next
                    } else {
                        n = fresh
                        fresh += 1
                    }
                    let s = Int(symbol(k))
                    nodes[Int(n)] = Node(slot: slot, next: lists[s].head)
                    lists[s] = List(head: n, length: lists[s].length + 1)
                }
            }
        }
        self.freeNode = freeNode
    }

    /// Takes `slot`'s node out of `list` and puts it on the free chain (nothing happens
    /// when the list does not hold `slot`).
    @inline(__always) private static func unlink(
        _ slot: Int32, from list: inout List, _ nodes: UnsafeMutableBufferPointer<Node>, free: inout Int32
    ) {
        var previous: Int32 = -1
        var node = list.head
        while node >= 0 {
            let current = nodes[Int(node)]
            if current.slot == slot {
                if previous < 0 { list.head = current.next } else { nodes[Int(previous)].next = current.next }
                nodes[Int(node)].next = free
                free = node
                list.length -= 1
                return
            }
            previous = node
            node = current.next
        }
    }

    /// Records that the row in `slot` no longer mentions `s`. O(mentions of `s`).
    mutating func remove(_ s: Symbol, _ slot: Int32) {
        var freeNode = self.freeNode
        lists.withUnsafeMutableBufferPointer { lists in
            nodes.withUnsafeMutableBufferPointer { nodes in
                ColumnIndex.unlink(slot, from: &lists[Int(s)], nodes, free: &freeNode)
            }
        }
        self.freeNode = freeNode
    }

    /// Empties `s`'s list.
    mutating func removeAll(_ s: Symbol) {
        var node = lists[Int(s)].head
        while node >= 0 {
            let following = nodes[Int(node)].next
            nodes[Int(node)].next = freeNode
            freeNode = node
            node = following
        }
        lists[Int(s)] = List()
    }

    /// The slots whose rows mention `s`, to iterate while the index is not changed.
    func slots(_ s: Symbol) -> Slots { Slots(nodes: nodes, node: lists[Int(s)].head) }

    /// Calls `body` with each slot whose row mentions `s` (reading the pool unchecked).
    @inline(__always) func forEachSlot(of s: Symbol, _ body: (Int32) -> Void) {
        var node = lists[Int(s)].head
        nodes.withUnsafeBufferPointer { nodes in
            while node >= 0 {
                body(nodes[Int(node)].slot)
                node = nodes[Int(node)].next
            }
        }
    }

    /// The slots whose rows mention `s`, as an array.
    func array(_ s: Symbol) -> [Int32] {
        var result: [Int32] = []
        result.reserveCapacity(count(s))
        for slot in slots(s) { result.append(slot) }
        return result
    }

    /// The slots of one list.
    struct Slots: Sequence, IteratorProtocol {
        fileprivate let nodes: [Node]
        var node: Int32

        mutating func next() -> Int32? {
            guard node >= 0 else { return nil }
            let current = nodes[Int(node)]
            node = current.next
            return current.slot
        }
    }
}

// Merging one row into another: the step of every substitution and pivot.

extension Row {
    /// Replaces `symbol` by the right side of `other` (`symbol = other.constant + Σ
    /// other.cells`): removes its cell and adds `other` times its coefficient, in one
    /// merge (or in place when `other` is much shorter). The symbols that enter the row are
    /// appended to `added`, those that leave it (cancelled) to `removed`.
    ///
    /// The row's old cells are read, not copied, so a row also kept elsewhere (saved for a
    /// rollback) costs no copy. A row that does not mention `symbol` is left as it is.
    /// - Complexity: O(n + m) for n cells here and m in `other`.
    mutating func substitute(
        _ symbol: Symbol, by other: Row, added: inout ScratchList<Symbol>, removed: inout ScratchList<Symbol>,
        scratch: inout [Cell]
    ) {
        let (index, found) = position(of: symbol)
        guard found else { return }
        let factor = cells[index].coefficient
        constant = Row.cancelled(constant, other.constant * factor)
        let theirs = other.cells
        if theirs.isEmpty || theirs.count &* Row.sparseAddRatio < cells.count &- 1 {
            cells.remove(at: index)
            addInPlace(theirs, times: factor, added: &added, removed: &removed)
            return
        }
        // Merged unchecked into `scratch` (only grown, never emptied: a ScratchList's
        // bookkeeping measured slower here), then copied back in one call:
        // into the row's own storage when nothing else holds it and it is large enough.
        let needed = cells.count + theirs.count
        if scratch.count < needed {
            let grown = max(needed, 2 * scratch.count)
            scratch.append(contentsOf: repeatElement(Cell(symbol: 0, coefficient: 0), count: grown - scratch.count))
        }
        let n = Row.merge(
            cells, theirs, times: factor, skipping: index, into: &scratch, added: &added, removed: &removed)
        scratch.withUnsafeBufferPointer { cells.replaceSubrange(cells.startIndex..<cells.endIndex, with: $0[..<n]) }
    }

    /// `self.cells += factor · theirs`, one cell of `theirs` at a time through
    /// ``insert(_:_:)``, in place: the same sums, in the same order, as the merge.
    private mutating func addInPlace(
        _ theirs: [Cell], times factor: Double, added: inout ScratchList<Symbol>, removed: inout ScratchList<Symbol>
    ) {
        for cell in theirs {
            switch insert(cell.symbol, cell.coefficient * factor) {
            case 1: added.append(cell.symbol)
            case -1: removed.append(cell.symbol)
            default: break
            }
        }
    }

    /// ``merge(_:_:times:skipping:into:changes:)`` over arrays, through unchecked buffers:
    /// `out` has room for both rows, and the entering and leaving symbols are written into
    /// room for every cell of `theirs` (at most all of them enter, and at most all of them
    /// cancel one of `mine`), one uniqueness check per list. Returns how many cells it wrote.
    @inline(__always) private static func merge(
        _ mine: [Cell], _ theirs: [Cell], times factor: Double, skipping skip: Int, into out: inout [Cell],
        added: inout ScratchList<Symbol>, removed: inout ScratchList<Symbol>
    ) -> Int {
        var n = 0
        added.append(upTo: theirs.count, filler: 0) { entering in
            var changes = Changes(added: entering)
            removed.append(upTo: theirs.count, filler: 0) { leaving in
                changes.removed = leaving
                n = out.withUnsafeMutableBufferPointer { out in
                    mine.withUnsafeBufferPointer { mine in
                        theirs.withUnsafeBufferPointer { theirs in
                            merge(mine, theirs, times: factor, skipping: skip, into: out, changes: &changes)
                        }
                    }
                }
                return changes.removedCount
            }
            return changes.addedCount
        }
        return n
    }

    /// Writes `mine + factor · theirs` into `out` (without `mine[skip]`) and returns how
    /// many cells it wrote.
    @inline(__always) private static func merge(
        _ mine: UnsafeBufferPointer<Cell>, _ theirs: UnsafeBufferPointer<Cell>, times factor: Double,
        skipping skip: Int, into out: UnsafeMutableBufferPointer<Cell>, changes: inout Changes
    ) -> Int {
        var (i, j, n) = (0, 0, 0)
        while i < mine.count && j < theirs.count {
            if i == skip {
                i &+= 1
                continue
            }
            let (a, b) = (mine[i].symbol, theirs[j].symbol)
            if a < b {
                out[n] = mine[i]
                n &+= 1
                i &+= 1
            } else if b < a {
                let c = theirs[j].coefficient * factor
                if !nearZero(c) {
                    out[n] = Cell(symbol: b, coefficient: c)
                    n &+= 1
                    changes.add(b)
                }
                j &+= 1
            } else {
                let c = mine[i].coefficient + theirs[j].coefficient * factor
                if nearZero(c) {
                    changes.remove(a)
                } else {
                    out[n] = Cell(symbol: a, coefficient: c)
                    n &+= 1
                }
                i &+= 1
                j &+= 1
            }
        }
        while i < mine.count {
            if i != skip {
                out[n] = mine[i]
                n &+= 1
            }
            i &+= 1
        }
        while j < theirs.count {
            let c = theirs[j].coefficient * factor
            if !nearZero(c) {
                out[n] = Cell(symbol: theirs[j].symbol, coefficient: c)
                n &+= 1
                changes.add(theirs[j].symbol)
            }
            j &+= 1
        }
        return n
    }

    /// Where a merge writes the symbols that enter and leave the row, unchecked (each
    /// buffer has room for every cell of the row merged in).
    private struct Changes {
        let added: UnsafeMutableBufferPointer<Symbol>
        var removed = UnsafeMutableBufferPointer<Symbol>(start: nil, count: 0)
        var addedCount = 0
        var removedCount = 0

        init(added: UnsafeMutableBufferPointer<Symbol>) { self.added = added }

        @inline(__always) mutating func add(_ s: Symbol) {
            added[addedCount] = s
            addedCount &+= 1
        }

        @inline(__always) mutating func remove(_ s: Symbol) {
            removed[removedCount] = s
            removedCount &+= 1
        }
    }
}

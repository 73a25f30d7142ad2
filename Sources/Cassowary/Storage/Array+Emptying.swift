extension Array {
    /// Empties the array and keeps its storage for reuse, as the solver's scratch lists
    /// are, doing nothing when it is already empty (`removeAll(keepingCapacity:)` goes
    /// through the general range replacement even then).
    @inline(__always) mutating func removeAllKeepingStorage() {
        if !isEmpty { removeAll(keepingCapacity: true) }
    }
}

/// What a transaction changed in the objective, kept so that a rollback can put it back:
/// the old value of every coefficient written, the user counts changed, and the levels
/// whole once a level is made or retired (most transactions only count users, and copy
/// nothing).
struct ObjectiveUndoLog: Sendable {
    /// A coefficient as it was before a write.
    struct CoefficientWrite: Sendable {
        var level: Int32
        var symbol: Symbol
        var old: Double
    }

    /// A change to a level's user count.
    struct UserChange: Sendable {
        var level: Int32
        var delta: Int32
    }

    // (Named types rather than tuples: arrays of tuples are emptied and copied through
    // the run time's generic code, with tuple metadata looked up on every call.)

    private(set) var isRecording = false
    private(set) var writes: [CoefficientWrite] = []
    /// User-count changes made before `savedLevels` was taken.
    private(set) var userChanges: [UserChange] = []
    /// The levels as they were before the transaction first made or retired one.
    private(set) var savedLevels: ObjectiveLevels?

    /// Starts recording, with an empty log.
    mutating func begin() {
        clear()
        isRecording = true
    }

    /// Stops recording and forgets the log.
    mutating func clear() {
        isRecording = false
        writes.removeAllKeepingStorage()
        userChanges.removeAllKeepingStorage()
        savedLevels = nil
    }

    @inline(__always) mutating func noteWrite(level: Int, symbol: Symbol, old: Double) {
        if isRecording { writes.append(CoefficientWrite(level: Int32(level), symbol: symbol, old: old)) }
    }

    /// Notes a user-count change, unless the levels were saved whole before it.
    @inline(__always) mutating func noteUsers(_ delta: Int, level: Int) {
        if isRecording && savedLevels == nil {
            userChanges.append(UserChange(level: Int32(level), delta: Int32(delta)))
        }
    }

    /// Keeps `levels` whole before the first level is made or retired in a transaction.
    @inline(__always) mutating func saveLevels(_ levels: ObjectiveLevels) {
        if isRecording && savedLevels == nil { savedLevels = levels }
    }
}

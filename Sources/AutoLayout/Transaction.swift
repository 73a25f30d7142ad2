import Foundation

/// Groups changes to layers (Core Animation's `CATransaction`,
/// https://developer.apple.com/documentation/quartzcore/catransaction).
///
/// Transactions nest and belong to the thread that begins them, as in Core Animation. The
/// settings made inside one (disabled actions, duration, timing) apply until its commit.
/// Animations complete as soon as they are added here, so a transaction's completion block
/// runs when the transaction is committed: Apple's documentation says it runs once the
/// animations added in the transaction have completed, at once if there were none
/// (https://developer.apple.com/documentation/quartzcore/catransaction/setcompletionblock(_:)).
/// Outside an explicit transaction a completion block runs at once and the settings are
/// not kept: Core Animation's implicit transaction would end with the current event.
open class Transaction {
    /// Begins a transaction inside the current one
    /// (https://developer.apple.com/documentation/quartzcore/catransaction/begin()).
    open class func begin() {
        TransactionStack.current.frames.append(TransactionStack.Frame())
    }

    /// Ends the innermost transaction and runs its completion block
    /// (https://developer.apple.com/documentation/quartzcore/catransaction/commit()).
    open class func commit() {
        guard let frame = TransactionStack.current.frames.popLast() else { return }
        frame.completion?()
    }

    /// Commits nothing: the changes here are applied as they are made
    /// (https://developer.apple.com/documentation/quartzcore/catransaction/flush()).
    open class func flush() {}

    /// Whether property changes skip their implicit animations (`false` unless set)
    /// (https://developer.apple.com/documentation/quartzcore/catransaction/disableactions()).
    open class func disableActions() -> Bool {
        TransactionStack.current.innermost(\.disableActions) ?? false
    }

    /// Sets ``disableActions()`` for the current transaction.
    open class func setDisableActions(_ flag: Bool) {
        TransactionStack.current.setInnermost { $0.disableActions = flag }
    }

    /// The duration of implicit animations: 0.25 seconds unless set
    /// (https://developer.apple.com/documentation/quartzcore/catransaction/animationduration()).
    open class func animationDuration() -> CFTimeInterval {
        TransactionStack.current.innermost(\.duration) ?? 0.25
    }

    /// Sets ``animationDuration()`` for the current transaction.
    open class func setAnimationDuration(_ duration: CFTimeInterval) {
        TransactionStack.current.setInnermost { $0.duration = duration }
    }

    /// The pacing of implicit animations, or `nil` unless set
    /// (https://developer.apple.com/documentation/quartzcore/catransaction/animationtimingfunction()).
    open class func animationTimingFunction() -> MediaTimingFunction? {
        TransactionStack.current.innermost(\.timingFunction)
    }

    /// Sets ``animationTimingFunction()`` for the current transaction.
    open class func setAnimationTimingFunction(_ function: MediaTimingFunction?) {
        TransactionStack.current.setInnermost { $0.timingFunction = function }
    }

    /// The current transaction's completion block, or `nil`
    /// (https://developer.apple.com/documentation/quartzcore/catransaction/completionblock()).
    open class func completionBlock() -> (() -> Void)? {
        TransactionStack.current.frames.last?.completion
    }

    /// Sets the block the current transaction runs when committed; outside a transaction
    /// it runs at once.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        if TransactionStack.current.frames.isEmpty {
            block?()
        } else {
            TransactionStack.current.setInnermost { $0.completion = block }
        }
    }
}

/// The current thread's open transactions, innermost last.
///
/// `@unchecked Sendable` is safe: a stack is made by ``current`` for one thread, kept in
/// that thread's dictionary, and read and changed only by code running on that thread.
final class TransactionStack: @unchecked Sendable {
    struct Frame {
        var disableActions: Bool?
        var duration: CFTimeInterval?
        var timingFunction: MediaTimingFunction?
        var completion: (() -> Void)?
    }

    var frames: [Frame] = []

    /// The current thread's stack.
    static var current: TransactionStack {
        let key = "AutoLayout.TransactionStack"
        let storage = Thread.current.threadDictionary
        if let stack = storage[key] as? TransactionStack { return stack }
        let stack = TransactionStack()
        storage[key] = stack
        return stack
    }

    /// The value the innermost transaction that set one holds.
    func innermost<Value>(_ setting: KeyPath<Frame, Value?>) -> Value? {
        frames.reversed().lazy.compactMap { $0[keyPath: setting] }.first
    }

    /// Changes the innermost transaction; nothing happens outside a transaction.
    func setInnermost(_ change: (inout Frame) -> Void) {
        guard !frames.isEmpty else { return }
        change(&frames[frames.count - 1])
    }
}

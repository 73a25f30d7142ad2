import Foundation
import Synchronization

/// Handlers installed for the current thread by `withHandler`, innermost last.
///
/// `@unchecked Sendable` is safe: a stack is made by ``current(_:)`` for one thread, kept in
/// that thread's dictionary, and read and changed only by code running on that thread.
final class HandlerStack<Argument>: @unchecked Sendable {
    var handlers: [(Argument) -> Void] = []

    /// The current thread's stack for `key`.
    static func current(_ key: String) -> HandlerStack<Argument> {
        let storage = Thread.current.threadDictionary
        if let stack = storage[key] as? HandlerStack<Argument> { return stack }
        let stack = HandlerStack<Argument>()
        storage[key] = stack
        return stack
    }

    /// Runs `body` with `handler` installed for the current thread.
    static func with<T>(_ key: String, _ handler: @escaping (Argument) -> Void, _ body: () throws -> T) rethrows -> T {
        let stack = current(key)
        stack.handlers.append(handler)
        defer { stack.handlers.removeLast() }
        return try body()
    }

    /// Gives `value` to the innermost handler of the current thread, or to `fallback`.
    static func deliver(_ key: String, _ value: Argument, fallback: (Argument) -> Void) {
        if let handler = current(key).handlers.last { handler(value) } else { fallback(value) }
    }
}

/// A value shared by all threads, behind a lock.
final class Shared<Value: Sendable>: Sendable {
    private let storage: Mutex<Value>
    init(_ value: Value) { storage = Mutex(value) }
    var value: Value {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
    /// Changes the value in place, under the lock.
    func modify(_ change: (inout Value) -> Void) { storage.withLock { change(&$0) } }
}

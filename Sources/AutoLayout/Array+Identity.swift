/// Finding and removing objects by identity without a closure.
///
/// Views and constraints are main-actor isolated, so a closure that reads them is too; and
/// Swift checks at run time, on every call, that an isolated closure handed to the standard
/// library runs on its actor (a library built without strict concurrency checking could
/// call it anywhere). In the layout pass's hot loops that check cost more than the work, so
/// these loops take no closure.
extension Array where Element: AnyObject {
    /// Whether the array holds `object` itself.
    package func containsIdentical(_ object: AnyObject) -> Bool {
        for element in self where element === object { return true }
        return false
    }

    /// Removes every occurrence of `object` itself, keeping the order of the rest.
    package mutating func removeIdentical(_ object: AnyObject) {
        var index = 0
        while index < count {
            if self[index] === object { remove(at: index) } else { index += 1 }
        }
    }
}

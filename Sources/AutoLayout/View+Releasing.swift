extension View {
    /// Lets go of the subviews of a view being deinitialised, level by level: a view that
    /// nothing else keeps gives up its own subviews here first, so that its deinit has none
    /// to free. (Otherwise each deinit frees the next level in turn, a recursion as deep as
    /// the tree: a chain of 20,000 nested views overflowed the stack.)
    ///
    /// The subviews, if anything else keeps them, lose their superview without being told,
    /// so the walks cached for them (View+TreeCaches.swift) are forgotten.
    /// - Complexity: O(views freed).
    func releaseSubviews() {
        TreeGeneration.bump()
        var pending = subviews
        subviews = []
        while var view = pending.popLast() {
            guard isKnownUniquelyReferenced(&view) else { continue }
            pending.append(contentsOf: view.subviews)
            view.subviews = []
        }
    }
}

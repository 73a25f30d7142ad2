/// A root view and the views below it that its engine lays out, the root first: a
/// collection over the root and the list the root keeps, so that reading it allocates
/// nothing. (The root does not keep itself in that list: a view holding itself would never
/// be freed.)
struct EngineSubtree: RandomAccessCollection {
    let root: View
    let descendants: [View]

    var startIndex: Int { 0 }
    var endIndex: Int { descendants.count + 1 }
    subscript(index: Int) -> View { index == 0 ? root : descendants[index - 1] }
}

extension View {
    /// The views this view's engine lays out when it is an engine root: its subtree, without
    /// the subtrees of descendants that host their own engines.
    ///
    /// A root keeps the views below it until its tree changes (``subtreeDidChange()``).
    /// Whether a view this root's engine lays out needs layout or a constraints update.
    var engineSubtreeNeedsPass: Bool {
        for view in engineSubtree where view.needsLayout || view.needsUpdateConstraints { return true }
        return false
    }

    var engineSubtree: EngineSubtree {
        if let cachedEngineDescendants { return EngineSubtree(root: self, descendants: cachedEngineDescendants) }
        var descendants: [View] = []
        var stack: [View] = []
        for child in subviews.reversed() where !child.isLayoutEngineRoot { stack.append(child) }
        while let view = stack.popLast() {
            descendants.append(view)
            for child in view.subviews.reversed() where !child.isLayoutEngineRoot { stack.append(child) }
        }
        if isLayoutEngineRoot || superview == nil { cachedEngineDescendants = descendants }
        return EngineSubtree(root: self, descendants: descendants)
    }

    /// Forgets the engine subtrees kept by this view and its ancestors up to its engine's
    /// root, after a view was added, removed or reordered under it; returns that root
    /// (the view ``root`` names), which every view on the way then remembers, so that
    /// asking for ``root`` again is O(1) until the next change of a tree.
    @discardableResult func subtreeDidChange() -> View {
        var path: [View] = []
        var view = self
        while true {
            view.cachedEngineDescendants = nil
            path.append(view)
            guard !view.isLayoutEngineRoot, let parent = view.superview else { break }
            view = parent
        }
        view.remember(asRootOf: path)
        return view
    }
}

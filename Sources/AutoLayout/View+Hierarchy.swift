extension View {
    /// The window at the top of the view's tree, if the tree is in one.
    /// - Complexity: O(depth) once a window exists, O(1) before.
    public var window: Window? {
        guard Window.anyExists else { return nil }
        var top = self
        while let parent = top.superview { top = parent }
        return top as? Window
    }

    /// Tells the views of a subtree that moved from `old` to `new` window, each view before
    /// and after (``willMove(toWindow:)``, ``didMoveToWindow()``).
    func moveSubtree(from old: Window?, to new: Window?, _ body: () -> Void) {
        guard old !== new else { return body() }
        let views = subtree
        for view in views {
            if new != nil { view.applyAppearanceProxies() }
            view.viewDelegate?.viewWillMove(toWindow: new)
            view.willMove(toWindow: new)
        }
        body()
        for view in views {
            view.didMoveToWindow()
            view.viewDelegate?.viewDidMoveToWindow()
        }
    }
}

import Foundation

/// Adding, ordering and removing subviews, with UIKit's notifications.
extension View {
    /// Adds a view on top of the others, taking it from its old superview.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a view at an index of ``subviews`` (clamped to the valid range).
    /// A view cannot be its own subview, nor a subview of a descendant: those are refused
    /// with UIKit's messages (``LayoutError/addedSelfAsSubview``,
    /// ``LayoutError/subviewCycle(layer:)``) and change nothing.
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self else { return LayoutErrors.report(.addedSelfAsSubview) }
        // A view with no subviews has no descendants: only one with some needs the walk.
        guard view.subviews.isEmpty || !isDescendant(of: view) else {
            return LayoutErrors.report(.subviewCycle(layer: view.address))
        }
        let moves = view.superview !== self
        if moves {
            view.willMove(toSuperview: self)
            view.moveSubtree(from: view.window, to: window) {
                view.detachFromSuperview()
                subviews.insert(view, at: max(0, min(index, subviews.count)))
                view.superview = self
            }
        } else {
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: max(0, min(index, subviews.count)))
            view.superview = self
        }
        if view.isLayoutEngineRoot {
            if !view.autoresizingConstraints.isEmpty || !view.temporarySizeConstraints.isEmpty {
                view.refreshAutoresizingConstraints()
            }
            setNeedsLayout()
        } else {
            view.hostedEngine = nil
            hierarchyDidChange()
            // The frame's constraints date from when the view joined: older than any
            // constraint made for it afterwards.
            view.refreshAutoresizingConstraints(engineDropped: true)
        }
        view.setNeedsLayout()
        guard moves else { return }
        view.didMoveToSuperview()
        didAddSubview(view)
        view.deliverTraits()
    }

    /// Inserts a view just above a sibling (at the end when `sibling` is not a subview).
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    /// Inserts a view just below a sibling (at the start when `sibling` is not a subview).
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    /// Moves a subview to the front.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        subviews.removeAll { $0 === view }
        subviews.append(view)
        subtreeDidChange()
    }

    /// Moves a subview to the back.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        subviews.removeAll { $0 === view }
        subviews.insert(view, at: 0)
        subtreeDidChange()
    }

    /// Takes the view out of its superview. Constraints installed outside the view's
    /// subtree that refer to the view or its descendants are deactivated, as in UIKit.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        willMove(toSuperview: nil)
        parent.willRemoveSubview(self)
        moveSubtree(from: window, to: nil) { detachFromSuperview() }
        didMoveToSuperview()
        deliverTraits()
    }

    /// Takes the view out of its superview without telling it.
    fileprivate func detachFromSuperview() {
        guard let parent = superview else { return }
        var ancestor: View? = parent
        var outside: [View] = []
        while let view = ancestor {
            if !view.constraints.isEmpty { outside.append(view) }
            ancestor = view.superview
        }
        if !outside.isEmpty {
            let inside = Set(subtree.map(ObjectIdentifier.init))
            for view in outside {
                for c in view.constraints where c.references(viewsIn: inside) { c.isActive = false }
            }
        }
        parent.subviews.removeIdentical(self)
        superview = nil
        if !isLayoutEngineRoot {
            parent.hierarchyDidChange()
            hostedEngine = nil
        }
        parent.setNeedsLayout()
    }

    /// Whether this view is `view` or lies inside it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// The nearest view that both `a` and `b` are in the subtree of (either itself), nil
    /// when they are in different trees.
    ///
    /// - Complexity: O(1) for a view and its superview or two siblings; otherwise O(depth).
    static func nearestCommonAncestor(_ a: View, _ b: View) -> View? {
        if a === b || b.superview === a { return a }
        if a.superview === b { return b }
        if let parent = a.superview, parent === b.superview { return parent }
        func depth(_ view: View) -> Int {
            var (count, current) = (0, view.superview)
            while let v = current { (count, current) = (count + 1, v.superview) }
            return count
        }
        var (x, y): (View?, View?) = (a, b)
        var (dx, dy) = (depth(a), depth(b))
        while dx > dy, let v = x { (x, dx) = (v.superview, dx - 1) }
        while dy > dx, let v = y { (y, dy) = (v.superview, dy - 1) }
        while let u = x, let v = y, u !== v { (x, y) = (u.superview, v.superview) }
        return x
    }

    /// The view in this subtree (this view included) with a tag, searching depth first.
    public func viewWithTag(_ tag: Int) -> View? {
        subtree.first { $0.tag == tag }
    }
}

/// What views work out by walking up their tree (their engine's root, their effective
/// layout direction), kept until the next change of any tree: a generation count, bumped
/// whenever a view gets a new superview, starts or stops hosting an engine, or changes its
/// direction settings.
///
/// A layout pass asks every view for its root (to find the engine whose frames it reads)
/// and every leading or trailing constraint for its view's direction. Without the caches,
/// laying out a chain of 10,000 nested views walked to the root for each of them.
///
/// The count is main-actor state: every tree lives on the main actor.
@MainActor
enum TreeGeneration {
    private static var counter = 1

    /// The current generation.
    static var current: Int { counter }

    /// Forgets every view's cached root and direction.
    static func bump() {
        counter &+= 1
        GeometryMemo.invalidate()
    }
}

/// A view's cached walks up its tree and the generation they hold for (0: none).
struct TreeCacheEntry {
    var directionGeneration = 0
    var direction = UserInterfaceLayoutDirection.leftToRight
    var rootGeneration = 0
    /// The root, as a link that reads nil once the root is gone (never a counted
    /// reference: a root holds its descendants).
    var root: ViewLink?
}

extension View {
    /// The root of this view's layout engine: the top of the tree, or the nearest view
    /// that hosts its own engine (a list's cell).
    ///
    /// - Complexity: O(1) when this view or an ancestor found it since the last change of
    ///   any tree; otherwise a walk up to the first that knows it, which then answers for
    ///   every view on the way.
    var root: View {
        let generation = TreeGeneration.current
        if treeCache.rootGeneration == generation, let root = treeCache.root?.view { return root }
        // Up to the first view that knows the root (or is it), then down the same way
        // again to tell each view on it: two walks, and no list of the views to keep.
        var view = self
        var known: View?
        while true {
            if view.treeCache.rootGeneration == generation, let root = view.treeCache.root?.view {
                known = root
                break
            }
            guard !view.isLayoutEngineRoot, let parent = view.superview else { break }
            view = parent
        }
        let root = known ?? view
        let link = root.link
        var visited = self
        while visited !== view {
            visited.cacheRoot(link, generation)
            visited = visited.superview!
        }
        if known == nil { view.cacheRoot(link, generation) }
        return root
    }

    /// Caches this view as the root of each of `path` for the current generation.
    func remember(asRootOf path: [View]) {
        let (generation, link) = (TreeGeneration.current, self.link)
        for visited in path { visited.cacheRoot(link, generation) }
    }

    /// Caches `link` as this view's root for `generation`.
    @inline(__always) private func cacheRoot(_ link: ViewLink, _ generation: Int) {
        treeCache.rootGeneration = generation
        treeCache.root = link
    }

    /// The direction leading and trailing follow for this view: forced by its own
    /// ``semanticContentAttribute``, else inherited from the superview, else
    /// left to right.
    ///
    /// - Complexity: as ``root``: O(1) once this view or an ancestor worked it out since
    ///   the last change of any tree.
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        let generation = TreeGeneration.current
        if treeCache.directionGeneration == generation { return treeCache.direction }
        var path: [View] = []
        var current: View? = self
        var direction = UserInterfaceLayoutDirection.leftToRight
        while let view = current {
            if view.treeCache.directionGeneration == generation {
                direction = view.treeCache.direction
                break
            }
            path.append(view)
            if let own = view.ownLayoutDirection {
                direction = own
                break
            }
            current = view.superview
        }
        for view in path {
            view.treeCache.directionGeneration = generation
            view.treeCache.direction = direction
        }
        return direction
    }

    /// The direction this view decides itself, if it does: forced by its
    /// ``semanticContentAttribute``, or set as its ``userInterfaceLayoutDirection``.
    private var ownLayoutDirection: UserInterfaceLayoutDirection? {
        switch semanticContentAttribute {
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified: userInterfaceLayoutDirection
        }
    }
}

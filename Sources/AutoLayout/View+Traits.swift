/// Whether any view has set trait overrides or any window exists: until then every view's
/// traits are the default ones and no walk is needed, so trees that never use traits pay
/// nothing for them.
@MainActor
enum TraitUsage {
    private(set) static var inUse = false
    static func begin() { inUse = true }
}

extension View {
    /// The traits this view and its subtree set for themselves; a trait left `nil` is
    /// inherited. Setting them tells every view of the subtree whose traits change
    /// (``traitCollectionDidChange(_:)``); labels that adjust to the content size category
    /// take their new font then.
    /// - Complexity: O(views in the subtree).
    public var traitOverrides: TraitOverrides {
        get { traitOverridesStorage }
        set {
            guard newValue != traitOverridesStorage else { return }
            TraitUsage.begin()
            traitOverridesStorage = newValue
            deliverTraits()
        }
    }

    /// The view's traits: the default ones with the overrides of each ancestor applied
    /// from the top down, and the view's effective layout direction.
    ///
    /// Every change of overrides or of superview hands the new traits down the subtree it
    /// affects (``deliverTraits()``), so a view that was never told keeps the defaults.
    /// - Complexity: O(1).
    public var traitCollection: TraitCollection {
        var traits = deliveredTraits ?? .default
        traits.layoutDirection = effectiveUserInterfaceLayoutDirection
        return traits
    }

    /// Hands the traits down from this view after its overrides or its superview changed:
    /// each view whose traits differ from those it was last told of is told
    /// (``traitCollectionDidChange(_:)``), top down; a view whose traits stay is passed by
    /// with its subtree, whose traits follow from it.
    /// - Complexity: O(views whose traits change).
    func deliverTraits() {
        guard TraitUsage.inUse else { return }
        var inherited = superview?.deliveredTraits ?? .default
        inherited.layoutDirection = .leftToRight
        var pending: [(View, TraitCollection)] = [(self, inherited)]
        while let (view, inherited) = pending.popLast() {
            let traits = view.traitOverridesStorage.applied(to: inherited)
            let previous = view.deliveredTraits
            guard traits != (previous ?? .default) else { continue }
            view.deliveredTraits = traits
            var told = previous
            told?.layoutDirection = view.effectiveUserInterfaceLayoutDirection
            view.traitCollectionDidChange(told)
            view.viewDelegate?.viewTraitCollectionDidChange(told)
            for child in view.subviews { pending.append((child, traits)) }
        }
    }
}

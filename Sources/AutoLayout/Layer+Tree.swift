import Foundation

/// The layer tree: sublayers in back-to-front order, as Core Animation keeps them
/// (https://developer.apple.com/documentation/quartzcore/calayer/sublayers).
///
/// Here a view's layer lists only the layers added to it with these methods: the layers of
/// its subviews are not among its sublayers, since views keep their own tree
/// (``View/subviews``).
extension Layer {
    /// The layer's sublayers, back to front, or `nil` when it has none. Setting it removes
    /// the old ones and adds the new ones in order.
    public var sublayers: [Layer]? {
        get { sublayerList.isEmpty ? nil : sublayerList }
        set {
            for layer in sublayerList { layer.superlayerStorage = nil }
            sublayerList = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// The layer this layer is a sublayer of, or `nil`
    /// (https://developer.apple.com/documentation/quartzcore/calayer/superlayer).
    public var superlayer: Layer? { superlayerStorage }

    /// Adds `layer` in front of the other sublayers, taking it from its superlayer first
    /// (https://developer.apple.com/documentation/quartzcore/calayer/addsublayer(_:)).
    public func addSublayer(_ layer: Layer) {
        insert(layer, at: { $0.sublayerList.count })
    }

    /// Inserts `layer` at `index` of the sublayers (clamped to their count)
    /// (https://developer.apple.com/documentation/quartzcore/calayer/insertsublayer(_:at:)).
    public func insertSublayer(_ layer: Layer, at index: UInt32) {
        insert(layer, at: { min(Int(index), $0.sublayerList.count) })
    }

    /// Inserts `layer` just behind `sibling`; behind all sublayers when `sibling` is `nil`
    /// or not a sublayer (https://developer.apple.com/documentation/quartzcore/calayer/insertsublayer(_:below:)).
    public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        insert(layer, at: { parent in sibling.flatMap { parent.index(of: $0) } ?? 0 })
    }

    /// Inserts `layer` just in front of `sibling`; in front of all sublayers when `sibling`
    /// is `nil` or not a sublayer
    /// (https://developer.apple.com/documentation/quartzcore/calayer/insertsublayer(_:above:)).
    public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        insert(
            layer,
            at: { parent in sibling.flatMap { parent.index(of: $0) }.map { $0 + 1 } ?? parent.sublayerList.count })
    }

    /// Puts `newLayer` where `oldLayer` is among the sublayers; nothing happens when
    /// `oldLayer` is not a sublayer
    /// (https://developer.apple.com/documentation/quartzcore/calayer/replacesublayer(_:with:)).
    public func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
        guard oldLayer !== newLayer, let index = index(of: oldLayer) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Removes the layer from its superlayer's sublayers
    /// (https://developer.apple.com/documentation/quartzcore/calayer/removefromsuperlayer()).
    public func removeFromSuperlayer() {
        guard let parent = superlayerStorage else { return }
        parent.sublayerList.removeAll { $0 === self }
        superlayerStorage = nil
    }

    /// Takes `layer` from its superlayer, then inserts it at the index `position` gives
    /// once it is out (so moving a sublayer within this layer counts it once).
    private func insert(_ layer: Layer, at position: (Layer) -> Int) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        sublayerList.insert(layer, at: position(self))
        layer.superlayerStorage = self
    }

    private func index(of layer: Layer) -> Int? {
        sublayerList.firstIndex { $0 === layer }
    }
}

/// Display and layout requests, which Core Animation serves on the next update; here they
/// are served when asked for with ``Layer/displayIfNeeded()`` and ``Layer/layoutIfNeeded()``.
extension Layer {
    /// Marks the content as needing an update
    /// (https://developer.apple.com/documentation/quartzcore/calayer/setneedsdisplay()).
    public func setNeedsDisplay() { displayPending = true }

    /// Whether ``setNeedsDisplay()`` was called since the content was last updated
    /// (https://developer.apple.com/documentation/quartzcore/calayer/needsdisplay()).
    public func needsDisplay() -> Bool { displayPending }

    /// Calls ``display()`` if the content needs an update
    /// (https://developer.apple.com/documentation/quartzcore/calayer/displayifneeded()).
    public func displayIfNeeded() {
        guard displayPending else { return }
        displayPending = false
        display()
    }

    /// Marks the sublayers as needing layout; a standalone layer does so itself when its
    /// bounds change size (https://developer.apple.com/documentation/quartzcore/calayer/setneedslayout()).
    public func setNeedsLayout() { layoutPending = true }

    /// Whether ``setNeedsLayout()`` was called since the last layout
    /// (https://developer.apple.com/documentation/quartzcore/calayer/needslayout()).
    public func needsLayout() -> Bool { layoutPending }

    /// Calls ``layoutSublayers()`` if layout is needed, then does the same for the
    /// sublayers (https://developer.apple.com/documentation/quartzcore/calayer/layoutifneeded()).
    public func layoutIfNeeded() {
        if layoutPending {
            layoutPending = false
            layoutSublayers()
        }
        for layer in sublayerList { layer.layoutIfNeeded() }
    }
}

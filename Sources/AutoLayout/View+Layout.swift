import Cassowary
import Foundation

extension View {
    /// Marks the view as needing layout; the next ``layoutIfNeeded()`` lays it out.
    public func setNeedsLayout() {
        needsLayout = true
    }

    /// Marks the view's constraints as needing an update: ``updateConstraints()`` runs
    /// before the next layout pass.
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraints = true
    }

    /// Whether ``updateConstraints()`` will run before the next layout pass.
    public func needsUpdateConstraintsPending() -> Bool { needsUpdateConstraints }

    /// Runs ``updateConstraints()`` on every view of the tree that asked for it, children
    /// before parents, as UIKit does.
    public func updateConstraintsIfNeeded() {
        for view in engineSubtree.reversed() where view.needsUpdateConstraints {
            if let delegate = view.viewDelegate { delegate.updateViewConstraints() } else { view.updateConstraints() }
            view.needsUpdateConstraints = false
        }
    }

    /// Lays out the tree this view belongs to, if anything changed: updates constraints,
    /// builds or updates the tree's engine, and gives every view the frame the engine
    /// solved, calling ``layoutSubviews()`` from the top down (on a leaf only when it needs
    /// layout: it was resized, added or asked with ``setNeedsLayout()``).
    ///
    /// A multi-line label's height depends on the width layout gives it; when that width
    /// changes, the label is measured again and the engine re-solves (UIKit's two passes).
    ///
    /// - Complexity: a tree whose engine exists re-solves incrementally for changed
    ///   constants, priorities and intrinsic sizes; adding or removing views rebuilds it.
    public func layoutIfNeeded() {
        let root = self.root
        // A request from inside a pass (a layoutSubviews() that changed the tree and asks
        // for layout at once) lays out once more, up to eight deep; the outermost pass loops
        // until the tree settles, so nested requests never recurse without bound.
        guard LayoutNesting.depth < LayoutNesting.limit else { return }
        let nested = LayoutNesting.depth > 0
        LayoutNesting.depth += 1
        defer { LayoutNesting.depth -= 1 }
        for _ in 0..<(nested ? 1 : LayoutNesting.passes) {
            guard root.engineSubtreeNeedsPass else { return }
            root.updateConstraintsIfNeeded()
            let engine = root.ensureEngine()
            if engine.lacksHostSize { root.addHostSizeConstraints(to: engine) }
            for view in root.engineSubtree {
                // As in UIKit, a view is laid out when it needs it (it was resized, or asked
                // with setNeedsLayout()); a leaf that does not has nothing to place.
                if !view.needsLayout && view.subviews.isEmpty && view.layoutGuides.isEmpty { continue }
                view.needsLayout = false
                view.viewDelegate?.viewWillLayoutSubviews()
                view.layoutSubviews()
                view.viewDelegate?.viewDidLayoutSubviews()
                view.updateGuideFrames(engine)
            }
            GeometryMemo.during {
                for view in root.engineSubtree { view.layoutDidApplyFrames() }
            }
        }
        if !nested && root.engineSubtreeNeedsPass { LayoutNesting.reportUnsettled(root) }
    }

    /// The engine of this root view's tree, built if it is missing. An engine built for a
    /// fit (`forFit`) leaves out the root's own size constraints: as in UIKit, a view fitted
    /// before it was ever laid out (a zero frame) reports no conflict with the size its
    /// frame would give it; the next layout pass adds them.
    func ensureEngine(forFit: Bool = false) -> LayoutEngine {
        if let engine = hostedEngine { return engine }
        let engine = LayoutEngine(host: self, withoutHostSize: forFit)
        hostedEngine = engine
        return engine
    }

    /// Adds the root's size constraints an engine built for a fit left out.
    func addHostSizeConstraints(to engine: LayoutEngine) {
        engine.lacksHostSize = false
        for list in [autoresizingConstraints, temporarySizeConstraints] {
            for constraint in list where !engine.contains(constraint) { engine.add(constraint) }
        }
    }

    /// Where this view's bounds start in the engine, which its subviews' and guides' frames
    /// are relative to: its alignment rectangle's origin less its alignment insets.
    @inline(__always) private func engineOrigin(in engine: LayoutEngine) -> (x: Double, y: Double) {
        let insets = alignmentRectInsets
        return (
            engine.value(of: layoutNode.minX) - Double(insets.left),
            engine.value(of: layoutNode.minY) - Double(insets.top)
        )
    }

    /// The frame the engine solved for a subview or guide, relative to `origin` (this
    /// view's ``engineOrigin(in:)``, read once for all of them).
    ///
    /// With a display scale (a view in a device's window), each edge is rounded to the
    /// nearest pixel, `1 / scale` points, in the engine's coordinates, as UIKit rounds the
    /// frames it applies: three equal views across 320 points at 2x are 106.5, 107 and 106.5
    /// wide. Without one (0), frames are the solved values.
    @inline(__always) private func engineFrame(
        of node: LayoutNode, symbols: inout FrameSymbols?, in engine: LayoutEngine, origin: (x: Double, y: Double),
        scale: Double = 0, outset insets: EdgeInsets = .zero
    ) -> CGRect {
        var (minX, minY, width, height) = engine.frameValues(of: node, symbols: &symbols)
        if insets != .zero {
            // The engine solved the alignment rectangle; the frame is outset from it.
            minX -= Double(insets.left)
            minY -= Double(insets.top)
            width += Double(insets.left + insets.right)
            height += Double(insets.top + insets.bottom)
        }
        guard scale > 0 else {
            return CGRect(x: snap(minX - origin.x), y: snap(minY - origin.y), width: snap(width), height: snap(height))
        }
        func pixel(_ value: Double) -> Double { (snap(value * scale)).rounded() / scale }
        let (left, top) = (pixel(minX), pixel(minY))
        return CGRect(
            x: snap(left - pixel(origin.x)), y: snap(top - pixel(origin.y)), width: snap(pixel(minX + width) - left),
            height: snap(pixel(minY + height) - top))
    }

    /// The scale frames are rounded to: the display scale of the traits this view was
    /// given (0 outside a device's window).
    @inline(__always) private var pixelScale: Double { Double(deliveredTraits?.displayScale ?? 0) }

    /// Gives each subview the frame the engine solved. ``layoutSubviews()`` calls it.
    ///
    /// - Complexity: O(subviews); a view without subviews returns at once.
    public func applyEngineFramesToSubviews() {
        guard !subviews.isEmpty, let engine = root.hostedEngine else { return }
        let origin = engineOrigin(in: engine)
        let scale = pixelScale
        for view in subviews where !view.isLayoutEngineRoot {
            let frame = engineFrame(
                of: view.layoutNode, symbols: &view.frameSymbols, in: engine, origin: origin, scale: scale,
                outset: view.alignmentRectInsets)
            let old = view.storedFrame
            // Compared field by field: CGRect's == is a call into Foundation.
            let resized = frame.size.width != old.size.width || frame.size.height != old.size.height
            if resized || frame.origin.x != old.origin.x || frame.origin.y != old.origin.y {
                if resized { view.needsLayout = true }
                view.storedFrame = frame
            }
        }
    }

    private func updateGuideFrames(_ engine: LayoutEngine) {
        guard !layoutGuides.isEmpty else { return }
        let origin = engineOrigin(in: engine)
        for guide in layoutGuides {
            guide.layoutFrame = engineFrame(
                of: guide.layoutNode, symbols: &guide.layoutNode.frameSymbols, in: engine, origin: origin)
        }
    }

    /// Hook after frames were applied: system guides that depend on frames (preserved
    /// margins, safe areas) are refreshed, and views that measure content against their
    /// width (multi-line labels) can invalidate their intrinsic size.
    func layoutDidApplyFrames() {
        // Margins taken in from the safe area change with the frame as the safe area does.
        let marginsFollowSafeArea =
            insetsLayoutMarginsFromSafeArea && (marginsGuideStorage != nil || lastMarginsForAttributes != nil)
        if preservesSuperviewLayoutMargins || superview != nil && (safeAreaGuideStorage != nil || marginsFollowSafeArea)
        {
            refreshGuideConstraints()
        }
        layoutPassDidApplyFrames()
    }
}

/// Rounds away the last bits of floating-point noise: a value within 1e-9 of a sixth of a
/// point (whole points, half and third pixels of 2x and 3x screens) becomes that sixth,
/// the nearest `Double` to `n / 6`, so that a frame reads the same however the solver
/// reached it; zero is never negative (a frame never reads -0.0).
func snap(_ value: Double) -> CGFloat {
    // Adding and taking away 2^52 rounds a value below 2^51 to a whole number without a
    // library call (to the nearest even on a tie, which never lies within 6e-9 of it).
    let sixths = value * 6
    guard Swift.abs(sixths) < 0x1p51 else { return CGFloat(value) }
    let rounded = sixths < 0 ? (sixths - 0x1p52) + 0x1p52 : (sixths + 0x1p52) - 0x1p52
    return CGFloat(Swift.abs(sixths - rounded) < 6e-9 ? rounded / 6 + 0 : value)
}

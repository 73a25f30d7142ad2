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
    /// solved, calling ``layoutSubviews()`` from the top down.
    ///
    /// A multi-line label's height depends on the width layout gives it; when that width
    /// changes, the label is measured again and the engine re-solves (UIKit's two passes).
    ///
    /// - Complexity: a tree whose engine exists re-solves incrementally for changed
    ///   constants, priorities and intrinsic sizes; adding or removing views rebuilds it.
    public func layoutIfNeeded() {
        let root = self.root
        for _ in 0..<16 {
            guard root.engineSubtree.contains(where: { $0.needsLayout || $0.needsUpdateConstraints }) else { return }
            root.updateConstraintsIfNeeded()
            let engine = root.ensureEngine()
            for view in root.engineSubtree {
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
    }

    /// The engine of this root view's tree, built if it is missing.
    func ensureEngine() -> LayoutEngine {
        if let engine = hostedEngine { return engine }
        let engine = LayoutEngine(host: self)
        hostedEngine = engine
        return engine
    }

    /// The frame the engine solved for a subview, in this view's coordinates.
    func engineFrame(of node: LayoutNode, in engine: LayoutEngine) -> CGRect {
        let x = engine.value(of: node.minX) - engine.value(of: layoutNode.minX)
        let y = engine.value(of: node.minY) - engine.value(of: layoutNode.minY)
        return CGRect(
            x: snap(x), y: snap(y), width: snap(engine.value(of: node.width)),
            height: snap(engine.value(of: node.height)))
    }

    /// Gives each subview the frame the engine solved. ``layoutSubviews()`` calls it.
    public func applyEngineFramesToSubviews() {
        guard let engine = root.hostedEngine else { return }
        for view in subviews where !view.isLayoutEngineRoot {
            let frame = engineFrame(of: view.layoutNode, in: engine)
            if frame != view.storedFrame {
                if frame.size != view.storedFrame.size { view.needsLayout = true }
                view.storedFrame = frame
            }
        }
    }

    private func updateGuideFrames(_ engine: LayoutEngine) {
        for guide in layoutGuides {
            guide.layoutFrame = engineFrame(of: guide.layoutNode, in: engine)
        }
    }

    /// Hook after frames were applied: system guides that depend on frames (preserved
    /// margins, safe areas) are refreshed, and views that measure content against their
    /// width (multi-line labels) can invalidate their intrinsic size.
    func layoutDidApplyFrames() {
        // Margins taken in from the safe area change with the frame as the safe area does.
        let marginsFollowSafeArea =
            insetsLayoutMarginsFromSafeArea && (marginsGuideStorage != nil || lastMarginsForAttributes != nil)
        if preservesSuperviewLayoutMargins || superview != nil && (safeAreaGuideStorage != nil || marginsFollowSafeArea) {
            refreshGuideConstraints()
        }
        layoutPassDidApplyFrames()
    }
}

/// Rounds away the last bits of floating-point noise: a value within 1e-9 of a whole
/// number becomes that number, and zero is never negative (a frame never reads -0.0).
func snap(_ value: Double) -> CGFloat {
    let rounded = value.rounded()
    return CGFloat(Swift.abs(value - rounded) < 1e-9 ? rounded + 0 : value)
}

import Cassowary
import Foundation

extension View {
    /// The target for the smallest size the constraints allow.
    public static let layoutFittingCompressedSize = CGSize.zero
    /// The target for the largest size the constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size closest to `targetSize` that the view's constraints allow, both axes at
    /// ``LayoutPriority/fittingSizeLevel`` (50).
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's subtree of constraints gives it when its width and height are
    /// pulled towards `targetSize` at the given priorities (`.required` pins an axis,
    /// `.fittingSizeLevel` lets the content decide). The view's own frame, autoresizing
    /// and superview take no part, and nothing changes: frames stay as they are.
    ///
    /// Multi-line labels are measured again at the widths the fit gives them, as UIKit does.
    ///
    /// - Complexity: an incremental re-solve of the tree's engine that is rolled back
    ///   afterwards (the fitting constraints are added and removed again when content must
    ///   be measured at the fit's widths). For a view that is not its engine's root, the
    ///   constraints that tie its subtree to the rest of the tree are lifted for the fit
    ///   (LayoutEngine+Boundary.swift); repeated fits of one view replay only the constants
    ///   that changed since the last (a fitting template).
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontal: LayoutPriority,
        verticalFittingPriority vertical: LayoutPriority
    ) -> CGSize {
        root.updateConstraintsIfNeeded()
        let scope = root === self ? rootFitScope(targetSize, horizontal, vertical) : subviewFitScope()
        let engine = scope.engine
        var targets: [FittingTarget] = []
        if !scope.keepsWidth {
            targets.append(FittingTarget(attribute: .width, size: targetSize.width, priority: horizontal))
        }
        if !scope.keepsHeight {
            targets.append(FittingTarget(attribute: .height, size: targetSize.height, priority: vertical))
        }
        if let size = fittingSizeWithoutChange(of: scope, fitting: targets) { return size }
        let fitting = targets.map(fittingConstraint)
        for constraint in scope.lifted { engine.remove(constraint) }
        for constraint in fitting { engine.add(constraint) }
        for _ in 0..<8 {
            var remeasured = false
            for view in scope.views where view.remeasure(width: snap(engine.value(of: view.layoutNode.width))) {
                remeasured = true
            }
            guard remeasured else { break }
            for view in scope.views { view.refreshContentSizeConstraints() }
        }
        let size = CGSize(
            width: snap(engine.value(of: layoutNode.width)), height: snap(engine.value(of: layoutNode.height)))
        for constraint in fitting { engine.remove(constraint) }
        for constraint in scope.lifted { engine.add(constraint) }
        return size
    }

    /// What a root's fit works in: its own engine, its size constraints lifted. An axis
    /// held at the target size by a required pin (a cell's encapsulated width while it is
    /// measured at that width) needs neither lifting nor a fitting constraint.
    private func rootFitScope(
        _ targetSize: CGSize, _ horizontal: LayoutPriority, _ vertical: LayoutPriority
    ) -> FitScope {
        let engine = ensureEngine(forFit: true)
        var (keepsWidth, keepsHeight) = (false, false)
        for pin in encapsulatedSizeConstraints where engine.contains(pin) && !engine.isBroken(pin) {
            if pin.firstAttribute == .width {
                keepsWidth = horizontal.isRequired && pin.constant == targetSize.width
            } else {
                keepsHeight = vertical.isRequired && pin.constant == targetSize.height
            }
        }
        var lifted: [LayoutConstraint] = []
        for list in [autoresizingConstraints, temporarySizeConstraints, encapsulatedSizeConstraints] {
            for constraint in list where engine.contains(constraint) {
                let attribute = constraint.firstAttribute
                let kept = attribute == .width ? keepsWidth : attribute == .height && keepsHeight
                if !kept { lifted.append(constraint) }
            }
        }
        return FitScope(
            engine: engine, lifted: lifted, views: engineSubtree, keepsWidth: keepsWidth, keepsHeight: keepsHeight)
    }

    /// What the fit of a view that is not its engine's root works in: the tree's engine,
    /// with the constraints that tie the view's subtree to the rest lifted.
    private func subviewFitScope() -> FitScope {
        let engine = root.ensureEngine(forFit: true)
        let boundary = engine.boundary(of: self)
        return FitScope(
            engine: engine, lifted: boundary.lifted,
            views: EngineSubtree(root: self, descendants: boundary.descendants),
            keepsWidth: false, keepsHeight: false)
    }

    /// The fitting size measured in the engine's solver and rolled back, when no view's
    /// content would measure itself again at the widths the fit gives: the engine is left
    /// exactly as it was, with nothing to undo. `nil` sends the fit the long way (through
    /// the engine itself).
    private func fittingSizeWithoutChange(of scope: FitScope, fitting targets: [FittingTarget]) -> CGSize? {
        let views = scope.views
        var variables: [Variable] = []
        variables.reserveCapacity(views.count + 2)
        for view in views { variables.append(view.layoutNode.width) }
        variables.append(layoutNode.width)
        variables.append(layoutNode.height)
        guard let values = scope.engine.measure(without: scope.lifted, fitting: targets, of: self, reading: variables)
        else {
            return nil
        }
        for (view, width) in zip(views, values) where view.wouldRemeasure(width: snap(width)) { return nil }
        return CGSize(width: snap(values[views.count]), height: snap(values[views.count + 1]))
    }

    /// The temporary constraint that pulls the view towards one axis of a fit.
    func fittingConstraint(_ target: FittingTarget) -> LayoutConstraint {
        let (attribute, size, priority) = (target.attribute, target.size, target.priority)
        let constraint = LayoutConstraint(
            first: .attribute(layoutNode, attribute), relation: .equal, second: nil, multiplier: 1,
            constant: size.isFinite ? max(size, 0) : 0, priority: priority.isValid ? priority : .fittingSizeLevel,
            validating: false)
        constraint.identifier = attribute == .width ? "_UITemporaryLayoutWidth" : "_UITemporaryLayoutHeight"
        constraint.installedOn = self
        return constraint
    }
}

/// The engine a fit is measured in, the constraints it lifts, the views it measures (the
/// fitted view and those below it that the engine lays out), and the axes a required pin
/// already holds at the target size.
struct FitScope {
    let engine: LayoutEngine
    let lifted: [LayoutConstraint]
    let views: EngineSubtree
    let keepsWidth: Bool
    let keepsHeight: Bool
}

import Foundation

extension View {
    /// Every constraint of this view the engine holds: installed ones, and those the system
    /// makes for the frame, the intrinsic size and the view's layout guides.
    var engineConstraints: [LayoutConstraint] {
        constraints + autoresizingConstraints + temporarySizeConstraints + encapsulatedSizeConstraints
            + contentSizeConstraints + arrangementConstraints + layoutGuides.flatMap(\.systemConstraints)
    }

    /// Regenerates the system constraints from the current frame, sizes and margins.
    func refreshSystemConstraints() {
        refreshAutoresizingConstraints()
        refreshContentSizeConstraints()
        refreshGuideConstraints()
        refreshArrangementConstraints()
    }

    /// Swaps a group of system constraints: the old ones leave the engine, the new ones
    /// are installed on this view and added to it.
    func replaceSystemConstraints(_ old: inout [LayoutConstraint], with new: [LayoutConstraint]) {
        let engine = root.hostedEngine
        if old.count == new.count, zip(old, new).allSatisfy({ $0.hasSameShape(as: $1) }) {
            // Only numbers changed: the installed constraints take them and re-solve.
            for (installed, replacement) in zip(old, new)
            where installed.storedConstant != replacement.storedConstant
                || installed.multiplier != replacement.multiplier
            {
                let constant = installed.storedConstant
                installed.storedConstant = replacement.storedConstant
                if installed.multiplier == replacement.multiplier {
                    engine?.updateConstant(installed, from: constant)
                } else {
                    installed.multiplier = replacement.multiplier
                    engine?.update(installed)
                }
                setNeedsLayout()
            }
            return
        }
        for constraint in old {
            engine?.remove(constraint)
            constraint.installedOn = nil
        }
        // A regenerated constraint keeps the age of the one it replaces.
        for (replacement, previous) in zip(new, old) { replacement.sequence = previous.sequence }
        old = new
        for constraint in new {
            constraint.installedOn = self
            engine?.add(constraint)
        }
        setNeedsLayout()
    }

    /// The constraints for the frame: autoresizing ones while the view translates its mask;
    /// for a root view that does not, `_UITemporaryLayoutWidth` and `-Height` holding its
    /// size, as UIKit pins a view it lays out without a superview.
    func refreshAutoresizingConstraints() {
        guard !isLayoutEngineRoot else { return }
        let autoresizing = translatesAutoresizingMaskIntoConstraints ? AutoresizingMaskConstraint.make(for: self) : []
        replaceSystemConstraints(&autoresizingConstraints, with: autoresizing)
        var temporary: [LayoutConstraint] = []
        if superview == nil, !translatesAutoresizingMaskIntoConstraints {
            for (attribute, size) in [(LayoutAttribute.width, frame.width), (.height, frame.height)] {
                let constraint = LayoutConstraint(
                    first: .attribute(layoutNode, attribute), relation: .equal, second: nil, multiplier: 1,
                    constant: size)
                constraint.identifier = attribute == .width ? "_UITemporaryLayoutWidth" : "_UITemporaryLayoutHeight"
                temporary.append(constraint)
            }
        }
        replaceSystemConstraints(&temporarySizeConstraints, with: temporary)
    }

    /// Holds the view at a size its list decided, with required
    /// `'UIView-Encapsulated-Layout-Width'` and `'UIView-Encapsulated-Layout-Height'`
    /// constraints, as UIKit holds a cell; `nil` removes them.
    package func setEncapsulatedSize(_ size: CGSize?) {
        if let size, encapsulatedSizeConstraints.count == 2 {
            // Usually only the numbers change: the installed constraints take them.
            let engine = root.hostedEngine
            for (constraint, value) in zip(encapsulatedSizeConstraints, [size.width, size.height])
            where constraint.storedConstant != LayoutConstraint.heldToLimits(value) {
                let old = constraint.storedConstant
                constraint.storedConstant = value
                engine?.updateConstant(constraint, from: old)
                setNeedsLayout()
            }
            return
        }
        var made: [LayoutConstraint] = []
        if let size {
            for (attribute, value) in [(LayoutAttribute.width, size.width), (.height, size.height)] {
                let constraint = LayoutConstraint(
                    first: .attribute(layoutNode, attribute), relation: .equal, second: nil, multiplier: 1,
                    constant: value, validating: false)
                constraint.identifier =
                    attribute == .width ? "UIView-Encapsulated-Layout-Width" : "UIView-Encapsulated-Layout-Height"
                made.append(constraint)
            }
        }
        replaceSystemConstraints(&encapsulatedSizeConstraints, with: made)
    }

    /// Resizes the subviews that translate their autoresizing mask after this view's size
    /// changed from `oldSize`, as UIKit's `autoresizesSubviews` does: stretchable parts
    /// share the change in proportion to their sizes.
    func resizeSubviews(from oldSize: CGSize) {
        let newSize = storedFrame.size
        for view in subviews where view.translatesAutoresizingMaskIntoConstraints && !view.autoresizingMask.isEmpty {
            let f = view.frame
            let (x, width) = AutoresizingMaskConstraint.resize(
                origin: f.minX, size: f.width, in: oldSize.width, to: newSize.width,
                flexibility: view.autoresizingMask.flexibility(.horizontal))
            let (y, height) = AutoresizingMaskConstraint.resize(
                origin: f.minY, size: f.height, in: oldSize.height, to: newSize.height,
                flexibility: view.autoresizingMask.flexibility(.vertical))
            // The autoresizing constraints already say this: only the frame moves.
            let old = view.storedFrame.size
            view.storedFrame = CGRect(x: x, y: y, width: width, height: height)
            view.setNeedsLayout()
            if old != view.storedFrame.size { view.resizeSubviews(from: old) }
        }
    }

    /// Called when the frame was set from outside the layout pass.
    func frameDidChange() {
        if translatesAutoresizingMaskIntoConstraints || superview == nil {
            refreshAutoresizingConstraints()
        }
        setNeedsLayout()
        superview?.setNeedsLayout()
    }
}

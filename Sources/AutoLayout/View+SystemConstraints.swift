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

    /// Swaps a group of system constraints: constraints of the same shape stay installed
    /// (taking the new numbers, re-solved in place), the old ones without a match leave the
    /// engine, and the new ones without a match are installed on this view and added to it.
    ///
    /// - Complexity: O(old + new) dictionary work, and solver work only for what changed (a
    ///   container hiding one of 10,000 subviews swaps a few constraints, not all).
    func replaceSystemConstraints(_ old: inout [LayoutConstraint], with new: [LayoutConstraint]) {
        if old.isEmpty && new.isEmpty { return }  // the usual case, without a walk to the root
        replaceSystemConstraints(&old, with: new, engine: root.hostedEngine)
    }

    /// ``replaceSystemConstraints(_:with:)`` when the caller knows the tree's engine (nil
    /// when it was just dropped), so no walk to the root is needed.
    func replaceSystemConstraints(_ old: inout [LayoutConstraint], with new: [LayoutConstraint], engine: LayoutEngine?)
    {
        let (matchOfNew, matchedOld) = Self.matchShapes(old, new)
        // Loops, not closures: see Array+Identity.swift.
        var leaving: [LayoutConstraint] = []
        for (constraint, matched) in zip(old, matchedOld) where !matched { leaving.append(constraint) }
        var arriving: [Int] = []
        var kept: [LayoutConstraint] = []
        kept.reserveCapacity(new.count)
        for (index, match) in matchOfNew.enumerated() {
            if match == nil { arriving.append(index) }
            kept.append(match ?? new[index])
        }
        for (replacement, installed) in zip(new, matchOfNew) {
            if let installed, takeNumbers(of: replacement, into: installed, engine: engine) { setNeedsLayout() }
        }
        for constraint in leaving {
            engine?.remove(constraint)
            constraint.installedOn = nil
        }
        // A regenerated constraint keeps the age of the one it replaces.
        for (index, previous) in zip(arriving, leaving) { new[index].sequence = previous.sequence }
        old = kept
        guard !leaving.isEmpty || !arriving.isEmpty else { return }
        for index in arriving {
            new[index].installedOn = self
            engine?.add(new[index])
        }
        setNeedsLayout()
    }

    /// Pairs each new system constraint with an old one of the same shape, each old one
    /// used once, in order. (Constraints that line up one to one, the usual case, are
    /// paired without hashing.)
    private static func matchShapes(_ old: [LayoutConstraint], _ new: [LayoutConstraint])
        -> (matchOfNew: [LayoutConstraint?], matchedOld: [Bool])
    {
        var matchOfNew: [LayoutConstraint?] = Array(repeating: nil, count: new.count)
        var matchedOld = Array(repeating: false, count: old.count)
        var prefix = 0
        while prefix < min(old.count, new.count) && old[prefix].hasSameShape(as: new[prefix]) {
            matchOfNew[prefix] = old[prefix]
            matchedOld[prefix] = true
            prefix += 1
        }
        guard prefix < old.count && prefix < new.count else { return (matchOfNew, matchedOld) }
        // The rest: old constraints by shape, each key's indices chained in order.
        var first: [ShapeKey: Int] = [:]
        first.reserveCapacity(old.count - prefix)
        var next = Array(repeating: -1, count: old.count)
        for index in (prefix..<old.count).reversed() {
            let key = ShapeKey(old[index])
            next[index] = first[key] ?? -1
            first[key] = index
        }
        for index in prefix..<new.count {
            let key = ShapeKey(new[index])
            var candidate = first[key] ?? -1
            var previous = -1
            while candidate >= 0 && !old[candidate].hasSameShape(as: new[index]) {
                previous = candidate
                candidate = next[candidate]
            }
            guard candidate >= 0 else { continue }
            if previous < 0 { first[key] = next[candidate] } else { next[previous] = next[candidate] }
            matchOfNew[index] = old[candidate]
            matchedOld[candidate] = true
        }
        return (matchOfNew, matchedOld)
    }

    /// Gives `installed` the numbers of `replacement` (same shape), re-solving in place;
    /// whether anything changed.
    private func takeNumbers(of replacement: LayoutConstraint, into installed: LayoutConstraint, engine: LayoutEngine?)
        -> Bool
    {
        guard installed.storedConstant != replacement.storedConstant || installed.multiplier != replacement.multiplier
        else { return false }
        let constant = installed.storedConstant
        installed.storedConstant = replacement.storedConstant
        if installed.multiplier == replacement.multiplier {
            engine?.updateConstant(installed, from: constant)
        } else {
            installed.multiplier = replacement.multiplier
            engine?.update(installed)
        }
        return true
    }

    /// The constraints for the frame: autoresizing ones while the view translates its mask;
    /// for a root view that does not, `_UITemporaryLayoutWidth` and `-Height` holding its
    /// size, as UIKit pins a view it lays out without a superview.
    ///
    /// `engineDropped`: the tree's engine was just dropped (a view joined the tree), so the
    /// constraints need not leave or enter it.
    /// A view that hosts its own engine inside a list (a cell) is held by its list instead;
    /// standing alone, before a list ever held it, it keeps its frame like any root.
    func refreshAutoresizingConstraints(engineDropped: Bool = false) {
        func replace(_ old: inout [LayoutConstraint], with new: [LayoutConstraint]) {
            guard !old.isEmpty || !new.isEmpty else { return }
            replaceSystemConstraints(&old, with: new, engine: engineDropped ? nil : root.hostedEngine)
        }
        guard !isLayoutEngineRoot || (superview == nil && encapsulatedSizeConstraints.isEmpty) else {
            replace(&autoresizingConstraints, with: [])
            replace(&temporarySizeConstraints, with: [])
            return
        }
        let autoresizing = translatesAutoresizingMaskIntoConstraints ? AutoresizingMaskConstraint.make(for: self) : []
        replace(&autoresizingConstraints, with: autoresizing)
        var temporary: [LayoutConstraint] = []
        if superview == nil, !translatesAutoresizingMaskIntoConstraints {
            let held = alignmentRect(forFrame: frame).size
            for (attribute, size) in [(LayoutAttribute.width, held.width), (.height, held.height)] {
                let constraint = LayoutConstraint(
                    first: .attribute(layoutNode, attribute), relation: .equal, second: nil, multiplier: 1,
                    constant: size)
                constraint.identifier = attribute == .width ? "_UITemporaryLayoutWidth" : "_UITemporaryLayoutHeight"
                temporary.append(constraint)
            }
        }
        replace(&temporarySizeConstraints, with: temporary)
    }

    /// Holds the view at a size its list decided, with required
    /// `'UIView-Encapsulated-Layout-Width'` and `'UIView-Encapsulated-Layout-Height'`
    /// constraints, as UIKit holds a cell; `nil` removes them.
    package func setEncapsulatedSize(_ size: CGSize?) {
        if let size, encapsulatedSizeConstraints.count == 2 {
            // Usually only the numbers change: the installed constraints take them.
            func pin(_ constraint: LayoutConstraint, to value: CGFloat) {
                guard constraint.storedConstant != LayoutConstraint.heldToLimits(value) else { return }
                constraint.moveConstant(to: value, on: self)
            }
            pin(encapsulatedSizeConstraints[0], to: size.width)
            pin(encapsulatedSizeConstraints[1], to: size.height)
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
        if !autoresizingConstraints.isEmpty || !temporarySizeConstraints.isEmpty { refreshAutoresizingConstraints() }
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

/// What two system constraints of the same shape share, for finding pairs by hashing
/// (``LayoutConstraint/hasSameShape(as:)`` decides).
private struct ShapeKey: Hashable {
    var first: ObjectIdentifier?
    var firstAttribute: LayoutAttribute
    var second: ObjectIdentifier?
    var secondAttribute: LayoutAttribute

    @MainActor init(_ constraint: LayoutConstraint) {
        first = constraint.first.node.map(ObjectIdentifier.init)
        firstAttribute = constraint.first.attribute
        second = constraint.second?.node.map(ObjectIdentifier.init)
        secondAttribute = constraint.second?.attribute ?? .notAnAttribute
    }
}

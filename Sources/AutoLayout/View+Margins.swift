import Foundation

extension View {
    /// The standard width of readable text: lines no longer than this are easy to read.
    public static let readableContentWidth: CGFloat = 672

    /// The space inside the view's edges that content keeps to (8 points on each side
    /// unless set; a view controller's root view keeps at least its controller's
    /// `systemMinimumLayoutMargins`). Changing them moves the ``layoutMarginsGuide``
    /// incrementally.
    public var layoutMargins: EdgeInsets {
        get {
            guard let minimum = minimumLayoutMargins else { return layoutMarginsStorage }
            let own = layoutMarginsStorage
            return EdgeInsets(
                top: max(own.top, minimum.top), left: max(own.left, minimum.left),
                bottom: max(own.bottom, minimum.bottom), right: max(own.right, minimum.right))
        }
        set {
            layoutMarginsStorage = newValue
            GeometryMemo.invalidate()
            refreshGuideConstraints()
            for view in subviews where view.preservesSuperviewLayoutMargins { view.refreshGuideConstraints() }
        }
    }

    /// The layout margins by leading and trailing edge, which follow the layout direction.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { layoutMargins.directional(in: effectiveUserInterfaceLayoutDirection) }
        set { layoutMargins = newValue.edgeInsets(in: effectiveUserInterfaceLayoutDirection) }
    }

    /// The insets of the area not covered by bars and rounded corners. Set them on a root
    /// view to model a device (for example 47 on top and 34 at the bottom); a subview's
    /// insets are the part of the root's that overlaps it, from the last layout pass.
    public var safeAreaInsets: EdgeInsets {
        get {
            if let known = geometryMemo.safeArea.current { return known }
            // From the top of the tree (or the nearest view that remembers its insets)
            // down, in a loop, so that no depth of tree is too deep: each view's insets
            // are the part of its superview's that overlaps it.
            var path: [View] = []
            var top = self
            var known: EdgeInsets?
            while let parent = top.superview {
                path.append(top)
                top = parent
                if let memo = top.geometryMemo.safeArea.current {
                    known = memo
                    break
                }
            }
            var insets = known ?? top.rootSafeAreaInsets.adding(top.additionalSafeAreaInsets)
            if known == nil { top.geometryMemo.safeArea.remember(insets) }
            var superview = top
            for view in path.reversed() {
                insets = view.overlap(of: superview.safeAreaInsetsForContent(insets), in: superview)
                    .adding(view.additionalSafeAreaInsets)
                view.geometryMemo.safeArea.remember(insets)
                superview = view
            }
            return insets
        }
        set {
            rootSafeAreaInsets = newValue
            for view in subtree { view.refreshGuideConstraints() }
        }
    }

    /// The part of each unsafe band of `superview` (its insets `outer`) that this view
    /// overlaps.
    private func overlap(of outer: EdgeInsets, in superview: View) -> EdgeInsets {
        let f = frame
        let size = superview.bounds.size
        return EdgeInsets(
            top: min(outer.top, max(0, outer.top - f.minY)),
            left: min(outer.left, max(0, outer.left - f.minX)),
            bottom: min(outer.bottom, max(0, f.maxY - (size.height - outer.bottom))),
            right: min(outer.right, max(0, f.maxX - (size.width - outer.right))))
    }

    /// A guide for the rectangle inside the layout margins.
    public var layoutMarginsGuide: LayoutGuide {
        systemGuide(marginsGuideStorage, identifier: "UIViewLayoutMarginsGuide", store: { marginsGuideStorage = $0 }) {
            refreshGuideConstraints()
        }
    }

    /// A guide for the safe area: the view minus ``safeAreaInsets``.
    public var safeAreaLayoutGuide: LayoutGuide {
        systemGuide(safeAreaGuideStorage, identifier: "UIViewSafeAreaLayoutGuide", store: { safeAreaGuideStorage = $0 })
        {
            refreshGuideConstraints()
        }
    }

    /// A guide for text: inside the margins, no wider than ``readableContentWidth``, and
    /// centred.
    public var readableContentGuide: LayoutGuide {
        systemGuide(
            readableGuideStorage, identifier: "UIViewReadableContentGuide", store: { readableGuideStorage = $0 }
        ) {
            _ = layoutMarginsGuide
            refreshGuideConstraints()
        }
    }

    /// The margins the margins guide keeps: own margins, pushed in by the superview's
    /// where ``preservesSuperviewLayoutMargins``, measured from the safe area when
    /// ``insetsLayoutMarginsFromSafeArea``.
    /// - Complexity: O(length of the chain of ancestors that preserve their superview's
    ///   margins), in a loop, so that no chain is too long; O(1) per view while a layout
    ///   pass refreshes the guides (``GeometryMemo``).
    var effectiveLayoutMargins: EdgeInsets {
        if let known = geometryMemo.margins.current { return known }
        var chain: [View] = [self]
        var outer: EdgeInsets?
        while let last = chain.last, last.preservesSuperviewLayoutMargins, let parent = last.superview {
            if let memo = parent.geometryMemo.margins.current {
                outer = memo
                break
            }
            chain.append(parent)
        }
        for view in chain.reversed() {
            let margins = view.margins(pushedInBy: outer)
            view.geometryMemo.margins.remember(margins)
            outer = margins
        }
        return outer ?? layoutMargins
    }

    /// This view's effective margins, given its superview's (`nil` when they do not push in).
    private func margins(pushedInBy outer: EdgeInsets?) -> EdgeInsets {
        var m = layoutMargins
        if let outer, let superview {
            let f = frame
            let size = superview.bounds.size
            m.top = max(m.top, outer.top - f.minY)
            m.left = max(m.left, outer.left - f.minX)
            m.bottom = max(m.bottom, outer.bottom - (size.height - f.maxY))
            m.right = max(m.right, outer.right - (size.width - f.maxX))
        }
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            m = EdgeInsets(
                top: m.top + safe.top, left: m.left + safe.left, bottom: m.bottom + safe.bottom,
                right: m.right + safe.right)
        }
        return m
    }

    /// Regenerates the constraints of the margins, safe-area and readable guides when
    /// their insets changed.
    func refreshGuideConstraints() {
        refreshMarginAttributeConstraints()
        if let guide = marginsGuideStorage {
            refreshInsetGuide(guide, insets: effectiveLayoutMargins, name: { "UIView-\($0)Margin-guide-constraint" })
        }
        if let guide = safeAreaGuideStorage {
            refreshInsetGuide(guide, insets: safeAreaInsets, name: { "UIViewSafeAreaLayoutGuide-\($0)" })
        }
        if let guide = readableGuideStorage, guide.systemConstraints.isEmpty, let margins = marginsGuideStorage {
            replaceSystemConstraints(&guide.systemConstraints, with: readableConstraints(guide, margins))
        }
    }

    /// Re-solves the constraints on this view's margin attributes (`leftMargin`, ...) when
    /// the margins they stand for changed.
    private func refreshMarginAttributeConstraints() {
        // Only views whose margin attributes a constraint was lowered with (the margins
        // cost a walk up the tree to work out).
        guard lastMarginsForAttributes != nil else { return }
        let margins = effectiveLayoutMargins
        guard margins != lastMarginsForAttributes, let engine = root.hostedEngine else {
            lastMarginsForAttributes = margins
            return
        }
        lastMarginsForAttributes = margins
        let id: Set<ObjectIdentifier> = [ObjectIdentifier(layoutNode)]
        for constraint in root.engineSubtree.flatMap(\.constraints) where constraint.referencesMargins(ofViewsIn: id) {
            engine.update(constraint)
        }
    }

    private func refreshInsetGuide(_ guide: LayoutGuide, insets: EdgeInsets, name: (String) -> String) {
        let constants = [insets.left, insets.right, insets.top, insets.bottom]
        if guide.systemConstraints.map(\.constant) == constants { return }
        let v = layoutNode
        let g = guide.layoutNode
        let direction = effectiveUserInterfaceLayoutDirection
        func make(_ side: String, _ axis: LayoutAxis, leadingEdge: Bool, _ attribute: LayoutAttribute, _ inset: CGFloat)
            -> LayoutConstraint
        {
            let (first, second) = leadingEdge ? (g, v) : (v, g)
            let constraint = LayoutConstraint(
                first: .attribute(first, attribute), relation: .equal, second: .attribute(second, attribute),
                multiplier: 1, constant: inset, validating: false)
            constraint.identifier = name(side)
            constraint.visualForm = VisualForm(
                axis: axis, shape: leadingEdge ? .spacing(from: nil, to: g) : .spacing(from: g, to: nil),
                superview: self, direction: axis == .horizontal ? direction : nil)
            return constraint
        }
        replaceSystemConstraints(
            &guide.systemConstraints,
            with: [
                make("left", .horizontal, leadingEdge: true, .left, insets.left),
                make("right", .horizontal, leadingEdge: false, .right, insets.right),
                make("top", .vertical, leadingEdge: true, .top, insets.top),
                make("bottom", .vertical, leadingEdge: false, .bottom, insets.bottom),
            ])
    }

    private func readableConstraints(_ guide: LayoutGuide, _ margins: LayoutGuide) -> [LayoutConstraint] {
        let constraints = [
            guide.topAnchor.constraint(equalTo: margins.topAnchor),
            guide.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            guide.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
            guide.widthAnchor.constraint(lessThanOrEqualTo: margins.widthAnchor),
            guide.widthAnchor.constraint(lessThanOrEqualToConstant: View.readableContentWidth),
            guide.widthAnchor.constraint(equalTo: margins.widthAnchor),
        ]
        constraints[5].priority = .required - 1
        for (constraint, name) in zip(constraints, ["top", "bottom", "centerX", "width", "maxWidth", "width-fill"]) {
            constraint.identifier = "UIViewReadableContentGuide-\(name)"
        }
        return constraints
    }
}

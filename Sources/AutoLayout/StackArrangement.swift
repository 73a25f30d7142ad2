import Foundation

/// The constraints a stack view makes for its arranged subviews, named as UIKit names them.
@MainActor
struct StackArrangement {
    let stack: StackView
    private let horizontal: Bool
    private let canvas: any LayoutItem

    init(stack: StackView) {
        self.stack = stack
        horizontal = stack.axis == .horizontal
        canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
    }

    func constraints() -> [LayoutConstraint] {
        var visible: [View] = []
        var hidden: [View] = []
        for view in stack.arrangedSubviews {
            if view.isHidden { hidden.append(view) } else { visible.append(view) }
        }
        var all = alongAxis(visible) + acrossAxis(visible)
        for view in hidden { all += collapsed(view) }
        return all
    }

    // MARK: Anchors by axis

    private func leading(_ item: any LayoutItem) -> AnchorSource {
        .attribute(item.layoutNode, horizontal ? .leading : .top)
    }
    private func trailing(_ item: any LayoutItem) -> AnchorSource {
        .attribute(item.layoutNode, horizontal ? .trailing : .bottom)
    }
    private func length(_ item: any LayoutItem) -> AnchorSource {
        .attribute(item.layoutNode, horizontal ? .width : .height)
    }
    private func center(_ item: any LayoutItem) -> AnchorSource {
        .attribute(item.layoutNode, horizontal ? .centerX : .centerY)
    }
    private func across(_ item: any LayoutItem, _ attribute: StackView.Alignment) -> AnchorSource {
        let a: LayoutAttribute =
            switch attribute {
            case .leading, .fill: horizontal ? .top : .leading
            case .trailing: horizontal ? .bottom : .trailing
            case .center: horizontal ? .centerY : .centerX
            case .firstBaseline: horizontal ? .firstBaseline : .leading
            case .lastBaseline: horizontal ? .lastBaseline : .trailing
            }
        return .attribute(item.layoutNode, a)
    }

    private func make(
        _ first: AnchorSource, _ relation: LayoutRelation, _ second: AnchorSource?, constant: CGFloat = 0,
        multiplier: CGFloat = 1, priority: LayoutPriority = .required, _ identifier: String,
        form: VisualForm? = nil
    ) -> LayoutConstraint {
        let constraint = LayoutConstraint(
            first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
            priority: priority, validating: false)
        constraint.identifier = identifier
        constraint.visualForm = form
        return constraint
    }

    // MARK: Along the axis

    private func alongAxis(_ views: [View]) -> [LayoutConstraint] {
        guard let first = views.first, let last = views.last else { return [] }
        let axis: LayoutAxis = horizontal ? .horizontal : .vertical
        var result = [
            make(leading(first), .equal, leading(canvas), "UISV-canvas-connection"),
            make(
                trailing(canvas), .equal, trailing(last), "UISV-canvas-connection",
                form: VisualForm(axis: axis, shape: .spacing(from: last.layoutNode, to: nil), superview: stack)),
        ]
        let spacingRelation: LayoutRelation =
            [.equalSpacing, .equalCentering].contains(stack.distribution) ? .greaterThanOrEqual : .equal
        // Baseline-relative: in a column, the gaps run from one view's last baseline to the
        // next one's first baseline.
        let baselines = !horizontal && stack.isBaselineRelativeArrangement
        for (a, b) in zip(views, views.dropFirst()) {
            if baselines {
                result.append(
                    make(
                        .attribute(b.layoutNode, .firstBaseline), spacingRelation,
                        .attribute(a.layoutNode, .lastBaseline), constant: stack.gap(after: a), "UISV-spacing"))
                continue
            }
            result.append(
                make(
                    leading(b), spacingRelation, trailing(a), constant: stack.gap(after: a), "UISV-spacing",
                    form: VisualForm(axis: axis, shape: .spacing(from: a.layoutNode, to: b.layoutNode))))
        }
        result += distribution(views)
        return result
    }

    private func distribution(_ views: [View]) -> [LayoutConstraint] {
        guard let first = views.first else { return [] }
        let pairs = Array(zip(views, views.dropFirst()))
        switch stack.distribution {
        case .fill:
            return ambiguitySuppression(views)
        case .fillEqually:
            return views.dropFirst().map { make(length($0), .equal, length(first), "UISV-fill-equally") }
        case .fillProportionally:
            let sizes = views.map { horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
            guard let base = sizes.first, base > 0 else { return [] }
            return zip(views, sizes).dropFirst().map { view, size in
                make(
                    length(view), .equal, length(first), multiplier: max(size, 0) / base, priority: .required - 1,
                    "UISV-fill-proportionally")
            }
        case .equalSpacing:
            guard let (a0, b0) = pairs.first else { return [] }
            let firstGap = AnchorSource.offset(from: trailing(a0), to: leading(b0))
            return pairs.dropFirst().map { a, b in
                make(.offset(from: trailing(a), to: leading(b)), .equal, firstGap, "UISV-distributing")
            }
        case .equalCentering:
            guard let (a0, b0) = pairs.first else { return [] }
            let firstStep = AnchorSource.offset(from: center(a0), to: center(b0))
            return pairs.dropFirst().map { a, b in
                make(.offset(from: center(a), to: center(b)), .equal, firstStep, "UISV-distributing")
            }
        }
    }

    /// Breaks ties between views of equal hugging or compression resistance by index: each
    /// view keeps its intrinsic length at one low priority, ``tieBreakingPriority``, with a
    /// weight between 1 and 2, higher for earlier views, so the last view stretches and
    /// shrinks first (a point of its length costs least). The weight follows the view's
    /// place among all arranged views, hidden ones included, so that hiding or showing one
    /// leaves every other view's constraint as it was (in the engine too).
    ///
    /// One priority for all keeps the solver's objective at one level for them: a
    /// priority per view made every pivot of a long stack update a level per view.
    /// `views` are some of the arranged views, in their order.
    private func ambiguitySuppression(_ views: [View]) -> [LayoutConstraint] {
        let all = stack.arrangedSubviews
        let count = CGFloat(all.count)
        var result: [LayoutConstraint] = []
        var next = 0
        for (index, view) in all.enumerated() {
            guard next < views.count, view === views[next] else { continue }
            next += 1
            let size = horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
            guard size != View.noIntrinsicMetric else { continue }
            let constraint = make(
                length(view), .equal, nil, constant: size, priority: Self.tieBreakingPriority,
                Self.tieBreakingIdentifier)
            constraint.objectiveWeight = Double(1 + (count - CGFloat(index)) / (count + 1))
            result.append(constraint)
        }
        return result
    }

    /// The identifier of the tie-breaking lengths.
    static let tieBreakingIdentifier = "UISV-ambiguity-suppression"

    /// The priority of the tie-breaking lengths: above an app's priority 1, below 2.
    static let tieBreakingPriority = LayoutPriority(1.5)

    // MARK: Across the axis

    private func acrossAxis(_ views: [View]) -> [LayoutConstraint] {
        guard let first = views.first else { return [] }
        let alignment = stack.alignment
        var result: [LayoutConstraint] = []
        for view in views {
            switch alignment {
            case .fill:
                result.append(make(across(view, .leading), .equal, across(canvas, .leading), "UISV-canvas-connection"))
                result.append(
                    make(across(canvas, .trailing), .equal, across(view, .trailing), "UISV-canvas-connection"))
            case .leading, .trailing, .center:
                result.append(make(across(view, alignment), .equal, across(canvas, alignment), "UISV-alignment"))
                result += spanning(view)
            case .firstBaseline, .lastBaseline:
                if view !== first {
                    result.append(make(across(view, alignment), .equal, across(first, alignment), "UISV-alignment"))
                }
                result += spanning(view)
            }
        }
        if alignment != .fill {
            let size = AnchorSource.attribute(canvas.layoutNode, horizontal ? .height : .width)
            result.append(make(size, .equal, nil, priority: 49, "UISV-canvas-fit"))
        }
        return result
    }

    /// Keeps a view inside the canvas across the axis.
    private func spanning(_ view: View) -> [LayoutConstraint] {
        [
            make(across(view, .leading), .greaterThanOrEqual, across(canvas, .leading), "UISV-spanning-boundary"),
            make(across(canvas, .trailing), .greaterThanOrEqual, across(view, .trailing), "UISV-spanning-boundary"),
        ]
    }

    /// A hidden arranged view: no length along the axis, at the canvas's leading edge.
    private func collapsed(_ view: View) -> [LayoutConstraint] {
        [
            make(length(view), .equal, nil, "UISV-hiding"),
            make(leading(view), .equal, leading(canvas), "UISV-hiding"),
            make(across(view, .leading), .equal, across(canvas, .leading), "UISV-hiding"),
        ]
    }
}

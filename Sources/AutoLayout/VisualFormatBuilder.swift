import Foundation

/// Turns a parsed visual format into layout constraints, named and described as UIKit
/// names and describes them.
@MainActor
struct VisualFormatBuilder {
    let format: String
    let parsed: VisualFormatString
    let options: FormatOptions
    let views: [String: Any]
    private var result: [LayoutConstraint] = []

    init(format: String, parsed: VisualFormatString, options: FormatOptions, views: [String: Any]) {
        self.format = format
        self.parsed = parsed
        self.options = options
        self.views = views
    }

    private var axis: LayoutAxis { parsed.vertical ? .vertical : .horizontal }

    /// The attributes at the start and end of the line.
    private var edges: (start: LayoutAttribute, end: LayoutAttribute) {
        if parsed.vertical { return (.top, .bottom) }
        if options.contains(.directionRightToLeft) { return (.right, .left) }
        if options.contains(.directionLeftToRight) { return (.left, .right) }
        return (.leading, .trailing)
    }

    mutating func build() throws(LayoutError) -> [LayoutConstraint] {
        let resolved = try parsed.views.map { element throws(LayoutError) in
            try view(named: element.name, at: element.column)
        }
        for (element, view) in zip(parsed.views, resolved) {
            try addSize(element.predicates, of: view, column: element.column)
        }
        for (index, connection) in parsed.connections.enumerated() {
            addSpacing(connection, from: resolved[index], to: resolved[index + 1], standard: SystemSpacing.standard)
        }
        if parsed.leadingBar != nil || parsed.trailingBar != nil {
            guard let superview = resolved[0].superview else {
                throw .invalidVisualFormat(
                    message: "Unable to interpret '|' character, because the related view doesn't have a superview",
                    format: format,
                    column: format.firstIndex(of: "|").map { format.distance(from: format.startIndex, to: $0) } ?? 0)
            }
            if let bar = parsed.leadingBar { addSpacing(bar, from: superview, to: resolved[0], bar: superview) }
            if let bar = parsed.trailingBar, let last = resolved.last {
                addSpacing(bar, from: last, to: superview, bar: superview)
            }
        }
        try addAlignment(resolved)
        // A metric that is NaN or infinite: UIKit's factory raises for the constraint it
        // makes with it, so the format makes none.
        for constraint in result { if let error = constraint.validationError() { throw error } }
        return result
    }

    private func view(named name: String, at column: Int) throws(LayoutError) -> View {
        guard let view = views[name] as? View else {
            throw .invalidVisualFormat(
                message: "\(name) is not a key in the views dictionary.", format: format, column: column)
        }
        return view
    }

    private mutating func addSize(
        _ predicates: [VisualFormatString.Predicate], of view: View, column: Int
    ) throws(LayoutError) {
        let size: LayoutAttribute = axis == .horizontal ? .width : .height
        for predicate in predicates {
            let constraint: LayoutConstraint
            var other: LayoutNode?
            switch predicate.object {
            case .constant(let value):
                constraint = LayoutConstraint(
                    first: .attribute(view.layoutNode, size), relation: predicate.relation, second: nil, multiplier: 1,
                    constant: value, validating: false)
            case .view(let name):
                let target = try self.view(named: name, at: predicate.column)
                other = target.layoutNode
                constraint = LayoutConstraint(
                    first: .attribute(view.layoutNode, size), relation: predicate.relation,
                    second: .attribute(target.layoutNode, size), multiplier: 1, constant: 0, validating: false)
            }
            constraint.visualForm = VisualForm(axis: axis, shape: .size(view.layoutNode, other: other))
            append(constraint, priority: predicate.priority)
        }
    }

    /// Gaps between `from`'s end and `to`'s start; `bar` is the superview when one side is `|`.
    private mutating func addSpacing(
        _ connection: VisualFormatString.Connection, from: View, to: View, bar: View? = nil,
        standard: CGFloat = SystemSpacing.toSuperview
    ) {
        let predicates: [VisualFormatString.Predicate]
        switch connection {
        case .flush: predicates = [.init(relation: .equal, object: .constant(0), priority: nil)]
        case .standard: predicates = [.init(relation: .equal, object: .constant(standard), priority: nil)]
        case .predicates(let list): predicates = list
        }
        let (start, end) = edges
        // Right to left, gaps run leftwards: constants change sign and relations turn.
        let mirrored = axis == .horizontal && options.contains(.directionRightToLeft)
        for predicate in predicates {
            guard case .constant(let value) = predicate.object else { continue }
            let gap = mirrored ? -value : value
            let relation = mirrored ? predicate.relation.reversed : predicate.relation
            // `|-c-[v]`: v.start = super.start + c; `[v]-c-|`: super.end = v.end + c;
            // `[a]-c-[b]`: b.start = a.end + c.
            let first: AnchorSource
            let second: AnchorSource
            if bar === from {
                first = .attribute(to.layoutNode, start)
                second = .attribute(from.layoutNode, start)
            } else if bar === to {
                first = .attribute(to.layoutNode, end)
                second = .attribute(from.layoutNode, end)
            } else {
                first = .attribute(to.layoutNode, start)
                second = .attribute(from.layoutNode, end)
            }
            let constraint = LayoutConstraint(
                first: first, relation: relation, second: second, multiplier: 1, constant: gap,
                validating: false)
            constraint.visualForm = VisualForm(
                axis: axis,
                shape: .spacing(from: bar === from ? nil : from.layoutNode, to: bar === to ? nil : to.layoutNode),
                superview: bar, isStandardSpacing: { if case .standard = connection { true } else { false } }())
            append(constraint, priority: predicate.priority)
        }
    }

    private mutating func addAlignment(_ views: [View]) throws(LayoutError) {
        for attribute in options.alignments {
            guard attribute.axis != axis else {
                let edge = axis == .horizontal ? "horizontal" : "vertical"
                throw .invalidVisualFormat(
                    message: "Options mask required views to be aligned on a \(edge) edge, which is not allowed for "
                        + "layout that is also \(edge).", format: format, column: 0)
            }
            for (previous, view) in zip(views, views.dropFirst()) {
                append(
                    LayoutConstraint(
                        first: .attribute(view.layoutNode, attribute), relation: .equal,
                        second: .attribute(previous.layoutNode, attribute), multiplier: 1, constant: 0,
                        validating: false), priority: nil)
            }
        }
    }

    private mutating func append(_ constraint: LayoutConstraint, priority: Float?) {
        if let priority { constraint.priority = LayoutPriority(priority) }
        result.append(constraint)
    }
}

import AutoLayout
import Foundation

/// A statement that has its attributes and needs a relation.
@MainActor
public class ConstraintMakerRelatable {
    let description: ConstraintDescription
    init(_ description: ConstraintDescription) { self.description = description }

    private func relate(
        _ relation: LayoutRelation, _ other: ConstraintRelatableTarget, _ file: String, _ line: UInt
    ) -> ConstraintMakerEditable {
        description.relate(relation, to: other, file: file, line: line)
        return ConstraintMakerEditable(description)
    }

    private func relateToSuperview(
        _ relation: LayoutRelation, _ file: String, _ line: UInt, _ map: ((View) -> ConstraintRelatableTarget)?
    ) -> ConstraintMakerEditable {
        description.relateToSuperview(relation, file: file, line: line, map: map)
        return ConstraintMakerEditable(description)
    }

    /// `==` another item's attribute, a view or guide (the same attributes), or a constant.
    @discardableResult
    public func equalTo(_ other: ConstraintRelatableTarget, _ file: String = #file, _ line: UInt = #line)
        -> ConstraintMakerEditable
    {
        relate(.equal, other, file, line)
    }

    /// `<=` another item's attribute, a view or guide, or a constant.
    @discardableResult
    public func lessThanOrEqualTo(_ other: ConstraintRelatableTarget, _ file: String = #file, _ line: UInt = #line)
        -> ConstraintMakerEditable
    {
        relate(.lessThanOrEqual, other, file, line)
    }

    /// `>=` another item's attribute, a view or guide, or a constant.
    @discardableResult
    public func greaterThanOrEqualTo(
        _ other: ConstraintRelatableTarget, _ file: String = #file, _ line: UInt = #line
    ) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, other, file, line)
    }

    /// `==` the same attributes of the superview (a guide's owning view).
    @discardableResult
    public func equalToSuperview(_ file: String = #file, _ line: UInt = #line) -> ConstraintMakerEditable {
        relateToSuperview(.equal, file, line, nil)
    }

    /// `<=` the same attributes of the superview.
    @discardableResult
    public func lessThanOrEqualToSuperview(_ file: String = #file, _ line: UInt = #line) -> ConstraintMakerEditable {
        relateToSuperview(.lessThanOrEqual, file, line, nil)
    }

    /// `>=` the same attributes of the superview.
    @discardableResult
    public func greaterThanOrEqualToSuperview(_ file: String = #file, _ line: UInt = #line) -> ConstraintMakerEditable {
        relateToSuperview(.greaterThanOrEqual, file, line, nil)
    }

    /// `==` something of the superview: `equalToSuperview { $0.safeAreaLayoutGuide }`.
    @discardableResult
    public func equalToSuperview(
        _ closure: @escaping (View) -> ConstraintRelatableTarget, _ file: String = #file, _ line: UInt = #line
    ) -> ConstraintMakerEditable {
        relateToSuperview(.equal, file, line, closure)
    }

    /// `<=` something of the superview.
    @discardableResult
    public func lessThanOrEqualToSuperview(
        _ closure: @escaping (View) -> ConstraintRelatableTarget, _ file: String = #file, _ line: UInt = #line
    ) -> ConstraintMakerEditable {
        relateToSuperview(.lessThanOrEqual, file, line, closure)
    }

    /// `>=` something of the superview.
    @discardableResult
    public func greaterThanOrEqualToSuperview(
        _ closure: @escaping (View) -> ConstraintRelatableTarget, _ file: String = #file, _ line: UInt = #line
    ) -> ConstraintMakerEditable {
        relateToSuperview(.greaterThanOrEqual, file, line, closure)
    }
}

/// A statement whose attributes can still grow: `$0.width.height.equalTo(44)`.
@MainActor
public final class ConstraintMakerExtendable: ConstraintMakerRelatable {
    private func adding(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        description.attributes.formUnion(attributes)
        return self
    }

    /// Adds the left edge to the statement.
    public var left: ConstraintMakerExtendable { adding(.left) }
    /// Adds the top edge to the statement.
    public var top: ConstraintMakerExtendable { adding(.top) }
    /// Adds the bottom edge to the statement.
    public var bottom: ConstraintMakerExtendable { adding(.bottom) }
    /// Adds the right edge to the statement.
    public var right: ConstraintMakerExtendable { adding(.right) }
    /// Adds the leading edge (left in a left-to-right layout) to the statement.
    public var leading: ConstraintMakerExtendable { adding(.leading) }
    /// Adds the trailing edge (right in a left-to-right layout) to the statement.
    public var trailing: ConstraintMakerExtendable { adding(.trailing) }
    /// Adds the width to the statement.
    public var width: ConstraintMakerExtendable { adding(.width) }
    /// Adds the height to the statement.
    public var height: ConstraintMakerExtendable { adding(.height) }
    /// Adds the horizontal center to the statement.
    public var centerX: ConstraintMakerExtendable { adding(.centerX) }
    /// Adds the vertical center to the statement.
    public var centerY: ConstraintMakerExtendable { adding(.centerY) }
    /// Adds the baseline of the last line of text to the statement.
    public var lastBaseline: ConstraintMakerExtendable { adding(.lastBaseline) }
    /// Adds the baseline of the first line of text to the statement.
    public var firstBaseline: ConstraintMakerExtendable { adding(.firstBaseline) }
    /// Adds the left edge of the layout margins to the statement.
    public var leftMargin: ConstraintMakerExtendable { adding(.leftMargin) }
    /// Adds the right edge of the layout margins to the statement.
    public var rightMargin: ConstraintMakerExtendable { adding(.rightMargin) }
    /// Adds the top edge of the layout margins to the statement.
    public var topMargin: ConstraintMakerExtendable { adding(.topMargin) }
    /// Adds the bottom edge of the layout margins to the statement.
    public var bottomMargin: ConstraintMakerExtendable { adding(.bottomMargin) }
    /// Adds the leading edge of the layout margins to the statement.
    public var leadingMargin: ConstraintMakerExtendable { adding(.leadingMargin) }
    /// Adds the trailing edge of the layout margins to the statement.
    public var trailingMargin: ConstraintMakerExtendable { adding(.trailingMargin) }
    /// Adds the horizontal center of the layout margins to the statement.
    public var centerXWithinMargins: ConstraintMakerExtendable { adding(.centerXWithinMargins) }
    /// Adds the vertical center of the layout margins to the statement.
    public var centerYWithinMargins: ConstraintMakerExtendable { adding(.centerYWithinMargins) }
    /// Adds the four edges: left, top, right and bottom to the statement.
    public var edges: ConstraintMakerExtendable { adding(.edges) }
    /// Adds the left and right edges to the statement.
    public var horizontalEdges: ConstraintMakerExtendable { adding(.horizontalEdges) }
    /// Adds the top and bottom edges to the statement.
    public var verticalEdges: ConstraintMakerExtendable { adding(.verticalEdges) }
    /// Adds the leading, top, trailing and bottom edges to the statement.
    public var directionalEdges: ConstraintMakerExtendable { adding(.directionalEdges) }
    /// Adds the leading and trailing edges to the statement.
    public var directionalHorizontalEdges: ConstraintMakerExtendable { adding(.directionalHorizontalEdges) }
    /// Adds the top and bottom edges to the statement.
    public var directionalVerticalEdges: ConstraintMakerExtendable { adding(.directionalVerticalEdges) }
    /// Adds the width and the height to the statement.
    public var size: ConstraintMakerExtendable { adding(.size) }
    /// Adds both centers to the statement.
    public var center: ConstraintMakerExtendable { adding(.center) }
    /// Adds the four edges of the layout margins to the statement.
    public var margins: ConstraintMakerExtendable { adding(.margins) }
    /// Adds the leading, top, trailing and bottom edges of the layout margins to the statement.
    public var directionalMargins: ConstraintMakerExtendable { adding(.directionalMargins) }
    /// Adds both centers of the layout margins to the statement.
    public var centerWithinMargins: ConstraintMakerExtendable { adding(.centerWithinMargins) }
}

import AutoLayout
import Foundation

/// A statement that has its attributes and needs a relation.
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
public final class ConstraintMakerExtendable: ConstraintMakerRelatable {
    private func adding(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        description.attributes.formUnion(attributes)
        return self
    }

    public var left: ConstraintMakerExtendable { adding(.left) }
    public var top: ConstraintMakerExtendable { adding(.top) }
    public var bottom: ConstraintMakerExtendable { adding(.bottom) }
    public var right: ConstraintMakerExtendable { adding(.right) }
    public var leading: ConstraintMakerExtendable { adding(.leading) }
    public var trailing: ConstraintMakerExtendable { adding(.trailing) }
    public var width: ConstraintMakerExtendable { adding(.width) }
    public var height: ConstraintMakerExtendable { adding(.height) }
    public var centerX: ConstraintMakerExtendable { adding(.centerX) }
    public var centerY: ConstraintMakerExtendable { adding(.centerY) }
    public var lastBaseline: ConstraintMakerExtendable { adding(.lastBaseline) }
    public var firstBaseline: ConstraintMakerExtendable { adding(.firstBaseline) }
    public var leftMargin: ConstraintMakerExtendable { adding(.leftMargin) }
    public var rightMargin: ConstraintMakerExtendable { adding(.rightMargin) }
    public var topMargin: ConstraintMakerExtendable { adding(.topMargin) }
    public var bottomMargin: ConstraintMakerExtendable { adding(.bottomMargin) }
    public var leadingMargin: ConstraintMakerExtendable { adding(.leadingMargin) }
    public var trailingMargin: ConstraintMakerExtendable { adding(.trailingMargin) }
    public var centerXWithinMargins: ConstraintMakerExtendable { adding(.centerXWithinMargins) }
    public var centerYWithinMargins: ConstraintMakerExtendable { adding(.centerYWithinMargins) }
    public var edges: ConstraintMakerExtendable { adding(.edges) }
    public var horizontalEdges: ConstraintMakerExtendable { adding(.horizontalEdges) }
    public var verticalEdges: ConstraintMakerExtendable { adding(.verticalEdges) }
    public var directionalEdges: ConstraintMakerExtendable { adding(.directionalEdges) }
    public var directionalHorizontalEdges: ConstraintMakerExtendable { adding(.directionalHorizontalEdges) }
    public var directionalVerticalEdges: ConstraintMakerExtendable { adding(.directionalVerticalEdges) }
    public var size: ConstraintMakerExtendable { adding(.size) }
    public var center: ConstraintMakerExtendable { adding(.center) }
    public var margins: ConstraintMakerExtendable { adding(.margins) }
    public var directionalMargins: ConstraintMakerExtendable { adding(.directionalMargins) }
    public var centerWithinMargins: ConstraintMakerExtendable { adding(.centerWithinMargins) }
}

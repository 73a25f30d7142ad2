import Foundation

/// Options for ``LayoutConstraint/constraints(withVisualFormat:options:metrics:views:)``
/// (UIKit's `NSLayoutConstraint.FormatOptions`): how to align the views across the
/// format's axis, and which direction a horizontal format runs in.
public struct FormatOptions: OptionSet, Sendable, Hashable {
    /// The option bits.
    public let rawValue: UInt
    /// Creates options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Aligns the left edges of the views across a vertical format.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Aligns the right edges of the views across a vertical format.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Aligns the top edges of the views across a horizontal format.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Aligns the bottom edges of the views across a horizontal format.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Aligns the leading edges of the views across a vertical format.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Aligns the trailing edges of the views across a vertical format.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Aligns the horizontal centers of the views across a vertical format.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Aligns the vertical centers of the views across a horizontal format.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Aligns the last baselines of the views across a horizontal format.
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Aligns the first baselines of the views across a horizontal format.
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// The bits of the alignment options.
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
    /// Leading to trailing (the default).
    public static let directionLeadingToTrailing = FormatOptions([])
    /// Left to right, whatever the layout direction.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// Right to left, whatever the layout direction.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    /// The bits of the direction options.
    public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
    /// Spacing measured from edge to edge (the default).
    public static let spacingEdgeToEdge = FormatOptions([])
    /// Vertical spacing measured from baseline to baseline.
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    /// The bits of the spacing options.
    public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)

    var alignments: [LayoutAttribute] {
        let table: [(FormatOptions, LayoutAttribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
            (.alignAllFirstBaseline, .firstBaseline),
        ]
        return table.filter { contains($0.0) }.map(\.1)
    }
}

extension LayoutConstraint {
    /// The constraints a visual format describes, not yet active:
    /// `H:|-[name]-(>=8)-[field(==name)]-|`, `V:[top]-10-[bottom]`, `[button(>=50,<=100@750)]`.
    ///
    /// - Parameters:
    ///   - format: the format, in Apple's visual format language.
    ///   - options: alignment of all views across the axis, and the direction of `H:`.
    ///   - metrics: numbers by name, usable wherever a number is.
    ///   - views: the views by the names the format uses.
    /// - Returns: the constraints; for a format that does not parse, none, with the error
    ///   reported through ``LayoutErrors`` (``constraintsChecked(withVisualFormat:options:metrics:views:)``
    ///   throws it instead).
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]? = nil,
        views: [String: Any]
    ) -> [LayoutConstraint] {
        do {
            return try constraintsChecked(withVisualFormat: format, options: options, metrics: metrics, views: views)
        } catch let error as LayoutError {
            LayoutErrors.report(error)
        } catch {}
        return []
    }

    /// The same as ``constraints(withVisualFormat:options:metrics:views:)``, throwing a
    /// ``LayoutError/invalidVisualFormat(message:format:column:)`` with UIKit's message
    /// and the column for a format that does not parse.
    public static func constraintsChecked(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]? = nil,
        views: [String: Any]
    ) throws -> [LayoutConstraint] {
        var numbers: [String: CGFloat] = [:]
        for (name, value) in metrics ?? [:] {
            switch value {
            case let v as CGFloat: numbers[name] = v
            case let v as Double: numbers[name] = CGFloat(v)
            case let v as Float: numbers[name] = CGFloat(v)
            case let v as Int: numbers[name] = CGFloat(v)
            case let v as NSNumber: numbers[name] = CGFloat(v.doubleValue)
            default: break
            }
        }
        var parser = VisualFormatParser(format, metrics: numbers)
        let parsed = try parser.parse()
        var builder = VisualFormatBuilder(format: format, parsed: parsed, options: options, views: views)
        return try builder.build()
    }
}

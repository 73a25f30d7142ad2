import Foundation

#if !canImport(CoreGraphics)
    /// How the ends of stroked lines are drawn (Core Graphics' `CGLineCap`,
    /// https://developer.apple.com/documentation/coregraphics/cglinecap).
    public enum CGLineCap: Int32, Sendable {
        case butt, round, square
    }

    /// How stroked lines are joined (Core Graphics' `CGLineJoin`,
    /// https://developer.apple.com/documentation/coregraphics/cglinejoin).
    public enum CGLineJoin: Int32, Sendable {
        case miter, round, bevel
    }
#endif

/// The corners of a rectangle (UIKit's `UIRectCorner`,
/// https://developer.apple.com/documentation/uikit/uirectcorner).
public struct RectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Corners from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner.
    public static let topLeft = RectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = RectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = RectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = RectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path of lines and curves with its stroke settings (UIKit's `UIBezierPath`,
/// https://developer.apple.com/documentation/uikit/uibezierpath), built on a ``CGPath``.
/// Angles are in radians from the x axis towards the y axis, which points down in UIKit, so
/// `clockwise` arcs go towards larger angles. Nothing is drawn here: ``fill()`` and
/// ``stroke()`` do nothing, and the path is kept for layers and tests to read.
open class BezierPath {
    private var path = CGMutablePath()

    /// The stroke's width: 1 unless set.
    public var lineWidth: CGFloat = 1
    /// How the ends of the stroke are drawn: `.butt` unless set.
    public var lineCapStyle: CGLineCap = .butt
    /// How stroked segments join: `.miter` unless set.
    public var lineJoinStyle: CGLineJoin = .miter
    /// The longest miter, as a multiple of the line width: 10 unless set.
    public var miterLimit: CGFloat = 10
    /// The accuracy of curves when drawn: 0.6 unless set.
    public var flatness: CGFloat = 0.6
    /// Whether filling uses the even-odd rule (`false` unless set: non-zero winding).
    public var usesEvenOddFillRule = false

    /// An empty path.
    public init() {}

    /// The path's elements as a Core Graphics path; setting it replaces them.
    public var cgPath: CGPath {
        get { path.copy() ?? CGMutablePath() }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// The smallest rectangle holding every point of the path, control points included
    /// (https://developer.apple.com/documentation/uikit/uibezierpath/bounds).
    public var bounds: CGRect { path.boundingBox }
    /// Where the next element starts (`CGPoint.zero` for an empty path).
    public var currentPoint: CGPoint { path.currentPoint }
    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { path.move(to: point) }
    /// Adds a line from the current point to `point`.
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// Adds a cubic Bézier curve to `endPoint`.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// Adds a quadratic Bézier curve to `endPoint`.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// Adds an arc of the circle around `center`, after a line from the current point to
    /// its start (https://developer.apple.com/documentation/uikit/uibezierpath/addarc(withcenter:radius:startangle:endangle:clockwise:)).
    public func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    /// Closes the current subpath with a line back to its start.
    public func close() { path.closeSubpath() }
    /// Removes every element.
    public func removeAllPoints() { path = CGMutablePath() }
    /// Adds `other`'s elements.
    public func append(_ other: BezierPath) { path.addPath(other.path) }
    /// Maps every point through `transform`.
    public func apply(_ transform: CGAffineTransform) {
        let mapped = CGMutablePath()
        mapped.addPath(path, transform: transform)
        path = mapped
    }
    /// Does nothing: there is no drawing context here.
    public func fill() {}
    /// Does nothing: there is no drawing context here.
    public func stroke() {}
}

extension BezierPath {
    /// A closed rectangle (https://developer.apple.com/documentation/uikit/uibezierpath/init(rect:)).
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// A closed ellipse inside `rect` (https://developer.apple.com/documentation/uikit/uibezierpath/init(ovalin:)).
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A closed rectangle with rounded corners of `cornerRadius` (at most half the shorter
    /// side) (https://developer.apple.com/documentation/uikit/uibezierpath/init(roundedrect:cornerradius:)).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(
            roundedRect: rect, byRoundingCorners: .allCorners,
            cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A closed rectangle whose `corners` are quarter ellipses of `cornerRadii` (each at
    /// most half the side) and whose other corners are square
    /// (https://developer.apple.com/documentation/uikit/uibezierpath/init(roundedrect:byroundingcorners:cornerradii:)).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: RectCorner, cornerRadii: CGSize) {
        self.init()
        let radii = CGSize(
            width: min(cornerRadii.width, rect.width / 2), height: min(cornerRadii.height, rect.height / 2))
        let order: [RectCorner] = [.topLeft, .topRight, .bottomRight, .bottomLeft]
        path.addRoundedRect(rect, radii: order.map { corners.contains($0) ? radii : .zero }, transform: .identity)
    }

    /// An open arc of the circle around `center`
    /// (https://developer.apple.com/documentation/uikit/uibezierpath/init(arccenter:radius:startangle:endangle:clockwise:)).
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with `cgPath`'s elements (https://developer.apple.com/documentation/uikit/uibezierpath/init(cgpath:)).
    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath = cgPath
    }
}

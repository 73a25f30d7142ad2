import Foundation

#if !canImport(CoreGraphics)
    /// The kind of a path element (Core Graphics' `CGPathElementType`,
    /// https://developer.apple.com/documentation/coregraphics/cgpathelementtype).
    public enum CGPathElementType: Int32, Sendable {
        case moveToPoint, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
    }

    /// One element of a path as ``CGPath/applyWithBlock(_:)`` gives it: its kind and its
    /// points (one for a move or line, control point then end for a quadratic curve, two
    /// control points then end for a cubic curve, none for a close)
    /// (https://developer.apple.com/documentation/coregraphics/cgpathelement).
    public struct CGPathElement {
        public var type: CGPathElementType
        public var points: UnsafeMutablePointer<CGPoint>
    }

    /// An immutable path of lines and curves (Core Graphics' `CGPath`, which Foundation lacks
    /// on Linux, https://developer.apple.com/documentation/coregraphics/cgpath). It keeps its
    /// elements, so its bounding box and current point can be read; it draws nothing.
    public class CGPath: Hashable {
        /// The elements, each with its kind and points.
        var elements: [(type: CGPathElementType, points: [CGPoint])] = []

        init(elements: [(type: CGPathElementType, points: [CGPoint])]) { self.elements = elements }

        /// A closed rectangle (https://developer.apple.com/documentation/coregraphics/cgpath/init(rect:transform:)).
        public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
            let path = CGMutablePath()
            path.addRect(rect, transform: transform?.pointee ?? .identity)
            self.init(elements: path.elements)
        }

        /// A closed ellipse inside `rect`
        /// (https://developer.apple.com/documentation/coregraphics/cgpath/init(ellipsein:transform:)).
        public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
            let path = CGMutablePath()
            path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
            self.init(elements: path.elements)
        }

        /// A closed rectangle with elliptical corners of the given radii
        /// (https://developer.apple.com/documentation/coregraphics/cgpath/init(roundedrect:cornerwidth:cornerheight:transform:)).
        public convenience init(
            roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
            transform: UnsafePointer<CGAffineTransform>?
        ) {
            let path = CGMutablePath()
            path.addRoundedRect(
                in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                transform: transform?.pointee ?? .identity)
            self.init(elements: path.elements)
        }

        /// Whether the path has no elements.
        public var isEmpty: Bool { elements.isEmpty }

        /// The smallest rectangle holding every point of the path, control points included;
        /// `CGRect.null` for an empty path
        /// (https://developer.apple.com/documentation/coregraphics/cgpath/boundingbox).
        public var boundingBox: CGRect {
            let points = elements.flatMap(\.points)
            guard let first = points.first else { return .null }
            var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
            for point in points.dropFirst() {
                (minX, maxX) = (min(minX, point.x), max(maxX, point.x))
                (minY, maxY) = (min(minY, point.y), max(maxY, point.y))
            }
            return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }

        /// The end of the last element, the start of its subpath after a close, or
        /// `CGPoint.zero` for an empty path
        /// (https://developer.apple.com/documentation/coregraphics/cgpath/currentpoint).
        public var currentPoint: CGPoint {
            guard let last = elements.last else { return .zero }
            if last.type != .closeSubpath { return last.points.last ?? .zero }
            return elements.last { $0.type == .moveToPoint }?.points.first ?? .zero
        }

        /// An immutable copy (https://developer.apple.com/documentation/coregraphics/cgpath/copy()).
        public func copy() -> CGPath? { CGPath(elements: elements) }

        /// A mutable copy (https://developer.apple.com/documentation/coregraphics/cgpath/mutablecopy()).
        public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

        /// Calls `block` with each element in order
        /// (https://developer.apple.com/documentation/coregraphics/cgpath/applywithblock(_:)).
        public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
            let buffer = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
            defer { buffer.deallocate() }
            for element in elements {
                for (index, point) in element.points.enumerated() { buffer[index] = point }
                var pathElement = CGPathElement(type: element.type, points: buffer)
                withUnsafePointer(to: &pathElement) { block($0) }
            }
        }

        /// Paths are equal when their elements are.
        public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
            lhs.elements.count == rhs.elements.count
                && zip(lhs.elements, rhs.elements).allSatisfy { $0.type == $1.type && $0.points == $1.points }
        }

        /// Hashes the elements.
        public func hash(into hasher: inout Hasher) {
            for element in elements {
                hasher.combine(element.type)
                for point in element.points {
                    hasher.combine(point.x)
                    hasher.combine(point.y)
                }
            }
        }
    }
#endif

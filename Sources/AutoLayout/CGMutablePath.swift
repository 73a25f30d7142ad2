import Foundation

#if !canImport(CoreGraphics)
    /// A path that can be built (Core Graphics' `CGMutablePath`, which Foundation lacks on
    /// Linux, https://developer.apple.com/documentation/coregraphics/cgmutablepath). Each
    /// method maps its points through `transform` (the identity unless given). Arcs and
    /// ellipses become cubic Bézier curves of at most a quarter turn each, as Core Graphics
    /// stores them.
    public class CGMutablePath: CGPath {
        /// An empty path.
        public init() { super.init(elements: []) }

        override init(elements: [(type: CGPathElementType, points: [CGPoint])]) { super.init(elements: elements) }

        /// Starts a new subpath at `point`.
        public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
            elements.append((.moveToPoint, [point.applying(transform)]))
        }

        /// Adds a line from the current point to `point`; without a current point it is
        /// ignored, as Core Graphics ignores it.
        public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
            guard !isEmpty else { return }
            elements.append((.addLineToPoint, [point.applying(transform)]))
        }

        /// Adds lines through `points`, starting a subpath at the first.
        public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
            guard let first = points.first else { return }
            move(to: first, transform: transform)
            for point in points.dropFirst() { addLine(to: point, transform: transform) }
        }

        /// Adds a quadratic Bézier curve to `end` with one control point.
        public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
            guard !isEmpty else { return }
            elements.append((.addQuadCurveToPoint, [control, end].map { $0.applying(transform) }))
        }

        /// Adds a cubic Bézier curve to `end` with two control points.
        public func addCurve(
            to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
        ) {
            guard !isEmpty else { return }
            elements.append((.addCurveToPoint, [control1, control2, end].map { $0.applying(transform) }))
        }

        /// Closes the current subpath with a line back to its start.
        public func closeSubpath() {
            guard !isEmpty else { return }
            elements.append((.closeSubpath, []))
        }

        /// Adds `path`'s elements.
        public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
            elements += path.elements.map { ($0.type, $0.points.map { $0.applying(transform) }) }
        }

        /// Adds a closed rectangle: a move to its origin, three lines, a close.
        public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
            addLines(
                between: [
                    CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                    CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
                ], transform: transform)
            closeSubpath()
        }

        /// Adds closed rectangles.
        public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
            for rect in rects { addRect(rect, transform: transform) }
        }

        /// Adds a closed ellipse inside `rect`, starting at the middle of its right edge.
        public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
            addRoundedRect(in: rect, cornerWidth: rect.width / 2, cornerHeight: rect.height / 2, transform: transform)
        }

        /// Adds a closed rectangle with elliptical corners of the given radii (each at most
        /// half the rectangle's side).
        public func addRoundedRect(
            in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
        ) {
            let radii = CGSize(width: min(cornerWidth, rect.width / 2), height: min(cornerHeight, rect.height / 2))
            addRoundedRect(rect, radii: [radii, radii, radii, radii], transform: transform)
        }

        /// Adds an arc of the circle around `center` from `startAngle` to `endAngle`
        /// (radians, from the x axis towards the y axis), after a line from the current
        /// point to its start. `clockwise` is Core Graphics' flag: `true` goes towards
        /// smaller angles (clockwise in a y-up space, counter-clockwise on a UIKit screen).
        /// A sweep of a full turn or more draws the whole circle.
        public func addArc(
            center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
            transform: CGAffineTransform = .identity
        ) {
            let sweep = Self.sweep(from: startAngle, to: endAngle, decreasing: clockwise)
            let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
            if isEmpty { move(to: start, transform: transform) } else { addLine(to: start, transform: transform) }
            let count = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
            let step = sweep / CGFloat(count)
            for index in 0..<count {
                let from = startAngle + step * CGFloat(index)
                addArcSegment(center: center, radius: radius, from: from, by: step, transform: transform)
            }
        }

        /// The signed angle an arc turns through.
        static func sweep(from start: CGFloat, to end: CGFloat, decreasing: Bool) -> CGFloat {
            let fullTurn = 2 * CGFloat.pi
            var turn = decreasing ? start - end : end - start
            if turn >= fullTurn {
                turn = fullTurn
            } else if turn < 0 {
                turn = turn.truncatingRemainder(dividingBy: fullTurn) + fullTurn
                if turn >= fullTurn { turn -= fullTurn }
            }
            return decreasing ? -turn : turn
        }

        /// Adds a cubic curve approximating the arc from angle `from` through `step` radians.
        private func addArcSegment(
            center: CGPoint, radius: CGFloat, from: CGFloat, by step: CGFloat, transform: CGAffineTransform
        ) {
            guard step != 0 else { return }
            let to = from + step
            let k = 4 / 3 * tan(step / 4) * radius
            let start = CGPoint(x: center.x + radius * cos(from), y: center.y + radius * sin(from))
            let end = CGPoint(x: center.x + radius * cos(to), y: center.y + radius * sin(to))
            addCurve(
                to: end, control1: CGPoint(x: start.x - k * sin(from), y: start.y + k * cos(from)),
                control2: CGPoint(x: end.x + k * sin(to), y: end.y - k * cos(to)), transform: transform)
        }
    }
#endif

extension CGMutablePath {
    /// The quarter-turn Bézier factor: 4/3 tan(pi/8).
    static let quarterTurnFactor: CGFloat = 4 / 3 * tan(.pi / 8)

    /// Adds a closed rectangle whose corners (top left, top right, bottom right, bottom
    /// left in UIKit's coordinates) are quarter ellipses of the given radii, starting on
    /// the right edge below the top-right corner and going towards larger angles.
    func addRoundedRect(_ rect: CGRect, radii: [CGSize], transform: CGAffineTransform) {
        let (tl, tr, br, bl) = (radii[0], radii[1], radii[2], radii[3])
        let corners: [(corner: CGPoint, from: CGPoint, to: CGPoint)] = [
            (
                CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY - br.height),
                CGPoint(x: rect.maxX - br.width, y: rect.maxY)
            ),
            (
                CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.minX + bl.width, y: rect.maxY),
                CGPoint(x: rect.minX, y: rect.maxY - bl.height)
            ),
            (
                CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.minX, y: rect.minY + tl.height),
                CGPoint(x: rect.minX + tl.width, y: rect.minY)
            ),
            (
                CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX - tr.width, y: rect.minY),
                CGPoint(x: rect.maxX, y: rect.minY + tr.height)
            ),
        ]
        move(to: CGPoint(x: rect.maxX, y: rect.minY + tr.height), transform: transform)
        for (corner, from, to) in corners {
            lineIfMoved(to: from, transform: transform)
            guard from != to else { continue }
            let k = Self.quarterTurnFactor
            addCurve(
                to: to, control1: CGPoint(x: from.x + k * (corner.x - from.x), y: from.y + k * (corner.y - from.y)),
                control2: CGPoint(x: to.x + k * (corner.x - to.x), y: to.y + k * (corner.y - to.y)),
                transform: transform)
        }
        closeSubpath()
    }

    /// Adds a line to `point` unless the path is already there.
    private func lineIfMoved(to point: CGPoint, transform: CGAffineTransform) {
        if currentPoint != point.applying(transform) { addLine(to: point, transform: transform) }
    }
}

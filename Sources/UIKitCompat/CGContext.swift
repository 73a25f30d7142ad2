import Foundation

/// A drawing context (Core Graphics' `CGContext`, which Foundation on Linux does not have).
/// Nothing is drawn: each fill and stroke is recorded in ``recordedOperations`` with the
/// colour and line width in effect, so that code and tests can read what was drawn.
/// https://developer.apple.com/documentation/coregraphics/cgcontext
public final class CGContext {
    /// A fill or a stroke the context was asked for.
    public enum RecordedOperation: Equatable {
        /// A filled rectangle, in the fill colour.
        case fill(CGRect, color: Color?)
        /// A stroked rectangle, in the stroke colour and line width.
        case stroke(CGRect, color: Color?, lineWidth: CGFloat)
        /// A filled ellipse in a rectangle.
        case fillEllipse(CGRect, color: Color?)
        /// A stroked ellipse in a rectangle.
        case strokeEllipse(CGRect, color: Color?, lineWidth: CGFloat)
        /// A cleared rectangle.
        case clear(CGRect)
        /// The current path filled: its bounding box.
        case fillPath(CGRect, color: Color?)
        /// The current path stroked: its bounding box.
        case strokePath(CGRect, color: Color?, lineWidth: CGFloat)
    }

    private struct State {
        var fillColor: Color?
        var strokeColor: Color?
        var lineWidth: CGFloat = 1
    }

    /// The size in points.
    let size: CGSize
    /// Pixels per point.
    let scale: CGFloat
    /// Whether the bitmap ignores alpha.
    let isOpaque: Bool
    /// The fills and strokes asked for, in order.
    public private(set) var recordedOperations: [RecordedOperation] = []
    private var state = State()
    private var saved: [State] = []
    private var pathPoints: [CGPoint] = []

    init(size: CGSize, scale: CGFloat, opaque: Bool) {
        self.size = size
        self.scale = scale
        isOpaque = opaque
    }

    /// The bitmap's width in pixels (the size's width times the scale).
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/width
    public var width: Int { Int((size.width * scale).rounded()) }
    /// The bitmap's height in pixels.
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/height
    public var height: Int { Int((size.height * scale).rounded()) }

    // MARK: State

    /// Sets the colour of later fills.
    public func setFillColor(_ color: Color) { state.fillColor = color }
    /// Sets the colour of later strokes.
    public func setStrokeColor(_ color: Color) { state.strokeColor = color }
    /// Sets the width of later strokes.
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/setlinewidth(_:)
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    /// Saves the colours and line width.
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/savegstate()
    public func saveGState() { saved.append(state) }
    /// Restores the last saved colours and line width.
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/restoregstate()
    public func restoreGState() { if let last = saved.popLast() { state = last } }

    // MARK: Rectangles and ellipses

    /// Fills a rectangle in the fill colour.
    public func fill(_ rect: CGRect) { recordedOperations.append(.fill(rect, color: state.fillColor)) }
    /// Fills rectangles in the fill colour.
    public func fill(_ rects: [CGRect]) { for rect in rects { fill(rect) } }
    /// Strokes a rectangle's outline in the stroke colour and line width.
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/stroke(_:)
    public func stroke(_ rect: CGRect) {
        recordedOperations.append(.stroke(rect, color: state.strokeColor, lineWidth: state.lineWidth))
    }
    /// Strokes a rectangle's outline with a line width.
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/stroke(_:width:)
    public func stroke(_ rect: CGRect, width: CGFloat) {
        recordedOperations.append(.stroke(rect, color: state.strokeColor, lineWidth: width))
    }
    /// Fills the ellipse in a rectangle.
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/fillellipse(in:)
    public func fillEllipse(in rect: CGRect) { recordedOperations.append(.fillEllipse(rect, color: state.fillColor)) }
    /// Strokes the ellipse in a rectangle.
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/strokeellipse(in:)
    public func strokeEllipse(in rect: CGRect) {
        recordedOperations.append(.strokeEllipse(rect, color: state.strokeColor, lineWidth: state.lineWidth))
    }
    /// Clears a rectangle.
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/clear(_:)
    public func clear(_ rect: CGRect) { recordedOperations.append(.clear(rect)) }

    // MARK: Paths

    /// Starts a new subpath at a point.
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/move(to:)
    public func move(to point: CGPoint) { pathPoints.append(point) }
    /// Adds a line to a point.
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/addline(to:)
    public func addLine(to point: CGPoint) { pathPoints.append(point) }
    /// Adds a rectangle to the path.
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/addrect(_:)
    public func addRect(_ rect: CGRect) {
        pathPoints += [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY)]
    }
    /// Closes the current subpath (the recorded bounding box is unchanged).
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/closepath()
    public func closePath() {}
    /// Fills the current path in the fill colour and starts a new one.
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/fillpath(using:)
    public func fillPath() { recordedOperations.append(.fillPath(takePathBounds(), color: state.fillColor)) }
    /// Strokes the current path and starts a new one.
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/strokepath()
    public func strokePath() {
        recordedOperations.append(.strokePath(takePathBounds(), color: state.strokeColor, lineWidth: state.lineWidth))
    }

    private func takePathBounds() -> CGRect {
        defer { pathPoints = [] }
        guard let first = pathPoints.first else { return .null }
        return pathPoints.dropFirst().reduce(CGRect(origin: first, size: .zero)) {
            $0.union(CGRect(origin: $1, size: .zero))
        }
    }
}

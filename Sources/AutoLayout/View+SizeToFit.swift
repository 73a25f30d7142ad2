import Foundation

extension View {
    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping the frame's
    /// origin. Override ``sizeThatFits(_:)`` rather than this.
    public func sizeToFit() {
        frame = CGRect(origin: frame.origin, size: sizeThatFits(bounds.size))
    }
}

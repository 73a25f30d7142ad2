import Foundation

/// A value as frames and fitted sizes read it: the nearest sixth of a point (whole points,
/// and the pixels of 2x and 3x screens), so that an expectation worked out by adding
/// rounded sizes compares equal to the layout's own value.
public func onSixths(_ value: CGFloat) -> CGFloat { (value * 6).rounded() / 6 }

/// A size with both values on sixths of a point.
public func onSixths(_ size: CGSize) -> CGSize { CGSize(width: onSixths(size.width), height: onSixths(size.height)) }

/// A rectangle with its origin and size on sixths of a point.
public func onSixths(_ rect: CGRect) -> CGRect {
    CGRect(
        x: onSixths(rect.minX), y: onSixths(rect.minY), width: onSixths(rect.width), height: onSixths(rect.height))
}

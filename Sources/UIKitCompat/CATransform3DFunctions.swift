// swift-format-ignore-file: AlwaysUseLowerCamelCase
import AutoLayout
import Foundation

// Core Animation's transform functions, under the C names app code calls
// (https://developer.apple.com/documentation/quartzcore/catransform3d), on ``Transform3D``.

/// The transform that changes nothing.
public let CATransform3DIdentity = Transform3D.identity

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: Transform3D) -> Bool { t.isIdentity }

/// Whether `a` and `b` are equal.
public func CATransform3DEqualToTransform(_ a: Transform3D, _ b: Transform3D) -> Bool { a == b }

/// A translation by (tx, ty, tz).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> Transform3D {
    Transform3D(translationX: tx, y: ty, z: tz)
}

/// A scale by (sx, sy, sz).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> Transform3D {
    Transform3D(scaleX: sx, y: sy, z: sz)
}

/// A rotation by `angle` radians about the vector (x, y, z).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> Transform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z)
}

/// `a` followed by `b`.
public func CATransform3DConcat(_ a: Transform3D, _ b: Transform3D) -> Transform3D { a.concatenating(b) }

/// A translation by (tx, ty, tz) applied before `t`.
public func CATransform3DTranslate(_ t: Transform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> Transform3D {
    Transform3D(translationX: tx, y: ty, z: tz).concatenating(t)
}

/// A scale by (sx, sy, sz) applied before `t`.
public func CATransform3DScale(_ t: Transform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> Transform3D {
    Transform3D(scaleX: sx, y: sy, z: sz).concatenating(t)
}

/// A rotation by `angle` radians about (x, y, z) applied before `t`.
public func CATransform3DRotate(
    _ t: Transform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> Transform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(t)
}

/// The 3-D form of an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> Transform3D { Transform3D(affine: m) }

/// Whether `t` has no perspective or depth, so that it is an affine transform.
public func CATransform3DIsAffine(_ t: Transform3D) -> Bool { t.isAffine }

/// The affine part of `t`.
public func CATransform3DGetAffineTransform(_ t: Transform3D) -> CGAffineTransform { t.affinePart }

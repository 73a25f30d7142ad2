import Foundation

/// A 4-by-4 transform of a layer (Core Animation's `CATransform3D`,
/// https://developer.apple.com/documentation/quartzcore/catransform3d): a point (x, y, z)
/// is the row vector (x, y, z, 1) multiplied by the matrix, as in Core Animation. The
/// functions named as Core Animation's (`CATransform3DMakeScale`, …) come with UIKitCompat.
public struct Transform3D: Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The all-zero matrix, as Swift's import of the C structure makes it.
    public init() {
        (m11, m12, m13, m14) = (0, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 0, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 0, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 0)
    }

    /// A transform from its sixteen numbers, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
        m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat,
        m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The transform that changes nothing (Core Animation's `CATransform3DIdentity`).
    public static let identity = Transform3D(affine: .identity)

    /// The 3-D form of an affine transform (`CATransform3DMakeAffineTransform`).
    public init(affine t: CGAffineTransform) {
        self.init(
            m11: t.a, m12: t.b, m13: 0, m14: 0, m21: t.c, m22: t.d, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0, m41: t.tx, m42: t.ty, m43: 0, m44: 1)
    }

    /// A translation by (tx, ty, tz) (`CATransform3DMakeTranslation`).
    public init(translationX tx: CGFloat, y ty: CGFloat, z tz: CGFloat) {
        self = .identity
        (m41, m42, m43) = (tx, ty, tz)
    }

    /// A scale by (sx, sy, sz) (`CATransform3DMakeScale`).
    public init(scaleX sx: CGFloat, y sy: CGFloat, z sz: CGFloat) {
        self = .identity
        (m11, m22, m33) = (sx, sy, sz)
    }

    /// A rotation by `angle` radians about the vector (x, y, z); the identity when the
    /// vector is zero (`CATransform3DMakeRotation`).
    public init(rotationAngle angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) {
        self = .identity
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0 else { return }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let (s, c) = (sin(angle), cos(angle))
        let t = 1 - c
        (m11, m12, m13) = (t * ux * ux + c, t * ux * uy + s * uz, t * ux * uz - s * uy)
        (m21, m22, m23) = (t * ux * uy - s * uz, t * uy * uy + c, t * uy * uz + s * ux)
        (m31, m32, m33) = (t * ux * uz + s * uy, t * uy * uz - s * ux, t * uz * uz + c)
    }

    /// Whether it is the identity (`CATransform3DIsIdentity`).
    public var isIdentity: Bool { self == .identity }

    /// Whether it maps the plane z = 0 affinely, without perspective (`CATransform3DIsAffine`).
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m43 == 0
            && m44 == 1
    }

    /// The affine part: the x and y columns of the first, second and fourth rows
    /// (`CATransform3DGetAffineTransform`).
    public var affinePart: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// This transform followed by `other` (`CATransform3DConcat(self, other)`).
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let a = rows
        let b = other.rows
        var product = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 {
            for j in 0..<4 { product[i][j] = (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } }
        }
        return Transform3D(rows: product)
    }

    private var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    private init(rows r: [[CGFloat]]) {
        self.init(
            m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2],
            m24: r[1][3], m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1],
            m43: r[3][2], m44: r[3][3])
    }
}

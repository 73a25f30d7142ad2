// App-style Core Animation code (docs/uikit-compat.md, "Layers and animations"), in the
// mode new app targets build in: layer subclasses overriding Core Animation's designated
// initializers and hooks, paths built away from the main actor (UIBezierPath and CGPath
// are not isolated), and layers, animations and transactions used from view code.
import UIKit

final class RingLayer: CAShapeLayer {
    var progress: CGFloat = 0

    override init() {
        super.init()
        fillColor = UIColor.clear.cgColor
        strokeColor = UIColor.systemBlue.cgColor
        lineCap = .round
    }

    override init(layer: Any) {
        super.init(layer: layer)
        progress = (layer as? RingLayer)?.progress ?? 0
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSublayers() {
        super.layoutSublayers()
        path = UIBezierPath(ovalIn: bounds.insetBy(dx: lineWidth / 2, dy: lineWidth / 2)).cgPath
        strokeEnd = progress
    }
}

final class GradientBackdropLayer: CAGradientLayer {
    override init() {
        super.init()
        colors = [UIColor.white.cgColor, UIColor.black.cgColor]
        locations = [0, 1]
        startPoint = CGPoint(x: 0, y: 0.5)
        endPoint = CGPoint(x: 1, y: 0.5)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A badge path built off the main actor, as Core Animation allows.
nonisolated func badgePath(in rect: CGRect) -> CGPath {
    let path = UIBezierPath(
        roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 6, height: 6))
    path.addArc(
        withCenter: CGPoint(x: rect.midX, y: rect.midY), radius: 2, startAngle: 0, endAngle: .pi * 2, clockwise: true)
    return path.cgPath
}

/// A standalone layer tree.
func makeBadgeLayer() -> CALayer {
    let badge = CALayer()
    badge.frame = CGRect(x: 0, y: 0, width: 24, height: 24)
    badge.cornerCurve = .continuous
    badge.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
    let shape = CAShapeLayer()
    shape.path = badgePath(in: badge.bounds)
    badge.addSublayer(shape)
    badge.transform = CATransform3DRotate(CATransform3DIdentity, .pi / 4, 0, 0, 1)
    return badge
}

final class PulseView: UIView {
    private let ring = RingLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 12
        layer.borderColor = UIColor.separator.cgColor
        layer.insertSublayer(GradientBackdropLayer(), at: 0)
        layer.addSublayer(ring)
        layer.addSublayer(makeBadgeLayer())
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func pulse() {
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.3)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeInEaseOut))
        CATransaction.setCompletionBlock { [weak self] in self?.ring.removeAllAnimations() }
        let scale = CAKeyframeAnimation(keyPath: "transform.scale")
        scale.values = [1, 1.1, 1]
        scale.keyTimes = [0, 0.5, 1]
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.6
        let group = CAAnimationGroup()
        group.animations = [scale, fade]
        group.duration = 0.3
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        ring.add(group, forKey: "pulse")
        CATransaction.commit()
    }
}

import Foundation
import Testing
import UIKitCompat

/// Records what a layer tells an animation's delegate.
final class AnimationRecorder: CAAnimationDelegate {
    var events: [String] = []

    func animationDidStart(_ anim: CAAnimation) {
        events.append("start \((anim as? CAPropertyAnimation)?.keyPath ?? "-")")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append("stop \(flag)")
    }
}

/// A layer subclass that counts the hooks Core Animation calls.
final class CountingLayer: CAShapeLayer {
    var layouts = 0
    var displays = 0

    override func layoutSublayers() { layouts += 1 }
    override func display() { displays += 1 }
}

/// Core Animation's layers, paths, animations and transactions (docs/uikit-compat.md,
/// "Layers and animations"): geometry as Core Animation derives it, the layer tree, the
/// defaults Apple documents, and animations that run to their end at once.
@MainActor @Suite struct LayerFamilyTests {
    @Test func aStandaloneLayersFrameDerivesFromPositionAnchorPointAndBounds() {
        let layer = CALayer()
        #expect(layer.frame == .zero && layer.position == .zero)
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))

        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.position = CGPoint(x: 50, y: 60)
        #expect(layer.frame == CGRect(x: 0, y: 40, width: 100, height: 40))

        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 50, y: 60, width: 100, height: 40))

        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(layer.position == CGPoint(x: 10, y: 20))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))

        layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(layer.frame == CGRect(x: -20, y: -20, width: 60, height: 80))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
    }

    @Test func aViewsLayerFollowsTheViewAfterLayout() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()

        #expect(box.layer.frame == CGRect(x: 16, y: 20, width: 100, height: 50))
        #expect(box.layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(box.layer.position == CGPoint(x: 66, y: 45))
        #expect(box.layer.position == box.center)
        #expect(box.layer.delegate === box)
        #expect(root.layer.sublayers == nil)
    }

    @Test func settingAViewLayersGeometrySetsTheView() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        view.layer.position = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 80, y: 90, width: 40, height: 20))

        view.layer.bounds = CGRect(x: 0, y: 0, width: 60, height: 30)
        #expect(view.frame == CGRect(x: 70, y: 85, width: 60, height: 30))

        view.layer.opacity = 0.5
        view.layer.isHidden = true
        view.layer.backgroundColor = UIColor.red.cgColor
        #expect(view.alpha == 0.5 && view.isHidden && view.backgroundColor == .red)

        view.layer.frame = CGRect(x: 5, y: 15, width: 80, height: 40)
        #expect(view.frame == CGRect(x: 5, y: 15, width: 80, height: 40))
        #expect(view.layer.position == CGPoint(x: 45, y: 35))

        // The view is the source of truth: a new anchor point moves the position, not the view.
        view.layer.anchorPoint = .zero
        #expect(view.frame == CGRect(x: 5, y: 15, width: 80, height: 40))
        #expect(view.layer.position == CGPoint(x: 5, y: 15))
    }

    @Test func sublayersKeepTheirOrderThroughInsertsAndRemovals() {
        let parent = CALayer()
        let (a, b, c, d) = (CALayer(), CALayer(), CALayer(), CALayer())
        for (layer, name) in [(a, "a"), (b, "b"), (c, "c"), (d, "d")] { layer.name = name }
        #expect(parent.sublayers == nil)

        parent.addSublayer(a)
        parent.addSublayer(b)
        parent.insertSublayer(c, at: 0)
        #expect(parent.sublayers?.map(\.name) == ["c", "a", "b"])
        parent.insertSublayer(d, below: b)
        #expect(parent.sublayers?.map(\.name) == ["c", "a", "d", "b"])
        parent.insertSublayer(a, above: b)
        #expect(parent.sublayers?.map(\.name) == ["c", "d", "b", "a"])

        b.removeFromSuperlayer()
        #expect(parent.sublayers?.map(\.name) == ["c", "d", "a"])
        #expect(b.superlayer == nil && a.superlayer === parent)

        parent.replaceSublayer(c, with: b)
        #expect(parent.sublayers?.map(\.name) == ["b", "d", "a"])
        #expect(c.superlayer == nil)

        let other = CALayer()
        other.addSublayer(d)
        #expect(parent.sublayers?.map(\.name) == ["b", "a"])
        #expect(d.superlayer === other)
    }

    @Test func layersHaveCoreAnimationsDefaults() {
        let layer = CALayer()
        #expect(layer.cornerCurve == .circular && layer.cornerRadius == 0)
        #expect(CATransform3DIsIdentity(layer.transform))
        #expect(!layer.isHidden && layer.opacity == 1 && layer.mask == nil && layer.contents == nil)
        #expect(layer.backgroundColor == nil && layer.borderColor == UIColor.black.cgColor)

        let shape = CAShapeLayer()
        #expect(shape.fillColor == UIColor.black.cgColor && shape.strokeColor == nil && shape.path == nil)
        #expect(shape.lineWidth == 1 && shape.strokeStart == 0 && shape.strokeEnd == 1)
        #expect(shape.lineCap == .butt && shape.lineJoin == .miter && shape.fillRule == .nonZero)
        #expect(shape.lineDashPattern == nil && shape.miterLimit == 10)

        let gradient = CAGradientLayer()
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(gradient.type == .axial && gradient.colors == nil && gradient.locations == nil)

        let text = CATextLayer()
        #expect(text.fontSize == 36 && text.foregroundColor == UIColor.white.cgColor)
        #expect(text.alignmentMode == .natural && !text.isWrapped && text.string == nil)
    }

    @Test func appCodeSetsCGColorsAndDashes() {
        let shape = CAShapeLayer()
        shape.fillColor = UIColor.clear.cgColor
        shape.strokeColor = UIColor.red.cgColor
        shape.lineDashPattern = [4, 2]
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.locations = [0, 0.25, 1]
        #expect(shape.fillColor == UIColor.clear && shape.strokeColor == UIColor.red)
        #expect(shape.lineDashPattern == [4, 2])
        #expect(gradient.colors?.count == 2 && gradient.locations?.map(\.doubleValue) == [0, 0.25, 1])

        let copy = CAShapeLayer(layer: shape)
        #expect(copy.strokeColor == UIColor.red && copy.lineDashPattern == [4, 2])
    }

    @Test func layoutAndDisplayHooksRunWhenAskedFor() {
        let layer = CountingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(layer.needsLayout())
        layer.layoutIfNeeded()
        layer.layoutIfNeeded()
        #expect(layer.layouts == 1 && !layer.needsLayout())

        layer.setNeedsDisplay()
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        layer.displayIfNeeded()
        #expect(layer.displays == 1 && !layer.needsDisplay())
    }

    @Test func aBezierPathsBoundsHoldItsControlPoints() {
        let path = UIBezierPath()
        #expect(path.isEmpty && path.bounds == .null && path.currentPoint == .zero)
        path.move(to: CGPoint(x: 10, y: 20))
        path.addLine(to: CGPoint(x: 50, y: 20))
        path.addCurve(
            to: CGPoint(x: 50, y: 80), controlPoint1: CGPoint(x: 70, y: 30), controlPoint2: CGPoint(x: 70, y: 70))
        #expect(path.currentPoint == CGPoint(x: 50, y: 80))
        path.close()
        #expect(path.bounds == CGRect(x: 10, y: 20, width: 60, height: 60))
        #expect(path.currentPoint == CGPoint(x: 10, y: 20) && !path.isEmpty && path.lineWidth == 1)

        path.append(UIBezierPath(rect: CGRect(x: 100, y: 0, width: 10, height: 10)))
        #expect(path.bounds == CGRect(x: 10, y: 0, width: 100, height: 80))
        #expect(path.cgPath.boundingBox == path.bounds)

        let rect = CGRect(x: 5, y: 5, width: 100, height: 50)
        #expect(UIBezierPath(ovalIn: rect).bounds == rect)
        #expect(UIBezierPath(roundedRect: rect, cornerRadius: 8).bounds == rect)
        #expect(
            UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 10, height: 10))
                .bounds == rect)
    }

    @Test func arcsGoClockwiseOnScreenTowardsLargerAngles() {
        let center = CGPoint(x: 50, y: 50)
        let short = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let long = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        for path in [short, long] {
            #expect(abs(path.currentPoint.x - 50) < 1e-9 && abs(path.currentPoint.y - 60) < 1e-9)
        }
        #expect(elementTypes(short.cgPath) == [.moveToPoint, .addCurveToPoint])
        #expect(elementTypes(long.cgPath) == [.moveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint])
    }

    private func elementTypes(_ path: CGPath) -> [CGPathElementType] {
        var types: [CGPathElementType] = []
        path.applyWithBlock { types.append($0.pointee.type) }
        return types
    }

    @Test func aTransactionsCompletionRunsAtCommit() {
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setDisableActions(true)
        CATransaction.setCompletionBlock { log.append("outer done") }
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("inner done") }
        #expect(CATransaction.animationDuration() == 0.5 && CATransaction.disableActions())
        CATransaction.commit()
        log.append("between")
        CATransaction.commit()
        #expect(log == ["inner done", "between", "outer done"])
        #expect(CATransaction.animationDuration() == 0.25 && !CATransaction.disableActions())

        CATransaction.setCompletionBlock { log.append("outside") }
        #expect(log.last == "outside")
    }

    @Test func anAnimationTellsItsDelegateAndIsRemovedWhenItCompletes() throws {
        let layer = CALayer()
        let recorder = AnimationRecorder()
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration) = (1, 0, 0.25)
        fade.delegate = recorder
        layer.add(fade, forKey: "fade")
        #expect(recorder.events == ["start opacity", "stop true"])
        #expect(layer.animation(forKey: "fade") == nil && layer.animationKeys() == nil)

        fade.isRemovedOnCompletion = false
        fade.fillMode = .forwards
        layer.add(fade, forKey: "fade")
        let kept = try #require(layer.animation(forKey: "fade") as? CABasicAnimation)
        #expect(kept !== fade && kept.toValue as? Int == 0 && kept.duration == 0.25)
        #expect(layer.animationKeys() == ["fade"])
        layer.removeAnimation(forKey: "fade")
        #expect(layer.animationKeys() == nil)
        #expect(recorder.events.count == 4)
    }

    @Test func keyframesGroupsAndTimingFunctionsKeepTheirValues() throws {
        let bounce = CAKeyframeAnimation(keyPath: "position.y")
        bounce.values = [0, 10, 0]
        bounce.keyTimes = [0, 0.5, 1]
        bounce.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        let group = CAAnimationGroup()
        group.animations = [bounce, CABasicAnimation(keyPath: "opacity")]
        group.isRemovedOnCompletion = false

        let layer = CALayer()
        layer.add(group, forKey: "group")
        let kept = try #require(layer.animation(forKey: "group") as? CAAnimationGroup)
        let keyframes = try #require(kept.animations?.first as? CAKeyframeAnimation)
        #expect(keyframes.keyPath == "position.y" && keyframes.keyTimes?.map(\.doubleValue) == [0, 0.5, 1])

        var point: [Float] = [0, 0]
        keyframes.timingFunction?.getControlPoint(at: 1, values: &point)
        #expect(point == [0.42, 0])
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil)
    }

    @Test func theDocumentedExampleRuns() {
        let recorder = AnimationRecorder()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        let gradient = CAGradientLayer()
        gradient.frame = card.bounds
        gradient.colors = [UIColor.white.cgColor, UIColor.systemBlue.cgColor]
        card.layer.insertSublayer(gradient, at: 0)

        let ring = CAShapeLayer()
        ring.path = UIBezierPath(ovalIn: CGRect(x: 80, y: 40, width: 40, height: 40)).cgPath
        ring.fillColor = UIColor.clear.cgColor
        ring.strokeColor = UIColor.systemBlue.cgColor
        ring.lineWidth = 4
        card.layer.addSublayer(ring)

        let grow = CABasicAnimation(keyPath: "strokeEnd")
        (grow.fromValue, grow.toValue) = (0, 1)
        grow.delegate = recorder
        ring.add(grow, forKey: "grow")
        // The delegate heard start and stop at once; the finished animation is gone.
        #expect(recorder.events == ["start strokeEnd", "stop true"])
        #expect(ring.animation(forKey: "grow") == nil)
        #expect(card.layer.sublayers == [gradient, ring])
        #expect(ring.path?.boundingBox == CGRect(x: 80, y: 40, width: 40, height: 40))
        #expect(gradient.frame == CGRect(x: 0, y: 0, width: 200, height: 120))
    }
}

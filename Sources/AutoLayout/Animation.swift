import Foundation

/// Told when a layer's animation starts and stops (Core Animation's `CAAnimationDelegate`,
/// https://developer.apple.com/documentation/quartzcore/caanimationdelegate). Both methods
/// are optional: they do nothing unless implemented.
public protocol AnimationDelegate: AnyObject {
    /// The animation started.
    func animationDidStart(_ anim: Animation)
    /// The animation stopped: `flag` is `true` when it reached the end of its duration,
    /// `false` when it was removed before.
    func animationDidStop(_ anim: Animation, finished flag: Bool)
}

extension AnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: Animation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: Animation, finished flag: Bool) {}
}

/// The base class of layer animations, with their timing (Core Animation's `CAAnimation`
/// and its `CAMediaTiming` members, https://developer.apple.com/documentation/quartzcore/caanimation).
///
/// There is no screen to animate on, so an animation has no visual effect: a layer's
/// ``Layer/add(_:forKey:)`` keeps a copy, tells the delegate at once that it started and
/// finished, and removes it as Core Animation does at the end when ``isRemovedOnCompletion``
/// is `true`. The model values app code sets next to the animation are the values here.
open class Animation {
    /// Seconds after the layer's time the animation starts (0 unless set).
    public var beginTime: CFTimeInterval = 0
    /// The length of one repetition in seconds (0 unless set; Core Animation then uses 0.25).
    public var duration: CFTimeInterval = 0
    /// How fast time runs in the animation relative to its layer (1 unless set).
    public var speed: Float = 1
    /// The offset into the animation's time (0 unless set).
    public var timeOffset: CFTimeInterval = 0
    /// How many times the animation repeats (0 unless set: once).
    public var repeatCount: Float = 0
    /// How long the animation repeats, in seconds (0 unless set).
    public var repeatDuration: CFTimeInterval = 0
    /// Whether each repetition plays backwards after forwards (`false` unless set).
    public var autoreverses = false
    /// What the animation shows outside its active time (`.removed` unless set).
    public var fillMode: MediaTimingFillMode = .removed
    /// The pacing curve, or `nil` (linear) unless set.
    public var timingFunction: MediaTimingFunction?
    /// Whether the layer removes the animation when it completes (`true` unless set)
    /// (https://developer.apple.com/documentation/quartzcore/caanimation/isremovedoncompletion).
    public var isRemovedOnCompletion = true
    /// The object told when the animation starts and stops. Kept strongly, as Core
    /// Animation keeps it (https://developer.apple.com/documentation/quartzcore/caanimation/delegate).
    public var delegate: (any AnimationDelegate)?

    /// An animation with the default timing.
    public required init() {}

    /// A new animation of the same class with the same values; a layer keeps a copy of what
    /// it is given, as Core Animation does.
    open func copy() -> Any {
        let copy = type(of: self).init()
        copy.copyValues(from: self)
        return copy
    }

    /// Takes `other`'s values; each subclass adds its own.
    func copyValues(from other: Animation) {
        (beginTime, duration, speed, timeOffset) = (other.beginTime, other.duration, other.speed, other.timeOffset)
        (repeatCount, repeatDuration, autoreverses) = (other.repeatCount, other.repeatDuration, other.autoreverses)
        (fillMode, timingFunction) = (other.fillMode, other.timingFunction)
        (isRemovedOnCompletion, delegate) = (other.isRemovedOnCompletion, other.delegate)
    }
}

extension Animation: Hashable {
    /// Animations are equal when they are the same object, as Core Animation's are.
    public static func == (lhs: Animation, rhs: Animation) -> Bool { lhs === rhs }
    /// Hashes the animation's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// An animation of one property of a layer, named by its key path (Core Animation's
/// `CAPropertyAnimation`, https://developer.apple.com/documentation/quartzcore/capropertyanimation).
open class PropertyAnimation: Animation {
    /// The animated property's key path, such as `"opacity"` or `"position.x"`.
    public var keyPath: String?
    /// Whether the values add to the layer's current value (`false` unless set).
    public var isAdditive = false
    /// Whether repetitions build on the previous one's end value (`false` unless set).
    public var isCumulative = false

    /// An animation of the property at `keyPath`
    /// (https://developer.apple.com/documentation/quartzcore/capropertyanimation/init(keypath:)).
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyValues(from other: Animation) {
        super.copyValues(from: other)
        guard let other = other as? PropertyAnimation else { return }
        (keyPath, isAdditive, isCumulative) = (other.keyPath, other.isAdditive, other.isCumulative)
    }
}

/// An animation between two values of a property (Core Animation's `CABasicAnimation`,
/// https://developer.apple.com/documentation/quartzcore/cabasicanimation).
open class BasicAnimation: PropertyAnimation {
    /// The value the property starts from, or `nil`.
    public var fromValue: Any?
    /// The value the property ends at, or `nil`.
    public var toValue: Any?
    /// The amount added to the start value, or `nil`.
    public var byValue: Any?

    override func copyValues(from other: Animation) {
        super.copyValues(from: other)
        guard let other = other as? BasicAnimation else { return }
        (fromValue, toValue, byValue) = (other.fromValue, other.toValue, other.byValue)
    }
}

/// A spring's animation between two values (Core Animation's `CASpringAnimation`,
/// https://developer.apple.com/documentation/quartzcore/caspringanimation).
open class SpringAnimation: BasicAnimation {
    /// The mass at the end of the spring (1 unless set).
    public var mass: CGFloat = 1
    /// The spring's stiffness (100 unless set).
    public var stiffness: CGFloat = 100
    /// The damping of the motion (10 unless set).
    public var damping: CGFloat = 10
    /// The initial velocity of the mass (0 unless set).
    public var initialVelocity: CGFloat = 0

    override func copyValues(from other: Animation) {
        super.copyValues(from: other)
        guard let other = other as? SpringAnimation else { return }
        (mass, stiffness, damping, initialVelocity) = (
            other.mass, other.stiffness, other.damping, other.initialVelocity
        )
    }
}

/// An animation through a sequence of values (Core Animation's `CAKeyframeAnimation`,
/// https://developer.apple.com/documentation/quartzcore/cakeyframeanimation).
open class KeyframeAnimation: PropertyAnimation {
    /// The keyframe values, or `nil`.
    public var values: [Any]?
    /// A path a point property follows instead of ``values``, or `nil`.
    public var path: CGPath?
    /// When each keyframe is reached, as fractions 0...1 of the duration, or `nil` (evenly).
    public var keyTimes: [NSNumber]?
    /// The pacing of each segment between keyframes, or `nil`.
    public var timingFunctions: [MediaTimingFunction]?

    override func copyValues(from other: Animation) {
        super.copyValues(from: other)
        guard let other = other as? KeyframeAnimation else { return }
        (values, path, keyTimes, timingFunctions) = (other.values, other.path, other.keyTimes, other.timingFunctions)
    }
}

/// Animations that run together (Core Animation's `CAAnimationGroup`,
/// https://developer.apple.com/documentation/quartzcore/caanimationgroup). As in Core
/// Animation, only the group's delegate is told when it starts and stops.
open class AnimationGroup: Animation {
    /// The grouped animations, or `nil`.
    public var animations: [Animation]?

    override func copyValues(from other: Animation) {
        super.copyValues(from: other)
        guard let other = other as? AnimationGroup else { return }
        animations = other.animations
    }
}

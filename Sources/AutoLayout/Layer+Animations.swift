import Foundation

/// A layer's animations, by key (https://developer.apple.com/documentation/quartzcore/calayer/add(_:forkey:)).
///
/// Nothing is animated here: an added animation runs its whole course at once. The layer
/// keeps a copy of it, tells the copy's delegate that it started and that it finished
/// (`finished: true`), and then, when ``Animation/isRemovedOnCompletion`` is `true`,
/// removes it, as Core Animation does when an animation completes. So an animation is only
/// found by ``animation(forKey:)`` afterwards when it asked to stay.
extension Layer {
    /// Adds a copy of `anim` under `key`, replacing the one kept under the same key, and
    /// runs it to its end at once. An animation added with no key runs but is not kept.
    public func add(_ anim: Animation, forKey key: String?) {
        guard let running = anim.copy() as? Animation else { return }
        if let key {
            removeAnimation(forKey: key)
            keyedAnimations.append((key, running))
        }
        running.delegate?.animationDidStart(running)
        running.delegate?.animationDidStop(running, finished: true)
        if let key, running.isRemovedOnCompletion {
            keyedAnimations.removeAll { $0.key == key && $0.animation === running }
        }
    }

    /// The animation kept under `key`, or `nil`
    /// (https://developer.apple.com/documentation/quartzcore/calayer/animation(forkey:)).
    public func animation(forKey key: String) -> Animation? {
        keyedAnimations.first { $0.key == key }?.animation
    }

    /// The keys of the kept animations in the order they were added, or `nil` when there
    /// are none (https://developer.apple.com/documentation/quartzcore/calayer/animationkeys()).
    public func animationKeys() -> [String]? {
        keyedAnimations.isEmpty ? nil : keyedAnimations.map(\.key)
    }

    /// Removes the animation kept under `key`. Its delegate has already been told it
    /// finished, so it is not told again
    /// (https://developer.apple.com/documentation/quartzcore/calayer/removeanimation(forkey:)).
    public func removeAnimation(forKey key: String) {
        keyedAnimations.removeAll { $0.key == key }
    }

    /// Removes every kept animation
    /// (https://developer.apple.com/documentation/quartzcore/calayer/removeallanimations()).
    public func removeAllAnimations() {
        keyedAnimations.removeAll()
    }
}

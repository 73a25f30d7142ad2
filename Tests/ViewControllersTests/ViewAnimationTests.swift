import Testing
import UIKitCompat

@MainActor @Suite struct ViewAnimationTests {
    @Test func anAnimationBlockAppliesAtOnceAndCompletesBeforeTheCallReturns() {
        let view = UIView()
        UIView.animate(withDuration: 0.3) { view.alpha = 0 }
        #expect(view.alpha == 0)
        var log: [String] = []
        UIView.animate(withDuration: 0.3, animations: { log.append("animations") }) { finished in
            log.append("completion \(finished)")
        }
        log.append("after")
        #expect(log == ["animations", "completion true", "after"])
    }

    @Test func layoutInTheBlockLandsOnUIKitsEndState() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let top = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        NSLayoutConstraint.activate([
            top, box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 10, width: 50, height: 40))
        var frameAtCompletion: CGRect?
        top.constant = 200
        UIView.animate(
            withDuration: 0.25, delay: 0.1, options: [.curveEaseOut, .beginFromCurrentState],
            animations: { root.layoutIfNeeded() }, completion: { _ in frameAtCompletion = box.frame })
        #expect(box.frame == CGRect(x: 20, y: 200, width: 50, height: 40))
        #expect(frameAtCompletion == CGRect(x: 20, y: 200, width: 50, height: 40))
        top.constant = 100
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.2, options: [],
            animations: { root.layoutIfNeeded() })
        #expect(box.frame.minY == 100)
        top.constant = 50
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
            animations: { root.layoutIfNeeded() })
        #expect(box.frame.minY == 50)
        UIView.performWithoutAnimation { box.alpha = 0.5 }
        #expect(box.alpha == 0.5)
    }

    @Test func theOptionsAndCurvesHaveUIKitsRawValues() {
        typealias Options = UIView.AnimationOptions
        #expect(Options.layoutSubviews.rawValue == 1 && Options.allowUserInteraction.rawValue == 2)
        #expect(Options.repeat.rawValue == 8 && Options.autoreverse.rawValue == 16)
        #expect(Options.showHideTransitionViews.rawValue == 256)
        #expect(Options.curveEaseInOut.rawValue == 0 && Options.curveEaseIn.rawValue == 0x1_0000)
        #expect(Options.curveEaseOut.rawValue == 0x2_0000 && Options.curveLinear.rawValue == 0x3_0000)
        #expect(Options.transitionFlipFromLeft.rawValue == 0x10_0000)
        #expect(Options.transitionCrossDissolve.rawValue == 0x50_0000)
        #expect(Options.transitionFlipFromBottom.rawValue == 0x70_0000)
        #expect(Options.preferredFramesPerSecond60.rawValue == 0x300_0000)
        #expect(Options.preferredFramesPerSecond30.rawValue == 0x700_0000)
        #expect(UIView.AnimationCurve.easeInOut.rawValue == 0 && UIView.AnimationCurve.linear.rawValue == 3)
        #expect(UIViewAnimatingState.stopped.rawValue == 2 && UIViewAnimatingPosition.current.rawValue == 2)
    }

    @Test func transitionsSwapViewsAtOnce() {
        let container = UIView()
        let first = UIView()
        let second = UIView()
        let last = UIView()
        container.addSubview(first)
        container.addSubview(last)
        var finished: Bool?
        UIView.transition(from: first, to: second, duration: 0.3, options: .transitionCrossDissolve) { finished = $0 }
        #expect(container.subviews == [second, last] && first.superview == nil && finished == true)
        UIView.transition(from: second, to: first, duration: 0.3, options: .showHideTransitionViews)
        #expect(second.isHidden && !first.isHidden && container.subviews == [second, last])
        var changed = false
        UIView.transition(
            with: container, duration: 0.2, options: .transitionFlipFromLeft, animations: { changed = true })
        #expect(changed)
    }

    @Test func aPropertyAnimatorFinishesWhenStarted() {
        let view = UIView()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.alpha = 0.2 }
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive && !animator.isRunning && animator.fractionComplete == 0)
        #expect(view.alpha == 1)
        animator.startAnimation()
        #expect(view.alpha == 0.2 && animator.state == .inactive && !animator.isRunning)
        #expect(positions == [.end] && animator.fractionComplete == 1)

        let reversed = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.5) { view.alpha = 0.4 }
        reversed.isReversed = true
        reversed.addCompletion { positions.append($0) }
        reversed.startAnimation(afterDelay: 2)
        #expect(positions == [.end, .start] && reversed.delay == 2 && view.alpha == 0.4)

        let running = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.3, delay: 0, options: [.curveLinear], animations: { view.alpha = 0.6 },
            completion: { positions.append($0) })
        #expect(running.state == .inactive && view.alpha == 0.6 && positions.last == .end)
    }

    @Test func aPausedAnimatorIsActiveUntilStoppedOrStarted() {
        let view = UIView()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0.5 }
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning && view.alpha == 0.5)
        animator.addAnimations { view.tag = 7 }
        #expect(view.tag == 7)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped && positions.isEmpty)
        animator.startAnimation()
        #expect(animator.state == .stopped)
        animator.finishAnimation(at: .current)
        #expect(animator.state == .inactive && positions == [.current])

        let dropped = UIViewPropertyAnimator(duration: 1, curve: .linear)
        dropped.addCompletion { positions.append($0) }
        dropped.fractionComplete = 0.5
        #expect(dropped.state == .active && dropped.fractionComplete == 0.5)
        dropped.stopAnimation(true)
        #expect(dropped.state == .inactive && positions == [.current])

        let held = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0.9 }
        held.pausesOnCompletion = true
        held.addCompletion { positions.append($0) }
        held.startAnimation()
        #expect(held.state == .active && held.fractionComplete == 1 && positions == [.current])
    }
}

import Foundation
import Testing
import UIKitCompat

/// A delegate whose answers the tests choose.
@MainActor
private final class Referee: UIGestureRecognizerDelegate {
    var allowsBegin = true
    var allowsTouch = true
    var allowsBoth = false

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { allowsBegin }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        allowsTouch
    }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { allowsBoth }
}

/// A view that keeps the touches it is told about.
private final class TouchLoggingView: UIView {
    var began: [CGPoint] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        began += touches.map { $0.location(in: self) }
    }
}

@MainActor @Suite struct GestureTests {
    /// A window, a card at (20, 100) in it and a badge at (10, 10) in the card.
    private func makeTree() -> (window: UIWindow, card: UIView, badge: UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        window.addSubview(card)
        card.addSubview(badge)
        window.layoutIfNeeded()
        return (window, card, badge)
    }

    @Test func aTapRunsItsClosure() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        var tapped: [CGPoint] = []
        let tap = UITapGestureRecognizer { recognizer in
            tapped.append(recognizer.location(in: recognizer.view))
        }
        card.addGestureRecognizer(tap)
        tap.simulate(.recognized, at: CGPoint(x: 40, y: 30))
        #expect(tapped == [CGPoint(x: 40, y: 30)])
        // Actions added for a target run until the target goes or is removed.
        var owner: NSObject? = NSObject()
        var runs = 0
        tap.addTarget(owner) { _ in runs += 1 }
        tap.simulate(.recognized, at: CGPoint(x: 40, y: 30))
        owner = nil
        tap.simulate(.recognized, at: CGPoint(x: 40, y: 30))
        let other = NSObject()
        tap.addTarget(other) { _ in runs += 10 }
        tap.removeTarget(other)
        tap.simulate(.recognized, at: CGPoint(x: 40, y: 30))
        #expect(runs == 1)
        #expect(tapped.count == 4)
        // UIKit's initializer with a target, the action a closure.
        let press = UILongPressGestureRecognizer(target: other) { _ in runs += 100 }
        card.addGestureRecognizer(press)
        press.simulateRecognition(at: CGPoint(x: 1, y: 1))
        #expect(runs == 301)
    }

    @Test func aTapOnASubviewReportsItsLocationInTheSubviewAndInTheWindow() {
        let (window, card, badge) = makeTree()
        var states: [UIGestureRecognizer.State] = []
        var inBadge: [CGPoint] = []
        var inCard: [CGPoint] = []
        var inWindow: [CGPoint] = []
        var touches: [Int] = []
        // The closure holds the views weakly: a recognizer's closure that held the view it is
        // attached to would keep both alive (there is no selector to break the cycle).
        let tap = UITapGestureRecognizer { [unowned badge, unowned card] recognizer in
            states.append(recognizer.state)
            inBadge.append(recognizer.location(in: badge))
            inCard.append(recognizer.location(in: card))
            inWindow.append(recognizer.location(in: nil))
            touches.append(recognizer.numberOfTouches)
        }
        badge.addGestureRecognizer(tap)
        #expect(tap.view === badge)
        #expect(badge.gestureRecognizers?.count == 1)

        #expect(tap.simulate(.recognized, at: CGPoint(x: 30, y: 15)) == .ended)
        // Given in the window's coordinates, the same point of the badge.
        #expect(tap.simulateRecognition(at: CGPoint(x: 60, y: 125), in: window) == .ended)

        #expect(states == [.ended, .ended])
        #expect(inBadge == [CGPoint(x: 30, y: 15), CGPoint(x: 30, y: 15)])
        #expect(inCard == [CGPoint(x: 40, y: 25), CGPoint(x: 40, y: 25)])
        #expect(inWindow == [CGPoint(x: 60, y: 125), CGPoint(x: 60, y: 125)])
        #expect(window.convert(CGPoint(x: 60, y: 125), to: badge) == CGPoint(x: 30, y: 15))
        #expect(touches == [1, 1])
        // Reset once the gesture is over, as after UIKit's run loop turns.
        #expect(tap.state == .possible)
        #expect(tap.numberOfTouches == 0)
    }

    @Test func disabledHiddenOrNonInteractiveViewsAndOutsidePointsRunNothing() {
        let (_, card, badge) = makeTree()
        var runs = 0
        let tap = UITapGestureRecognizer { _ in runs += 1 }
        badge.addGestureRecognizer(tap)
        tap.isEnabled = false
        #expect(tap.simulate(.ended, at: CGPoint(x: 5, y: 5)) == .possible)
        tap.isEnabled = true
        card.isUserInteractionEnabled = false
        #expect(tap.simulate(.ended, at: CGPoint(x: 5, y: 5)) == .possible)
        card.isUserInteractionEnabled = true
        card.isHidden = true
        #expect(tap.simulate(.ended, at: CGPoint(x: 5, y: 5)) == .possible)
        card.isHidden = false
        // Outside the badge's 80 x 40 bounds.
        #expect(tap.simulate(.ended, at: CGPoint(x: 85, y: 5)) == .possible)
        #expect(runs == 0)
        #expect(tap.simulate(.ended, at: CGPoint(x: 5, y: 5)) == .ended)
        #expect(runs == 1)

        // A label takes no touches until told, as in UIKit.
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        let labelTap = UITapGestureRecognizer { _ in runs += 1 }
        label.addGestureRecognizer(labelTap)
        #expect(labelTap.simulate(.ended, at: CGPoint(x: 10, y: 10)) == .possible)
        label.isUserInteractionEnabled = true
        #expect(labelTap.simulate(.ended, at: CGPoint(x: 10, y: 10)) == .ended)
        #expect(runs == 2)
    }

    @Test func theDelegateCanRefuseTheGestureOrTheTouch() {
        let (_, _, badge) = makeTree()
        var runs = 0
        let referee = Referee()
        let tap = UITapGestureRecognizer { _ in runs += 1 }
        tap.delegate = referee
        badge.addGestureRecognizer(tap)
        referee.allowsBegin = false
        #expect(tap.simulate(.ended, at: CGPoint(x: 5, y: 5)) == .failed)
        #expect(tap.state == .possible)
        referee.allowsBegin = true
        referee.allowsTouch = false
        #expect(tap.simulate(.ended, at: CGPoint(x: 5, y: 5)) == .possible)
        #expect(runs == 0)
        referee.allowsTouch = true
        #expect(tap.simulate(.ended, at: CGPoint(x: 5, y: 5)) == .ended)
        #expect(runs == 1)
    }

    @Test func aPanReportsItsStatesAndTranslation() {
        let (_, card, _) = makeTree()
        var log: [(UIGestureRecognizer.State, CGPoint)] = []
        let pan = UIPanGestureRecognizer { [unowned card] recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            log.append((pan.state, pan.translation(in: card)))
        }
        card.addGestureRecognizer(pan)
        #expect(pan.simulate(.began, at: CGPoint(x: 10, y: 10)) == .began)
        #expect(pan.simulate(.changed, at: CGPoint(x: 40, y: 30)) == .changed)
        pan.setTranslation(.zero, in: card)
        #expect(pan.simulate(.changed, at: CGPoint(x: 50, y: 30)) == .changed)
        #expect(pan.simulate(.ended, at: CGPoint(x: 50, y: 30)) == .ended)
        #expect(log.map(\.0) == [.began, .changed, .changed, .ended])
        #expect(log.map(\.1) == [.zero, CGPoint(x: 30, y: 20), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 0)])

        var velocities: [CGPoint] = []
        pan.addTarget(nil) { recognizer in velocities.append((recognizer as! UIPanGestureRecognizer).velocity(in: nil))
        }
        pan.simulatePan(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 10, y: 110), velocity: CGPoint(x: 0, y: 800))
        #expect(velocities == Array(repeating: CGPoint(x: 0, y: 800), count: 3))
        #expect(pan.velocity(in: nil) == .zero)
    }

    @Test func recognizersWaitForEachOtherAsTheirDelegatesSay() {
        let (_, card, badge) = makeTree()
        let cardPan = UIPanGestureRecognizer()
        card.addGestureRecognizer(cardPan)
        let tap = UITapGestureRecognizer()
        badge.addGestureRecognizer(tap)
        // While the card's pan recognizes, the badge's tap cannot.
        cardPan.simulate(.began, at: CGPoint(x: 100, y: 100))
        #expect(tap.simulate(.ended, at: CGPoint(x: 5, y: 5)) == .failed)
        let referee = Referee()
        referee.allowsBoth = true
        tap.delegate = referee
        #expect(tap.simulate(.ended, at: CGPoint(x: 5, y: 5)) == .ended)
        // A recognizer that must wait for the pan to fail fails while the pan recognizes.
        let press = UILongPressGestureRecognizer()
        press.delegate = referee
        press.require(toFail: cardPan)
        badge.addGestureRecognizer(press)
        #expect(press.simulate(.began, at: CGPoint(x: 5, y: 5)) == .failed)
        cardPan.simulate(.ended, at: CGPoint(x: 100, y: 100))
        #expect(press.simulate(.began, at: CGPoint(x: 5, y: 5)) == .began)
        // Turning a recognizer off during its gesture cancels it.
        var states: [UIGestureRecognizer.State] = []
        press.addTarget(nil) { states.append($0.state) }
        press.isEnabled = false
        #expect(states == [.cancelled])
        #expect(press.state == .possible)
    }

    @Test func pinchesAndRotationsCarryTheValuesTheFingersSet() {
        let (_, card, _) = makeTree()
        var scales: [CGFloat] = []
        let pinch = UIPinchGestureRecognizer { scales.append(($0 as! UIPinchGestureRecognizer).scale) }
        card.addGestureRecognizer(pinch)
        pinch.simulate(.began, at: CGPoint(x: 50, y: 50))
        pinch.scale = 2
        pinch.simulate(.changed, at: CGPoint(x: 50, y: 50))
        pinch.simulate(.ended, at: CGPoint(x: 50, y: 50))
        #expect(scales == [1, 2, 2])
        let rotation = UIRotationGestureRecognizer()
        card.addGestureRecognizer(rotation)
        rotation.simulate(.began, at: CGPoint(x: 50, y: 50))
        #expect(rotation.numberOfTouches == 2)
        #expect(rotation.rotation == 0)
    }

    @Test func aScrollViewOwnsThePanThatScrollsIt() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: 1000)
        window.addSubview(scrollView)
        let pan = scrollView.panGestureRecognizer
        #expect(scrollView.panGestureRecognizer === pan)
        #expect(pan.view === scrollView)
        #expect(scrollView.gestureRecognizers?.count == 1)
        #expect(scrollView.gestureRecognizers?.first === pan)
        #expect(UIScrollView().gestureRecognizers?.count == 1)

        // Dragging up by 300 points scrolls the content down by 300.
        // Points in the window's coordinates, where the finger is.
        pan.simulatePan(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 100), in: window)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
        // Past the top it bounces while dragged and comes back when released; sideways it
        // does not move, the content being no wider than the view.
        var dragged: [CGPoint] = []
        pan.addTarget(nil) { [unowned scrollView] _ in dragged.append(scrollView.contentOffset) }
        pan.simulatePan(from: CGPoint(x: 100, y: 0), to: CGPoint(x: 150, y: 400), in: window)
        #expect(dragged == [CGPoint(x: 0, y: 300), CGPoint(x: 0, y: -100), CGPoint(x: 0, y: 0)])
        #expect(scrollView.contentOffset == .zero)
        // A scroll view that does not scroll has its pan turned off.
        scrollView.isScrollEnabled = false
        #expect(!pan.isEnabled)
        #expect(pan.simulatePan(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 100), in: window) == .possible)
        #expect(scrollView.contentOffset == .zero)
    }

    @Test func recognizersMoveBetweenViewsAndLeave() {
        let (_, card, badge) = makeTree()
        let swipe = UISwipeGestureRecognizer()
        card.addGestureRecognizer(swipe)
        badge.addGestureRecognizer(swipe)
        #expect(swipe.view === badge)
        #expect(card.gestureRecognizers == nil)
        badge.removeGestureRecognizer(swipe)
        #expect(swipe.view == nil)
        #expect(badge.gestureRecognizers == nil)
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        card.gestureRecognizers = [edge, swipe]
        #expect(card.gestureRecognizers?.count == 2)
        card.gestureRecognizers = nil
        #expect(edge.view == nil)
        #expect(UIRectEdge.all.rawValue == 15)
    }

    @Test func recognizersHaveUIKitsDefaultsAndRawValues() {
        let tap = UITapGestureRecognizer()
        #expect(tap.numberOfTapsRequired == 1)
        #expect(tap.numberOfTouchesRequired == 1)
        #expect(tap.isEnabled)
        #expect(tap.cancelsTouchesInView)
        #expect(!tap.delaysTouchesBegan)
        #expect(tap.delaysTouchesEnded)
        #expect(tap.requiresExclusiveTouchType)
        #expect(tap.view == nil)
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
        #expect(press.numberOfTapsRequired == 0)
        #expect(press.numberOfTouchesRequired == 1)
        #expect(UISwipeGestureRecognizer().direction == .right)
        let raw = [UISwipeGestureRecognizer.Direction.right, .left, .up, .down].map(\.rawValue)
        #expect(raw == [1, 2, 4, 8])
        #expect(UIPinchGestureRecognizer().scale == 1)
        #expect(UIPanGestureRecognizer().minimumNumberOfTouches == 1)
        let states: [UIGestureRecognizer.State] = [.possible, .began, .changed, .ended, .cancelled, .failed]
        #expect(states.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(UIGestureRecognizer.State.recognized == .ended)
    }

    @Test func touchOverridesReceiveTouchesAndPassThemUpTheChain() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let logger = TouchLoggingView(frame: CGRect(x: 50, y: 60, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        window.addSubview(logger)
        logger.addSubview(inner)
        let touch = UITouch(location: CGPoint(x: 5, y: 5), in: inner)
        let event = UIEvent(touches: [touch])
        // The plain subview passes the touch to its superview, as UIResponder does.
        inner.touchesBegan([touch], with: event)
        #expect(logger.began == [CGPoint(x: 15, y: 25)])
        #expect(touch.location(in: nil) == CGPoint(x: 65, y: 85))
        #expect(touch.view === inner)
        #expect(touch.window === window)
        #expect(touch.phase == .began)
        #expect(touch.tapCount == 1)
        touch.move(to: CGPoint(x: 25, y: 5), in: inner)
        #expect(touch.phase == .moved)
        #expect(touch.previousLocation(in: inner) == CGPoint(x: 5, y: 5))
        #expect(touch.location(in: inner) == CGPoint(x: 25, y: 5))
        #expect(event.type == .touches)
        #expect(event.allTouches == [touch])
        #expect(event.touches(for: inner) == [touch])
        #expect(event.touches(for: logger) == [])
        #expect(Set([touch, touch, UITouch()]).count == 2)
    }
}

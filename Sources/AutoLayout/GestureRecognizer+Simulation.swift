import Foundation

/// Test drivers: what touches on the screen would do to a recognizer.
extension GestureRecognizer {
    /// Moves the recognizer to `target` with its touches at `location`, given in the
    /// coordinates of `coordinateSpace` (the recognizer's view when `nil`), running the
    /// actions of each state it passes, as touches would in UIKit. Returns the state it
    /// reached; `.possible` when the touches never reached it.
    ///
    /// A gesture starts only if the recognizer is enabled and attached, its view and the
    /// view's ancestors are visible and take touches (`isHidden`, `isUserInteractionEnabled`:
    /// a label or an image view takes none unless told), `location` is inside the view's
    /// bounds, and the delegate lets it receive the touch. It then fails, as in UIKit, when
    /// the delegate's ``GestureRecognizerDelegate/gestureRecognizerShouldBegin(_:)`` says
    /// `false`, when a recognizer it must wait for (``require(toFail:)``) is recognizing, or
    /// when another recognizer of the view or its ancestors is recognizing and neither
    /// delegate allows both at once.
    ///
    /// A discrete recognizer (tap, swipe) goes from `.possible` to `.ended` (`.recognized`)
    /// or `.failed`. A continuous one (pan, pinch, long press) begins first when asked for a
    /// later state, then `.changed` moves it and `.ended` or `.cancelled` finishes it. After
    /// `.ended`, `.cancelled` or `.failed` the recognizer is reset to `.possible`, as UIKit
    /// resets it once the run loop turns: actions read the final state while they run.
    @discardableResult
    public func simulate(_ target: State, at location: CGPoint, in coordinateSpace: View? = nil) -> State {
        guard let view else { return .possible }
        let point = (coordinateSpace ?? view).convert(location, to: nil)
        guard state == .possible else {
            rootLocation = point
            return continueGesture(to: target)
        }
        guard target != .possible, receivesTouch(at: point, in: view) else { return .possible }
        rootLocation = point
        touchCount = simulatedTouchCount
        gestureWillBegin()
        guard target != .failed, mayBegin(in: view) else { return finish(.failed) }
        guard isContinuous else { return target == .ended ? finish(.ended) : finish(.failed) }
        state = .began
        return target == .began ? .began : continueGesture(to: target)
    }

    /// Runs a whole gesture at `location`: a discrete recognizer recognizes (`.ended`); a
    /// continuous one begins, changes once and ends there. Returns the last state reached
    /// (`.ended` when recognized, `.failed` when refused, `.possible` when the touches never
    /// reached the recognizer).
    @discardableResult
    public func simulateRecognition(at location: CGPoint, in coordinateSpace: View? = nil) -> State {
        guard isContinuous else { return simulate(.ended, at: location, in: coordinateSpace) }
        let began = simulate(.began, at: location, in: coordinateSpace)
        guard began == .began else { return began }
        simulate(.changed, at: location, in: coordinateSpace)
        return simulate(.ended, at: location, in: coordinateSpace)
    }

    /// A continuous gesture under way moves on: `.changed` again, or `.ended` or
    /// `.cancelled` to finish. Other states leave it as it is.
    private func continueGesture(to target: State) -> State {
        switch target {
        case .changed:
            state = .changed
            return .changed
        case .ended, .cancelled:
            return finish(target)
        case .possible, .began, .failed:
            return state
        }
    }

    /// Sets a final state (running the actions for `.ended` and `.cancelled`), then resets.
    private func finish(_ final: State) -> State {
        state = final
        finishGesture()
        return final
    }

    /// Whether touches at `point` (in the window's coordinates) reach the recognizer.
    private func receivesTouch(at point: CGPoint, in view: View) -> Bool {
        guard isEnabled, view.takesTouches, view.bounds.contains(view.convert(point, from: nil)) else { return false }
        guard let delegate else { return true }
        let touch = Touch(windowLocation: point, view: view, phase: .began)
        return delegate.gestureRecognizer(self, shouldReceive: touch)
    }

    /// Whether the recognizer may leave `.possible`: the delegate, the recognizers it must
    /// wait for, and the recognizers already recognizing decide.
    private func mayBegin(in view: View) -> Bool {
        if delegate?.gestureRecognizerShouldBegin(self) == false { return false }
        if failureRequirements.contains(where: \.isRecognizing) { return false }
        var current: View? = view
        while let ancestor = current {
            for other in ancestor.gestureRecognizerStorage ?? [] where other !== self && other.isRecognizing {
                if !recognizesSimultaneously(with: other) { return false }
            }
            current = ancestor.superview
        }
        return true
    }

    /// Whether either delegate lets this recognizer and `other` recognize at once.
    private func recognizesSimultaneously(with other: GestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    /// Whether a continuous gesture is under way.
    var isRecognizing: Bool { state == .began || state == .changed }
}

extension View {
    /// Whether touches reach the view: it and its ancestors are shown and take touches.
    var takesTouches: Bool {
        var current: View? = self
        while let view = current {
            if view.isHidden || !view.isUserInteractionEnabled { return false }
            current = view.superview
        }
        return true
    }
}

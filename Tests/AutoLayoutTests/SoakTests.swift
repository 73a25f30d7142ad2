import AutoLayout
import CassowaryReference
import Foundation
import Testing

/// Random operations through the UIKit-style API, as an app makes them over a long run:
/// views added and removed, constraints made, toggled and changed, margins, texts and the
/// root's size changed, layout passes (views added or removed, and autoresizing turned on
/// or off, in the first 100 steps of each 1,000). Every 1,000 steps (and at the end) the engine must
/// be sound: the solver's invariants, exactly the tree's constraints with their current
/// numbers, every required constraint not broken holding (`layoutEngineViolations`).
///
/// `LAYOUT_SOAK_STEPS` sets the count (default 3,000) and `LAYOUT_SOAK_SEED` the seed (24); `Tests/Extremes/soak.sh` runs
/// 1,000,000 in release mode, and `.ci/run` a smaller count.
@MainActor @Suite struct SoakTests {
    static var steps: Int { Int(ProcessInfo.processInfo.environment["LAYOUT_SOAK_STEPS"] ?? "") ?? 3000 }
    static var seed: UInt64 { UInt64(ProcessInfo.processInfo.environment["LAYOUT_SOAK_SEED"] ?? "") ?? 24 }

    @Test func randomOperationsKeepTheEngineSound() {
        var soak = Soak(seed: Self.seed)
        var problems: [String] = []
        var (conflicts, refusals) = (0, 0)
        ConflictReporting.withHandler({ _ in conflicts += 1 }) {
            LayoutErrors.withHandler({ _ in refusals += 1 }) {
                for step in 1...Self.steps {
                    // A tree change rebuilds the engine, so they come only in the first
                    // tenth of each thousand: the check then sees an engine that took
                    // some 900 changes in place.
                    soak.step(changingTheTree: step % 1000 < 100)
                    if step % 1000 == 0 || step == Self.steps { problems = soak.root.layoutEngineViolations }
                    if !problems.isEmpty {
                        Issue.record("step \(step): \(problems.prefix(5).joined(separator: "\n"))")
                        break
                    }
                }
            }
        }
        #expect(problems.isEmpty)
        // The run really exercised conflicts, refusals and a tree that grew.
        if Self.steps >= 3000 { #expect(conflicts > 0 && refusals > 0 && soak.mostViews > 5) }
    }
}

/// The state of a soak: a root of up to 40 views and a pool of up to 300 constraints.
@MainActor
struct Soak {
    var random: SeededGenerator
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var views: [View] = []
    var constraints: [LayoutConstraint] = []
    /// The most views the tree held at once.
    var mostViews = 0

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    static let attributes: [LayoutAttribute] = [
        .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
        .firstBaseline, .lastBaseline, .leadingMargin, .trailingMargin, .topMargin, .bottomMargin,
    ]
    static let priorities: [LayoutPriority] = [.required, .required, .init(999), .defaultHigh, .defaultLow, .init(1)]

    mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &random)] }
    mutating func number() -> CGFloat { CGFloat(Int.random(in: -100...400, using: &random)) / 2 }

    /// The items a constraint may relate: views in the tree and their guides.
    mutating func item() -> any LayoutItem {
        let view = pick([root] + views)
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return view.layoutMarginsGuide
        case 1: return view.safeAreaLayoutGuide
        default: return view
        }
    }

    mutating func step(changingTheTree: Bool) {
        let choice = Int.random(in: changingTheTree ? 0..<20 : 4..<19, using: &random)
        switch choice {
        case 0, 1, 2: addView()
        case 3: removeView()
        case 4, 5, 6, 7, 8: makeConstraint()
        case 9, 10: if let c = constraints.randomElement(using: &random) { c.isActive.toggle() }
        case 11, 12: if let c = constraints.randomElement(using: &random) { c.constant = number() }
        case 13: if let c = constraints.randomElement(using: &random) { c.priority = pick(Self.priorities) }
        case 14, 15: root.layoutIfNeeded()
        case 16: root.frame = CGRect(x: 0, y: 0, width: 200 + number(), height: 300 + number())
        case 17: if let v = views.randomElement(using: &random) {
            let m = number() / 4
            v.layoutMargins = EdgeInsets(top: m, left: m / 2, bottom: m, right: 8) }
        case 18: if let label = views.randomElement(using: &random) as? Label { label.text = text() }
        default: if let v = views.randomElement(using: &random) { v.translatesAutoresizingMaskIntoConstraints.toggle() }
        }
    }

    mutating func text() -> String { String(repeating: "word ", count: Int.random(in: 0...12, using: &random)) }

    mutating func addView() {
        guard views.count < 40 else { return removeView() }
        let view = Bool.random(using: &random) ? View() : Label(text: text())
        view.translatesAutoresizingMaskIntoConstraints = Int.random(in: 0..<4, using: &random) == 0
        if view.translatesAutoresizingMaskIntoConstraints {
            view.frame = CGRect(x: number(), y: number(), width: abs(number()), height: abs(number()))
        }
        pick([root] + views).addSubview(view)
        views.append(view)
        mostViews = max(mostViews, views.count)
    }

    mutating func removeView() {
        guard let view = views.randomElement(using: &random) else { return }
        view.removeFromSuperview()
        views.removeAll { !$0.isDescendant(of: root) }
        constraints.removeAll { !$0.isActive && Bool.random(using: &random) }
    }

    mutating func makeConstraint() {
        let attribute = pick(Self.attributes)
        let sized = attribute == .width || attribute == .height
        let constant = number()
        let c: LayoutConstraint
        if sized && Bool.random(using: &random) {
            c = LayoutConstraint(
                item: item(), attribute: attribute, relatedBy: pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]),
                toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: abs(constant))
        } else {
            let other = sized ? pick([LayoutAttribute.width, .height]) : pick(Self.attributes)
            c = LayoutConstraint(
                item: item(), attribute: attribute, relatedBy: pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]),
                toItem: item(), attribute: other, multiplier: pick([1, 1, 1, 0.5, 2]), constant: constant)
        }
        c.priority = pick(Self.priorities)
        c.isActive = true
        constraints.append(c)
        // The pool's oldest leave it inactive, so the engine stays the size of the pool.
        if constraints.count > 300 { constraints.remove(at: Int.random(in: 0..<300, using: &random)).isActive = false }
    }
}

import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

@MainActor @Suite struct BadInputTests {
    @Test func itemsWithoutACommonAncestorAreRefused() throws {
        let a = View()
        let b = View()
        let c = a.centerXAnchor.constraint(equalTo: b.centerXAnchor)
        let (_, _, errors) = collecting { c.isActive = true }
        #expect(!c.isActive)
        let error = try #require(errors.first)
        let text = error.description
        #expect(text.hasPrefix("Unable to activate constraint with anchors <NSLayoutXAxisAnchor:0x"))
        #expect(text.contains(" \"\(a.debugName).centerX\"> and <NSLayoutXAxisAnchor:0x"))
        #expect(
            text.hasSuffix(
                " \"\(b.debugName).centerX\"> because they have no common ancestor.  Does the constraint or its "
                    + "anchors reference items in different view hierarchies?  That's illegal."))
        #expect(throws: LayoutError.self) { try LayoutConstraint.activateChecked([c]) }
    }

    @Test func activateCheckedActivatesNothingWhenOneIsRefused() {
        let root = makeRoot()
        let child = makeChild(of: root)
        let good = child.widthAnchor.constraint(equalToConstant: 10)
        let bad = child.topAnchor.constraint(equalTo: View().topAnchor)
        #expect(throws: LayoutError.self) { try LayoutConstraint.activateChecked([good, bad]) }
        #expect(!good.isActive && !bad.isActive)
    }

    @Test func aLocationEqualToAConstantIsRefused() throws {
        let root = makeRoot()
        let view = makeChild(of: root)
        let (made, _, errors) = collecting {
            LayoutConstraint(
                item: view, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 20)
        }
        #expect(
            errors.map(\.description) == [
                "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
                    + "A multiplier of 0 or a nil second item together with a location for the first attribute creates "
                    + "an illegal constraint of a location equal to a constant. Location attributes must be specified "
                    + "in pairs"
            ])
        let (_, _, again) = collecting { made.isActive = true }
        #expect(!made.isActive)
        #expect(again == errors)
        #expect(throws: LayoutError.locationEqualToConstant) {
            try LayoutConstraint.validated(
                item: view, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 0,
                constant: 0)
        }
        #expect(throws: LayoutError.invalidPairing) {
            try LayoutConstraint.validated(
                item: view, attribute: .left, relatedBy: .equal, toItem: root, attribute: .width, multiplier: 1,
                constant: 0)
        }
        #expect(throws: LayoutError.mixedDirectionalAttributes) {
            try LayoutConstraint.validated(
                item: view, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1,
                constant: 0)
        }
        #expect(throws: LayoutError.nonFiniteMultiplier(.infinity)) {
            try LayoutConstraint.validated(
                item: view, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width,
                multiplier: .infinity, constant: 0)
        }
    }

    @Test func aNonFiniteConstantIsRefusedAndChangesNothing() throws {
        let root = makeRoot()
        let view = makeChild(of: root)
        let top = view.topAnchor.constraint(equalTo: root.topAnchor, constant: 5)
        LayoutConstraint.activate([
            top, view.leftAnchor.constraint(equalTo: root.leftAnchor), view.widthAnchor.constraint(equalToConstant: 1),
            view.heightAnchor.constraint(equalToConstant: 1),
        ])
        let (_, _, errors) = collecting { top.constant = .nan }
        #expect(top.constant == 5)
        let text = try #require(errors.first).description
        #expect(
            text.hasPrefix(
                "NSLayoutConstraint constant is not finite!  That's illegal.  constant:nan firstAnchor:<NSLayoutYAxisAnchor:0x"
            ))
        #expect(text.hasSuffix(" \"\(root.debugName).top\">"))
        root.layoutIfNeeded()
        #expect(view.frame.minY == 5)
        #expect(throws: LayoutError.self) { try top.setConstant(-.infinity) }
    }

    @Test func requiredCannotBecomeOptionalWhileActive() {
        let root = makeRoot()
        let view = makeChild(of: root)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        let (_, _, errors) = collecting { width.priority = .defaultLow }
        #expect(width.priority == .required)
        #expect(
            errors.map(\.description) == [
                "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  "
                    + "You passed priority 250 and the existing priority was 1000."
            ])
        width.isActive = false
        width.priority = .defaultLow
        #expect(width.priority == .defaultLow)
        width.isActive = true
        width.priority = 999
        #expect(width.priority == 999)
    }

    @Test func prioritiesOutsideTheRangeAreRefused() {
        let root = makeRoot()
        let view = makeChild(of: root)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        let (_, _, errors) = collecting {
            width.priority = 0
            width.priority = 1001
            view.setContentHuggingPriority(LayoutPriority(-3), for: .vertical)
        }
        #expect(width.priority == .required)
        #expect(view.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(
            errors.map(\.description) == [
                "Priority 0 is out of range. A layout priority must be at least 1 and at most 1000 (required).",
                "Priority 1001 is out of range. A layout priority must be at least 1 and at most 1000 (required).",
                "Priority -3 is out of range. A layout priority must be at least 1 and at most 1000 (required).",
            ])
    }

    @Test func addConstraintOutsideTheSubtreeIsRefused() throws {
        let root = makeRoot()
        let a = makeChild(of: root)
        let b = makeChild(of: root)
        let c = a.widthAnchor.constraint(equalTo: b.widthAnchor)
        let (_, _, errors) = collecting { a.addConstraint(c) }
        #expect(!c.isActive)
        let text = try #require(errors.first).description
        #expect(
            text.hasPrefix(
                "Unable to install constraint on view.  Does the constraint reference something from outside the "
                    + "subtree of the view?  That's illegal. constraint:<NSLayoutConstraint:"))
        root.addConstraint(c)
        #expect(c.isActive && root.constraints == [c])
        root.removeConstraint(c)
        #expect(!c.isActive && root.constraints.isEmpty)
    }

    @Test func removingAViewDeactivatesTheConstraintsThatReachOutside() {
        let root = makeRoot()
        let a = makeChild(of: root)
        let inner = makeChild(of: a)
        let outside = inner.topAnchor.constraint(equalTo: root.topAnchor)
        let inside = inner.widthAnchor.constraint(equalTo: a.widthAnchor)
        LayoutConstraint.activate([outside, inside])
        #expect(root.constraints == [outside] && a.constraints == [inside])
        a.removeFromSuperview()
        #expect(!outside.isActive && inside.isActive)
    }
}

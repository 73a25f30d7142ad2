import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// Constants beyond the engine's limits (`CGFloat.greatestFiniteMagnitude` for "no limit")
/// are replaced by the limit with UIKit's warning, once; the rest of the layout comes out
/// as it would without them.
@MainActor @Suite(.serialized) struct EngineLimitsTests {
    /// A box pinned at fractional offsets, wanting to be 1000 wide (high) but kept inside
    /// its root; `extra` adds to its constraints.
    func boxFrame(_ extra: (View, View) -> [LayoutConstraint]) -> CGRect {
        let root = makeRoot()
        let box = makeChild(of: root)
        let wide = box.widthAnchor.constraint(equalToConstant: 1000)
        wide.priority = .defaultHigh
        LayoutConstraint.activate(
            [
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20.3),
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16.7),
                box.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -10.1),
                box.heightAnchor.constraint(equalToConstant: 50.25), wide,
            ] + extra(root, box))
        root.layoutIfNeeded()
        return box.frame
    }

    @Test func sentinelConstantsAreHeldToTheLimitWithUIKitsWarningOnce() {
        let plain = boxFrame { _, _ in [] }
        LayoutConstraint.resetLimitWarning()
        // A NaN is not beyond the limits (though it equals nothing): validation reports it.
        let (_, _, nan) = collecting { View().widthAnchor.constraint(equalToConstant: .nan) }
        #expect(nan.count == 1 && nan.first != .constantExceedsLimits)
        let (framed, _, errors) = collecting {
            boxFrame { root, box in
                [
                    box.widthAnchor.constraint(lessThanOrEqualToConstant: .greatestFiniteMagnitude),
                    box.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor, constant: 1e300),
                    box.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor, constant: -.greatestFiniteMagnitude),
                ]
            }
        }
        #expect(framed == plain)
        #expect(abs(plain.width - 293.2) < 1e-9 && plain.minX == 16.7 && plain.minY == 20.3)
        #expect(errors == [.constantExceedsLimits])
        #expect(
            errors.first?.description
                == "This NSLayoutConstraint is being configured with a constant that exceeds internal limits.  A "
                + "smaller value will be substituted, but this problem should be fixed. Break on BOOL "
                + "_NSLayoutConstraintNumberExceedsLimit(void) to debug.  This will be logged only once.  This may "
                + "break in the future.")
        let (constants, _, later) = collecting {
            let c = View().widthAnchor.constraint(equalToConstant: 3)
            c.constant = -.greatestFiniteMagnitude
            let before = c.constant
            c.constant = 2e8
            return [before, c.constant, LayoutConstraint.largestConstant]
        }
        #expect(constants == [-1e8, 1e8, 1e8])
        #expect(later.isEmpty, "the warning is given once")
    }

    @Test func aMultiplierBeyondTheLimitIsRefused() {
        let plain = boxFrame { _, _ in [] }
        var refused: LayoutConstraint?
        let (framed, _, errors) = collecting {
            boxFrame { root, box in
                let c = box.heightAnchor.constraint(lessThanOrEqualTo: root.heightAnchor, multiplier: -1e20)
                refused = c
                return [c]
            }
        }
        #expect(framed == plain)
        #expect(refused?.isActive == false)
        #expect(errors.first == .multiplierExceedsLimits(-1e20))
        #expect(
            errors.first?.description
                == "Multiplier -1e+20 exceeds the layout engine's limit of ±100000000; the constraint is not installed."
        )
    }

    /// Margins and intrinsic sizes reach the engine without a constraint's constant; they
    /// are held to the limits too. (A top margin of 1e8 in a 480-point view leaves its guide
    /// no room: the guide's height is never negative, so the margin gives way and the
    /// guide's top meets its bottom, 8 points above the view's.)
    final class Boundless: View {
        var layouts = 0
        override var intrinsicContentSize: CGSize {
            CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    @Test func hugeMarginsAndIntrinsicSizesAreHeldToTheLimit() {
        let (frames, _, _) = collecting {
            let root = makeRoot()
            root.layoutMargins = EdgeInsets(top: 1e300, left: 8, bottom: 8, right: 8)
            let inside = makeChild(of: root)
            let boundless = Boundless()
            boundless.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(boundless)
            LayoutConstraint.activate([
                inside.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
                inside.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                inside.widthAnchor.constraint(equalToConstant: 10), inside.heightAnchor.constraint(equalToConstant: 10),
                boundless.topAnchor.constraint(equalTo: root.topAnchor),
                boundless.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            ])
            root.layoutIfNeeded()
            let passes = boundless.layouts
            boundless.invalidateIntrinsicContentSize()
            root.layoutIfNeeded()
            #expect(boundless.layouts == passes, "a size held to the limit is not a change when asked again")
            return [inside.frame, boundless.frame]
        }
        // The top margin, held at 1e8, cannot fit a 480-point view with its bottom margin:
        // of the three system constraints in the conflict the root's autoresizing height is
        // the one that sets a value to a constant, so it gives way and the guide keeps 1e8.
        #expect(frames[0] == CGRect(x: 8, y: 1e8, width: 10, height: 10))
        #expect(frames[1] == CGRect(x: 0, y: 0, width: 1e8, height: 1e8))
    }

    /// A NaN or infinite number that reaches the engine without a constraint's validation
    /// (a frame, a margin) is refused with UIKit's message when the engine meets it, and
    /// the rest of the layout goes on.
    @Test func nonFiniteNumbersThatSkipValidationAreRefusedInTheEngine() throws {
        let (frames, _, errors) = collecting {
            let root = makeRoot()
            root.layoutMargins = EdgeInsets(top: 0, left: .nan, bottom: 0, right: 0)
            let a = makeChild(of: root)
            let b = makeChild(of: root)
            let framed = View(frame: CGRect(x: CGFloat.nan, y: 4, width: 10, height: 12))
            root.addSubview(framed)
            LayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                a.topAnchor.constraint(equalTo: root.topAnchor),
                a.widthAnchor.constraint(equalToConstant: 20), a.heightAnchor.constraint(equalToConstant: 5),
                b.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                b.topAnchor.constraint(equalTo: a.bottomAnchor),
                b.widthAnchor.constraint(equalToConstant: 30), b.heightAnchor.constraint(equalToConstant: 5),
            ])
            root.layoutIfNeeded()
            return [a.frame, b.frame, framed.frame]
        }
        #expect(frames[0] == CGRect(x: 8, y: 0, width: 20, height: 5))
        #expect(frames[1].minY == 5 && frames[1].size == CGSize(width: 30, height: 5))
        #expect(frames[2].minY == 4 && frames[2].size == CGSize(width: 10, height: 12))
        let messages = errors.map(\.description)
        #expect(messages.allSatisfy { $0.hasPrefix("NSLayoutConstraint constant is not finite!  That's illegal.  ") })
        #expect(messages.count == 2)
        #expect(
            messages.contains {
                $0.contains("constant:nan firstAnchor:") && $0.contains(".centerX\"> secondAnchor:(null)")
            })
        #expect(messages.contains { $0.contains("'UIViewLayoutMarginsGuide'.left\"> secondAnchor:") })
    }
}

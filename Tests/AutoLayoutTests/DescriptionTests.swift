import AutoLayout
import Foundation
import Testing

/// The address part of a debug name: `UIView:0x7fa0000012a0` -> `0x7fa0000012a0`.
@MainActor
func address(of view: View) -> String {
    String(view.debugName.split(separator: ":")[1].prefix { $0 != "'" })
}

@MainActor
func address(of constraint: LayoutConstraint) -> String {
    let text = constraint.description
    let start = text.index(after: text.firstIndex(of: ":")!)
    return String(text[start...].prefix { $0 != " " })
}

@MainActor @Suite struct DescriptionTests {
    @Test func describesAConstraintAsUIKitDoes() {
        let root = makeRoot()
        let label = makeChild(of: root)
        let c = label.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)
        let v = address(of: label)
        let r = address(of: root)
        let a = address(of: c)
        #expect(c.description == "<NSLayoutConstraint:\(a) UIView:\(v).top == UIView:\(r).top + 8>")
        c.isActive = true
        #expect(c.description == "<NSLayoutConstraint:\(a) UIView:\(v).top == UIView:\(r).top + 8   (active)>")
        c.constant = -8.5
        c.identifier = "title-top"
        #expect(
            c.description == "<NSLayoutConstraint:\(a) 'title-top' UIView:\(v).top == UIView:\(r).top - 8.5   (active)>"
        )
    }

    @Test func describesMultipliersConstantsAndPriorities() {
        let root = makeRoot()
        let view = makeChild(of: root)
        let v = address(of: view)
        let ratio = view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.2)
        #expect(ratio.equationDescription == "UIView:\(v).height == 0.2*UIView:\(v).width")
        let negative = view.widthAnchor.constraint(equalToConstant: -16)
        #expect(negative.equationDescription == "UIView:\(v).width == - 16")
        let third = view.widthAnchor.constraint(lessThanOrEqualToConstant: 125.0 / 3)
        third.priority = .defaultHigh
        #expect(third.equationDescription == "UIView:\(v).width <= 41.6667 @750")
        // %g: six significant digits, an exponent from a million on.
        let wide = [999_999, 1_000_000, -999_999, 123_456.5].map { view.widthAnchor.constraint(equalToConstant: $0) }
        #expect(
            wide.map(\.equationDescription) == [
                "UIView:\(v).width == 999999", "UIView:\(v).width == 1e+06", "UIView:\(v).width == - 999999",
                "UIView:\(v).width == 123456",
            ])
        view.accessibilityIdentifier = "badge"
        #expect(ratio.equationDescription == "UIView:\(v)'badge'.height == 0.2*UIView:\(v)'badge'.width")
    }

    @Test func printsAddressesInLowercaseHexadecimalWithoutLeadingZeros() {
        let addresses: [UInt64] = [0, 0xf, 0x10, 0x7fa0_0000_1200, 0x6000_0000_0060, .max]
        #expect(
            addresses.map(DebugAddress.text) == [
                "0x0", "0xf", "0x10", "0x7fa000001200", "0x600000000060", "0xffffffffffffffff",
            ])
        #expect(addresses.map(DebugAddress.text) == addresses.map { "0x" + String($0, radix: 16) })
    }

    @Test func describesSubclassesWithTheirModuleName() {
        final class ProfileCell: View {}
        let cell = ProfileCell()
        #expect(cell.debugClassName.hasSuffix("ProfileCell"))
        #expect(cell.debugClassName.hasPrefix("AutoLayoutTests."))
        #expect(View().debugClassName == "UIView")
    }

    @Test func describesAutoresizingConstraintsAsUIKitDoes() {
        let root = makeRoot(width: 375, height: 600)
        let image = View(frame: CGRect(x: 10, y: 20, width: 437, height: 30))
        root.addSubview(image)
        root.layoutIfNeeded()
        let texts = image.constraintsAffectingLayout(for: .horizontal).map(\.equationDescription)
        let i = address(of: image)
        #expect(texts.contains("h=--& v=--& UIView:\(i).midX == 228.5"))
        #expect(texts.contains("h=--& v=--& UIView:\(i).width == 437"))
        image.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        image.frame = CGRect(x: 0, y: 0, width: 375, height: 600)
        root.layoutIfNeeded()
        let r = address(of: root)
        let flexible = image.constraintsAffectingLayout(for: .horizontal).map(\.equationDescription)
        #expect(flexible.contains("h=-&- v=-&- UIView:\(i).width == UIView:\(r).width"))
        #expect(flexible.contains("h=-&- v=-&- UIView:\(i).midX == 0.5*UIView:\(r).width"))
    }
}

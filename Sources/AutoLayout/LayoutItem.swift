import Cassowary
import Foundation

/// Something constraints can relate: a ``View`` or a ``LayoutGuide``.
///
/// Only this module's types conform: the ``layoutNode`` holds the item's unknowns in the
/// layout engine.
@MainActor
public protocol LayoutItem: AnyObject {
    /// The item's unknowns in the layout engine: position and size.
    var layoutNode: LayoutNode { get }
    /// The view whose coordinates the item lives in: a view's superview, a guide's owning
    /// view (UIKit's `owningView`); `nil` until the item is added to one.
    var owningView: View? { get }
}

extension View {
    /// The view's superview: the view whose coordinates its frame is in.
    public var owningView: View? { superview }
}

/// The unknowns of one layout item: the left and top edges in the coordinates of the
/// view tree's root, and the non-negative width and height.
@MainActor
public final class LayoutNode {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable
    /// The fake memory address printed in descriptions (`0x7fa000001200`).
    let address: String
    /// The item the node belongs to, until the item is deinitialised (it clears this; a
    /// weak reference would slow every retain of the item, see ``ViewLink``).
    package internal(set) unowned(unsafe) var item: (any LayoutItem)?
    /// Objects the layers above attach to the item, one per key type (as Objective-C's
    /// associated objects serve UIKit's extensions); let go when the item is deinitialised.
    package var attachments: [ObjectIdentifier: AnyObject] = [:]
    /// The solver symbols of the four variables in the engine that last read the frame.
    @exclusivity(unchecked) var frameSymbols: FrameSymbols?

    init(item: any LayoutItem, address: String) {
        self.item = item
        self.address = address
        minX = Variable()
        minY = Variable()
        width = Variable(isNonNegative: true)
        height = Variable(isNonNegative: true)
    }

    /// The view the item is or belongs to (a guide's owning view).
    package var view: View? {
        if let view = item as? View { return view }
        return (item as? LayoutGuide)?.owningView
    }

    /// How the item is named in descriptions: `UILabel:0x7fa000001200'Title'`.
    package var debugName: String {
        if let view = item as? View { return view.debugName }
        if let guide = item as? LayoutGuide { return guide.debugName }
        return "(deallocated):\(address)"
    }

    /// The item's attachment of type `T`, made by `make` the first time it is asked for.
    package func attachment<T: AnyObject>(_ type: T.Type, orMake make: () -> T) -> T {
        if let existing = attachments[ObjectIdentifier(type)] as? T { return existing }
        let made = make()
        attachments[ObjectIdentifier(type)] = made
        return made
    }

    /// The item's attachment of type `T`, if it has one.
    package func attachment<T: AnyObject>(_ type: T.Type) -> T? { attachments[ObjectIdentifier(type)] as? T }

    /// Called by the item's deinit: the node forgets the item and what was attached to it.
    func itemWillGo() {
        item = nil
        attachments.removeAll()
    }

    /// The four variables in a fixed order.
    var variables: [Variable] { [minX, minY, width, height] }
}

/// Fake, deterministic memory addresses for descriptions, in the ranges UIKit's objects
/// usually print with: views near `0x7fa000000000`, constraints and guides near
/// `0x600000000000`.
package enum DebugAddress {
    /// Main-actor state: the objects that print addresses (views, guides, constraints,
    /// anchors) are all made on the main actor.
    @MainActor private static var counter: UInt64 = 0

    @MainActor package static func view() -> UInt64 { make(base: 0x7fa0_0000_0000) }
    @MainActor package static func object() -> UInt64 { make(base: 0x6000_0000_0000) }

    @MainActor private static func make(base: UInt64) -> UInt64 {
        counter &+= 1
        return base &+ counter &* 0x10
    }

    /// `0x7fa000001200`: the address in lowercase hexadecimal without leading zeros (what
    /// `String(address, radix: 16)` prints), written digit by digit into the string's own
    /// storage (a description prints an address or two, and a conflict report several).
    package static func text(_ address: UInt64) -> String {
        let count = max(1, (67 - address.leadingZeroBitCount) / 4)
        return String(unsafeUninitializedCapacity: count + 2) { buffer in
            buffer[0] = UInt8(ascii: "0")
            buffer[1] = UInt8(ascii: "x")
            var rest = address
            for i in stride(from: count + 1, through: 2, by: -1) {
                let digit = UInt8(truncatingIfNeeded: rest & 0xf)
                buffer[i] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
                rest >>= 4
            }
            return count + 2
        }
    }
}

/// The order in which constraints and items come into being; conflict handling breaks the
/// older of two app constraints first, as UIKit appears to.
@MainActor
enum LayoutSequence {
    private static var counter = 0
    static func next() -> Int {
        counter &+= 1
        return counter
    }
}

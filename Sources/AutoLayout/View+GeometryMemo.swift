import Foundation

/// Safe-area insets and effective layout margins remembered while a layout pass refreshes
/// the guides of every view, when no frame changes. Each view's insets follow from its
/// superview's, so with the memo the refresh costs O(1) per view instead of a walk to the
/// root for the safe area and another along every chain of preserved margins: a chain of
/// 20,000 nested views that preserve their superview's margins took minutes without it.
///
/// The memo is on only inside ``View/layoutIfNeeded()``'s refresh of guides, and any
/// change to what the insets depend on while it is on (a frame, margins, safe-area
/// settings, the tree) starts a new memo generation, so nothing stale is ever read.
///
/// Its counts are main-actor state, as the views they serve are.
@MainActor
enum GeometryMemo {
    private static var generation = 1
    private static var depth = 0

    /// The generation memo entries hold for, or 0 when the memo is off.
    static var current: Int { depth > 0 ? generation : 0 }

    /// Turns the memo on for `body` (nested passes share it).
    static func during<T>(_ body: () throws -> T) rethrows -> T {
        depth += 1
        if depth == 1 { invalidate() }
        defer { depth -= 1 }
        return try body()
    }

    /// Forgets every view's remembered insets.
    static func invalidate() { generation &+= 1 }
}

/// One value a view remembers, and the memo generation it holds for (0: none).
@MainActor
struct Remembered {
    private var generation = 0
    private var value = EdgeInsets.zero

    /// The value, if it was remembered in the current generation.
    var current: EdgeInsets? {
        let g = GeometryMemo.current
        return g != 0 && generation == g ? value : nil
    }

    /// Remembers `newValue` for the current generation (nothing while the memo is off).
    mutating func remember(_ newValue: EdgeInsets) {
        let g = GeometryMemo.current
        guard g != 0 else { return }
        generation = g
        value = newValue
    }
}

/// What a view remembers while the memo is on.
struct GeometryMemoEntry {
    var safeArea = Remembered()
    var margins = Remembered()
}

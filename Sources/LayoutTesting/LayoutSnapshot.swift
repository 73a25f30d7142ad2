import AutoLayout
import Foundation
import LayoutDiagnostics

/// A text snapshot of a laid-out view tree: one line per view, indented by depth, with its
/// class, its accessibility identifier or text, its frame in its superview's coordinates
/// rounded to the device's pixels, and what is wrong with it.
///
/// ```text
/// # iPhone 15, portrait, text size L, left to right
/// UIView (0, 0, 393, 852)
///   UIStackView (16, 75, 361, 122.33)
///     UILabel "Your name" (0, 0, 80, 20.33)
///     UIButton #save (0, 28.33, 38, 30)
/// ```
///
/// Lines end with `scrolled (x, y)` for a bounds origin other than zero, `hidden` (its
/// subviews are then not listed), `ambiguous` when ``View/hasAmbiguousLayout`` is true and
/// `truncated` for a label whose text does not fit. Nothing in it depends on addresses,
/// times or the machine.
public struct LayoutSnapshot: Equatable, Sendable {
    /// One view's line.
    public struct Line: Equatable, Sendable {
        /// The depth below the snapshot's root (0 for the root).
        public var depth: Int
        /// The class and the identifier or text: what names the view in a diff.
        public var name: String
        /// The frame in the superview's coordinates (the root's in the window's).
        public var frame: CGRect
        /// The bounds origin when it is not zero (a scrolled scroll view).
        public var scrolled: CGPoint?
        /// `hidden`, `ambiguous`, `truncated`.
        public var flags: [String]
    }

    /// The first line without its `# `: where the snapshot was taken.
    public var header: String
    /// The views, depth first in subview order.
    public var lines: [Line]

    /// The snapshot of the tree under `root`, its frames rounded to `1 / scale` points.
    ///
    /// - Complexity: O(n) views, with an explicit stack (no depth limit).
    @MainActor public init(of root: View, header: String, scale: CGFloat) {
        self.init(of: root, header: header, scale: scale, ambiguity: AmbiguityMemo())
    }

    /// The snapshot, asking `ambiguity` which views are ambiguous (so that the checks that
    /// follow do not probe the engine again).
    @MainActor init(of root: View, header: String, scale: CGFloat, ambiguity: AmbiguityMemo) {
        self.header = header
        lines = []
        var stack: [(View, Int)] = [(root, 0)]
        while let (view, depth) = stack.popLast() {
            lines.append(Self.line(view, depth: depth, scale: scale, ambiguity: ambiguity))
            guard !view.isHidden else { continue }
            for child in view.subviews.reversed() { stack.append((child, depth + 1)) }
        }
    }

    init(header: String, lines: [Line]) {
        self.header = header
        self.lines = lines
    }

    /// The snapshot as written to its file.
    public var text: String {
        (["# " + header] + lines.map(\.text)).joined(separator: "\n") + "\n"
    }

    /// `UILabel #title "Hello"`: the class, the accessibility identifier, a label's text.
    @MainActor static func name(of view: View) -> String {
        var name = stableClassName(view.debugClassName)
        if let identifier = view.accessibilityIdentifier { name += " #" + identifier }
        if let label = view as? Label, let text = label.text { name += " " + quoted(text) }
        return name
    }

    @MainActor private static func line(_ view: View, depth: Int, scale: CGFloat, ambiguity: AmbiguityMemo) -> Line {
        let name = name(of: view)
        let f = view.frame
        let frame = CGRect(
            x: pixel(f.minX, scale), y: pixel(f.minY, scale), width: pixel(f.width, scale),
            height: pixel(f.height, scale))
        let origin = view.bounds.origin
        let scrolled = origin == .zero ? nil : CGPoint(x: pixel(origin.x, scale), y: pixel(origin.y, scale))
        var flags: [String] = []
        if view.isHidden { flags.append("hidden") }
        if !view.isHidden && ambiguity.isAmbiguous(view) { flags.append("ambiguous") }
        if let label = view as? Label, !view.isHidden, label.isTruncated { flags.append("truncated") }
        return Line(depth: depth, name: name, frame: frame, scrolled: scrolled, flags: flags)
    }

    /// A class name without the parts Swift prints for private and local types, which hold
    /// addresses (`App.(unknown context at $10a3f).Cell` becomes `App.Cell`).
    static func stableClassName(_ name: String) -> String {
        var result = ""
        var depth = 0
        var skipDot = false
        for character in name {
            if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
                skipDot = depth == 0
            } else if depth == 0 {
                if skipDot && character == "." {
                    skipDot = false
                    continue
                }
                skipDot = false
                result.append(character)
            }
        }
        return result
    }

    /// Text in double quotes, cut after 40 characters, with quotes, backslashes and line
    /// breaks escaped.
    static func quoted(_ text: String) -> String {
        let cut = text.count > 40 ? String(text.prefix(40)) + "…" : text
        var body = ""
        for character in cut {
            switch character {
            case "\"": body += "\\\""
            case "\\": body += "\\\\"
            case "\n": body += "\\n"
            case "\t": body += "\\t"
            default: body.append(character)
            }
        }
        return "\"" + body + "\""
    }
}

extension LayoutSnapshot.Line {
    /// `  UILabel "Title" (16, 8, 343, 20.33) truncated`.
    public var text: String {
        var parts = [String(repeating: "  ", count: depth) + name, rectangle(frame)]
        if let scrolled { parts.append("scrolled (\(snapshotNumber(scrolled.x)), \(snapshotNumber(scrolled.y)))") }
        parts += flags
        return parts.joined(separator: " ")
    }
}

/// `value` on the pixel grid of a screen with `scale` pixels per point.
func pixel(_ value: CGFloat, _ scale: CGFloat) -> CGFloat {
    guard value.isFinite, scale > 0 else { return value }
    return (value * scale).rounded() / scale
}

/// A number with at most two decimals and no trailing zeros (`20.33`, `8`, `-0.5`), never
/// `-0`: the commands' number format, rounded to hundredths.
func snapshotNumber(_ value: CGFloat) -> String {
    guard value.isFinite else { return "\(value)" }
    return formatValue((Double(value) * 100).rounded() / 100)
}

/// `(x, y, width, height)`.
func rectangle(_ rect: CGRect) -> String {
    "(\(snapshotNumber(rect.minX)), \(snapshotNumber(rect.minY)), \(snapshotNumber(rect.width)), "
        + "\(snapshotNumber(rect.height)))"
}

/// Which views have an ambiguous layout, each asked of the engine once.
@MainActor
final class AmbiguityMemo {
    private var known: [ObjectIdentifier: Bool] = [:]

    func isAmbiguous(_ view: View) -> Bool {
        if let answer = known[ObjectIdentifier(view)] { return answer }
        let answer = view.hasAmbiguousLayout
        known[ObjectIdentifier(view)] = answer
        return answer
    }
}

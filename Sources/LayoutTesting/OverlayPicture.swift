import Foundation
import LayoutDiagnostics

/// The SVG written when a snapshot does not match: every view of the new layout in grey,
/// and each changed view twice, where it was recorded (red, dashed) and where it is now
/// (blue), so a move can be seen at a glance.
enum OverlayPicture {
    static func svg(recorded: LayoutSnapshot, new: LayoutSnapshot, size: CGSize) -> String {
        let before = absoluteFrames(recorded.lines)
        let after = absoluteFrames(new.lines)
        let edits = SnapshotDiff.edits(recorded.lines.map(\.text), new.lines.map(\.text))
        var body: [String] = []
        for (index, rect) in after.enumerated() where !new.lines[index].flags.contains("hidden") {
            body.append(box(rect, stroke: "#c7c7cc", dashed: false, width: 0.5))
        }
        for edit in edits {
            switch edit {
            case .removed(let i): body.append(box(before[i], stroke: "#ff3b30", dashed: true, width: 1.5))
            case .added(let j): body.append(box(after[j], stroke: "#007aff", dashed: false, width: 1.5))
            case .same: break
            }
        }
        let w = snapshotNumber(size.width)
        let h = snapshotNumber(size.height + 24)
        return ([
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\" "
                + "font-family=\"Helvetica, Arial, sans-serif\">",
            "<title>\(xmlEscaped(new.header)): recorded (red, dashed) and new (blue)</title>",
            "<rect x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\" fill=\"#ffffff\"/>",
        ] + body + [
            "<text x=\"4\" y=\"\(snapshotNumber(size.height + 16))\" font-size=\"11\" fill=\"#3c3c43\">"
                + "red dashed: recorded; blue: new</text>",
            "</svg>",
        ]).joined(separator: "\n") + "\n"
    }

    /// Each line's frame in the root's coordinates: its frame offset by its ancestors'
    /// origins less their scroll offsets.
    static func absoluteFrames(_ lines: [LayoutSnapshot.Line]) -> [CGRect] {
        var origins: [CGPoint] = []
        var result: [CGRect] = []
        for line in lines {
            origins.removeLast(max(0, origins.count - line.depth))
            let base = origins.last ?? .zero
            let rect = line.frame.offsetBy(dx: line.depth == 0 ? 0 : base.x, dy: line.depth == 0 ? 0 : base.y)
            result.append(line.depth == 0 ? CGRect(origin: .zero, size: line.frame.size) : rect)
            let scroll = line.scrolled ?? .zero
            let inner = line.depth == 0 ? CGPoint(x: -scroll.x, y: -scroll.y) : CGPoint(x: rect.minX - scroll.x, y: rect.minY - scroll.y)
            origins.append(inner)
        }
        return result
    }

    private static func box(_ rect: CGRect, stroke: String, dashed: Bool, width: CGFloat) -> String {
        "<rect x=\"\(snapshotNumber(rect.minX))\" y=\"\(snapshotNumber(rect.minY))\" "
            + "width=\"\(snapshotNumber(rect.width))\" height=\"\(snapshotNumber(rect.height))\" fill=\"none\" "
            + "stroke=\"\(stroke)\" stroke-width=\"\(snapshotNumber(width))\""
            + (dashed ? " stroke-dasharray=\"4 3\"" : "") + "/>"
    }
}

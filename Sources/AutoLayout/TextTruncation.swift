import Foundation

/// How a line that does not fit is shortened with an ellipsis (`…`, measured in the font),
/// as UIKit draws a label whose text is cut short: the end, the start or the middle of the
/// line gives way, by ``LineBreakMode``; the other modes clip without an ellipsis.
enum TextTruncation {
    /// `line` shortened to fit `width` with an ellipsis, or as it is when it fits (and
    /// `force` is false: set it when text follows that the line cannot show).
    static func truncate(
        _ line: String, toFit width: CGFloat, mode: LineBreakMode, force: Bool, measure: (String) -> CGFloat
    ) -> String {
        guard force || measure(line) > width else { return line }
        let characters = Array(line)
        func candidate(_ kept: Int) -> String {
            switch mode {
            case .byTruncatingHead: return "…" + String(characters.suffix(kept))
            case .byTruncatingMiddle:
                let front = (kept + 1) / 2
                return String(characters.prefix(front)) + "…" + String(characters.suffix(kept - front))
            default:
                return String(characters.prefix(kept)).trimmingTrailingSpaces() + "…"
            }
        }
        guard [.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle].contains(mode) else { return line }
        // The most characters kept with the ellipsis still fitting (widths grow with them).
        var low = 0
        var high = force ? characters.count : characters.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if measure(candidate(middle)) <= width { low = middle } else { high = middle - 1 }
        }
        return candidate(low)
    }
}

extension String {
    /// The string without the spaces at its end.
    fileprivate func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}

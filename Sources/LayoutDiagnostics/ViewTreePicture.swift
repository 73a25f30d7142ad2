import AutoLayout
import Foundation

/// An SVG picture of a laid-out view tree: each view a box filled with its background
/// colour, labels with their text, image views with their size, clipped to the root.
@MainActor
public enum ViewTreePicture {
    /// The SVG document for the tree under `root`.
    public static func svg(_ root: View, title: String? = nil) -> String {
        let width = root.bounds.width
        let height = root.bounds.height
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\" height=\"\(number(height))\" "
                + "viewBox=\"0 0 \(number(width)) \(number(height))\" font-family=\"Helvetica, Arial, sans-serif\">",
            "<rect x=\"0\" y=\"0\" width=\"\(number(width))\" height=\"\(number(height))\" fill=\"#ffffff\"/>",
        ]
        if let title { lines.append("<title>\(xmlEscaped(title))</title>") }
        draw(root, at: .zero, into: &lines, isRoot: true)
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Draws a view whose frame origin lies at `origin` in picture coordinates, then its
    /// subviews in its bounds' coordinates.
    private static func draw(_ view: View, at origin: CGPoint, into lines: inout [String], isRoot: Bool) {
        guard !view.isHidden else { return }
        let rect = CGRect(origin: origin, size: view.frame.size)
        if !isRoot {
            let fill = view.backgroundColor.map(svgColor) ?? "none"
            let stroke = view is Label ? "none" : "#c7c7cc"
            lines.append(
                "<rect x=\"\(number(rect.minX))\" y=\"\(number(rect.minY))\" width=\"\(number(rect.width))\" "
                    + "height=\"\(number(rect.height))\" fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"0.5\"/>")
        } else if let color = view.backgroundColor {
            lines.append(
                "<rect x=\"0\" y=\"0\" width=\"\(number(rect.width))\" height=\"\(number(rect.height))\" "
                    + "fill=\"\(svgColor(color))\"/>")
        }
        if let label = view as? Label { text(label, in: rect, into: &lines) }
        if let image = view as? ImageView, let picture = image.image { placeholder(picture, in: rect, into: &lines) }
        let inner = CGPoint(x: rect.minX - view.bounds.minX, y: rect.minY - view.bounds.minY)
        for child in view.subviews {
            draw(
                child, at: CGPoint(x: inner.x + child.frame.minX, y: inner.y + child.frame.minY), into: &lines,
                isRoot: false)
        }
    }

    private static func text(_ label: Label, in rect: CGRect, into lines: inout [String]) {
        let font: Font = label.font
        let weight = font.weight >= .semibold ? " font-weight=\"bold\"" : ""
        for (index, line) in label.drawnLines.enumerated() {
            let baseline = rect.minY + font.ascender + CGFloat(index) * font.lineHeight
            guard baseline <= rect.maxY - font.descender else { break }
            // The line is drawn exactly as wide as the font model measured it.
            let width = label.textMeasurer.width(of: Substring(line), font: font)
            lines.append(
                "<text x=\"\(number(rect.minX))\" y=\"\(number(baseline))\" font-size=\"\(number(font.pointSize))\"\(weight) "
                    + "textLength=\"\(number(width))\" lengthAdjust=\"spacingAndGlyphs\" "
                    + "fill=\"\(svgColor(label.textColor))\">\(xmlEscaped(line))</text>")
        }
    }

    private static func placeholder(_ image: Image, in rect: CGRect, into lines: inout [String]) {
        // The symbols list cells show as accessories, drawn as their shapes.
        if image.name == "chevron.forward" || image.name == "checkmark" {
            let points =
                image.name == "checkmark"
                ? [(0.0, 0.55), (0.38, 0.95), (1.0, 0.05)] : [(0.1, 0.0), (0.9, 0.5), (0.1, 1.0)]
            let path = points.map {
                "\(number(rect.minX + rect.width * $0.0)),\(number(rect.minY + rect.height * $0.1))"
            }
            lines.append(
                "<polyline points=\"\(path.joined(separator: " "))\" fill=\"none\" stroke=\"#c4c4c7\" "
                    + "stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>")
            return
        }
        lines.append(
            "<path d=\"M\(number(rect.minX)) \(number(rect.minY)) L\(number(rect.maxX)) \(number(rect.maxY)) "
                + "M\(number(rect.maxX)) \(number(rect.minY)) L\(number(rect.minX)) \(number(rect.maxY))\" "
                + "stroke=\"#aeaeb2\" stroke-width=\"0.5\"/>")
        lines.append(
            "<text x=\"\(number(rect.midX))\" y=\"\(number(rect.midY))\" font-size=\"11\" text-anchor=\"middle\" "
                + "fill=\"#636366\">\(Int(image.size.width))x\(Int(image.size.height))</text>")
    }

    private static func svgColor(_ color: Color) -> String {
        func byte(_ value: Double) -> String {
            let hex = String(Int((min(max(value, 0), 1) * 255).rounded()), radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }
        let rgb = "#" + byte(color.red) + byte(color.green) + byte(color.blue)
        return color.alpha < 1 ? "\(rgb)\" fill-opacity=\"\(number(CGFloat(color.alpha)))" : rgb
    }

    private static func number(_ value: CGFloat) -> String { formatValue(Double(value)) }
}

/// A number as the commands print it: whole numbers without a fraction (`400`), others
/// rounded to nine decimals with trailing zeros dropped (`12.5`), never `-0`; numbers of
/// 2^53 and more (where doubles stop holding every whole number) as Swift prints them
/// (`1e+16`).
package func formatValue(_ x: Double) -> String {
    guard x.isFinite, abs(x) < 9_007_199_254_740_992 else { return String(x) }
    let rounded = x.rounded()
    if abs(x - rounded) < 1e-9 { return String(Int(rounded)) }
    var scaled = (x * 1e9).rounded() / 1e9
    if scaled == 0 { scaled = 0 }
    return String(scaled)
}

import Cassowary
import Foundation

/// An SVG picture of a diagnosed conflict: the listed views as labelled boxes at frames
/// solved with the broken constraint held above every optional priority (as the engine
/// keeps it), constraints as lines with their constants, the conflicting set in red, the
/// broken constraint dashed, and a legend.
public enum ConflictPicture {
    /// The frames the listed constraints give their views, the broken one held at 1100;
    /// views the constraints leave free rest at the origin, 100 x 40.
    public static func frames(_ analysis: ConflictAnalysis) -> [(item: String, frame: CGRect)] {
        var model = StatementModel()
        var solver = Solver()
        let broken = analysis.brokenByUIKit ?? analysis.engineWouldBreak
        for (index, statement) in analysis.listed.enumerated() {
            for constraint in model.constraints(statement) {
                if index == broken { try? solver.addBroken(constraint) } else { try? solver.add(constraint) }
            }
        }
        for item in model.items {
            let f = model.frame(item)
            for (variable, value) in [(f.x, 0.0), (f.y, 0.0), (f.w, 100.0), (f.h, 40.0)] {
                try? solver.add(LinearConstraint(LinearExpression(variable) - value, .equal, priority: 1))
            }
        }
        return model.items.map { item in
            let f = model.frame(item)
            return (
                model.printedNames[item] ?? item,
                CGRect(
                    x: solver.value(of: f.x), y: solver.value(of: f.y), width: solver.value(of: f.w),
                    height: solver.value(of: f.h))
            )
        }
    }

    /// The SVG document.
    public static func svg(_ analysis: ConflictAnalysis) -> String {
        // Boxes are drawn at least 24 points on a side, their solved size written in them.
        let solved = self.frames(analysis)
        let frames: [(item: String, frame: CGRect)] = solved.map { entry in
            let f = entry.frame
            return (entry.item, CGRect(x: f.minX, y: f.minY, width: max(f.width, 24), height: max(f.height, 24)))
        }
        let bounds = frames.reduce(CGRect.null) { partial, entry in partial.union(entry.frame) }
        let origin = CGPoint(x: (bounds.isNull ? 0 : bounds.minX) - 40, y: (bounds.isNull ? 0 : bounds.minY) - 40)
        let width = max((bounds.isNull ? 0 : bounds.width) + 80, 520)
        let height = (bounds.isNull ? 0 : bounds.height) + 140 + CGFloat(frames.count) * 16
        func x(_ v: CGFloat) -> String { number(Double(v - origin.x)) }
        func y(_ v: CGFloat) -> String { number(Double(v - origin.y)) }
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(Double(width)))\" height=\"\(number(Double(height)))\" "
                + "font-family=\"Helvetica, Arial, sans-serif\" font-size=\"11\">",
            "<rect x=\"0\" y=\"0\" width=\"\(number(Double(width)))\" height=\"\(number(Double(height)))\" fill=\"#ffffff\"/>",
        ]
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        for (index, ((item, frame), (_, real))) in zip(frames, solved).enumerated() {
            let letter = String(letters[index % letters.count])
            lines.append(
                "<rect x=\"\(x(frame.minX))\" y=\"\(y(frame.minY))\" width=\"\(number(Double(frame.width)))\" "
                    + "height=\"\(number(Double(frame.height)))\" fill=\"#f2f2f7\" fill-opacity=\"0.6\" stroke=\"#8e8e93\"/>"
            )
            lines.append(
                "<text x=\"\(x(frame.maxX - 12 - CGFloat(index) * 12))\" y=\"\(y(frame.maxY - 4))\" fill=\"#3a3a3c\" "
                    + "font-weight=\"bold\">\(letter)</text>")
            lines.append(
                "<text x=\"10\" y=\"\(number(Double(height - 50 - CGFloat(frames.count - index) * 16)))\" fill=\"#3a3a3c\">"
                    + "\(letter) = \(xmlEscaped(item)): \(number(Double(real.width))) x \(number(Double(real.height)))</text>"
            )
        }
        let lookup = Dictionary(frames.map { (StatementModel.key($0.item), $0.frame) }, uniquingKeysWith: { a, _ in a })
        let broken = analysis.brokenByUIKit ?? analysis.engineWouldBreak
        for (index, statement) in analysis.listed.enumerated() {
            guard let a = lookup[StatementModel.key(statement.first.item)] else { continue }
            let start = point(statement.first.attribute, a)
            let end =
                statement.second.flatMap { second in
                    lookup[StatementModel.key(second.item)].map { point(second.attribute, $0) }
                }
                ?? CGPoint(
                    x: start.x + (isVertical(statement.first.attribute) ? 12 : 0),
                    y: start.y + (isVertical(statement.first.attribute) ? 0 : 12))
            let color = analysis.minimal.contains(index) ? "#ff3b30" : "#aeaeb2"
            let dash = index == broken ? " stroke-dasharray=\"5,3\"" : ""
            lines.append(
                "<line x1=\"\(x(start.x))\" y1=\"\(y(start.y))\" x2=\"\(x(end.x))\" y2=\"\(y(end.y))\" stroke=\"\(color)\" "
                    + "stroke-width=\"1.5\"\(dash)/>")
            let label =
                statement.second == nil
                ? "\(statement.relation) \(number(statement.constant))" : constantText(statement)
            lines.append(
                "<text x=\"\(x((start.x + end.x) / 2 + 3))\" y=\"\(y((start.y + end.y) / 2 - 3))\" fill=\"\(color)\">"
                    + "\(xmlEscaped(label))</text>")
        }
        let legendY = number(Double(height - 30))
        lines += [
            "<line x1=\"10\" y1=\"\(legendY)\" x2=\"40\" y2=\"\(legendY)\" stroke=\"#ff3b30\" stroke-width=\"1.5\"/>",
            "<text x=\"45\" y=\"\(number(Double(height - 26)))\">the conflicting set</text>",
            "<line x1=\"160\" y1=\"\(legendY)\" x2=\"190\" y2=\"\(legendY)\" stroke=\"#ff3b30\" stroke-width=\"1.5\" stroke-dasharray=\"5,3\"/>",
            "<text x=\"195\" y=\"\(number(Double(height - 26)))\">the broken constraint</text>",
            "<line x1=\"320\" y1=\"\(legendY)\" x2=\"350\" y2=\"\(legendY)\" stroke=\"#aeaeb2\" stroke-width=\"1.5\"/>",
            "<text x=\"355\" y=\"\(number(Double(height - 26)))\">other listed constraints</text>",
            "</svg>",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func isVertical(_ attribute: String) -> Bool {
        [
            "top", "bottom", "centerY", "midY", "minY", "maxY", "height", "Height", "firstBaseline", "lastBaseline",
            "topMargin", "bottomMargin", "centerYWithinMargins",
        ].contains(attribute)
    }

    /// Where an attribute sits on a frame, for drawing.
    private static func point(_ attribute: String, _ f: CGRect) -> CGPoint {
        switch attribute {
        case "top", "minY", "topMargin": CGPoint(x: f.midX, y: f.minY)
        case "bottom", "maxY", "bottomMargin", "firstBaseline", "lastBaseline": CGPoint(x: f.midX, y: f.maxY)
        case "left", "leading", "minX", "leftMargin", "leadingMargin": CGPoint(x: f.minX, y: f.midY)
        case "right", "trailing", "maxX", "rightMargin", "trailingMargin": CGPoint(x: f.maxX, y: f.midY)
        case "height", "Height": CGPoint(x: f.maxX - 4, y: f.midY)
        case "width", "Width": CGPoint(x: f.midX, y: f.maxY - 4)
        default: CGPoint(x: f.midX, y: f.midY)
        }
    }

    private static func constantText(_ s: ConstraintStatement) -> String {
        var text = s.multiplier == 1 ? "" : "x\(number(s.multiplier)) "
        text += s.constant < 0 ? "- \(number(-s.constant))" : "+ \(number(s.constant))"
        return s.relation == "==" ? text : "\(s.relation) \(text)"
    }
}

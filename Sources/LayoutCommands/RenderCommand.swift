import AutoLayout
import Foundation
import LayoutDiagnostics
import LayoutStories
import ViewControllers

/// `layoutctl render`: SVG pictures of the demo's stories, of a JSON scene, or of a
/// diagnosed log.
@MainActor
public enum RenderCommand {
    /// The help text.
    public static let help = """
        usage: layoutctl render --story N [--output FILE]
               layoutctl render --form DEVICE [--landscape] [--largest-text] [--output FILE]
               layoutctl render --log FILE [--conflict N] [--output FILE]
               layoutctl render SCENE.json [--output FILE]

        Draws an SVG picture (to standard output unless --output):
            --story N     the demo's story N (1, 1b, 2, 3, 4, 5) after layout
            --form DEVICE the form of docs/view-controllers.md in a window of a device (se,
                          15, 15-pro-max, ipad), in portrait unless --landscape, at the
                          default text size unless --largest-text (accessibility XXXL)
            --log FILE    a conflict of a UIKit console log (the first unless --conflict N):
                          the views at frames solved with the broken constraint held above
                          every optional priority, constraints as lines with their constants,
                          the conflicting set in red, the broken constraint dashed
            SCENE.json    a view tree: {"width": W, "height": H, "views": [{"name": "card",
                          "frame": [x, y, w, h], "color": "#rrggbb", "text": "...",
                          "children": [...]}]}, frames relative to the parent
        """

    /// Runs the command; `read` reads a file's text, `write` stores one.
    public static func run(_ arguments: [String], read: (String) -> String?, write: (String, String) -> Bool)
        -> CommandResult
    {
        var rest = arguments[...]
        var story: String?
        var log: String?
        var scene: String?
        var output: String?
        var conflict = 1
        var form: String?
        var landscape = false
        var largestText = false
        while let argument = rest.popFirst() {
            switch argument {
            case "--story": story = rest.popFirst()
            case "--form": form = rest.popFirst()
            case "--landscape": landscape = true
            case "--largest-text": largestText = true
            case "--log": log = rest.popFirst()
            case "--output": output = rest.popFirst()
            case "--conflict": conflict = Int(rest.popFirst() ?? "") ?? 0
            case "--help", "-h": return CommandResult(status: 0, output: help + "\n")
            default:
                guard !argument.hasPrefix("-"), scene == nil else { return usage("unexpected argument '\(argument)'") }
                scene = argument
            }
        }
        let svg: String
        if let form {
            guard story == nil, log == nil, scene == nil else { return usage("give one of --story, --form, --log or a scene file") }
            guard let picture = formPicture(form, landscape: landscape, largestText: largestText) else {
                return usage("no device '\(form)' (se, 15, 15-pro-max or ipad)")
            }
            svg = picture
        } else {
            switch (story, log, scene) {
        case (let name?, nil, nil):
            guard let picture = storyPicture(name) else { return usage("no story '\(name)' (1, 1b, 2, 3, 4 or 5)") }
            svg = picture
        case (nil, let file?, nil):
            guard let text = read(file) else {
                return CommandResult(status: 2, errors: "layoutctl: cannot read \(file)\n")
            }
            let logs = LogParser.parse(text).conflicts
            guard logs.indices.contains(conflict - 1) else { return usage("the log has \(logs.count) conflict(s)") }
            let chosen = logs[conflict - 1]
            svg = ConflictPicture.svg(ConflictAnalysis(listed: chosen.listed, broken: chosen.broken))
        case (nil, nil, let file?):
            guard let text = read(file) else {
                return CommandResult(status: 2, errors: "layoutctl: cannot read \(file)\n")
            }
            do {
                svg = ViewTreePicture.svg(try SceneFile.root(from: text))
            } catch {
                return CommandResult(status: 2, errors: "layoutctl render: \(file): \(error)\n")
            }
        default:
            return usage("give one of --story, --form, --log or a scene file")
        }
        }
        guard let output else { return CommandResult(status: 0, output: svg) }
        return write(output, svg)
            ? CommandResult(status: 0, output: "wrote \(output)\n")
            : CommandResult(status: 1, errors: "layoutctl render: could not write \(output)\n")
    }

    private static func usage(_ message: String) -> CommandResult {
        CommandResult(status: 2, errors: "layoutctl render: \(message)\n\n\(help)\n")
    }

    private static func formPicture(_ device: String, landscape: Bool, largestText: Bool) -> String? {
        let devices: [String: Device] = [
            "se": .iPhoneSE3, "15": .iPhone15, "15-pro-max": .iPhone15ProMax, "ipad": .iPad10,
        ]
        guard let chosen = devices[device] else { return nil }
        let run = FormStory.run(
            device: chosen, orientation: landscape ? .landscape : .portrait,
            category: largestText ? .accessibilityExtraExtraExtraLarge : .large
        ).run
        return ViewTreePicture.svg(run.root, title: run.title)
    }

    private static func storyPicture(_ name: String) -> String? {
        let run: StoryRun
        switch name {
        case "1": run = TitleListStory.run(lowered: false)
        case "1b": run = TitleListStory.run(lowered: true)
        case "2": run = PhotoTableStory.run().run
        case "3": run = GrowingTableStory.run().run
        case "4": run = ShopHomeStory.run().run
        case "5": run = SettingsStory.run().run
        default: return nil
        }
        return ViewTreePicture.svg(run.root, title: run.title)
    }
}

/// The JSON scene format of `layoutctl render`.
@MainActor
enum SceneFile {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A root view of the scene's size holding its views.
    static func root(from text: String) throws -> View {
        guard let parsed = try? JSONSerialization.jsonObject(with: Data(text.utf8)) else {
            throw Failure(description: "not valid JSON")
        }
        guard let object = parsed as? [String: Any] else { throw Failure(description: "not a JSON object") }
        guard let width = object["width"] as? Double, let height = object["height"] as? Double else {
            throw Failure(description: "expected numbers \"width\" and \"height\"")
        }
        let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.backgroundColor = .white
        for entry in object["views"] as? [[String: Any]] ?? [] { root.addSubview(try view(entry)) }
        return root
    }

    private static func view(_ entry: [String: Any]) throws -> View {
        guard let frame = entry["frame"] as? [Double], frame.count == 4 else {
            throw Failure(description: "a view needs \"frame\": [x, y, width, height]")
        }
        let rect = CGRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3])
        let view: View
        if let text = entry["text"] as? String {
            let label = Label(text: text)
            label.numberOfLines = 0
            label.font = .systemFont(ofSize: entry["fontSize"] as? Double ?? 17)
            label.preferredMaxLayoutWidth = rect.width
            view = label
        } else {
            view = View()
        }
        view.frame = rect
        view.accessibilityIdentifier = entry["name"] as? String
        if let hex = entry["color"] as? String { view.backgroundColor = color(hex) }
        for child in entry["children"] as? [[String: Any]] ?? [] { view.addSubview(try self.view(child)) }
        return view
    }

    private static func color(_ hex: String) -> Color? {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        guard digits.count == 6, let value = Int(digits, radix: 16) else { return nil }
        return Color(
            red: Double((value >> 16) & 0xff) / 255, green: Double((value >> 8) & 0xff) / 255,
            blue: Double(value & 0xff) / 255, alpha: 1)
    }
}

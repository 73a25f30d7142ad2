import Foundation
import LayoutTestSupport
import Testing

/// Each layer owns its state: the view and constraint layer knows nothing of the DSL or the
/// lists built on it, and only the stack view's own files know about stack views; the
/// solver's steps reach the tableau only through the tableau's verbs.
@MainActor @Suite struct LayeringTests {
    /// The Swift files under `directory` and its folders: each one's file name and text.
    private func sources(in directory: String) throws -> [(name: String, text: String)] {
        let root = DocSync.packageRoot.appendingPathComponent(directory).path
        let paths = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return try paths.filter { $0.hasSuffix(".swift") }.sorted().map {
            (($0 as NSString).lastPathComponent, try DocSync.read("\(directory)/\($0)"))
        }
    }

    @Test func autoLayoutMentionsNeitherTheDSLNorListsNorControllers() throws {
        // `LayoutError` is the error type of every layer, so it names the DSL's error case.
        let words = [
            "SnapKit", "snp.", "DSL", "TableView", "CollectionView", "ListLayout", "ViewController", "Button",
            "TextField",
        ]
        let files = try sources(in: "Sources/AutoLayout")
        #expect(files.count > 30)
        let found = files.filter { $0.name != "LayoutError.swift" }.flatMap { file in
            words.filter(file.text.contains).map { "\(file.name): \($0)" }
        }
        #expect(found == [])
    }

    @Test func onlyTheStackViewKnowsStackViews() throws {
        let found = try sources(in: "Sources/AutoLayout").filter { !$0.name.hasPrefix("Stack") }.flatMap { file in
            ["StackView", "stack view", "arrangedSubviews"].filter(file.text.contains).map { "\(file.name): \($0)" }
        }
        #expect(found == [])
    }

    /// The solver's steps reach the tableau only through its verbs: no file of the solver's
    /// own folders (`API`, `Operations`, `Extras`) names one of `Tableau`'s stored
    /// properties after `tableau.` or extends `Tableau`; the tableau's files are in the
    /// other folders. The stored properties are read from Tableau.swift, so a new one is
    /// covered without changing this test.
    @Test func theSolverReachesTheTableauThroughItsVerbs() throws {
        let declaration = try DocSync.read("Sources/Cassowary/Simplex/Tableau.swift").components(separatedBy: "\n")
        let body = declaration.drop { !$0.hasPrefix("struct Tableau") }.dropFirst().prefix { $0 != "}" }
        let stored = body.compactMap { line -> String? in
            guard line.hasPrefix("    ") && !line.hasPrefix("     "), !line.hasSuffix("{"), !line.contains("{ ") else {
                return nil
            }
            let words = line.split(separator: " ")
            guard let index = words.firstIndex(where: { $0 == "var" || $0 == "let" }), index + 1 < words.count else {
                return nil
            }
            return String(words[index + 1].prefix { $0.isLetter || $0.isNumber })
        }
        #expect(stored.count > 15)
        let others = try ["API", "Operations", "Extras"].flatMap { try sources(in: "Sources/Cassowary/\($0)") }
        #expect(others.count > 25)
        let found = others.flatMap { file in
            stored.filter { name in
                file.text.range(of: "tableau\\.\(name)\\b", options: .regularExpression) != nil
            }.map { "\(file.name): tableau.\($0)" }
                + (file.text.contains("extension Tableau") ? ["\(file.name): extension Tableau"] : [])
        }
        #expect(found == [])
    }
}

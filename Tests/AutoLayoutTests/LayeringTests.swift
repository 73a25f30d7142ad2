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

    @Test func theSolverReachesTheTableauThroughItsVerbs() throws {
        let files = try sources(in: "Sources/Cassowary").filter { $0.name.hasPrefix("Solver") }
        #expect(files.count > 8)
        let storage = ["tableau.rows", "tableau.columns", "tableau.objective", "tableau.basicOf", "tableau.journal"]
        let found = files.flatMap { file in storage.filter(file.text.contains).map { "\(file.name): \($0)" } }
        #expect(found == [])
    }
}

import LayoutTestSupport
import Testing

/// The Swift blocks of docs/lists.md and docs/uikit-compat.md that name a source file are
/// that file's code, line for line (indentation aside), so the pages show what the tests
/// run.
@MainActor @Suite struct DocExcerptTests {
    @Test(arguments: ["docs/lists.md", "docs/uikit-compat.md"])
    func excerptsAreTheStoriesCode(page: String) throws {
        let result = try DocSync.excerptMismatches(page: page)
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(result.checked >= 1)
    }
}

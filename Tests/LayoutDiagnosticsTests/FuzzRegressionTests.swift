import LayoutDiagnostics
import Testing

/// Inputs the fuzz targets of Tests/Fuzz once crashed on.
@Suite struct FuzzRegressionTests {
    /// A `>` earlier on the line than the description (here the end of another one) made the
    /// reader slice backwards and trap.
    @Test func aClosingBracketBeforeTheDescriptionIsNotItsEnd() {
        let text = """
            Unable to simultaneously satisfy constraints.
            x   (active)> "<NSLayoutConstraint:0x600000001230 UILabel:0x7fa000001200.top == UIView:0x7fa000001100.top + 8
            """
        let parsed = LogParser.parse(text)
        #expect(parsed.conflicts.count == 1)
        #expect(parsed.conflicts.first?.listed.map(\.first.item) == ["UILabel:0x7fa000001200"])
    }
}

import Cassowary
import Testing

@Suite struct VariableNameTests {
    @Test(arguments: [
        "", "x", "width", "fifteen-bytes!!", "sixteen-bytes!!!", "label.trailing == contentView.trailing",
        "日本語の名前", "é", "👍🏽 thumbs",
    ])
    func namesComeBackAsGiven(name: String) {
        let variable = Variable(name)
        #expect(variable.name == name)
        #expect(variable.description == name)
        // Copies share the name; another variable with the same long name keeps its own id.
        let copy = variable
        #expect(copy.name == name && copy == variable)
        let twin = Variable(name)
        #expect(twin.name == name && twin != variable)
    }

    @Test func unnamedVariablesPrintTheirIdentity() {
        let variable = Variable(isNonNegative: true)
        #expect(variable.name == "v\(variable.id)")
        #expect(variable.isNonNegative)
        #expect(Variable(nil).name.hasPrefix("v"))
    }

    /// The non-negative flag shares a word with the identity: ids still increase from one
    /// variable to the next whatever their flags, and a variable is 24 bytes (a term 32).
    @Test func flagsDoNotDisturbIdentities() {
        let a = Variable("a", isNonNegative: true)
        let b = Variable("b")
        let c = Variable("c", isNonNegative: true)
        #expect(a.id < b.id && b.id < c.id)
        #expect(a.isNonNegative && !b.isNonNegative && c.isNonNegative)
        #expect(a != c && Set([a, b, c, a]).count == 3)
        #expect(MemoryLayout<Variable>.size == 24 && MemoryLayout<Term>.stride == 32)
    }

    @Test func namedVariablesSolveAndPrint() throws {
        var solver = Solver()
        let long = Variable("a-name-longer-than-fifteen-bytes")
        try solver.add(LinearConstraint(LinearExpression(long) - 5, .equal))
        #expect(solver.value(of: long) == 5)
        #expect(solver.constraints.first?.description == "a-name-longer-than-fifteen-bytes - 5 == 0")
    }
}

// libFuzzer target: the constraint text reader, and the solver on whatever it reads.
// Built into the Cassowary module by build.sh, so it sees the module's internals.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConstraintText(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    guard let system = try? ConstraintSystem.parse(text) else { return 0 }
    var solver = Solver()
    for statement in system.statements {
        let before = solver.dump()
        do {
            try solver.add(statement.constraint)
        } catch {
            // A refused constraint leaves the solver exactly as it was.
            if solver.dump() != before { fatalError("a refused add changed the solver") }
        }
    }
    for edit in system.edits { try? solver.addEditVariable(edit.variable, priority: edit.priority) }
    let problems = solver.invariantViolations
    if !problems.isEmpty { fatalError("invariants: \(problems)") }
    return 0
}

import Cassowary
var solver = Solver()
let x = Variable("x"), y = Variable("y")
try solver.add(x == 0)
let batch = [y >= x + 0, (y == 3).priority(.medium), (y <= 100).priority(.high)]
try solver.add(batch)
for c in batch {
    do { try solver.remove(c) } catch { print(error); print(solver.dump()); break }
    print("removed \(c)\n" + solver.dump())
}

import Cassowary
var s = Solver()
let x = Variable("x"), y = Variable("y"), w = Variable("w", isNonNegative: true)
try s.add(x == 10)
try s.add(y >= x + 5)
try s.add((y == 100).priority(.low))
try s.add((y == 20).priority(.high))
print(s.value(of: x), s.value(of: y))
try s.addEditVariable(w, priority: .high)
try s.suggestValue(50, for: w)
print(s.value(of: w), s.fetchChanges().map { "\($0.variable)=\($0.value)" })
try s.suggestValue(-50, for: w)
print(s.value(of: w))
do { try s.add(w == -3) } catch { print(error) }
let a = Variable("a")
try s.add(a >= 3)
do { try s.add(a <= x - 10) } catch { print(error) }
print(s.statistics)

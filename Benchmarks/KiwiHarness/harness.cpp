// The solver-level scenarios of docs/scenarios.md on kiwi (C++), for
// `layout-benchmarks --compare kiwi`, which downloads kiwi's source, builds this file
// with g++ -O3 and runs it beside the Swift scenarios.
//
//     harness --data Examples/enaml.constraints [--smoke] [--runs N]
//
// Prints one line per scenario, `NAME<TAB>NANOSECONDS-PER-OPERATION`, with the scenario
// names the Swift runner uses; a wrong result prints `FAILED NAME: why` and exits 1.
// Priorities map as the scenarios say: an optional priority p is kiwi's strength
// create(0, p, 0) (p * 1000), required is kiwi's required; E1 and E2 use the strengths of
// kiwi's own enaml-like benchmark, from which their data file was written.

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <kiwi/kiwi.h>

using kiwi::Constraint;
using kiwi::Expression;
using kiwi::Solver;
using kiwi::Term;
using kiwi::Variable;

namespace {

double strengthOf(double priority) {
    return priority >= 1000 ? kiwi::strength::required : kiwi::strength::create(0, priority, 0);
}

/// E1 and E2's priorities back to the strengths of kiwi's own enaml-like benchmark, which
/// the data file's header maps them from (strong, 100 x medium, 1.25 x medium, medium, weak).
double enamlStrengthOf(double priority) {
    using namespace kiwi::strength;
    if (priority >= 1000) return required;
    if (priority >= 750) return strong;
    if (priority >= 500) return 100 * medium;
    if (priority >= 300) return 1.25 * medium;
    if (priority >= 250) return medium;
    return weak;
}

[[noreturn]] void fail(const std::string& scenario, const std::string& why) {
    std::printf("FAILED %s: %s\n", scenario.c_str(), why.c_str());
    std::exit(1);
}

void expectClose(const std::string& scenario, double actual, double expected, const std::string& what) {
    if (std::fabs(actual - expected) > 1e-6 * std::max(1.0, std::fabs(expected))) {
        fail(scenario, what + " is " + std::to_string(actual) + ", expected " + std::to_string(expected));
    }
}

/// The median of `runs` timings of `body` (after one warm-up), per operation.
double median(int runs, const std::function<std::pair<double, int>()>& body) {
    body();
    std::vector<double> samples;
    double total = 0;
    while (static_cast<int>(samples.size()) < runs || (total < 2e8 && samples.size() < 2000)) {
        auto [ns, operations] = body();
        samples.push_back(ns / operations);
        total += ns;
    }
    std::sort(samples.begin(), samples.end());
    size_t mid = samples.size() / 2;
    return samples.size() % 2 == 1 ? samples[mid] : (samples[mid - 1] + samples[mid]) / 2;
}

template <typename F> double timed(F&& body) {
    auto start = std::chrono::steady_clock::now();
    body();
    return std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - start).count();
}

// MARK: the constraint text format (E1, E2)

struct System {
    struct Line {
        std::vector<std::pair<std::string, double>> terms;  // the left side minus the right
        double constant = 0;
        char relation = '=';  // '=', '<' (<=), '>' (>=)
        double priority = 1000;
    };
    std::vector<Line> lines;
    std::vector<std::pair<std::string, double>> edits;
    std::vector<std::pair<double, double>> suggestions;
};

double parsePriority(const std::string& word) {
    if (word == "required") return 1000;
    if (word == "high") return 750;
    if (word == "medium") return 500;
    if (word == "low") return 250;
    if (word == "fitting") return 50;
    return std::stod(word);
}

/// Adds `sign` times the sum `text` to `line` (terms: numbers, names, `n * name`,
/// `name * n`, `name / n`, joined by + and -).
void parseSum(const std::string& text, double sign, System::Line& line) {
    std::vector<std::string> tokens;
    std::string current;
    for (char c : text) {
        if (c == '+' || c == '-' || c == '*' || c == '/') {
            if (!current.empty()) tokens.push_back(current);
            tokens.push_back(std::string(1, c));
            current.clear();
        } else if (c != ' ' && c != '\t') {
            current += c;
        }
    }
    if (!current.empty()) tokens.push_back(current);
    double termSign = 1;
    size_t i = 0;
    auto isNumber = [](const std::string& t) { return !t.empty() && (std::isdigit(t[0]) || t[0] == '.'); };
    while (i < tokens.size()) {
        if (tokens[i] == "+") { ++i; continue; }
        if (tokens[i] == "-") { termSign = -termSign; ++i; continue; }
        double factor = 1;
        std::string name;
        std::string first = tokens[i++];
        if (isNumber(first)) factor = std::stod(first); else name = first;
        while (i + 1 < tokens.size() && (tokens[i] == "*" || tokens[i] == "/")) {
            std::string op = tokens[i], operand = tokens[i + 1];
            i += 2;
            if (isNumber(operand)) factor = op == "*" ? factor * std::stod(operand) : factor / std::stod(operand);
            else name = operand;
        }
        if (name.empty()) line.constant += sign * termSign * factor;
        else line.terms.push_back({name, sign * termSign * factor});
        termSign = 1;
    }
}

System parseSystem(const std::string& path) {
    std::ifstream file(path);
    if (!file) fail("E1", "cannot read " + path);
    System system;
    std::string raw;
    while (std::getline(file, raw)) {
        if (!raw.empty() && raw.back() == '\r') raw.pop_back();
        std::string text = raw;
        if (text.rfind("# suggest ", 0) == 0) {
            std::istringstream in(text.substr(10));
            double w, h;
            in >> w >> h;
            system.suggestions.push_back({w, h});
            continue;
        }
        text = text.substr(0, text.find('#'));
        if (text.find_first_not_of(" \t") == std::string::npos) continue;
        double priority = 1000;
        if (size_t at = text.find('@'); at != std::string::npos) {
            std::string word = text.substr(at + 1);
            word.erase(0, word.find_first_not_of(" \t"));
            word.erase(word.find_last_not_of(" \t") + 1);
            priority = parsePriority(word);
            text = text.substr(0, at);
        }
        if (text.rfind("edit ", 0) == 0) {
            std::string name = text.substr(5);
            name.erase(name.find_last_not_of(" \t") + 1);
            system.edits.push_back({name, priority});
            continue;
        }
        System::Line line;
        line.priority = priority;
        size_t op = text.find_first_of("=<>");
        line.relation = text[op] == '=' ? '=' : text[op];
        parseSum(text.substr(0, op), 1, line);
        parseSum(text.substr(op + 2), -1, line);
        system.lines.push_back(line);
    }
    return system;
}

/// E1's system as kiwi objects, made once: the timed builds add these constraints to a
/// fresh solver, as the Swift side adds the constraints it parsed once (both build only
/// the solver in the timed region).
struct EnamlSystem {
    std::map<std::string, Variable> variables;
    std::vector<Constraint> constraints;
    std::vector<std::pair<Variable, double>> edits;

    explicit EnamlSystem(const System& system) {
        auto variable = [&](const std::string& name) -> Variable& {
            auto found = variables.find(name);
            if (found == variables.end()) found = variables.emplace(name, Variable(name)).first;
            return found->second;
        };
        for (const auto& line : system.lines) {
            std::vector<Term> terms;
            for (const auto& [name, coefficient] : line.terms) terms.emplace_back(variable(name), coefficient);
            Expression e(terms, line.constant);
            kiwi::RelationalOperator op = line.relation == '=' ? kiwi::OP_EQ
                : line.relation == '<' ? kiwi::OP_LE : kiwi::OP_GE;
            constraints.emplace_back(e, op, enamlStrengthOf(line.priority));
        }
        for (const auto& [name, priority] : system.edits) edits.emplace_back(variable(name), enamlStrengthOf(priority));
    }

    /// E1's check: every required constraint holds at the variables' current values.
    void verifyRequired() const {
        for (const auto& c : constraints) {
            if (c.strength() < kiwi::strength::required) continue;
            double v = c.expression().value();
            double off = c.op() == kiwi::OP_EQ ? std::abs(v) : c.op() == kiwi::OP_LE ? std::max(0.0, v) : std::max(0.0, -v);
            if (off > 1e-6) fail("E1 enaml-build", "a required constraint is off by " + std::to_string(off));
        }
    }
};

struct Enaml {
    Solver solver;

    explicit Enaml(const EnamlSystem& system) {
        for (const auto& c : system.constraints) solver.addConstraint(c);
        for (const auto& [variable, strength] : system.edits) solver.addEditVariable(variable, strength);
        solver.updateVariables();
    }
};

// MARK: S1, S1b, S3 (cells), S2 (a row of views)

struct Cell {
    Variable cTop, cH, cLeft, cW, lTop, lH, lLeft, lW;
    static double labelHeight(int i) { return 20 + (i * 13 % 60); }
    static double labelWidth(int i) { return 100 + (i * 37 % 250); }

    std::vector<Constraint> heights(double h) const {
        using namespace kiwi;
        return {(lTop == cTop + 8) | strengthOf(750), lTop + lH == cTop + cH - 8, (lH >= h) | strengthOf(750),
                (lH <= h) | strengthOf(250)};
    }

    std::vector<Constraint> constraints(int i) const {
        using namespace kiwi;
        double w = labelWidth(i);
        std::vector<Constraint> all = {cLeft == 0, cW == 375, lLeft == cLeft + 12,
                                       (lLeft + lW == cLeft + cW) | strengthOf(750), (lW >= w) | strengthOf(750),
                                       (lW <= w) | strengthOf(250)};
        for (auto& c : heights(labelHeight(i))) all.push_back(c);
        all.push_back((cH == 0) | strengthOf(50));
        return all;
    }
};

void buildCells(Solver& solver, std::vector<Cell>& cells, int n, bool stacked) {
    using namespace kiwi;
    cells.resize(n);
    for (int i = 0; i < n; ++i) {
        for (auto& c : cells[i].constraints(i)) solver.addConstraint(c);
        solver.addConstraint(stacked && i > 0 ? cells[i].cTop == cells[i - 1].cTop + cells[i - 1].cH + 5
                                              : cells[i].cTop == 0);
    }
    solver.updateVariables();
}

void verifyCells(const std::string& name, const std::vector<Cell>& cells, bool stacked,
                 const std::function<double(int)>& height) {
    double top = 0;
    for (size_t i = 0; i < cells.size(); ++i) {
        expectClose(name, cells[i].lW.value(), 363, "lW");
        expectClose(name, cells[i].cH.value(), height(static_cast<int>(i)) + 16, "cH");
        expectClose(name, cells[i].cTop.value(), stacked ? top : 0, "cTop");
        top += height(static_cast<int>(i)) + 16 + 5;
    }
}

struct Row {
    Solver solver;
    std::vector<Variable> left, width;
    Variable right{"W"};

    explicit Row(int n) : left(n), width(n) {
        using namespace kiwi;
        for (int i = 0; i < n; ++i) {
            solver.addConstraint(i == 0 ? left[0] == 0 : left[i] == left[i - 1] + width[i - 1] + 8);
            if (i > 0) solver.addConstraint(width[i] == width[0]);
            solver.addConstraint(width[i] >= 10);
        }
        solver.addConstraint(left[n - 1] + width[n - 1] == right);
        solver.addEditVariable(right, strengthOf(750));
        solver.updateVariables();
    }

    static double target(int n, int k) { return 18.0 * n + (k * 97 % 1000) * n / 10; }

    void verify(double x, const std::string& name) {
        int n = static_cast<int>(left.size());
        double w = (x - 8.0 * (n - 1)) / n;
        expectClose(name, right.value(), x, "W");
        expectClose(name, width[n - 1].value(), w, "w[N-1]");
    }
};

}  // namespace

int main(int argc, char** argv) {
    std::string data = "Examples/enaml.constraints";
    bool smoke = false;
    int runs = 7;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--data" && i + 1 < argc) data = argv[++i];
        else if (a == "--smoke") smoke = true;
        else if (a == "--runs" && i + 1 < argc) runs = std::max(1, std::atoi(argv[++i]));
    }
    auto report = [](const std::string& name, double ns) { std::printf("%s\t%.1f\n", name.c_str(), ns); };

    System parsed = parseSystem(data);
    {
        EnamlSystem system(parsed);
        Enaml probe(system);
        system.verifyRequired();
        report("E1 enaml-build", median(runs, [&] {
            double ns = timed([&] { Enaml built(system); });
            return std::make_pair(ns, 1);
        }));
        Variable width = system.variables.at("width"), height = system.variables.at("height");
        for (auto [w, h] : parsed.suggestions) {
            probe.solver.suggestValue(width, w);
            probe.solver.suggestValue(height, h);
            probe.solver.updateVariables();
            expectClose("E2 enaml-suggest", width.value(), w, "width");
            expectClose("E2 enaml-suggest", height.value(), h, "height");
        }
        const int rounds = 200;
        report("E2 enaml-suggest", median(runs, [&] {
            double ns = timed([&] {
                for (int r = 0; r < rounds; ++r) {
                    for (auto [w, h] : parsed.suggestions) {
                        probe.solver.suggestValue(width, w);
                        probe.solver.suggestValue(height, h);
                        probe.solver.updateVariables();
                    }
                }
            });
            return std::make_pair(ns, rounds * static_cast<int>(parsed.suggestions.size()));
        }));
    }
    std::vector<int> cellSizes = smoke ? std::vector<int>{100} : std::vector<int>{1000};
    for (bool stacked : {true, false}) {
        for (int n : cellSizes) {
            std::string name = stacked ? "S1 cells-" + std::to_string(n)
                                       : "S1b cells-" + std::to_string(n) + "-independent";
            {
                Solver solver;
                std::vector<Cell> cells;
                buildCells(solver, cells, n, stacked);
                verifyCells(name, cells, stacked, Cell::labelHeight);
            }
            report(name, median(std::min(runs, 3), [&] {
                double ns = timed([&] {
                    Solver solver;
                    std::vector<Cell> cells;
                    buildCells(solver, cells, n, stacked);
                });
                return std::make_pair(ns, 1);
            }));
        }
    }
    for (int n : smoke ? std::vector<int>{20} : std::vector<int>{100, 1000}) {
        std::string name = "S2 row-resize-" + std::to_string(n);
        // kiwi builds the 1000-view row in tens of milliseconds: three builds are enough.
        report(name + " build", median(n >= 1000 ? std::min(runs, 3) : runs, [&] {
            double ns = timed([&] { Row row(n); });
            return std::make_pair(ns, 1);
        }));
        Row row(n);
        for (int k = 0; k < 1000; ++k) {
            row.solver.suggestValue(row.right, Row::target(n, k));
            row.solver.updateVariables();
            if (k % 97 == 0) row.verify(Row::target(n, k), name + " suggest");
        }
        report(name + " suggest", median(runs, [&] {
            double ns = timed([&] {
                for (int k = 0; k < 1000; ++k) {
                    row.solver.suggestValue(row.right, Row::target(n, k));
                    row.solver.updateVariables();
                }
            });
            return std::make_pair(ns, 1000);
        }));
    }
    {
        // kiwi's cycle at 1000 cells takes milliseconds: 1000 cycles give its time per cycle.
        int n = smoke ? 100 : 1000, cycles = 1000;
        std::string name = "S3 churn-" + std::to_string(n);
        auto run = [&](bool check) {
            Solver solver;
            std::vector<Cell> cells(n);
            std::vector<std::vector<Constraint>> current(n);
            std::vector<double> heights(n);
            for (int i = 0; i < n; ++i) {
                auto all = cells[i].constraints(i);
                current[i].assign(all.begin() + 6, all.begin() + 10);  // the four height constraints
                heights[i] = Cell::labelHeight(i);
                for (auto& c : all) solver.addConstraint(c);
                solver.addConstraint(cells[i].cTop == 0);
            }
            solver.updateVariables();
            double ns = timed([&] {
                for (int k = 0; k < cycles; ++k) {
                    int c = static_cast<int>((static_cast<long>(k) * 7919) % n);
                    for (auto& constraint : current[c]) solver.removeConstraint(constraint);
                    heights[c] = 20 + (k % 60);
                    current[c] = cells[c].heights(heights[c]);
                    for (auto& constraint : current[c]) solver.addConstraint(constraint);
                    if (k % 100 == 99) solver.updateVariables();
                }
            });
            if (check) {
                solver.updateVariables();
                verifyCells(name, cells, false, [&](int i) { return heights[i]; });
            }
            return ns;
        };
        run(true);
        report(name, median(std::min(runs, 3), [&] { return std::make_pair(run(false), cycles); }));
    }
    return 0;
}

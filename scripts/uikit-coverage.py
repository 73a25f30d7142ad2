#!/usr/bin/env python3
"""Writes the coverage table of docs/uikit-compat.md and its compiled probes.

For each of the most-used UIKit members in docs/uikit-usage.tsv (rank <= 500), it writes a
one-line Swift expression that names the member, and compiles them all against this
package's `UIKit` module (build it first: `swift build --build-tests`). A member whose
line compiles is there with UIKit's name and shape. It then writes:

- Tests/UIKitConformanceTests/UsageProbes.swift: the lines that compile, so that the test
  build fails if one of them goes away;
- the table between the coverage markers of docs/uikit-compat.md: rank, member, uses, and
  the state ("as UIKit", "stored only", "not possible on Linux" with the reason, or
  "missing").

`UsageCoverageTests` keeps the two files and the list in agreement.

Usage: python3 scripts/uikit-coverage.py [--top N]
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOP = int(sys.argv[sys.argv.index("--top") + 1]) if "--top" in sys.argv else 500

# Members that cannot exist here, and why. Selectors need the Objective-C runtime, which
# Swift on Linux does not have; nib and storyboard files are Interface Builder's.
NOT_POSSIBLE = {
    "UIControl.addTarget(_:action:for:)": "takes a selector; `addAction(_:for:)` with a `UIAction` is the form here",
    "UIControl.removeTarget(_:action:for:)": "takes a selector; `removeAction(_:for:)` is the form here",
    "UITapGestureRecognizer.init(target:action:)": "takes a selector; see the gesture recognizers' closure form",
    "UIGestureRecognizer.addTarget(_:action:)": "takes a selector; see the gesture recognizers' closure form",
    "UIBarButtonItem.init(barButtonSystemItem:target:action:)": "takes a selector; `init(systemItem:primaryAction:menu:)` is the form here",
    "UIBarButtonItem.init(title:style:target:action:)": "takes a selector; `init(title:image:primaryAction:menu:)` is the form here",
    "UIBarButtonItem.init(image:style:target:action:)": "takes a selector; `init(title:image:primaryAction:menu:)` is the form here",
    "UIKeyCommand.init(input:modifierFlags:action:)": "takes a selector",
}

# Types whose members have no effect on layout here: they keep what they are given.
STORED_ONLY = (
    "CAAnimation", "CABasicAnimation", "CAKeyframeAnimation", "CAMediaTimingFunction", "CATransaction",
    "CAShapeLayer", "CAGradientLayer", "UIPasteboard", "UIImpactFeedbackGenerator",
    "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator", "UIApplication", "UIAccessibilityTraits",
    "UIColor", "UIBezierPath", "UIViewPropertyAnimator", "UIActivityViewController", "UIMenu", "UIAction",
    "UIUserInterfaceStyle", "UIStatusBarStyle",
)
STORED_ONLY_MEMBERS = (
    "CALayer.cornerRadius", "CALayer.borderColor", "CALayer.borderWidth", "CALayer.shadowRadius",
    "CALayer.shadowOpacity", "CALayer.shadowOffset", "CALayer.shadowColor", "CALayer.masksToBounds",
    "CALayer.cornerCurve", "CALayer.backgroundColor", "CALayer.add(_:forKey:)", "UIView.tintColor",
    "UIView.backgroundColor", "UIView.accessibilityLabel", "UIView.accessibilityIdentifier",
    "UIView.accessibilityHint", "UIView.accessibilityTraits", "UIView.isAccessibilityElement",
    "UIView.accessibilityElements", "UILabel.textColor", "UIButton.setTitleColor(_:for:)",
    "UINavigationBar.barTintColor", "UINavigationBar.tintColor", "UINavigationBar.titleTextAttributes",
    "UINavigationBar.standardAppearance", "UINavigationBar.scrollEdgeAppearance", "UITextField.textColor",
    "UITextView.textColor", "UITableView.separatorColor", "UIView.setNeedsDisplay()",
)


def members():
    rows = []
    with open(os.path.join(ROOT, "docs/uikit-usage.tsv")) as f:
        for line in f:
            if line.startswith("#") or line.startswith("rank\t"):
                continue
            rank, member, _, count = line.rstrip("\n").split("\t")[:4]
            if int(rank) <= TOP:
                rows.append((int(rank), member, int(count)))
    return rows


# Generic UIKit types, named with concrete arguments.
GENERIC = {
    "NSDiffableDataSourceSnapshot": "NSDiffableDataSourceSnapshot<Int, Int>",
    "UITableViewDiffableDataSource": "UITableViewDiffableDataSource<Int, Int>",
    "UICollectionViewDiffableDataSource": "UICollectionViewDiffableDataSource<Int, Int>",
}

# Mutating methods cannot be named unapplied: a call in a closure names them. Members of
# protocols that this package gives to the adopting classes directly are named on a class.
CALLS = {
    "UIAppearance.appearance()": "_ = UILabel.appearance()",
    "UITextInput.selectedTextRange": "_ = \\UITextField.selectedTextRange",
    "NSDiffableDataSourceSnapshot.appendItems(_:toSection:)":
        "_ = { (x: inout NSDiffableDataSourceSnapshot<Int, Int>) in x.appendItems([1], toSection: nil) }",
    "NSDiffableDataSourceSnapshot.appendSections(_:)":
        "_ = { (x: inout NSDiffableDataSourceSnapshot<Int, Int>) in x.appendSections([0]) }",
}


def forms(member):
    """Swift expressions that name `member`, most specific first."""
    if member in CALLS:
        return [CALLS[member]]
    m = member.strip()
    for name, concrete in GENERIC.items():
        if m == name or m.startswith(name + "."):
            m = concrete + m[len(name):]
    for suffix in ("(type)", "(subclassing)"):
        if m.endswith(suffix):
            return [f"_ = {m[: -len(suffix)].strip()}.self"]
    if m.startswith("NSObject."):
        m = "UIView." + m[len("NSObject."):]
    if m.startswith("NSLayoutAnchor."):
        rest = m[len("NSLayoutAnchor."):]
        return [f"_ = {{ (a: NSLayoutXAxisAnchor) in _ = a.{rest} }}"]
    if re.match(r"^[A-Za-z]+\(.*\)$", m):
        return [f"_ = {m[: m.index('(')]}"]
    match = re.match(r"^(.*?)\.([A-Za-z_][A-Za-z0-9_]*(\(.*\))?)$", m)
    if not match:
        return [f"_ = {m}.self"]
    owner, name = match.group(1), match.group(2)
    if name[0].isupper():
        return [f"_ = {owner}.{name}.self"]
    if "(" in name:
        bare = name if not name.endswith("()") else name[:-2]
        return [f"_ = {{ (x: any {owner}) in _ = x.{bare} }}", f"_ = {owner}.{bare}"]
    return [f"_ = \\{owner}.{name}", f"_ = {owner}.{name}", f"_ = {{ (x: any {owner}) in _ = x.{name} }}"]


def typecheck(lines):
    """The 1-based indexes of `lines` that do not compile, and of those that name an
    overloaded member (which exists, but cannot be named without its type)."""
    source = ["import UIKit", "", "@MainActor func probe() {"] + ["    " + l for l in lines] + ["}"]
    with tempfile.NamedTemporaryFile("w", suffix=".swift", delete=False) as f:
        f.write("\n".join(source) + "\n")
        path = f.name
    modules = os.path.join(ROOT, ".build/debug/Modules")
    out = subprocess.run(
        ["swiftc", "-emit-sil", "-o", "/dev/null", "-swift-version", "6", "-I", modules, path], capture_output=True, text=True
    ).stderr
    os.unlink(path)
    if "no such module 'UIKit'" in out:
        sys.exit("build the package first: swift build --build-tests")
    bad, overloaded = set(), set()
    for line in out.splitlines():
        match = re.match(r".*\.swift:(\d+):\d+: error: (.*)", line)
        if match:
            (overloaded if "ambiguous" in match.group(2) else bad).add(int(match.group(1)) - 3)
    return bad, overloaded


def probe(rows):
    found = {}
    pending = [(row, 0) for row in rows]
    while pending:
        lines = [forms(row[1])[k] for row, k in pending]
        bad, overloaded = typecheck(lines)
        retry = []
        for index, (row, k) in enumerate(pending, start=1):
            if index in overloaded:
                found[row] = None
            elif index not in bad:
                found[row] = forms(row[1])[k]
            elif k + 1 < len(forms(row[1])):
                retry.append((row, k + 1))
        pending = retry
    return found


def state(member, present):
    if member in NOT_POSSIBLE:
        return "not possible on Linux: " + NOT_POSSIBLE[member]
    if not present:
        return "missing"
    owner = member.split(".")[0]
    if owner in STORED_ONLY or member in STORED_ONLY_MEMBERS:
        return "stored only"
    return "as UIKit"


def write_probes(rows, found):
    out = [
        "// Generated by scripts/uikit-coverage.py from docs/uikit-usage.tsv: one line for each of the",
        "// most-used UIKit members that this package declares, so that the build fails if one goes away.",
        "// docs/uikit-compat.md's coverage table lists the same members as there; UsageCoverageTests",
        "// keeps them in agreement.",
        "import UIKit",
        "",
        "func probeTheMostUsedMembers() {",
    ]
    for row in rows:
        if found.get(row) and row[1] not in NOT_POSSIBLE:
            out.append(f"    {found[row]}  // {row[0]}: {row[1]}")
    out.append("}")
    out.append("")
    out.append("// Overloaded members: they exist, but naming one alone is ambiguous.")
    for row in rows:
        if row in found and found[row] is None and row[1] not in NOT_POSSIBLE:
            out.append(f"//  // {row[0]}: {row[1]}")
    with open(os.path.join(ROOT, "Tests/UIKitConformanceTests/UsageProbes.swift"), "w") as f:
        f.write("\n".join(out) + "\n")


def write_table(rows, found):
    states = [(row, state(row[1], row in found)) for row in rows]
    there = sum(1 for _, s in states if s in ("as UIKit", "stored only"))
    impossible = sum(1 for _, s in states if s.startswith("not possible"))
    table = [
        f"Of the {len(rows)} members ranked 1 to {TOP}, {there} are here "
        f"({100 * there // len(rows)}%), {impossible} cannot be on Linux, "
        f"and {len(rows) - there - impossible} are missing.",
        "",
        "| Rank | Member | Uses | Here |",
        "| --- | --- | --- | --- |",
    ]
    for row, s in states:
        table.append(f"| {row[0]} | `{row[1]}` | {row[2]} | {s} |")
    path = os.path.join(ROOT, "docs/uikit-compat.md")
    text = open(path).read()
    begin, end = "<!-- coverage begin -->", "<!-- coverage end -->"
    head, rest = text.split(begin)
    _, tail = rest.split(end)
    with open(path, "w") as f:
        f.write(head + begin + "\n" + "\n".join(table) + "\n" + end + tail)
    print(table[0])


if __name__ == "__main__":
    rows = members()
    found = probe(rows)
    write_probes(rows, found)
    write_table(rows, found)

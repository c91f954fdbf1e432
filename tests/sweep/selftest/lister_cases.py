#!/usr/bin/env python3
"""Self-test of the ground-truth lister (list_tools.py) on small fixture packages.

    python3 tests/sweep/selftest/lister_cases.py [CASE ...]

Each directory under selftest/lister/ is a tiny package written to show one idiom of a
framework's documented semantics; its `expected.json` holds the tools the lister must list
("tools": [[file, line, name, framework, idiom], ...]) and, optionally, definitions it must
NOT list ("not_tools": [[file, line], ...]: a precision trap beside the idiom). The runner
lists each case with list_tools.Package / Lister (no toolsight, no imports of the fixture)
and exits 1 on any difference, printing it.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import list_tools  # noqa: E402

CASES = os.path.join(HERE, "lister")


def run_case(name):
    root = os.path.join(CASES, name)
    with open(os.path.join(root, "expected.json")) as f:
        exp = json.load(f)
    pkg = list_tools.Package(name, root)
    tools = list_tools.Lister(pkg).run()
    got = {(t["file"], t["line"], t["name"], t["framework"], t["idiom"]) for t in tools}
    want = {tuple(t) for t in exp["tools"]}
    errs = []
    for t in sorted(want - got):
        errs.append(f"missing {t}")
    for t in sorted(got - want):
        errs.append(f"unexpected {t}")
    for f, line in exp.get("not_tools", ()):
        if any(t[0] == f and t[1] == line for t in got):
            errs.append(f"listed a precision trap {f}:{line}")
    if pkg.parse_errors:
        errs.append(f"parse errors {pkg.parse_errors}")
    return errs


def main():
    names = sys.argv[1:] or sorted(d for d in os.listdir(CASES) if os.path.isdir(os.path.join(CASES, d)))
    failed = 0
    for n in names:
        errs = run_case(n)
        print(f"{'ok  ' if not errs else 'FAIL'} {n}")
        for e in errs:
            print(f"     {e}")
        failed += bool(errs)
    print(f"{len(names) - failed}/{len(names)} cases pass")
    return 1 if failed else 0


if __name__ == "__main__":
    list_tools.reexec()
    sys.exit(main())

#!/usr/bin/env python3
"""Self-test of `diagnostics.py unjudged`: a run of three diagnostics, a judged file holding
one of them (judged on another machine: its message names the sweep directory there, which
`norm` removes), and one judged line the run no longer reports. Exactly the other two are
unjudged, and the TSV it writes is an unjudged sample `score` refuses until judged.

    python3 tests/sweep/selftest/diagnostics_unjudged.py
"""
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(os.path.dirname(HERE), "diagnostics.py")


def diag(code, file, line, message):
    return {"code": code, "file": file, "message": message,
            "range": {"start": {"line": line - 1, "character": 4}, "end": {"line": line - 1, "character": 9}}}


def main():
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "run")
        os.makedirs(out)
        with open(os.path.join(out, "pkg-a.json"), "w") as f:
            json.dump([diag("L008", "a/server.py", 3, "`X` is not defined in /here/target/sweep/src/pkg-a/a/server.py"),
                       diag("L008", "a/server.py", 9, "`Y` is not defined")], f)
        with open(os.path.join(out, "pkg-b.json"), "w") as f:
            json.dump([diag("D001", "b/tools.py", 5, "`f` has no docstring")], f)
        judged = os.path.join(tmp, "judged.tsv")
        with open(judged, "w") as f:
            f.write("# verdict\tevidence\tcode\tpackage\tfile:line:col\tmessage\n")
            f.write("wrong\tan alias\tL008\tpkg-a\ta/server.py:3:5\t`X` is not defined in /elsewhere/sweep/src/pkg-a/a/server.py\n")
            f.write("right\tgone since\tD001\tpkg-b\tb/tools.py:1:5\t`g` has no docstring\n")
        tsv = os.path.join(tmp, "left.tsv")
        proc = subprocess.run([sys.executable, SCRIPT, "unjudged", "--out", out, "--tsv", tsv, judged],
                              capture_output=True, text=True)
        errs = []
        if proc.returncode != 0:
            errs.append(f"exit {proc.returncode}: {proc.stderr.strip()}")
        if not proc.stdout.startswith("2 of 3 diagnostics are in no judged file"):
            errs.append(f"unexpected summary: {proc.stdout.splitlines()[:1]}")
        for row in ("| L008 | 1 | 2 |", "| D001 | 1 | 1 |", "| L008 | pkg-a | 1 |", "| D001 | pkg-b | 1 |"):
            if row not in proc.stdout:
                errs.append(f"missing row {row}")
        with open(tsv) as f:
            lines = [l.rstrip("\n").split("\t") for l in f if not l.startswith("#")]
        got = sorted((l[2], l[3], l[4]) for l in lines)
        if got != [("D001", "pkg-b", "b/tools.py:5:5"), ("L008", "pkg-a", "a/server.py:9:5")]:
            errs.append(f"unexpected unjudged lines {got}")
        scored = subprocess.run([sys.executable, SCRIPT, "score", "--out", out, tsv], capture_output=True, text=True)
        if scored.returncode == 0:
            errs.append("score accepted the unjudged file")
    for e in errs:
        print(e)
    print("diagnostics unjudged: ok" if not errs else f"diagnostics unjudged: {len(errs)} failures")
    sys.exit(1 if errs else 0)


if __name__ == "__main__":
    main()

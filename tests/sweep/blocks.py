#!/usr/bin/env python3
"""Per-block figures and the found-but-unlisted tools of a score.py run.

    python3 tests/sweep/blocks.py REPORT_DIR [--unlisted OUT.tsv]

Reads score.py's per-package reports (REPORT_DIR/<package>.txt) and groups the packages by the
`# Sweep N` blocks of packages.txt (everything before "Sweep 5" is "sweeps 1-4"; the crewai add-ons
of "Sweep 6, second part" are "sweep 6b"). Prints a markdown table: listed, found, TP, recall,
precision per block. --unlisted writes every found-but-unlisted tool (score.py's "false positives":
toolsight tools at no listed location) as `block<TAB>package<TAB>file:line<TAB>function<TAB>rest`.
"""
import argparse
import os
import re
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))


def norm(n):
    return re.sub(r"[-_.]+", "-", n.lower())


def blocks():
    block, out = "sweeps 1-4", {}
    with open(os.path.join(HERE, "packages.txt")) as f:
        for line in f:
            s = line.strip()
            if s.startswith("#"):
                m = re.match(r"# (Sweep \d+)(, second part)?", s)
                if m:
                    b = m.group(1).lower()
                    block = "sweeps 1-4" if b in ("sweep 3", "sweep 4") else b + ("b" if m.group(2) else "")
                continue
            s = s.split("#")[0].strip()
            if s:
                out[norm(s.split("==")[0])] = block
    return out


def read_report(path):
    head, fps, sec = None, [], None
    with open(path) as f:
        for line in f:
            if line.startswith("listed "):
                head = {k: int(v) for k, v in re.findall(r"(listed|found|TP) (\d+)", line)}
            elif line.startswith("## "):
                sec = line[3:].split(" (")[0]
            elif sec == "false positives" and line.strip():
                fps.append(line.split(None, 2))
    return head, fps


def pct(a, b):
    return "—" if b == 0 else f"{100.0 * a / b:.1f} %"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("reports")
    ap.add_argument("--unlisted")
    args = ap.parse_args()
    tot = defaultdict(lambda: defaultdict(int))
    rows = []
    for pkg, b in blocks().items():
        p = os.path.join(args.reports, pkg + ".txt")
        if not os.path.exists(p):
            continue
        head, fps = read_report(p)
        if head is None:
            continue
        for k in ("listed", "found", "TP"):
            tot[b][k] += head[k]
        tot[b]["tp_locs"] += head["found"] - len(fps)
        tot[b]["packages"] += 1
        rows += [(b, pkg, *fp) for fp in fps]
    print("| block | packages | listed | found | TP | recall | precision |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    all_ = defaultdict(int)
    for b in sorted(tot, key=lambda b: (b != "sweeps 1-4", b)):
        t = tot[b]
        for k, v in t.items():
            all_[k] += v
        print(f"| {b} | {t['packages']} | {t['listed']:,} | {t['found']:,} | {t['TP']:,} | {pct(t['TP'], t['listed'])} | {pct(t['tp_locs'], t['found'])} |")
    print(f"| **all** | **{all_['packages']}** | **{all_['listed']:,}** | **{all_['found']:,}** | **{all_['TP']:,}** | "
          f"**{pct(all_['TP'], all_['listed'])}** | **{pct(all_['tp_locs'], all_['found'])}** |")
    if args.unlisted:
        with open(args.unlisted, "w") as f:
            for r in rows:
                f.write("\t".join(x.strip() for x in r) + "\n")


if __name__ == "__main__":
    main()

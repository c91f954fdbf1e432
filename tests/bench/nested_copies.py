"""The nested-copy scaling series of BENCHMARKS.md (issue 28): one project growing.

usage: python3 tests/bench/nested_copies.py PACKAGE_DIR [--copies 1,2,4,8] [--runs 1]
                                            [--work DIR] [--bin PATH] [--threads N]
       (after `cargo build --release --bin toolsight --example py_parse`; the binaries are
       taken from $CARGO_TARGET_DIR, else target/, under release/; --bin names another
       toolsight binary, e.g. a build of the previous commit, to compare in the same run)

PACKAGE_DIR is an unpacked package directory (agno's `agno/`, from
`pip download agno==<tests/sweep/packages.txt's version> --no-deps`). For K copies, a tree
is made under --work: the package itself and K-1 copies of it nested inside it as
subpackages (`agno/_copy1/`, `agno/_copy2/`, ...), all in one import root, so every copy is a
module of the same project and the cross-module index sees K times the modules. Their
absolute imports (`from agno.tools import Toolkit`) still name the original, as a monorepo's
vendored or duplicated packages do.

For each K: the CPU time (user + sys, the kernel's accounting of the child) and wall time of
`toolsight check <tree>/agno --exit-zero --output-format json` (median of --runs), its peak
RSS, and tree-sitter-python's parse of the same files (examples/py_parse.rs) in the same run.
Printed: each step's growth, and the last K's time over the first (the goal: 8 copies at most
9 times one copy). Exit status 1 when that ratio is over K + K/8.
"""
import argparse
import os
import shutil
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchlib import BIN, TARGET, max_rss_kib, timed  # noqa: E402

PARSE = os.path.join(TARGET, "release", "examples", "py_parse")


def make_tree(package, work, k):
    """`work/k{K}/<name>/` holding the package and K-1 nested copies of it."""
    name = os.path.basename(os.path.normpath(package))
    root = os.path.join(work, f"k{k}")
    top = os.path.join(root, name)
    if os.path.isdir(top):
        return top
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    shutil.copytree(package, top, ignore=ignore)
    for i in range(1, k):
        shutil.copytree(package, os.path.join(top, f"_copy{i}"), ignore=ignore)
    return top


def main():
    ap = argparse.ArgumentParser(usage=__doc__)
    ap.add_argument("package")
    ap.add_argument("--copies", default="1,2,4,8")
    ap.add_argument("--runs", type=int, default=1)
    ap.add_argument("--work")
    ap.add_argument("--bin", default=BIN)
    ap.add_argument("--threads", type=int)
    a = ap.parse_args()
    copies = [int(c) for c in a.copies.split(",")]
    for path in (a.bin, PARSE):
        if not os.path.exists(path):
            sys.exit(f"{path} missing: cargo build --release --bin toolsight --example py_parse")
    work = a.work or tempfile.mkdtemp(prefix="toolsight-nested-")
    env_threads = [] if a.threads is None else ["--threads", str(a.threads)]
    rows = []
    for k in copies:
        tree = make_tree(os.path.abspath(a.package), work, k)
        check = [a.bin, "check", tree, "--exit-zero", "--output-format", "json", *env_threads]
        parse = [PARSE, tree, "1"]
        cw, cc, pc = [], [], []
        for _ in range(a.runs):
            _, w, c = timed(check)
            cw.append(w)
            cc.append(c)
            _, _, c = timed(parse)
            pc.append(c)
        _, rss = max_rss_kib(check)
        med = statistics.median
        rows.append((k, med(cc), med(cw), rss / 1024, med(pc)))
        print(
            f"{k} copies: check CPU {med(cc):.2f} s, wall {med(cw):.2f} s, peak RSS {rss/1024:.0f} MiB;"
            f" parse CPU {med(pc):.2f} s; check/parse {med(cc)/med(pc):.1f}x",
            flush=True,
        )
    for (k0, c0, *_), (k1, c1, *_) in zip(rows, rows[1:]):
        print(f"step {k0} -> {k1} copies: CPU x{c1/c0:.2f} (linear: x{k1/k0:.0f})")
    k0, c0 = rows[0][0], rows[0][1]
    k1, c1 = rows[-1][0], rows[-1][1]
    ratio = c1 / c0
    bound = (k1 / k0) * 9 / 8
    print(f"{k1} copies / {k0} copy CPU: {ratio:.2f}x (goal <= {bound:.2f}x)")
    sys.exit(0 if ratio <= bound else 1)


if __name__ == "__main__":
    main()

"""The issue-28 table of BENCHMARKS.md: `toolsight check` of a package against tree-sitter's
parse of the same files and against ruff, measured in one run.

usage: python3 tests/bench/versus_ruff.py PATH [PATH...] [--runs 3] [--ruff PATH]
                                          [--bin PATH] [--base PATH] [--parse PATH]
       (after `cargo build --release --bin toolsight --example py_parse`; ruff from PyPI in
       any venv: `python3 -m venv V && V/bin/pip install ruff`, given as --ruff V/bin/ruff)

For each PATH, --runs interleaved rounds of: `toolsight check PATH` on one thread
(`--threads 1`) and on every core, tree-sitter-python's parse of the files check reads
(examples/py_parse.rs, one pass), `ruff check --select ALL` and `ruff check` (its default
rules), both on one thread (RAYON_NUM_THREADS=1), without cache or configuration. CPU time is
user + sys from the kernel's accounting of each child; medians. Ratios are to the parse's
CPU time, and for toolsight also to ruff --select ALL's; the wall time of 1 thread over the
wall time on every core is the speed-up from the cores. --base BIN adds another build's
`check` on one thread to each round (its CPU time and peak RSS in the last columns), so a
change is measured against its baseline in the same run; --parse names the py_parse binary.
"""
import argparse
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchlib import BIN, TARGET, max_rss_kib, timed  # noqa: E402

PARSE = os.path.join(TARGET, "release", "examples", "py_parse")


def main():
    ap = argparse.ArgumentParser(usage=__doc__)
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--ruff", default="ruff")
    ap.add_argument("--bin", default=BIN)
    ap.add_argument("--base", default=None)
    ap.add_argument("--parse", default=PARSE)
    a = ap.parse_args()
    os.environ["RAYON_NUM_THREADS"] = "1"  # ruff's; toolsight takes --threads.
    base_cols = " base check, CPU (1 thread) | base peak RSS |" if a.base else ""
    print("| input | toolsight check, CPU (1 thread) | wall 1 thread / all cores | tree-sitter parse, CPU | ruff --select ALL, CPU (1 thread) | ruff default, CPU (1 thread) | toolsight peak RSS |" + base_cols)
    print("|---|---|---|---|---|---|---|" + ("---|---|" if a.base else ""))
    for path in a.paths:
        path = os.path.abspath(path)
        cmds = {
            "check1": [a.bin, "check", path, "--exit-zero", "--output-format", "json", "--threads", "1"],
            "checkN": [a.bin, "check", path, "--exit-zero", "--output-format", "json"],
            "parse": [a.parse, path, "1"],
            "ruff_all": [a.ruff, "check", "--isolated", "--no-cache", "--exit-zero", "--select", "ALL", "-q", path],
            "ruff": [a.ruff, "check", "--isolated", "--no-cache", "--exit-zero", "-q", path],
        }
        if a.base:
            cmds["base1"] = [a.base, *cmds["check1"][1:]]
        env_n = dict(os.environ)
        cpu = {k: [] for k in cmds}
        wall = {k: [] for k in cmds}
        for _ in range(a.runs):
            for k, c in cmds.items():
                if k == "checkN":
                    os.environ.pop("RAYON_NUM_THREADS", None)
                _, w, t = timed(c)
                os.environ["RAYON_NUM_THREADS"] = "1"
                cpu[k].append(t)
                wall[k].append(w)
        _, rss = max_rss_kib(cmds["check1"])
        base_rss = max_rss_kib(cmds["base1"])[1] if a.base else 0
        med = {k: statistics.median(v) for k, v in cpu.items()}
        wmed = {k: statistics.median(v) for k, v in wall.items()}
        p = med["parse"]
        name = os.path.basename(path)
        print(
            f"| {name} | {med['check1']:.2f} s ({med['check1']/p:.1f}x parse, {med['check1']/med['ruff_all']:.2f}x ruff ALL)"
            f" | {wmed['check1']:.2f} s / {wmed['checkN']:.2f} s = {wmed['check1']/wmed['checkN']:.2f}x"
            f" | {p:.2f} s | {med['ruff_all']:.2f} s ({med['ruff_all']/p:.1f}x) | {med['ruff']:.2f} s ({med['ruff']/p:.1f}x)"
            f" | {rss/1024:.0f} MiB |"
            + (f" {statistics.median(cpu['base1']):.2f} s | {base_rss/1024:.0f} MiB |" if a.base else ""),
            flush=True,
        )
        del env_n


if __name__ == "__main__":
    main()

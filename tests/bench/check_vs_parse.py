"""BENCHMARKS.md numbers for `toolsight check` and `toolsight schema` on Python code: each
command's time against tree-sitter-python's parse time of the same files, measured in the
same run (server/examples/py_parse.rs: the files `check` would read, each parsed once per pass
by tree-sitter alone).

usage: python3 tests/bench/check_vs_parse.py PATH [PATH...] [--runs N]
       (after `cargo build --release --bin toolsight --example py_parse`; the binaries are
       taken from $CARGO_TARGET_DIR, else target/, under release/)

For each PATH, after one untimed warm-up run of each: N interleaved runs of the `check`
process, the `schema` process and the `py_parse` process; wall time (monotonic clock) and CPU
time (user + sys, from the kernel's accounting of the child), medians; the in-process parse
time; the ratios; the peak RSS of one `check` and one `schema` process (GNU time).
"""
import collections
import json
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchlib import BIN, TARGET, max_rss_kib, timed  # noqa: E402

PARSE = os.path.join(TARGET, "release", "examples", "py_parse")


def bench(directory, runs):
    check = [BIN, "check", directory, "--output-format", "json"]
    schema = [BIN, "schema", directory]
    parse = [PARSE, directory, "1"]
    out, rss = max_rss_kib(check)
    diagnostics = json.loads(out)
    codes = collections.Counter(d["code"] for d in diagnostics)
    out, schema_rss = max_rss_kib(schema)
    payloads = json.loads(out)
    tools = {(p["file"], p["line"], p["name"]) for p in payloads}
    facts = json.loads(timed(parse)[0])
    timed(check), timed(schema)
    cw, cc, sw, sc, parse_in, pw, pc = [], [], [], [], [], [], []
    for _ in range(runs):
        _, w, c = timed(check)
        cw.append(w)
        cc.append(c)
        _, w, c = timed(schema)
        sw.append(w)
        sc.append(c)
        o, w, c = timed(parse)
        parse_in.append(json.loads(o)["parse_ms"][0] / 1000)
        pw.append(w)
        pc.append(c)
    med = statistics.median
    ms = lambda xs: f"median {med(xs)*1000:.0f} ms (min {min(xs)*1000:.0f}, max {max(xs)*1000:.0f})"
    print(f"== {directory}")
    print(f"files {facts['files']}, lines {facts['lines']}, bytes {facts['bytes']}, syntax nodes {facts['nodes']}")
    print(f"tools found (toolsight schema): {len(tools)}; payloads {len(payloads)}")
    print(f"diagnostics: {len(diagnostics)} {dict(sorted(codes.items()))}")
    print(f"runs: {runs} each, interleaved; load average before: {os.getloadavg()[0]:.2f}")
    print(f"check process:        wall {ms(cw)}; CPU {ms(cc)}; peak RSS {rss/1024:.1f} MiB")
    print(f"schema process:       wall {ms(sw)}; CPU {ms(sc)}; peak RSS {schema_rss/1024:.1f} MiB")
    print(f"parse (in process):   {ms(parse_in)}")
    print(f"parse process:        wall {ms(pw)}; CPU {ms(pc)}")
    print(f"ratio check / parse:  in process (wall) {med(cw)/med(parse_in):.2f}x; process wall {med(cw)/med(pw):.2f}x, CPU {med(cc)/med(pc):.2f}x")
    print(f"ratio schema / parse: in process (wall) {med(sw)/med(parse_in):.2f}x; process wall {med(sw)/med(pw):.2f}x, CPU {med(sc)/med(pc):.2f}x")


def main():
    args = sys.argv[1:]
    runs = 7
    if "--runs" in args:
        i = args.index("--runs")
        runs = int(args[i + 1])
        del args[i : i + 2]
    if not args:
        sys.exit(__doc__)
    for path in (BIN, PARSE):
        if not os.path.exists(path):
            sys.exit(f"{path} missing: cargo build --release --bin toolsight --example py_parse")
    for d in args:
        bench(os.path.abspath(d), runs)


if __name__ == "__main__":
    main()

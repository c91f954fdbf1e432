"""BENCHMARKS.md numbers for `toolsight check` on a Rust crate: the time of
`toolsight check DIR --format json` against tree-sitter-rust's parse time of the same files,
measured in the same run (server/examples/rust_parse.rs: the walk `check` does, the parser
set-up the Rust front-end uses, every `.rs` file parsed once per pass).

usage: python3 tests/bench/rust_check.py DIR [DIR...] [--runs N]
       (after `cargo build --release --bin toolsight --example rust_parse`; the binaries are
       taken from $CARGO_TARGET_DIR, else target/, under release/)

For each DIR, after one untimed warm-up run of each:
- check: N runs of the `check` process; wall time (monotonic clock) and CPU time (user + sys,
  from the kernel's accounting of the child), median;
- parse: N runs of the `rust_parse` process, interleaved with the check runs: the in-process
  time of parsing every file (files already read) and the process's wall and CPU time
  (start-up, walk, read, parse), median;
- ratios check / parse for both, peak RSS of one `check` process (GNU time), its diagnostics
  by code, and the tools `toolsight schema DIR` finds (distinct file, line and name).
"""
import collections
import json
import os
import statistics
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchlib import BIN, TARGET, max_rss_kib, timed  # noqa: E402

PARSE = os.path.join(TARGET, "release", "examples", "rust_parse")


def bench(directory, runs):
    check = [BIN, "check", directory, "--format", "json"]
    parse = [PARSE, directory, "1"]
    out, rss = max_rss_kib(check)
    diagnostics = json.loads(out)
    codes = collections.Counter(d["code"] for d in diagnostics)
    payloads = json.loads(subprocess.run([BIN, "schema", directory], stdout=subprocess.PIPE, check=True).stdout)
    tools = {(p["file"], p["line"], p["name"]) for p in payloads}
    facts = json.loads(timed(parse)[0])
    check_wall, check_cpu, parse_in, parse_wall, parse_cpu = [], [], [], [], []
    for _ in range(runs):
        _, w, c = timed(check)
        check_wall.append(w)
        check_cpu.append(c)
        o, w, c = timed(parse)
        parse_in.append(json.loads(o)["parse_ms"][0] / 1000)
        parse_wall.append(w)
        parse_cpu.append(c)
    med = statistics.median
    ms = lambda xs: f"median {med(xs)*1000:.0f} ms (min {min(xs)*1000:.0f}, max {max(xs)*1000:.0f})"
    print(f"== {directory}")
    print(f"files {facts['files']}, lines {facts['lines']}, bytes {facts['bytes']}, syntax nodes {facts['nodes']}")
    print(f"tools found (toolsight schema): {len(tools)}; payloads {len(payloads)}")
    print(f"diagnostics: {len(diagnostics)} {dict(sorted(codes.items()))}")
    print(f"runs: {runs} each, interleaved; load average before: {os.getloadavg()[0]:.2f}")
    print(f"check process:        wall {ms(check_wall)}; CPU {ms(check_cpu)}; peak RSS {rss/1024:.1f} MiB")
    print(f"parse (in process):   {ms(parse_in)}")
    print(f"parse process:        wall {ms(parse_wall)}; CPU {ms(parse_cpu)}")
    print(f"ratio check / parse (in process): wall {med(check_wall)/med(parse_in):.2f}x")
    print(f"ratio check / parse process:      wall {med(check_wall)/med(parse_wall):.2f}x, CPU {med(check_cpu)/med(parse_cpu):.2f}x")


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
            sys.exit(f"{path} missing: cargo build --release --bin toolsight --example rust_parse")
    for d in args:
        bench(os.path.abspath(d), runs)


if __name__ == "__main__":
    main()

"""The scaling table of BENCHMARKS.md: how `toolsight check` grows with each shape of input.

usage: python3 tests/bench/scaling.py [--profile release|debug] [--max-exp 3] [--runs 3]
                                      [--shape NAME ...] [--format full|json|...]
       (after `cargo build --release --bin toolsight --example py_parse`; binaries are taken
       from $CARGO_TARGET_DIR, else target/, under the profile's directory)

Each shape is a generated Python file holding N units of one kind (tools in a file,
parameters of one tool, diagnostics on one line, Enum members, classes in an inheritance
chain, broken lines, ...), for N = 1, 16, 256 and 4,096 units (16^0..16^max-exp). For each
file: the wall and CPU time of `toolsight check FILE` (median of --runs), the peak RSS of the
process (from the kernel's accounting of that child), and tree-sitter-python's own parse time
of the same bytes (examples/py_parse.rs), measured in the same run.

What is printed per step (×16 the input): the growth of toolsight's own CPU time (the
check's, less the empty run's fixed cost and less tree-sitter's parse of the file, whose
error recovery can itself grow faster than the text: see broken-lines), and of RSS beyond the
empty run's. Linear growth is about ×16 per step; ×256 per step is quadratic. A shape is
flagged when its last step grows more than ×32 (twice linear): the step is big enough that
start-up no longer hides the trend. Exit status 1 when any shape is flagged, so a regression
shows.

The token rules are left out (`--ignore T`) unless --with-tokens is given: the tokenizer's
one-time start-up (BENCHMARKS.md, "Binary and token counting") appears at whichever size
first has a payload over the budget, a step that says nothing about growth.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TARGET = os.environ.get("CARGO_TARGET_DIR") or os.path.join(REPO, "target")


def tools_per_file(n):
    s = "import stores\n\n"
    for i in range(n):
        s += (
            f"def tool_{i}(city: str, days: int = 3) -> str:\n"
            f'    """Tool number {i}.\n\n    Args:\n        city: The city.\n        days: Days ahead.\n    """\n'
            "    return city\n\n"
        )
    s += "index = stores.Index([" + ", ".join(f"tool_{i}" for i in range(n)) + "])\n"
    return s


def non_ascii_tool_names(n):
    # N005 on each (a non-ASCII name) with a renaming fix over the whole file.
    s = "import stores\n\n"
    for i in range(n):
        s += f'def tøøl_{i}(a: int) -> int:\n    """Doc."""\n    return a\n\n'
    s += "index = stores.Index([" + ", ".join(f"tøøl_{i}" for i in range(n)) + "])\n"
    return s


def parameters_per_tool(n):
    params = "".join(f"    p{i}: int = {i},\n" for i in range(n))
    return (
        "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP('x')\n\n\n@mcp.tool()\n"
        f"def big(\n{params}) -> str:\n    \"\"\"One tool, many parameters.\"\"\"\n    return ''\n"
    )


def diagnostics_per_line(n):
    # One signature on one line, a V003 warning on every parameter.
    params = ", ".join(f"p{i}: str = None" for i in range(n))
    return (
        "from fastcore.funccall import get_schema\n\n"
        f"def f({params}):\n    \"Doc é.\"\n\nschema = get_schema(f)\n"
    )


def enum_members(n):
    members = "".join(f"    M{i} = {i}\n" for i in range(n))
    return (
        "import stores\nfrom enum import Enum\n\n\nclass E(Enum):\n" + members +
        "\n\ndef f(e: E) -> str:\n    \"\"\"Doc.\"\"\"\n    return ''\n\n\nindex = stores.Index([f])\n"
    )


def literal_values(n):
    values = ", ".join(f'"v{i}"' for i in range(n))
    return (
        "from typing import Literal\nimport stores\n\n\n"
        f"def f(mode: Literal[{values}]) -> str:\n    \"\"\"Doc.\"\"\"\n    return ''\n\n\n"
        "index = stores.Index([f])\n"
    )


def typeddict_chain(n):
    s = "from typing import TypedDict\nimport stores\n\n\nclass C0(TypedDict):\n    a0: int\n"
    for i in range(1, n):
        s += f"\n\nclass C{i}(C{i - 1}):\n    a{i}: int\n"
    s += f"\n\ndef f(c: C{n - 1}) -> str:\n    \"\"\"Doc.\"\"\"\n    return ''\n\n\nindex = stores.Index([f])\n"
    return s


def model_chain(n):
    s = "from pydantic import BaseModel\nfrom mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP('x')\n\n\nclass C0(BaseModel):\n    a0: int\n"
    for i in range(1, n):
        s += f"\n\nclass C{i}(C{i - 1}):\n    a{i}: int\n"
    s += f"\n\n@mcp.tool()\ndef f(c: C{n - 1}) -> str:\n    \"\"\"Doc.\"\"\"\n    return ''\n"
    return s


def broken_lines(n):
    # Typing in progress: unclosed signatures, each swallowing the rest of the file.
    return "import stores\n\n" + "def f(\n" * n


def broken_tools(n):
    # A broken signature before every tool: each repair must not re-read the whole file.
    s = "import stores\n\n"
    for i in range(n):
        s += f"def broken_{i}(a: int,\n\ndef tool_{i}(a: int) -> int:\n    \"\"\"Doc.\"\"\"\n    return a\n\n"
    s += "index = stores.Index([" + ", ".join(f"tool_{i}" for i in range(n)) + "])\n"
    return s


SHAPES = {
    "tools-per-file": tools_per_file,
    "non-ascii-tool-names": non_ascii_tool_names,
    "parameters-per-tool": parameters_per_tool,
    "diagnostics-per-line": diagnostics_per_line,
    "enum-members": enum_members,
    "literal-values": literal_values,
    "typeddict-chain": typeddict_chain,
    "basemodel-chain": model_chain,
    "broken-lines": broken_lines,
    "broken-tools": broken_tools,
}


def run(cmd):
    """Runs cmd; returns (wall s, CPU s, peak RSS KiB) of that child alone (wait4)."""
    t = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, ru = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1):
        raise SystemExit(f"{' '.join(cmd)} exited {code}")
    return wall, ru.ru_utime + ru.ru_stime, ru.ru_maxrss


def parse_ms(parse_bin, path):
    out = subprocess.run([parse_bin, path, "3"], capture_output=True, text=True, check=True)
    return statistics.median(json.loads(out.stdout)["parse_ms"])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile", default="release")
    ap.add_argument("--max-exp", type=int, default=3)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--shape", action="append")
    ap.add_argument("--format", default="concise")
    ap.add_argument("--with-tokens", action="store_true")
    a = ap.parse_args()
    binary = os.path.join(TARGET, a.profile, "toolsight")
    parse_bin = os.path.join(TARGET, a.profile, "examples", "py_parse")
    shapes = a.shape or list(SHAPES)
    extra = [] if a.with_tokens else ["--ignore", "T"]
    flagged = []
    with tempfile.TemporaryDirectory() as d:
        empty = os.path.join(d, "empty.py")
        open(empty, "w").write("")
        base = [run([binary, "check", empty, "--output-format", a.format, *extra]) for _ in range(a.runs)]
        base_cpu = statistics.median(b[1] for b in base)
        base_rss = statistics.median(b[2] for b in base)
        print(f"empty file: CPU {base_cpu * 1000:.0f} ms, RSS {base_rss / 1024:.1f} MiB")
        print()
        print("| shape | units | bytes | check CPU | own ×step | parse | check/parse | peak RSS | ×step |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
        for name in shapes:
            prev = None
            for e in range(a.max_exp + 1):
                n = 16 ** e
                # Each shape in its own folder: `check FILE` indexes the file's folder.
                sub = os.path.join(d, f"{name}-{n}")
                os.mkdir(sub)
                path = os.path.join(sub, "m.py")
                open(path, "w").write(SHAPES[name](n))
                runs = [run([binary, "check", path, "--output-format", a.format, *extra]) for _ in range(a.runs)]
                cpu = statistics.median(r[1] for r in runs)
                rss = max(r[2] for r in runs)
                grow_cpu = grow_rss = ""
                p = parse_ms(parse_bin, path)
                net_cpu = max(cpu - base_cpu - p / 1000, 1e-4)
                net_rss = max(rss - base_rss, 1)
                if prev:
                    g = net_cpu / prev[0]
                    grow_cpu = f"{g:.1f}"
                    # Under 1 MiB over the empty run, the allocator's rounding is the signal.
                    grow_rss = f"{net_rss / prev[1]:.1f}" if prev[1] >= 1024 else "—"
                    if e == a.max_exp and g > 32 and net_cpu > 0.05:
                        # A small previous step is noisy: confirm at 4× the size, where
                        # linear growth is ×4.
                        bigger = os.path.join(d, f"{name}-{n * 4}.py")
                        open(bigger, "w").write(SHAPES[name](n * 4))
                        big = statistics.median(
                            run([binary, "check", bigger, "--output-format", a.format, *extra])[1]
                            for _ in range(a.runs)
                        )
                        g4 = max(big - base_cpu - parse_ms(parse_bin, bigger) / 1000, 1e-4) / net_cpu
                        verdict = "faster than linear" if g4 > 8 else "linear"
                        print(f"| {name} | {n * 4} (confirmation: ×{g4:.1f} for ×4, {verdict}) | | {big * 1000:,.0f} ms | | | | | |")
                        if g4 > 8:
                            flagged.append(f"{name}: ×{g4:.1f} CPU for ×4 input")
                prev = (net_cpu, net_rss)
                ratio = cpu * 1000 / p if p > 0 else float("nan")
                print(
                    f"| {name} | {n} | {os.path.getsize(path):,} | {cpu * 1000:,.0f} ms | {grow_cpu} "
                    f"| {p:,.1f} ms | {ratio:,.0f}× | {rss / 1024:,.1f} MiB | {grow_rss} |",
                    flush=True,
                )
    if flagged:
        print("\nfaster than linear:\n" + "\n".join(flagged))
        sys.exit(1)


if __name__ == "__main__":
    main()

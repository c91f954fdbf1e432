"""BENCHMARKS.md numbers for `toolsight schema`: the whole corpus rendered by toolsight
(one process per corpus module and library, exactly the golden files) against the oracle
producing the same files with the real libraries (tests/oracle/regen.py in its venv), back
to back, median of N runs each. Peak memory is the largest maximum RSS of any one process
(GNU time). Checks first that toolsight's output equals the goldens it is timed against.

usage: python3 tests/bench/cli_vs_oracle.py [RUNS] [--frameworks]
       (after tests/regen.sh and cargo build --release)

Without --frameworks: the seed libraries (tests/oracle/regen.py, .venv-oracle). With it: the
pydantic-family frameworks (tests/oracle/regen_frameworks.py, .venv-oracle-fw, which runs
google-genai in .venv-oracle as a worker), golden directories such as `langchain-strict`
rendered with `--config strict=true` (`-vertex`: `--config gemini.api=vertex`).
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BIN = os.path.join(REPO, "target", "release", "toolsight")
VENV_PY = os.path.join(REPO, ".venv-oracle", "bin", "python")
FW_PY = os.path.join(REPO, ".venv-oracle-fw", "bin", "python")
GOLDENS = os.path.join(REPO, "tests", "goldens")
SEEDS = {"stores", "toolslm", "toolslm-legacy", "selectools", "abstractllm"}
FRAMEWORKS = "--frameworks" in sys.argv


def oracle_libraries():
    """The golden directories the timed oracle script writes."""
    if not FRAMEWORKS:
        return SEEDS
    with open(os.path.join(GOLDENS, "MANIFEST-frameworks.json")) as f:
        return set(json.load(f)["entries"])


def jobs():
    wanted = oracle_libraries()
    for lib in sorted(os.listdir(GOLDENS)):
        d = os.path.join(GOLDENS, lib)
        if not os.path.isdir(d) or lib not in wanted:
            continue
        for f in sorted(os.listdir(d)):
            if f.endswith(".json"):
                yield lib, f[:-5]


# Golden directories that are a library under a setting: suffix → `schema` arguments.
VARIANTS = {
    "-strict": ["--config", "strict=true", "--provider", "openai-chat"],
    "-vertex": ["--config", "gemini.api=vertex"],
}


def base_library(lib):
    for suffix in VARIANTS:
        if lib.endswith(suffix):
            return lib[: -len(suffix)], VARIANTS[suffix]
    return lib, []


def library_args(lib):
    """`--library` (and settings) for a golden directory."""
    base, extra = base_library(lib)
    return ["--library", base, *extra]


def max_rss_kib(cmd, **kw):
    """Runs cmd under GNU time; returns (stdout bytes, max RSS in KiB)."""
    with tempfile.NamedTemporaryFile("r") as t:
        out = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", t.name, *cmd], capture_output=True, check=True, **kw).stdout
        return out, int(open(t.name).read().strip().splitlines()[-1])


def same_payloads(out, want):
    """toolsight's entries equal the golden's, key order included, once the location keys
    `toolsight schema` adds (file, line, marked_line) are set aside and the golden's
    `library` is read as `framework`."""
    pairs = lambda text: json.loads(text, object_pairs_hook=list)
    try:
        got = [[(k, v) for k, v in e if k not in ("file", "line", "marked_line")] for e in pairs(out)]
    except ValueError:
        return False
    expected = [[("framework", base_library(v)[0]) if k == "library" else (k, v) for k, v in e] for e in pairs(want)]
    return got == expected


def run_toolsight(measure_rss=False):
    peak = 0
    for lib, mod in jobs():
        cmd = [BIN, "schema", os.path.join(REPO, "tests", "corpus", mod + ".py"), "--all-functions", *library_args(lib)]
        if measure_rss:
            out, rss = max_rss_kib(cmd)
            peak = max(peak, rss)
            want = open(os.path.join(GOLDENS, lib, mod + ".json"), "rb").read()
            ok = same_payloads(out, want)
            yield (lib, mod, ok)
        else:
            subprocess.run(cmd, stdout=subprocess.DEVNULL, check=True)
    if measure_rss:
        yield ("peak", peak, True)


def run_oracle(outdir, measure_rss=False):
    if FRAMEWORKS:
        cmd = [FW_PY, os.path.join(REPO, "tests", "oracle", "regen_frameworks.py"), "--out", outdir,
               "--corpus", os.path.join(REPO, "tests", "corpus"), "--genai-python", VENV_PY]
    else:
        cmd = [VENV_PY, os.path.join(REPO, "tests", "oracle", "regen.py"), "--out", outdir,
               "--legacy-toolslm", os.path.join(REPO, ".venv-oracle", "legacy-toolslm"),
               "--corpus", os.path.join(REPO, "tests", "corpus")]
    env = dict(os.environ, PYTHONHASHSEED="0", PYTHONDONTWRITEBYTECODE="1")
    if measure_rss:
        return max_rss_kib(cmd, env=env)[1]
    subprocess.run(cmd, check=True, env=env, stdout=subprocess.DEVNULL)


def main():
    numbers = [a for a in sys.argv[1:] if a.isdigit()]
    runs = int(numbers[0]) if numbers else 5
    checked = list(run_toolsight(measure_rss=True))
    peak_ts = checked[-1][1]
    files = checked[:-1]
    equal = sum(1 for _, _, ok in files if ok)
    print(f"toolsight output equals the golden for {equal}/{len(files)} (library, module) files")
    with tempfile.TemporaryDirectory() as tmp:
        peak_or = run_oracle(tmp, measure_rss=True)
        ts, orc = [], []
        for _ in range(runs):
            t = time.perf_counter(); list(run_toolsight()); ts.append(time.perf_counter() - t)
            t = time.perf_counter(); run_oracle(tmp); orc.append(time.perf_counter() - t)
    mt, mo = statistics.median(ts), statistics.median(orc)
    print(f"runs: {runs} each, interleaved")
    print(f"toolsight ({len(files)} processes): median {mt*1000:.0f} ms  (min {min(ts)*1000:.0f}, max {max(ts)*1000:.0f}); peak RSS {peak_ts/1024:.1f} MiB")
    print(f"real libraries (1 process):  median {mo*1000:.0f} ms  (min {min(orc)*1000:.0f}, max {max(orc)*1000:.0f}); peak RSS {peak_or/1024:.1f} MiB")
    print(f"ratio: toolsight takes {mt/mo:.3f}x the oracle's time ({mo/mt:.1f}x faster), {peak_ts/peak_or:.3f}x its memory")


if __name__ == "__main__":
    main()

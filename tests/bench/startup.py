"""Start-up of `toolsight schema FILE` and `toolsight check FILE` on a one-tool file (the
issue-28 goal: `schema` < 20 ms), a build against its baseline in the same run.

usage: python3 tests/bench/startup.py [--runs 20] [--bin PATH] [--base PATH]

Each round runs every command once, the builds interleaved; CPU time is user + sys from the
kernel's accounting of the child, medians over the rounds (wall medians beside them).
"""
import argparse
import os
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchlib import BIN, timed  # noqa: E402

ONE_TOOL = '''from langchain_core.tools import tool


@tool
def get_weather(city: str, days: int = 1) -> str:
    """Get the weather forecast for a city.

    Args:
        city: The city's name.
        days: How many days ahead.
    """
    return city
'''


def main():
    ap = argparse.ArgumentParser(usage=__doc__)
    ap.add_argument("--runs", type=int, default=20)
    ap.add_argument("--bin", default=BIN)
    ap.add_argument("--base", default=None)
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as d:
        f = os.path.join(d, "weather.py")
        with open(f, "w") as out:
            out.write(ONE_TOOL)
        builds = {"new": a.bin, **({"base": a.base} if a.base else {})}
        cmds = {
            (b, sub): [exe, sub, f] + (["--exit-zero"] if sub == "check" else [])
            for b, exe in builds.items()
            for sub in ("schema", "check")
        }
        outs = {}
        cpu = {k: [] for k in cmds}
        wall = {k: [] for k in cmds}
        for _ in range(a.runs):
            for k, c in cmds.items():
                out, w, c_ = timed(c)
                outs.setdefault(k, out)
                cpu[k].append(c_)
                wall[k].append(w)
        if a.base:
            for sub in ("schema", "check"):
                same = outs[("new", sub)] == outs[("base", sub)]
                print(f"{sub}: output {'identical to' if same else 'DIFFERS from'} base's")
        print("| build | command | CPU, median (ms) | wall, median (ms) |")
        print("|---|---|---:|---:|")
        for (b, sub), v in cpu.items():
            print(f"| {b} | `{sub} one_tool.py` | {statistics.median(v) * 1000:.1f} | {statistics.median(wall[(b, sub)]) * 1000:.1f} |")


if __name__ == "__main__":
    main()

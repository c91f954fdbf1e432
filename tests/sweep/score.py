#!/usr/bin/env python3
"""Score toolsight's tool discovery against the ground-truth listings.

    python3 tests/sweep/score.py [--toolsight CMD] [--src DIR] [NAME ...]

For every package of packages.txt it runs

    toolsight schema <src>/<name> --provider all

(the binary is $TOOLSIGHT, else target/release/toolsight, else target/debug/toolsight;
--toolsight or $TOOLSIGHT may be a whole command such as "python3 fake.py"),
reads the JSON array it prints, and compares it with tests/sweep/listings/<name>.json.

Matching: toolsight's entries are deduplicated by (file, line, name) (a tool appears
once per provider); an entry matches a listed tool when its file, relative to the
package directory, and its line are the listed tool's (or one of its `alt_lines`).
An entry on a line the listing marks as "ignored" (dynamic adapters, abstract bases,
run-time names) counts neither way.

    listed     tools in the listing
    found      distinct (file, line) locations toolsight reports (ignored ones excluded)
    TP         listed tools toolsight found
    recall     TP / listed
    precision  found locations that are listed tools / found

Per package, target/sweep/report/<name>.txt lists the misses, the false positives,
and the matched tools whose name or framework differs; <name>.toolsight.json keeps
toolsight's raw output. The markdown tables printed at the end are meant for
BENCHMARKS.md. The exit status is always 0: this is a measurement, not a test.
"""

import argparse
import json
import os
import re
import shlex
import subprocess
import sys
import time
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))


def norm_name(n):
    return re.sub(r"[-_.]+", "-", n.lower())


def read_packages():
    out = []
    with open(os.path.join(HERE, "packages.txt")) as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line:
                name, ver = line.split("==")
                out.append((norm_name(name), ver))
    return out


def toolsight_cmd(arg):
    if arg:
        return shlex.split(arg)
    env = os.environ.get("TOOLSIGHT")
    if env:
        return shlex.split(env)
    for p in ("target/release/toolsight", "target/debug/toolsight"):
        full = os.path.join(REPO, p)
        if os.path.exists(full):
            return [full]
    return [os.path.join(REPO, "target/release/toolsight")]


def run_toolsight(cmd, pkgdir, timeout):
    t0 = time.monotonic()
    try:
        proc = subprocess.run(cmd + ["schema", pkgdir, "--provider", "all"], capture_output=True, text=True, timeout=timeout)
    except FileNotFoundError as e:
        return None, f"cannot run toolsight: {e}", 0.0
    except subprocess.TimeoutExpired:
        return None, f"timed out after {timeout}s", timeout
    dt = time.monotonic() - t0
    try:
        data = json.loads(proc.stdout)
    except json.JSONDecodeError:
        err = (proc.stderr or proc.stdout).strip().splitlines()
        return None, f"exit {proc.returncode}, no JSON array on stdout: {' | '.join(err[-3:])}", dt
    if not isinstance(data, list):
        return None, "output is not a JSON array", dt
    return data, None, dt


def rel_file(f, pkgdir):
    """File of a toolsight entry relative to the package directory it was given."""
    f = f.replace("\\", "/")
    cands = [pkgdir, os.path.abspath(pkgdir), os.path.relpath(pkgdir, os.getcwd())]
    for c in cands:
        c = c.replace("\\", "/").rstrip("/") + "/"
        if f.startswith(c):
            return f[len(c):]
    if os.path.isabs(f):
        return os.path.relpath(f, os.path.abspath(pkgdir)).replace("\\", "/")
    return f


def score_package(name, listing, entries, pkgdir):
    tools = listing["tools"]
    by_loc = defaultdict(list)  # (file, line) -> listed tools
    for t in tools:
        by_loc[(t["file"], t["line"])].append(t)
        for a in t.get("alt_lines", ()):
            by_loc[(t["file"], a)].append(t)
    ignored = {(e["file"], e["line"]): e for e in listing.get("ignored", ())}

    seen = set()
    found_locs = {}  # (file, line) -> [toolsight entries]
    neutral = []
    for e in entries:
        f = rel_file(str(e.get("file", "")), pkgdir)
        key = (f, e.get("line"), e.get("name"))
        if key in seen:
            continue
        seen.add(key)
        loc = (f, e.get("line"))
        if loc in ignored and loc not in by_loc:
            neutral.append(e)
            continue
        found_locs.setdefault(loc, []).append(e)

    matched = {}  # id(listed) -> toolsight entries
    fps = []
    for loc, es in sorted(found_locs.items(), key=lambda kv: (kv[0][0], kv[0][1] or 0)):
        if loc in by_loc:
            for t in by_loc[loc]:
                matched.setdefault(id(t), []).extend(es)
        else:
            fps.append((loc, es))
    misses = [t for t in tools if id(t) not in matched]
    tp = len(tools) - len(misses)
    tp_locs = sum(1 for loc in found_locs if loc in by_loc)

    name_diff, fw_diff = [], []
    for t in tools:
        for e in matched.get(id(t), [])[:1]:
            if t["name"] is not None and e.get("name") != t["name"] and not any(x.get("name") == t["name"] for x in matched[id(t)]):
                name_diff.append((t, e))
            if e.get("framework") != t["framework"]:
                fw_diff.append((t, e))

    per_idiom = {}
    for t in tools:
        c = per_idiom.setdefault(t["idiom"], [0, 0])
        c[0] += 1
        if id(t) in matched:
            c[1] += 1
    # how the registering object or base class reaches the tool (list_tools.py `via`, issue 24)
    per_via = {}
    for t in tools:
        if t.get("via"):
            c = per_via.setdefault(t["via"], [0, 0])
            c[0] += 1
            if id(t) in matched:
                c[1] += 1
    return {
        "per_via": per_via,
        "listed": len(tools),
        "found": len(found_locs),
        "tp": tp,
        "tp_locs": tp_locs,
        "misses": misses,
        "fps": fps,
        "neutral": neutral,
        "name_diff": name_diff,
        "fw_diff": fw_diff,
        "per_idiom": per_idiom,
    }


def pct(a, b):
    return "—" if b == 0 else f"{100.0 * a / b:.1f}%"


def write_report(path, name, ver, res, err, dt):
    L = [f"# {name}=={ver}", ""]
    if err:
        L += [f"toolsight failed: {err}", ""]
    else:
        L += [
            f"listed {res['listed']}, found {res['found']}, TP {res['tp']}, "
            f"recall {pct(res['tp'], res['listed'])}, precision {pct(res['tp_locs'], res['found'])}, "
            f"neutral (ignored definitions) {len(res['neutral'])}, toolsight {dt:.2f}s",
            "",
            "## per idiom (listed / found)",
        ]
        for idiom, (n, k) in sorted(res["per_idiom"].items()):
            L.append(f"  {idiom}: {k}/{n}")
        if res["per_via"]:
            L += ["", "## per via (listed / found)"]
            for via, (n, k) in sorted(res["per_via"].items()):
                L.append(f"  {via}: {k}/{n}")
        L += ["", f"## misses ({len(res['misses'])}): listed tools toolsight did not report"]
        for t in res["misses"]:
            L.append(f"  {t['file']}:{t['line']}  {t['qualname']}  name={t['name']!r}  {t['framework']}  {t['idiom']}")
        L += ["", f"## false positives ({len(res['fps'])}): toolsight tools at no listed location"]
        for (f, line), es in res["fps"]:
            e = es[0]
            L.append(f"  {f}:{line}  {e.get('function')}  name={e.get('name')!r}  {e.get('framework')}")
        L += ["", f"## name differs ({len(res['name_diff'])}): listed name vs toolsight's"]
        for t, e in res["name_diff"]:
            L.append(f"  {t['file']}:{t['line']}  {t['qualname']}  listed={t['name']!r}  toolsight={e.get('name')!r}")
        L += ["", f"## framework differs ({len(res['fw_diff'])})"]
        for t, e in res["fw_diff"]:
            L.append(f"  {t['file']}:{t['line']}  {t['qualname']}  listed={t['framework']}  toolsight={e.get('framework')}")
        L += ["", f"## neutral ({len(res['neutral'])}): toolsight tools on definitions the listing ignores"]
        for e in res["neutral"]:
            L.append(f"  {e.get('file')}:{e.get('line')}  {e.get('function')}  name={e.get('name')!r}")
    L.append("")
    with open(path, "w") as f:
        f.write("\n".join(L))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--toolsight", help="toolsight command (default: $TOOLSIGHT, target/release/toolsight, target/debug/toolsight)")
    ap.add_argument("--src", default=os.path.join(REPO, "target", "sweep", "src"))
    ap.add_argument("--listings", default=os.path.join(HERE, "listings"))
    ap.add_argument("--report", default=os.path.join(REPO, "target", "sweep", "report"))
    ap.add_argument("--timeout", type=float, default=600.0)
    ap.add_argument("--saved", help="read toolsight's output from DIR/<package>.toolsight.json (an earlier run's "
                    "report dir) instead of running it: re-score new listings against the same output")
    ap.add_argument("names", nargs="*")
    args = ap.parse_args()
    cmd = toolsight_cmd(args.toolsight)
    pkgs = read_packages()
    if args.names:
        want = {norm_name(n) for n in args.names}
        pkgs = [(n, v) for n, v in pkgs if n in want]
    os.makedirs(args.report, exist_ok=True)

    rows = []
    idiom_tot = defaultdict(lambda: [0, 0])
    fw_tot = defaultdict(lambda: [0, 0])
    via_tot = defaultdict(lambda: [0, 0])
    tot = Counter()
    for name, ver in pkgs:
        pkgdir = os.path.join(args.src, name)
        lpath = os.path.join(args.listings, name + ".json")
        if not os.path.isdir(pkgdir) or not os.path.exists(lpath):
            rows.append((name, ver, None, "sources or listing missing (run fetch.sh and list_tools.py)", 0.0))
            continue
        with open(lpath) as f:
            listing = json.load(f)
        if args.saved:
            saved = os.path.join(args.saved, name + ".toolsight.json")
            if os.path.exists(saved):
                with open(saved) as f:
                    entries, err, dt = json.load(f), None, 0.0
            else:
                entries, err, dt = None, f"no saved output {saved}", 0.0
        else:
            entries, err, dt = run_toolsight(cmd, pkgdir, args.timeout)
        res = None
        if entries is not None:
            with open(os.path.join(args.report, name + ".toolsight.json"), "w") as f:
                json.dump(entries, f, indent=1)
            res = score_package(name, listing, entries, pkgdir)
            for idiom, (n, k) in res["per_idiom"].items():
                idiom_tot[idiom][0] += n
                idiom_tot[idiom][1] += k
            for via, (n, k) in res["per_via"].items():
                via_tot[via][0] += n
                via_tot[via][1] += k
            for t in listing["tools"]:
                fw_tot[t["framework"]][0] += 1
            for t in listing["tools"]:
                if t not in res["misses"]:
                    fw_tot[t["framework"]][1] += 1
            tot.update(listed=res["listed"], found=res["found"], tp=res["tp"], tp_locs=res["tp_locs"])
        write_report(os.path.join(args.report, name + ".txt"), name, ver, res, err, dt)
        rows.append((name, ver, res, err, dt))
        print(f"score: {name}: " + (err or f"recall {pct(res['tp'], res['listed'])}, precision {pct(res['tp_locs'], res['found'])}"), file=sys.stderr)

    out = [
        "| package | version | listed | found | TP | recall | precision | FP | time |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for name, ver, res, err, dt in rows:
        if res is None:
            out.append(f"| {name} | {ver} | | | | error: {err} | | | |")
        else:
            out.append(
                f"| {name} | {ver} | {res['listed']} | {res['found']} | {res['tp']} | {pct(res['tp'], res['listed'])} | "
                f"{pct(res['tp_locs'], res['found'])} | {len(res['fps'])} | {dt:.2f} s |"
            )
    out.append(
        f"| **total** | | {tot['listed']} | {tot['found']} | {tot['tp']} | {pct(tot['tp'], tot['listed'])} | "
        f"{pct(tot['tp_locs'], tot['found'])} | {tot['found'] - tot['tp_locs']} | |"
    )
    out += ["", "| idiom | listed | TP | recall |", "|---|---:|---:|---:|"]
    for idiom, (n, k) in sorted(idiom_tot.items()):
        out.append(f"| {idiom} | {n} | {k} | {pct(k, n)} |")
    if via_tot:
        out += ["", "| via | listed | TP | recall |", "|---|---:|---:|---:|"]
        for via, (n, k) in sorted(via_tot.items()):
            out.append(f"| {via} | {n} | {k} | {pct(k, n)} |")
    out += ["", "| framework | listed | TP | recall |", "|---|---:|---:|---:|"]
    for fw, (n, k) in sorted(fw_tot.items()):
        out.append(f"| {fw} | {n} | {k} | {pct(k, n)} |")
    print("\n".join(out))
    print(f"\nreports: {args.report}/<package>.txt", file=sys.stderr)
    return 0


if __name__ == "__main__":
    try:
        main()
    except Exception as e:  # a measurement: report and exit 0
        print(f"score: internal error: {e!r}", file=sys.stderr)
    sys.exit(0)
